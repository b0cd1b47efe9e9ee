"""The session row keeps its current state compressed, not a second uncompressed copy beside
the log's (issue 31, deliverable 5): a database written before is migrated with nothing lost,
and its games read, play, undo, check and export as they did."""

import sqlite3
from pathlib import Path

import asyncpg
import pytest

from kilforth.store import Store, snapshots
from kilforth.store.warm import typical_command

from .played import play
from .rewind import before_packed_states
from .support import hero


async def _games(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """A finished game, a running one on Day 3, a lobby, an abandoned game and a reset one."""
    await play(store, monkeypatch, "finished", 11)
    await play(store, monkeypatch, "running", 4, heroes=4, until_day=3)
    await store.create("g1", "lobby", "p1", (await store.get(1)).options, 2)
    await store.join("lobby", hero("p1"))
    await play(store, monkeypatch, "abandoned", 3, until_day=2)
    await store.abandon("abandoned", "p1")
    await play(store, monkeypatch, "reset", 5, until_day=2)
    await store.reset("reset", "mod")


async def _stored(db: str) -> dict[int, str | bytes | None]:
    """Each session's state column as the database holds it."""
    if db.startswith("postgresql://"):
        conn = await asyncpg.connect(db)
        try:
            return {row["id"]: row["state"] for row in await conn.fetch(
                "SELECT id, state FROM sessions")}
        finally:
            await conn.close()
    with sqlite3.connect(db) as conn:
        found = dict(conn.execute("SELECT id, state FROM sessions").fetchall())
    conn.close()
    return found


async def test_a_database_of_uncompressed_states_migrates_with_nothing_lost(
        db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    async with await Store.open(db) as store:
        await _games(store, monkeypatch)
        sessions = [await store.get(n) for n in range(1, 6)]
    packed = await _stored(db)
    await before_packed_states(db)
    old = await _stored(db)
    # The rewound file holds the text an older bot wrote: a state as its JSON.
    assert all(isinstance(text, str) for text in old.values() if text is not None)
    assert {n for n, text in old.items() if text is None} == {3, 5}  # the lobby, the reset

    async with await Store.open(db) as store:
        for info in sessions:
            again = await store.get(info.id)
            assert (again.channel, again.status, again.version) == (
                info.channel, info.status, info.version)
            if old[info.id] is not None:
                assert (await store.session_state(info.id)).model_dump_json() == old[info.id]
        # The running game plays on, undoes into what the old bot wrote, checks and exports.
        before = await store.state("running")
        command = typical_command(before)
        played = await store.execute("running", command.player, command)
        assert (await store.undo("running", "mod", 2)).version == played.version + 1
        assert (await store.replay(2)).ok
        exported = await store.export_file(2)
        copy = await store.import_game("g1", "copied", "mod", exported)
        assert await store.session_state(copy.id) == await store.state("running")
        assert (await store.replay(1)).ok

    migrated = await _stored(db)
    for n, text in old.items():
        if n == 2:
            continue  # played on since
        # Each row holds its state compressed, the very text it held before.
        assert migrated[n] == (None if text is None else packed[n])
        if text is not None:
            blob = migrated[n]
            assert isinstance(blob, bytes) and snapshots.decompress(blob) == text
            assert len(blob) * 3 < len(text.encode())


async def test_a_state_that_is_not_utf8_stays_damaged_through_the_migration(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Damage is kept, not repaired or dropped: the one game reads as damaged, and reset."""
    async with await Store.open(db_path) as store:
        await play(store, monkeypatch, "bad", 3, until_day=2)
        await play(store, monkeypatch, "good", 4, until_day=2)
    await before_packed_states(str(db_path))
    with sqlite3.connect(db_path) as conn:
        raw = conn.execute("SELECT CAST(state AS BLOB) FROM sessions WHERE id = 1").fetchone()[0]
        broken = raw[:100] + b"\xff\xfe" + raw[100:]
        conn.execute("UPDATE sessions SET state = CAST(? AS TEXT) WHERE id = 1", (broken,))
    conn.close()

    async with await Store.open(db_path) as store:
        with sqlite3.connect(db_path) as conn:
            blob = conn.execute("SELECT state FROM sessions WHERE id = 1").fetchone()[0]
        conn.close()
        assert snapshots.decompress_bytes(blob) == broken
        with pytest.raises(Exception, match="not UTF-8 text"):
            await store.state("bad")
        assert (await store.state("good")).day == 2
        await store.reset("bad", "mod")
        assert await store.session("bad") is None


async def test_a_state_blob_that_does_not_decompress_is_damage(
        db_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    async with await Store.open(db_path) as store:
        await play(store, monkeypatch, "bad", 3, until_day=2)
        with sqlite3.connect(db_path) as conn:
            conn.execute("UPDATE sessions SET state = x'789c0102'")
        conn.close()
        with pytest.raises(Exception, match="cannot be decompressed") as err:
            await store.state("bad")
        assert err.typename == "CorruptStateError"
