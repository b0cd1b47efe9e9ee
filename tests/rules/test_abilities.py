"""Race, Class, Talent and Reward abilities in play (§3.2–3.4, R-PRQ, R-ABIL), and the
details of the test procedure (R-TEST) and accumulated successes (R-SUCC)."""

import pytest

from kilforth.commands import Confront, Discover, Move, Resolve, Search, Unhide, Use
from kilforth.engine import apply
from kilforth.rules import abilities, board
from kilforth.rules import dice as dice_rules
from kilforth.rules.abilities import Situation
from kilforth.rules.context import NeedAnswer
from kilforth.state import GameState
from tests.rules.helpers import (
    CITY,
    P1,
    P2,
    PACK,
    SAGA_OF,
    answer,
    ctx,
    dice,
    edit,
    give,
    of_kind,
    place,
    refused,
    run,
    stack,
    start,
)


def hero(race: str, klass: str, *, partner: bool = True) -> GameState:
    """A game whose active hero (h1) is this race and class; a partner keeps the day going."""
    specs = [(P1, race, klass, SAGA_OF[klass])]
    if partner:
        other_race = "human" if race != "human" else "elf"
        other_class = "priest" if klass != "priest" else "warrior"
        specs.append((P2, other_race, other_class, SAGA_OF[other_class]))
    state = start(len(specs), mode="coop", seed=33, specs=specs)
    return edit(state, lambda s: (setattr(s, "first_hero", "h1"), setattr(s.turn, "hero", "h1")))


def at(state: GameState, region: str) -> GameState:
    return edit(state, lambda s: setattr(s.hero("h1"), "region", region))


def region_of(state: GameState, terrain: str) -> str:
    return next(r for r in state.grid if board.terrain_of(PACK, r) == terrain)


def value(state: GameState, attr: str, against: str | None = None, **sit: object) -> int:
    return abilities.attribute(ctx(state), state.hero("h1"), attr,  # type: ignore[arg-type]
                               Situation(attribute=attr, against=against, **sit))  # type: ignore[arg-type]


# ------------------------------------------------------------------ attributes and the dice pool

# Checks R-ATTR-2, R-TEST-2.
def test_attribute_is_race_base_plus_ready_bonuses_R_ATTR_2_R_TEST_2_AMB_1() -> None:
    state = hero("human", "warrior")
    assert value(state, "fight") == 3 + 2
    exhausted = edit(state, lambda s: s.hero("h1").exhausted.append("warrior"))
    assert value(exhausted, "fight") == 3  # an exhausted card gives no bonus (R-PRQ-7)


# Checks R-TEST-1, R-TEST-3.
def test_the_dice_pool_is_the_attribute_value_R_TEST_1_R_TEST_3() -> None:
    state = hero("human", "warrior")
    dice(state, 6, 6, 6, 6, 6)
    c = ctx(state)
    result = dice_rules.hero_test(c, state.hero("h1"), "fight", Situation(), target=1, need=1, purpose="t")
    assert len(result.dice) == 5 and result.successes == 5


# Checks R-TEST-5.
def test_fives_and_sixes_succeed_and_the_beginner_variant_adds_fours_R_TEST_5() -> None:
    state = hero("human", "warrior")
    dice(state, 4, 5, 6)
    c = ctx(state)
    assert dice_rules.hero_test(c, state.hero("h1"), "study", Situation(), target=None, need=None,
                                purpose="t").successes == 2
    easy = start(1, mode="solo", seed=33, beginner_successes=True)
    dice(easy, 4, 5, 6)
    assert dice_rules.hero_test(ctx(easy), easy.hero("h1"), "study", Situation(), target=None, need=None,
                                purpose="t").successes == 3


# Checks R-TEST-7.
def test_a_foe_tests_with_its_printed_value_only_R_TEST_7() -> None:
    state = hero("human", "warrior")
    dice(state, 6, 1, 5)
    assert dice_rules.foe_test(ctx(state), "raider-band", "fight", 3, purpose="battle") == 2
    easy = start(1, mode="solo", seed=33, beginner_successes=True)  # R-TEST-5: a Foe's 4s succeed too
    dice(easy, 6, 4, 3)
    assert dice_rules.foe_test(ctx(easy), "raider-band", "fight", 3, purpose="battle") == 2


