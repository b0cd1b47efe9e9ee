"""Making a database of today's schema look like one written before its last migrations, so
that a test can open it and check what those migrations do to real games."""

import sqlite3

import asyncpg

from kilforth.store import postgres_schema, schema, snapshots

# The migrations after the summaries: the session row's state compressed.
SQLITE_PACKED = schema.MIGRATIONS.index(schema._packed_sessions) + 1
POSTGRES_PACKED = postgres_schema.MIGRATIONS.index(postgres_schema._packed_sessions) + 1


async def before_packed_states(db: str) -> None:
    """Make `db` a database of the schema before the session row kept its state compressed
    (schema 9 of SQLite, 5 of PostgreSQL): each state as its JSON text."""
    if db.startswith("postgresql://"):
        conn = await asyncpg.connect(db)
        try:
            async with conn.transaction():
                rows = await conn.fetch("SELECT id, state FROM sessions WHERE state IS NOT NULL")
                await conn.execute("DROP VIEW log_append")
                await conn.execute("ALTER TABLE sessions ADD COLUMN plain TEXT")
                await conn.executemany("UPDATE sessions SET plain = $1 WHERE id = $2", [
                    (snapshots.decompress(row["state"]), row["id"]) for row in rows])
                for statement in [
                        "ALTER TABLE sessions DROP COLUMN state",
                        "ALTER TABLE sessions RENAME COLUMN plain TO state",
                        """CREATE VIEW log_append AS SELECT session_id, version, kind, player,
                            at, status, command, events, state_hash, restored_from, rules,
                            NULL::text AS state, NULL::bytea AS snapshot FROM log""",
                        """CREATE TRIGGER log_append_writes INSTEAD OF INSERT ON log_append
                            FOR EACH ROW EXECUTE FUNCTION log_append_writes()"""]:
                    await conn.execute(statement)
                await conn.execute("UPDATE kilforth_schema SET version = $1",
                                   POSTGRES_PACKED - 1)
        finally:
            await conn.close()
        return
    with sqlite3.connect(db) as file:
        rows = file.execute("SELECT id, state FROM sessions WHERE state IS NOT NULL").fetchall()
        file.execute("DROP TRIGGER log_append_writes")
        file.execute("ALTER TABLE sessions ADD COLUMN plain TEXT")
        # The text's bytes as they were, damaged ones included.
        file.executemany("UPDATE sessions SET plain = CAST(? AS TEXT) WHERE id = ?",
                         [(snapshots.decompress_bytes(blob), id_) for id_, blob in rows])
        file.execute("ALTER TABLE sessions DROP COLUMN state")
        file.execute("ALTER TABLE sessions RENAME COLUMN plain TO state")
        file.execute(schema._APPEND_WRITES)
        file.execute(f"PRAGMA user_version = {SQLITE_PACKED - 1}")
    file.close()
