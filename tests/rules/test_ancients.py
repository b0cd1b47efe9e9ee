"""The Ancients' arrival (R-SAGA-7) and the Assault Gift (R-GIFT-AS-*). h1 is a human
warrior (Fight 5, 4 HP) and the active hero; h2 an elf priest (Fight 2). The Hollow King:
Fight 5, Health 8 + 2 (Legion of Bones), heals 2 after an Assault it survives (Deathless),
on Barrow Fields. The Mother of Thorns: Fight 4 + 1, Health 10, no healing, on Wyrmroot
Forest. Dice are scripted: each round the hero's dice, then the Ancient's."""

from collections.abc import Callable

import pytest

from kilforth.commands import Assault, Camp, Rest
from kilforth.render import results
from kilforth.render.text import event_line
from kilforth.rules import ancients, engagement
from kilforth.rules.context import Ctx
from kilforth.state import AncientState, GameState
from tests.rules.helpers import (
    P1,
    P2,
    PACK,
    apply,
    assert_sound,
    ctx,
    dice,
    edit,
    encounter,
    kinds,
    of_kind,
    place,
    refused,
    run,
)
from tests.rules.night_helpers import at_ancient, game_with, put_plot, ready_to_assault, resolve

KING, MOTHER = "hollow-king", "mother-of-thorns"
BARROW, WYRMROOT = PACK.ancients[KING].region, PACK.ancients[MOTHER].region
HIT, MISS = 6, 1


def coop(**options: object) -> GameState:
    return game_with({KING, MOTHER}, first_hero="lowest_sneak", **options)


def rivals() -> GameState:
    return game_with({KING}, mode="competitive", first_hero="lowest_sneak")


def rolls(hero_hits: int, hero_dice: int, foe_hits: int, foe_dice: int) -> list[int]:
    return [HIT] * hero_hits + [MISS] * (hero_dice - hero_hits) + [HIT] * foe_hits + [MISS] * (foe_dice - foe_hits)


def the(state: GameState, ancient: str) -> AncientState:
    return next(a for a in state.ancients if a.id == ancient)


def hp_of(state: GameState, ancient: str) -> int:
    return the(state, ancient).hp


def assault(state: GameState, hero: str = "h1", ancient: str | None = None) -> tuple[GameState, list]:
    return resolve(state, lambda c: ancients.assault(c, c.state.hero(hero), ancient))


# ------------------------------------------------------------------ arrival

# Checks R-SAGA-7.
def test_the_first_completed_saga_brings_every_ancient_in_coop_R_SAGA_7() -> None:
    state = coop()
    after, events = resolve(state, ancients.arrive_all)
    assert after.ancients_arrived and all(a.on_map for a in after.ancients)
    assert {(e.ancient, e.region) for e in of_kind(events, "ancient_entered")} == {(KING, BARROW), (MOTHER, WYRMROOT)}
    # Its Ability cards' Health modifiers are HP markers: 8 + 2 for the Hollow King.
    assert hp_of(after, KING) == 10 and hp_of(after, MOTHER) == 10
    again, more = resolve(after, ancients.arrive_all)  # later Sagas bring nobody
    assert more == [] and again == after
    assert_sound(after)


# Checks R-SAGA-7.
def test_in_a_competitive_game_the_one_ancient_arrives_R_SAGA_7() -> None:
    after, events = resolve(rivals(), ancients.arrive_all)
    assert [(e.ancient, e.region) for e in of_kind(events, "ancient_entered")] == [(KING, BARROW)]
    assert [a.id for a in after.ancients if a.on_map] == [KING]


# Checks R-SAGA-7 and R-COMP-13: an Ancient card's rival Health (6 here) is added for each
# hero beyond the second in a Competitive game, before the markers of its Ability cards.
@pytest.mark.parametrize(("mode", "heroes", "drawn", "hp"), [
    ("competitive", 2, {KING}, 8 + 2),
    ("competitive", 3, {KING}, 8 + 6 + 2),
    ("competitive", 4, {KING}, 8 + 2 * 6 + 2),
    ("coop", 3, {KING, MOTHER, "ash-wyrm"}, 8 + 2),  # each hero has an Ancient of their own
])
def test_a_competitive_ancient_gets_its_rival_health_per_hero_beyond_the_second_R_SAGA_7(
        mode: str, heroes: int, drawn: set[str], hp: int) -> None:
    king = PACK.ancients[KING].model_copy(update={"rival_health": 6})
    pack = PACK.model_copy(update={"ancients": {**PACK.ancients, KING: king}})
    ctx = Ctx(state=game_with(drawn, heroes=heroes, mode=mode), pack=pack)
    ancients.arrive_all(ctx)
    assert hp_of(ctx.state, KING) == hp