def test_orc_gets_plus_one_against_humanoids_and_half_demon_against_demons_R_RACE_table() -> None:
    orc = hero("orc", "warrior")
    assert value(orc, "fight", against="raider-band") == value(orc, "fight") + 1  # humanoid
    assert value(orc, "fight", against="field-imp") == value(orc, "fight")  # demon
    half = hero("half-demon", "warrior")
    assert value(half, "fight", against="field-imp") == value(half, "fight") + 1


# Checks R-ENG-SURP-5.
def test_assassin_gains_fight_and_sneak_with_surprise_R_ENG_SURP_5() -> None:
    state = hero("human", "assassin")
    assert value(state, "fight", surprise=True) == value(state, "fight") + 1
    assert value(state, "sneak", surprise=True) == value(state, "sneak") + 1


def test_use_x_for_y_takes_the_better_value_AMB_4() -> None:
    state = hero("human", "warrior")
    state = edit(state, lambda s: s.hero("h1").talents.append("martial-commanding-presence"))
    used = abilities.test_value(ctx(state), state.hero("h1"), "influence", Situation(attribute="influence"))
    assert used == (5, "fight")


# ------------------------------------------------------------------ triggers

# Checks R-ACT-MOVE-3.
def test_halfling_hides_on_entering_plains_R_ACT_MOVE_3() -> None:
    state = hero("halfling", "rogue")
    plains = region_of(state, "plains")
    start_from = board.orthogonal(state, plains)[0]
    quest = next(e.id for e in PACK.encounters.values() if e.terrain == "plains" and e.type == "quest" and not e.event)
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", start_from), stack(s, "encounter:plains", quest)))
    out = run(state, Move(player=P1, region=plains))
    assert out.state.hero("h1").hidden
    assert of_kind(out.events, "ability_used")[0].card == "halfling"  # free: nothing was asked


# Checks R-ACT-MOVE-3.
def test_ranger_hides_on_entering_forests_R_ACT_MOVE_3() -> None:
    state = hero("human", "ranger")
    forest = region_of(state, "forests")
    start_from = board.orthogonal(state, forest)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", start_from),
                                   board.add_to_region(s, forest, "encounters", s.decks["encounter:forests"].pop())))
    out = apply(state, Move(player=P1, region=forest))
    assert out.state.hero("h1").hidden


# Checks R-RWD-10.
def test_soldier_gains_gold_and_vampire_heals_on_defeating_a_foe_R_RWD_10() -> None:
    for klass, race in (("soldier", "human"), ("warrior", "vampire")):
        state = hero(race, klass)
        plains = region_of(state, "plains")
        origin = board.orthogonal(state, plains)[0]
        state = edit(state, lambda s, o=origin: (setattr(s.hero("h1"), "region", o),
                                                  stack(s, "encounter:plains", "field-imp"),
                                                  setattr(s.hero("h1"), "hp", 3)))
        dice(state, *([6] * 6), 1, 1, 1)
        out = run(state, Move(player=P1, region=plains), "gold", "keep")
        h = out.state.hero("h1")
        if klass == "soldier":
            gains = [e for e in of_kind(out.events, "changed") if e.what == "gold" and e.reason.startswith("effect:")]
            assert gains and gains[0].delta == 1
        else:
            assert h.hp == 4  # healed 2, capped at the maximum (R-OTH-6)


def test_dwarf_heals_when_camping_on_mountains_AMB_4() -> None:
    state = hero("dwarf", "warrior")
    mountains = region_of(state, "mountains")
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", mountains), setattr(s.hero("h1"), "hp", 2),
                                   setattr(s.hero("h1"), "ap", 2)))
    from kilforth.commands import Camp

    out = run(state, Camp(player=P1))
    assert out.state.hero("h1").hp == 3


