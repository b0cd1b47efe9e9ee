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


# A vowel, or a mute h before one ("d'Humain Guerrier", "d'Hymne", "d'Hugo"). French has no
# rule for which h is mute; among names, words in "ha" and "héro" are the aspirated ones
# players meet ("de Halfelin", "de Hache-Noire", "de Héros 2").
_ELIDED = re.compile(r"(?!h(?:[aâ]|[eé]ro))h?[aeiouyàâäéèêëîïôöùûüœæ]", re.IGNORECASE)


# A name that begins with an article ("Les Pierres qui Pleurent", "Le Vieux Sergent Hask",
# "L'Abbesse Grise"): `de` and `à` contract with it, as with the noun it names.
_ARTICLE = re.compile(r"(Les|Le|La|L['’])(?:\s+|(?<=['’]))(?=\S)")
_CONTRACTED = {"de": {"les": "des", "le": "du", "la": "de la", "l'": "de l'"},
               "à": {"les": "aux", "le": "au", "la": "à la", "l'": "à l'"}}


def _contracted(preposition: str, text: str) -> str | None:
    found = _ARTICLE.match(text)
    if found is None:
        return None
    article = found.group(1).lower().replace("’", "'")
    joined = _CONTRACTED[preposition][article]
    return f"{joined}{text[found.end():]}" if joined.endswith("'") else f"{joined} {text[found.end():]}"


def _de(name: object) -> str:
    """French `de` before a name, elided before a vowel or a mute h: 'd'Aria', 'd'Humain
    Guerrier', 'de Bors'; contracted with an article: 'des Pierres qui Pleurent'. A name is
    the players' own or a card's, so no message can spell it out in advance."""
    text = str(name)
    return _contracted("de", text) or (f"d'{text}" if _ELIDED.match(text) else f"de {text}")


def _a(name: object) -> str:
    """French `à` before a name: 'à Lanternebourg', 'aux Pierres qui Pleurent'."""
    text = str(name)
    return _contracted("à", text) or f"à {text}"


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
                          functions={"DE": _de, "A": _a, "ROMAN": _roman})
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
    return _formatted(lang, key, tuple(sorted((k, _bounded(v)) for k, v in args.items())))


# The same card texts are said again and again in play (a question's detail, a refusal), and
# Fluent formats a message about ten times slower than an f-string: each distinct message is
# formatted once. A failure raises and is not remembered.
@lru_cache(maxsize=8192)
def _formatted(lang: Lang, key: str, args: tuple[tuple[str, str | int], ...]) -> str:
    bundle = _bundle(lang)
    if not bundle.has_message(key):
        raise MissingMessage(lang, key, "no such message")
    message = bundle.get_message(key)
    if message.value is None:
        raise MissingMessage(lang, key, "the message has attributes only, no value")
    text, errors = bundle.format_pattern(message.value, dict(args))
    if errors:
        raise MissingMessage(lang, key, "; ".join(str(e) for e in errors))
    return text
