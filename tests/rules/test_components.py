"""The components (RULES.md §2) as the engine holds them, the hero cards' keywords (R-RACE-3,
R-CLASS-2) and the general rules of §16–17 that no other module checks: no limit on Gold
or tokens, hero cards out of reach of abilities, "gain" meaning into hand."""

from collections import Counter

import pytest

from kilforth.content.effects import GainReward, PlaceObstacle
from kilforth.content.vocabulary import ATTRIBUTES, REWARD_TYPES, TERRAINS
from kilforth.rules import abilities, gifts, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx, NeedAnswer
from tests.rules.helpers import PACK, assert_sound, ctx, give, start


# Checks R-COMP-2.
def test_the_hero_cards_of_the_box_R_COMP_2() -> None:
    """10 Races, 12 Classes, Sagas of four Chapters, a Finale and a Totem, and 4 talent
    types of 8 Talents: two lines by levels I–IV."""
    assert (len(PACK.races), len(PACK.classes)) == (10, 12)
    for saga in PACK.sagas.values():
        assert len(saga.chapters) == 4 and saga.finale and saga.totem
    by_type = Counter(t.type for t in PACK.talents.values())
    assert len(by_type) == 4 and set(by_type.values()) == {8}
    cells = Counter((t.type, t.line, t.level) for t in PACK.talents.values())
    assert set(cells.values()) == {1} and {level for _, _, level in cells} == {1, 2, 3, 4}


# Checks R-COMP-3.
def test_one_night_deck_four_encounter_decks_and_four_reward_decks_R_COMP_3() -> None:
    state = start(2)
    assert set(state.decks) == {"night", "loot", "plot", *(f"encounter:{t}" for t in TERRAINS),
                                *(f"reward:{r}" for r in REWARD_TYPES)}
    assert state.ancients and all(a.id in PACK.ancients for a in state.ancients)


# Checks R-COMP-4.
def test_every_hero_keeps_hp_ap_fate_and_gold_markers_R_COMP_4() -> None:
    state = start(2)
    for hero in state.heroes:
        assert hero.hp > 0 and hero.ap > 0 and hero.fate == 4 and hero.gold >= 0


# Checks R-COMP-5.
def test_a_reward_card_prints_name_type_region_and_gold_value_R_COMP_5() -> None:
    regions = set(PACK.regions)
    for reward in PACK.rewards.values():
        assert reward.name and reward.type in REWARD_TYPES
        assert reward.region in regions and reward.gold >= 0 and reward.unique


# Checks R-COMP-9, R-CLASS-1.
def test_a_class_card_prints_its_bonuses_and_talent_type_R_COMP_9_R_CLASS_1() -> None:
    for klass in PACK.classes.values():
        assert klass.name and klass.bonuses and set(klass.bonuses) <= set(ATTRIBUTES)
        assert klass.talent_types and set(klass.talent_types) <= {t.type for t in PACK.talents.values()}


# Checks R-RACE-3, R-CLASS-2, R-KW-4.
def test_race_and_class_keywords_are_keywords_of_the_hero_in_play_R_RACE_3_R_CLASS_2_R_KW_4() -> None:
    """With AMB-45 `any_card_in_play`, the keywords printed under a Race's or a Class's name
    are the hero's own for an Overcome; with the default, Assets alone count."""
    state = start(1, overcome_keyword_source="any_card_in_play")
    hero = state.hero("h1")
    races = {**PACK.races, hero.race: PACK.races[hero.race].model_copy(update={"keywords": ["seafarer"]})}
    classes = {**PACK.classes, hero.hero_class: PACK.classes[hero.hero_class].model_copy(
        update={"keywords": ["veteran"]})}
    printed = PACK.model_copy(update={"races": races, "classes": classes})
    assert {"seafarer", "veteran"} <= gifts.overcome_keywords(Ctx(state=state, pack=printed), hero)
    narrow = state.model_copy(update={"options": state.options.model_copy(
        update={"overcome_keyword_source": "assets"})})
    assert not {"seafarer", "veteran"} & gifts.overcome_keywords(Ctx(state=narrow, pack=printed), hero)


# Checks R-OTH-5.
def test_gold_has_no_upper_limit_R_OTH_5() -> None:
    state = start(1)
    c = ctx(state)
    heroes.change_gold(c, state.hero("h1"), 500, "test")
    assert state.hero("h1").gold == 500 + PACK.races[state.hero("h1").race].gold


# Checks R-OTH-8.
def test_tokens_never_run_out_R_OTH_8() -> None:
    """Obstacles pile up on a Region and every hero may be Hidden at once: the supply has
    no limit."""
    state = start(4)
    c = ctx(state)
    region = next(r for r in state.grid if not PACK.regions[r].city)
    for _ in range(3):
        abilities.run_effect(c, state.hero("h1"), PlaceObstacle(count=10), Situation(region=region), "test")
    for hero in state.heroes:
        heroes.set_hidden(c, hero, True)
    assert state.regions[region].obstacles == 30 and all(h.hidden for h in state.heroes)
    assert_sound(state)


# Checks R-OTH-7, R-ENG-DEF-1.
def test_race_class_and_saga_cards_cannot_be_lost_to_an_effect_R_OTH_7_R_ENG_DEF_1() -> None:
    """A defeated hero loses an Asset or a Rumour, never a hero card; with neither, nothing."""
    state = start(1)
    hero = state.hero("h1")
    give(state, "h1", "item-notched-longsword", "assets")
    with pytest.raises(NeedAnswer) as asked:
        heroes.lose_a_card(ctx(state), hero, "test")
    offered = {o.id for o in asked.value.prompt.options}
    assert offered == {"asset:item-notched-longsword", *(f"rumour:{c}" for c in hero.rumours)}
    hero.rumours, hero.assets = [], []
    assert heroes.lose_a_card(ctx(state), hero, "test") is None


# Checks R-REF-3, R-REF-4, R-REF-5.
def test_gaining_a_card_draws_it_into_hand_unless_it_says_as_an_asset_R_REF_3_R_REF_4_R_REF_5() -> None:
    state = start(1)
    hero = state.hero("h1")
    c = ctx(state)
    title = state.decks["reward:title"][-1]
    abilities.run_effect(c, hero, GainReward(deck="title"), Situation(), "test")
    assert title in hero.rumours and title not in hero.assets
    item = state.decks["reward:item"][-1]
    abilities.run_effect(c, hero, GainReward(deck="item", as_asset=True), Situation(), "test")
    assert item in hero.assets and item not in hero.rumours
    assert_sound(state)