def _war_mage_engaged() -> GameState:
    """A War Mage who has just moved onto a Field Imp, asked whether to use the Opening Blast."""
    state = hero("human", "war-mage")
    plains = region_of(state, "plains")
    origin = board.orthogonal(state, plains)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin), stack(s, "encounter:plains", "field-imp")))
    dice(state, 1, 1, 1, 1, 1, 1)
    out = apply(state, Move(player=P1, region=plains))
    assert out.state.pending.prompt.kind == "use_ability"
    return out.state


# Checks R-ENG-3.
def test_war_mage_exhausts_at_engagement_start_for_one_damage_each_R_ENG_3_AMB_4() -> None:
    out = answer(_war_mage_engaged(), "yes")
    h = out.state.hero("h1")
    assert "war-mage" in h.exhausted
    assert any(e.kind == "changed" and e.what == "hp" and e.delta == -1 for e in out.events)


# Checks R-ENG-3, R-PRQ-7.
def test_war_mage_may_decline_its_blast_and_keeps_its_hp_and_ready_card_R_ENG_3_R_PRQ_7() -> None:
    """An Exhaust ability is a choice (R-PRQ-7): a War Mage who says no loses no HP."""
    engaged = _war_mage_engaged()
    hp = engaged.hero("h1").hp
    out = answer(engaged, "no")
    assert "war-mage" not in out.state.hero("h1").exhausted
    assert not any(e.kind == "ability_used" for e in out.events)
    assert not any(e.kind == "changed" and e.what == "hp" and e.reason.startswith("effect:war-mage")
                   for e in out.events)
    assert out.state.hero("h1").hp <= hp  # only the Battle itself may still wound


# Checks R-ENG-EVA-6.
def test_druid_evades_humanoids_without_a_test_R_ENG_EVA_6() -> None:
    state = hero("human", "druid")
    plains = region_of(state, "plains")
    origin = board.orthogonal(state, plains)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin), setattr(s.hero("h1"), "hidden", True),
                                   stack(s, "encounter:plains", "raider-band")))
    out = apply(state, Move(player=P1, region=plains))
    assert "auto" in {o.id for o in out.state.pending.prompt.options}
    # AMB-4: no Hidden status is needed, and nothing is asked (a Hero ability, R-ABIL-5).
    seen = edit(state, lambda s: setattr(s.hero("h1"), "hidden", False))
    out = run(seen, Move(player=P1, region=plains))
    assert of_kind(out.events, "evaded")[0].automatic and "roll" not in [e.kind for e in out.events]
    assert "raider-band" in out.state.hero("h1").evaded and not out.state.hero("h1").hidden
    # A Foe of another subtype is fought as usual.
    demon = edit(seen, lambda s: (s.decks["encounter:plains"].remove("raider-band"),
                                  stack(s, "encounter:plains", "field-imp"),
                                  setattr(s.hero("h1"), "prefs", s.hero("h1").prefs.model_copy(
                                      update={"fate": "never"}))))
    dice(demon, *[1] * 12)
    out = apply(demon, Move(player=P1, region=plains))
    assert "evaded" not in [e.kind for e in out.events] and "battle_round" in [e.kind for e in out.events]


# ------------------------------------------------------------------ activated abilities, costs and limits

# Checks R-ACT-CONF-7.
def test_werewolf_rage_adds_fight_and_forbids_confront_R_ACT_CONF_7_AMB_4() -> None:
    state = hero("werewolf", "warrior")
    before = value(state, "fight")
    out = run(state, Use(player=P1, card="werewolf"))
    raged = out.state
    assert value(raged, "fight") == before + 1
    assert "werewolf" in raged.hero("h1").exhausted
    plains = region_of(raged, "plains")
    raged = edit(raged, lambda s: (setattr(s.turn, "hero", "h1"), setattr(s.hero("h1"), "region", plains),
                                   place(s, "abandoned-mill", plains)))
    refused(raged, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "action_forbidden")
    refused(raged, Use(player=P1, card="werewolf"), "exhausted")  # R-PRQ-7