# Checks R-SAGA-7.
def test_first_game_ancients_have_no_ability_cards_R_SAGA_7() -> None:
    after, _ = resolve(coop(first_game=True), ancients.arrive_all)
    assert hp_of(after, KING) == 8


# ------------------------------------------------------------------ refusals

def _complete(s: GameState) -> None:
    for h in s.heroes:
        h.chapter = ancients.SAGA_COMPLETE


REFUSALS: list[tuple[str, Callable[[GameState], None], str | None, str]] = [
    ("not arrived", lambda s: _complete(s), KING, "ancients_not_arrived"),
    ("own saga (a)", lambda s: setattr(s.hero("h1"), "chapter", 5), KING, "saga_incomplete"),
    ("coop sagas (d)", lambda s: setattr(s.hero("h2"), "chapter", 4), KING, "sagas_incomplete"),
    ("elsewhere (b)", lambda s: setattr(s.hero("h1"), "region", WYRMROOT), KING, "not_in_ancient_region"),
    ("no ancient here (b)", lambda s: setattr(s.hero("h1"), "region", "wheatmere"), None, "not_in_ancient_region"),
    ("encounters (c)", lambda s: place(s, encounter("enemy", "plains"), BARROW), KING, "encounters_present"),
    ("unknown", lambda s: None, "ash-wyrm", "no_such_ancient"),
    ("defeated", lambda s: setattr(s.ancients[0], "defeated", True), None, "ancient_defeated"),
]


# Checks R-GIFT-AS-1, R-WIN-4.
@pytest.mark.parametrize(("case", "change", "target", "code"), REFUSALS, ids=[r[0] for r in REFUSALS])
def test_illegal_assaults_are_refused_and_change_nothing_R_GIFT_AS_1_R_WIN_4(
        case: str, change: Callable[[GameState], None], target: str | None, code: str) -> None:
    base = coop() if case == "not arrived" else ready_to_assault(coop(), KING)
    if case == "defeated":
        target = base.ancients[0].id
        base = edit(base, lambda s: at_ancient(s, "h1", target))
    state = edit(base, change)
    error = refused(state, Assault(player=P1, ancient=target), code)
    assert error.rule is not None


# Checks R-GIFT-AS-1.
def test_heroes_removed_from_the_game_do_not_block_a_coop_assault_R_GIFT_AS_1() -> None:
    """AMB-27 (1): only heroes still in play must have completed their Saga."""
    state = edit(ready_to_assault(coop(), KING), lambda s: (setattr(s.hero("h2"), "chapter", 2),
                                                            setattr(s.hero("h2"), "removed", True)))
    assert ancients.check_assault(ctx(state.model_copy(deep=True)), state.hero("h1"), None) == KING


# Checks R-GIFT-AS-1.
def test_every_team_member_must_have_completed_their_saga_R_GIFT_AS_1() -> None:
    """AMB-27 (2), in a competitive game where other heroes' Sagas do not matter otherwise."""
    def team(s: GameState) -> None:
        s.hero("h2").chapter = 3
        at_ancient(s, "h2", KING)
        s.team = ["h1", "h2"]
    state = edit(ready_to_assault(rivals(), KING), team)
    refused(state, Assault(player=P1), "teammate_saga_incomplete")
    alone = edit(state, lambda s: setattr(s, "team", []))
    assert ancients.check_assault(ctx(alone.model_copy(deep=True)), alone.hero("h1"), None) == KING


# Checks R-GIFT-AS-2.
def test_the_ancient_is_not_an_enemy_to_engage_R_GIFT_AS_2() -> None:
    state = ready_to_assault(coop(), KING)
    c = Ctx(state=state.model_copy(deep=True), pack=PACK)
    assert engagement.enemies_to_engage(c, c.state.hero("h1")) == []


