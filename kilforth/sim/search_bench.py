"""`python -m kilforth bench search`: what a search decision can afford, and what it needs.

Heuristic players play each game up to one decision (`At`): the first turn on or after a
Day, the first the search player weighs (`at_stake`), or the first with every Saga of the
heroes in play complete, when the Assaults may begin (R-GIFT-AS-1). There the search
player's candidates are each played on the same re-dealt samples, as a decision does
(`SearchAgent.rollout`), and two things are measured:

- a rollout's cost, the median and p99, against the floor measured in the same run: one
  heuristic command (the player's choice and `apply`) on the way there and at the decision;
- the noise of the paired gains: the standard deviation of a candidate's score less the
  heuristic player's choice's on the same sample, as the root mean square over every pair.

From them: the samples per candidate a decision needs before a real gain of MIN_GAIN shows
by more than Z standard errors (`search.clear_gain`), and how many the time limit affords.
This is why the search player searches only where it does (docs/balance.md).
"""

import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from tqdm import tqdm

from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.options import Mode
from kilforth.rules import board
from kilforth.sim.agents import COMPLETE, Agent, waiting_on
from kilforth.sim.search import MIN_GAIN, TIME_LIMIT, SearchAgent, Z, at_stake, redeal
from kilforth.sim.simulator import Setup, agents_for, deal_heroes, options_for, percentile
from kilforth.state import GameState

At = Literal["day", "weighed", "assaults"]


def _assaults_open(state: GameState) -> bool:
    return (all(h.chapter == COMPLETE for h in state.heroes if h.in_play)
            and bool(board.ancients_at_large(state)))


def _where(at: At, day: int) -> tuple[Callable[[GameState], bool], str]:
    """Which decision of a game is measured, and how the report says it."""
    match at:
        case "day":
            return (lambda state: state.day >= day), f"the first turn from Day {day}"
        case "weighed":
            return at_stake, "the first decision the search player weighs"
        case "assaults":
            return _assaults_open, "the first turn with every Saga complete"


@dataclass(frozen=True)
class Decision:
    """One measured decision: each rollout's seconds, and each candidate's paired gains."""

    seed: int
    day: int
    rollouts: list[float]
    gains: list[list[float]]  # per candidate other than the heuristic player's choice


@dataclass(frozen=True)
class SearchBench:
    setup: Setup
    where: str  # how the decisions were chosen, for the report
    samples: int
    games: int
    decisions: list[Decision]
    commands: list[float]  # seconds per heuristic command (choice and apply) on the way

    @property
    def rollouts(self) -> list[float]:
        return [s for d in self.decisions for s in d.rollouts]

    @property
    def noise(self) -> float:
        """The root mean square of the paired gains' standard deviations."""
        spreads = [statistics.stdev(g) for d in self.decisions for g in d.gains]
        return (sum(s * s for s in spreads) / len(spreads)) ** 0.5

    @property
    def candidates(self) -> float:
        """Candidates per decision, on average, the heuristic player's choice included."""
        return statistics.mean(len(d.gains) + 1 for d in self.decisions)

    @property
    def needed(self) -> float:
        """Samples per candidate before a gain of MIN_GAIN exceeds Z standard errors; two at
        least, since one sample has no spread and `clear_gain` never trusts it."""
        return max(2.0, (Z * self.noise / MIN_GAIN) ** 2)

    @property
    def affordable(self) -> float:
        """Samples per candidate a decision's time limit pays for, at the median rollout."""
        return TIME_LIMIT / (statistics.median(self.rollouts) * self.candidates)

    def report(self) -> str:
        rollouts, commands = self.rollouts, self.commands
        party, games = _count(self.setup.heroes, "hero", "heroes"), _count(self.games, "game", "games")
        if not self.decisions:
            return (f"search: {self.setup.mode}, {party}: none of {games} "
                    f"reached {self.where}; nothing measured")
        rollout_ms, command_ms = statistics.median(rollouts) * 1000, statistics.median(commands) * 1000
        p99 = (percentile(rollouts, 0.99) or 0.0) * 1000
        command_p99 = (percentile(commands, 0.99) or 0.0) * 1000
        days = sorted({d.day for d in self.decisions})
        return "\n".join([
            f"search: {self.setup.mode}, {party}: {_count(len(self.decisions), 'decision', 'decisions')} at "
            f"{self.where} (of {games}; Days {days[0]}–{days[-1]}), "
            f"{self.candidates:.1f} candidates each, {self.samples} re-dealt samples per candidate",
            f"  rollout          {rollout_ms:>8.1f} ms median, {p99:.1f} ms p99  "
            f"({rollout_ms / command_ms:.0f}× the floor)",
            f"  floor            {command_ms:>8.3f} ms median, {command_p99:.3f} ms p99  "
            f"(one heuristic command: the choice and apply)",
            f"  paired noise     {self.noise:>8.3f}  (standard deviation of a candidate's gain over the "
            f"heuristic choice, on the same sample)",
            f"  needed           {self.needed:>8.0f} samples per candidate to tell a gain of {MIN_GAIN:.2f} "
            f"at {Z:.1f} standard errors",
            f"  affordable       {self.affordable:>8.2f} samples per candidate in {TIME_LIMIT * 1000:.0f} ms",
            f"verdict: the time limit pays for {self.affordable / self.needed:.2%} of the samples a decision "
            f"needs here",
        ])