# Checks R-ACT-DISC-2, R-PRQ-3.
def test_sorcerer_discovers_anywhere_once_per_game_R_ACT_DISC_2_R_PRQ_3() -> None:
    """R-REF-1, R-OTH-9: the Class card's text beats the Region requirement of R-ACT-DISC-1."""
    state = hero("human", "sorcerer")
    reward = next(r for r in PACK.rewards.values() if r.region != CITY)
    state = edit(state, lambda s: give(s, "h1", reward.id))
    refused(state, Discover(player=P1, card=reward.id), "wrong_region")
    out = run(state, Use(player=P1, card="sorcerer"))
    assert "discover_anywhere" in out.state.hero("h1").grants
    ready = edit(out.state, lambda s: (setattr(s.turn, "hero", "h1"), s.hero("h1").exhausted.clear()))
    out = run(ready, Discover(player=P1, card=reward.id))
    assert reward.id in out.state.hero("h1").assets
    again = edit(out.state, lambda s: (setattr(s.turn, "hero", "h1"), s.hero("h1").exhausted.clear()))
    refused(again, Use(player=P1, card="sorcerer"), "limit_reached")  # once per game


# Checks R-PRQ-3.
def test_dark_elf_discards_an_ally_to_heal_once_per_day_R_PRQ_3() -> None:
    state = hero("dark-elf", "warrior")
    allies = [c for c in state.decks["reward:ally"][:2]]
    state = edit(state, lambda s: ([give(s, "h1", a) for a in allies], setattr(s.hero("h1"), "hp", 1),
                                   setattr(s.hero("h1"), "ap", 1)))
    out = run(state, Use(player=P1, card="dark-elf"), allies[0])
    assert out.state.hero("h1").hp == 4 and allies[0] not in out.state.hero("h1").rumours
    again = edit(out.state, lambda s: setattr(s.turn, "hero", "h1"))
    refused(again, Use(player=P1, card="dark-elf"), "limit_reached")


# Checks R-PRQ-1, R-PRQ-7.
def test_an_exhaust_ability_needs_its_condition_R_PRQ_1_R_PRQ_7() -> None:
    state = hero("human", "warrior")
    state = edit(state, lambda s: (s.hero("h1").talents.append("martial-mountain-vigour"),
                                   setattr(s.hero("h1"), "hp", 2), setattr(s.hero("h1"), "ap", 2)))
    refused(state, Use(player=P1, card="martial-mountain-vigour"), "condition_unmet")
    up = at(state, region_of(state, "mountains"))
    out = run(up, Use(player=P1, card="martial-mountain-vigour"))
    assert out.state.hero("h1").hp == 3


# Checks R-PRQ-2, R-ACT-DISC-3, R-ATTR-4.
def test_a_spell_can_be_discovered_but_not_used_below_its_padlock_R_PRQ_2_R_ACT_DISC_3_R_ATTR_4() -> None:
    state = hero("halfling", "warrior")  # Study 3
    spell = PACK.rewards["spell-far-reach"]  # padlock 4, a gift ability
    state = edit(state, lambda s: (give(s, "h1", spell.id), setattr(s.hero("h1"), "region", spell.region)))
    out = run(state, Discover(player=P1, card=spell.id))
    assert spell.id in out.state.hero("h1").assets
    locked = edit(out.state, lambda s: setattr(s.turn, "hero", "h1"))
    refused(locked, Resolve(player=P1, card=spell.id), "spell_locked")


# Checks R-TEST-4, R-PRQ-7.
def test_a_roll_ability_is_offered_only_when_it_helps_R_TEST_4_R_PRQ_7() -> None:
    state = hero("human", "warrior")
    state = edit(state, lambda s: s.hero("h1").talents.append("martial-second-swing"))  # reroll 1s in combat
    c = ctx(state)
    dice(state, 1, 1, 6, 6, 6, 5, 5)
    sit = Situation(in_combat=True, against="raider-band")
    with pytest.raises(NeedAnswer) as asked:
        dice_rules.hero_test(c, state.hero("h1"), "fight", sit, target=None, need=5, purpose="battle")
    assert asked.value.prompt.kind == "roll_ability"
    state2 = edit(state, lambda s: None)
    dice(state2, 6, 6, 6, 6, 6)
    result = dice_rules.hero_test(ctx(state2), state2.hero("h1"), "fight", Situation(in_combat=True),
                                  target=None, need=5, purpose="battle")
    assert result.successes == 5  # nothing to reroll, nothing asked


