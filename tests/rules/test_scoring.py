"""Victory Points (R-VP-*) and the end of the game (R-WIN-*)."""

from kilforth.commands import Camp
from kilforth.invariants import violations
from kilforth.render import results
from kilforth.rules import scoring
from kilforth.rules.board import TOTEM_PREFIX
from kilforth.state import EndCause, GameState
from tests.rules.helpers import P1, P2, PACK, ctx, edit, give, kinds, of_kind, refused, run, start
from tests.rules.night_helpers import resolve

ITEM = next(r.id for r in PACK.rewards.values() if r.type == "item" and r.gold > 0)


def ended(state: GameState, reason: EndCause, slayer: str | None = None) -> tuple[GameState, list]:
    return resolve(state, lambda c: scoring.end_game(c, reason, slayer=slayer))


# Checks R-VP-1.
def test_victory_points_are_gold_plus_the_gold_value_of_every_asset_R_VP_1() -> None:
    """A Totem in play counts; Rumours in hand do not."""
    def setup(s: GameState) -> None:
        hero = s.hero("h1")
        hero.gold = 3
        give(s, "h1", ITEM, "assets")
        hero.assets.append(f"{TOTEM_PREFIX}{hero.saga}")
    state = edit(start(1), setup)
    hero = state.hero("h1")
    expected = 3 + PACK.rewards[ITEM].gold + PACK.sagas[hero.saga].totem.gold
    assert hero.rumours
    assert scoring.victory_points(state, PACK, hero) == expected
    assert scoring.victory_points(ctx(state), PACK, "h1") == expected


# Checks R-SAGA-6.
def test_a_totem_is_in_one_place_and_only_for_a_completed_saga_R_SAGA_6() -> None:
    """The invariants catch a Totem in play before its Saga is complete, or in two places."""
    def totem(s: GameState) -> None:
        hero = s.hero("h1")
        hero.assets.append(f"{TOTEM_PREFIX}{hero.saga}")
    early = edit(start(1), totem)
    assert any("Totem" in v for v in violations(PACK, early))
    done = edit(early, lambda s: setattr(s.hero("h1"), "chapter", 6))
    assert violations(PACK, done) == []
    twice = edit(done, lambda s: s.removed.append(f"{TOTEM_PREFIX}{s.hero('h1').saga}"))
    assert any("Totem" in v for v in violations(PACK, twice))


def _golds(*golds: int) -> object:
    def setup(s: GameState) -> None:
        for hero, gold in zip(s.heroes, golds, strict=True):
            hero.gold = gold
    return setup


# Checks R-VP-2.
def test_the_coop_score_divides_by_the_heroes_who_started_rounded_up_R_VP_2() -> None:
    """A removed hero scores 0 but still counts in the divisor (AMB-10)."""
    state = edit(start(3, seed=4), _golds(5, 2, 0))
    state = edit(state, lambda s: setattr(s.hero("h3"), "removed", True))
    after, _ = ended(state, "time")
    assert after.result is not None
    assert after.result.vp == {"h1": 5, "h2": 2, "h3": 0}
    assert after.result.team_vp == 3  # 7 / 3, rounded up
    in_play = edit(state, lambda s: setattr(s, "options", s.options.model_copy(
        update={"coop_vp_divisor": "heroes_in_play"})))
    after, _ = ended(in_play, "time")
    assert after.result is not None and after.result.team_vp == 4  # 7 / 2, rounded up


# Checks R-WIN-3.
def test_coop_time_running_out_is_a_loss_R_WIN_3() -> None:
    after, events = ended(start(2, seed=4), "time")
    result = after.result
    assert result is not None and result.outcome == "lost" and result.winners == []
    assert result.days == 1 and result.ancients_defeated == []
    assert after.phase == "over" and after.turn is None
    assert of_kind(events, "game_over")[0].result == result


# Checks R-WIN-2.
def test_competitive_most_victory_points_wins_and_ties_are_shared_R_WIN_2() -> None:
    """AMB-10 `vp_tie` shared; AMB-37: Victory Points, not Health. Removed heroes cannot win."""
    state = edit(start(3, mode="competitive", seed=4), _golds(4, 7, 2))
    after, _ = ended(state, "time")
    assert after.result is not None
    assert (after.result.outcome, after.result.winners, after.result.team_vp) == ("finished", ["h2"], None)
    tie = edit(state, _golds(7, 7, 2))
    after, _ = ended(tie, "time")
    assert after.result is not None and after.result.winners == ["h1", "h2"]
    gone = edit(state, lambda s: (setattr(s.hero("h2"), "removed", True)))
    after, _ = ended(gone, "time")
    assert after.result is not None and after.result.winners == ["h1"]


# Checks R-WIN-2.
def test_competitive_the_ancients_slayer_wins_whatever_the_points_R_WIN_2() -> None:
    state = edit(start(2, mode="competitive", seed=4), _golds(1, 30))
    after, _ = ended(state, "ancient", slayer="h1")
    assert after.result is not None
    assert (after.result.outcome, after.result.winners) == ("won", ["h1"])


# Checks R-WIN-5.
def test_no_hero_left_is_a_loss_R_WIN_5() -> None:
    state = edit(start(2, mode="competitive", seed=4), lambda s: [setattr(h, "removed", True) for h in s.heroes])
    after, _ = ended(state, "no_heroes")
    assert after.result is not None and (after.result.outcome, after.result.winners) == ("lost", [])


# Checks R-WIN-1.
def test_the_game_is_recorded_once_R_WIN_1() -> None:
    state = start(1)
    c = ctx(state.model_copy(deep=True))
    scoring.end_game(c, "time")
    first = c.state.result
    scoring.end_game(c, "no_heroes")
    assert c.state.result == first and kinds(c.events) == ["game_over"]


def test_the_game_ends_after_the_25th_day_without_a_night_R_WIN_1() -> None:
    state = edit(start(2, seed=4, first_hero="lowest_sneak"), lambda s: setattr(s, "day", 25))
    out = run(state, Camp(player=P1))
    out = run(out.state, Camp(player=P2))
    order = kinds(out.events)
    assert "night_started" not in order and order[-1] == "game_over"
    result = out.state.result
    assert result is not None and result.days == 25 and result.outcome == "lost"
    assert result.cause == "time" and "R-WIN-1" in results.reason_text(result, out.state, PACK)
    assert out.state.day == 25 and out.state.phase == "over"
    refused(out.state, Camp(player=P1), "game_over")
