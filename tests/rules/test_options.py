"""Every rule option RULES.md marks ⚙ (§18) that no other test module exercises: each
test shows the default ruling and shows that the other setting changes what happens."""

import pytest

from kilforth.commands import Camp, Hide, KeywordPayment, Trade
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.rules import actions, board, dice, engagement, rewards, saga, setup, turns
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx, NeedAnswer
from kilforth.state import GameState, HeroSpec
from tests.rules.helpers import CITY, DEFAULT_HEROES, P1, PACK, edit, refused, run, start


def _with(state: GameState, **options: object) -> GameState:
    return edit(state, lambda s: setattr(s, "options", s.options.model_copy(update=options)))


def _specs(*rows: tuple[str, str, str | None]) -> list[HeroSpec]:
    return [HeroSpec(player=f"u{i}", name=race, race=race, hero_class=klass, saga=chosen)
            for i, (race, klass, chosen) in enumerate(rows, 1)]


# ------------------------------------------------------------------ setup

# Checks R-SETUP-4.
def test_saga_assignment_choose_match_class_or_random_AMB_8_R_SETUP_4() -> None:
    specs = _specs(("human", "priest", "take-the-fortress"), ("elf", "rogue", None))

    def sagas(seed: int, how: str) -> list[str]:
        state = setup.build_state(PACK, GameOptions(saga_assignment=how), specs, seed)  # type: ignore[arg-type]
        return [h.saga for h in state.heroes]

    # Default: the player's choice stands; an unchosen Saga is the Class's suggested one.
    assert sagas(1, "choose") == ["take-the-fortress", "assassinate-the-lord"]
    assert sagas(1, "match_class") == ["save-the-villagers", "assassinate-the-lord"]
    dealt = [sagas(seed, "random") for seed in range(12)]
    assert all(len(set(pair)) == 2 for pair in dealt)
    assert len({pair[0] for pair in dealt}) > 2  # dealt at random, not by Class or choice


# Checks R-SETUP-15.
def test_first_hero_ties_are_broken_at_random_R_SETUP_15_AMB_33() -> None:
    # Elf priest and Half-Elf warrior both have Sneak 3.
    specs = _specs(("elf", "priest", None), ("half-elf", "warrior", None), ("human", "sorcerer", None))
    firsts = {setup.build_state(PACK, GameOptions(), specs, seed).first_hero for seed in range(16)}
    assert firsts == {"h1", "h2"}
    lowest = {setup.build_state(PACK, GameOptions(first_hero="lowest_sneak"), specs, seed).first_hero
              for seed in range(4)}
    assert lowest == {"h3"}
    anyone = {setup.build_state(PACK, GameOptions(first_hero="random"), specs, seed).first_hero
              for seed in range(24)}
    assert anyone == {"h1", "h2", "h3"}


# Checks R-SETUP-13.
def test_mixed_ancient_abilities_deal_the_cards_at_random_AMB_49_R_SETUP_13() -> None:
    specs = _specs(*[(r, c, s) for _, r, c, s in DEFAULT_HEROES])
    own = {a.id: [c.id for c in a.capabilities] for a in PACK.ancients.values()}
    default = setup.build_state(PACK, GameOptions(), specs, 5)
    assert all(a.capabilities == own[a.id] for a in default.ancients)
    foreign = False
    for seed in range(8):
        mixed = setup.build_state(PACK, GameOptions(mix_ancient_abilities=True), specs, seed)
        dealt = sorted(c for a in mixed.ancients for c in a.capabilities)
        assert dealt == sorted(c for a in mixed.ancients for c in own[a.id])
        assert all(len(a.capabilities) == len(own[a.id]) for a in mixed.ancients)
        foreign = foreign or any(a.capabilities != own[a.id] for a in mixed.ancients)
    assert foreign


# ------------------------------------------------------------------ day phase

# Checks R-CAMP-2.
def test_forced_camp_takes_the_first_hero_token_unless_the_option_says_no_AMB_11_R_CAMP_2() -> None:
    for takes in (True, False):
        state = _with(start(2, seed=4), forced_camp_takes_first_hero=takes)
        turns.make_camp(Ctx(state=state, pack=PACK), state.hero("h2"), forced=True)
        assert state.first_to_camp == ("h2" if takes else None)


# Checks R-CAMP-2, R-TURN-5.
@pytest.mark.parametrize("takes", [True, False])
def test_a_turn_that_starts_at_0_ap_camps_first_and_takes_the_token_AMB_11_R_CAMP_2_R_TURN_5(takes: bool) -> None:
    """A hero at 0 AP must Make Camp at the start of their turn: an ordinary camp, which takes
    the First Hero token if it is the Day's first, whatever `forced_camp_takes_first_hero`
    says of the camps a defeat or a flight forces."""
    def spent(s: GameState) -> None:
        s.hero("h2").ap = 0
        s.hero("h2").region = board.orthogonal(s, CITY)[0]  # alone: no Gift to keep the turn for
    state = edit(start(2, seed=4, first_hero="lowest_sneak", forced_camp_takes_first_hero=takes), spent)
    assert state.turn is not None and state.turn.hero == "h1" and state.first_hero == "h1"
    out = run(state, Hide(player=P1))
    assert [(e.hero, e.first, e.forced) for e in out.events if e.kind == "camped"] == [("h2", True, False)]
    assert out.state.first_to_camp == "h2" and out.state.turn.hero == "h1"
    out = run(out.state, Camp(player=P1))
    assert out.state.first_hero == "h2"  # R-NIGHT-DAWN-5


