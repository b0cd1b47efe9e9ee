"""Group commit: writes of different channels waiting at the same moment share one
transaction; each is acknowledged only once that transaction is committed, a failing one is
rolled back alone, and a process killed in the middle of a group loses no acknowledged
command and leaves no command half-applied."""

import asyncio
import functools
import signal
import sqlite3
import sys
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import aiosqlite
import pytest

from kilforth.commands import Move
from kilforth.options import GameOptions
from kilforth.store import SessionError, Store, group, sessions, timers
from kilforth.store import snapshots as snap
from kilforth.store.errors import VersionConflictError

from .support import running
from .toy_engine import REGIONS, ToyEngine

CHANNELS = 20


async def test_concurrent_channels_share_commits_and_keep_their_order(sqlite_store: Store
                                                                     ) -> None:
    store = sqlite_store
    channels = [f"c{n}" for n in range(CHANNELS)]
    for channel in channels:
        await running(store, channel)
    groups, writes = store._backend.writes.groups, store._backend.writes.writes

    async def play(channel: str) -> list[int]:
        return [(await store.execute(channel, "p1", Move(player="p1", region=region))).version
                for region in REGIONS[:5]]

    played = await asyncio.gather(*(play(channel) for channel in channels))
    assert played == [[2, 3, 4, 5, 6]] * CHANNELS
    assert store._backend.writes.writes - writes == 5 * CHANNELS
    # Twenty channels writing at once: far fewer commits than commands.
    assert store._backend.writes.groups - groups < 5 * CHANNELS / 2
    for channel in channels:
        info = await store.session(channel)
        assert info is not None and info.version == 6
        assert [e.version for e in await store.history(info.id)] == [1, 2, 3, 4, 5, 6]


async def test_a_write_refused_inside_a_group_is_rolled_back_alone(store: Store) -> None:
    await running(store, "c1")
    await running(store, "c2")
    results = await asyncio.gather(
        store.execute("c1", "p1", Move(player="p1", region="r1")),
        # The channel has a game: refused inside the transaction, after the group began.
        store.create("g1", "c2", "p2", GameOptions(), 1),
        store.execute("c2", "p1", Move(player="p1", region="r2")),
        return_exceptions=True)
    assert isinstance(results[1], SessionError) and results[1].code == "game_exists"
    assert [getattr(r, "version", None) for r in results] == [2, None, 2]
    assert len(await store.games("c2")) == 1



async def test_a_one_statement_write_that_fails_in_a_group_leaves_nothing_behind(
        sqlite_store: Store, db_path: Path) -> None:
    """A command's write is one statement, without a savepoint: when its last part fails,
    SQLite undoes the parts before it too (the log entry, the session's state)."""
    store = sqlite_store
    for channel in ("c1", "c2", "c3"):
        await running(store, channel)
    info = await store.session("c3")
    assert info is not None
    with sqlite3.connect(db_path) as conn:
        before = conn.execute("SELECT state, version FROM sessions WHERE id = ?",
                              (info.id,)).fetchone()
        # Its snapshot will collide with this one, after the entry and the state are written.
        conn.execute("INSERT INTO snapshots VALUES (?, ?, x'01')", (info.id, info.version + 1))

    async def failing(conn: aiosqlite.Connection) -> None:
        await conn.execute(
            "INSERT INTO log_append (session_id, version, kind, player, at, status, events, "
            "state, snapshot) VALUES (?, ?, 'undo', 'mod', 'now', 'running', x'', x'676f6e65', "
            "x'00')", (info.id, info.version + 1))

    results = await asyncio.gather(
        store.execute("c1", "p1", Move(player="p1", region="r1")),
        store._backend.writes.run(failing, statement=True),
        store.execute("c2", "p1", Move(player="p1", region="r2")),
        return_exceptions=True)
    assert isinstance(results[1], sqlite3.IntegrityError)
    assert [getattr(r, "version", None) for r in results] == [2, None, 2]
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT state, version FROM sessions WHERE id = ?",
                            (info.id,)).fetchone() == before
        assert conn.execute("SELECT count(*) FROM log WHERE session_id = ? AND version > ?",
                            (info.id, info.version)).fetchone() == (0,)

CHILD = """
import asyncio, sys
sys.path.insert(0, sys.argv[2])
from tests.store.toy_engine import ToyEngine, REGIONS
from kilforth.commands import Move
from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import Store

CHANNELS = int(sys.argv[3])

async def main() -> None:
    async with await Store.open(sys.argv[1], engine=ToyEngine()) as store:
        for n in range(CHANNELS):
            await store.create("g1", f"c{n}", "p1", GameOptions(), 1)
            await store.join(f"c{n}", HeroSpec(player="p1", name="A", race="human",
                                               hero_class="warrior"))
            await store.start(f"c{n}", "p1")
        print("ready", flush=True)

        async def play(channel: str) -> None:
            n = 0
            while True:
                n += 1
                result = await store.execute(channel, "p1",
                                             Move(player="p1", region=REGIONS[n % 25]))
                # Acknowledged: the command's commit has returned.
                print(channel, result.version, flush=True)

        await asyncio.gather(*(play(f"c{n}") for n in range(CHANNELS)))

asyncio.run(main())
"""


