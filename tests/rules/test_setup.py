"""Setup (R-SETUP) and the state model: determinism, the Map, starting resources."""

import pytest

from kilforth.commands import Choose
from kilforth.engine import apply, new_game, view
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.rules import board
from kilforth.state import GameState, HeroSpec
from tests.rules.helpers import DEFAULT_HEROES, P1, P2, PACK, assert_sound, start

MODES_AND_COUNTS = [(m, n) for m in ("solo", "coop", "competitive") for n in (1, 2, 3, 4)
                    if not (m == "competitive" and n == 1)]


@pytest.mark.parametrize(("mode", "count"), MODES_AND_COUNTS)
def test_setup_is_deterministic_per_seed_R_SETUP(mode: str, count: int) -> None:
    a = start(count, mode=mode, seed=42)
    b = start(count, mode=mode, seed=42)
    c = start(count, mode=mode, seed=43)
    assert a.model_dump_json() == b.model_dump_json()
    assert a.grid != c.grid or a.decks != c.decks
    assert_sound(a)
    assert a.phase == "day" and a.day == 1


def test_state_round_trips_through_json_losslessly() -> None:
    state = start(3, mode="coop", seed=5)
    again = GameState.model_validate_json(state.model_dump_json())
    assert again == state
    paused = new_game(GameOptions(), [HeroSpec(player=P1, name="A", race="human", hero_class="warrior")], 3,
                      pack=PACK).state
    assert paused.pending is not None
    assert GameState.model_validate_json(paused.model_dump_json()) == paused


# Checks R-SETUP-7.
def test_the_night_deck_is_shuffled_and_complete_R_SETUP_7() -> None:
    orders = {tuple(start(1, seed=seed).decks["night"]) for seed in (1, 2, 3)}
    assert len(orders) == 3
    assert all(sorted(order) == sorted(PACK.night) for order in orders)


# Checks R-SETUP-1.
def test_map_has_the_city_in_the_centre_R_SETUP_1() -> None:
    state = start(1, seed=9)
    assert len(state.grid) == 25 and len(set(state.grid)) == 25
    assert state.grid[12] == PACK.city.id
    assert all(h.region == PACK.city.id for h in state.heroes)  # R-SETUP-11


# Checks R-SETUP-12.
def test_starting_resources_R_SETUP_12() -> None:
    state = start(2, seed=3)
    for hero in state.heroes:
        race = PACK.races[hero.race]
        assert hero.max_hp == race.max_hp == hero.hp
        assert hero.ap == hero.hp or hero.ap == hero.hp + hero.ap_gained_today  # R-DAY-1
        assert hero.fate == 4
        assert hero.gold == race.gold
        assert len(hero.rumours) == 1  # R-SETUP-10


# Checks R-SETUP-10, R-REF-4.
def test_starting_reward_keeps_one_of_two_and_shuffles_the_other_back_R_SETUP_10_R_REF_4() -> None:
    specs = [HeroSpec(player=P1, name="A", race="human", hero_class="warrior", saga="take-the-fortress")]
    out = new_game(GameOptions(mode="solo"), specs, seed=11, pack=PACK)
    prompt = out.state.pending.prompt
    assert prompt.kind == "starting_deck"
    out = apply(out.state, Choose(player=P1, prompt=prompt.id, option="spell"))
    prompt = out.state.pending.prompt
    assert prompt.kind == "starting_reward" and len(prompt.options) == 2
    offered = [o.id for o in prompt.options]
    assert set(offered) <= set(out.state.revealed)
    out = apply(out.state, Choose(player=P1, prompt=prompt.id, option=offered[1]))
    hero = out.state.heroes[0]
    assert hero.rumours == [offered[1]]
    assert offered[0] in out.state.decks["reward:spell"]
    assert not out.state.revealed
    assert_sound(out.state)


# Checks R-SETUP-13, R-SETUP-17.
def test_ancients_one_per_hero_in_coop_and_one_in_competitive_R_SETUP_13_R_SETUP_17() -> None:
    coop = start(3, mode="coop", seed=2)
    assert len(coop.ancients) == 3
    for a in coop.ancients:
        assert a.hp == PACK.ancients[a.id].health and not a.on_map
    comp = start(3, mode="competitive", seed=2)
    assert len(comp.ancients) == 1
    plots = {PACK.plots[p].ancient for p in comp.decks["plot"]}
    assert plots == {comp.ancients[0].id}  # R-SETUP-14


# Checks R-SETUP-16.
def test_first_game_uses_no_capabilities_or_plots_R_SETUP_16() -> None:
    state = start(2, mode="coop", seed=2, first_game=True)
    assert state.decks["plot"] == []
    assert all(a.capabilities == [] for a in state.ancients)
    assert_sound(state)


# Checks R-SETUP-15.
def test_first_hero_has_the_highest_sneak_R_SETUP_15() -> None:
    # Halfling rogue (Sneak 4 + 2) beats human warrior and elf priest.
    state = start(3, seed=1)
    assert state.hero(state.first_hero).race == "halfling"
    low = start(3, seed=1, first_hero="lowest_sneak")
    assert low.hero(low.first_hero).race in {"human", "elf"}


# Checks R-SETUP-2.
def test_duplicate_race_is_refused_R_SETUP_2() -> None:
    specs = [HeroSpec(player=P1, name="A", race="human", hero_class="warrior"),
             HeroSpec(player=P2, name="B", race="human", hero_class="priest")]
    with pytest.raises(RuleError) as info:
        new_game(GameOptions(), specs, seed=1, pack=PACK)
    assert info.value.code == "duplicate_race"


def test_unknown_ids_are_refused_with_the_choices() -> None:
    with pytest.raises(RuleError) as info:
        new_game(GameOptions(), [HeroSpec(player=P1, name="A", race="gnome", hero_class="warrior")], seed=1,
                 pack=PACK)
    assert info.value.code == "no_such_race" and "human" in info.value.message


# Checks R-SETUP-4.
def test_saga_suggested_by_class_when_not_chosen_R_SETUP_4() -> None:
    specs = [HeroSpec(player=P1, name="A", race="human", hero_class="priest", starting_deck="ally")]
    state = new_game(GameOptions(mode="solo"), specs, seed=1, pack=PACK).state
    assert state.heroes[0].saga == "save-the-villagers"


def test_view_hides_deck_order_and_other_hands_in_competitive_R_OTH_1() -> None:
    """Decks show only their size; the discard piles are face up for everyone (R-OTH-1)."""
    state = start(2, mode="competitive", seed=4, specs=DEFAULT_HEROES[:2])
    state.discards["encounter:plains"].append(state.decks["encounter:plains"].pop())
    seen = view(state, P1)
    assert "rng" not in seen
    assert isinstance(seen["decks"]["night"], int)
    assert seen["discards"]["encounter:plains"] == state.discards["encounter:plains"] != []
    mine, theirs = seen["heroes"]
    assert isinstance(mine["rumours"], list) and isinstance(theirs["rumours"], int)
    assert board.card_name(PACK, PACK.city.id) == PACK.city.name
