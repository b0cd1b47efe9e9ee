"""A card in full, for people: the one renderer behind Discord's `/card`, the hero sheet,
the console's `card` and `content show`.

A `CardSheet` is a title, a type line, labelled fields and flavour; the console prints it
as lines and Discord as an embed, so each card element is put into words here, once.
"""

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from kilforth.content.cards import (
    Ancient,
    EncounterFace,
    HeroClass,
    Loot,
    NightCard,
    Plot,
    Race,
    Region,
    Reward,
    Saga,
    Talent,
    Totem,
)
from kilforth.content.effects import Ability
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import ATTRIBUTES, TOTEM_PREFIX
from kilforth.render.abilities import (
    ability_text,
    an,
    either,
    event_text,
    night_text,
    requirement_text,
    revealed_text,
    title,
    trophy_text,
)

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}
CAPABILITY = "Ability: "
NIGHT = "At Night"  # an Ancient's or a Plot's Night effects (C-5, C-6)
SKULL = "☠"


@dataclass(frozen=True)
class CardSheet:
    name: str
    kind: str
    fields: list[tuple[str, str]] = field(default_factory=list)
    flavour: str = ""


def sheet_text(sheet: CardSheet) -> str:
    """The card as console lines."""
    lines = [f"{sheet.name} — {sheet.kind}"]
    lines += [
        f"  {label}: {value}"
        if "\n" not in value
        else f"  {label}:\n" + "\n".join(f"    {line}" for line in value.split("\n"))
        for label, value in sheet.fields
    ]
    if sheet.flavour:
        lines.append(f"  “{sheet.flavour}”")
    return "\n".join(lines)


# ------------------------------------------------------------------ card elements


def attributes_text(values: dict[str, int], skull: dict[str, int] | None = None) -> str:
    """Attribute values in the printed order; skull-marked values carry the skull."""
    shown = [f"{title(a)} {values[a]}" for a in ATTRIBUTES if a in values]
    shown += [f"{title(a)} {skull[a]}{SKULL}" for a in ATTRIBUTES if a in (skull or {})]
    return " · ".join(shown)


def bonuses_text(bonuses: dict[str, int]) -> str:
    return " · ".join(f"{title(a)} {'+' if v >= 0 else ''}{v}" for a, v in bonuses.items())


def keywords_text(keywords: Sequence[str]) -> str:
    return ", ".join(title(k) for k in keywords)


def abilities_text(abilities: Sequence[Ability], prefix: str = "") -> str:
    return "\n".join(prefix + ability_text(a) for a in abilities)


def region_name(pack: Pack, region: str) -> str:
    return pack.names.get(region, title(region))


def _add(fields: list[tuple[str, str]], label: str, value: str) -> None:
    if value:
        fields.append((label, value))


# ------------------------------------------------------------------ families


def _reward(pack: Pack, r: Reward) -> CardSheet:
    fields: list[tuple[str, str]] = []
    # R-KW-1: the card's type counts as one of its keywords.
    _add(fields, "Keywords", keywords_text([r.unique, *r.keywords, r.type]))
    _add(fields, "Bonuses", bonuses_text(r.bonuses))
    if r.study_lock is not None:
        fields.append(("Padlock", f"usable only with Study {r.study_lock} or more"))
    _add(fields, "Abilities", abilities_text(r.abilities))
    fields.append(("Gold", str(r.gold)))
    fields.append(("Discover at", region_name(pack, r.region)))
    return CardSheet(r.name, f"{title(r.type)} — {title(r.unique)}", fields, r.flavour)


def face_fields(pack: Pack, face: EncounterFace) -> list[tuple[str, str]]:
    """What an Encounter prints, shared by Encounter cards and Night Encounters."""
    fields: list[tuple[str, str]] = []
    _add(fields, "Attributes", attributes_text(face.values, face.skull_values))
    if face.health is not None:
        fields.append(("Health", str(face.health)))
    _add(fields, "Keywords", keywords_text([*face.keywords, face.type]))
    _add(fields, "Weakness", keywords_text(face.weakness))
    if face.revealed:
        fields.append(("Revealed", revealed_text(face.revealed)))
    if face.event is not None:
        fields.append(("Event", event_text(face.event)))
    _add(fields, "Map", abilities_text(face.map_abilities))
    _add(fields, "Trophies", "\n".join(trophy_text(t) for t in face.trophies))
    if not face.is_event:
        fields.append(("Gold", str(face.gold)))
        if face.reward_icon:
            fields.append(("Reward", f"{title(face.reward_icon)} deck"))
    return fields


