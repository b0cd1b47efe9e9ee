"""Group commit: the writes of different channels that wait at the same moment share one
transaction, and so one fsync.

While a group commits, the writes that arrive queue up; they form the next group as soon as
the commit returns. Each write runs inside its own savepoint, so one that fails (a version
conflict, a lobby refusal) is rolled back alone and the others commit. A write is
acknowledged (its caller resumes) only once the group's COMMIT has returned: with
`synchronous = FULL` that is after the fsync, so an acknowledged command survives a power cut.
A COMMIT that fails fails every write of its group, none of which is then in the database.

Every round trip to the database's thread waits for the event loop to take its answer, and
the loop is busy with other channels' commands: a group of twenty writes run one after the
other took twenty turns of the loop, and its commands waited for all of them. So the writes
that are statements given as SQL and parameters (`run_statement`, a command's log entry;
`run_statements`, a command's log entry with its turn clock's timers) run as one batch per run
of the same SQL text (`executemany`), and a group of them alone, the usual one, runs whole in
the database's thread (`committed_at_once`: aiosqlite's one way to run a function there): a
group of any size is one round trip. If a statement of a batch fails, the transaction is
rolled back and the group runs again write by write (a write of several statements in a
savepoint of its own), so that only the failing one fails.
"""

import asyncio
import sqlite3
import time
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any, TypeVar

import aiosqlite

T = TypeVar("T")
# The statement that ends a group's transaction (a test makes it fail).
COMMIT = "COMMIT"
Work = Callable[[aiosqlite.Connection], Awaitable[Any]]


@dataclass
class _Waiting:
    work: Work
    done: asyncio.Future[Any]
    # One statement: SQLite undoes it by itself if it fails, so it needs no savepoint.
    statement: bool
    # The statements, in order, when the write is given as SQL and parameters: they can be
    # batched.
    statements: tuple[tuple[str, Sequence[Any]], ...] = ()
    outcome: tuple[bool, Any] = field(default=(False, None))


