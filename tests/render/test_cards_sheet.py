"""A card in full (kilforth.render.cards): every card of the base pack renders, with no
empty element and no internal id, and each element of a card is where players look for it."""

import re

import pytest

from kilforth.content.pack import Pack, load_pack
from kilforth.content.vocabulary import TOTEM_PREFIX
from kilforth.render.cards import SKULL, card_sheet, sheet_text


@pytest.fixture(scope="module")
def pack() -> Pack:
    return load_pack()


def every_card(pack: Pack) -> list[str]:
    return list(pack.names)


def test_every_card_of_the_base_pack_renders_without_empty_text_or_internal_ids(pack: Pack) -> None:
    # An id is kebab-case with a hyphen; display names never are.
    ids = {card for card in pack.names if "-" in card} | {
        c.id for a in pack.ancients.values() for c in a.capabilities}
    for card in every_card(pack):
        sheet = card_sheet(pack, card)
        assert sheet.name and sheet.kind, card
        assert sheet.fields, card
        for label, value in sheet.fields:
            assert label.strip() and value.strip(), (card, label)
        text = sheet_text(sheet)
        leaked = set(re.findall(r"[a-z0-9]+(?:-[a-z0-9]+)+", text)) & ids
        assert not leaked, (card, leaked)


def fields(pack: Pack, card: str) -> dict[str, str]:
    return dict(card_sheet(pack, card).fields)


# Checks R-COMP-5.
def test_a_reward_shows_type_keywords_bonuses_abilities_gold_and_where_to_discover_it_R_COMP_5(pack: Pack) -> None:
    sheet = card_sheet(pack, "ally-kell-ember-adept")
    assert sheet.kind == "Ally — Arcane"
    shown = dict(sheet.fields)
    assert shown["Keywords"] == "Arcane, Infernal, Arcana, Ally"  # R-KW-1: the type is a keyword
    assert shown["Bonuses"] == "Fight +1"
    assert shown["Abilities"] == "At the start of an Engagement, exhaust this card: the Foe loses 1 HP."
    assert shown["Gold"] == "4"
    assert shown["Discover at"] == "Cinder Flats"
    assert sheet.flavour == pack.rewards["ally-kell-ember-adept"].flavour


# Checks R-COMP-6.
def test_an_encounter_shows_values_skull_values_health_and_reward_icon_R_COMP_6(pack: Pack) -> None:
    stranger = next(e for e in pack.encounters.values() if e.type == "stranger" and e.reward_icon)
    shown = fields(pack, stranger.id)
    assert f"Influence {stranger.values['influence']}" in shown["Attributes"]
    assert f"Fight {stranger.skull_values['fight']}{SKULL}" in shown["Attributes"]
    assert shown["Health"] == str(stranger.health)
    assert shown["Reward"] == f"{stranger.reward_icon.title()} deck"
    assert card_sheet(pack, stranger.id).kind.startswith(f"Stranger — {stranger.subtype.title()}")


def test_events_weather_plots_ancients_and_totems_say_what_they_do(pack: Pack) -> None:
    assert fields(pack, "falling-star")["Event"] == "Test Study 2. On a success, gain 1 Fate. On a failure, lose 1 HP."
    assert fields(pack, "blood-moon")["Weather"] == "Against an Undead: the Foe gets Fight +1 and Health +1."
    plot = fields(pack, "hoard-of-the-wyrm")
    assert plot["To defeat"] == "Pay 3 Gold."
    assert plot["Strengthens its Ancient"] == "The Foe gets Health +1."
    ancient = fields(pack, "hollow-king")
    assert ancient["Ability: Deathless"] == "After an Assault that leaves the Ancient standing: the Foe heals 2 HP."
    assert ancient["At Night"] == "Every hero in its Region loses 1 Fate."
    assert ancient["Health"] == "7 (+ 6 for each hero beyond the second in a competitive game)"
    assert plot["From the next Night"] == "Every hero in its Region loses 1 Gold."  # RUL-1
    saga = next(iter(pack.sagas.values()))
    totem = fields(pack, TOTEM_PREFIX + saga.id)
    assert totem["Gold"] == str(saga.totem.gold)


def test_a_talent_a_race_and_a_class_show_their_abilities_in_words(pack: Pack) -> None:
    assert card_sheet(pack, "martial-second-swing").kind == "Martial Talent — level I"
    assert fields(pack, "martial-second-swing")["Abilities"] == "After you roll, in a Battle, exhaust this card: reroll your 1s."
    assert fields(pack, "elf")["Attributes"] == "Fight 2 · Study 3 · Sneak 3 · Influence 2"
    assert "add 1 success" in fields(pack, "bard")["Abilities"]


def test_an_unknown_card_is_a_key_error(pack: Pack) -> None:
    with pytest.raises(KeyError):
        card_sheet(pack, "no-such-card")