# ------------------------------------------------------------------ the Battle

# Checks R-GIFT-AS-3.
def test_plots_on_the_map_join_the_ancient_and_strengthen_it_R_GIFT_AS_3() -> None:
    """Graves Opened (Health +1) and Tithe of Bones (Fight +1) leave the Map for the Hollow
    King: 11 HP, and 6 dice a round."""
    def plots(s: GameState) -> None:
        put_plot(s, "graves-opened", "ashen-moor")
        put_plot(s, "tithe-of-bones", "wheatmere")
    state = edit(ready_to_assault(coop(), KING), plots)
    dice(state, *rolls(0, 5, 0, 6), *rolls(0, 5, 4, 6))
    after, events = assault(state)
    start = of_kind(events, "ancient_assaulted")[0]
    assert sorted(start.plots) == ["graves-opened", "tithe-of-bones"] and start.hp == 11
    assert all(r.plots == () for r in after.regions.values())
    king = the(after, KING)
    assert sorted(king.plots) == ["graves-opened", "tithe-of-bones"]
    assert len(of_kind(events, "roll")[1].dice) == 6
    assert king.hp == 11  # undamaged, and already at its full Health: Deathless heals nothing
    assert_sound(after)


# Checks R-GIFT-AS-3.
def test_plots_accumulate_across_assaults_R_GIFT_AS_3() -> None:
    """AMB-27 (3): Plots that joined stay; later Plots on the Map are added."""
    def setup(s: GameState) -> None:
        king = the(s, KING)
        s.decks["plot"].remove("graves-opened")
        king.plots = ["graves-opened"]
        put_plot(s, "black-procession", "ashen-moor")
    state = edit(ready_to_assault(coop(), KING), setup)
    dice(state, *rolls(0, 5, 4, 5))
    after, _ = assault(state)
    assert the(after, KING).plots == ["graves-opened", "black-procession"]
    assert_sound(after)


# Checks R-GIFT-AS-4, R-GIFT-AS-5.
def test_straight_to_battle_at_current_hp_without_surprise_or_escape_R_GIFT_AS_4_R_GIFT_AS_5() -> None:
    """The Mother of Thorns, wounded to 3 HP earlier, fights on at 3 HP; no Surprise die on
    either side, no prompt to flee however many rounds it takes."""
    state = edit(ready_to_assault(coop(), MOTHER), lambda s: setattr(the(s, MOTHER), "hp", 3))
    dice(state, *rolls(1, 5, 0, 5), *rolls(1, 5, 0, 5), *rolls(1, 5, 0, 5))
    after, events = assault(state, ancient=MOTHER)
    assert of_kind(events, "ancient_assaulted")[0].hp == 3
    assert [len(r.dice) for r in of_kind(events, "roll")] == [5, 5] * 3
    assert [r.foe_hp for r in of_kind(events, "battle_round")] == [2, 1, 0]
    assert "engaged" not in kinds(events) and "evaded" not in kinds(events)
    assert the(after, MOTHER).defeated


# Checks R-GIFT-AS-6, R-GIFT-AS-8.
def test_the_ancient_keeps_its_damage_and_the_fallen_hero_leaves_the_game_R_GIFT_AS_6_R_GIFT_AS_8() -> None:
    """Through the engine: h1 wounds the Mother of Thorns twice and falls, and a hero defeated
    by an Ancient leaves the game (R-ENG-DEF-3). She stays at 8 HP; h1's cards are discarded,
    and the turn passes to h2."""
    state = ready_to_assault(coop(), MOTHER)
    dice(state, *rolls(2, 5, 5, 5))
    out = run(state, Assault(player=P1, ancient=MOTHER))
    assert hp_of(out.state, MOTHER) == 8
    gone = out.state.hero("h1")
    assert gone.removed and not gone.in_play
    assert gone.rumours == [] and gone.assets == [] and gone.loot == [] and gone.gold == 0
    assert of_kind(out.events, "hero_defeated")[0].removed
    assert out.state.result is None
    assert out.state.turn is not None and out.state.turn.hero == "h2"
    assert of_kind(out.events, "turn_started")[-1].hero == "h2"


