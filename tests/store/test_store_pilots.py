"""The seats the computer plays, in the store (issue 15.4): who is on autopilot, why and
until when; a companion's seat stays the computer's; refusals write nothing."""

from datetime import UTC, datetime
from pathlib import Path

import pytest

from kilforth.store import SessionError, Store
from kilforth.store.models import Pilot

from .support import running
from .toy_engine import ToyEngine

UNTIL = datetime(2026, 1, 8, 10, 0, 0, 123456, tzinfo=UTC)


async def test_a_seat_handed_to_the_computer_is_read_back_and_given_back(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    away = Pilot(player="p1", level="heuristic", reason="away", until=UNTIL)
    await store.set_pilot("c1", away)
    assert await store.pilots("c1") == {"p1": away}
    assert await store.pilots("c2") == {}
    assert await store.drop_pilot("c1", "p1") == away
    assert await store.drop_pilot("c1", "p1") is None
    assert await store.pilots("c1") == {}


async def test_a_companion_stays_the_computers_and_a_stranger_cannot_be_handed_over(
        store: Store) -> None:
    await running(store, "c1", ("p1", "computer1"))
    companion = Pilot(player="computer1", level="search", reason="companion")
    await store.set_pilot("c1", companion)
    assert await store.drop_pilot("c1", "computer1") is None
    with pytest.raises(SessionError, match="no seat"):
        await store.set_pilot("c1", Pilot(player="p9", level="heuristic", reason="moderator"))
    assert await store.pilots("c1") == {"computer1": companion}


async def test_the_pilots_outlive_a_restart(db_path: Path, toy: ToyEngine) -> None:
    async with await Store.open(db_path, engine=toy) as store:
        await running(store, "c1", ("p1",))
        await store.set_pilot("c1", Pilot(player="p1", level="heuristic", reason="away",
                                          until=UNTIL))
    async with await Store.open(db_path, engine=toy) as reopened:
        assert (await reopened.pilots("c1"))["p1"].until == UNTIL
