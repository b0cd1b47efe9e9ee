"""The search player's evaluation (`kilforth.sim.evaluation`): a chance of winning that ranks
states as the game does, read from weights fitted on the simulator's games."""

import random

import numpy as np
import pytest

from kilforth.content.pack import load_pack
from kilforth.engine import new_game
from kilforth.options import GameOptions
from kilforth.sim.evaluation import FEATURES, FIT_SEED, features, weights, win_chance
from kilforth.sim.fit import Examples, logistic
from kilforth.sim.simulator import deal_heroes
from kilforth.state import GameResult, GameState

PACK = load_pack()


def _solo(seed: int = 7) -> GameState:
    specs = deal_heroes(PACK, "solo", 1, random.Random(seed))
    return new_game(GameOptions(mode="solo"), specs, seed, PACK).state


def _won_next_turn(state: GameState) -> GameState:
    """Day 12, Saga complete, whole and rested, standing in the Region of the last Ancient,
    which has one Health left (R-GIFT-AS-1: the Assault is the next Gift)."""
    ancient = state.ancients[0].model_copy(update={"on_map": True, "hp": 1})
    region = PACK.ancients[ancient.id].region
    hero = state.heroes[0].model_copy(update={"chapter": 6, "hp": state.heroes[0].max_hp, "ap": 5,
                                              "region": region, "gold": 8, "fate": 4})
    return state.model_copy(update={"day": 12, "phase": "day", "heroes": [hero], "ancients": [ancient],
                                    "ancients_arrived": True})


def _hopeless(state: GameState) -> GameState:
    """The last Day, still on Chapter 1 with nothing in hand, one HP and no AP."""
    hero = state.heroes[0].model_copy(update={"chapter": 1, "hp": 1, "ap": 0, "gold": 0, "fate": 0,
                                              "rumours": [], "assets": []})
    return state.model_copy(update={"day": 25, "phase": "day", "heroes": [hero]})


# Checks R-WIN-1: a won-next-turn state is a near-certain win, a hopeless one a near-certain loss.
def test_the_evaluation_ranks_a_won_next_turn_state_above_a_hopeless_one_R_WIN_1() -> None:
    state = _solo()
    player = state.heroes[0].player
    sure, hopeless = win_chance(_won_next_turn(state), player, PACK), win_chance(_hopeless(state), player, PACK)
    assert hopeless < win_chance(state, player, PACK) < sure
    assert sure > 0.5 > hopeless


# Checks R-WIN-3 and R-WIN-2.
def test_a_finished_game_is_a_certain_win_or_loss_R_WIN_2_R_WIN_3() -> None:
    state = _solo()
    player = state.heroes[0].player
    won = state.model_copy(update={"result": GameResult(outcome="won", days=20, winners=[state.heroes[0].id])})
    lost = state.model_copy(update={"result": GameResult(outcome="lost", days=25)})
    assert win_chance(won, player, PACK) == 1.0 and win_chance(lost, player, PACK) == 0.0


def test_the_features_are_the_fitted_ones_and_within_their_scale() -> None:
    state = _solo()
    values = features(state, state.heroes[0].player, PACK)
    assert len(values) == len(FEATURES) == len(weights().coefficients)
    assert all(-1.0 <= v <= 3.0 for v in values)


def test_the_weights_say_how_they_were_fitted_on_seeds_balance_runs_never_play() -> None:
    fitted = weights()
    assert fitted.command.startswith("python -m kilforth fit-evaluation")
    assert all(first >= FIT_SEED and last >= first for first, last in fitted.seeds)


def test_weights_fitted_on_other_features_are_refused(tmp_path) -> None:  # type: ignore[no-untyped-def]
    stale = weights().model_copy(update={"features": ["days_left"]})
    path = tmp_path / "evaluation.json"
    path.write_text(stale.model_dump_json())
    with pytest.raises(ValueError, match="refit"):
        weights(path)


def test_fitting_recovers_a_chance_that_grows_with_progress() -> None:
    """A small fit by Newton's method on examples where progress decides: its weight is
    positive, and the fit is deterministic."""
    rng = np.random.default_rng(0)
    x = rng.random((400, 2))
    y = (rng.random(400) < 1 / (1 + np.exp(-(6 * x[:, 0] - 3)))).astype(float)
    intercept, (progress, noise), loss = logistic(Examples(x, y))
    assert progress > 3 and abs(noise) < 1.5 and 0 < loss < 0.7
    assert logistic(Examples(x, y)) == (intercept, [progress, noise], loss)