class GroupCommit:
    """The one way to write through `conn`, a connection in autocommit mode."""

    def __init__(self, conn: aiosqlite.Connection,
                 committed: Callable[[int], None] = lambda writes: None) -> None:
        self._conn = conn
        # Told how many writes each group that commits held.
        self._on_commit = committed
        self._queue: list[_Waiting] = []
        self._writer: asyncio.Task[None] | None = None
        # How many groups committed, and how many writes they held: what shows that writes
        # share commits (tests/store/test_store_group_commit.py).
        self.groups = 0
        self.writes = 0
        # The longest a group took, in seconds, from the start of its commit to its
        # acknowledgement (or failure): what `bench store` sets against its commands'
        # latency, to tell a slow disk from a busy process.
        self.slowest = 0.0

    async def run(self, work: Callable[[aiosqlite.Connection], Awaitable[T]], *,
                  statement: bool = False) -> T:
        """Run `work` in the next group and return its result once the group is committed.
        `statement`: `work` runs a single statement that changes the database (SQLite undoes
        a failed statement whole), so it runs without a savepoint: two round trips to the
        database's thread fewer. Shielded: a caller cancelled while waiting does not take
        its write out of a group already running; the write commits (or fails) with the
        others."""
        return await self._queued(
            _Waiting(work, asyncio.get_running_loop().create_future(), statement))

    async def run_statement(self, sql: str, params: Sequence[Any]) -> None:
        """Run one statement that changes the database in the next group, batched with the
        group's other statements of the same SQL, and return once the group is committed."""
        await self.run_statements([(sql, params)])

    async def run_statements(self, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
        """Run `statements` (SQL and parameters, in order), all or none, in the next group,
        batched with the group's other statements, and return once it is committed."""
        ordered = tuple(statements)

        async def work(conn: aiosqlite.Connection) -> None:
            for sql, params in ordered:
                await conn.execute(sql, params)

        await self._queued(_Waiting(work, asyncio.get_running_loop().create_future(),
                                    len(ordered) == 1, ordered))

    async def _queued(self, waiting: _Waiting) -> Any:
        self._queue.append(waiting)
        if self._writer is None:
            self._writer = asyncio.create_task(self._drain())
        return await asyncio.shield(waiting.done)

    async def idle(self) -> None:
        """Wait until every queued write is committed (before closing the connection)."""
        while self._writer is not None:
            await asyncio.shield(self._writer)

    async def _drain(self) -> None:
        try:
            while self._queue:
                group, self._queue = self._queue, []
                start = time.perf_counter()
                await self._commit(group)
                self.slowest = max(self.slowest, time.perf_counter() - start)
        finally:
            self._writer = None

    async def _commit(self, group: list[_Waiting]) -> None:
        conn = self._conn
        try:
            if all(waiting.statements for waiting in group):
                # The usual group, of commands only: one round trip to the database's thread.
                if await conn._execute(committed_at_once, conn._conn, _batches(group)):
                    for waiting in group:
                        waiting.outcome = (True, None)
                else:
                    await self._one_by_one(group)
            elif len(group) == 1:
                await conn.execute("BEGIN IMMEDIATE")
                # Alone in its group, a write needs no savepoint (two round trips fewer): if
                # it fails, the whole transaction is rolled back.
                await self._alone(group[0])
                return
            else:
                await conn.execute("BEGIN IMMEDIATE")
                batched = [waiting for waiting in group if waiting.statements]
                if await self._batch(batched):
                    rest = [waiting for waiting in group if not waiting.statements]
                else:
                    await conn.execute("ROLLBACK")
                    await conn.execute("BEGIN IMMEDIATE")
                    rest = group
                for waiting in rest:
                    await self._one_of(waiting)
                await conn.execute(COMMIT)
        except BaseException as exc:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            for waiting in group:
                if not waiting.done.done():
                    waiting.done.set_exception(exc)
            if not isinstance(exc, Exception):
                raise
            return
        self._committed(group)

    async def _one_by_one(self, group: list[_Waiting]) -> None:
        """The group in one transaction, each write alone: a batch of it failed."""
        await self._conn.execute("BEGIN IMMEDIATE")
        for waiting in group:
            await self._one_of(waiting)
        await self._conn.execute(COMMIT)

    async def _batch(self, batched: list[_Waiting]) -> bool:
        """Run the statements of `batched`, one `executemany` per SQL text; False if one
        failed (which of them, the database does not say)."""
        try:
            for sql, rows in _batches(batched):
                await self._conn.executemany(sql, rows)
        except Exception:
            return False
        for waiting in batched:
            waiting.outcome = (True, None)
        return True

    async def _one_of(self, waiting: _Waiting) -> None:
        """One write of a group: rolled back alone if it fails."""
        if waiting.statement:
            try:
                waiting.outcome = (True, await waiting.work(self._conn))
            except Exception as exc:
                waiting.outcome = (False, exc)
            return
        await self._conn.execute("SAVEPOINT write")
        try:
            waiting.outcome = (True, await waiting.work(self._conn))
        except Exception as exc:
            await self._conn.execute("ROLLBACK TO write")
            waiting.outcome = (False, exc)
        await self._conn.execute("RELEASE write")

    async def _alone(self, waiting: _Waiting) -> None:
        try:
            waiting.outcome = (True, await waiting.work(self._conn))
        except Exception as exc:
            await self._conn.execute("ROLLBACK")
            waiting.done.set_exception(exc)
            return
        await self._conn.execute(COMMIT)
        self._committed([waiting])

    def _committed(self, group: list[_Waiting]) -> None:
        self.groups += 1
        self.writes += len(group)
        self._on_commit(len(group))
        for waiting in group:
            ok, value = waiting.outcome
            if ok:
                waiting.done.set_result(value)
            else:
                waiting.done.set_exception(value)


def _batches(writes: list[_Waiting]) -> list[tuple[str, list[Sequence[Any]]]]:
    """The statements of `writes` (all given as SQL), each write's in its order, as one batch
    per run of the same SQL."""
    statements = [statement for waiting in writes for statement in waiting.statements]
    return [(sql, [params for _, params in same])
            for sql, same in groupby(statements, key=lambda statement: statement[0])]


def committed_at_once(conn: sqlite3.Connection,
                      batches: list[tuple[str, list[Sequence[Any]]]]) -> bool:
    """In the database's thread: BEGIN, every batch, COMMIT. False, with nothing written, if a
    statement fails; a COMMIT that fails raises."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        for sql, rows in batches:
            conn.executemany(sql, rows)
    except Exception:
        conn.execute("ROLLBACK")
        return False
    conn.execute(COMMIT)
    return True
