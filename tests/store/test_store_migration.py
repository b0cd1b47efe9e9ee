"""A database written before the compact log (schema 2: a state in every log row) is migrated
in place when the store opens it, and every game in it reads as it did; so is a database of
today's compact log (schema 3)."""

import shutil
import sqlite3
from pathlib import Path

from kilforth.state import GameState
from kilforth.store import Store, schema, versions
from kilforth.store import snapshots as snap
from kilforth.store.warm import typical_command

FIXTURE = Path(__file__).parent / "fixtures" / "schema2.sqlite3"


def _old_log(path: Path) -> list[tuple]:
    with sqlite3.connect(path) as conn:
        return conn.execute(
            "SELECT session_id, version, kind, player, at, status, command, events, state, "
            "restored_from FROM log ORDER BY session_id, version").fetchall()


async def test_a_schema_2_database_migrates_to_the_compact_log(tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    shutil.copy(FIXTURE, db)
    old = _old_log(db)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 2
        sessions_before = conn.execute(
            "SELECT id, channel, status, state, version FROM sessions ORDER BY id").fetchall()

    async with await Store.open(db) as store:
        for session_id, channel, status, state, version in sessions_before:
            info = await store.get(session_id)
            assert (info.channel, info.status, info.version) == (channel, status, version)
            history = await store.history(session_id)
            assert [(e.version, e.kind, e.player, e.status) for e in history] == [
                (row[1], row[2], row[3], row[5]) for row in old if row[0] == session_id]
            if state is not None:
                assert await store.session_state(session_id) == (
                    GameState.model_validate_json(state))

        with sqlite3.connect(db) as conn:
            assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
            new = {(s, v): (h, e, c) for s, v, h, e, c in conn.execute(
                "SELECT session_id, version, state_hash, events, command FROM log")}
            kept = dict(((s, v), snap.decompress(blob)) for s, v, blob in conn.execute(
                "SELECT session_id, version, state FROM snapshots"))
        for session_id, version, _, _, _, _, command, events, state, _ in old:
            state_hash, new_events, new_command = new[(session_id, version)]
            assert (snap.decompress(new_events), new_command) == (events, command)
            assert state_hash == (None if state is None else snap.state_hash(state))
            # Every old state is kept, as the text the old row held: the engine that made it
            # may not be today's, so no replay is trusted to give it back.
            assert kept.get((session_id, version)) == state

        # The running solo game plays on, and its undo and log work on the new format.
        solo = await store.session("solo")
        assert solo is not None
        before = await store.state("solo")
        command = typical_command(before)
        played = await store.execute("solo", command.player, command)
        assert played.version == solo.version + 1
        undone = await store.undo("solo", "mod", 1)
        assert undone.state == before
        assert [e.kind for e in await store.history(solo.id, last=2)] == ["command", "undo"]


async def test_the_migration_makes_the_log_much_smaller(tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    shutil.copy(FIXTURE, db)
    async with await Store.open(db):
        pass  # opening migrates the file
    with sqlite3.connect(db) as conn:
        conn.execute("VACUUM")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    assert db.stat().st_size < FIXTURE.stat().st_size / 2


SCHEMA3 = Path(__file__).parent / "fixtures" / "schema3.sqlite3"


async def test_a_schema_3_database_migrates_and_its_games_play_on(tmp_path: Path) -> None:
    """Today's compact log (no rules version per entry, blobs without a dictionary) opens
    under the one-statement append: every game reads as it did, old entries say no rules
    version, and the running game plays, undoes into its old entries, checks and exports."""
    db = tmp_path / "kilforth.sqlite3"
    shutil.copy(SCHEMA3, db)
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == 3
        sessions_before = conn.execute(
            "SELECT id, channel, status, state, version FROM sessions ORDER BY id").fetchall()
        hashes = dict(conn.execute(
            "SELECT version, state_hash FROM log WHERE session_id = 1").fetchall())
        old_entries = conn.execute("SELECT count(*) FROM log").fetchone()[0]

    async with await Store.open(db) as store:
        for session_id, channel, status, state, version in sessions_before:
            info = await store.get(session_id)
            assert (info.channel, info.status, info.version) == (channel, status, version)
            assert [e.version for e in await store.history(session_id)] == list(
                range(1, version + 1))
            if state is not None:
                assert await store.session_state(session_id) == (
                    GameState.model_validate_json(state))
        # The fixture was dealt and played by the base pack of its day: once the pack has
        # changed, the check must call that an upgrade, never damage.
        report = await store.replay(1)
        assert report.ok or report.rules_changed, report

        solo = await store.session("solo")
        assert solo is not None
        before = await store.state("solo")
        command = typical_command(before)
        played = await store.execute("solo", command.player, command)
        # Undo back into the entries schema 3 wrote: their snapshots and hashes still serve.
        undone = await store.undo("solo", "mod", 4)
        target = solo.version - 3
        assert snap.state_hash(undone.state.model_dump_json()) == hashes[target]
        exported = await store.export(solo.id)
        assert [e.version for e in exported.log] == list(range(1, played.version + 2))

    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
        rules = conn.execute("SELECT version, rules FROM log WHERE session_id = 1 AND "
                             "version > ?", (solo.version - 2,)).fetchall()
        assert rules == [(solo.version - 1, None), (solo.version, None),
                         (played.version, versions.rules_version()),
                         (played.version + 1, versions.rules_version())]
        assert conn.execute("SELECT count(*) FROM log WHERE rules IS NULL"
                            ).fetchone()[0] == old_entries
        # The state this code's rules started from is kept: nothing after it needs the rules
        # that wrote the old entries.
        assert conn.execute("SELECT count(*) FROM snapshots WHERE session_id = 1 AND "
                            "version = ?", (solo.version,)).fetchone() == (1,)
