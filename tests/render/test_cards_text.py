"""Card text generated from what a card does (DESIGN.md §4): one phrase per trigger, timing,
condition, cost and effect kind, composed; checked on every card of the base pack."""

import re
from typing import Any, get_args

import pytest
from pydantic import BaseModel, TypeAdapter

from kilforth.content.checks import sayings
from kilforth.content.effects import (
    EFFECT_KINDS,
    TRIGGERS,
    Ability,
    Condition,
    Cost,
    Effect,
    EventSpec,
    PlotRequirement,
    Timing,
    Trophy,
)
from kilforth.content.pack import Pack, load_pack
from kilforth.i18n import t
from kilforth.render import abilities as words
from kilforth.render.abilities import (
    Unwordable,
    ability_text,
    event_text,
    requirement_text,
    trophy_text,
)


def kinds(union: Any) -> set[str]:
    """The `kind` values of a discriminated union of the vocabulary."""
    members = get_args(get_args(union)[0])
    return {m.model_fields["kind"].default for m in members}


@pytest.fixture(scope="module")
def pack() -> Pack:
    return load_pack()


def test_every_word_of_the_vocabulary_has_exactly_one_phrase() -> None:
    assert set(words.EFFECT) == EFFECT_KINDS == kinds(Effect)
    assert set(words.CONDITION) == kinds(Condition)
    assert set(words.COST) == kinds(Cost)
    assert set(words.REQUIREMENT) == kinds(PlotRequirement)
    assert set(words.TRIGGER) == set(TRIGGERS)
    assert set(words.TIMING) == set(get_args(Timing))


EFFECT = TypeAdapter(Effect)

# One case per effect kind: what the card says must be what the effect does.
EFFECT_PHRASES: list[tuple[dict[str, Any], str]] = [
    ({"kind": "attribute_bonus", "attribute": "fight", "amount": 2}, "Fight +2"),
    ({"kind": "attribute_bonus", "attribute": "used", "amount": -1}, "the attribute the test uses -1"),
    ({"kind": "attribute_bonus", "attribute": "study", "amount": 1, "per": "spell"},
     "Study +1 for each Spell you have in play"),
    ({"kind": "extra_dice", "amount": 1}, "roll 1 extra die"),
    ({"kind": "extra_dice", "amount": 3}, "roll 3 extra dice"),
    ({"kind": "substitute_attribute", "use": "sneak", "instead_of": "fight"}, "you may use Sneak for Fight tests"),
    ({"kind": "auto_evade"}, "evade the Foe without a test"),
    ({"kind": "no_counterattack"}, "a Foe you defeat this round deals you no damage"),
    ({"kind": "forbid_action", "action": "rest"}, "no Rest Action may be taken"),
    ({"kind": "foe_bonus", "attribute": "health", "amount": 2}, "the Foe gets Health +2"),
    ({"kind": "reroll", "faces": [1, 2]}, "reroll your 1s and 2s"),
    ({"kind": "reroll", "faces": [1, 2, 3], "count": 2}, "reroll up to 2 dice showing 1, 2 or 3"),
    ({"kind": "faces_succeed", "faces": [4]}, "your 4s also count as successes"),
    ({"kind": "double_face", "face": 6}, "each of your 6s counts as two successes"),
    ({"kind": "extra_successes", "amount": 1}, "add 1 success"),
    ({"kind": "prevent_hp_loss", "amount": 2}, "prevent the loss of 2 HP"),
    ({"kind": "gain_gold", "amount": 3}, "gain 3 Gold"),
    ({"kind": "gain_gold", "amount": 1, "target": "heroes_here"}, "every hero in your Region gains 1 Gold"),
    ({"kind": "lose_gold", "amount": 2, "target": "all_heroes"}, "every hero loses 2 Gold"),
    ({"kind": "heal", "amount": 2}, "heal 2 HP"),
    ({"kind": "heal", "amount": 1, "target": "foe"}, "the Foe heals 1 HP"),
    ({"kind": "lose_hp", "amount": 1, "target": "unhidden_heroes_here"},
     "every hero in your Region who is not Hidden loses 1 HP"),
    ({"kind": "gain_ap", "amount": 1}, "gain 1 AP"),
    ({"kind": "gain_ap", "amount": 2, "for_action": "move"}, "gain 2 AP, to spend only on the Move Action"),
    ({"kind": "gain_fate", "amount": 1}, "gain 1 Fate"),
    ({"kind": "lose_fate", "amount": 1}, "lose 1 Fate"),
    ({"kind": "become_hidden"}, "become Hidden"),
    ({"kind": "lose_hidden", "target": "heroes_here"}, "every hero in your Region loses Hidden"),
    ({"kind": "gain_reward", "deck": "ally"}, "draw the top card of the Ally deck into your hand"),
    ({"kind": "gain_reward", "deck": "item", "as_asset": True}, "put the top card of the Item deck into play"),
    ({"kind": "gain_loot", "count": 2}, "take 2 Loot tokens"),
    ({"kind": "discard_rumour"}, "discard a Rumour of your choice"),
    ({"kind": "discard_rumour", "target": "all_heroes"}, "every hero discards a Rumour of their choice"),
    ({"kind": "place_obstacle"}, "place 1 Obstacle in this Region"),
    ({"kind": "remove_obstacle"}, "remove an Obstacle from your Region"),
    ({"kind": "ready_card", "reward_type": "spell"}, "ready one of your exhausted Spell cards"),
    ({"kind": "peek_encounter"}, "look at the top card of an Encounter deck of your choice"),
    ({"kind": "defeat_encounter", "subtype": "undead"}, "defeat an Undead in your Region and take its Rewards"),
    ({"kind": "spawn_encounter", "terrain": "wastes"},
     "draw from the Wastes Encounter deck until an Enemy comes up and place it in this Region"),
    ({"kind": "spawn_encounter", "encounter_type": "quest"},
     "draw from this Region's Encounter deck until a Quest comes up and place it in this Region"),
    ({"kind": "grant", "permission": "diagonal_move"}, "your next Move this Day may be diagonal"),
    ({"kind": "grant", "permission": "discover_anywhere"}, "your next Discover this Day may be made in any Region"),
    ({"kind": "grant", "permission": "trade_here"}, "you may Trade here, outside the City, once this Day"),
    ({"kind": "send_to_city"}, "go to the City"),
    ({"kind": "send_to_city", "target": "all_heroes"}, "every hero goes to the City"),
]


