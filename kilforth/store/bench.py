"""`python -m kilforth bench store`: what the store costs on a realistic database.

The database holds `sessions` running games built from played template games (see
`population`): solo and four-hero, days 1–25, about one in ten with a question open, and more
of them than the state cache holds, so commands parse states and undo and export replay logs
as they would on a busy bot. Measured, each as p50 and p99:

- game commands and button answers (answers to an open question) through `Store.execute`,
  against a floor measured just after each one: a bare write of the same bytes (state and
  events) in one transaction with the same sync settings;
- `/log`'s read (the entries since the player's last command, at most 50) on late games;
- undo of 1–10 commands and export (the document and its JSON) on late games;
- the first command after a restart: a fresh process warms the engine as the bot's
  `setup_hook` does, opens the store and times its first command;
- throughput: 50 channels sending commands at once, at full sync and with fsync off (a
  measurement knob only), and their ratio, against a floor of one commit per bare write;
- the open loop: commands offered at a fixed rate, with the event loop's longest stall and
  (on SQLite) the slowest group commit meanwhile, which tell a slow command's wait in this
  process from its wait on the disk;
- the database's bytes per finished game, solo and four-hero, the size of a finished
  four-hero game's export file, and other channels' commands while that file is imported.

The machine's load moves every figure: compare ratios to the floors of the same run.
"""

import asyncio
import contextlib
import math
import os
import random
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, TypeVar

from tqdm import tqdm

from kilforth import engine
from kilforth.commands import Choose, Command
from kilforth.events import event_list_adapter
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import population, postgres, snapshots
from kilforth.store.copy import copy_store
from kilforth.store.postgres import PostgresBackend
from kilforth.store.sessions import Outcome, Store
from kilforth.store.sqlite import SqliteBackend
from kilforth.store.warm import typical_command

THROUGHPUT_CHANNELS = 50
# The open-loop rate: three times the 170 commands/s of the store before group commit.
OFFERED_RATE = 3 * 170.0
# Below the offered rate the closed loop sustains, the open loop is run again at this share of
# the closed loop's full-sync throughput, as a load the machine can carry.
SUSTAINABLE_SHARE = 0.8
LATE_DAY = 20
EXPORTS = 10
RESTARTS = 3
# How often the loop-stall probe asks to wake, in seconds.
TICK = 0.001
# While a game is imported, this many channels send commands, each the next one this many
# seconds after the last is acknowledged, with scripts long enough to outlast the import.
IMPORT_CHANNELS = 10
IMPORT_PACE = 0.02
IMPORT_SCRIPT = 300

T = TypeVar("T")


