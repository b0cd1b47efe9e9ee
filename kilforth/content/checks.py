"""Whole-pack checks: cross-references between cards and the structure the rules need.

Each check raises `PackError` naming the family file, the card and the field at fault.
"""

from collections.abc import Callable, Iterator, Sequence
from functools import partial
from typing import Any

from kilforth.content.cards import EncounterFace
from kilforth.content.effects import Ability
from kilforth.content.pack import Pack, PackError
from kilforth.content.vocabulary import REWARD_TYPES, TERRAINS, UNIQUE_KEYWORDS
from kilforth.render.abilities import (
    Unwordable,
    ability_text,
    event_text,
    night_text,
    revealed_text,
    trophy_text,
)

# A Chapter keyword carried by only one or two cards could be buried at the bottom of a
# deck for the whole game; three carriers keep every Saga completable in practice.
MIN_KEYWORD_CARRIERS = 3
# With fewer than five, simulated heroes of such a Saga stall on that Chapter far more often
# than others (docs/balance.md): `content check` warns.
WELL_CARRIED = 5
# One Saga and one Ancient per hero in a four-hero game (R-SETUP-4, R-SETUP-13, C-13).
MIN_SAGAS = 4
MIN_ANCIENTS = 4
# The 25th Day is the one with a single card left in the Night deck (R-WIN-1, AMB-9).
NIGHT_DECK_SIZE = 25
# Buying draws the top three cards of a Reward deck (R-ACT-TRADE-4).
TRADE_DRAW = 3


def _face_keywords(face: EncounterFace) -> set[str]:
    # R-KW-1: the printed type counts as a keyword; subtypes do not by default (AMB-17).
    return {*face.keywords, face.type}


def _holdable_cards(pack: Pack) -> Iterator[tuple[str, set[str]]]:
    """(card id, keywords) for every card a hero can hold as a Rumour or an Asset."""
    for e in pack.encounters.values():
        if not e.is_event:  # an Event is discarded once resolved, never kept (R-ABIL-2)
            yield e.id, _face_keywords(e)
    for r in pack.rewards.values():
        yield r.id, {*r.keywords, r.unique, r.type}  # R-KW-1, R-KW-2
    for p in pack.plots.values():
        yield p.id, set(p.keywords)
    city = {r.id for r in pack.regions.values() if r.city}
    for n in pack.night.values():
        # A Night Encounter naming the City is discarded, never placed (R-NIGHT-DARK-5).
        if n.encounter is not None and n.region not in city:
            yield n.id, _face_keywords(n.encounter)


def keyword_carriers(pack: Pack) -> dict[str, list[str]]:
    """Every keyword a hero can pay a Chapter with, and the ids of the cards carrying it."""
    carriers: dict[str, list[str]] = {}
    for card_id, keywords in _holdable_cards(pack):
        for kw in keywords:
            carriers.setdefault(kw, []).append(card_id)
    return carriers


def _refs(pack: Pack) -> None:
    regions = pack.regions
    for r in pack.rewards.values():
        if r.region not in regions:
            raise PackError("reward", r.id, "region", f"no region '{r.region}'")
    decks = {e.terrain for e in pack.encounters.values()}
    for n in pack.night.values():
        if n.region not in regions:
            raise PackError("night", n.id, "region", f"no region '{n.region}'")
        named = regions[n.region]
        if not named.city and named.terrain not in decks:
            raise PackError(
                "night",
                n.id,
                "region",
                f"names '{n.region}', whose terrain '{named.terrain}' has no Encounter deck",
            )
    for a in pack.ancients.values():
        if a.region not in regions:
            raise PackError("ancient", a.id, "region", f"no region '{a.region}'")
        if regions[a.region].city:
            raise PackError(
                "ancient", a.id, "region", "an Ancient cannot appear in the City (R-CITY-1)"
            )
    for p in pack.plots.values():
        if p.ancient not in pack.ancients:
            raise PackError("plot", p.id, "ancient", f"no ancient '{p.ancient}'")
        terrains = pack.ancients[p.ancient].plot_terrains
        if p.terrain not in terrains:
            raise PackError(
                "plot",
                p.id,
                "terrain",
                f"'{p.terrain}' is not one of its Ancient's plot terrains {terrains}, so the Plot "
                "could never be placed by terrain (AMB-48)",
            )
    for s in pack.sagas.values():
        if s.finale.region not in regions:
            raise PackError("saga", s.id, "finale.region", f"no region '{s.finale.region}'")
        if s.suggested_class is not None and s.suggested_class not in pack.classes:
            raise PackError("saga", s.id, "suggested_class", f"no class '{s.suggested_class}'")


