"""The database file: reopening, migrations, refusal of files this code must not touch."""

import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest

from kilforth.commands import Move
from kilforth.store import (
    SCHEMA_VERSION,
    SchemaTooNewError,
    Store,
    StoreError,
    Target,
    default_target,
    schema,
)
from kilforth.store.sqlite import SqliteBackend

from .support import running
from .toy_engine import ToyEngine


async def test_close_and_reopen_keeps_everything(db_path: Path, toy: ToyEngine) -> None:
    async with await Store.open(db_path, engine=toy) as store:
        await running(store, "c1", ("p1", "p2"))
        done = await store.execute("c1", "p1", Move(player="p1", region="r7"))
        info = await store.session("c1")
        history = await store.history(info.id)  # type: ignore[union-attr]
    async with await Store.open(db_path, engine=toy) as store:
        assert await store.session("c1") == info
        assert await store.state("c1") == done.state
        assert await store.history(info.id) == history  # type: ignore[union-attr]
        again = await store.execute("c1", "p2", Move(player="p2", region="r8"))
        assert again.version == done.version + 1


def _connection_threads() -> int:
    return sum("_connection_worker_thread" in t.name for t in threading.enumerate())


async def _threads_gone(before: int) -> bool:
    for _ in range(200):
        if _connection_threads() == before:
            return True
        await asyncio.sleep(0.01)
    return False


@contextlib.contextmanager
def _stopped_at_the_end(backend: SqliteBackend) -> Iterator[None]:
    """Stops the connections' threads after the check, whatever it found, so that a failing
    test does not leave threads that keep the test run from exiting."""
    try:
        yield
    finally:
        for conn in (backend.writer, backend._reader, backend.checkpoints._conn):
            conn.stop()


async def test_a_failure_while_closing_still_closes_every_connection(
        db_path: Path, toy: ToyEngine, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Ctrl-C lands in whichever task runs, the group writer's included: then waiting for
    the writes fails, and a connection left open kept its thread, which kept the console's
    process from exiting after it had said the game was saved."""
    before = _connection_threads()
    store = await Store.open(db_path, engine=toy)
    await running(store, "c1", ("p1", "p2"))
    assert _connection_threads() == before + 3

    async def interrupted() -> None:
        raise RuntimeError("interrupted")

    backend = store._backend
    assert isinstance(backend, SqliteBackend)
    monkeypatch.setattr(backend.writes, "idle", interrupted)
    with _stopped_at_the_end(backend):
        with pytest.raises(RuntimeError, match="interrupted"):
            await store.close()
        assert await _threads_gone(before)


async def test_a_failed_checkpoint_task_still_lets_its_connection_close(
        db_path: Path, toy: ToyEngine) -> None:
    before = _connection_threads()
    store = await Store.open(db_path, engine=toy)
    backend = store._backend
    assert isinstance(backend, SqliteBackend)

    async def failing() -> None:
        raise RuntimeError("interrupted")

    backend.checkpoints._running = asyncio.create_task(failing())
    with _stopped_at_the_end(backend):
        with pytest.raises(RuntimeError, match="interrupted"):
            await store.close()
        assert await _threads_gone(before)


async def test_migrates_an_empty_file(db_path: Path, toy: ToyEngine) -> None:
    db_path.touch()
    async with await Store.open(db_path, engine=toy) as store:
        await running(store, "c1")
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert {"sessions", "seats", "log"} <= tables


async def test_refuses_a_newer_schema_without_touching_it(db_path: Path, toy: ToyEngine) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    before = db_path.read_bytes()
    with pytest.raises(SchemaTooNewError, match="upgrade the bot"):
        await Store.open(db_path, engine=toy)
    assert db_path.read_bytes() == before


async def test_refuses_a_file_that_is_not_a_database(db_path: Path, toy: ToyEngine) -> None:
    db_path.write_bytes(b"this is a text file, not a database" * 100)
    with pytest.raises(StoreError, match="cannot be opened as a database"):
        await Store.open(db_path, engine=toy)


async def test_names_a_path_it_cannot_open(tmp_path: Path, toy: ToyEngine) -> None:
    with pytest.raises(StoreError, match="no-such-folder"):
        await Store.open(tmp_path / "no-such-folder" / "kilforth.sqlite3", engine=toy)


async def test_log_is_append_only(db_path: Path, toy: ToyEngine) -> None:
    async with await Store.open(db_path, engine=toy) as store:
        await running(store, "c1")
    with sqlite3.connect(db_path) as conn, pytest.raises(sqlite3.IntegrityError, match="append"):
        conn.execute("DELETE FROM log")


def test_default_target_honours_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("KILFORTH_DB", raising=False)
    assert default_target() == Target("sqlite", "kilforth.sqlite3")
    monkeypatch.setenv("KILFORTH_DB", "/srv/games.db")
    assert default_target() == Target("sqlite", "/srv/games.db")
    monkeypatch.setenv("KILFORTH_DB", "sqlite:///srv/games.db")
    assert default_target().path == Path("srv/games.db")
    monkeypatch.setenv("KILFORTH_DB", "postgresql://bot@db.internal/kilforth")
    assert default_target() == Target("postgres", "postgresql://bot@db.internal/kilforth")


def test_an_empty_sqlite_url_is_refused() -> None:
    with pytest.raises(ValueError, match="file's path"):
        Target.parse("sqlite:///")


async def test_connections_keep_foreign_keys_and_full_sync(db_path: Path) -> None:
    conn = await schema.connect(db_path)
    try:
        pragmas = {name: next(iter(await conn.execute_fetchall(f"PRAGMA {name}")))[0]
                   for name in ("journal_mode", "foreign_keys", "synchronous", "busy_timeout")}
    finally:
        await conn.close()
    assert pragmas == {"journal_mode": "wal", "foreign_keys": 1, "synchronous": 2,
                       "busy_timeout": schema.BUSY_TIMEOUT_MS}


async def test_a_command_waits_for_another_process_writing(db_path: Path, toy: ToyEngine) -> None:
    async with await Store.open(db_path, engine=toy) as store:
        await running(store, "c1")
        other = sqlite3.connect(db_path, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            waiting = asyncio.create_task(
                store.execute("c1", "p1", Move(player="p1", region="r3")))
            await asyncio.sleep(0.2)
            assert not waiting.done()
            other.execute("COMMIT")
        finally:
            other.close()
        assert (await waiting).version == 2


async def test_an_unreachable_postgresql_server_is_a_clear_store_error() -> None:
    with pytest.raises(StoreError, match=r"postgresql://kilforth:\*\*\*@127.0.0.1:1/games "
                       "cannot be opened"):
        await Store.open("postgresql://kilforth:secret@127.0.0.1:1/games")
