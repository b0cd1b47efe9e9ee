"""`store copy` (issue 18): every session, log, snapshot, pilot, clock, timer and quiet hours
copied from SQLite to PostgreSQL and back, ids kept, each game verified by replaying it
there; a second run does not copy again what is already there but verifies it again, and a
different session of the same id is refused."""

import asyncio
import shutil
import sqlite3
from datetime import UTC, datetime, time
from pathlib import Path

import pytest

from kilforth.commands import Camp, Move
from kilforth.options import GameOptions
from kilforth.store import Store, StoreError
from kilforth.store.copy import copy_store
from kilforth.store.models import Pilot
from kilforth.store.timers import ClockSettings, QuietHours

from .support import hero, running
from .toy_engine import ToyEngine

T0 = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


async def _deployment(store: Store) -> None:
    """A finished game and a lobby in c1, a running game with a clock, a pilot and timers in
    c2, and a player's quiet hours."""
    await running(store, "c1")
    await store.execute("c1", "p1", Camp(player="p1"))
    await store.create("g1", "c1", "p1", GameOptions(), 2)
    await store.join("c1", hero("p1"))
    await running(store, "c2", ("p1", "p2"))
    for region in ("r1", "r2", "r3"):
        await store.execute("c2", "p1", Move(player="p1", region=region))
    await store.undo("c2", "mod", 1)
    info = await store.session("c2")
    assert info is not None
    await store.set_clock(info.id, ClockSettings(hours=12, on_timeout="autopilot"))
    await store.set_pilot("c2", Pilot(player="p2", level="heuristic", reason="away"))
    await store.add_timer(info.id, "c2", "reminder", T0, player="p1", payload={"n": 1})
    await store.set_quiet_hours("p1", QuietHours(start=time(22), end=time(7),
                                                 timezone="Europe/Paris"))


async def _contents(store: Store) -> list[object]:
    games = [*await store.games("c1"), *await store.games("c2")]
    c2 = games[-1].id
    return [games, [await store.history(g.id) for g in games], await store.timers("c2"),
            await store.pilots("c2"), await store.clock(c2), await store.quiet_hours("p1"),
            await store.state("c2")]


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_a_deployment_copies_to_postgresql_and_back_and_a_rerun_skips_it(
        db: str, tmp_path: Path) -> None:
    source, back = tmp_path / "source.sqlite3", tmp_path / "back.sqlite3"
    async with await Store.open(source, engine=ToyEngine()) as src, \
            await Store.open(db, engine=ToyEngine()) as pg:
        await _deployment(src)
        report = await copy_store(src, pg)
        assert len(report.copied) == 3 and not report.failed and not report.skipped
        assert await _contents(pg) == await _contents(src)

        again = await copy_store(src, pg)
        assert again.copied == [] and again.skipped == report.copied == again.verified
        # New games take ids after the copied ones.
        created = await pg.create("g1", "c3", "p1", GameOptions(), 1)
        assert created.id > max(report.copied)

        async with await Store.open(back, engine=ToyEngine()) as sqlite:
            returned = await copy_store(pg, sqlite)
            assert not returned.failed and len(returned.copied) == 4
            assert await _contents(sqlite) == await _contents(src)


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_a_destination_holding_another_session_of_the_same_id_is_refused(
        db: str, tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "a.sqlite3", engine=ToyEngine()) as src, \
            await Store.open(db, engine=ToyEngine()) as pg:
        await running(src, "c1")
        await running(pg, "other")
        with pytest.raises(StoreError, match="different session 1"):
            await copy_store(src, pg)


def test_the_command_refuses_to_copy_a_database_onto_itself(tmp_path: Path) -> None:
    from kilforth.__main__ import main

    path = str(tmp_path / "one.sqlite3")
    assert main(["store", "copy", path, path]) == 2


SCHEMA_2 = Path(__file__).parent / "fixtures" / "schema2.sqlite3"


async def _copy(source: str, destination: str, capsys: pytest.CaptureFixture[str]
                ) -> tuple[int, str]:
    """`python -m kilforth store copy`, run as the operator runs it (its own event loop)."""
    from kilforth.__main__ import main

    code = await asyncio.to_thread(main, ["store", "copy", source, destination])
    return code, capsys.readouterr().out


async def test_an_upgraded_deployment_copies_as_the_replay_check_accepts_it_every_run(
        db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 37.2: games of the schema-2 fixture, played under older rules, are accepted as
    a rules upgrade, and a second run verifies them again instead of counting them as done."""
    source = tmp_path / "old.sqlite3"
    shutil.copy(SCHEMA_2, source)
    async with await Store.open(source) as src:
        checks = [await src.replay(int(row["id"])) for row in await src._backend.fetch(
            "SELECT id FROM sessions WHERE status != 'lobby'")]
    assert checks and any(c.rules_changed for c in checks)
    assert all(c.ok or c.rules_changed for c in checks)
    upgraded = sum(c.rules_changed for c in checks)

    first = await _copy(str(source), db, capsys)
    second = await _copy(str(source), db, capsys)
    assert first == (0, f"4 session(s) copied, 0 already there; 4 verified by replaying them,"
                        f" {upgraded} of them up to where older rules played them (a rules"
                        f" upgrade, not damage)\n")
    assert second == (0, first[1].replace("4 session(s) copied, 0 already there",
                                          "0 session(s) copied, 4 already there"))


async def test_an_altered_hash_fails_the_copy_and_every_run_after_it(
        db: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """Issue 37.2: a second run does not count a damaged game as already there."""
    source = tmp_path / "source.sqlite3"
    async with await Store.open(source, engine=ToyEngine()) as src:
        await running(src, "c1")
        await src.execute("c1", "p1", Move(player="p1", region="r1"))
        await running(src, "c2")
    with sqlite3.connect(source) as conn:
        conn.execute("DROP TRIGGER log_no_update")
        conn.execute("UPDATE log SET state_hash = 'altered' WHERE session_id = 1 AND version = 2")
    conn.close()

    for run in range(2):
        async with await Store.open(source, engine=ToyEngine()) as src, \
                await Store.open(db, engine=ToyEngine()) as dst:
            report = await copy_store(src, dst)
        assert (report.copied, report.skipped) == (([1, 2], []) if run == 0 else ([], [1, 2]))
        assert report.verified == [2] and list(report.failed) == [1]
        assert "does not replay" in report.failed[1] and not report.upgraded
        assert report.text().endswith("session 1: its log does not replay: the state differs"
                                      " from the one recorded")


async def test_a_copy_not_verified_says_so(db: str, tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "a.sqlite3", engine=ToyEngine()) as src, \
            await Store.open(db, engine=ToyEngine()) as dst:
        await running(src, "c1")
        report = await copy_store(src, dst, verify=False)
    assert report.text() == ("1 session(s) copied, 0 already there; 0 verified by replaying"
                             " them; 1 not verified")
