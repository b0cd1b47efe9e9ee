"""The Day phase and its Actions (R-DAY, R-TURN, R-CAMP, R-ACT-*), with scripted dice."""

from kilforth.commands import (
    Camp,
    Choose,
    Clear,
    Confront,
    Discover,
    Hide,
    Move,
    Rest,
    Search,
    Trade,
    Unhide,
)
from kilforth.engine import apply
from kilforth.render.prompts import said
from kilforth.rules import board
from kilforth.rules.actions import move_targets
from kilforth.state import Accumulated, GameState
from tests.rules.helpers import (
    CITY,
    P1,
    P2,
    PACK,
    answer,
    ctx,
    dice,
    edit,
    encounter,
    give,
    kinds,
    of_kind,
    place,
    refused,
    run,
    stack,
    start,
)


def solo() -> GameState:
    """A human warrior (Fight 5, Study 3, Sneak 2, Influence 3) alone, on Day 1."""
    return start(1, mode="solo", seed=21)


def duo() -> GameState:
    """Human warrior (h1, first: lowest Sneak) and elf priest (h2)."""
    return start(2, mode="coop", seed=21, first_hero="lowest_sneak")


def at(state: GameState, region: str, hero: str = "h1") -> GameState:
    return edit(state, lambda s: setattr(s.hero(hero), "region", region))


def terrain_region(state: GameState, terrain: str) -> str:
    return next(r for r in state.grid if board.terrain_of(PACK, r) == terrain)


# ------------------------------------------------------------------ turns

# Checks R-DAY-1.
def test_break_camp_sets_ap_to_hp_R_DAY_1() -> None:
    state = duo()
    assert state.hero("h1").ap == state.hero("h1").hp


# Checks R-DAY-1.
def test_elf_on_forests_gains_an_ap_at_break_camp_R_DAY_1() -> None:
    state = duo()
    forest = terrain_region(state, "forests")

    def setup(s: GameState) -> None:
        s.hero("h2").region = forest
        s.hero("h1").camped = True
        s.hero("h2").camped = True
    from kilforth.rules.turns import start_day

    state = edit(state, setup)
    c = ctx(state)
    start_day(c)
    assert state.hero("h2").ap == state.hero("h2").hp + 1


# Checks R-DAY-2.
def test_only_the_active_hero_acts_R_DAY_2() -> None:
    state = duo()
    assert state.turn.hero == "h1"
    refused(state, Hide(player=P2), "not_your_turn")


# Checks R-ACT-1, R-DAY-2.
def test_an_action_costs_one_ap_and_passes_the_turn_clockwise_R_ACT_1_R_DAY_2() -> None:
    state = duo()
    out = run(state, Hide(player=P1))
    assert out.state.hero("h1").ap == state.hero("h1").ap - 1
    assert out.state.turn.hero == "h2"
    assert "turn_started" in kinds(out.events)


# Checks R-CAMP-1, R-CAMP-2, R-DAY-3.
def test_first_to_camp_takes_the_first_hero_token_and_passes_R_CAMP_1_R_CAMP_2_R_DAY_3() -> None:
    state = duo()
    out = run(state, Camp(player=P1))
    h1 = out.state.hero("h1")
    assert h1.camped and h1.ap == 0
    assert out.state.first_to_camp == "h1"
    assert out.state.turn.hero == "h2"
    out = run(out.state, Hide(player=P2))
    assert out.state.turn.hero == "h2"  # R-DAY-3: a camped hero passes


# Checks R-TURN-5.
def test_zero_ap_means_the_hero_must_camp_R_TURN_5() -> None:
    state = duo()
    state = edit(state, lambda s: setattr(s.hero("h1"), "ap", 0))
    refused(state, Hide(player=P1), "no_ap")


def test_rule_errors_leave_the_state_untouched() -> None:
    state = solo()
    error = refused(state, Move(player=P1, region="no-such-place"), "no_such_region")
    assert error.rule == "R-ACT-MOVE-1"
    refused(state, Move(player="stranger", region=CITY), "not_seated")


# ------------------------------------------------------------------ Move

