"""The PostgreSQL backend (asyncpg), for deployments where several bot processes share one
database (DESIGN.md §5).

Each write transaction takes a connection of a pool of its own; the database commits
transactions of different channels side by side, so there is no group commit to do here. A
channel's writers in different processes are serialised by the lock the log's trigger takes
on the session's row, and a writer that applied its command to a version another one has
since replaced is refused (`VersionConflictError`), exactly as in SQLite.
"""

import functools
import re
import uuid
from collections.abc import Awaitable, Callable, Iterable, Sequence
from typing import Any, Self, TypeVar
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from kilforth.store import postgres_schema, snapshots
from kilforth.store.backend import Conn, Row
from kilforth.store.errors import StoreError, StoreUnavailableError

T = TypeVar("T")

# A command holds a connection for one short transaction: a few connections serve
# hundreds of commands a second, and N processes times this stays well under PostgreSQL's
# default `max_connections` of 100.
POOL_SIZE = 10

_PLACEHOLDER = re.compile(r"\?")


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """`sql` with its `?` placeholders numbered `$1`, `$2`, … (no statement of the store
    has a `?` inside a quoted string)."""
    count = iter(range(1, sql.count("?") + 1))
    return _PLACEHOLDER.sub(lambda _: f"${next(count)}", sql)


def without_password(dsn: str) -> str:
    parts = urlsplit(dsn)
    if parts.password is None:
        return dsn
    host = parts.hostname or ""
    netloc = f"{parts.username}:***@{host}" + (f":{parts.port}" if parts.port else "")
    return urlunsplit(parts._replace(netloc=netloc))


class PostgresConn:
    skip_locked = " FOR UPDATE SKIP LOCKED"

    def __init__(self, conn: asyncpg.Connection) -> None:
        self._conn = conn

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return list(await self._conn.fetch(numbered(sql), *params))

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self._conn.execute(numbered(sql), *snapshots.bound(params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._conn.executemany(numbered(sql), [snapshots.bound(row) for row in rows])

    def version_conflict(self, exc: BaseException) -> bool:
        return _version_conflict(exc)


def _version_conflict(exc: BaseException) -> bool:
    return isinstance(exc, asyncpg.RaiseError) and str(exc) == "version conflict"


class PostgresBackend:
    def __init__(self, dsn: str, pool: asyncpg.Pool) -> None:
        self.dsn = dsn
        self.location = without_password(dsn)
        self.pool = pool

    @classmethod
    async def open(cls, dsn: str, pool_size: int = POOL_SIZE) -> tuple[Self, int, int]:
        location = without_password(dsn)
        try:
            pool = await asyncpg.create_pool(dsn, min_size=1, max_size=pool_size)
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as exc:
            raise StoreError(f"{location} cannot be opened: {exc}") from exc
        try:
            async with pool.acquire() as conn:
                found = await postgres_schema.migrate(conn, location)
        except BaseException:
            await pool.close()
            raise
        return cls(dsn, pool), found, postgres_schema.SCHEMA_VERSION

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        try:
            return list(await self.pool.fetch(numbered(sql), *params))
        except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError,
                asyncpg.InternalClientError) as exc:
            # During an outage the pool fails with the driver's errors or the socket's (a
            # refused connection, one the server ended, a database not accepting any, a
            # connection left mid-protocol): the store's callers know the store's errors
            # only (issue 37.5).
            raise StoreUnavailableError(self.location, exc) from exc

    async def transaction(self, work: Callable[[Conn], Awaitable[T]], *,
                          statement: bool = False) -> T:
        # Each transaction is alone on its connection: one statement or several, nothing
        # else shares it.
        async with self.pool.acquire() as conn, conn.transaction():
            return await work(PostgresConn(conn))

    async def write(self, sql: str, params: Sequence[Any]) -> None:
        await self.transaction(lambda conn: conn.execute(sql, params))

    async def write_all(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        async def work(conn: Conn) -> None:
            for sql, params in statements:
                await conn.execute(sql, params)

        await self.transaction(work)

    def version_conflict(self, exc: BaseException) -> bool:
        return _version_conflict(exc)

    async def ids_follow_rows(self, tables: Sequence[str]) -> None:
        for table in tables:
            await self.pool.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), "
                f"COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)")

    async def close(self) -> None:
        await self.pool.close()


def with_database(dsn: str, name: str) -> str:
    """`dsn` with its database replaced by `name`."""
    return urlunsplit(urlsplit(dsn)._replace(path=f"/{name}"))


async def create_database(dsn: str, prefix: str) -> str:
    """A new empty database, named `prefix` and a random suffix, on the server `dsn` names
    (a database to measure or test in, then drop), as its DSN."""
    name = f"{prefix}_{uuid.uuid4().hex[:12]}"
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE template0')
    finally:
        await conn.close()
    return with_database(dsn, name)


async def drop_database(dsn: str, database: str) -> None:
    """Drop the database the DSN `database` names, through the server `dsn` names."""
    name = urlsplit(database).path.lstrip("/")
    conn = await asyncpg.connect(dsn)
    try:
        await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        await conn.close()