def _map(pack: Pack) -> None:
    cities = [r for r in pack.regions.values() if r.city]
    if len(cities) != 1:
        raise PackError("region", None, "city", f"a pack has exactly one City, found {len(cities)}")
    if len(pack.regions) != 25:
        raise PackError(
            "region", None, None, f"the Map needs 25 Regions (R-COMP-1), found {len(pack.regions)}"
        )
    symbols: dict[str, list[str]] = {}
    for r in pack.regions.values():
        if r.shortcut:
            symbols.setdefault(r.shortcut, []).append(r.id)
    for sym, ids in symbols.items():
        if len(ids) < 2:
            raise PackError(
                "region", ids[0], "shortcut", f"shortcut symbol '{sym}' links to no other Region"
            )
    for t in TERRAINS:
        if not any(e.terrain == t for e in pack.encounters.values()) and any(
            r.terrain == t for r in pack.regions.values()
        ):
            raise PackError("encounter", None, "terrain", f"no Encounter deck for terrain '{t}'")


def _hero_cards(pack: Pack) -> None:
    if not pack.races:
        raise PackError("race", None, None, "a pack needs at least one Race (R-SETUP-2)")
    if not pack.classes:
        raise PackError("class", None, None, "a pack needs at least one Class (R-SETUP-3)")
    for c in pack.classes.values():
        for t in c.talent_types:
            levels = {tal.level for tal in pack.talents.values() if tal.type == t}
            if levels != {1, 2, 3, 4}:
                raise PackError(
                    "class",
                    c.id,
                    "talent_types",
                    f"talent type '{t}' lacks levels {sorted({1, 2, 3, 4} - levels)}",
                )


def _decks(pack: Pack) -> None:
    for t in REWARD_TYPES:
        deck = [r for r in pack.rewards.values() if r.type == t]
        if len(deck) < TRADE_DRAW:
            raise PackError(
                "reward",
                None,
                "type",
                f"the {t} deck has {len(deck)} card(s); a Trade draws {TRADE_DRAW} (R-ACT-TRADE-4)",
            )
        present = {r.unique for r in deck}
        for kw in UNIQUE_KEYWORDS[t]:
            if kw not in present:
                raise PackError(
                    "reward",
                    None,
                    "unique",
                    f"no {t} card carries the unique keyword '{kw}' (R-KW-2, §3.7)",
                )
    if len(pack.night) != NIGHT_DECK_SIZE:
        raise PackError(
            "night",
            None,
            None,
            f"the Night deck needs exactly {NIGHT_DECK_SIZE} cards (R-WIN-1, AMB-9), "
            f"found {len(pack.night)}",
        )


def _ancients(pack: Pack) -> None:
    if len(pack.ancients) < MIN_ANCIENTS:
        raise PackError(
            "ancient",
            None,
            None,
            f"a pack needs at least {MIN_ANCIENTS} Ancients, one per hero in a cooperative game "
            f"(R-SETUP-13); found {len(pack.ancients)}",
        )
    with_plots = {p.ancient for p in pack.plots.values()}
    for a in pack.ancients.values():
        if a.id not in with_plots:
            raise PackError(
                "ancient", a.id, "plots", "no Plot belongs to this Ancient (R-SETUP-14)"
            )


def _sagas(pack: Pack) -> None:
    if len(pack.sagas) < MIN_SAGAS:
        raise PackError(
            "saga",
            None,
            None,
            f"a pack needs at least {MIN_SAGAS} Sagas, one per hero (R-SETUP-4); "
            f"found {len(pack.sagas)}",
        )
    carriers = keyword_carriers(pack)
    for s in pack.sagas.values():
        for i, chapter in enumerate(s.chapters):
            for field, keywords in (
                ("keywords", chapter.keywords),
                ("small_party_keywords", chapter.small_party_keywords),
            ):
                for kw in keywords:
                    found = carriers.get(kw, [])
                    if len(found) < MIN_KEYWORD_CARRIERS:
                        listed = ", ".join(found) if found else "none"
                        raise PackError(
                            "saga",
                            s.id,
                            f"chapters.{i}.{field}",
                            f"Chapter {i + 1} requires '{kw}', but only {len(found)} Encounter, "
                            f"Reward, Plot or Night card(s) carry it ({listed}); at least "
                            f"{MIN_KEYWORD_CARRIERS} are needed (R-ACT-FEAT-4)",
                        )


def keyword_warnings(pack: Pack) -> list[str]:
    """Each keyword a Chapter requires that fewer than WELL_CARRIED cards carry: playable,
    but its Sagas stall."""
    carriers = keyword_carriers(pack)
    required = {kw: s.id for s in pack.sagas.values() for chapter in s.chapters
                for kw in [*chapter.keywords, *chapter.small_party_keywords]}
    return [f"'{kw}' (required by {saga} and maybe others) is carried by only {len(carriers.get(kw, []))} "
            f"card(s); add cards until at least {WELL_CARRIED} carry it, or its Sagas will often stall"
            for kw, saga in sorted(required.items()) if len(carriers.get(kw, [])) < WELL_CARRIED]


