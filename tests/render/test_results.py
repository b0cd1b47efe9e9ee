"""The end of a game's scores say where each hero's Victory Points come from (R-VP-1), and
why a score is 0 (R-VP-2), in English and French (issue 35.9)."""

from kilforth.render.results import hero_score
from kilforth.render.say import say_for
from kilforth.state import GameResult, GameState
from tests.rules.helpers import PACK, start


def ended(gold: int, vp: dict[str, int]) -> GameState:
    """A two-hero game ended by time, Bo removed by an Ancient."""
    state = start(2, mode="coop")
    state.heroes[0].gold = gold
    state.heroes[1].removed = True
    state.result = GameResult(outcome="lost", vp=vp, days=25, cause="time")
    return state


def result_of(state: GameState) -> GameResult:
    assert state.result is not None
    return state.result


def test_a_score_is_its_gold_plus_its_assets_values_R_VP_1() -> None:
    state = ended(5, {"h1": 12, "h2": 0})
    assert hero_score(result_of(state), state.heroes[0]).endswith(": 12 VP (Gold 5 + Assets 7)")


def test_a_zero_score_says_why_R_VP_1_R_VP_2() -> None:
    state = ended(0, {"h1": 0, "h2": 0})
    assert hero_score(result_of(state), state.heroes[0]).endswith(": 0 VP (no Gold and no Asset, R-VP-1)")
    assert "removed from play by an Ancient" in hero_score(result_of(state), state.heroes[1])
    french = say_for(PACK, "fr")
    assert "retiré du jeu par un Ancien" in hero_score(result_of(state), state.heroes[1], french)
