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
that are one statement given as SQL and parameters (`run_statement`, a command's log entry)
run as one batch per SQL text (`executemany`): a group of any size is three round trips. If
a statement of a batch fails, the transaction is rolled back and the group runs again write
by write, so that only the failing one fails.
"""

import asyncio
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from itertools import groupby
from typing import Any, TypeVar

import aiosqlite

T = TypeVar("T")
Work = Callable[[aiosqlite.Connection], Awaitable[Any]]


@dataclass
class _Waiting:
    work: Work
    done: asyncio.Future[Any]
    # One statement: SQLite undoes it by itself if it fails, so it needs no savepoint.
    statement: bool
    # The statement, when the write is one given as SQL and parameters: it can be batched.
    sql: str | None = None
    params: Sequence[Any] = ()
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
        # How many groups committed, and how many writes they held: the bench reports them.
        self.groups = 0
        self.writes = 0

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
        await self._queued(_Waiting(lambda conn: conn.execute(sql, params),
                                    asyncio.get_running_loop().create_future(), True,
                                    sql, params))

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
                await self._commit(group)
        finally:
            self._writer = None

    async def _commit(self, group: list[_Waiting]) -> None:
        conn = self._conn
        try:
            await conn.execute("BEGIN IMMEDIATE")
            if len(group) == 1:
                # Alone in its group, a write needs no savepoint (two round trips fewer): if
                # it fails, the whole transaction is rolled back.
                await self._alone(group[0])
                return
            batched = [waiting for waiting in group if waiting.sql is not None]
            if await self._batch(batched):
                rest = [waiting for waiting in group if waiting.sql is None]
            else:
                await conn.execute("ROLLBACK")
                await conn.execute("BEGIN IMMEDIATE")
                rest = group
            for waiting in rest:
                await self._one_of(waiting)
            await conn.execute("COMMIT")
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

    async def _batch(self, batched: list[_Waiting]) -> bool:
        """Run the statements of `batched`, one `executemany` per SQL text; False if one
        failed (which of them, the database does not say)."""
        try:
            for sql, same in groupby(batched, key=lambda waiting: waiting.sql):
                assert sql is not None
                await self._conn.executemany(sql, [waiting.params for waiting in same])
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
        await self._conn.execute("COMMIT")
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
