"""Fitting the search player's evaluation (`kilforth.sim.evaluation`) on the simulator's games.

Heuristic players play complete games on seeds kept apart from the ones balance runs measure
with (those start at 0: FIT_SEED is far beyond any run); every SAMPLE_EVERY-th state a player
acts in, outside a question, is one example, labelled with whether that player won the game.
A logistic regression over the examples, fitted by Newton's method with a light L2 penalty
(numpy), gives the weights.
"""

import random
from collections.abc import Iterator
from dataclasses import dataclass

import numpy as np

from kilforth.content.pack import Pack
from kilforth.engine import apply, new_game
from kilforth.options import Mode
from kilforth.sim.agents import waiting_on
from kilforth.sim.evaluation import FEATURES, FIT_SEED, Weights, features, won
from kilforth.sim.simulator import Setup, agents_for, deal_heroes, options_for

SAMPLE_EVERY = 7
# The setups fitted on, with their share of the games: the search player is offered as a
# companion in every mode.
SETUPS: tuple[tuple[Mode, int, int], ...] = (
    ("solo", 1, 4), ("coop", 2, 3), ("coop", 3, 1), ("coop", 4, 1), ("competitive", 2, 1), ("competitive", 3, 1),
)
L2 = 1e-3
NEWTON_STEPS = 25


@dataclass(frozen=True)
class Examples:
    x: "np.ndarray[tuple[int, int], np.dtype[np.float64]]"
    y: "np.ndarray[tuple[int], np.dtype[np.float64]]"


def plan(games: int, seed: int = FIT_SEED) -> list[tuple[Setup, int]]:
    """Each game of a fitting: its setup and seed, `games` in all, seeds `seed`, `seed + 1`, …"""
    shares = sum(share for _, _, share in SETUPS)
    jobs: list[tuple[Setup, int]] = []
    for mode, heroes, share in SETUPS:
        jobs.extend((Setup(mode=mode, heroes=heroes), 0) for _ in range(round(games * share / shares)))
    return [(setup, seed + i) for i, (setup, _) in enumerate(jobs)]


def states(setup: Setup, seed: int, pack: Pack) -> Iterator[tuple[list[float], str, float]]:
    """One game's examples: (features, player, 1.0 if that player won else 0.0)."""
    specs = deal_heroes(pack, setup.mode, setup.heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    state = new_game(options_for(setup), specs, seed, pack).state
    seen: list[tuple[list[float], str]] = []
    count = 0
    while state.result is None and (player := waiting_on(state)) is not None:
        if state.pending is None and state.phase == "day":
            count += 1
            if count % SAMPLE_EVERY == 0:
                seen.append((features(state, player, pack), player))
        state = apply(state, agents[player].act(state, player, pack), pack).state
    for x, player in seen:
        yield x, player, 1.0 if won(state, player) else 0.0


def examples(jobs: list[tuple[Setup, int]], pack: Pack) -> Examples:
    rows: list[list[float]] = []
    labels: list[float] = []
    for setup, seed in jobs:
        for x, _, y in states(setup, seed, pack):
            rows.append(x)
            labels.append(y)
    return Examples(np.array(rows, dtype=np.float64), np.array(labels, dtype=np.float64))


def logistic(data: Examples, l2: float = L2) -> tuple[float, list[float], float]:
    """Intercept, coefficients and mean log loss of the L2-penalised logistic regression."""
    x = np.hstack([np.ones((len(data.x), 1)), data.x])
    w = np.zeros(x.shape[1])
    penalty = l2 * len(x) * np.eye(x.shape[1])
    penalty[0, 0] = 0.0  # the intercept is not shrunk
    for _ in range(NEWTON_STEPS):
        p = 1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30)))
        gradient = x.T @ (p - data.y) + penalty @ w
        hessian = (x * (p * (1 - p))[:, None]).T @ x + penalty
        w -= np.linalg.solve(hessian, gradient)
    p = np.clip(1.0 / (1.0 + np.exp(-np.clip(x @ w, -30, 30))), 1e-9, 1 - 1e-9)
    loss = float(-np.mean(data.y * np.log(p) + (1 - data.y) * np.log(1 - p)))
    return float(w[0]), [float(v) for v in w[1:]], loss


def fit(games: int, pack: Pack, seed: int = FIT_SEED, command: str = "") -> Weights:
    jobs = plan(games, seed)
    data = examples(jobs, pack)
    if len(set(data.y.tolist())) < 2:
        raise ValueError(f"the {games} games were all won or all lost: play more to fit a chance of winning")
    intercept, coefficients, loss = logistic(data)
    return Weights(features=list(FEATURES), intercept=intercept, coefficients=coefficients, command=command,
                   seeds=[[seed, seed + len(jobs) - 1]],
                   setups=[f"{m} {h}: {round(games * s / sum(x[2] for x in SETUPS))} games" for m, h, s in SETUPS],
                   states=len(data.y), log_loss=loss)