def test_every_effect_kind_has_a_case_below() -> None:
    assert {raw["kind"] for raw, _ in EFFECT_PHRASES} == EFFECT_KINDS


@pytest.mark.parametrize(("raw", "said"), EFFECT_PHRASES, ids=lambda v: v["kind"] if isinstance(v, dict) else "")
def test_each_effect_kind_says_what_it_does(raw: dict[str, Any], said: str) -> None:
    assert words.effects_text([EFFECT.validate_python(raw)]) == said


# Checks R-PRQ-1.
@pytest.mark.parametrize("trigger", TRIGGERS)
def test_each_trigger_opens_the_sentence_R_PRQ_1(trigger: str) -> None:
    target = "foe" if trigger == "after_assault" else "self"
    ability = Ability(id="x", timing="trigger", trigger=trigger,
                      effects=[EFFECT.validate_python({"kind": "heal", "amount": 1, "target": target})])
    said = ability_text(ability)
    assert said.startswith(t("en", words.TRIGGER[trigger]) + ": ")
    assert said.endswith("heal 1 HP.") or said.endswith("heals 1 HP.")


def test_timing_conditions_costs_and_limit_compose_into_one_sentence() -> None:
    ability = Ability.model_validate({
        "id": "x", "timing": "roll", "limit": "battle", "max_uses": 3,
        "conditions": [{"kind": "in_combat"}, {"kind": "terrain", "terrains": ["forests", "city"]}],
        "costs": [{"kind": "exhaust"}, {"kind": "pay_gold", "amount": 2}],
        "effects": [{"kind": "reroll", "faces": [1]}],
    })
    assert ability_text(ability) == ("After you roll, in a Battle, in a Forests Region or in the City, "
                                     "exhaust this card and pay 2 Gold: reroll your 1s (up to 3 times per Battle).")


