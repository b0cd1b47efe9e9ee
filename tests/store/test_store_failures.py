"""Failures write nothing, and one broken session never takes others down."""

import logging
import sqlite3
from pathlib import Path

import pytest

from kilforth.commands import Command, Move
from kilforth.state import GameState
from kilforth.store import (
    CorruptStateError,
    ExecutionFailedError,
    SessionError,
    Store,
    VersionConflictError,
    snapshots,
)

from .support import running
from .toy_engine import ToyEngine


async def snapshot(store: Store, channel: str) -> tuple[object, ...]:
    info = await store.session(channel)
    assert info is not None
    return info, await store.state(channel), await store.history(info.id)


async def test_unexpected_engine_failure_writes_nothing_and_is_logged(
        store: Store, toy: ToyEngine, caplog: pytest.LogCaptureFixture) -> None:
    await running(store, "c1")
    before = await snapshot(store, "c1")

    def explode(state: GameState, command: Command) -> None:
        raise ZeroDivisionError("engine bug")

    toy.before_apply = explode
    with caplog.at_level(logging.ERROR, logger="kilforth.store"), \
            pytest.raises(ExecutionFailedError) as err:
        await store.execute("c1", "p1", Move(player="p1", region="r2"))
    assert isinstance(err.value.__cause__, ZeroDivisionError)
    assert err.value.channel == "c1" and '"region":"r2"' in err.value.command
    assert "c1" in caplog.text and "r2" in caplog.text and "engine bug" in caplog.text
    assert await snapshot(store, "c1") == before

    toy.before_apply = None
    assert (await store.execute("c1", "p1", Move(player="p1", region="r2"))).version == 2


@pytest.mark.parametrize("elsewhere", [
    # another process appends the next version first (as a second bot would)
    "INSERT INTO log (session_id, version, kind, player, at, status, events) "
    "SELECT id, version + 1, 'command', 'theirs', 'now', 'running', x'' FROM sessions",
    # a hand repair that moves the version on
    "UPDATE sessions SET version = version + 1, state = CAST('theirs' AS BLOB)",
])
async def test_change_made_elsewhere_is_a_conflict_not_an_overwrite(
        store: Store, toy: ToyEngine, db_path: Path, elsewhere: str) -> None:
    await running(store, "c1")

    def other_process_writes(state: GameState, command: Command) -> None:
        with sqlite3.connect(db_path) as conn:
            conn.execute(elsewhere)
            theirs = conn.execute("SELECT state, version FROM sessions").fetchone()
        assert theirs[1] == 2

    toy.before_apply = other_process_writes
    with pytest.raises(VersionConflictError):
        await store.execute("c1", "p1", Move(player="p1", region="r2"))
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT version FROM sessions").fetchone()[0] == 2
        assert conn.execute("SELECT count(*) FROM log WHERE player = 'p1' AND kind = 'command'"
                            ).fetchone()[0] == 0


@pytest.mark.parametrize("value", ['{"schema_version": 1, "hand edited": true}', "not json"])
async def test_corrupt_state_is_isolated_and_can_be_reset(
        store: Store, db_path: Path, value: str) -> None:
    await running(store, "bad")
    await running(store, "good")
    bad = await store.session("bad")
    assert bad is not None
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE sessions SET state = ? WHERE channel = 'bad'",
                     (snapshots.compress(value),))

    with pytest.raises(CorruptStateError) as err:
        await store.execute("bad", "p1", Move(player="p1", region="r1"))
    assert (err.value.session_id, err.value.channel, err.value.what) == (bad.id, "bad", "state")
    assert err.value.error
    with pytest.raises(CorruptStateError):
        await store.state("bad")

    assert (await store.execute("good", "p1", Move(player="p1", region="r1"))).version == 2

    assert await store.reset("bad", "mod") == bad.id
    assert (await store.games("bad"))[0].status == "abandoned"
    with pytest.raises(SessionError):
        await store.state("bad")
    await running(store, "bad")
    assert (await store.execute("bad", "p1", Move(player="p1", region="r1"))).version == 2
    assert [e.kind for e in await store.history(bad.id)] == ["start", "reset"]


async def test_corrupt_options_are_reported_with_the_session(store: Store, db_path: Path) -> None:
    await running(store, "bad")
    await running(store, "good")
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE sessions SET options = '{\"mode\": \"chaos\"}' "
                     "WHERE channel = 'bad'")
    with pytest.raises(CorruptStateError) as err:
        await store.session("bad")
    assert (err.value.channel, err.value.what) == ("bad", "options")
    assert "mode" in str(err.value)
    assert [g.status for g in await store.games("good")] == ["running"]
    bad_id = await store.reset("bad", "mod")
    assert await store.session("bad") is None
    await running(store, "bad")
    assert (await store.session("bad")).id != bad_id  # type: ignore[union-attr]
