"""Rows damaged below the JSON (issue 14, point 3): bytes that are not UTF-8, and a state
that validates but points at what it does not hold. Each is a `CorruptStateError` about that
one session, never a decode error from the query, and `reset` clears it."""

import json
import sqlite3
from collections.abc import Callable
from pathlib import Path

import pytest

from kilforth.commands import Move
from kilforth.store import CorruptStateError, Store, snapshots

from .support import running


def _write(db_path: Path, sql: str, *params: object) -> None:
    with sqlite3.connect(db_path) as conn:
        conn.execute(sql, params)
    conn.close()


@pytest.mark.parametrize(("sql", "what", "stored"), [
    # The state is kept compressed: its text is what is damaged, inside the blob.
    ("UPDATE sessions SET state = ? WHERE channel = 'bad'", "state", snapshots.compress_bytes),
    ("UPDATE seats SET hero = CAST(? AS TEXT) WHERE session_id = 1", "seats", bytes),
    ("UPDATE sessions SET options = CAST(? AS TEXT) WHERE channel = 'bad'", "options", bytes),
])
async def test_bytes_that_are_not_utf8_make_one_session_corrupt(
        store: Store, db_path: Path, sql: str, what: str,
        stored: Callable[[bytes], bytes]) -> None:
    await running(store, "bad")
    await running(store, "good")
    _write(db_path, sql, stored(b'{"schema_version": \xff\xfe 1}'))
    with pytest.raises(CorruptStateError) as err:
        if what == "state":
            await store.execute("bad", "p1", Move(player="p1", region="r1"))
        else:
            await store.session("bad")
    assert (err.value.channel, err.value.what) == ("bad", what)
    assert "not UTF-8 text" in err.value.error
    assert (await store.execute("good", "p1", Move(player="p1", region="r1"))).version == 2
    assert await store.reset("bad", "mod") == 1
    assert await store.session("bad") is None


@pytest.mark.parametrize(("edit", "words"), [
    (lambda s: s["heroes"][0].update(region="atlantis"),
     "h1 is in Region 'atlantis', which is not on the map"),
    (lambda s: s.update(turn={"hero": "h9"}), "the turn names hero 'h9'"),
    (lambda s: s["grid"].append("r99"), "the map lists Region 'r99'"),
])
async def test_a_state_that_validates_but_points_nowhere_is_corrupt(
        store: Store, db_path: Path, edit: object, words: str) -> None:
    await running(store, "c1")
    with sqlite3.connect(db_path) as conn:
        state = json.loads(snapshots.decompress(
            conn.execute("SELECT state FROM sessions").fetchone()[0]))
    conn.close()
    edit(state)  # type: ignore[operator]
    _write(db_path, "UPDATE sessions SET state = ?", snapshots.compress(json.dumps(state)))
    with pytest.raises(CorruptStateError) as err:
        await store.state("c1")
    assert words in err.value.error
    with pytest.raises(CorruptStateError):
        await store.execute("c1", "p1", Move(player="p1", region="r1"))
    await store.reset("c1", "mod")
    assert await store.session("c1") is None


async def test_a_state_naming_a_pack_the_bot_does_not_ship_is_corrupt(
        store: Store, db_path: Path) -> None:
    """A hand-edited "pack": "/usr" would make every command load that folder as a pack."""
    await running(store, "c1")
    with sqlite3.connect(db_path) as conn:
        state = json.loads(snapshots.decompress(
            conn.execute("SELECT state FROM sessions").fetchone()[0]))
    conn.close()
    state["pack"] = "/usr"
    _write(db_path, "UPDATE sessions SET state = ?", snapshots.compress(json.dumps(state)))
    with pytest.raises(CorruptStateError) as err:
        await store.execute("c1", "p1", Move(player="p1", region="r1"))
    assert "content pack '/usr', which this bot does not ship" in err.value.error