# Checks R-ACT-MOVE-1.
def test_move_only_orthogonally_or_by_shortcut_R_ACT_MOVE_1() -> None:
    state = solo()
    targets = move_targets(ctx(state), state.hero("h1"))
    assert set(board.orthogonal(state, CITY)) <= set(targets)
    diagonal = board.diagonal(state, CITY)[0]
    if diagonal not in targets:
        error = refused(state, Move(player=P1, region=diagonal), "not_adjacent")
        assert "diagonal" in error.message
    corner = state.grid[0]
    assert len(board.orthogonal(state, corner)) == 2  # never off the Map
    linked = next(r for r in PACK.regions.values() if r.shortcut)
    far = board.shortcuts(PACK, linked.id)[0]
    state = at(state, linked.id)
    assert move_targets(ctx(state), state.hero("h1"))[far] in ("shortcut", "move")


# Checks R-ACT-MOVE-4.
def test_move_into_an_empty_region_draws_from_its_terrain_deck_R_ACT_MOVE_4() -> None:
    state = solo()
    dest = board.orthogonal(state, CITY)[0]
    terrain = board.terrain_of(PACK, dest)
    place_card = encounter("place", terrain)
    state = edit(state, lambda s: stack(s, f"encounter:{terrain}", place_card))
    out = run(state, Move(player=P1, region=dest))
    assert out.state.hero("h1").region == dest
    assert out.state.regions[dest].encounters == (place_card,)
    assert of_kind(out.events, "encounter_placed")[0].card == place_card


# Checks R-CITY-1, R-ACT-MOVE-4.
def test_the_city_never_receives_an_encounter_R_CITY_1_R_ACT_MOVE_4() -> None:
    state = solo()
    dest = board.orthogonal(state, CITY)[0]
    state = at(state, dest)
    out = run(state, Move(player=P1, region=CITY))
    assert out.state.regions[CITY].encounters == ()


# Checks R-ACT-MOVE-2, R-SUCC-4.
def test_leaving_a_region_loses_accumulated_successes_R_ACT_MOVE_2_R_SUCC_4() -> None:
    state = solo()
    plains = terrain_region(state, "plains")
    mill = "abandoned-mill"  # Place: Sneak 2, Study 2
    state = at(state, plains)
    state = edit(state, lambda s: place(s, mill, plains))
    dice(state, 6, 1, 1)
    out = run(state, Confront(player=P1, encounter=mill, attribute="study"), "no")  # refuse Fate
    assert out.state.hero("h1").successes[mill].count == 1
    dest = board.orthogonal(out.state, plains)[0]
    out = apply(out.state, Move(player=P1, region=dest))
    assert mill not in out.state.hero("h1").successes


# ------------------------------------------------------------------ Search, Hide, Rest, Clear

# Checks R-ACT-SEARCH-1.
def test_search_is_impossible_in_the_city_R_ACT_SEARCH_1() -> None:
    refused(solo(), Search(player=P1), "search_city")


# Checks R-ACT-SEARCH-1, R-ACT-CLEAR-4.
def test_search_needs_an_empty_region_without_obstacles_R_ACT_SEARCH_1_R_ACT_CLEAR_4() -> None:
    state = solo()
    plains = terrain_region(state, "plains")
    state = at(state, plains)
    blocked = edit(state, lambda s: board.update_region(s, plains, obstacles=1))
    refused(blocked, Search(player=P1), "obstacle")
    busy = edit(state, lambda s: place(s, "abandoned-mill", plains))
    refused(busy, Search(player=P1), "region_not_empty")
    card = encounter("quest", "plains")
    state = edit(state, lambda s: stack(s, "encounter:plains", card))
    out = run(state, Search(player=P1))
    assert out.state.regions[plains].encounters == (card,)  # R-ACT-SEARCH-2


# Checks R-ACT-HIDE-1, R-ACT-HIDE-2.
def test_hide_makes_the_hero_hidden_once_R_ACT_HIDE_1_R_ACT_HIDE_2() -> None:
    state = duo()
    out = run(state, Hide(player=P1))
    assert out.state.hero("h1").hidden
    hidden = edit(state, lambda s: setattr(s.hero("h1"), "hidden", True))
    refused(hidden, Hide(player=P1), "already_hidden")


# Checks R-ACT-REST-1, R-ACT-REST-2, R-HP-2.
def test_rest_heals_one_without_ap_R_ACT_REST_1_R_ACT_REST_2_R_HP_2() -> None:
    state = duo()
    refused(state, Rest(player=P1), "full_health")
    hurt = edit(state, lambda s: setattr(s.hero("h1"), "hp", 2))
    hurt = edit(hurt, lambda s: setattr(s.hero("h1"), "ap", 2))
    out = run(hurt, Rest(player=P1))
    assert out.state.hero("h1").hp == 3
    assert out.state.hero("h1").ap == 1
    plains = terrain_region(state, "plains")
    busy = edit(hurt, lambda s: (setattr(s.hero("h1"), "region", plains), place(s, "abandoned-mill", plains)))
    refused(busy, Rest(player=P1), "region_not_empty")


