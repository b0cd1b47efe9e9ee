"""The SQLite backend: one file, the embedded default.

Three connections: a writer, through which writes run in groups that share one transaction and
one fsync (`group`); a reader that sees only committed data (WAL), so a slow or failing write
never shows a half-applied game to a reader; and one that checkpoints the log (`checkpoints`),
so that no commit waits for it. Another process writing the same file waits for the write lock
(`schema.BUSY_TIMEOUT_MS`), and the log's trigger refuses a version it took first.
"""

import contextlib
import sqlite3
from collections.abc import Awaitable, Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, Self, TypeVar

import aiosqlite

from kilforth.store import schema, snapshots
from kilforth.store.backend import Conn, Row
from kilforth.store.checkpoints import Checkpointer
from kilforth.store.errors import StoreError
from kilforth.store.group import GroupCommit

T = TypeVar("T")


def _text(raw: bytes) -> str:
    """A TEXT value as read. Bytes that are not UTF-8 (disk damage, a hand edit) are kept as
    lone surrogates instead of failing the whole query: the one session's row that holds them
    then fails validation like any other damage, and can be inspected and reset."""
    return raw.decode("utf-8", "surrogateescape")


# A compressed blob or a hash is made as SQLite binds it, in the connection's thread.
sqlite3.register_adapter(snapshots.WhenBound, snapshots.WhenBound.value)


class SqliteConn:
    # One writer at a time holds the whole file: nothing to skip.
    skip_locked = ""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        # Fetch everything so no statement stays open and pins an old snapshot.
        return list(await self._conn.execute_fetchall(sql, params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute(sql, params)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._conn.executemany(sql, rows)

    def version_conflict(self, exc: BaseException) -> bool:
        return _version_conflict(exc)


def _version_conflict(exc: BaseException) -> bool:
    return isinstance(exc, sqlite3.IntegrityError) and "version conflict" in str(exc)


class SqliteBackend:
    def __init__(self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection,
                 checkpointer: aiosqlite.Connection) -> None:
        self.path = path
        self.location = str(path)
        self.writer = writer
        self._reader = reader
        self.checkpoints = Checkpointer(checkpointer)
        self.writes = GroupCommit(writer, self.checkpoints.written)

    @classmethod
    async def open(cls, path: Path) -> tuple[Self, int, int]:
        opened: list[aiosqlite.Connection] = []
        try:
            opened.append(writer := await schema.connect(path))
            found = await schema.migrate(writer)
            await writer.execute("PRAGMA wal_autocheckpoint = 0")
            opened.append(reader := await schema.connect(path))
            opened.append(checkpointer := await schema.connect(path))
        except BaseException as exc:
            for conn in opened:
                await conn.close()
            if isinstance(exc, sqlite3.DatabaseError):
                raise StoreError(f"{path} cannot be opened as a database: {exc}") from exc
            raise
        writer.row_factory = reader.row_factory = sqlite3.Row
        writer.text_factory = reader.text_factory = _text
        return cls(path, writer, reader, checkpointer), found, schema.SCHEMA_VERSION

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await SqliteConn(self._reader).fetch(sql, params)

    async def transaction(self, work: Callable[[Conn], Awaitable[T]], *,
                          statement: bool = False) -> T:
        """In the next group commit, in a savepoint of its own unless it is one
        `statement`."""
        return await self.writes.run(lambda conn: work(SqliteConn(conn)), statement=statement)

    async def write(self, sql: str, params: Sequence[Any]) -> None:
        await self.writes.run_statement(sql, params)

    async def write_all(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        await self.writes.run_statements(statements)

    def version_conflict(self, exc: BaseException) -> bool:
        return _version_conflict(exc)

    async def ids_follow_rows(self, tables: Sequence[str]) -> None:
        # An INTEGER PRIMARY KEY always takes the largest id + 1.
        return

    async def close(self) -> None:
        # Every connection is closed even if waiting for the writes fails: a Ctrl-C lands in
        # whichever task runs, the group writer's included, and a connection left open
        # keeps its thread, which keeps the process from exiting.
        async with contextlib.AsyncExitStack() as closing:
            closing.push_async_callback(self.writer.close)
            closing.push_async_callback(self._reader.close)
            closing.push_async_callback(self.checkpoints.close)
            await self.writes.idle()
