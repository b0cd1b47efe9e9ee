"""What the store needs from a database, and which database a setting names.

The store (`sessions`) holds every rule of persistence: sessions, versions, the compact log,
snapshots, undo, export and import, the replay check. A backend holds only what differs
between databases: how to connect, how a write transaction runs (SQLite's group commit, a
PostgreSQL pool), the SQL dialect of its migrations, and how a refused version shows.

Statements are written once, with `?` placeholders, in the SQL both databases accept; the
PostgreSQL connection numbers them (`$1`, `$2`, …) as its protocol wants.
"""

import os
from collections.abc import Awaitable, Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, Protocol, TypeVar

T = TypeVar("T")

DEFAULT_DB = "kilforth.sqlite3"
ENV_DB = "KILFORTH_DB"
_POSTGRES_SCHEMES = ("postgresql://", "postgres://")
_SQLITE_SCHEME = "sqlite:///"


class Row(Protocol):
    """A result row, read by column name (`sqlite3.Row` and asyncpg's `Record` both are)."""

    def __getitem__(self, key: str | int, /) -> Any: ...

    def keys(self) -> Iterable[str]: ...

    def __iter__(self) -> Iterator[Any]: ...

    def __len__(self) -> int: ...


class Conn(Protocol):
    """One connection, inside a transaction when the store writes through it."""

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None: ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    # Appended to a SELECT of rows to take: on a database where other transactions write
    # at the same time, it locks the rows selected and skips those another one has locked.
    skip_locked: str

    def version_conflict(self, exc: BaseException) -> bool:
        """Whether `exc` is the log's refusal of a version the session is not at."""
        ...


class Backend(Protocol):
    # What to show for the database: a file's path, or a DSN without its password.
    location: str

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Read committed rows (never a write in progress)."""
        ...

    async def transaction(self, work: Callable[[Conn], Awaitable[T]], *,
                          statement: bool = False) -> T:
        """Run `work` in one write transaction; return once it is committed and durable.
        `statement`: `work` runs one statement that changes the database, which the
        database undoes whole if it fails (SQLite's group commit then needs no savepoint
        for it)."""
        ...

    async def write(self, sql: str, params: Sequence[Any]) -> None:
        """Run one statement that changes the database in a write transaction; return once it
        is committed and durable. SQLite's group commit batches the statements of a group
        that share their SQL."""
        ...

    async def write_all(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        """Run `statements` (SQL and parameters, in order), all or none, in a write
        transaction; return once it is committed and durable. SQLite's group commit batches
        them with its group's other statements, as `write`'s."""
        ...

    def version_conflict(self, exc: BaseException) -> bool:
        """Whether `exc`, raised by `write`, is the log's refusal of a version the session is
        not at."""
        ...

    async def ids_follow_rows(self, tables: Sequence[str]) -> None:
        """Make the next id of each table's `id` column follow the largest there, after rows
        were inserted with their ids (a copy)."""
        ...

    async def close(self) -> None: ...


@dataclass(frozen=True)
class Target:
    """The database a setting names: a PostgreSQL DSN, or a SQLite file."""

    kind: Literal["sqlite", "postgres"]
    # The file's path, or the DSN as given.
    address: str

    @classmethod
    def parse(cls, value: str | os.PathLike[str]) -> "Target":
        """`postgresql://…` (or `postgres://…`) is PostgreSQL; `sqlite:///PATH` or any other
        value is a SQLite file's path."""
        text = os.fspath(value)
        if text.startswith(_POSTGRES_SCHEMES):
            return cls("postgres", text)
        if text.startswith(_SQLITE_SCHEME):
            text = text.removeprefix(_SQLITE_SCHEME)
            if not text:
                raise ValueError(f"{_SQLITE_SCHEME} must be followed by the database file's path")
        return cls("sqlite", text)

    @property
    def path(self) -> Path:
        assert self.kind == "sqlite", "a PostgreSQL database has no path"
        return Path(self.address)


def default_target() -> Target:
    """`$KILFORTH_DB`, else `./kilforth.sqlite3`."""
    return Target.parse(os.environ.get(ENV_DB) or DEFAULT_DB)


async def open_backend(target: Target, pool_size: int | None = None
                       ) -> tuple[Backend, int, int]:
    """Connect to `target`, creating and migrating its schema as needed (`pool_size`: the
    PostgreSQL connections at most; see `postgres.POOL_SIZE`). Returns the backend, the
    schema version found and the one now in place."""
    if target.kind == "postgres":
        from kilforth.store.postgres import POOL_SIZE, PostgresBackend

        return await PostgresBackend.open(target.address, pool_size or POOL_SIZE)
    from kilforth.store.sqlite import SqliteBackend

    return await SqliteBackend.open(target.path)