# Checks R-ACT-CLEAR-1, R-ACT-CLEAR-2, R-ACT-CLEAR-3.
def test_clear_removes_an_obstacle_and_draws_loot_R_ACT_CLEAR_1_R_ACT_CLEAR_2_R_ACT_CLEAR_3() -> None:
    state = duo()
    refused(state, Clear(player=P1), "nothing_to_clear")
    state = edit(state, lambda s: board.update_region(s, CITY, obstacles=1))
    out = run(state, Clear(player=P1))
    assert out.state.regions[CITY].obstacles == 0
    hero = out.state.hero("h1")
    assert len(hero.loot) == 1 or hero.gold > state.hero("h1").gold  # a Loot token or Gold Loot


# ------------------------------------------------------------------ Confront and Strangers

def _at_mill() -> GameState:
    state = solo()
    plains = terrain_region(state, "plains")
    state = at(state, plains)
    return edit(state, lambda s: place(s, "abandoned-mill", plains))


# Checks R-ACT-CONF-4, R-ACT-CONF-5, R-RWD-2, R-RWD-4.
def test_confront_success_defeats_and_rewards_R_ACT_CONF_4_R_ACT_CONF_5_R_RWD_2_R_RWD_4() -> None:
    state = _at_mill()
    dice(state, 6, 5, 1)
    gold = state.hero("h1").gold
    out = run(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "gold", "keep")
    hero = out.state.hero("h1")
    assert "abandoned-mill" in hero.rumours
    assert hero.gold == gold + PACK.encounters["abandoned-mill"].gold
    roll = of_kind(out.events, "roll")[0]
    assert roll.dice == [6, 5, 1] and roll.successes == 2 and roll.passed


# Checks R-RWD-4, R-RWD-5.
def test_rumour_step_may_draw_from_the_reward_deck_of_the_icon_R_RWD_4_R_RWD_5() -> None:
    state = _at_mill()
    dice(state, 6, 5, 1)
    top = state.decks["reward:title"][-1]
    out = run(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "token", "draw")
    hero = out.state.hero("h1")
    assert top in hero.rumours and "abandoned-mill" in out.state.discards["encounter:plains"]


# Checks R-ACT-CONF-6, R-SUCC-1.
def test_failed_confront_keeps_successes_and_locks_the_attribute_R_ACT_CONF_6_R_SUCC_1_R_SUCC_2() -> None:
    state = _at_mill()
    dice(state, 6, 1, 1)
    out = run(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "no")
    held = out.state.hero("h1").successes["abandoned-mill"]
    assert (held.attribute, held.count) == ("study", 1)
    error = refused(out.state, Confront(player=P1, encounter="abandoned-mill", attribute="sneak"), "wrong_attribute")
    assert "R-SUCC-2" in error.message
    dice(out.state, 5, 1, 1)
    out = run(out.state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "gold", "keep")
    assert "abandoned-mill" in out.state.hero("h1").rumours  # 1 held + 1 rolled = 2


# Checks R-ACT-CONF-1.
def test_confront_refuses_enemies_and_obstacles_R_ACT_CONF_1() -> None:
    state = _at_mill()
    region = state.hero("h1").region
    blocked = edit(state, lambda s: board.update_region(s, region, obstacles=1))
    refused(blocked, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "obstacle")
    refused(state, Confront(player=P1, encounter="abandoned-mill", attribute="fight"), "wrong_attribute")


def _narrow_fate(state: GameState) -> GameState:
    """The standing preference that offers Fate only to complete a Test (R-TEST-6)."""
    return edit(state, lambda s: setattr(s.hero("h1"), "prefs", s.hero("h1").prefs.model_copy(
        update={"fate": "to_complete"})))


