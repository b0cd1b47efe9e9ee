"""The database file: connection settings and migrations keyed by `PRAGMA user_version`.

A migration is a list of statements (or a function running them, when rows must be rewritten
by code) applied in one transaction together with the new
`user_version`, so a crash during an upgrade leaves the previous version intact.
Append new migrations at the end; never edit one that has shipped.
"""

import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import aiosqlite

from kilforth.store import snapshots, summaries, timers
from kilforth.store.errors import SchemaTooNewError, StoreError

BUSY_TIMEOUT_MS = 5000

_STATEMENTS: list[list[str]] = [
    [
        """CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            guild TEXT NOT NULL,
            channel TEXT NOT NULL,
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
            options TEXT NOT NULL,
            hero_count INTEGER NOT NULL CHECK (hero_count BETWEEN 1 AND 4),
            seed INTEGER,
            state TEXT,
            version INTEGER NOT NULL DEFAULT 0,
            created_by TEXT NOT NULL,
            created_at TEXT NOT NULL,
            updated_at TEXT NOT NULL
        ) STRICT""",
        # One lobby or running game per channel, enforced by the database itself.
        """CREATE UNIQUE INDEX sessions_active_channel ON sessions (channel)
            WHERE status IN ('lobby', 'running')""",
        "CREATE INDEX sessions_channel ON sessions (channel, id)",
        """CREATE TABLE seats (
            session_id INTEGER NOT NULL REFERENCES sessions (id),
            position INTEGER NOT NULL,
            player TEXT NOT NULL,
            hero TEXT NOT NULL,
            PRIMARY KEY (session_id, position)
        ) STRICT""",
        # `state` is the game state this entry produced; NULL for entries that produced
        # none (abandon, reset). `status` is the session's status after it. `restored_from`
        # is the version an undo went back to.
        """CREATE TABLE log (
            session_id INTEGER NOT NULL REFERENCES sessions (id),
            version INTEGER NOT NULL,
            kind TEXT NOT NULL
                CHECK (kind IN ('start', 'command', 'undo', 'import', 'abandon', 'reset')),
            player TEXT NOT NULL,
            at TEXT NOT NULL,
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
            command TEXT,
            events TEXT NOT NULL,
            state TEXT,
            restored_from INTEGER,
            PRIMARY KEY (session_id, version)
        ) STRICT""",
        # Appending to the log is the only way a game moves on: the same statement moves the
        # session to the entry's version, state and status, and only if the session is at the
        # version before it (the optimistic check, made before the row is inserted so that a
        # version another writer took first is a conflict too). So the state and its log
        # entry are one atomic write, and the session always agrees with its log.
        """CREATE TRIGGER log_checks_version BEFORE INSERT ON log
            BEGIN
                SELECT RAISE(ABORT, 'version conflict') WHERE NOT EXISTS (
                    SELECT 1 FROM sessions
                    WHERE id = NEW.session_id AND version = NEW.version - 1);
            END""",
        """CREATE TRIGGER log_moves_session AFTER INSERT ON log
            BEGIN
                UPDATE sessions SET
                    state = CASE NEW.kind WHEN 'abandon' THEN state ELSE NEW.state END,
                    status = NEW.status, version = NEW.version, updated_at = NEW.at
                WHERE id = NEW.session_id;
            END""",
        # The log is the audit trail: the database refuses to rewrite history, even if a
        # bug in the code tries.
        """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
            BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
        """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
            BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    ],
    # A moderator may hand a running game's hero to another player ("reassign"). SQLite
    # cannot change a CHECK constraint in place: the log is rebuilt with the wider one and
    # its triggers recreated unchanged (dropping a table fires no trigger, so the
    # append-only guards do not block the copy).
    [
        """CREATE TABLE log_next (
            session_id INTEGER NOT NULL REFERENCES sessions (id),
            version INTEGER NOT NULL,
            kind TEXT NOT NULL
                CHECK (kind IN ('start', 'command', 'undo', 'import', 'abandon', 'reset',
                                'reassign')),
            player TEXT NOT NULL,
            at TEXT NOT NULL,
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
            command TEXT,
            events TEXT NOT NULL,
            state TEXT,
            restored_from INTEGER,
            PRIMARY KEY (session_id, version)
        ) STRICT""",
        "INSERT INTO log_next SELECT * FROM log",
        "DROP TABLE log",
        "ALTER TABLE log_next RENAME TO log",
        """CREATE TRIGGER log_checks_version BEFORE INSERT ON log
            BEGIN
                SELECT RAISE(ABORT, 'version conflict') WHERE NOT EXISTS (
                    SELECT 1 FROM sessions
                    WHERE id = NEW.session_id AND version = NEW.version - 1);
            END""",
        """CREATE TRIGGER log_moves_session AFTER INSERT ON log
            BEGIN
                UPDATE sessions SET
                    state = CASE NEW.kind WHEN 'abandon' THEN state ELSE NEW.state END,
                    status = NEW.status, version = NEW.version, updated_at = NEW.at
                WHERE id = NEW.session_id;
            END""",
        """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
            BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
        """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
            BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    ],
]

