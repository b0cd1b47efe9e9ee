"""A card in full, for people: the one renderer behind Discord's `/card`, the hero sheet,
the console's `card` and `content show`.

A `CardSheet` is a title, a type line, labelled fields and flavour; the console prints it
as lines and Discord as an embed, so each card element is put into words here, once, in
the language of the `Say` it is given: its catalogue for the words, and the pack's words in
that language (`kilforth.i18n.words`) for the names and flavour.
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
from kilforth.i18n import DEFAULT_LANG, msgid
from kilforth.render.abilities import (
    ability_text,
    either,
    event_text,
    night_text,
    requirement_text,
    revealed_text,
    title,
    trophy_text,
)
from kilforth.render.say import ENGLISH, Say, say_for

SKULL = "☠"


@dataclass(frozen=True)
class CardSheet:
    name: str
    kind: str
    fields: list[tuple[str, str]] = field(default_factory=list)
    flavour: str = ""




def sheet_text(sheet: CardSheet, say: Say = ENGLISH) -> str:
    """The card as console lines, laid out as the language of `say` writes a label and a
    quotation ("Gold: 2", « Or : 2 »)."""
    lines = [f"{sheet.name} — {sheet.kind}"]
    lines += [
        "  " + say("labelled", label=label, value=value)
        if "\n" not in value
        else "  " + say("labelled-block", label=label) + "\n"
        + "\n".join(f"    {line}" for line in value.split("\n"))
        for label, value in sheet.fields
    ]
    if sheet.flavour:
        lines.append("  " + say("flavour-quoted", flavour=sheet.flavour))
    return "\n".join(lines)


# ------------------------------------------------------------------ card elements


def attributes_text(
    values: dict[str, int], skull: dict[str, int] | None = None, say: Say = ENGLISH
) -> str:
    """Attribute values in the printed order; skull-marked values carry the skull."""
    shown = [f"{say('attribute', word=a)} {values[a]}" for a in ATTRIBUTES if a in values]
    shown += [
        f"{say('attribute', word=a)} {skull[a]}{SKULL}" for a in ATTRIBUTES if a in (skull or {})
    ]
    return " · ".join(shown)


def bonuses_text(bonuses: dict[str, int], say: Say = ENGLISH) -> str:
    return " · ".join(
        f"{say('attribute', word=a)} {'+' if v >= 0 else ''}{v}" for a, v in bonuses.items()
    )


def keywords_text(keywords: Sequence[str], say: Say = ENGLISH) -> str:
    return ", ".join(say.keyword(k) for k in keywords)


def abilities_text(abilities: Sequence[Ability], prefix: str = "", say: Say = ENGLISH) -> str:
    return "\n".join(prefix + ability_text(a, lang=say.lang) for a in abilities)


def region_name(pack: Pack, region: str, say: Say = ENGLISH) -> str:
    return say.name(region, pack.names.get(region, title(region)))


def _add(fields: list[tuple[str, str]], label: str, value: str) -> None:
    if value:
        fields.append((label, value))


# ------------------------------------------------------------------ families


def _reward(pack: Pack, r: Reward, say: Say) -> CardSheet:
    fields: list[tuple[str, str]] = []
    # R-KW-1: the card's type counts as one of its keywords.
    _add(fields, say("field-keywords"), keywords_text([r.unique, *r.keywords, r.type], say))
    _add(fields, say("field-bonuses"), bonuses_text(r.bonuses, say))
    if r.study_lock is not None:
        fields.append((say("field-padlock"), say("padlock", value=r.study_lock)))
    _add(fields, say("field-abilities"), abilities_text(r.abilities, say=say))
    fields.append((say("field-gold"), str(r.gold)))
    fields.append((say("field-discover-at"), region_name(pack, r.region, say)))
    kind = say("face-kind", type=say("reward-type", word=r.type), subtype=say.keyword(r.unique))
    return CardSheet(say.name(r.id, r.name), kind, fields, say.flavour(r.id, r.flavour))


def face_fields(pack: Pack, face: EncounterFace, say: Say = ENGLISH) -> list[tuple[str, str]]:
    """What an Encounter prints, shared by Encounter cards and Night Encounters."""
    fields: list[tuple[str, str]] = []
    _add(fields, say("field-attributes"), attributes_text(face.values, face.skull_values, say))
    if face.health is not None:
        fields.append((say("field-health"), str(face.health)))
    _add(fields, say("field-keywords"), keywords_text([*face.keywords, face.type], say))
    _add(fields, say("field-weakness"), keywords_text(face.weakness, say))
    if face.revealed:
        fields.append((say("field-revealed"), revealed_text(face.revealed, lang=say.lang)))
    if face.event is not None:
        fields.append((say("field-event"), event_text(face.event, lang=say.lang)))
    _add(fields, say("field-map"), abilities_text(face.map_abilities, say=say))
    _add(
        fields,
        say("field-trophies"),
        "\n".join(trophy_text(trophy, lang=say.lang) for trophy in face.trophies),
    )
    if not face.is_event:
        fields.append((say("field-how-to-defeat"), _how_to_defeat(face, say)))
        fields.append((say("field-gold"), str(face.gold)))
        if face.reward_icon:
            deck = say("reward-deck", type=say("reward-type", word=face.reward_icon))
            fields.append((say("field-reward"), deck))
    return fields


def _how_to_defeat(face: EncounterFace, say: Say) -> str:
    """What defeating an Encounter takes, in words (R-ACT-CONF, R-ENG): the tests it
    offers and what a success is; an Enemy is Engaged and fought, never Confronted."""
    # R-ACT-CONF-3: a Stranger is Confronted with Influence alone.
    tests = [say("card-test", attribute=say("attribute", word=k), value=v)
             for k, v in face.values.items() if face.type != "stranger" or k == "influence"]
    return say("card-how-to-defeat", type=face.type, tests=either(tests, say("joiner-or")),
               health=face.health or 0)


def _face_kind(face: EncounterFace, say: Say) -> str:
    key = msgid("face-kind-event") if face.is_event else msgid("face-kind")
    return say(
        key, type=say("card-type", word=face.type), subtype=say("card-type", word=face.subtype)
    )


def _night(pack: Pack, n: NightCard, say: Say) -> CardSheet:
    fields = [(say("field-gloom-falls-on"), region_name(pack, n.region, say))]
    if n.type == "weather":
        fields.append((say("field-weather"), abilities_text(n.weather, say=say)))
        kind = say("night-weather")
    elif n.event is not None:
        fields.append((say("field-event"), event_text(n.event, lang=say.lang)))
        kind = say("night-event")
    else:
        assert n.encounter is not None  # NightCard's validator: an Encounter type has one
        fields += face_fields(pack, n.encounter, say)
        kind = say("night-encounter", kind=_face_kind(n.encounter, say))
    return CardSheet(say.name(n.id, n.name), kind, fields, say.flavour(n.id, n.flavour))


def _terrain_regions(terrains: Sequence[str], say: Say) -> str:
    words = [say("terrain", word=w) for w in terrains]
    return say("terrain-regions", terrains=either(words, say("joiner-or")))


def _plot(pack: Pack, p: Plot, say: Say) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, say("field-keywords"), keywords_text(p.keywords, say))
    fields.append((say("field-to-defeat"), requirement_text(p.to_defeat, lang=say.lang)))
    fields.append((say("field-strengthens"), abilities_text(p.ancient_abilities, say=say)))
    # A Plot does not act the Night it arrives (docs/rulings.md, RUL-1).
    _add(fields, say("field-night-plot"), night_text(p.night, lang=say.lang) if p.night else "")
    fields.append((say("field-loot"), say("plot-loot", count=p.loot)))
    fields.append((say("field-placed-on"), _terrain_regions([p.terrain], say)))
    kind = say("plot-of", ancient=region_name(pack, p.ancient, say))
    return CardSheet(say.name(p.id, p.name), kind, fields, say.flavour(p.id, p.flavour))


def _ancient(pack: Pack, a: Ancient, say: Say) -> CardSheet:
    fields = [
        (say("field-fight"), str(a.fight)),
        (say("field-health"), say("ancient-health", health=a.health, rival=a.rival_health)
         if a.rival_health else str(a.health)),
        (say("field-appears-in"), region_name(pack, a.region, say)),
        (say("field-gold"), str(a.gold)),
        (say("field-plots-on"), _terrain_regions(a.plot_terrains, say)),
    ]
    fields += [
        (say("field-capability", name=say.name(c.id, c.name)), abilities_text(c.abilities, say=say))
        for c in a.capabilities
    ]
    _add(fields, say("field-night"), night_text(a.night, lang=say.lang) if a.night else "")
    return CardSheet(say.name(a.id, a.name), say("kind-ancient"), fields,
                     say.flavour(a.id, a.flavour))


def _race(pack: Pack, r: Race, say: Say) -> CardSheet:
    fields = [
        (say("field-attributes"), attributes_text(r.attributes, say=say)),
        (say("field-health"), str(r.max_hp)),
        (say("field-starting-gold"), str(r.gold)),
    ]
    _add(fields, say("field-keywords"), keywords_text(r.keywords, say))
    _add(fields, say("field-abilities"), abilities_text(r.abilities, say=say))
    return CardSheet(say.name(r.id, r.name), say("kind-race"), fields, say.flavour(r.id, r.flavour))


def _class(pack: Pack, c: HeroClass, say: Say) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, say("field-bonuses"), bonuses_text(c.bonuses, say))
    fields.append((say("field-talents"), keywords_text(c.talent_types, say)))
    _add(fields, say("field-keywords"), keywords_text(c.keywords, say))
    _add(fields, say("field-abilities"), abilities_text(c.abilities, say=say))
    return CardSheet(say.name(c.id, c.name), say("kind-class"), fields,
                     say.flavour(c.id, c.flavour))


def _talent(pack: Pack, talent: Talent, say: Say) -> CardSheet:
    fields: list[tuple[str, str]] = []
    _add(fields, say("field-keywords"), keywords_text([talent.type, *talent.keywords], say))
    fields.append((say("field-abilities"), abilities_text(talent.abilities, say=say)))
    kind = say("kind-talent", type=say.keyword(talent.type), level=talent.level)
    return CardSheet(say.name(talent.id, talent.name), kind, fields,
                     say.flavour(talent.id, talent.flavour))


def totem_fields(totem: Totem, say: Say = ENGLISH) -> list[tuple[str, str]]:
    fields: list[tuple[str, str]] = []
    _add(fields, say("field-bonuses"), bonuses_text(totem.bonuses, say))
    _add(fields, say("field-keywords"), keywords_text(totem.keywords, say))
    _add(fields, say("field-abilities"), abilities_text(totem.abilities, say=say))
    fields.append((say("field-gold"), str(totem.gold)))
    return fields


def chapter_needs(pack: Pack, saga: Saga, chapter: int, say: Say = ENGLISH) -> str:
    c = saga.chapters[chapter - 1]
    needs = keywords_text(c.keywords, say)
    if not c.small_party_keywords:
        return needs
    return say("small-party", keywords=needs, small=keywords_text(c.small_party_keywords, say))


def _saga(pack: Pack, s: Saga, say: Say) -> CardSheet:
    fields = [
        (say("field-chapter", number=i), chapter_needs(pack, s, i, say))
        for i in range(1, 5)
    ]
    f = s.finale
    said = say.words.get(s.id)
    finale = say(
        "finale",
        name=said.finale or f.name if said else f.name,
        attribute=say("attribute-first", word=f.attribute),
        value=f.value,
        region=region_name(pack, f.region, say),
    )
    fields.append((say("field-finale"), finale))
    fields.append((say("field-totem"), say.name(f"{TOTEM_PREFIX}{s.id}", s.totem.name)))
    return CardSheet(say.name(s.id, s.name), say("kind-saga"), fields,
                     say.flavour(s.id, s.flavour))


def _totem(pack: Pack, saga: Saga, say: Say) -> CardSheet:
    return CardSheet(
        say.name(f"{TOTEM_PREFIX}{saga.id}", saga.totem.name),
        say("kind-totem", saga=say.name(saga.id, saga.name)),
        totem_fields(saga.totem, say),
    )


def _loot(pack: Pack, loot: Loot, say: Say) -> CardSheet:
    fields = (
        [(say("field-gold"), str(loot.gold))]
        if loot.gold
        else [(say("field-ability"), abilities_text(loot.abilities, say=say))]
    )
    return CardSheet(say.name(loot.id, loot.name), say("kind-loot"), fields,
                     say.flavour(loot.id, loot.flavour))


def _region(pack: Pack, r: Region, say: Say) -> CardSheet:
    fields: list[tuple[str, str]] = []
    if r.shortcut:
        linked = [
            say.name(o.id, o.name)
            for o in pack.regions.values()
            if o.shortcut == r.shortcut and o.id != r.id
        ]
        fields.append((say("field-shortcut-to"), either(linked, say("joiner-and"))))
    _add(fields, say("field-heroes-here"), abilities_text(r.abilities, say=say))
    fields.append(
        (
            say("field-in-gloom"),
            say("gloom-damage", amount=r.gloom_damage)
            + "".join(f"\n{ability_text(a, lang=say.lang)}" for a in r.gloom_abilities),
        )
    )
    kind = (
        say("kind-city")
        if r.city
        else say("kind-region", terrain=say("terrain", word=r.terrain or ""))
    )
    return CardSheet(say.name(r.id, r.name), kind, fields, say.flavour(r.id, r.flavour))


# What a hand or a hero sheet shows of each card, on one line.
SUMMARY_KEYS = (
    "field-keywords",
    "field-bonuses",
    "field-padlock",
    "field-abilities",
    "field-ability",
    "field-gold",
    "field-discover-at",
)


def _summary(pack: Pack, card: str, say: Say) -> str:
    sheet = card_sheet(pack, card, say)
    shown = {say(key) for key in SUMMARY_KEYS}
    return " · ".join(
        [
            sheet.kind,
            *(
                say("labelled", label=label, value=value.replace("\n", " "))
                for label, value in sheet.fields
                if label in shown
            ),
        ]
    )


def card_summary(pack: Pack, card: str, say: Say = ENGLISH) -> str:
    """A card's kind, keywords, bonuses, abilities in words, Gold and Region, on one line.
    The English one is kept in the pack, made once per card."""
    if say.lang != DEFAULT_LANG:
        return _summary(pack, card, say)
    if card not in pack.summaries:
        pack.summaries[card] = _summary(pack, card, say)
    return pack.summaries[card]


# The elements that say what a card does, when it comes into play (Weather, a Night Event,
# a Plot, an Ancient, a Loot token).
NAMED_KEYS = (msgid("field-to-defeat"), msgid("field-strengthens"), msgid("field-night"),
              msgid("field-night-plot"))
DOES_KEYS = (
    msgid("field-weather"), msgid("field-event"), msgid("field-abilities"), msgid("field-ability"),
    *NAMED_KEYS,
)


def what_it_does(pack: Pack, card: str, say: Say = ENGLISH) -> str:
    """What a card does, in words, on one line ('' for a card that does nothing itself).
    Said once per card and language in the language's own words (`say_for`), and kept in
    the pack: every turn banner says it of the cards its menus offer, and the Weather."""
    if say is not say_for(pack, say.lang):
        return _what_it_does(pack, card, say)
    key = (card, say.lang)
    if key not in pack.effects_said:
        pack.effects_said[key] = _what_it_does(pack, card, say)
    return pack.effects_said[key]


def _what_it_does(pack: Pack, card: str, say: Say) -> str:
    named = {say(key) for key in NAMED_KEYS}
    does = {say(key) for key in DOES_KEYS}
    # An Ancient's ability is labelled with its name after this.
    capability = say("field-capability", name="")
    said = []
    for label, value in card_sheet(pack, card, say).fields:
        if label.startswith(capability):  # an Ancient's ability, by its name
            said.append(say("labelled", label=label.removeprefix(capability), value=value))
        elif label in named:
            said.append(say("labelled", label=label, value=value))
        elif label in does:
            said.append(value)
    return " ".join(said).replace("\n", " ")


def weather_text(pack: Pack, card: str, say: Say = ENGLISH) -> str:
    """The Weather in play, by name and with its effect (issue 35.4)."""
    return say("weather-line", weather=say.card(pack, card), effect=what_it_does(pack, card, say))


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


def card_sheet(pack: Pack, card: str, say: Say = ENGLISH) -> CardSheet:
    """Any card of the pack in full, by id (a Totem in play by `totem:<saga>`)."""
    if card.startswith(TOTEM_PREFIX):
        return _totem(pack, pack.sagas[card.removeprefix(TOTEM_PREFIX)], say)
    if card in pack.encounters:
        e = pack.encounters[card]
        terrain = say("terrain", word=e.terrain)
        kind = say("encounter-kind", kind=_face_kind(e, say), terrain=terrain)
        return CardSheet(
            say.name(e.id, e.name), kind, face_fields(pack, e, say), say.flavour(e.id, e.flavour)
        )
    families: tuple[tuple[Mapping[str, Any], Callable[[Pack, Any, Say], CardSheet]], ...] = (
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
            return render(pack, cards[card], say)
    raise KeyError(card)
