"""Engagements (R-ENG-*), start-of-turn enemies (R-TURN-1/3), defeat and flight, the
Limit of Six (R-LIM), with scripted dice. The active hero is a human warrior: Fight 5,
Sneak 2, 4 HP; raider-band is a plains Enemy with Fight 3, Sneak 2, Health 3."""

import pytest

from kilforth.commands import Camp, Choose, Confront, Hide, Move, Search
from kilforth.engine import apply
from kilforth.render.prompts import said
from kilforth.rules import board
from kilforth.rules.context import NeedAnswer
from kilforth.rules.engagement import flee_destinations
from kilforth.rules.heroes import gain_rumour
from kilforth.state import GameState
from tests.rules.helpers import (
    CITY,
    P1,
    PACK,
    answer,
    ctx,
    dice,
    edit,
    give,
    kinds,
    of_kind,
    place,
    run,
    stack,
    start,
)

RAIDERS = "raider-band"


def duo() -> GameState:
    return start(2, mode="coop", seed=21, first_hero="lowest_sneak")


def next_to_plains(state: GameState) -> tuple[str, str]:
    """A Region of the Map and a plains neighbour of it."""
    for region in state.grid:
        for n in board.orthogonal(state, region):
            if board.terrain_of(PACK, n) == "plains" and n != CITY:
                return region, n
    raise LookupError


def ready_to_meet_raiders(state: GameState) -> tuple[GameState, str, str]:
    origin, dest = next_to_plains(state)
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin), stack(s, "encounter:plains", RAIDERS)))
    return state, origin, dest


# Checks R-ENG-SURP-2, R-ENG-BAT-3, R-ENG-BAT-4.
def test_an_enemy_drawn_this_turn_has_surprise_R_ENG_SURP_2_R_ENG_BAT_3_R_ENG_BAT_4() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    # Hero: five dice, three hits; the Raiders roll 3 + 1 (Surprise) dice, two hits.
    dice(state, 6, 6, 5, 1, 1, 6, 6, 1, 1)
    out = run(state, Move(player=P1, region=dest), "gold", "keep")
    engaged = of_kind(out.events, "engaged")[0]
    assert engaged.surprise == "foe"
    foe_roll = of_kind(out.events, "roll")[1]
    assert len(foe_roll.dice) == 4 and foe_roll.tester == RAIDERS
    rnd = of_kind(out.events, "battle_round")[0]
    assert (rnd.dealt, rnd.taken, rnd.foe_hp) == (3, 2, 0)
    hero = out.state.hero("h1")
    # R-HP-1: the two HP lost cost two AP as well (4 AP - 1 for the Move - 2).
    assert hero.hp == 2 and hero.ap == 1
    assert RAIDERS in hero.rumours  # R-RWD-4
    assert out.state.regions[dest].encounters == ()  # R-RWD-8


# Checks R-ENG-BAT-4, R-ENG-BAT-5.
def test_foe_defeat_is_resolved_before_the_heros_R_ENG_BAT_4_R_ENG_BAT_5() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hp", 2), setattr(s.hero("h1"), "ap", 2)))
    starting = state.hero("h1").rumours[0]
    dice(state, 6, 6, 6, 1, 1, 6, 6, 6, 1)
    out = run(state, Move(player=P1, region=dest), "gold", "keep", f"rumour:{starting}")
    hero = out.state.hero("h1")
    assert RAIDERS in hero.rumours  # rewards first…
    assert hero.defeated and hero.region == CITY  # …then the defeat (R-ENG-DEF-1 d)


# Checks R-ENG-DEF-1, R-ENG-DEF-2.
def test_defeat_costs_all_gold_a_card_and_sends_to_the_city_R_ENG_DEF_1_R_ENG_DEF_2() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hp", 1), setattr(s.hero("h1"), "ap", 1),
                                   setattr(s.hero("h1"), "gold", 3)))
    dice(state, 1, 1, 1, 1, 1, 6, 1, 1, 1)
    out = run(state, Move(player=P1, region=dest), "no")  # no Fate for one more damage
    hero = out.state.hero("h1")
    assert hero.hp == 0 and hero.gold == 0 and hero.rumours == []  # the only card went
    assert hero.defeated and hero.camped and hero.region == CITY
    assert out.state.turn.hero == "h2"  # R-TURN-2: the turn ended
    defeat = of_kind(out.events, "hero_defeated")[0]
    assert defeat.gold_lost == 3 and defeat.card_lost is not None


