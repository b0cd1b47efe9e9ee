"""The search player: determinized Monte-Carlo rollouts over the legal commands of a turn.

For each decision it weighs a few candidate commands: the heuristic player's own choice, then
one of each other kind and the Moves. Each sample re-deals what the player cannot see (every
deck's order and the dice to come: a fresh seed for the game's random source); every candidate
is applied to the same samples (common random numbers, so that luck does not pick the
winner), and heuristic players play on to the next Day's Break Camp, where each state is
scored by its chance of a win for the player (`kilforth.sim.evaluation`, a model fitted on the
simulator's games). The candidate with the best mean score is sent; another than the heuristic
player's choice only if it does better by MARGIN, since few samples are noisy. Questions are
answered as the heuristic player would.

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
from kilforth.sim.agents import HeuristicAgent, waiting_on
from kilforth.sim.evaluation import win_chance
from kilforth.state import GameState

ROLLOUTS = 12  # per decision, shared equally among the candidates
TIME_LIMIT = 0.2  # seconds per decision, when a time limit is set
HORIZON = 80  # commands at most in a rollout, which otherwise ends when the next Day begins
CANDIDATES = 3
# What another candidate must gain over the heuristic player's choice, in chance of winning
# per sample, to be sent instead: few samples are noisy. On seeds 500000-500029 (solo, one
# hero; the heuristic player won 14) the search won 6 at 0, 10 at 0.02, 12 at 0.05 and 10 at
# 0.1 (docs/balance.md, "The search player").
MARGIN = 0.05


def redeal(state: GameState, seed: int) -> GameState:
    """The state as one sample imagines it: every deck reshuffled and new dice to come."""
    rng = random.Random(seed)
    decks = {name: rng.sample(cards, len(cards)) for name, cards in state.decks.items()}
    return state.model_copy(update={"decks": decks, "rng": RandomSource.from_seed(rng.getrandbits(63))})


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
        if state.pending is not None:
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
        day = state.day
        state = apply(state, command, pack).state
        players = {h.player for h in state.heroes}
        agents = {p: HeuristicAgent(seed + n) for n, p in enumerate(sorted(players))}
        for _ in range(self.horizon):
            acting = waiting_on(state)
            if acting is None or (state.day > day and state.phase == "day"):
                break
            state = apply(state, agents[acting].act(state, acting, pack), pack).state
        return win_chance(state, player, pack)