def _face_kind(face: EncounterFace) -> str:
    return f"{title(face.type)} — {title(face.subtype)}" + (" (Event)" if face.is_event else "")


def _night(pack: Pack, n: NightCard) -> CardSheet:
    fields: list[tuple[str, str]] = [("Gloom falls on", region_name(pack, n.region))]
    if n.type == "weather":
        fields.append(("Weather", abilities_text(n.weather)))
        kind = "Night card — Weather"
    elif n.event is not None:
        fields.append(("Event", event_text(n.event)))
        kind = "Night card — Event"
    else:
        assert n.encounter is not None  # NightCard's validator: an Encounter type has one
        fields += face_fields(pack, n.encounter)
        kind = f"Night card — {_face_kind(n.encounter)}"
    return CardSheet(n.name, kind, fields, n.flavour)


def _plot(pack: Pack, p: Plot) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, "Keywords", keywords_text(p.keywords))
    fields.append(("To defeat", requirement_text(p.to_defeat)))
    fields.append(("Strengthens its Ancient", abilities_text(p.ancient_abilities)))
    _add(fields, NIGHT, night_text(p.night) if p.night else "")
    fields.append(("Loot", f"{p.loot} token{'s' if p.loot != 1 else ''} when defeated"))
    fields.append(("Placed on", f"{title(p.terrain)} Regions"))
    return CardSheet(p.name, f"Plot of {region_name(pack, p.ancient)}", fields, p.flavour)


def _ancient(pack: Pack, a: Ancient) -> CardSheet:
    fields = [
        ("Fight", str(a.fight)),
        ("Health", str(a.health)),
        ("Appears in", region_name(pack, a.region)),
        ("Gold", str(a.gold)),
        ("Plots on", either([title(t) for t in a.plot_terrains]) + " Regions"),
    ]
    fields += [(f"{CAPABILITY}{c.name}", abilities_text(c.abilities)) for c in a.capabilities]
    _add(fields, NIGHT, night_text(a.night) if a.night else "")
    return CardSheet(a.name, "Ancient", fields, a.flavour)


def _race(pack: Pack, r: Race) -> CardSheet:
    fields = [
        ("Attributes", attributes_text(r.attributes)),
        ("Health", str(r.max_hp)),
        ("Starting Gold", str(r.gold)),
    ]
    _add(fields, "Keywords", keywords_text(r.keywords))
    _add(fields, "Abilities", abilities_text(r.abilities))
    return CardSheet(r.name, "Race", fields, r.flavour)


def _class(pack: Pack, c: HeroClass) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, "Bonuses", bonuses_text(c.bonuses))
    fields.append(("Talents", keywords_text(c.talent_types)))
    _add(fields, "Keywords", keywords_text(c.keywords))
    _add(fields, "Abilities", abilities_text(c.abilities))
    return CardSheet(c.name, "Class", fields, c.flavour)


def _talent(pack: Pack, t: Talent) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, "Keywords", keywords_text([t.type, *t.keywords]))
    fields.append(("Abilities", abilities_text(t.abilities)))
    return CardSheet(t.name, f"{title(t.type)} Talent — level {ROMAN[t.level]}", fields, t.flavour)


def totem_fields(totem: Totem) -> list[tuple[str, str]]:
    fields: list[tuple[str, str]] = []
    _add(fields, "Bonuses", bonuses_text(totem.bonuses))
    _add(fields, "Keywords", keywords_text(totem.keywords))
    _add(fields, "Abilities", abilities_text(totem.abilities))
    fields.append(("Gold", str(totem.gold)))
    return fields


def chapter_needs(pack: Pack, saga: Saga, chapter: int) -> str:
    c = saga.chapters[chapter - 1]
    small = (
        f" (+ {keywords_text(c.small_party_keywords)} with 1–2 heroes)"
        if c.small_party_keywords
        else ""
    )
    return keywords_text(c.keywords) + small


def _saga(pack: Pack, s: Saga) -> CardSheet:
    fields = [(f"Chapter {ROMAN[i]}", chapter_needs(pack, s, i)) for i in range(1, 5)]
    f = s.finale
    fields.append(
        (
            "Finale",
            f"{f.name}: pass {an(title(f.attribute))} {f.value} test in "
            f"{region_name(pack, f.region)}",
        )
    )
    fields.append(("Totem", s.totem.name))
    return CardSheet(s.name, "Saga", fields, s.flavour)


def _totem(pack: Pack, saga: Saga) -> CardSheet:
    return CardSheet(saga.totem.name, f"Totem of {saga.name}", totem_fields(saga.totem))


