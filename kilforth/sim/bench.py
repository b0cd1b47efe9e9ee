"""`python -m kilforth bench engine`: how fast the engine plays, on one core.

Complete games between heuristic players are played twice over. First whole, timed end to
end (the players' choices included, the invariant checks left out): the median game, solo
and with four heroes. Then every command of those games is applied again to the state it
was sent in, timed alone: commands applied per second. The targets: 5,000 commands per
second and a solo game under 100 ms.
"""

import random
import statistics
import time
from dataclasses import dataclass

from kilforth.commands import Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState

TARGET_RATE = 5000
TARGET_SOLO_MS = 100


@dataclass(frozen=True)
class Games:
    """Games of one setup: each game's wall time, and every (state, command) it applied."""

    setup: Setup
    seconds: list[float]
    steps: list[tuple[GameState, Command]]

    @property
    def median_ms(self) -> float:
        return statistics.median(self.seconds) * 1000


def play(setup: Setup, seeds: range, pack: Pack) -> Games:
    seconds: list[float] = []
    steps: list[tuple[GameState, Command]] = []
    for seed in seeds:
        specs = deal_heroes(pack, setup.mode, setup.heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        start = time.perf_counter()
        state = new_game(GameOptions(mode=setup.mode), specs, seed, pack).state
        game: list[tuple[GameState, Command]] = []
        while (player := waiting_on(state)) is not None:
            command = agents[player].act(state, player, pack)
            game.append((state, command))
            state = apply(state, command, pack).state
        seconds.append(time.perf_counter() - start)
        steps += game
    return Games(setup, seconds, steps)


def apply_rate(steps: list[tuple[GameState, Command]], pack: Pack) -> float:
    """Commands per second, `apply` alone."""
    start = time.perf_counter()
    for state, command in steps:
        apply(state, command, pack)
    return len(steps) / (time.perf_counter() - start)


@dataclass(frozen=True)
class EngineBench:
    solo: Games
    party: Games
    rate: float

    def report(self) -> str:
        met = self.rate >= TARGET_RATE and self.solo.median_ms < TARGET_SOLO_MS
        commands = len(self.solo.steps) + len(self.party.steps)
        return "\n".join([
            f"engine: {len(self.solo.seconds)} solo games and {len(self.party.seconds)} four-hero co-op games "
            f"between heuristic players, {commands} commands",
            f"  apply            {self.rate:>8,.0f} commands/s  ({1000 / self.rate:.3f} ms each)",
            f"  solo game        {self.solo.median_ms:>8.1f} ms median  "
            f"({len(self.solo.steps) / len(self.solo.seconds):.0f} commands per game)",
            f"  4-hero game      {self.party.median_ms:>8.1f} ms median  "
            f"({len(self.party.steps) / len(self.party.seconds):.0f} commands per game)",
            f"target (>= {TARGET_RATE:,} commands/s, solo game < {TARGET_SOLO_MS} ms): "
            + ("met" if met else "MISSED"),
        ])


def bench_engine(solo_games: int = 40, party_games: int = 10, seed: int = 0) -> EngineBench:
    pack = load_pack()
    solo = play(Setup(mode="solo", heroes=1), range(seed, seed + solo_games), pack)
    party = play(Setup(mode="coop", heroes=4), range(seed, seed + party_games), pack)
    return EngineBench(solo, party, apply_rate(solo.steps + party.steps, pack))
