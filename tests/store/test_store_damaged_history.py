"""Damage in a game's history, not its current state (issue 37.5): a snapshot whose blob is
damaged. What reads it (the replay check, an export, rebuilding a past state for an undo)
fails with a `CorruptStateError` naming the version, which tells the moderator the game
itself is intact; the current state still reads, and the game plays on. On SQLite and
PostgreSQL."""

import pytest

from kilforth.commands import Move
from kilforth.store import CorruptStateError, Store
from kilforth.store.backend import Conn

from .support import running

DAMAGED = b"\x78\x9c damaged"


async def _damage_snapshot(store: Store, backend: str, version: int) -> None:
    """A bad sector under the snapshot kept at `version` (the database's own guard against
    rewriting history set aside, as a disk fault would not ask it)."""
    async def work(conn: Conn) -> None:
        if backend == "sqlite":
            await conn.execute("DROP TRIGGER snapshots_no_update")
        else:
            await conn.execute("ALTER TABLE snapshots DISABLE TRIGGER snapshots_append_only")
        await conn.execute("UPDATE snapshots SET state = ? WHERE version = ?",
                           (DAMAGED, version))

    await store._backend.transaction(work)


async def test_a_damaged_snapshot_names_its_version_and_the_game_plays_on(
        store: Store, backend: str) -> None:
    dealt = await running(store, "c1")
    for region in ("r1", "r2"):
        await store.execute("c1", "p1", Move(player="p1", region=region))
    info = await store.session("c1")
    assert info is not None
    await _damage_snapshot(store, backend, dealt.version)

    for read in (store.replay(info.id), store.export_file(info.id),
                 store.state_at(info.id, dealt.version + 1), store.undo("c1", "mod", 1)):
        with pytest.raises(CorruptStateError, match="its snapshot is damaged") as caught:
            await read
        assert caught.value.version == dealt.version
    # The current state is its own row: it reads, and the game plays on.
    played = await store.execute("c1", "p1", Move(player="p1", region="r3"))
    assert played.version == info.version + 1