@pytest.mark.parametrize(("raw", "said"), [
    ({"kind": "against_type", "types": ["stranger", "ancient"]}, "against a Stranger or the Ancient"),
    ({"kind": "against_subtype", "subtypes": ["undead"]}, "against an Undead"),
    ({"kind": "against_keyword", "keywords": ["beast"]}, "against a card with the keyword Beast"),
    ({"kind": "test_attribute", "attributes": ["influence"]}, "in an Influence test"),
    ({"kind": "has_surprise"}, "when you have Surprise"),
    ({"kind": "hidden", "hidden": False}, "while not Hidden"),
    ({"kind": "self_exhausted"}, "while this card is exhausted"),
    ({"kind": "region_gloom"}, "in a Region in Gloom"),
])
def test_each_condition_kind_has_its_phrase(raw: dict[str, Any], said: str) -> None:
    assert words.conditions_text([TypeAdapter(Condition).validate_python(raw)]) == [said]


def test_each_cost_kind_has_its_phrase() -> None:
    costs = TypeAdapter(list[Cost]).validate_python([
        {"kind": "sacrifice"}, {"kind": "spend_ap", "amount": 1},
        {"kind": "discard_card", "reward_type": "ally"},
        {"kind": "discard_card", "reward_type": "item", "from_play": False},
    ])
    assert words.costs_text(costs) == [
        "sacrifice this card", "spend 1 AP", "discard an Ally Rumour or sacrifice an Ally Asset",
        "discard an Item Rumour"]


# Checks R-ABIL-2, R-RWD-7.
def test_events_trophies_and_plot_requirements_are_said_R_ABIL_2_R_RWD_7() -> None:
    event = EventSpec.model_validate({
        "test": {"attribute": "study", "value": 2}, "spares_hidden": True,
        "on_success": [{"kind": "gain_fate", "amount": 1}],
        "on_failure": [{"kind": "lose_hp", "amount": 1, "target": "all_heroes"}]})
    assert event_text(event) == ("Test Study 2. On a success, gain 1 Fate. On a failure, every hero loses 1 HP. "
                                 "Hidden heroes are spared.")
    trophy = Trophy.model_validate({"attribute": "fight", "forced": True,
                                    "effects": [{"kind": "gain_gold", "amount": 2}]})
    assert trophy_text(trophy) == "Forced Trophy (if you defeated it with Fight): gain 2 Gold."
    need = TypeAdapter(PlotRequirement).validate_python({"kind": "exhaust_talents", "count": 2})
    assert requirement_text(need) == "Exhaust 2 Talents."


def test_an_ability_that_does_nothing_cannot_be_put_into_words() -> None:
    idle = Ability(id="idle", timing="trigger", trigger="dawn")
    with pytest.raises(Unwordable) as caught:
        ability_text(idle, "abilities.0")
    assert caught.value.field == "abilities.0.effects"


# ------------------------------------------------------------------ the base pack

def numbers(data: Any) -> list[int]:
    """Every number the data gives a player, in any order (a limit of one use is 'once')."""
    if isinstance(data, BaseModel):
        dumped = data.model_dump()
        if isinstance(data, Ability) and (data.limit is None or data.max_uses == 1):
            dumped.pop("max_uses")
        return numbers(dumped)
    if isinstance(data, dict):
        return [n for value in data.values() for n in numbers(value)]
    if isinstance(data, list):
        return [n for item in data for n in numbers(item)]
    if isinstance(data, int) and not isinstance(data, bool):
        return [data]
    return []


def shown(text: str) -> list[int]:
    return [int(n) for n in re.findall(r"\d+", text)]


def test_every_text_of_the_base_pack_shows_exactly_the_numbers_it_applies(pack: Pack) -> None:
    checked = 0
    for family, card, field, data, say in sayings(pack):
        said = say()
        assert said.strip(), (family, card, field)
        assert sorted(shown(said)) == sorted(abs(n) for n in numbers(data)), (card, field, said)
        checked += 1
    assert checked > 150


def test_the_four_texts_that_disagreed_with_the_engine_now_say_what_it_applies(pack: Pack) -> None:
    legion, deathless = pack.ancients["hollow-king"].capabilities
    assert ability_text(legion.abilities[0]) == "The Foe gets Health +1."
    assert ability_text(deathless.abilities[0]).endswith("the Foe heals 2 HP.")
    for plot in ("hoard-of-the-wyrm", "dark-fortress"):
        assert [ability_text(a) for a in pack.plots[plot].ancient_abilities] == ["The Foe gets Health +1."]
