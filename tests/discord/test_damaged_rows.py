"""A damaged saved game (issue 14, point 3): bytes that are not UTF-8 in its row, or a state
that validates but points at what does not exist. Players are told the game is damaged and
who can repair it, `inspect` says what is wrong, and `reset` always works."""

import json
import sqlite3
from collections.abc import Callable

import pytest
from harness import FakeUser, Harness
from test_admin import db, key, running

from kilforth.store import snapshots

Damage = Callable[[sqlite3.Connection], None]


def _not_utf8(column: str) -> Damage:
    def damage(conn: sqlite3.Connection) -> None:
        stored = conn.execute(f"SELECT {column} FROM sessions").fetchone()[0]
        # The state is kept compressed: its text is what is damaged, inside the blob.
        raw = snapshots.decompress_bytes(stored) if column == "state" else stored.encode()
        # A byte no UTF-8 text has, in the middle of the row (a bad sector, a hand edit).
        broken = raw[:len(raw) // 2] + b"\xff\xfe" + raw[len(raw) // 2:]
        if column == "state":
            conn.execute("UPDATE sessions SET state = ?", (snapshots.compress_bytes(broken),))
        else:
            conn.execute(f"UPDATE sessions SET {column} = CAST(? AS TEXT)", (broken,))
    return damage


def _hero_off_the_map(conn: sqlite3.Connection) -> None:
    state = json.loads(snapshots.decompress(
        conn.execute("SELECT state FROM sessions").fetchone()[0]))
    state["heroes"][0]["region"] = "atlantis"
    conn.execute("UPDATE sessions SET state = ?", (snapshots.compress(json.dumps(state)),))


PLAY = ("move", "map", "kilforth status")
# The damage, what inspect must say, and the commands that read the damaged part. The
# session's options are read by the commands about the session; a command in play uses the
# options inside the state.
DAMAGES = {
    "state not UTF-8": (_not_utf8("state"), "not UTF-8 text", PLAY),
    "options not UTF-8": (_not_utf8("options"), "not UTF-8 text", ("kilforth status", "log")),
    "hero off the map": (_hero_off_the_map, "h1 is in Region 'atlantis', which is not on the map",
                         PLAY),
}
OPTIONS = {"move": {"region": "lanternholm"}}


@pytest.mark.parametrize("kind", DAMAGES)
async def test_a_damaged_game_is_reported_inspected_and_reset(
        harness: Harness, kind: str) -> None:
    damage, words, commands = DAMAGES[kind]
    bob, mod = harness.user("bob"), harness.user("mod", moderator=True)
    state = await running(harness, [harness.player, bob])
    player = harness.player if state.hero(state.turn.hero).player == str(  # type: ignore[union-attr]
        harness.player.id) else bob
    with sqlite3.connect(db(harness)) as conn:
        damage(conn)
    conn.close()

    for command in commands:
        told = await harness.slash(command, user=player, **OPTIONS.get(command, {}))
        assert told.response.ephemeral, (command, told.text())  # type: ignore[union-attr]
        assert "damaged" in told.text() and "moderator can reset" in told.text(), (
            command, told.text())

    inspected = await harness.slash("kilforth-admin inspect", user=mod)
    assert inspected.response.ephemeral  # type: ignore[union-attr]
    assert words in inspected.text(), inspected.text()

    asked = await harness.slash("kilforth-admin reset", user=mod)
    assert "damaged" in asked.text()
    done = await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert "Reset done" in done.text()
    assert await harness.bot.store.session(key(harness)) is None
    await running(harness, [harness.player, bob])  # the channel can start anew


async def test_a_moderator_reset_works_even_when_every_row_is_damaged(
        harness: Harness) -> None:
    mod: FakeUser = harness.user("mod", moderator=True)
    await running(harness, [harness.player, harness.user("bob")])
    with sqlite3.connect(db(harness)) as conn:
        for column in ("state", "options"):
            _not_utf8(column)(conn)
        conn.execute("UPDATE seats SET hero = CAST(? AS TEXT)", (b"\xff",))
    conn.close()
    await harness.slash("kilforth-admin reset", user=mod)
    done = await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert "Reset done" in done.text()


async def test_a_damaged_snapshot_is_reported_with_its_version_and_the_game_plays_on(
        harness: Harness) -> None:
    """Issue 37.5: damage in the history (the snapshot kept at the start), not in the
    current state. The check, undo and export say where it is and what is still safe,
    instead of advising a reset that would end a game that is fine; play goes on."""
    bob, mod = harness.user("bob"), harness.user("mod", moderator=True)
    state = await running(harness, [harness.player, bob])
    with sqlite3.connect(db(harness)) as conn:
        # A bad sector under the history; the database itself refuses to rewrite it.
        conn.execute("DROP TRIGGER snapshots_no_update")
        conn.execute("UPDATE snapshots SET state = ? WHERE version = 1", (b"\x78\x9c damaged",))
    conn.close()

    for command in ("kilforth-admin check", "kilforth-admin undo", "kilforth-admin export"):
        told = await harness.slash(command, user=mod)
        text = told.text()
        assert "its saved history is damaged at version 1: its snapshot is damaged" in text, (
            command, text)
        assert "current state is saved apart and intact" in text and "Still safe" in text
        assert "moderator can reset" not in text
    harness.locale = "fr"
    told = await harness.slash("kilforth-admin check", user=mod)
    assert "son historique enregistré est endommagé à la version 1" in told.text()

    player = harness.player if state.hero(state.turn.hero).player == str(  # type: ignore[union-attr]
        harness.player.id) else bob
    before = await harness.bot.store.session(key(harness))
    moved = await harness.slash("camp", user=player)
    assert "damaged" not in moved.text() and "endommag" not in moved.text()
    after = await harness.bot.store.session(key(harness))
    assert before is not None and after is not None and after.version == before.version + 1
