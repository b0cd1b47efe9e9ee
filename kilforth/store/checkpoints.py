"""Checkpoints of the write-ahead log, off the write path.

By default SQLite copies the log back into the database file (a checkpoint) inside the COMMIT
that takes the log past 1,000 pages. That COMMIT then waits for the copy and its fsyncs, and
with group commit so does every command of its group and of the groups queued behind it: at
full sync one command of a thousand waited almost a second. So the writer never checkpoints,
and a connection of its own does, in its own thread, every `EVERY_WRITES` writes: a PASSIVE
checkpoint, which takes no lock the writer needs.

The log starts again from its beginning at the first write after a checkpoint that copied all
of it. Under a load that never pauses, each passive checkpoint may miss the last groups, and
the log keeps growing; past `LIMIT_FRAMES` a RESTART checkpoint waits for the writer between
two groups, copies the few pages left, and has the next write start the log again from its
beginning, over the same file. It does not empty the file as a TRUNCATE checkpoint would:
giving a file of that size back to the disk took 45-140 ms on an ext4 volume mounted with
`discard`, the writer waiting all along, and the next groups grew the file again.
"""

import asyncio
import logging
import sqlite3

import aiosqlite

logger = logging.getLogger(__name__)

# About SQLite's own 1,000 pages: a command writes 5 to 15.
EVERY_WRITES = 100
# 64 MiB of 4 KiB pages.
LIMIT_FRAMES = 16_384


class Checkpointer:
    """Checkpoints `conn`'s database in the background, told of every committed write."""

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn
        self._since = 0
        self._running: asyncio.Task[None] | None = None
        # Checkpoints run: the tests and the bench read it.
        self.runs = 0

    def written(self, writes: int) -> None:
        """`writes` writes were committed: start a checkpoint if enough have been since the
        last one began and none is running."""
        self._since += writes
        if self._since >= EVERY_WRITES and self._running is None:
            self._since = 0
            self._running = asyncio.create_task(self._checkpoint())

    async def _checkpoint(self) -> None:
        try:
            rows = await self._conn.execute_fetchall("PRAGMA wal_checkpoint(PASSIVE)")
            _, frames, _ = next(iter(rows))
            if frames >= LIMIT_FRAMES:
                await self._conn.execute("PRAGMA wal_checkpoint(RESTART)")
            self.runs += 1
        except sqlite3.Error:
            # Nothing is lost: every committed page stays in the log until a checkpoint
            # copies it, and the next one tries again.
            logger.warning("checkpoint of the write-ahead log failed", exc_info=True)
        finally:
            self._running = None

    async def close(self) -> None:
        try:
            if self._running is not None:
                await self._running
        finally:
            await self._conn.close()
