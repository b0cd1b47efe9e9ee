"""The Fluent catalogues, loaded once per language, and `t`, which formats one message.

A message that is missing or that fails to format raises: a silent fallback to English or to
the key would put a wrong word in front of a player, and the catalogue test
(`tests/i18n/test_catalogues.py`) is where a missing key must show up instead.
"""

import re
from functools import cache, lru_cache
from pathlib import Path
from typing import Literal, get_args

from fluent.runtime import FluentBundle, FluentResource

from kilforth.content.vocabulary import ROMAN
from kilforth.i18n import names

Lang = Literal["en", "fr"]
LANGS: tuple[Lang, ...] = get_args(Lang)
DEFAULT_LANG: Lang = "en"

LOCALES_DIR = Path(__file__).resolve().parent / "locales"

# A BCP 47 tag as Discord and environments spell it: "fr", "fr-FR", "en_GB", "pt-BR".
_TAG = re.compile(r"[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*")


class UnknownLanguage(ValueError):
    """A language code that is not a language tag at all, or a `Lang` the bot does not have."""


class MissingMessage(KeyError):
    """A key the catalogue of that language does not hold, or a message that failed to format
    (an argument missing, a term misspelt)."""

    def __init__(self, lang: str, key: str, problem: str) -> None:
        self.lang, self.key, self.problem = lang, key, problem
        super().__init__(f"catalogue '{lang}', message '{key}': {problem}")

    def __str__(self) -> str:
        return str(self.args[0])


def language(code: str) -> Lang:
    """The bot's language for a language tag: 'fr-FR' -> 'fr'. A well-formed tag of a language
    the bot does not speak ('de', 'pt-BR') gets English; a malformed one is refused."""
    if not _TAG.fullmatch(code):
        raise UnknownLanguage(
            f"'{code}' is not a language tag: write a code such as 'en', 'fr' or 'fr-FR'"
        )
    primary = re.split(r"[-_]", code, maxsplit=1)[0].lower()
    return next((lang for lang in LANGS if lang == primary), DEFAULT_LANG)


def spoken(code: str) -> Lang:
    """`language(code)` for a setting or an option, which names a language on purpose: one
    the bot does not speak is refused by name instead of read as English."""
    lang = language(code)
    if re.split(r"[-_]", code, maxsplit=1)[0].lower() != lang:
        raise UnknownLanguage(f"the bot speaks {' and '.join(LANGS)}, not '{code}'")
    return lang


def msgid(key: str) -> str:
    """Marks a message key kept in a table for a later `t` call, so that the catalogue test,
    which reads the keys the code uses from its source, finds it (gettext's `N_`)."""
    return key


def catalogue_files(lang: Lang) -> list[Path]:
    """The `.ftl` files of one language, in a fixed order."""
    return sorted((LOCALES_DIR / lang).glob("*.ftl"))


def _roman(number: int) -> str:
    """`ROMAN($chapter)`: a Chapter or a Talent's level as the cards print it, 'II'. The
    engine, its events and its refusals keep the integer, and every message that names one
    says it through here, so no caller converts it and none forgets to."""
    return ROMAN[number]


@cache
def _bundle(lang: Lang) -> FluentBundle:
    # Unicode isolation marks around every argument help right-to-left scripts, which the bot
    # has none of, and would make every English phrase differ from its former bytes.
    bundle = FluentBundle([lang], use_isolating=False,
                          functions={"DE": names.de, "A": names.a, "LE": names.le,
                                     "NUMBER": names.number, "GENDER": names.gender,
                                     "ARTICLE": names.article, "ROMAN": _roman})
    for path in catalogue_files(lang):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


# Fluent refuses to put in an argument longer than 2,500 characters (its guard against
# messages that grow without end), and a player can type that much into a command that a
# refusal then quotes: a longer argument is cut short instead.
ARGUMENT_AT_MOST = 2000


def _bounded(value: str | int) -> str | int:
    if isinstance(value, str) and len(value) > ARGUMENT_AT_MOST:
        return value[:ARGUMENT_AT_MOST] + "…"
    return value


def t(lang: Lang, key: str, **args: str | int) -> str:
    """Message `key` of language `lang`, with its arguments put in."""
    if lang not in LANGS:
        raise UnknownLanguage(
            f"no catalogue for '{lang}': the bot speaks {', '.join(LANGS)}; "
            "pass a language through `language()` first"
        )
    # A name's grammar is part of the key: a Name is equal to its plain text.
    return _formatted(lang, key, tuple(sorted((k, _bounded(v), names.grammar_of(v))
                                              for k, v in args.items())))


# The same card texts are said again and again in play (a question's detail, a refusal), and
# Fluent formats a message about ten times slower than an f-string: each distinct message is
# formatted once. A failure raises and is not remembered.
@lru_cache(maxsize=8192)
def _formatted(lang: Lang, key: str,
               args: tuple[tuple[str, str | int, names.Grammar | None], ...]) -> str:
    bundle = _bundle(lang)
    if not bundle.has_message(key):
        raise MissingMessage(lang, key, "no such message")
    message = bundle.get_message(key)
    if message.value is None:
        raise MissingMessage(lang, key, "the message has attributes only, no value")
    text, errors = bundle.format_pattern(message.value, {k: v for k, v, _ in args})
    if errors:
        raise MissingMessage(lang, key, "; ".join(str(e) for e in errors))
    return text