def _weaknesses(pack: Pack) -> None:
    # Overcome needs the keyword on an Asset (R-GIFT-OV-1, AMB-45): a Reward or a Totem.
    on_assets: set[str] = set()
    for r in pack.rewards.values():
        on_assets |= {*r.keywords, r.unique, r.type}
    for s in pack.sagas.values():
        on_assets |= set(s.totem.keywords)
    faces: list[tuple[str, str, EncounterFace]] = [
        ("encounter", e.id, e) for e in pack.encounters.values()
    ]
    faces += [("night", n.id, n.encounter) for n in pack.night.values() if n.encounter]
    for family, card_id, face in faces:
        for kw in face.weakness:
            if kw not in on_assets:
                raise PackError(
                    family,
                    card_id,
                    "weakness",
                    f"no Reward or Totem carries '{kw}', so this Weakness can never be used to "
                    "Overcome (R-GIFT-OV-1)",
                )


def _plot_keywords(pack: Pack) -> None:
    # R-ACT-CLEAR-2: a To Defeat that discards a keyword nobody can hold can never be met.
    carriers = keyword_carriers(pack)
    for p in pack.plots.values():
        need = p.to_defeat
        if need.kind == "discard_keyword" and not [
            c for c in carriers.get(need.keyword, []) if c != p.id
        ]:
            raise PackError(
                "plot",
                p.id,
                "to_defeat.keyword",
                f"no other Encounter, Reward, Plot or Night card carries '{need.keyword}', "
                "so this Plot "
                "can never be defeated (R-ACT-CLEAR-2)",
            )


# (family, card id, field, the data put into words, the function that says it)
Saying = tuple[str, str, str, object, Callable[[], str]]


def _saying(
    family: str, card: str, field: str, data: Any, say: Callable[[Any, str], str]
) -> Saying:
    """Where `data` is, and how to put it into words (with that place for an error)."""
    return family, card, field, data, partial(say, data, field)


def _abilities(
    family: str, card: str, field: str, abilities: Sequence[Ability]
) -> Iterator[Saying]:
    for i, a in enumerate(abilities):
        yield _saying(family, card, f"{field}.{i}", a, ability_text)


def _face_sayings(family: str, card: str, prefix: str, face: EncounterFace) -> Iterator[Saying]:
    if face.revealed:
        yield _saying(family, card, f"{prefix}revealed", face.revealed, revealed_text)
    if face.event is not None:
        yield _saying(family, card, f"{prefix}event", face.event, event_text)
    yield from _abilities(family, card, f"{prefix}map_abilities", face.map_abilities)
    for i, t in enumerate(face.trophies):
        yield _saying(family, card, f"{prefix}trophies.{i}", t, trophy_text)


def sayings(pack: Pack) -> Iterator[Saying]:
    """Every ability, Event, Trophy and Revealed text of the pack, with where it is."""
    for family, cards in (
        ("race", pack.races),
        ("class", pack.classes),
        ("talent", pack.talents),
        ("reward", pack.rewards),
        ("loot", pack.loot),
    ):
        for c in cards.values():
            yield from _abilities(family, c.id, "abilities", c.abilities)
    for r in pack.regions.values():
        yield from _abilities("region", r.id, "abilities", r.abilities)
        yield from _abilities("region", r.id, "gloom_abilities", r.gloom_abilities)
    for e in pack.encounters.values():
        yield from _face_sayings("encounter", e.id, "", e)
    for n in pack.night.values():
        yield from _abilities("night", n.id, "weather", n.weather)
        if n.event is not None:
            yield _saying("night", n.id, "event", n.event, event_text)
        if n.encounter is not None:
            yield from _face_sayings("night", n.id, "encounter.", n.encounter)
    for a in pack.ancients.values():
        for i, cap in enumerate(a.capabilities):
            yield from _abilities("ancient", a.id, f"capabilities.{i}.abilities", cap.abilities)
        if a.night:
            yield _saying("ancient", a.id, "night", a.night, night_text)
    for p in pack.plots.values():
        yield from _abilities("plot", p.id, "ancient_abilities", p.ancient_abilities)
        if p.night:
            yield _saying("plot", p.id, "night", p.night, night_text)
    for s in pack.sagas.values():
        yield from _abilities("saga", s.id, "totem.abilities", s.totem.abilities)


def _words(pack: Pack) -> None:
    # A card's text is generated from what it does (DESIGN.md §4): one that cannot be said
    # could not be read by any player.
    for family, card, field, _, say in sayings(pack):
        try:
            say()
        except Unwordable as exc:
            raise PackError(
                family, card, exc.field or field, f"cannot be put into words: {exc.problem}"
            ) from exc


CHECKS = (_refs, _map, _hero_cards, _decks, _ancients, _sagas, _weaknesses, _plot_keywords, _words)


def check_pack(pack: Pack) -> None:
    """Raise PackError on the first problem; return quietly for a playable pack. The checks
    name a card family; the error names the file the card (or the family) was read from."""
    for check in CHECKS:
        try:
            check(pack)
        except PackError as exc:
            where = (
                pack.files.get(exc.card or "")
                or ", ".join(pack.family_files.get(exc.file, []))
                or exc.file
            )
            raise PackError(where, exc.card, exc.field, exc.problem) from exc
