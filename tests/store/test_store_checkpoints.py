"""Checkpoints of SQLite's write-ahead log run on a connection of their own, never inside a
command's COMMIT, and keep the log from growing without bound."""

import asyncio
import sqlite3
from pathlib import Path

import pytest

from kilforth.commands import Move
from kilforth.store import Store, checkpoints
from kilforth.store.sqlite import SqliteBackend

from .support import running
from .toy_engine import REGIONS, ToyEngine


def _backend(store: Store) -> SqliteBackend:
    backend = store._backend
    assert isinstance(backend, SqliteBackend)
    return backend


async def _moves(store: Store, channel: str, count: int) -> None:
    for n in range(count):
        await store.execute(channel, "p1", Move(player="p1", region=REGIONS[n % len(REGIONS)]))


async def _settled(backend: SqliteBackend) -> None:
    while backend.checkpoints._running is not None:
        await asyncio.sleep(0.01)


async def test_the_writer_never_checkpoints_in_a_commit(sqlite_store: Store) -> None:
    rows = await _backend(sqlite_store).writer.execute_fetchall("PRAGMA wal_autocheckpoint")
    assert next(iter(rows))[0] == 0


async def test_a_checkpoint_runs_in_the_background_every_so_many_writes(
        sqlite_store: Store, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoints, "EVERY_WRITES", 10)
    backend = _backend(sqlite_store)
    await running(sqlite_store, "c1")
    await _moves(sqlite_store, "c1", 25)
    await _settled(backend)
    assert backend.checkpoints.runs >= 2
    # What the checkpoints copied is in the database file itself: a connection that ignores
    # the log's uncopied pages still finds the game.
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM log").fetchone()[0] > 0


async def test_a_log_past_its_limit_starts_again_from_its_beginning(
        sqlite_store: Store, db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A game's creation, seat and start are three writes: the fifth move is the eighth.
    monkeypatch.setattr(checkpoints, "EVERY_WRITES", 8)
    monkeypatch.setattr(checkpoints, "LIMIT_FRAMES", 1)
    backend = _backend(sqlite_store)
    conn = backend.checkpoints._conn
    ran: list[str] = []
    execute = conn.execute
    monkeypatch.setattr(conn, "execute", lambda sql, *args: ran.append(sql) or execute(sql, *args))
    wal = Path(f"{db_path}-wal")
    await running(sqlite_store, "c1")
    await _moves(sqlite_store, "c1", 5)
    await _settled(backend)
    assert ran == ["PRAGMA wal_checkpoint(RESTART)"]
    size = wal.stat().st_size
    assert size > 0  # the file is kept for the writes to come, not given back
    # Fewer pages than the eight writes before: written over the log's first pages, so the
    # file does not grow.
    await _moves(sqlite_store, "c1", 2)
    assert wal.stat().st_size == size
    info = await sqlite_store.session("c1")
    assert info is not None and info.version == 1 + 5 + 2
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT MAX(version) FROM log").fetchone()[0] == info.version


async def test_a_failed_checkpoint_loses_nothing(db_path: Path, toy: ToyEngine,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(checkpoints, "EVERY_WRITES", 1)
    async with await Store.open(db_path, engine=toy) as store:
        backend = _backend(store)
        await running(store, "c1")
        # The checkpointer's connection fails every statement from now on.
        await backend.checkpoints._conn.close()
        await _moves(store, "c1", 3)
        await _settled(backend)
        info = await store.session("c1")
        assert info is not None and info.version == 4
    async with await Store.open(db_path, engine=toy) as store:
        assert [e.version for e in await store.history(info.id)] == [1, 2, 3, 4]