# Checks R-ABIL-4, R-GIFT-RES-2, R-RWD-3.
def test_a_gift_loot_token_is_resolved_and_removed_R_ABIL_4_R_GIFT_RES_2_R_RWD_3() -> None:
    state = hero("human", "warrior")
    token = next(t.id for t in PACK.loot.values() if t.abilities and
                 any(e.kind == "gain_fate" for a in t.abilities for e in a.effects))
    state = edit(state, lambda s: give(s, "h1", token, "loot"))
    fate = state.hero("h1").fate
    out = run(state, Resolve(player=P1, card=token))
    assert out.state.hero("h1").fate > fate and token in out.state.removed


# ------------------------------------------------------------------ Hidden, successes, the City

# Checks R-HID-3, R-HID-2.
def test_hidden_hero_may_give_up_hidden_at_any_time_R_HID_3_R_HID_2() -> None:
    state = hero("human", "warrior")
    state = edit(state, lambda s: (setattr(s.hero("h2"), "hidden", True)))
    out = run(state, Unhide(player=P2))  # not h2's turn: allowed by default (AMB-41)
    assert not out.state.hero("h2").hidden
    strict = state.model_copy(update={"options": state.options.model_copy(update={"unhide_timing": "own_turn_only"})})
    refused(strict, Unhide(player=P2), "not_your_turn")


# Checks R-ACT-SEARCH-3, R-ACT-MOVE-5.
def test_search_drawing_an_enemy_engages_it_with_surprise_R_ACT_SEARCH_3_R_ACT_MOVE_5() -> None:
    state = hero("human", "warrior")
    plains = region_of(state, "plains")
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", plains), stack(s, "encounter:plains", "field-imp")))
    dice(state, 6, 6, 1, 1, 1, 1, 1, 1)
    out = run(state, Search(player=P1), "gold", "keep")
    assert of_kind(out.events, "engaged")[0].surprise == "foe"


# Checks R-CITY-2.
def test_the_city_never_engages_R_CITY_2() -> None:
    state = hero("human", "warrior")
    assert not state.regions[CITY].encounters
    from kilforth.rules.engagement import enemies_to_engage

    assert enemies_to_engage(ctx(state), state.hero("h1")) == []


# Checks R-ENG-BAT-1, R-ENG-BAT-2, R-ENG-BAT-7.
def test_battles_go_on_round_after_round_until_a_side_falls_R_ENG_BAT_1_R_ENG_BAT_2_R_ENG_BAT_7() -> None:
    state = hero("human", "warrior")
    state = edit(state, lambda s: setattr(s.hero("h1"), "prefs", s.hero("h1").prefs.model_copy(update={"fight_to_the_end": True})))
    plains = region_of(state, "plains")
    origin = board.orthogonal(state, plains)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin), stack(s, "encounter:plains", "raider-band")))
    # One hit a round for the hero; the Raiders (Surprise in round 1) hit once, then miss.
    dice(state, 6, 1, 1, 1, 1, 6, 1, 1, 1,
         6, 1, 1, 1, 1, 1, 1, 1,
         6, 1, 1, 1, 1, 1, 1, 1)
    # Fate is offered for one more damage in round 1 and to finish the Raiders in round 2
    # (R-TEST-6, R-ENG-BAT-3): refused both times.
    out = run(state, Move(player=P1, region=plains), "no", "no", "gold", "keep")
    assert [p.prompt.kind for p in of_kind(out.events, "prompt_opened")][:2] == ["fate", "fate"]
    rounds = of_kind(out.events, "battle_round")
    assert [r.foe_hp for r in rounds] == [2, 1, 0]
    assert PACK.encounters["raider-band"].health == 3  # R-ENG-BAT-1: HP from the red shield


