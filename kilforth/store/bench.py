"""`python -m kilforth bench store`: what `Store.execute` costs over the write it cannot avoid.

A database of `sessions` running games (real base-pack games dealt from fixed seeds, imported
into every channel), then `rounds` typical commands per game — a move, or the answer to an open
prompt — timed end to end through `execute` (lock, load, engine, log and state in one
transaction). The engine's own time is measured apart, so the store's share shows. The same
state blobs are then written bare into the same file with the same settings: one UPDATE,
committed. The targets: execute p50 within 3× the bare write, p99 under 20 ms.
"""

import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from kilforth import engine
from kilforth.commands import Choose, Command, Move
from kilforth.console import deal
from kilforth.content.pack import load_pack
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import schema
from kilforth.store.sessions import Outcome, Store

HEROES = [HeroSpec(player="p1", name="Ana", race="human", hero_class="warrior"),
          HeroSpec(player="p2", name="Bors", race="dwarf", hero_class="bard")]
# Fixed deals, so that runs compare: a mix of games whose first turn opens a question (the
# state then also holds the state the question paused, about twice the size) and games that
# do not, as at a real table.
SEEDS = range(1, 9)


@dataclass(frozen=True)
class Latency:
    p50: float
    p99: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> "Latency":
        ordered = sorted(seconds)
        return cls(ordered[len(ordered) // 2] * 1000,
                   ordered[min(len(ordered) - 1, len(ordered) * 99 // 100)] * 1000)


@dataclass(frozen=True)
class StoreBench:
    sessions: int
    samples: int
    blob_bytes: int
    execute: Latency
    engine: Latency
    store: Latency
    bare: Latency

    def report(self) -> str:
        ratio = self.execute.p50 / self.bare.p50
        verdict = "met" if ratio <= 3 and self.execute.p99 < 20 else "MISSED"
        rows = [("execute", self.execute), ("  engine", self.engine),
                ("  store", self.store), ("bare write", self.bare)]
        return "\n".join([
            f"store: {self.sessions} sessions, {self.samples} commands, "
            f"state blob ~{self.blob_bytes} bytes",
            f"{'':<12}{'p50 ms':>10}{'p99 ms':>10}{'p50 / bare':>12}",
            *(f"{name:<12}{lat.p50:>10.3f}{lat.p99:>10.3f}{lat.p50 / self.bare.p50:>11.2f}x"
              for name, lat in rows),
            "(engine: time inside engine.apply; store: execute minus engine, per command)",
            f"target (execute p50 <= 3x bare write, execute p99 < 20 ms): {verdict}",
        ])


class _TimedEngine:
    """The real engine, timing each `apply` so the store's share of `execute` shows."""

    def __init__(self) -> None:
        self.last = 0.0

    def new_game(self, options: GameOptions, heroes: list[HeroSpec], seed: int) -> Outcome:
        return engine.new_game(options, heroes, seed)

    def apply(self, state: GameState, command: Command) -> Outcome:
        start = time.perf_counter()
        try:
            return engine.apply(state, command)
        finally:
            self.last = time.perf_counter() - start


def typical_command(state: GameState) -> Command:
    """The answer to an open prompt (its first option), else a move of the active hero."""
    if state.pending is not None:
        prompt = state.pending.prompt
        return Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)
    assert state.turn is not None
    legal = legal_commands(state, state.hero(state.turn.hero).player)
    return next((c for c in legal if isinstance(c, Move)), legal[0])


async def _games(store: Store, sessions: int) -> dict[str, GameState]:
    """`sessions` channels, each holding one of the `SEEDS` games at its first turn."""
    pack = load_pack()
    exported = []
    for seed in SEEDS:
        session_id, channel, _ = await deal(store, GameOptions(mode="coop"), HEROES, seed, [],
                                            pack)
        state = await store.state(channel)
        while state.pending is not None:
            command = typical_command(state)
            state = (await store.execute(channel, command.player, command)).state
        exported.append((state, (await store.export(session_id)).model_dump_json()))
        await store.abandon(channel, "bench")
    games = {}
    for n in range(sessions):
        state, game = exported[n % len(exported)]
        await store.import_game("bench", f"c{n}", "bench", game)
        games[f"c{n}"] = state
    return games


async def bench_store(sessions: int = 1000, rounds: int = 2) -> StoreBench:
    timings: list[float] = []
    in_engine: list[float] = []
    bare: list[float] = []
    sizes: list[int] = []
    timed = _TimedEngine()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "bench.sqlite3"
        async with await Store.open(db, engine=timed) as store:
            games = await _games(store, sessions)
            conn = await schema.connect(db)
            try:
                await conn.execute("CREATE TABLE bare (id INTEGER PRIMARY KEY, state TEXT)")
                await conn.executemany("INSERT INTO bare (id, state) VALUES (?, '')",
                                       [(n,) for n in range(sessions)])
                for _ in range(rounds):
                    for n, (channel, state) in enumerate(games.items()):
                        command = typical_command(state)
                        start = time.perf_counter()
                        result = await store.execute(channel, command.player, command)
                        timings.append(time.perf_counter() - start)
                        in_engine.append(timed.last)
                        games[channel] = result.state
                        # The bare write right after, so both see the same machine load.
                        blob = result.state.model_dump_json()
                        sizes.append(len(blob))
                        start = time.perf_counter()
                        await conn.execute("UPDATE bare SET state = ? WHERE id = ?", (blob, n))
                        bare.append(time.perf_counter() - start)
            finally:
                await conn.close()
    return StoreBench(sessions, len(timings), sum(sizes) // len(sizes),
                      execute=Latency.of(timings), engine=Latency.of(in_engine),
                      store=Latency.of([t - e for t, e in zip(timings, in_engine, strict=True)]),
                      bare=Latency.of(bare))