# Checks R-ENG-FLEE-1, R-ENG-FLEE-2, R-ENG-BAT-8.
def test_flee_returns_to_the_previous_region_and_camps_R_ENG_FLEE_1_R_ENG_FLEE_2_R_ENG_BAT_8() -> None:
    state, origin, dest = ready_to_meet_raiders(duo())
    dice(state, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    out = answer(apply(state, Move(player=P1, region=dest)).state, "no")  # no Fate
    prompt = out.state.pending.prompt
    assert prompt.kind == "battle" and {o.id for o in prompt.options} == {"fight", "flee"}
    out = answer(out.state, "flee")
    hero = out.state.hero("h1")
    assert hero.region == origin and hero.camped and hero.ap == 0
    assert RAIDERS in out.state.regions[dest].encounters  # the Foe stays, whole again
    assert of_kind(out.events, "fled")[0].destination == origin


# Checks R-ENG-FLEE-1.
def test_flee_goes_to_the_nearest_enemy_free_region_when_needed_R_ENG_FLEE_1_AMB_40() -> None:
    state = duo()
    _, dest = next_to_plains(state)
    state = edit(state, lambda s: place(s, RAIDERS, dest))
    c = ctx(state)
    hero = state.hero("h1")
    # Fleeing from a start-of-turn fight: no previous Region, so the nearest enemy-free ones.
    choices = flee_destinations(c, hero, dest, None)
    assert dest not in choices
    assert all(board.distance(state, dest, r) == 1 for r in choices)


# Checks R-TURN-1, R-ENG-SURP-4.
def test_start_of_turn_engagement_without_surprise_R_TURN_1_R_ENG_SURP_4() -> None:
    state = duo()
    _, dest = next_to_plains(state)

    def setup(s: GameState) -> None:
        place(s, RAIDERS, dest)
        s.hero("h2").region = dest
    state = edit(state, setup)
    dice(state, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    out = apply(state, Hide(player=P1))  # h1's action ends the turn; h2 starts next to the Raiders
    engaged = of_kind(out.events, "engaged")[0]
    assert engaged.hero == "h2" and engaged.surprise is None


# Checks R-ENG-EVA-1, R-ENG-EVA-2, R-ENG-EVA-3.
def test_hidden_hero_may_evade_with_a_sneak_test_R_ENG_EVA_1_R_ENG_EVA_2_R_ENG_EVA_3() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: setattr(s.hero("h1"), "hidden", True))
    dice(state, 6, 5)
    out = apply(state, Move(player=P1, region=dest))
    prompt = out.state.pending.prompt
    assert prompt.kind == "hidden_engagement"
    assert "auto" not in {o.id for o in prompt.options}  # Sneak 2 is not higher than 2
    out = answer(out.state, "evade")
    hero = out.state.hero("h1")
    assert hero.hidden and RAIDERS in hero.evaded
    assert "evaded" in kinds(out.events) and "battle_round" not in kinds(out.events)
    assert out.state.turn.hero == "h2"  # R-TURN-3 skipped the evaded Foe


# Checks R-TEST-6, R-ENG-EVA-2.
def test_fate_can_save_an_evasion_one_success_short_R_TEST_6_R_ENG_EVA_2() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: setattr(s.hero("h1"), "hidden", True))
    dice(state, 6, 1)  # one of the two successes the Raiders' Sneak calls for
    out = run(state, Move(player=P1, region=dest), "evade", "fate")
    hero = out.state.hero("h1")
    assert hero.hidden and RAIDERS in hero.evaded and hero.fate_used_today
    assert of_kind(out.events, "roll")[0].fate == 1 and "battle_round" not in kinds(out.events)