# Checks R-GIFT-AS-6.
def test_an_ability_card_may_heal_the_ancient_after_an_assault_R_GIFT_AS_6() -> None:
    """Deathless: the Hollow King heals 2 HP after an Assault he survives, never above his
    full Health."""
    state = ready_to_assault(coop(), KING)
    dice(state, *rolls(3, 5, 5, 5))
    after, events = assault(state)
    assert hp_of(after, KING) == 9  # 10 - 3 + 2
    healed = of_kind(events, "ancient_healed")[0]
    assert (healed.card, healed.amount, healed.hp) == ("hollow-king-deathless", 2, 9)
    # Issue 35.9: the Ability card is told by its name, never its id.
    told = event_line(after, PACK, healed)
    assert told is not None and PACK.capability_names["hollow-king-deathless"] in told
    assert "hollow-king-deathless" not in told
    dice(state, *rolls(1, 5, 5, 5))
    after, events = assault(state)
    assert hp_of(after, KING) == 10
    assert of_kind(events, "ancient_healed")[0].amount == 1


# Checks R-GIFT-AS-7, R-WIN-2.
def test_defeating_the_ancient_pays_its_gold_and_the_slayer_wins_R_GIFT_AS_7_R_WIN_2() -> None:
    """Competitive: h2 is far richer, but h1 felled the Ancient and wins at once."""
    def setup(s: GameState) -> None:
        the(s, KING).hp = 2
        s.hero("h2").gold = 40
    state = edit(ready_to_assault(rivals(), KING), setup)
    dice(state, *rolls(2, 5, 0, 5))
    out = run(state, Assault(player=P1))
    king = the(out.state, KING)
    assert king.defeated and not king.on_map and king.hp == 0
    assert out.state.hero("h1").gold == 1 + PACK.ancients[KING].gold
    assert of_kind(out.events, "ancient_defeated")[0].hero == "h1"
    result = out.state.result
    assert result is not None and result.outcome == "won" and result.winners == ["h1"]
    assert out.state.phase == "over" and out.state.turn is None
    refused(out.state, Assault(player=P1), "game_over")


# Checks R-GIFT-AS-7, R-WIN-3.
def test_in_coop_the_game_goes_on_until_every_ancient_falls_R_GIFT_AS_7_R_WIN_3() -> None:
    state = edit(ready_to_assault(coop(), KING), lambda s: setattr(the(s, KING), "hp", 1))
    dice(state, *rolls(1, 5, 0, 5))
    out = run(state, Assault(player=P1))
    assert out.state.result is None and the(out.state, KING).defeated
    assert out.state.turn is not None and out.state.turn.hero == "h1"  # a Gift: the turn goes on
    mother = edit(out.state, lambda s: (at_ancient(s, "h1", MOTHER), setattr(the(s, MOTHER), "hp", 1)))
    dice(mother, *rolls(1, 5, 0, 5))
    out = run(mother, Assault(player=P1))
    result = out.state.result
    assert result is not None and result.outcome == "won"
    assert result.winners == ["h1", "h2"] and sorted(result.ancients_defeated) == [KING, MOTHER]


# Checks R-WIN-3, R-GIFT-AS-8.
def test_the_heroes_win_even_if_the_last_hero_falls_felling_the_last_ancient_R_WIN_3_R_GIFT_AS_8() -> None:
    solo = game_with({MOTHER}, heroes=1, mode="solo")
    state = edit(ready_to_assault(solo, MOTHER), lambda s: setattr(the(s, MOTHER), "hp", 1))
    dice(state, *rolls(1, 5, 5, 5))
    after, events = assault(state, ancient=MOTHER)
    assert after.hero("h1").removed
    assert after.result is not None and after.result.outcome == "won" and after.result.winners == ["h1"]
    assert kinds(events).index("game_over") < kinds(events).index("hero_defeated")


# Checks R-GIFT-AS-8.
def test_the_game_is_lost_when_no_hero_remains_R_WIN_5_R_GIFT_AS_8() -> None:
    solo = game_with({MOTHER}, heroes=1, mode="solo")
    state = ready_to_assault(solo, MOTHER)
    dice(state, *rolls(0, 5, 5, 5))
    after, _ = assault(state, ancient=MOTHER)
    assert after.result is not None and after.result.outcome == "lost"
    assert hp_of(after, MOTHER) == 10
    assert after.result.cause == "no_heroes"
    assert "R-WIN-5" in results.reason_text(after.result, after, PACK)


