"""A pack's card names and flavour in another language: `lang/<lang>.toml` inside the pack's
folder, one table per card id (a Totem by its `totem:` id, an Ancient's Ability card by its
own id), kept apart from the card files so that the cards say what they do in one place and
their words in each language beside them.

    [hermit-of-the-oaks]
    name = "Ermite des Chênes"
    grammar = { gender = "masculine", number = "singular", article = "definite", elision = true }
    flavour = "Il parle aux arbres, et certains lui répondent."

A language whose sentences agree with a name (French: `GRAMMATICAL`) gives each name its
`grammar`, the attributes a Fluent term would carry, which its messages select on
(`kilforth.i18n.names`); a Race or Class also gives its `feminine` form, for a heroine.
"""

import tomllib
from functools import cache
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, RootModel, ValidationError

from kilforth.content.pack import LANG_DIR, Pack, PackError
from kilforth.content.vocabulary import TOTEM_PREFIX
from kilforth.i18n.catalogue import Lang
from kilforth.i18n.names import Grammar

# The languages whose names carry their grammar, for the messages that put them in sentences.
GRAMMATICAL: frozenset[Lang] = frozenset({"fr"})


class CardWords(BaseModel):
    """One card's words: its name, with its grammar in a language that needs it, a Race's or
    Class's feminine form, its flavour if the card has one, a Saga's Finale's name."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1, max_length=80)
    grammar: Grammar | None = None
    feminine: str | None = Field(default=None, min_length=1, max_length=80)
    flavour: str | None = Field(default=None, min_length=1, max_length=400)
    finale: str | None = Field(default=None, min_length=1, max_length=80)


class PackWords(RootModel[dict[str, CardWords]]):
    model_config = ConfigDict(frozen=True)


def words_file(folder: Path, lang: Lang) -> Path:
    return folder / LANG_DIR / f"{lang}.toml"


def read_words(folder: Path, lang: Lang) -> dict[str, CardWords]:
    """The pack's words in `lang`, by card id; none if the pack has no file for it."""
    path = words_file(folder, lang)
    rel = f"{LANG_DIR}/{lang}.toml"
    if not path.is_file():
        return {}
    try:
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
    except (UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise PackError(rel, None, None, f"not valid UTF-8 TOML: {exc}") from exc
    try:
        return PackWords.model_validate(raw).root
    except ValidationError as exc:
        err = exc.errors()[0]
        card, *field = (str(p) for p in err["loc"])
        raise PackError(rel, card, ".".join(field) or None, err["msg"]) from exc


@cache
def pack_words(folder: Path, lang: Lang) -> dict[str, CardWords]:
    """`read_words`, once per process: a pack's files do not change while it is played."""
    return read_words(folder, lang)


def _wanted(pack: Pack) -> dict[str, tuple[bool, bool]]:
    """Every id that needs words, with whether it needs a flavour and a Finale's name."""
    wanted: dict[str, tuple[bool, bool]] = {}
    for family in (pack.races, pack.classes, pack.talents, pack.regions, pack.encounters,
                   pack.rewards, pack.night, pack.ancients, pack.plots, pack.sagas, pack.loot):
        for card in family.values():
            wanted[card.id] = (bool(getattr(card, "flavour", "")), card.id in pack.sagas)
    for saga in pack.sagas.values():
        wanted[f"{TOTEM_PREFIX}{saga.id}"] = (False, False)
    for ancient in pack.ancients.values():
        wanted.update((cap.id, (False, False)) for cap in ancient.capabilities)
    return wanted


def missing_words(pack: Pack, words: dict[str, CardWords], lang: Lang) -> list[str]:
    """What the pack's `lang` file lacks or holds in excess, one line per card."""
    wanted = _wanted(pack)
    gendered = set(pack.races) | set(pack.classes)
    problems = []
    for card, (flavour, finale) in wanted.items():
        said = words.get(card)
        if said is None:
            problems.append(f"card '{card}' has no name in '{lang}'")
            continue
        problems += _grammar_problems(card, said, lang, card in gendered)
        if flavour and said.flavour is None:
            problems.append(f"card '{card}' has flavour, but none in '{lang}'")
        if finale and said.finale is None:
            problems.append(f"Saga '{card}' has no Finale name in '{lang}'")
        if said.flavour is not None and not flavour:
            problems.append(f"card '{card}' has no flavour to translate; remove it")
        if said.finale is not None and not finale:
            problems.append(f"card '{card}' is not a Saga; remove its Finale name")
    problems += [
        f"'{card}' is no card of pack '{pack.name}'; fix or remove it"
        for card in words
        if card not in wanted
    ]
    return problems


def _grammar_problems(card: str, said: CardWords, lang: Lang, gendered: bool) -> list[str]:
    """A name without the grammar its language's sentences need, or with grammar (or a
    feminine form) where nothing reads it."""
    if lang not in GRAMMATICAL:
        extra = [field for field in ("grammar", "feminine") if getattr(said, field) is not None]
        return [f"card '{card}': '{lang}' names need no {field}; remove it" for field in extra]
    problems = []
    if said.grammar is None:
        problems.append(f"card '{card}': the name '{said.name}' has no grammar in '{lang}' "
                        "(gender, number, article, elision)")
    if gendered and said.feminine is None:
        problems.append(f"card '{card}' is a Race or Class: give its feminine form in '{lang}'")
    if said.feminine is not None and not gendered:
        problems.append(f"card '{card}' is no Race or Class; remove its feminine form")
    return problems