# Checks R-ENG-EVA-4.
def test_failed_evasion_loses_hidden_and_gives_the_foe_surprise_R_ENG_EVA_4() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: setattr(s.hero("h1"), "hidden", True))
    dice(state, 1, 1, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    out = run(state, Move(player=P1, region=dest), "evade", "gold", "keep")
    assert not out.state.hero("h1").hidden
    assert of_kind(out.events, "engaged")[0].surprise == "foe"


# Checks R-ENG-SURP-3, R-ENG-SURP-5.
def test_hidden_hero_may_reveal_for_surprise_R_ENG_SURP_3_R_ENG_SURP_5() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: setattr(s.hero("h1"), "hidden", True))
    dice(state, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    out = run(state, Move(player=P1, region=dest), "reveal", "gold", "keep")
    hero_roll = of_kind(out.events, "roll")[0]
    assert len(hero_roll.dice) == 6  # Fight 5 + 1 for Surprise
    assert of_kind(out.events, "engaged")[0].surprise == "hero"


# Checks R-ENG-EVA-5.
def test_automatic_evasion_when_sneak_is_higher_R_ENG_EVA_5_AMB_34() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    cloak = next(r for r in PACK.rewards.values() if r.bonuses.get("sneak", 0) >= 1 and not r.abilities)
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hidden", True), give(s, "h1", cloak.id, "assets")))
    out = apply(state, Move(player=P1, region=dest))
    assert {o.id for o in out.state.pending.prompt.options} == {"reveal", "auto"}  # no roll that could fail
    out = answer(out.state, "auto")
    assert of_kind(out.events, "evaded")[0].automatic
    off = state.model_copy(update={"options": state.options.model_copy(update={"auto_evasion": False})})
    out = apply(off, Move(player=P1, region=dest))
    assert "auto" not in {o.id for o in out.state.pending.prompt.options}


# Checks R-LIM-1, R-LIM-2.
def test_limit_of_six_lets_the_owner_choose_the_discard_R_LIM_1_R_LIM_2_AMB_16() -> None:
    state = duo()
    state = edit(state, lambda s: [give(s, "h1", c) for c in s.decks["reward:ally"][:6]])
    extra = state.decks["reward:title"].pop()
    with pytest.raises(NeedAnswer) as paused:
        gain_rumour(ctx(state), state.hero("h1"), extra, "test")
    prompt = paused.value.prompt
    assert prompt.kind == "limit_of_six" and prompt.hero == "h1"
    assert extra in {o.id for o in prompt.options} and len(prompt.options) == 8


# Checks R-TURN-1.
def test_two_enemies_are_engaged_in_the_order_the_hero_chooses_R_TURN_1() -> None:
    state = duo()
    _, dest = next_to_plains(state)
    other = next(e.id for e in PACK.encounters.values() if e.type == "enemy" and e.terrain == "plains"
                 and e.id != RAIDERS and e.event is None)

    def setup(s: GameState) -> None:
        place(s, RAIDERS, dest)
        place(s, other, dest)
        s.hero("h2").region = dest
    state = edit(state, setup)
    out = apply(state, Hide(player=P1))
    prompt = out.state.pending.prompt
    assert prompt.kind == "engage_order" and prompt.hero == "h2"
    assert {o.id for o in prompt.options} == {RAIDERS, other}


# Checks R-TURN-4.
def test_gifts_are_legal_while_the_fight_or_flee_question_is_open_R_TURN_4() -> None:
    from kilforth.legal import legal_commands

    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: give(s, "h1", "item-green-tonic", "assets"))
    dice(state, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    paused = answer(apply(state, Move(player=P1, region=dest)).state, "no").state  # no Fate
    assert paused.pending.prompt.kind == "battle" and paused.pending.prompt.allows_gifts
    kinds_now = {c.kind for c in legal_commands(paused, P1)}
    assert kinds_now == {"choose", "resolve"}  # no Action while the Battle waits
    tonic = next(c for c in legal_commands(paused, P1) if c.kind == "resolve")
    out = apply(paused, tonic)  # the Gift runs inside the paused Battle, which asks again
    assert out.state.pending.prompt.kind == "battle"
    assert "item-green-tonic" not in out.state.hero("h1").assets


# Checks R-ENG-1, R-ENG-2, R-STR-5.
def test_a_hostile_stranger_is_a_foe_only_for_the_hero_whose_token_it_carries_R_ENG_1_R_ENG_2_R_STR_5() -> None:
    state = duo()
    _, dest = next_to_plains(state)

    def setup(s: GameState) -> None:
        place(s, "lost-shepherd", dest)
        s.hostile["lost-shepherd"] = ["h1"]
        s.hero("h2").region = dest
    state = edit(state, setup)
    out = run(state, Hide(player=P1))  # h2's turn starts beside a Stranger that is no Foe of theirs
    assert out.state.turn.hero == "h2" and "engaged" not in kinds(out.events)
    assert out.state.pending is None
    # For h1 the same card is a Foe, engaged at once and mandatorily (R-TURN-1), with its
    # skull values (R-ATTR-3, R-TEST-10): Fight 1 gives the Stranger one die.
    mine = edit(state, lambda s: (setattr(s.hero("h2"), "region", CITY), setattr(s.hero("h1"), "region", dest),
                                  setattr(s, "first_hero", "h2"), setattr(s.turn, "hero", "h2")))
    dice(mine, 6, 6, 1, 1, 1, 1)
    out = run(mine, Hide(player="u2"))
    engaged = of_kind(out.events, "engaged")[0]
    assert engaged.hero == "h1" and engaged.foe == "lost-shepherd" and engaged.surprise is None
    foe_roll = next(r for r in of_kind(out.events, "roll") if r.tester == "lost-shepherd")
    assert len(foe_roll.dice) == PACK.encounters["lost-shepherd"].skull_values["fight"]


# Checks R-ENG-DEF-4, R-HP-3, R-OTH-6.
def test_a_hero_never_loses_more_hp_than_they_have_R_ENG_DEF_4_R_HP_3_R_OTH_6() -> None:
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hp", 1), setattr(s.hero("h1"), "ap", 1)))
    dice(state, 1, 1, 1, 1, 1, 6, 6, 6, 6)  # the Raiders hit four times
    out = run(state, Move(player=P1, region=dest), "no")  # no Fate
    hero = out.state.hero("h1")
    assert hero.hp == 0 and hero.defeated
    hp_losses = [e.delta for e in of_kind(out.events, "changed") if e.what == "hp" and e.hero == "h1"]
    assert hp_losses == [-1]


# Checks R-SUCC-3.
def test_successes_last_across_turns_within_the_day_R_SUCC_3() -> None:
    state = duo()
    plains = next(r for r in state.grid if board.terrain_of(PACK, r) == "plains")
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", plains), place(s, "abandoned-mill", plains)))
    dice(state, 6, 1, 1)
    out = run(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "no")
    out = run(out.state, Hide(player="u2"))
    assert out.state.turn.hero == "h1"
    assert out.state.hero("h1").successes["abandoned-mill"].count == 1


# Checks R-DAY-4, R-HID-4.
def test_the_night_begins_once_everyone_has_camped_and_hidden_lasts_until_dawn_R_DAY_4_R_HID_4() -> None:
    state = start(1, mode="solo", seed=21)
    out = run(state, Hide(player=P1))
    out = run(out.state, Camp(player=P1))
    events = kinds(out.events)
    assert events.index("camped") < events.index("night_started") < events.index("dawn")
    unhidden = events.index("hidden_changed")
    assert events.index("region_gloomed") < unhidden < events.index("dawn")  # still Hidden in the dark
    assert not out.state.hero("h1").hidden and out.state.day == 2


# Checks R-ENG-DEF-1, R-RWD-7.
def test_a_hero_felled_by_a_forced_trophy_in_battle_is_defeated_once_R_ENG_DEF_1_R_RWD_7() -> None:
    """A pack whose Raiders carry a Forced Trophy costing 1 HP: the hero, at 1 HP, wins
    unhurt, then the Trophy fells them. They lose one card, not one per check."""
    from kilforth.content.effects import Trophy

    curse = Trophy.model_validate({"forced": True,
                                   "effects": [{"kind": "lose_hp", "amount": 1}]})
    raiders = PACK.encounters[RAIDERS].model_copy(update={"trophies": [curse]})
    pack = PACK.model_copy(update={"encounters": {**PACK.encounters, RAIDERS: raiders}})
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: (setattr(s.hero("h1"), "hp", 1), setattr(s.hero("h1"), "ap", 1),
                                   give(s, "h1", "ally-old-sergeant")))
    dice(state, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    out = apply(state, Move(player=P1, region=dest), pack)
    for option in ("gold", "keep"):
        out = apply(out.state, Choose(player=P1, prompt=out.state.pending.prompt.id, option=option), pack)
    prompt = out.state.pending.prompt
    assert prompt.kind == "defeat_penalty"
    out = apply(out.state, Choose(player=P1, prompt=prompt.id, option="rumour:ally-old-sergeant"), pack)
    hero = out.state.hero("h1")
    assert hero.defeated and hero.region == CITY and out.state.pending is None
    assert len(of_kind(out.events, "hero_defeated")) == 1
    assert RAIDERS in hero.rumours and len(hero.rumours) == 2  # the starting Reward is kept


# Checks R-ENG-SURP-2, R-ABIL-2.
def test_an_enemy_an_event_draws_this_turn_has_surprise_too_R_ENG_SURP_2_R_ABIL_2() -> None:
    """Seed 000 §2.10: an Enemy drawn from an Encounter deck this turn has Surprise, whatever
    drew it. Echoing Horn (an Event found by Search) draws the first Mountains Enemy here."""
    def setup(s: GameState) -> None:
        s.hero("h1").region = "greyspire-peaks"
        stack(s, "encounter:mountains", "frost-wraith")
        stack(s, "encounter:mountains", "echoing-horn")

    state = edit(duo(), setup)
    assert state.regions["greyspire-peaks"].encounters == ()
    # Hero: five dice, three hits; the Wraith rolls 3 + 1 (Surprise) dice, one hit.
    dice(state, 6, 6, 5, 1, 1, 6, 1, 1, 1)
    out = run(state, Search(player=P1), "gold", "keep")
    assert of_kind(out.events, "encounter_placed")[1].source == "effect"
    engaged = of_kind(out.events, "engaged")[0]
    assert (engaged.foe, engaged.surprise) == ("frost-wraith", "foe")
    foe_roll = of_kind(out.events, "roll")[1]
    assert foe_roll.tester == "frost-wraith" and len(foe_roll.dice) == 4
    assert out.state.hero("h1").hp == 3


# Checks R-ENG-BAT-3.
def test_fate_is_offered_for_one_more_damage_that_does_not_finish_the_foe_R_TEST_6_R_ENG_BAT_3() -> None:
    """Seed 000: each hero success costs the Foe 1 HP and the hero may call on Fate for +1
    success. One hit of three needed: Fate cannot finish the Raiders, but deals 1 more damage."""
    state, _, dest = ready_to_meet_raiders(duo())
    dice(state, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    paused = apply(state, Move(player=P1, region=dest)).state
    prompt = paused.pending.prompt
    assert prompt.kind == "fate" and "1 of 3" in said(PACK, prompt.text) and "one more damage" in said(PACK, prompt.text)
    out = answer(paused, "fate")
    rnd = of_kind(out.events, "battle_round")[0]
    assert (rnd.dealt, rnd.foe_hp) == (2, 1)
    assert out.state.hero("h1").fate == paused.hero("h1").fate - 1
    # Fate is spent for the Day (R-TEST-6): round 2 asks only whether to fight on.
    assert out.state.pending.prompt.kind == "battle"
    narrow = edit(state, lambda s: setattr(s.hero("h1"), "prefs", s.hero("h1").prefs.model_copy(
        update={"fate": "to_complete"})))
    dice(narrow, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    assert apply(narrow, Move(player=P1, region=dest)).state.pending.prompt.kind == "battle"


# Checks R-PRQ-3, R-ENG-BAT-3.
def test_the_hero_chooses_which_ability_prevents_a_wound_R_PRQ_3_R_ENG_BAT_3() -> None:
    """Declining to pay Gold for a ward still offers the Asset that can be exhausted instead:
    a cost that can be paid in more than one way is the hero's to choose."""
    state, _, dest = ready_to_meet_raiders(duo())
    state = edit(state, lambda s: (s.hero("h1").talents.append("shadow-paid-protection"),
                                   give(s, "h1", "item-studded-jerkin", zone="assets"),
                                   setattr(s.hero("h1"), "gold", 4)))
    dice(state, 6, 6, 6, 6, 6, 1, 6, 1, 1)  # the Raiders fall, and hit once with Surprise
    out = apply(state, Move(player=P1, region=dest))
    offered = []
    while out.state.pending is not None and out.state.pending.prompt.kind == "prevent_damage":
        prompt = out.state.pending.prompt
        offered.append(prompt.options[0].detail.args["ability"].card)
        out = answer(out.state, "yes" if offered[-1] == "item-studded-jerkin" else "no")
    assert sorted(offered) == ["item-studded-jerkin", "shadow-paid-protection"]
    hero = out.state.hero("h1")
    assert hero.gold == 4 and "item-studded-jerkin" in hero.exhausted and hero.hp == 4