# Checks R-ENG-DEF-4, R-OTH-6.
def test_a_hero_never_loses_more_hp_than_they_have_R_ENG_DEF_4_R_OTH_6() -> None:
    from kilforth.rules.heroes import heal, wound

    state = hero("human", "warrior")
    c = ctx(state)
    h = state.hero("h1")
    assert wound(c, h, 9, "test") == 4 and h.hp == 0
    assert heal(c, h, 9, "test") == 4 and h.hp == h.max_hp


# Checks R-OTH-3.
def test_drawing_for_a_criterion_discards_the_others_R_OTH_3() -> None:
    state = hero("human", "warrior")
    c = ctx(state)
    deck = state.decks["encounter:plains"]
    wanted = next(card for card in reversed(deck) if PACK.encounters[card].type == "enemy")
    skipped = deck[deck.index(wanted) + 1:]
    assert board.draw_matching(c, "encounter:plains", lambda card: card == wanted) == wanted
    assert set(skipped) <= set(state.discards["encounter:plains"])


# Checks R-SUCC-5, R-OTH-4.
def test_a_modified_target_still_needs_a_confront_R_SUCC_5_R_OTH_4() -> None:
    state = hero("human", "warrior")
    plains = region_of(state, "plains")
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", plains), place(s, "abandoned-mill", plains)))
    dice(state, 6, 1, 1)
    out = run(state, Confront(player=P1, encounter="abandoned-mill", attribute="study"), "no")
    assert "abandoned-mill" in out.state.regions[plains].encounters  # held 1 of 2: not defeated by itself


# Checks R-SUCC-7.
def test_evasion_tests_do_not_accumulate_R_SUCC_7() -> None:
    state = hero("human", "warrior")
    plains = region_of(state, "plains")
    origin = board.orthogonal(state, plains)[0]
    state = edit(state, lambda s: (setattr(s.hero("h1"), "region", origin), setattr(s.hero("h1"), "hidden", True),
                                   stack(s, "encounter:plains", "raider-band")))
    dice(state, 6, 1, 6, 6, 6, 6, 6, 1, 1, 1, 1)
    out = run(state, Move(player=P1, region=plains), "evade", "no", "gold", "keep")
    assert "raider-band" not in out.state.hero("h1").successes


def test_enter_play_and_leave_play_fire_when_an_asset_arrives_and_goes_R_PRQ_4_R_PRQ_5() -> None:
    """A pack where one Reward prints both triggers: +2 Gold on entering play, +1 Fate on
    leaving it (sold at Trade, an out-of-play zone)."""
    from kilforth.commands import Trade
    from kilforth.content.effects import Ability

    reward = PACK.rewards["ally-old-sergeant"]
    triggers = [
        Ability.model_validate({"id": "muster", "timing": "trigger",
                                "trigger": "enter_play", "effects": [{"kind": "gain_gold", "amount": 2}]}),
        Ability.model_validate({"id": "farewell", "timing": "trigger",
                                "trigger": "leave_play", "effects": [{"kind": "gain_fate", "amount": 1}]}),
    ]
    rewards = {**PACK.rewards, reward.id: reward.model_copy(update={"abilities": [*reward.abilities, *triggers]})}
    pack = PACK.model_copy(update={"rewards": rewards})
    state = edit(hero("human", "warrior", partner=False), lambda s: give(s, "h1", reward.id))
    assert reward.region == CITY and state.hero("h1").region == CITY
    gold, fate = state.hero("h1").gold, state.hero("h1").fate
    out = apply(state, Discover(player=P1, card=reward.id), pack)
    assert out.state.hero("h1").gold == gold + 2  # R-PRQ-4: from hand into play
    state = edit(out.state, lambda s: setattr(s.turn, "hero", "h1"))
    out = apply(state, Trade(player=P1, sell=[reward.id]), pack)
    assert out.state.hero("h1").fate == fate + 1  # R-PRQ-5: from play to the discard pile
    assert out.state.hero("h1").gold == gold + 2 + reward.gold // 2