@dataclass(frozen=True)
class Latency:
    p50: float
    p99: float
    samples: int

    @classmethod
    def of(cls, seconds: Sequence[float]) -> "Latency":
        """Percentiles in milliseconds (NaN when a small run drew no sample of the kind)."""
        if not seconds:
            return cls(math.nan, math.nan, 0)
        ordered = sorted(seconds)
        return cls(ordered[len(ordered) // 2] * 1000,
                   ordered[min(len(ordered) - 1, len(ordered) * 99 // 100)] * 1000,
                   len(ordered))

    def row(self, name: str, floor: "Latency | None" = None) -> str:
        ratio = f"{self.p50 / floor.p50:>9.2f}x" if floor is not None else f"{'':>10}"
        return f"{name:<28}{self.samples:>8}{self.p50:>10.2f}{self.p99:>10.2f}{ratio}"


def table(rows: Sequence[str]) -> list[str]:
    return [f"{'':<28}{'samples':>8}{'p50 ms':>10}{'p99 ms':>10}{'/ floor':>10}", *rows]


@dataclass(frozen=True)
class Throughput:
    per_second: float
    latency: Latency
    # Milliseconds of `engine.apply` per command; the rest of 1000 / per_second is the store.
    apply_ms: float

    def row(self, name: str) -> str:
        return (f"  {name:<12}{self.per_second:>8.0f} commands/s  (p50 {self.latency.p50:.1f}"
                f" ms, p99 {self.latency.p99:.1f} ms; {1000 / self.per_second:.2f} ms a "
                f"command, of which apply {self.apply_ms:.2f} ms)")


@dataclass(frozen=True)
class OpenLoop:
    """Commands offered at a fixed rate, whatever the store's pace (as players send them):
    the latency a command sees at that load, not the queue of a saturated store."""

    offered: float
    achieved: float
    latency: Latency
    # Commands issued after their time, their channel's previous one not yet acknowledged.
    late: int
    # The event loop's longest stall meanwhile, in ms: a p99 far above it was spent waiting
    # on the database (its disk, for SQLite); one near it, in this process.
    stall: float
    # SQLite's slowest group commit meanwhile, in ms (None on PostgreSQL, which commits each
    # transaction itself). It is timed on the event loop, so a stall counts in it too: a p99
    # near it, with the stall well below it, was a wait on the disk.
    commit: float | None

    def row(self) -> str:
        slowest = "" if self.commit is None else f", the slowest group commit {self.commit:.1f} ms"
        return (f"  offered {self.offered:>5.0f}/s: achieved {self.achieved:.0f} commands/s, "
                f"p50 {self.latency.p50:.1f} ms, p99 {self.latency.p99:.1f} ms, "
                f"{self.late} of {self.latency.samples} commands late to issue; "
                f"the event loop's longest stall {self.stall:.1f} ms{slowest}")


@dataclass(frozen=True)
class StoreBench:
    sessions: int
    cached: int
    build_seconds: float
    db_bytes: int
    command: Latency
    button: Latency
    engine: Latency
    bare: Latency
    log: Latency
    undo: Latency
    export: Latency
    restart: Latency
    full: Throughput
    off: Throughput
    # At OFFERED_RATE, and at SUSTAINABLE_SHARE of `full` when that is below it.
    open_loop: list[OpenLoop]
    bare_rate: float
    solo_bytes: int
    party_bytes: int
    # The export file (`Store.export_file`) of a finished four-hero template game.
    party_export_bytes: int
    # Other channels' commands while that file is imported, and those of them that
    # overlapped its writes (after its check in the worker process).
    during_import: Latency
    during_writes: Latency
    # The database measured: a SQLite file, or a PostgreSQL DSN without its password.
    location: str

    def report(self) -> str:
        ratio = self.full.per_second / self.off.per_second
        return "\n".join([
            f"store on {self.location}:",
            f"{self.sessions} running games (solo and four-hero, days 1-25, "
            f"~{population.QUESTION_SHARE:.0%} with a question open), {self.cached} states "
            f"cached; built in {self.build_seconds:.0f} s, {self.db_bytes / 2**20:.0f} MiB",
            *table([
                self.command.row("game command", self.bare),
                self.button.row("button answer", self.bare),
                self.engine.row("  of which engine.apply"),
                self.bare.row("floor: bare write"),
                self.log.row(f"/log read (day >= {LATE_DAY})"),
                self.undo.row("undo 1-10 commands"),
                self.export.row("export + JSON"),
                self.restart.row("first command, restart"),
            ]),
            f"throughput, {THROUGHPUT_CHANNELS} channels at once:",
            self.full.row("full sync") + f"  {self.full.per_second / self.bare_rate:.2f}x"
            " the floor",
            self.off.row("fsync off"),
            f"  full / off  {ratio:>8.2f}",
            f"full sync: {self.full.per_second:.0f} commands/s; fsync off: "
            f"{self.off.per_second:.0f} commands/s",
            *([] if self.full.per_second >= OFFERED_RATE else [
                f"  this machine cannot sustain {OFFERED_RATE:.0f}/s: full sync tops out at "
                f"{self.full.per_second:.0f}/s (closed loop)"]),
            f"open loop, full sync, {THROUGHPUT_CHANNELS} channels, commands offered at a "
            "fixed rate (latency from issue to acknowledgement):",
            *(run.row() for run in self.open_loop),
            f"  floor: one commit per bare write, full sync: {self.bare_rate:.0f} writes/s",
            f"database bytes per finished game: solo {self.solo_bytes / 1024:.0f} KiB, "
            f"four heroes {self.party_bytes / 1024:.0f} KiB",
            f"export of a finished four-hero game: {self.party_export_bytes / 2**20:.2f} MiB",
            f"other channels' p99 during an import: {self.during_import.p99:.1f} ms (p50 "
            f"{self.during_import.p50:.1f} ms, {self.during_import.samples} commands of "
            f"{IMPORT_CHANNELS} channels while that game is imported; while its entries are "
            f"written: p99 {self.during_writes.p99:.1f} ms, p50 {self.during_writes.p50:.1f}"
            f" ms, {self.during_writes.samples} commands)",
            "targets: full >= 80% of off and >= 3x 170/s, open-loop p99 at 510/s <= 50 ms; "
            "/log p99 <= 10 ms; undo p50 <= 20 ms; restart <= 40 ms; solo <= 250 KiB, four "
            "<= 1 MiB; export of four <= 5 MiB; others' p99 during an import <= 50 ms",
        ])


class _TimedEngine:
    """The real engine, timing each `apply` so the store's share of `execute` shows."""

    def __init__(self) -> None:
        self.last = 0.0
        # Every apply's time added up: a throughput run's share of engine work.
        self.total = 0.0

    def new_game(self, options: GameOptions, heroes: list[HeroSpec], seed: int) -> Outcome:
        return engine.new_game(options, heroes, seed)

    def apply(self, state: GameState, command: Command) -> Outcome:
        start = time.perf_counter()
        try:
            return engine.apply(state, command)
        finally:
            self.last = time.perf_counter() - start
            self.total += self.last


@dataclass
class Stall:
    """What the loop-stall probe saw: how many times its task woke, and the longest it was
    kept waiting past its time (in seconds)."""

    ticks: int = 0
    worst: float = 0.0


@contextlib.asynccontextmanager
async def loop_stall() -> AsyncIterator[Stall]:
    """While the block runs, a task asks to wake every `TICK`: the event loop's longest
    stall is the longest it waited past its time. Read it once the block is done."""
    seen = Stall()

    async def tick() -> None:
        while True:
            start = time.perf_counter()
            await asyncio.sleep(TICK)
            seen.ticks += 1
            seen.worst = max(seen.worst, time.perf_counter() - start - TICK)

    ticker = asyncio.create_task(tick())
    await asyncio.sleep(0)  # let it take its first tick
    try:
        yield seen
    finally:
        ticker.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await ticker


async def _timed(call: Awaitable[object]) -> float:
    start = time.perf_counter()
    await call
    return time.perf_counter() - start


async def _bare(store: Store, row: int, state: bytes, events: bytes | None = None) -> float:
    """One bare write of a command's bytes (its state and events, compressed as the store
    keeps them) in a transaction of its own, through the store's
    database with its sync settings (and a commit's round trips, as a command has)."""
    start = time.perf_counter()
    await store._backend.write(
        "UPDATE bare SET state = ?, events = ? WHERE id = ?", (state, events, row))
    return time.perf_counter() - start


async def _commands(store: Store, timed: _TimedEngine, channels: Sequence[str]
                    ) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"command": [], "button": [], "engine": [], "bare": []}
    for n, channel in enumerate(_progress(channels, "game commands")):
        state = await store.state(channel)
        command = typical_command(state)
        start = time.perf_counter()
        result = await store.execute(channel, command.player, command)
        times["button" if isinstance(command, Choose) else "command"].append(
            time.perf_counter() - start)
        times["engine"].append(timed.last)
        events = snapshots.compress(event_list_adapter.dump_json(result.events).decode())
        times["bare"].append(await _bare(store, n % 100, snapshots.compress_session(
            result.state.model_dump_json()), events))
    return times


def _script(state: GameState, length: int) -> list[Command]:
    """The next `length` commands of a game (fewer if it ends), chosen beforehand so that
    choosing them (the legal moves) does not count against the store."""
    commands: list[Command] = []
    while len(commands) < length and state.result is None:
        commands.append(typical_command(state))
        state = engine.apply(state, commands[-1]).state
    return commands


async def _scripts(store: Store, channels: Sequence[str], per_channel: int
                   ) -> dict[str, list[Command]]:
    """The next commands of each channel's game, for the games still running (a run before
    may have ended some)."""
    return {channel: _script(await store.state(channel), per_channel)
            for channel in channels if await store.session(channel) is not None}


def _progress(items: Sequence[T], what: str) -> "tqdm[T]":
    """A progress bar on stderr over `items`, gone once done (the report follows)."""
    return tqdm(items, desc=what, leave=False)


async def _throughput(store: Store, timed: _TimedEngine, channels: Sequence[str],
                      per_channel: int, label: str) -> Throughput:
    latencies: list[float] = []
    scripts = await _scripts(store, channels, per_channel)

    with tqdm(total=sum(map(len, scripts.values())), desc=f"throughput, {label}",
              unit="command", leave=False) as bar:

        async def play(channel: str) -> None:
            for command in scripts[channel]:
                latencies.append(await _timed(store.execute(channel, command.player, command)))
                bar.update()

        start, applied = time.perf_counter(), timed.total
        await asyncio.gather(*(play(channel) for channel in scripts))
        elapsed = time.perf_counter() - start
    return Throughput(len(latencies) / elapsed, Latency.of(latencies),
                      (timed.total - applied) * 1000 / len(latencies))


async def _open_loop(store: Store, channels: Sequence[str], per_channel: int, rate: float
                     ) -> OpenLoop:
    """Commands offered at `rate` a second in all, round the `channels` in turn: a channel's
    next command is due `len(channels) / rate` seconds after its previous one was due, and
    is issued then, or when the previous one is acknowledged if that is later (a channel's
    commands keep their order)."""
    latencies: list[float] = []
    late = 0
    scripts = await _scripts(store, channels, per_channel)
    start = time.perf_counter() + 0.05  # every channel's first command due after set-up

    async def play(n: int, channel: str) -> None:
        nonlocal late
        for k, command in enumerate(scripts[channel]):
            due = start + (k * len(scripts) + n) / rate
            wait = due - time.perf_counter()
            if wait > 0:
                await asyncio.sleep(wait)
            else:
                late += 1
            latencies.append(await _timed(store.execute(channel, command.player, command)))
            bar.update()

    backend = store._backend
    group = backend.writes if isinstance(backend, SqliteBackend) else None
    if group is not None:
        group.slowest = 0.0
    with tqdm(total=sum(map(len, scripts.values())), desc=f"open loop, {rate:.0f}/s",
              unit="command", leave=False) as bar:
        async with loop_stall() as seen:
            await asyncio.gather(*(play(n, channel) for n, channel in enumerate(scripts)))
    elapsed = time.perf_counter() - start
    return OpenLoop(rate, len(latencies) / elapsed, Latency.of(latencies), late,
                    seen.worst * 1000, None if group is None else group.slowest * 1000)


async def _during_import(store: Store, data: bytes, channels: Sequence[str]
                         ) -> tuple[Latency, Latency]:
    """Commands of `channels`, each channel's next one `IMPORT_PACE` seconds after the last
    is acknowledged (players at a brisk pace), while the export file `data` is imported
    into a channel of its own: their latency from the import's start to its end (its check
    in the worker process, then its writes), and that of those that overlapped its writes
    (`Store._append_in_chunks`, timed where it is called)."""
    scripts = await _scripts(store, channels, IMPORT_SCRIPT)
    timed: list[tuple[float, float]] = []  # each command's start and end
    writing: list[float] = []
    chunks = store._append_in_chunks

    async def chunked(*args: Any) -> None:
        writing.append(time.perf_counter())
        try:
            await chunks(*args)
        finally:
            writing.append(time.perf_counter())

    async def play(channel: str) -> None:
        for command in scripts[channel]:
            if importing.done():
                return
            start = time.perf_counter()
            await store.execute(channel, command.player, command)
            timed.append((start, time.perf_counter()))
            await asyncio.sleep(IMPORT_PACE)

    store._append_in_chunks = chunked  # type: ignore[method-assign]
    try:
        importing = asyncio.create_task(
            store.import_game("bench", "bench-import", "bench", data))
        await asyncio.gather(importing, *(play(channel) for channel in scripts))
    finally:
        del store._append_in_chunks
    began, ended = writing
    return (Latency.of([end - start for start, end in timed]),
            Latency.of([end - start for start, end in timed if start < ended and end > began]))


async def _bare_rate(store: Store, state: bytes, writes: int) -> float:
    start = time.perf_counter()
    for n in range(writes):
        await _bare(store, n % 100, state)
    return writes / (time.perf_counter() - start)


async def _full_sync(store: Store, full: bool) -> None:
    """Full durability (the default), or commits that do not wait for the disk, a
    measurement knob only: SQLite's fsync off, PostgreSQL's `synchronous_commit` off (its WAL
    is then flushed in the background, within a fraction of a second)."""
    backend = store._backend
    if isinstance(backend, SqliteBackend):
        await backend.writer.execute(f"PRAGMA synchronous = {'FULL' if full else 'OFF'}")
        return
    assert isinstance(backend, PostgresBackend)
    name = await backend.pool.fetchval("SELECT current_database()")
    await backend.pool.execute(
        f'ALTER DATABASE "{name}" SET synchronous_commit = {"on" if full else "off"}')
    # The setting holds for new connections: open them anew.
    await backend.pool.expire_connections()


async def _database_bytes(store: Store) -> int:
    backend = store._backend
    if isinstance(backend, SqliteBackend):
        return backend.path.stat().st_size
    assert isinstance(backend, PostgresBackend)
    return int(await backend.pool.fetchval("SELECT pg_database_size(current_database())"))


@contextlib.asynccontextmanager
async def _database(built: Path, server: str | None) -> AsyncIterator[str]:
    """The database to measure: the population's SQLite file as built, or (given a
    PostgreSQL `server`) a new database there holding a copy of it, dropped afterwards."""
    if server is None:
        yield str(built)
        return
    dsn = await postgres.create_database(server, "kilforth_bench")
    try:
        async with await Store.open(built) as src, await Store.open(dsn) as dst:
            sessions = len(await src._backend.fetch("SELECT id FROM sessions"))
            with tqdm(total=sessions, desc="copying to PostgreSQL", unit="session",
                      leave=False) as bar:
                await copy_store(src, dst, lambda done, _: bar.update(done - bar.n),
                                 verify=False)
        yield dsn
    finally:
        await postgres.drop_database(server, dsn)


async def _finished_bytes(template: population.Template, server: str) -> int:
    """What a template's finished game adds to a PostgreSQL database holding the schema."""
    sizes = []
    for path in (template.path.with_suffix(".empty"), template.path):
        async with _database(path, server) as dsn, await Store.open(dsn) as store:
            sizes.append(await _database_bytes(store))
    return sizes[1] - sizes[0]


RESTART_SCRIPT = """
import asyncio, sys, time
from kilforth.store.warm import warm_engine, typical_command
from kilforth.store import Store

async def main() -> None:
    warm_engine()  # as the bot's setup_hook does
    async with await Store.open(sys.argv[1]) as store:
        start = time.perf_counter()
        state = await store.state(sys.argv[2])
        command = typical_command(state)
        await store.execute(sys.argv[2], command.player, command)
        print(time.perf_counter() - start)

asyncio.run(main())
"""


def _restart(db: str, channel: str) -> float:
    """The first command of a fresh process, after the warm-up the bot does at start-up."""
    root = Path(__file__).resolve().parents[2]
    done = subprocess.run([sys.executable, "-c", RESTART_SCRIPT, str(db), channel],
                          capture_output=True, text=True, check=True,
                          env={**os.environ, "PYTHONPATH": str(root)})
    return float(done.stdout.strip())


def _channels(busy: Sequence[str], run: int) -> Sequence[str]:
    """The channels of a throughput run: its own `THROUGHPUT_CHANNELS` of them (their
    states not cached by the runs before), or at a small size the first run's again."""
    n = THROUGHPUT_CHANNELS
    return busy[run * n:(run + 1) * n] or busy[:n]


async def bench_store(sessions: int = 10_000, samples: int = 2000, templates: int = 2,
                      per_channel: int = 20, seed: int = 0, server: str | None = None
                      ) -> StoreBench:
    """The figures of the module's docstring, on SQLite, or with `server` (a PostgreSQL
    DSN) on a new database of that server, dropped afterwards. At most half the games are
    sampled one by one: the throughput runs play the others (`--sessions 2000` left them
    none)."""
    samples = min(samples, sessions // 2)
    rng = random.Random(seed)
    timed = _TimedEngine()
    with tempfile.TemporaryDirectory() as folder:
        start = time.perf_counter()
        made = await population.templates(Path(folder), templates)
        built = Path(folder) / "bench.sqlite3"
        pop = await population.populate(built, made, sessions, seed)
        party = next(t for t in made if t.heroes == 4)
        async with await Store.open(party.path) as template:
            party_export = await template.export_file(party.session_id)
        cached = max(1, sessions // 10)
        channels = list(pop.channels)
        rng.shuffle(channels)
        late = [c for c in channels if pop.channels[c][2].day >= LATE_DAY]
        async with _database(built, server) as db, \
                await Store.open(db, engine=timed, active_games=cached) as store:
            build = time.perf_counter() - start
            db_bytes = await _database_bytes(store)
            await store._backend.transaction(lambda conn: conn.execute(
                "CREATE TABLE bare (id INTEGER PRIMARY KEY, state BYTEA, events BYTEA)"))
            await store._backend.transaction(lambda conn: conn.executemany(
                "INSERT INTO bare (id) VALUES (?)", [(n,) for n in range(100)]))
            times = await _commands(store, timed, channels[:samples])
            logs = []
            for channel in _progress(late[:samples], "/log reads"):
                session_id, _, cut = pop.channels[channel]
                player = GameState.model_validate_json(cut.state).heroes[0].player
                logs.append(await _timed(store.history(
                    session_id, last=50, after_command_of=player)))
            undos = [await _timed(store.undo(channel, "bench", rng.randint(1, 10)))
                     for channel in _progress(late[:samples // 10], "undos")]
            # As /kilforth-admin export makes the file.
            exports = [await _timed(store.export_file(pop.channels[channel][0]))
                       for channel in _progress(late[-EXPORTS:], "exports")]
            busy = [c for c in channels[samples:] if c not in late[-EXPORTS:]]
            full = await _throughput(store, timed, _channels(busy, 0), per_channel,
                                     "full sync")
            await _full_sync(store, False)
            off = await _throughput(store, timed, _channels(busy, 1), per_channel,
                                    "fsync off")
            await _full_sync(store, True)
            rates = [OFFERED_RATE] + ([SUSTAINABLE_SHARE * full.per_second]
                                      if full.per_second < OFFERED_RATE else [])
            open_loop = [await _open_loop(store, _channels(busy, 2), per_channel, rate)
                         for rate in rates]
            during_import, during_writes = await _during_import(
                store, party_export, _channels(busy, 3)[:IMPORT_CHANNELS])
            state = snapshots.compress_session(pop.channels[busy[0]][2].state)
            rate = await _bare_rate(store, state, THROUGHPUT_CHANNELS * per_channel // 4)
            # The last late games: apart from the exported ones when there are enough of them
            # (reading an export changes nothing, so sharing one at a small size is harmless).
            restarts = [await asyncio.to_thread(_restart, db, channel) for channel in _progress(
                late[:-EXPORTS][-RESTARTS:] or late[-RESTARTS:], "restarts")]
        solo = next(t for t in made if t.heroes == 1)
        finished = ([solo.finished_bytes, party.finished_bytes] if server is None else
                    [await _finished_bytes(t, server) for t in (solo, party)])
    return StoreBench(
        sessions, cached, build, db_bytes,
        command=Latency.of(times["command"]), button=Latency.of(times["button"]),
        engine=Latency.of(times["engine"]), bare=Latency.of(times["bare"]),
        log=Latency.of(logs), undo=Latency.of(undos), export=Latency.of(exports),
        restart=Latency.of(restarts), full=full, off=off, open_loop=open_loop, bare_rate=rate,
        solo_bytes=finished[0], party_bytes=finished[1],
        party_export_bytes=len(party_export), during_import=during_import,
        during_writes=during_writes,
        location=store.location)
