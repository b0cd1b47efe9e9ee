"""Every word a person reads, in their language: Fluent catalogues (`locales/<lang>/*.ftl`)
and the card names and flavour of a pack in other languages (`words.py`).

`t(lang, key, **args)` is the one way to a message. The glossary's game terms (RULES.md §20)
are Fluent terms (`-gloom`, `-encounter`), written once per language and referenced by the
messages, with their grammatical gender as an attribute so that agreement is the catalogue's
business, not the code's.
"""

from kilforth.i18n.catalogue import (
    DEFAULT_LANG,
    LANGS,
    Lang,
    MissingMessage,
    UnknownLanguage,
    catalogue_files,
    language,
    msgid,
    spoken,
    t,
)

__all__ = [
    "DEFAULT_LANG",
    "LANGS",
    "Lang",
    "MissingMessage",
    "UnknownLanguage",
    "catalogue_files",
    "language",
    "msgid",
    "spoken",
    "t",
]