# Checks R-ENG-FLEE-1.
def test_flee_destination_previous_region_or_nearest_AMB_40_R_ENG_FLEE_1() -> None:
    state = start(1, seed=6)
    battle = state.grid[6]  # an inner square: four orthogonal neighbours, none with an enemy yet
    origin = board.orthogonal(state, battle)[0]
    state = edit(state, lambda s: setattr(s.hero("h1"), "region", battle))
    hero = state.hero("h1")
    assert engagement.flee_destinations(Ctx(state=state, pack=PACK), hero, battle, origin) == [origin]
    state = _with(state, flee_destination="nearest_region")
    nearest = engagement.flee_destinations(Ctx(state=state, pack=PACK), state.hero("h1"), battle, origin)
    assert origin in nearest and len(nearest) == len(board.orthogonal(state, battle))


# Checks R-ACT-CONF-3.
def test_confront_attribute_lock_lasts_while_the_record_or_the_whole_day_AMB_42_R_ACT_CONF_3() -> None:
    card = next(e.id for e in PACK.encounters.values() if e.type == "place" and len(e.values) > 1)
    state = edit(start(1, seed=2), lambda s: s.hero("h1").locked_today.update({card: "sneak"}))
    printed = list(PACK.encounters[card].values)
    assert actions.confront_attributes(Ctx(state=state, pack=PACK), state.hero("h1"), card) == printed
    state = _with(state, confront_attribute_lock="whole_day")
    assert actions.confront_attributes(Ctx(state=state, pack=PACK), state.hero("h1"), card) == ["sneak"]


def test_trade_granted_by_an_effect_outside_the_city_AMB_18_R_ACT_TRADE_1() -> None:
    state = start(1, seed=8)
    away = board.orthogonal(state, CITY)[0]

    def arrange(s: GameState) -> None:
        h = s.hero("h1")
        h.region = away
        h.grants.append("trade_here")

    state = edit(state, arrange)
    sell = Trade(player=P1, sell=list(state.hero("h1").rumours))
    assert refused(_with(state, trade_location="city_only"), sell, "not_in_city").rule == "R-ACT-TRADE-1"
    assert not run(state, sell).state.hero("h1").rumours


# Checks R-KW-1.
def test_subtypes_count_as_keywords_only_with_the_option_AMB_17_R_KW_1() -> None:
    chosen = PACK.sagas["take-the-fortress"]
    first = chosen.chapters[0].model_copy(update={"keywords": ["demon", "enemy"], "small_party_keywords": []})
    pack = PACK.model_copy(update={"sagas": {**PACK.sagas, chosen.id: chosen.model_copy(
        update={"chapters": [first, *chosen.chapters[1:]]})}})
    imps = ["field-imp", next(e.id for e in PACK.encounters.values() if e.type == "enemy" and e.subtype != "demon")]

    def arrange(s: GameState) -> None:
        h = s.hero("h1")
        h.rumours = list(imps)
        h.gold = 5

    state = edit(start(1, seed=3), arrange)
    payment = [KeywordPayment(keyword="demon", card=imps[0]), KeywordPayment(keyword="enemy", card=imps[1])]
    with pytest.raises(RuleError) as info:
        saga.validate_payment(Ctx(state=state, pack=pack), state.hero("h1"), payment, 5)
    assert info.value.code == "missing_keyword"
    state = _with(state, subtypes_are_keywords=True)
    saga.validate_payment(Ctx(state=state, pack=pack), state.hero("h1"), payment, 5)


# ------------------------------------------------------------------ tests and rewards

# Checks R-GIFT-TEAM-6.
def test_team_dice_in_battle_only_with_the_option_AMB_29_R_GIFT_TEAM_6() -> None:
    for setting, extra in (("off", 0), ("active_hero", 1)):
        state = _with(start(2, seed=9), team_bonus_in_battle=setting)
        c = Ctx(state=state, pack=PACK)
        h1, h2 = state.hero("h1"), state.hero("h2")
        fight = PACK.races[h1.race].attributes["fight"] + PACK.classes[h1.hero_class].bonuses.get("fight", 0)
        result = dice.hero_test(c, h1, "fight", Situation(in_combat=True), target=None, need=None,
                                purpose="battle", team=[h1, h2])
        assert len(result.dice) == fight + extra


# Checks R-RWD-6.
def test_a_hostile_stranger_forces_the_loot_step_unless_rumour_only_AMB_46_R_RWD_6() -> None:
    card = "hermit-of-the-oaks"
    for steps, asked in (("loot_and_rumour", False), ("rumour_only", True)):
        state = _with(start(1, seed=5), hostile_stranger_forced_steps=steps)
        state.hostile[card] = ["h1"]
        hero = state.hero("h1")
        gold = hero.gold
        try:
            rewards.defeat_encounter(Ctx(state=state, pack=PACK), hero, card, "battle", "fight")
        except NeedAnswer as need:
            assert asked and need.prompt.kind == "loot"
        else:
            assert not asked
            assert hero.gold == gold + PACK.encounters[card].gold
            assert card in hero.rumours
