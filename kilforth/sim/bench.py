"""`python -m kilforth bench engine`: how fast the engine plays, on one core.

Complete games between heuristic players are played twice over. First whole, timed end to
end (the players' choices included, the invariant checks left out): the median game, solo
and with four heroes. Then every game's commands are applied again from its first state, one
after the other as in play, and only `apply` is timed: commands applied per second, the
median of several runs with their spread, since the machine may be shared. The targets:
10,000 commands per second and a solo game under 100 ms.
"""

import random
import statistics
import time
from dataclasses import dataclass

from tqdm import tqdm

from kilforth.commands import Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import apply, new_game
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes, options_for
from kilforth.state import GameState

TARGET_RATE = 10_000
RUNS = 5
TARGET_SOLO_MS = 100


@dataclass(frozen=True)
class Games:
    """Games of one setup: each game's wall time, and every (state, command) it applied."""

    setup: Setup
    seconds: list[float]
    games: list[tuple[GameState, list[Command]]]  # each game's first state and its commands

    @property
    def commands(self) -> int:
        return sum(len(commands) for _, commands in self.games)

    @property
    def median_ms(self) -> float:
        return statistics.median(self.seconds) * 1000


def play(setup: Setup, seeds: range, pack: Pack) -> Games:
    seconds: list[float] = []
    games: list[tuple[GameState, list[Command]]] = []
    for seed in tqdm(seeds, desc=f"play {setup.mode} {setup.heroes}", unit="game", leave=False):
        specs = deal_heroes(pack, setup.mode, setup.heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        start = time.perf_counter()
        state = first = new_game(options_for(setup), specs, seed, pack).state
        commands: list[Command] = []
        while (player := waiting_on(state)) is not None:
            command = agents[player].act(state, player, pack)
            commands.append(command)
            state = apply(state, command, pack).state
        seconds.append(time.perf_counter() - start)
        games.append((first, commands))
    return Games(setup, seconds, games)


def apply_rate(games: list[tuple[GameState, list[Command]]], pack: Pack) -> float:
    """Commands per second, `apply` alone, each game's commands in their order."""
    spent, count = 0.0, 0
    for state, commands in games:
        for command in commands:
            start = time.perf_counter()
            state = apply(state, command, pack).state
            spent += time.perf_counter() - start
        count += len(commands)
    return count / spent


@dataclass(frozen=True)
class EngineBench:
    solo: Games
    party: Games
    rates: list[float]  # commands per second, one per run

    @property
    def rate(self) -> float:
        return statistics.median(self.rates)

    def report(self) -> str:
        def verdict(met: bool) -> str:
            return "met" if met else "MISSED"

        commands = self.solo.commands + self.party.commands
        return "\n".join([
            f"engine: {len(self.solo.seconds)} solo games and {len(self.party.seconds)} four-hero co-op games "
            f"between heuristic players, {commands} commands",
            f"  apply            {self.rate:>8,.0f} commands/s  ({1000 / self.rate:.3f} ms each), median of "
            f"{len(self.rates)} runs, spread {min(self.rates):,.0f}–{max(self.rates):,.0f}",
            f"  solo game        {self.solo.median_ms:>8.1f} ms median  "
            f"({self.solo.commands / len(self.solo.seconds):.0f} commands per game)",
            f"  4-hero game      {self.party.median_ms:>8.1f} ms median  "
            f"({self.party.commands / len(self.party.seconds):.0f} commands per game)",
            f"targets: apply >= {TARGET_RATE:,} commands/s: {verdict(self.rate >= TARGET_RATE)}; "
            f"solo game < {TARGET_SOLO_MS} ms: {verdict(self.solo.median_ms < TARGET_SOLO_MS)}",
        ])


def bench_engine(solo_games: int = 40, party_games: int = 10, seed: int = 0, runs: int = RUNS) -> EngineBench:
    pack = load_pack()
    solo = play(Setup(mode="solo", heroes=1), range(seed, seed + solo_games), pack)
    party = play(Setup(mode="coop", heroes=4), range(seed, seed + party_games), pack)
    games = solo.games + party.games
    rates = [apply_rate(games, pack) for _ in tqdm(range(runs), desc="time apply", unit="run", leave=False)]
    return EngineBench(solo, party, rates)
