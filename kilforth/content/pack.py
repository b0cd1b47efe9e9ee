"""Loading and validating a content pack: every `*.toml` file under a folder, each holding
arrays of tables named after a card family (`[[race]]`, `[[encounter]]`, …).

A pack that fails is refused with a `PackError` naming the file, the card id and the field.
"""

import re
import tomllib
from functools import cache, cached_property
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from kilforth.content.cards import (
    Ancient,
    Card,
    Encounter,
    HeroClass,
    Loot,
    NightCard,
    Plot,
    Race,
    Region,
    Reward,
    Saga,
    Talent,
)
from kilforth.content.vocabulary import TOTEM_PREFIX

BASE_PACK_DIR = Path(__file__).resolve().parent.parent.parent / "data"
# A pack's words in other languages (`kilforth.i18n.words`), not cards.
LANG_DIR = "lang"

# family key in the files -> (model, attribute on Pack)
FAMILIES: dict[str, tuple[type[Card], str]] = {
    "race": (Race, "races"),
    "class": (HeroClass, "classes"),
    "talent": (Talent, "talents"),
    "region": (Region, "regions"),
    "encounter": (Encounter, "encounters"),
    "reward": (Reward, "rewards"),
    "night": (NightCard, "night"),
    "ancient": (Ancient, "ancients"),
    "plot": (Plot, "plots"),
    "saga": (Saga, "sagas"),
    "loot": (Loot, "loot"),
}


class PackError(ValueError):
    """A content pack problem, located precisely."""

    def __init__(self, file: str, card: str | None, field: str | None, problem: str) -> None:
        self.file, self.card, self.field, self.problem = file, card, field, problem
        where = (file + (f" · card '{card}'" if card else "")
                 + (f" · field '{field}'" if field else ""))
        super().__init__(f"{where}: {problem}")


class Pack(BaseModel):
    """A validated content pack. Card ids are unique across all families, because the game
    state refers to every card by its id alone."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    races: dict[str, Race] = {}
    classes: dict[str, HeroClass] = {}
    talents: dict[str, Talent] = {}
    regions: dict[str, Region] = {}
    encounters: dict[str, Encounter] = {}
    rewards: dict[str, Reward] = {}
    night: dict[str, NightCard] = {}
    ancients: dict[str, Ancient] = {}
    plots: dict[str, Plot] = {}
    sagas: dict[str, Saga] = {}
    loot: dict[str, Loot] = {}
    # Where each card and each family was read from, so that errors can name the file.
    files: dict[str, str] = {}
    family_files: dict[str, list[str]] = {}

    def counts(self) -> dict[str, int]:
        return {attr: len(getattr(self, attr)) for _, attr in FAMILIES.values()}

    @cached_property
    def summaries(self) -> dict[str, str]:
        """Each card's one-line summary once made (`render.cards.card_summary` fills it): a
        pack never changes, and answers that are cards carry their summary."""
        return {}

    @cached_property
    def effects_said(self) -> dict[tuple[str, str], str]:
        """What each card does in words, by card and language, once said
        (`render.cards.what_it_does` fills it)."""
        return {}

    @cached_property
    def keyword_sets(self) -> dict[tuple[str, bool], frozenset[str]]:
        """Each card's keywords once worked out (`rules.board.keywords_of` fills it): the
        players weigh every card's keywords at every decision."""
        return {}

    @cached_property
    def names(self) -> dict[str, str]:
        """Every card's display name by id (ids are unique across families), and the
        Totems' by the id a Totem in play has."""
        names = {f"{TOTEM_PREFIX}{s.id}": s.totem.name for s in self.sagas.values()}
        for family in (self.sagas, self.classes, self.races, self.talents, self.ancients,
                       self.regions, self.loot, self.plots, self.night, self.rewards,
                       self.encounters):
            names.update((card.id, card.name) for card in family.values())
        return names

    @cached_property
    def capability_names(self) -> dict[str, str]:
        """The names of the Ancients' Ability cards by id: not cards of a family of their
        own, but told by name when one acts (an Ancient heals by one)."""
        return {card.id: card.name for ancient in self.ancients.values()
                for card in ancient.capabilities}

    @property
    def city(self) -> Region:
        return next(r for r in self.regions.values() if r.city)


