"""`python -m kilforth bench store --db DB`: throughput of 1, 2 and 4 bot processes sharing
one database (a PostgreSQL DSN, or a SQLite file for the same figures beside it).

Each process opens its own `Store` on DB, deals `channels` solo games with the real engine
(warmed as the bot's `setup_hook` does), waits until every process is ready, then plays
them all at once, as many channels' players would: each channel sends its next command as
soon as the previous one is acknowledged (an open question answered by its first option,
else a move). A process reports its commands and their latencies; the run's throughput is
every command of every process over the slowest process's time. The engine's work counts:
it is what a bot process spends on a command.
"""

import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.store.bench import Latency, table
from kilforth.store.postgres import without_password
from kilforth.store.sessions import Store
from kilforth.store.warm import WARM_HERO, typical_command, warm_engine

PROCESSES = (1, 2, 4)


@dataclass(frozen=True)
class Run:
    processes: int
    commands: int
    seconds: float
    latency: Latency

    @property
    def per_second(self) -> float:
        return self.commands / self.seconds


@dataclass(frozen=True)
class ProcessBench:
    location: str
    channels: int
    commands: int
    runs: list[Run]

    def report(self) -> str:
        base = self.runs[0].per_second
        return "\n".join([
            f"store processes on {self.location}: each process plays {self.channels} solo "
            f"games at once, {self.commands} commands each (the engine's work included)",
            *table([run.latency.row(f"{run.processes} process(es) command") for run in self.runs]),
            *(f"{run.processes} process(es): {run.per_second:8.1f} commands/s "
              f"({run.per_second / base:.2f}x one process)" for run in self.runs),
        ])


async def _play(store: Store, channel: str, commands: int, times: list[float]) -> None:
    state = await store.state(channel)
    for _ in range(commands):
        player = waiting_on(state)
        if player is None:
            return
        command = typical_command(state)
        start = time.perf_counter()
        state = (await store.execute(channel, player, command)).state
        times.append(time.perf_counter() - start)


async def worker(db: str, name: str, channels: int, commands: int) -> None:
    """One process of a run: deal, say "ready", wait for "go" on stdin, play, report."""
    warm_engine()
    async with await Store.open(db) as store:
        mine = [f"bench-{name}-{n}" for n in range(channels)]
        for channel in mine:
            await store.create("bench", channel, "p1", GameOptions(mode="solo"), 1)
            await store.join(channel, WARM_HERO.model_copy(update={"player": "p1"}))
            await store.start(channel, "p1")
        print("ready", flush=True)
        await asyncio.to_thread(sys.stdin.readline)
        times: list[float] = []
        start = time.perf_counter()
        await asyncio.gather(*(_play(store, c, commands, times) for c in mine))
        print(json.dumps({"seconds": time.perf_counter() - start, "times": times}), flush=True)


def _run(db: str, processes: int, channels: int, commands: int, tag: str) -> Run:
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "PYTHONPATH": str(root)}
    started = [subprocess.Popen(
        [sys.executable, "-m", "kilforth.store.bench_processes", db, f"{tag}{n}",
         str(channels), str(commands)], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
        text=True, env=env) for n in range(processes)]
    for process in started:
        assert process.stdout is not None
        if process.stdout.readline().strip() != "ready":
            raise RuntimeError(f"a bench process failed to start (exit {process.wait()})")
    for process in started:
        assert process.stdin is not None
        process.stdin.write("go\n")
        process.stdin.flush()
    reports = [json.loads(process.communicate()[0]) for process in started]
    times = [t for report in reports for t in report["times"]]
    return Run(processes, len(times), max(r["seconds"] for r in reports), Latency.of(times))


def bench_processes(db: str, channels: int = 20, commands: int = 30,
                    counts: Sequence[int] = PROCESSES) -> ProcessBench:
    runs = [_run(db, n, channels, commands, f"{time.time_ns()}-{n}-") for n in counts]
    return ProcessBench(without_password(db), channels, commands, runs)


if __name__ == "__main__":
    asyncio.run(worker(sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])))