def _loot(pack: Pack, loot: Loot) -> CardSheet:
    fields = (
        [("Gold", str(loot.gold))] if loot.gold else [("Ability", abilities_text(loot.abilities))]
    )
    return CardSheet(loot.name, "Loot token", fields, loot.flavour)


def _region(pack: Pack, r: Region) -> CardSheet:
    fields: list[tuple[str, str]] = []
    if r.shortcut:
        linked = [
            o.name for o in pack.regions.values() if o.shortcut == r.shortcut and o.id != r.id
        ]
        fields.append(("Shortcut to", either(linked, "and")))
    _add(fields, "Heroes here", abilities_text(r.abilities))
    fields.append(
        (
            "In Gloom",
            f"heroes here lose {r.gloom_damage} HP each Night"
            + ("".join(f"\n{ability_text(a)}" for a in r.gloom_abilities)),
        )
    )
    return CardSheet(
        r.name, "The City" if r.city else f"Region — {title(r.terrain or '')}", fields, r.flavour
    )


# What a hand or a hero sheet shows of each card, on one line.
SUMMARY_FIELDS = ("Keywords", "Bonuses", "Padlock", "Abilities", "Ability", "Gold", "Discover at")


def card_summary(pack: Pack, card: str) -> str:
    """A card's kind, keywords, bonuses, abilities in words, Gold and Region, on one line."""
    if card not in pack.summaries:
        sheet = card_sheet(pack, card)
        pack.summaries[card] = " · ".join(
            [
                sheet.kind,
                *(
                    f"{label}: {value.replace(chr(10), ' ')}"
                    for label, value in sheet.fields
                    if label in SUMMARY_FIELDS
                ),
            ]
        )
    return pack.summaries[card]


# The elements that say what a card does, when it comes into play (Weather, a Night Event,
# a Plot, an Ancient, a Loot token).
DOES_FIELDS = ("Weather", "Event", "Abilities", "Ability", "To defeat", "Strengthens its Ancient", NIGHT)


def what_it_does(pack: Pack, card: str) -> str:
    """What a card does, in words, on one line ('' for a card that does nothing itself)."""
    said = []
    for label, value in card_sheet(pack, card).fields:
        if label.startswith(CAPABILITY):  # an Ancient's ability, by its name
            said.append(f"{label.removeprefix(CAPABILITY)}: {value}")
        elif label in ("To defeat", "Strengthens its Ancient", NIGHT):
            said.append(f"{label}: {value}")
        elif label in DOES_FIELDS:
            said.append(value)
    return " ".join(said).replace("\n", " ")


def abilities_of(pack: Pack, card: str) -> list[Ability]:
    """Every ability printed on a card, by id of the card (a Totem in play by `totem:<saga>`)."""
    if card.startswith(TOTEM_PREFIX):
        return list(pack.sagas[card.removeprefix(TOTEM_PREFIX)].totem.abilities)
    holders: tuple[Mapping[str, Race | HeroClass | Talent | Reward | Loot], ...] = (
        pack.races,
        pack.classes,
        pack.talents,
        pack.rewards,
        pack.loot,
    )
    for cards in holders:
        if card in cards:
            return list(cards[card].abilities)
    if card in pack.regions:
        return [*pack.regions[card].abilities, *pack.regions[card].gloom_abilities]
    if card in pack.night:
        return list(pack.night[card].weather)
    if card in pack.ancients:
        return [a for c in pack.ancients[card].capabilities for a in c.abilities]
    return []


def card_sheet(pack: Pack, card: str) -> CardSheet:
    """Any card of the pack in full, by id (a Totem in play by `totem:<saga>`)."""
    if card.startswith(TOTEM_PREFIX):
        return _totem(pack, pack.sagas[card.removeprefix(TOTEM_PREFIX)])
    if card in pack.encounters:
        e = pack.encounters[card]
        return CardSheet(
            e.name, f"{_face_kind(e)} · {title(e.terrain)} deck", face_fields(pack, e), e.flavour
        )
    families: tuple[tuple[Mapping[str, Any], Callable[[Pack, Any], CardSheet]], ...] = (
        (pack.rewards, _reward),
        (pack.night, _night),
        (pack.plots, _plot),
        (pack.ancients, _ancient),
        (pack.races, _race),
        (pack.classes, _class),
        (pack.talents, _talent),
        (pack.sagas, _saga),
        (pack.loot, _loot),
        (pack.regions, _region),
    )
    for cards, render in families:
        if card in cards:
            return render(pack, cards[card])
    raise KeyError(card)