FIELD_PREFIX = re.compile(r"^([a-z_][a-z0-9_.]*): (.+)$", re.DOTALL)


def _located(loc: tuple[Any, ...], message: str) -> tuple[str | None, str]:
    """The field path and the problem of a validation error. A whole-card validator names
    its field by starting its message with `field: `."""
    field = ".".join(str(p) for p in loc)
    message = message.removeprefix("Value error, ")
    named = FIELD_PREFIX.match(message)
    if named:
        field = f"{field}.{named[1]}" if field else named[1]
        message = named[2]
    return field or None, message


def _read_toml(path: Path, rel: str) -> dict[str, Any]:
    """One pack file as TOML, or a PackError naming it: a file that cannot be read (a folder
    named `*.toml`, say), is not UTF-8, or nests too deeply for the parser (which recurses)."""
    try:
        text = path.read_bytes().decode("utf-8")
    except OSError as exc:
        raise PackError(rel, None, None, f"cannot be read: {exc.strerror or exc}") from exc
    except UnicodeDecodeError as exc:
        raise PackError(rel, None, None,
                        f"not UTF-8 text (byte {exc.start}): save the file as UTF-8") from exc
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise PackError(rel, None, None, f"not valid TOML: {exc}") from exc
    except RecursionError as exc:
        raise PackError(rel, None, None, "arrays or tables nest too deeply") from exc


def read_pack(folder: Path, name: str | None = None) -> Pack:
    """Parse and validate every card of a pack folder; cross-references are checked by
    `kilforth.content.checks.check_pack`."""
    folder = Path(folder)
    if not folder.is_dir():
        raise PackError(str(folder), None, None, "no such content pack folder")
    found: dict[str, dict[str, Card]] = {attr: {} for _, attr in FAMILIES.values()}
    seen: dict[str, str] = {}
    family_files: dict[str, list[str]] = {}
    files = sorted(
        p for p in folder.rglob("*.toml") if p.relative_to(folder).parts[0] != LANG_DIR
    )
    if not files:
        raise PackError(str(folder), None, None, "the folder holds no .toml files")
    for path in files:
        rel = str(path.relative_to(folder))
        doc = _read_toml(path, rel)
        for family, entries in doc.items():
            if family not in FAMILIES:
                raise PackError(rel, None, family,
                                f"unknown card family (known: {sorted(FAMILIES)})")
            model, attr = FAMILIES[family]
            family_files.setdefault(family, []).append(rel)
            if not isinstance(entries, list):
                raise PackError(rel, None, family, f"write cards as [[{family}]] tables")
            for raw in entries:
                card_id = raw.get("id") if isinstance(raw, dict) else None
                try:
                    card = model.model_validate(raw)
                except ValidationError as exc:
                    err = exc.errors()[0]
                    field, problem = _located(err["loc"], err["msg"])
                    raise PackError(rel, card_id, field, problem) from exc
                if card.id in seen:
                    raise PackError(rel, card.id, "id",
                                    f"duplicate card id (also in {seen[card.id]})")
                seen[card.id] = rel
                found[attr][card.id] = card
    return Pack(name=name or folder.name, files=seen, family_files=family_files, **found)


def load_pack(folder: str | None = None) -> Pack:
    """The validated pack at `folder` (default: the base pack), loaded once per process."""
    # One cache key per pack: `load_pack()` and `load_pack(None)` are the same pack, and
    # `functools.cache` would key them apart and load the base pack twice.
    return _load_pack(folder or None)


@cache
def _load_pack(folder: str | None) -> Pack:
    from kilforth.content.checks import check_pack

    # A pack is named by the folder it was loaded from, so a game state can load it again.
    pack = read_pack(Path(folder) if folder else BASE_PACK_DIR, name=folder or "base")
    check_pack(pack)
    return pack