async def test_a_kill_in_the_middle_of_a_group_loses_no_acknowledged_command(
        tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CHILD, str(db), str(Path(__file__).parents[2]), str(CHANNELS),
        stdout=asyncio.subprocess.PIPE)
    acknowledged: dict[str, int] = {}
    try:
        assert child.stdout is not None
        assert await asyncio.wait_for(child.stdout.readline(), 30) == b"ready\n"
        while sum(acknowledged.values()) < 15 * CHANNELS:
            line = await asyncio.wait_for(child.stdout.readline(), 30)
            channel, version = line.decode().split()
            acknowledged[channel] = int(version)
    finally:
        child.send_signal(signal.SIGKILL)
        await child.wait()
    assert child.returncode == -signal.SIGKILL

    with sqlite3.connect(db) as conn:
        sessions = conn.execute("SELECT id, channel, version, state FROM sessions").fetchall()
        for session_id, channel, version, state in sessions:
            # Every acknowledged command is there (and maybe a few committed after the last
            # acknowledgement was read).
            assert version >= acknowledged.get(channel, 1)
            log = conn.execute("SELECT max(version), count(*) FROM log WHERE session_id = ?",
                               (session_id,)).fetchone()
            assert log == (version, version)
            # Nothing half-applied: the session's state is the one its last entry recorded.
            last_hash = conn.execute(
                "SELECT state_hash FROM log WHERE session_id = ? AND version = ?",
                (session_id, version)).fetchone()[0]
            assert snap.state_hash(snap.decompress(state)) == last_hash
    async with await Store.open(db, engine=ToyEngine()) as store:
        for session_id, *_ in sessions:
            report = await store.replay(session_id)
            assert report.ok, report.reason


