"""`store copy` (issue 18): every session, log, snapshot, pilot, clock, timer and quiet hours
copied from SQLite to PostgreSQL and back, ids kept, each game verified by replaying it
there; a second run skips what is already there, and a different session of the same id is
refused."""

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
        assert again.copied == [] and again.skipped == report.copied
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
