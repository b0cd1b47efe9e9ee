"""The search player: determinized Monte-Carlo rollouts over the legal commands of the turns
that decide a game.

Where it searches: the turns of a hero whose Saga is complete, while an Ancient stands (the
Assault, the healing and the Plots cleared before it, R-GIFT-AS). There a lost Assault removes
the hero, which is how the heuristic player loses a quarter of its solo games, and the game
is near its end, so a rollout reaches the end and is scored by the true result. Elsewhere it
sends the heuristic player's choice: scoring an earlier turn needs the evaluation
(`kilforth.sim.evaluation`) a Day later, and comparing commands by it sent worse commands than
the heuristic player's on every margin tried (docs/balance.md, "The search player").

At a searched decision it weighs the heuristic player's choice, the first legal command of
each other kind and every Move (at most CANDIDATES). Each sample re-deals what the player
cannot see (every deck's order and the dice to come: a fresh seed for the game's random
source); every candidate is applied to the same samples (common random numbers, so that luck
does not pick the winner), and heuristic players play on to the game's end, or for HORIZON
commands, after which the evaluation scores the state reached. The candidate with the best
mean score is sent; another than the heuristic player's choice only if it wins MARGIN more of
the samples. Questions are answered as the heuristic player would.

A decision has two budgets: ROLLOUTS rollouts, and TIME_LIMIT seconds after which it sends
the best candidate so far (each candidate is tried on one sample at least). Counted in
rollouts alone (`time_limit=None`), a decision depends only on the seed, the budget and the
state, so the same game replays exactly: the simulator plays so. The time limit keeps a
companion's turn quick on a busy machine.
"""

import random
import time

from kilforth.commands import Command
from kilforth.content.pack import Pack
from kilforth.engine import apply
from kilforth.legal import Legal
from kilforth.rng import RandomSource
from kilforth.rules import board
from kilforth.sim.agents import COMPLETE, HeuristicAgent, waiting_on
from kilforth.sim.evaluation import win_chance
from kilforth.state import GameState

ROLLOUTS = 24  # per decision, shared equally among the candidates
TIME_LIMIT = 0.2  # seconds per decision, when a time limit is set
HORIZON = 600  # commands at most in a rollout, which otherwise ends with the game
CANDIDATES = 3
# What another candidate must gain over the heuristic player's choice, in share of the
# samples won, to be sent instead: few samples are noisy (docs/balance.md, "The search player").
MARGIN = 0.25


def redeal(state: GameState, seed: int) -> GameState:
    """The state as one sample imagines it: every deck reshuffled and new dice to come."""
    rng = random.Random(seed)
    decks = {name: rng.sample(cards, len(cards)) for name, cards in state.decks.items()}
    return state.model_copy(update={"decks": decks, "rng": RandomSource.from_seed(rng.getrandbits(63))})


def at_stake(state: GameState) -> bool:
    """Whether the turn is one the search player weighs: a hero whose Saga is complete acts
    while an Ancient stands."""
    if state.pending is not None or state.turn is None:
        return False
    return state.hero(state.turn.hero).chapter == COMPLETE and bool(board.ancients_at_large(state))


class SearchAgent:
    """Rollouts from re-dealt states, heuristic players playing every seat."""

    name = "search"

    def __init__(self, seed: int, rollouts: int = ROLLOUTS, horizon: int = HORIZON,
                 time_limit: float | None = TIME_LIMIT) -> None:
        self.seed, self.rollouts, self.horizon, self.time_limit = seed, rollouts, horizon, time_limit
        self.heuristic = HeuristicAgent(seed)
        self.decisions = 0

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        choice = self.heuristic.act(state, player, pack)
        if not at_stake(state):
            return choice
        candidates = self._candidates(state, player, pack, choice)
        if len(candidates) == 1:
            return choice
        self.decisions += 1
        totals = [0.0] * len(candidates)
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        samples = 0
        while samples < max(1, self.rollouts // len(candidates)):
            if samples and deadline is not None and time.perf_counter() > deadline:
                break
            seed = (self.seed * 1_000_003 + self.decisions) * 1009 + samples
            sample = redeal(state, seed)
            for i, command in enumerate(candidates):
                totals[i] += self._rollout(sample, command, player, pack, seed)
            samples += 1
        totals[0] += MARGIN * samples
        # Ties go to the earlier candidate, the heuristic player's choice first.
        best = max(range(len(candidates)), key=lambda i: (totals[i], -i))
        return candidates[best]

    @staticmethod
    def _candidates(state: GameState, player: str, pack: Pack, choice: Command) -> list[Command]:
        """The heuristic player's choice, then the first legal command of each other kind
        and every Move, in the rules' order; at most CANDIDATES."""
        legal = Legal(state, player, pack)
        found = [choice]
        for kind in legal:
            for command in legal[kind] if kind == "move" else legal[kind][:1]:
                if command not in found:
                    found.append(command)
        return found[:CANDIDATES]

    def _rollout(self, state: GameState, command: Command, player: str, pack: Pack, seed: int) -> float:
        state = apply(state, command, pack).state
        players = {h.player for h in state.heroes}
        agents = {p: HeuristicAgent(seed + n) for n, p in enumerate(sorted(players))}
        for _ in range(self.horizon):
            acting = waiting_on(state)
            if acting is None:
                break
            state = apply(state, agents[acting].act(state, acting, pack), pack).state
        return win_chance(state, player, pack)