# Checks R-WIN-5.
def test_felling_one_ancient_with_the_last_hero_still_loses_while_another_remains_R_WIN_5() -> None:
    state = edit(ready_to_assault(coop(), KING), lambda s: (setattr(the(s, KING), "hp", 1),
                                                            setattr(s.hero("h2"), "removed", True)))
    dice(state, *rolls(1, 5, 5, 5))
    after, _ = assault(state)
    assert the(after, KING).defeated
    assert after.result is not None and after.result.outcome == "lost"


# Checks R-GIFT-AS-4.
def test_a_team_assaults_together_R_GIFT_AS_4() -> None:
    """AMB-27 (2): both members roll their own Fight and the Ancient strikes at each."""
    state = edit(ready_to_assault(coop(), MOTHER, "h1", "h2"), lambda s: setattr(s, "team", ["h1", "h2"]))
    dice(state, *rolls(5, 5, 0, 5), *rolls(2, 2, 0, 5), *rolls(3, 5, 0, 5), *rolls(0, 2, 0, 5))
    after, events = assault(state, ancient=MOTHER)
    assert of_kind(events, "ancient_assaulted")[0].team == ["h1", "h2"]
    assert [r.tester for r in of_kind(events, "roll")][:4] == ["h1", MOTHER, "h2", MOTHER]
    assert hp_of(after, MOTHER) == 0 and after.team == []
    assert after.result is None  # the Hollow King still stands
    solo = edit(state, lambda s: setattr(s, "options", s.options.model_copy(update={"team_assault": False})))
    dice(solo, *rolls(0, 5, 4, 5))
    _, events = assault(solo, ancient=MOTHER)
    assert {r.tester for r in of_kind(events, "roll")} == {"h1", MOTHER}


def _spent(state: GameState) -> None:
    """h2 has no AP left; h1, the active hero, is about to camp and hand the turn over."""
    state.hero("h2").ap = 0


# Checks R-GIFT-1, R-TURN-5.
def test_a_spent_hero_who_could_assault_keeps_the_turn_for_it_R_GIFT_1_R_TURN_5() -> None:
    """G-8: an Assault costs no AP. h2 starts a turn at 0 AP on the Mother of Thorns' Region:
    not made to camp, they may Assault, then must Make Camp (no Action is possible)."""
    state = edit(ready_to_assault(coop(), MOTHER, "h2"), _spent)
    out = run(state, Camp(player=P1))
    assert out.state.turn is not None and out.state.turn.hero == "h2" and not out.state.hero("h2").camped
    refused(out.state, Rest(player=P2), "no_ap")
    dice(out.state, *rolls(0, 2, 0, 5), *rolls(0, 2, 4, 5))
    after = run(out.state, Assault(player=P2, ancient=MOTHER))
    assert of_kind(after.events, "ancient_assaulted")[0].hero == "h2"


# Checks R-TURN-5.
@pytest.mark.parametrize("why", ["elsewhere", "hidden", "no saga"])
def test_a_spent_hero_who_cannot_assault_makes_camp_at_once_R_TURN_5(why: str) -> None:
    def setup(s: GameState) -> None:
        _spent(s)
        h2 = s.hero("h2")
        if why == "elsewhere":
            h2.region = "wheatmere"
        elif why == "hidden":
            h2.hidden = True
        else:
            h2.chapter = 5
    state = edit(ready_to_assault(coop(), MOTHER, "h2"), setup)
    out = run(state, Camp(player=P1))
    camped = [e for e in of_kind(out.events, "camped") if e.hero == "h2"]
    assert camped and not camped[0].forced  # Step 2's ordinary camp (AMB-11, RUL-3)
    assert out.state.day == 2


# Checks R-GIFT-AS-1.
def test_the_assault_command_through_the_engine_R_GIFT_AS_1() -> None:
    """No Ancient named: the one in the hero's Region is assaulted."""
    state = ready_to_assault(coop(), MOTHER)
    dice(state, *rolls(0, 5, 4, 5))
    out = apply(state, Assault(player=P1))
    assert of_kind(out.events, "ancient_assaulted")[0].ancient == MOTHER
    assert_sound(out.state)