async def test_a_failed_commit_fails_every_write_of_its_group(
        sqlite_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    store = sqlite_store
    await running(store, "c1")
    await running(store, "c2")
    # A COMMIT the database refuses, as a full or failing disk makes it.
    monkeypatch.setattr(group, "COMMIT", "COMMIT TO nowhere")
    results = await asyncio.gather(
        store.execute("c1", "p1", Move(player="p1", region="r1")),
        store.execute("c2", "p1", Move(player="p1", region="r2")),
        return_exceptions=True)
    monkeypatch.undo()
    assert all(isinstance(r, Exception) for r in results), results
    for channel in ("c1", "c2"):
        info = await store.session(channel)
        assert info is not None and info.version == 1
    # The cache did not keep the states of writes that never committed.
    assert (await store.execute("c1", "p1", Move(player="p1", region="r3"))).version == 2


async def _in_one_group(store: Store, writes: list[Callable[[], Awaitable[object]]]
                        ) -> list[object]:
    """Run `writes` so that they all wait for the same group: a write holds the writer until
    every one of them is queued."""
    queued = asyncio.Event()

    async def hold(conn: object) -> None:
        await queued.wait()

    holder = asyncio.create_task(store._backend.transaction(hold))
    await asyncio.sleep(0.01)
    tasks = [asyncio.create_task(write()) for write in writes]  # type: ignore[arg-type]
    await asyncio.sleep(0.05)  # every command read its state and waits to write
    queued.set()
    await holder
    return await asyncio.gather(*tasks, return_exceptions=True)


async def test_the_slowest_group_is_timed_from_its_start_to_its_acknowledgement(
        sqlite_store: Store) -> None:
    """What `bench store` sets against a slow command: a group held 80 ms by one of its
    writes took at least that long, and the next quick groups do not lower the figure."""
    store = sqlite_store
    await running(store, "c1")
    writes = store._backend.writes
    writes.slowest = 0.0

    async def slow(conn: object) -> None:
        await asyncio.sleep(0.08)

    await store._backend.transaction(slow)
    held = writes.slowest
    assert held >= 0.08
    await store.execute("c1", "p1", Move(player="p1", region="r1"))
    assert writes.slowest == held


def _round_trips(store: Store, monkeypatch: pytest.MonkeyPatch) -> list[object]:
    """What each round trip to the database's thread runs from now: a group run at once
    shows as its batches."""
    trips: list[object] = []
    writer = store._backend.writer
    real = writer._execute

    async def counting(fn: Any, *args: Any, **kwargs: Any) -> Any:
        trips.append(args[1] if fn is group.committed_at_once else fn)
        return await real(fn, *args, **kwargs)

    monkeypatch.setattr(writer, "_execute", counting)
    return trips


async def test_the_statements_of_a_group_run_as_one_batch(
        sqlite_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    store = sqlite_store
    channels = [f"c{n}" for n in range(CHANNELS)]
    for channel in channels:
        await running(store, channel)
    trips = _round_trips(store, monkeypatch)
    results = await _in_one_group(store, [
        functools.partial(store.execute, channel, "p1", Move(player="p1", region="r2"))
        for channel in channels])
    assert [getattr(r, "version", r) for r in results] == [2] * CHANNELS
    # Twenty commands' log entries: one round trip to the database's thread, not twenty.
    [batches] = [trip for trip in trips if isinstance(trip, list)]
    assert [len(rows) for _, rows in batches] == [CHANNELS]


async def test_a_refused_statement_of_a_batch_fails_alone(sqlite_store: Store) -> None:
    store = sqlite_store
    for channel in ("c1", "c2", "c3"):
        await running(store, channel)
    stale = await store.session("c2")
    assert stale is not None
    state = (await store.state("c2")).model_dump_json()
    results = await _in_one_group(store, [
        functools.partial(store.execute, "c1", "p1", Move(player="p1", region="r1")),
        # A version c2's session is no longer at, as a process that lost a race would write.
        functools.partial(store._append_alone, stale.id, stale.version - 1,
                          sessions._Entry("command", "p1", "running", state=state)),
        functools.partial(store.execute, "c3", "p1", Move(player="p1", region="r3"))])
    assert isinstance(results[1], VersionConflictError)
    assert [getattr(r, "version", None) for r in results] == [2, None, 2]
    info = await store.session("c2")
    assert info is not None and info.version == stale.version
    assert [e.version for e in await store.history(info.id)] == list(range(1, info.version + 1))


def _reminder(channel: str) -> timers.Rearm:
    """A turn clock that adds one reminder with each command of `channel`."""

    async def rearm(session_id: int, state: object, version: int) -> timers.TimerChange:
        now = datetime.now(UTC)
        return timers.TimerChange(session_id, channel, (("reminder", "p1"),), (
            timers.NewTimer(kind="reminder", player="p1", due=now + timedelta(hours=1),
                            payload={"since": version}, created=now),))

    return rearm


async def test_commands_with_their_clock_run_as_one_batch_and_a_refused_one_fails_alone(
        sqlite_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: a command's log entry and its turn clock's timers are one write of several
    statements; a group of them is still one round trip to the database's thread, and one
    that is refused (a version conflict) takes its timers with it."""
    store = sqlite_store
    channels = [f"c{n}" for n in range(4)]
    for channel in channels:
        await running(store, channel)
    trips = _round_trips(store, monkeypatch)
    results = await _in_one_group(store, [
        functools.partial(store.execute, channel, "p1", Move(player="p1", region="r2"),
                          timers=_reminder(channel)) for channel in channels])
    assert [getattr(r, "version", r) for r in results] == [2] * len(channels)
    [batches] = [trip for trip in trips if isinstance(trip, list)]
    assert sum(len(rows) for _, rows in batches) == 3 * len(channels)
    for channel in channels:
        assert [t.payload for t in await store.timers(channel)] == [{"since": 2}]

    stale = await store.session("c1")
    assert stale is not None
    state = (await store.state("c1")).model_dump_json()
    clock = timers.timer_statements(await _reminder("c1")(stale.id, None, 99))
    results = await _in_one_group(store, [
        functools.partial(store.execute, "c0", "p1", Move(player="p1", region="r3"),
                          timers=_reminder("c0")),
        functools.partial(store._append_alone, stale.id, stale.version - 1,
                          sessions._Entry("command", "p1", "running", state=state), clock)])
    assert getattr(results[0], "version", None) == 3
    assert isinstance(results[1], VersionConflictError)
    assert [t.payload for t in await store.timers("c0")] == [{"since": 3}]
    assert [t.payload for t in await store.timers("c1")] == [{"since": 2}]


async def test_a_command_is_compressed_and_hashed_off_the_event_loop(
        sqlite_store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The log entry's blobs and hash are made as SQLite binds them, in the database's
    thread, so the event loop every channel waits for does not spend its time on them."""
    import threading

    made_in: list[threading.Thread] = []
    for name in ("compress", "state_hash"):
        real = getattr(snap, name)
        monkeypatch.setattr(snap, name, lambda text, real=real: (
            made_in.append(threading.current_thread()), real(text))[1])
    await running(sqlite_store, "c1")
    made_in.clear()
    outcome = await sqlite_store.execute("c1", "p1", Move(player="p1", region=REGIONS[1]))
    assert len(made_in) >= 2 and threading.main_thread() not in made_in
    entry = (await sqlite_store.history((await sqlite_store.session("c1")).id))[-1]
    assert entry.version == outcome.version and entry.events == outcome.events