_LOG_GUARDS = [
    """CREATE TRIGGER log_checks_version BEFORE INSERT ON log
        BEGIN
            SELECT RAISE(ABORT, 'version conflict') WHERE NOT EXISTS (
                SELECT 1 FROM sessions
                WHERE id = NEW.session_id AND version = NEW.version - 1);
        END""",
    """CREATE TRIGGER log_no_update BEFORE UPDATE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER log_no_delete BEFORE DELETE ON log
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER snapshots_no_update BEFORE UPDATE ON snapshots
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
    """CREATE TRIGGER snapshots_no_delete BEFORE DELETE ON snapshots
        BEGIN SELECT RAISE(ABORT, 'the log is append-only'); END""",
]


async def _compact_log(conn: aiosqlite.Connection) -> None:
    """The compact log (see `snapshots`): each entry keeps a hash of the state it produced
    instead of the state, and a compressed snapshot is kept at some entries. The session's
    current state is written by the store beside its log entry, in the same transaction (a
    trigger cannot: the entry no longer carries it); the trigger still moves the session's
    version and status, so the optimistic check stays in the database."""
    await conn.execute("""CREATE TABLE log_next (
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        version INTEGER NOT NULL,
        kind TEXT NOT NULL
            CHECK (kind IN ('start', 'command', 'undo', 'import', 'abandon', 'reset',
                            'reassign')),
        player TEXT NOT NULL,
        at TEXT NOT NULL,
        status TEXT NOT NULL
            CHECK (status IN ('lobby', 'running', 'finished', 'abandoned')),
        command TEXT,
        events BLOB NOT NULL,
        state_hash TEXT,
        restored_from INTEGER,
        PRIMARY KEY (session_id, version)
    ) STRICT""")
    await conn.execute("""CREATE TABLE snapshots (
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        version INTEGER NOT NULL,
        state BLOB NOT NULL,
        PRIMARY KEY (session_id, version)
    ) STRICT""")
    # Row by row, so a large file is never held in memory at once.
    cursor = await conn.execute(
        "SELECT session_id, version, kind, player, at, status, command, events, state, "
        "restored_from FROM log ORDER BY session_id, version")
    async for row in cursor:
        (session_id, version, kind, player, at, status, command, events, state,
         restored_from) = tuple(row)
        await conn.execute(
            "INSERT INTO log_next (session_id, version, kind, player, at, status, command, "
            "events, state_hash, restored_from) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, version, kind, player, at, status, command,
             snapshots.compress(events),
             None if state is None else snapshots.state_hash(state), restored_from))
        # Every stored state is kept: it was made by the engine of its day, and today's may
        # play the same command differently (a rules fix), so replaying old commands could not
        # be trusted to give it back. Compressed, they still take a quarter of the room.
        if state is not None:
            await conn.execute(
                "INSERT INTO snapshots (session_id, version, state) VALUES (?, ?, ?)",
                (session_id, version, snapshots.compress(state)))
    await cursor.close()
    for statement in ["DROP TABLE log", "ALTER TABLE log_next RENAME TO log",
                      """CREATE TRIGGER log_moves_session AFTER INSERT ON log
                          BEGIN
                              UPDATE sessions SET status = NEW.status, version = NEW.version,
                                  updated_at = NEW.at
                              WHERE id = NEW.session_id;
                          END""",
                      # /log's "since my last command" looks up a player's last command.
                      "CREATE INDEX log_player ON log (session_id, player, version)",
                      *_LOG_GUARDS]:
        await conn.execute(statement)


# One statement appends a log entry: the entry, the session's new state and, when one is
# due, a snapshot. SQLite undoes a statement that fails (a version conflict raised by the
# log's trigger) as a whole, so a write of one statement needs no savepoint of its own in a
# group commit, and costs one round trip to the database's thread instead of four. `rules`
# is the rules version that wrote the entry (NULL: written before versions were recorded).
_APPEND_WRITES = """CREATE TRIGGER log_append_writes INSTEAD OF INSERT ON log_append
        BEGIN
            INSERT INTO log (session_id, version, kind, player, at, status, command, events,
                             state_hash, restored_from, rules)
            VALUES (NEW.session_id, NEW.version, NEW.kind, NEW.player, NEW.at, NEW.status,
                    NEW.command, NEW.events, NEW.state_hash, NEW.restored_from, NEW.rules);
            UPDATE sessions SET state = NEW.state
            WHERE id = NEW.session_id AND NEW.kind <> 'abandon';
            INSERT INTO snapshots (session_id, version, state)
            SELECT NEW.session_id, NEW.version, NEW.snapshot WHERE NEW.snapshot IS NOT NULL;
        END"""
_ONE_STATEMENT_APPEND = [
    "ALTER TABLE log ADD COLUMN rules TEXT",
    """CREATE VIEW log_append AS SELECT session_id, version, kind, player, at, status, command,
        events, state_hash, restored_from, rules, NULL AS state, NULL AS snapshot FROM log""",
    _APPEND_WRITES,
]

# The seats the computer plays (issue 15): computer companions, with the level of their
# automatic player, and players handed to the autopilot, who are away until `until` (NULL:
# until they come back) or put on it by a moderator.
_PILOTS = [
    """CREATE TABLE pilots (
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        player TEXT NOT NULL,
        level TEXT NOT NULL,
        reason TEXT NOT NULL CHECK (reason IN ('companion', 'away', 'moderator')),
        until TEXT,
        PRIMARY KEY (session_id, player)
    ) STRICT""",
]

# The language a game's public messages are in (issue 19); the games before it were English.
# No CHECK on the value: a language added later is then a change of code, not a rebuilt
# table; the store reads it through `Lang`, which refuses one the bot does not speak.
SESSION_LANGUAGE = ["ALTER TABLE sessions ADD COLUMN lang TEXT NOT NULL DEFAULT 'en'"]



async def _summaries(conn: aiosqlite.Connection) -> None:
    """A summary of each game that ended (issue 32, `summaries`), filled in for the games
    that had already ended."""
    from kilforth.store.sqlite import SqliteConn  # the backend's module imports this one

    for statement in summaries.SQLITE_TABLE:
        await conn.execute(statement)
    # The store reads rows by column name; a migration's connection has no factory yet.
    factory, conn.row_factory = conn.row_factory, sqlite3.Row
    try:
        await summaries.fill(SqliteConn(conn))
    finally:
        conn.row_factory = factory


# Sessions read a page of this many rows at a time while their states are compressed.
PACKING_PAGE = 200


async def _packed_sessions(conn: aiosqlite.Connection) -> None:
    """The session row keeps its current state compressed as a snapshot is (issue 31: the
    uncompressed copy beside the log's was most of a database of running games). Each row's
    bytes are compressed as they stand, damaged ones included, so nothing is lost: a state
    that was not UTF-8 reads as damaged as it did. The column is rebuilt (a STRICT table's
    TEXT column refuses a blob), and the trigger that writes it is made again around it."""
    for statement in ["DROP TRIGGER log_append_writes",
                      "ALTER TABLE sessions ADD COLUMN packed BLOB"]:
        await conn.execute(statement)
    last = 0
    while True:
        # A page at a time, by id: a large file is never held in memory at once, and no
        # row is written while the query that read it is still open.
        rows = list(await conn.execute_fetchall(
            "SELECT id, CAST(state AS BLOB) FROM sessions WHERE id > ? AND state IS NOT NULL "
            "ORDER BY id LIMIT ?", (last, PACKING_PAGE)))
        if not rows:
            break
        await conn.executemany("UPDATE sessions SET packed = ? WHERE id = ?",
                               [(snapshots.compress_session_bytes(raw), id_) for id_, raw in rows])
        last = rows[-1][0]
    for statement in ["ALTER TABLE sessions DROP COLUMN state",
                      "ALTER TABLE sessions RENAME COLUMN packed TO state", _APPEND_WRITES]:
        await conn.execute(statement)


Migration = list[str] | Callable[[aiosqlite.Connection], Awaitable[None]]
# The turn clock (issue 15): timers, each game's clock and each player's quiet hours.
MIGRATIONS: list[Migration] = [*_STATEMENTS, _compact_log, _ONE_STATEMENT_APPEND, _PILOTS,
                               timers.MIGRATION, SESSION_LANGUAGE, _summaries, _packed_sessions]

SCHEMA_VERSION = len(MIGRATIONS)


async def connect(path: Path) -> aiosqlite.Connection:
    """A connection in autocommit mode (transactions are explicit), WAL, foreign keys on, a busy
    timeout so another process's write waits instead of failing, and full sync so a committed
    command survives a power cut, not only a crash."""
    if not path.parent.is_dir():
        raise StoreError(f"{path} cannot be opened: the folder {path.parent} does not exist")
    try:
        conn = await aiosqlite.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        raise StoreError(f"{path} cannot be opened: {exc}") from exc
    try:
        await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        # Refuse a newer file before changing anything in it.
        found = await user_version(conn)
        if found > SCHEMA_VERSION:
            raise SchemaTooNewError(str(path), found, SCHEMA_VERSION)
        rows = await conn.execute_fetchall("PRAGMA journal_mode = WAL")
        mode = next(iter(rows))[0]
        if mode != "wal":
            raise StoreError(f"{path}: cannot use write-ahead logging (journal mode {mode})")
        await conn.execute("PRAGMA synchronous = FULL")
        await conn.execute("PRAGMA foreign_keys = ON")
    except sqlite3.DatabaseError as exc:
        await conn.close()
        raise StoreError(f"{path} cannot be opened as a database: {exc}") from exc
    except BaseException:
        await conn.close()
        raise
    return conn


async def user_version(conn: aiosqlite.Connection) -> int:
    rows = await conn.execute_fetchall("PRAGMA user_version")
    return int(next(iter(rows))[0])


async def migrate(conn: aiosqlite.Connection) -> int:
    """Bring the file up to `SCHEMA_VERSION` (`connect` has refused a newer one). Returns the
    version found before migrating."""
    found = await user_version(conn)
    for number in range(found + 1, SCHEMA_VERSION + 1):
        await conn.execute("BEGIN IMMEDIATE")
        try:
            # Another process may have migrated while this one waited for the write lock.
            if await user_version(conn) >= number:
                await conn.execute("ROLLBACK")
                continue
            migration = MIGRATIONS[number - 1]
            if callable(migration):
                await migration(conn)
            else:
                for statement in migration:
                    await conn.execute(statement)
            await conn.execute(f"PRAGMA user_version = {number}")
            await conn.execute("COMMIT")
        except BaseException:
            if conn.in_transaction:
                await conn.execute("ROLLBACK")
            raise
    return found