# Checks R-TEST-6.
def test_fate_is_offered_when_it_completes_the_test_R_TEST_6() -> None:
    state = _at_mill()
    dice(state, 6, 1, 1)
    out = apply(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"))
    assert out.state.pending.prompt.kind == "fate"
    out = answer(out.state, "fate")
    hero = out.state.hero("h1")
    assert hero.fate == 3 and hero.fate_used_today


# Checks R-TEST-6, R-SUCC-1, R-ACT-CONF-6.
def test_fate_banks_a_success_that_will_be_kept_as_accumulated_R_TEST_6_R_SUCC_1_R_ACT_CONF_6() -> None:
    """Seed 000, the Test procedure: Fate is the hero's option on any Test. 0 of 2 successes
    on the Mill: one more cannot complete it, but it is kept for a later Confront."""
    state = _at_mill()
    dice(state, 1, 1, 1)
    out = apply(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"))
    prompt = out.state.pending.prompt
    assert prompt.kind == "fate" and "kept as accumulated" in said(PACK, prompt.text)
    out = answer(out.state, "fate")
    hero = out.state.hero("h1")
    assert hero.successes["abandoned-mill"].count == 1 and hero.fate == 3
    assert of_kind(out.events, "roll")[0].fate == 1


# Checks R-TEST-6.
def test_the_to_complete_preference_asks_only_when_fate_completes_the_test_R_TEST_6() -> None:
    state = _narrow_fate(_at_mill())
    dice(state, 1, 1, 1)
    out = apply(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"))
    assert out.state.pending is None  # 0 + 1 could not reach 2: no question
    assert out.state.hero("h1").successes["abandoned-mill"].count == 0
    dice(state, 6, 1, 1)
    out = apply(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"))
    assert out.state.pending.prompt.kind == "fate"


def _at_stranger() -> GameState:
    state = solo()
    plains = terrain_region(state, "plains")
    state = at(state, plains)
    return edit(state, lambda s: place(s, "lost-shepherd", plains))  # Influence 2; skull Fight 1, HP 2


# Checks R-STR-2.
def test_stranger_must_be_tested_with_influence_R_STR_2() -> None:
    refused(_at_stranger(), Confront(player=P1, encounter="lost-shepherd", attribute="fight"), "wrong_attribute")


# Checks R-STR-1, R-HID-1.
def test_hidden_hero_cannot_confront_a_stranger_R_STR_1_R_HID_1() -> None:
    state = edit(_at_stranger(), lambda s: setattr(s.hero("h1"), "hidden", True))
    refused(state, Confront(player=P1, encounter="lost-shepherd", attribute="influence"), "hidden_stranger")


# Checks R-STR-3, R-STR-5.
def test_zero_successes_turn_a_stranger_hostile_and_force_a_fight_R_STR_3_R_STR_5_R_RWD_6() -> None:
    state = _at_stranger()
    gold = state.hero("h1").gold
    dice(state, 1, 1, 1, 6, 6, 1, 1, 1, 1)
    out = run(state, Confront(player=P1, encounter="lost-shepherd", attribute="influence"), "no")  # no Fate
    assert kinds(out.events).count("became_hostile") == 1
    engaged = of_kind(out.events, "engaged")[0]
    assert engaged.surprise is None  # R-ENG-SURP-1
    hero = out.state.hero("h1")
    # R-RWD-6: Gold, then the card itself, with no choice.
    assert "lost-shepherd" in hero.rumours
    assert hero.gold == gold + PACK.encounters["lost-shepherd"].gold


# Checks R-STR-3, R-TEST-6.
def test_fate_is_offered_when_one_success_keeps_a_stranger_neutral_R_STR_3_R_TEST_6() -> None:
    state = _at_stranger()  # Influence 2: Fate cannot defeat it, but it can spare a fight
    dice(state, 1, 1, 1)
    out = apply(state, Confront(player=P1, encounter="lost-shepherd", attribute="influence"))
    prompt = out.state.pending.prompt
    assert prompt.kind == "fate" and "you make a foe of" in said(PACK, prompt.text)
    out = answer(out.state, "fate")
    assert "lost-shepherd" not in out.state.hostile and "became_hostile" not in kinds(out.events)
    assert out.state.hero("h1").successes["lost-shepherd"].count == 1
    # hedge-bandit (Influence 3) with a success already held cannot turn hostile, and 1 + 0 + 1
    # cannot defeat it: Fate could only bank a success, so the narrow preference is not asked.
    plains = state.hero("h1").region
    held = edit(_narrow_fate(state), lambda s: (place(s, "hedge-bandit", plains), s.hero("h1").successes.update(
        {"hedge-bandit": Accumulated(attribute="influence", count=1)})))
    dice(held, 1, 1, 1)
    out = apply(held, Confront(player=P1, encounter="hedge-bandit", attribute="influence"))
    assert out.state.pending is None and out.state.hero("h1").successes["hedge-bandit"].count == 1
    assert "hedge-bandit" not in out.state.hostile


# Checks R-STR-4.
def test_choosing_hostility_is_a_confront_action_R_STR_4() -> None:
    state = _narrow_fate(_at_stranger())
    dice(state, 1, 1, 1, 1, 1, 1)
    out = apply(state, Confront(player=P1, encounter="lost-shepherd", hostile=True))
    assert out.state.hostile["lost-shepherd"] == ["h1"]
    assert of_kind(out.events, "became_hostile")[0].chosen
    assert out.state.pending.prompt.kind == "battle"  # R-ENG-BAT-6: fight on or flee


def test_one_success_keeps_the_stranger_neutral_AMB_14() -> None:
    state = _at_stranger()
    dice(state, 5, 1, 1)
    out = run(state, Confront(player=P1, encounter="lost-shepherd", attribute="influence"), "no")
    assert "lost-shepherd" not in out.state.hostile
    assert out.state.hero("h1").successes["lost-shepherd"].count == 1


# ------------------------------------------------------------------ Discover, Trade

# Checks R-ACT-DISC-1.
def test_discover_puts_a_reward_into_play_at_its_region_R_ACT_DISC_1() -> None:
    state = solo()
    reward = next(r for r in PACK.rewards.values() if r.region != CITY)
    state = edit(state, lambda s: give(s, "h1", reward.id))
    refused(state, Discover(player=P1, card=reward.id), "wrong_region")
    state = at(state, reward.region)
    out = run(state, Discover(player=P1, card=reward.id))
    assert reward.id in out.state.hero("h1").assets


# Checks R-ACT-DISC-4.
def test_encounter_rumours_cannot_be_discovered_R_ACT_DISC_4_AMB_15() -> None:
    state = edit(solo(), lambda s: give(s, "h1", "abandoned-mill"))
    refused(state, Discover(player=P1, card="abandoned-mill"), "not_a_reward")


# Checks R-KW-3.
def test_a_second_asset_with_the_same_unique_keyword_replaces_the_older_R_KW_3() -> None:
    weapons = [r for r in PACK.rewards.values() if r.unique == "weapon"]
    old, new = weapons[0], next(w for w in weapons[1:] if w.region != weapons[0].region or True)
    state = edit(solo(), lambda s: (give(s, "h1", old.id, "assets"), give(s, "h1", new.id)))
    state = at(state, new.region)
    out = run(state, Discover(player=P1, card=new.id))
    assets = out.state.hero("h1").assets
    assert new.id in assets and old.id not in assets


# Checks R-ACT-TRADE-1.
def test_trade_only_in_the_city_R_ACT_TRADE_1() -> None:
    state = at(solo(), terrain_region(solo(), "plains"))
    refused(state, Trade(player=P1, buy="item"), "not_in_city")
    refused(solo(), Trade(player=P1), "nothing_to_trade")  # R-ACT-TRADE-2


# Checks R-ACT-TRADE-3, R-ACT-TRADE-5.
def test_trade_sells_at_half_value_and_heals_at_one_gold_per_hp_R_ACT_TRADE_3_R_ACT_TRADE_5() -> None:
    state = solo()
    card = state.hero("h1").rumours[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hp", 2), setattr(s.hero("h1"), "ap", 2)))
    value = PACK.rewards[card].gold // 2
    gold = state.hero("h1").gold
    out = run(state, Trade(player=P1, sell=[card], heal={"h1": 1}))
    hero = out.state.hero("h1")
    assert hero.gold == gold + value - 1 and hero.hp == 3 and card not in hero.rumours
    refused(state, Trade(player=P1, heal={"h1": 3}), "overheal")


# Checks R-ACT-TRADE-4, R-REF-5.
def test_trade_buys_exactly_one_affordable_card_into_play_R_ACT_TRADE_4_R_REF_5() -> None:
    state = edit(solo(), lambda s: setattr(s.hero("h1"), "gold", 20))
    offered = state.decks["reward:spell"][-3:]
    out = apply(state, Trade(player=P1, buy="spell"))
    prompt = out.state.pending.prompt
    assert prompt.kind == "buy" and {o.id for o in prompt.options} == set(offered)
    choice = prompt.options[0].id
    out = answer(out.state, choice)
    hero = out.state.hero("h1")
    assert choice in hero.assets
    assert hero.gold == 20 - PACK.rewards[choice].gold
    assert set(offered) - {choice} <= set(out.state.discards["reward:spell"])


def test_choose_refuses_stale_and_foreign_answers() -> None:
    state = edit(duo(), lambda s: setattr(s.hero("h1"), "gold", 20))
    out = apply(state, Trade(player=P1, buy="spell"))
    prompt = out.state.pending.prompt
    refused(out.state, Choose(player=P2, prompt=prompt.id, option=prompt.options[0].id), "not_your_prompt")
    refused(out.state, Choose(player=P1, prompt="0-0", option=prompt.options[0].id), "stale_prompt")
    refused(out.state, Choose(player=P1, prompt=prompt.id, option="nonsense"), "no_such_option")
    refused(out.state, Hide(player=P1), "prompt_open")


def test_legal_commands_offer_the_actions_of_an_ordinary_turn() -> None:
    from kilforth.legal import legal_commands

    state = solo()
    offered = {c.kind for c in legal_commands(state, P1)}
    assert {"move", "hide", "camp", "trade"} <= offered
    assert "search" not in offered and "choose" not in offered  # the City has no deck
    assert legal_commands(state, "somebody-else") == []


# ------------------------------------------------------------------ refusals

def _with_plot(plot: str, **hero: object) -> GameState:
    state = at(solo(), terrain_region(solo(), "plains"))

    def setup(s: GameState) -> None:
        board.add_to_region(s, s.hero("h1").region, "plots", plot)
        for field, val in hero.items():
            setattr(s.hero("h1"), field, val)
    return edit(state, setup)


def _emptied(deck: str) -> GameState:
    state = at(solo(), terrain_region(solo(), "plains"))
    return edit(state, lambda s: (s.decks[deck].clear(), s.discards[deck].clear()))


REFUSALS = {
    "already_there": (solo, Move(player=P1, region=CITY), "R-ACT-MOVE-1", "You can move to"),
    "no_such_encounter": (_at_mill, Confront(player=P1, encounter="raider-band"), "R-ACT-CONF-2",
                          "Encounters here: Abandoned Mill"),
    "which_attribute": (_at_mill, Confront(player=P1, encounter="abandoned-mill"), "R-ACT-CONF-3", "Sneak, Study"),
    "not_a_stranger": (_at_mill, Confront(player=P1, encounter="abandoned-mill", hostile=True), "R-STR-4",
                       "with a test instead"),
    "not_in_hand": (solo, Discover(player=P1, card="ally-old-sergeant"), "R-ACT-DISC-1", "Rewards in hand"),
    "duplicate_card": (solo, Trade(player=P1, sell=["x", "x"]), "R-ACT-TRADE-5", "only once"),
    "not_yours": (solo, Trade(player=P1, sell=["raider-band"]), "R-ACT-TRADE-5", "in your hand or play area"),
    "no_obstacle": (lambda: _with_plot("tithe-of-bones"), Clear(player=P1), "R-ACT-CLEAR-2", "name a Plot"),
    "no_such_plot": (lambda: _with_plot("tithe-of-bones"), Clear(player=P1, target="burning-sky"), "R-ACT-CLEAR-2",
                     "Plots here: Tithe of Bones (tithe-of-bones)"),
    "cannot_pay": (lambda: _with_plot("tithe-of-bones", gold=2), Clear(player=P1, target="tithe-of-bones"),
                   "R-ACT-CLEAR-2", "more Gold"),
    "not_enough_talents": (lambda: _with_plot("black-procession"), Clear(player=P1, target="black-procession"),
                           "R-ACT-CLEAR-2", "once they are readied"),
    "missing_keyword": (lambda: _with_plot("oath-of-the-barrow-lords", rumours=[], assets=[]),
                        Clear(player=P1, target="oath-of-the-barrow-lords"), "R-ACT-CLEAR-2", "gain one first"),
    "deck_empty": (lambda: _emptied("encounter:plains"), Search(player=P1), "R-ACT-2", "another Action"),
}


# Checks R-ACT-2.
def test_illegal_actions_name_the_rule_and_what_to_do_instead_R_ACT_2_R_ACT_3() -> None:
    """Each Action's restriction (the table of R-ACT-3) refuses the command with a stable code,
    the rule and a way forward, and leaves the state untouched (checked by `refused`)."""
    for code, (build, command, rule_id, hint) in REFUSALS.items():
        error = refused(build(), command, code)
        assert error.rule == rule_id, code
        assert hint in error.message, error.message


# Checks R-ACT-TRADE-4.
def test_a_deck_that_cannot_refill_is_not_bought_from_R_ACT_TRADE_4() -> None:
    state = edit(solo(), lambda s: (s.decks["reward:spell"].clear(), s.discards["reward:spell"].clear()))
    error = refused(state, Trade(player=P1, buy="spell"), "deck_empty")
    assert "another" in error.message


def test_commands_outside_a_turn_or_prompt_are_refused() -> None:
    state = duo()
    refused(state, Hide(player=P1, hero="h2"), "not_your_hero")
    refused(state, Choose(player=P1, prompt="1-0", option="yes"), "no_prompt")
    refused(state, Unhide(player=P1), "not_hidden")  # R-HID-3
    night = edit(state, lambda s: setattr(s, "phase", "night"))
    error = refused(night, Hide(player=P1), "not_day")
    assert error.rule == "R-FLOW-1"


def _trader(gold: int, hp: int | None = None) -> GameState:
    """h1 in the City with `gold`, the Merchant's Signet (worth 6, sells for 3) in hand, and
    the Item deck topped by the Longsword (3 Gold), the Hunter's Bow (4) and the Warhammer (6)."""
    def setup(s: GameState) -> None:
        hero = s.hero("h1")
        hero.gold = gold
        if hp is not None:
            hero.hp = hero.ap = hp
        give(s, "h1", "item-merchants-signet")
        for card in ("item-runed-warhammer", "item-hunters-bow", "item-notched-longsword"):
            stack(s, "reward:item", card)

    return edit(solo(), setup)


# Checks R-ACT-TRADE-2, R-ACT-TRADE-4.
def test_trade_options_come_in_the_order_the_hero_chooses_R_ACT_TRADE_2_R_ACT_TRADE_4() -> None:
    """Seed 000 §2.8: the hero performs the options in any order. Selling first, 2 + 3 Gold
    buys the Longsword or the Bow; buying first with 2 Gold, nothing is affordable."""
    state = _trader(2)
    usual = apply(state, Trade(player=P1, sell=["item-merchants-signet"], buy="item"))
    assert {o.id for o in usual.state.pending.prompt.options} == {"item-notched-longsword", "item-hunters-bow"}
    out = run(state, Trade(player=P1, sell=["item-merchants-signet"], buy="item", order=["buy", "sell"]))
    hero = out.state.hero("h1")
    assert hero.gold == 5 and hero.assets == state.hero("h1").assets
    assert [(e.kind, getattr(e, "reason", None)) for e in out.events if e.kind in ("card_discarded", "changed")] == [
        ("card_discarded", "not_bought")] * 3 + [("card_discarded", "sold"), ("changed", "sale")]


# Checks R-ACT-TRADE-2.
def test_healing_before_selling_must_be_paid_from_the_gold_in_hand_R_ACT_TRADE_2_R_ACT_TRADE_3() -> None:
    state = _trader(0, hp=2)
    sell_then_heal = Trade(player=P1, sell=["item-merchants-signet"], heal={"h1": 2})
    out = run(state, sell_then_heal)
    assert (out.state.hero("h1").hp, out.state.hero("h1").gold) == (4, 1)
    error = refused(state, sell_then_heal.model_copy(update={"order": ["heal", "sell"]}), "cannot_pay")
    assert error.rule == "R-ACT-TRADE-3" and "by then" in error.message
    refused(state, sell_then_heal.model_copy(update={"order": ["sell", "sell"]}), "repeated_step")


# Checks R-ACT-TRADE-4, R-ACT-2.
def test_gold_for_healing_after_a_purchase_is_kept_back_from_it_R_ACT_TRADE_4_R_ACT_2() -> None:
    """Buy, then heal 2 with 5 Gold: only the Longsword (3) leaves the 2 Gold the healing needs."""
    state = _trader(5, hp=2)
    out = run(state, Trade(player=P1, heal={"h1": 2}, buy="item", order=["buy", "heal"]))
    hero = out.state.hero("h1")
    assert "item-notched-longsword" in hero.assets and (hero.gold, hero.hp) == (0, 4)
    assert not of_kind(out.events, "prompt_opened")  # a single affordable card is no choice