def _count(n: int, one: str, many: str) -> str:
    return f"{n} {one if n == 1 else many}"


def _reach(state: GameState, measured: Callable[[GameState], bool], agents: dict[str, Agent], pack: Pack,
           commands: list[float]) -> GameState | None:
    """The game played on to the first turn `measured` holds of; None if the game ends first."""
    while state.result is None:
        if state.pending is None and state.turn is not None and measured(state):
            return state
        player = waiting_on(state)
        if player is None:
            return None
        start = time.perf_counter()
        state = apply(state, agents[player].act(state, player, pack), pack).state
        commands.append(time.perf_counter() - start)
    return None


def _measure(state: GameState, seed: int, samples: int, pack: Pack, commands: list[float]) -> Decision | None:
    """The decision's rollouts and paired gains; its own heuristic command joins the floor's
    `commands`, so that a decision on a game's first turn has a floor too."""
    player = waiting_on(state)
    assert player is not None
    agent = SearchAgent(seed, time_limit=None)
    start = time.perf_counter()
    choice = agent.heuristic.act(state, player, pack)
    apply(state, choice, pack)
    commands.append(time.perf_counter() - start)
    candidates = agent.candidates(state, player, pack, choice)
    if len(candidates) < 2:
        return None
    seconds: list[float] = []
    scores: list[list[float]] = [[] for _ in candidates]
    for n in range(samples):
        sample = redeal(state, seed * 1009 + n)
        for i, command in enumerate(candidates):
            start = time.perf_counter()
            scores[i].append(agent.rollout(sample, command, player, pack, seed * 1009 + n))
            seconds.append(time.perf_counter() - start)
    gains = [[a - b for a, b in zip(s, scores[0], strict=True)] for s in scores[1:]]
    return Decision(seed=seed, day=state.day, rollouts=seconds, gains=gains)


def bench_search(mode: Mode = "coop", heroes: int = 2, at: At = "day", day: int = 10, games: int = 12,
                 samples: int = 30, seed: int = 0) -> SearchBench:
    """Measure one decision per game of seeds `seed`…, the one `at` and `day` name."""
    if samples < 2:
        raise ValueError("the paired noise needs at least 2 samples per candidate")
    pack = load_pack()
    setup = Setup(mode=mode, heroes=heroes, agent="heuristic", check=False)
    measured, where = _where(at, day)
    decisions: list[Decision] = []
    commands: list[float] = []
    for game in tqdm(range(seed, seed + games), desc=f"search {mode} {heroes}", unit="game", leave=False):
        specs = deal_heroes(pack, mode, heroes, random.Random(game))
        state = new_game(options_for(setup), specs, game, pack).state
        reached = _reach(state, measured, agents_for(setup, specs, game), pack, commands)
        if reached is not None and (decision := _measure(reached, game, samples, pack, commands)) is not None:
            decisions.append(decision)
    return SearchBench(setup, where, samples, games, decisions, commands)
