"""The timers table (issue 15.7): adding, listing, cancelling and claiming due timers, each
claimed once across restarts and two connections on one file; a game's timers end with it;
a game's clock and a player's quiet hours are kept."""

import asyncio
from datetime import UTC, datetime, time, timedelta

import pytest
from pydantic import ValidationError

from kilforth.store import Store
from kilforth.store.backend import Conn
from kilforth.store.timers import ClockSettings, QuietHours, zone_names

from .support import running
from .toy_engine import ToyEngine

T0 = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


async def test_timers_are_listed_soonest_first_with_their_payload(store: Store) -> None:
    game = (await running(store, "c1")).state
    info = await store.session("c1")
    assert info is not None and game is not None
    later = await store.add_timer(info.id, "c1", "reminder", T0 + timedelta(hours=2),
                                  player="p1", payload={"n": 2}, created=T0)
    sooner = await store.add_timer(info.id, "c1", "expiry", T0 + timedelta(hours=1),
                                   player="p1", created=T0)

    assert [t.id for t in await store.timers("c1")] == [sooner.id, later.id]
    assert (await store.timers("c1", kind="reminder"))[0].payload == {"n": 2}
    assert later.due == T0 + timedelta(hours=2) and later.created == T0
    assert await store.next_due() == sooner


async def test_a_due_time_must_say_its_timezone(store: Store) -> None:
    await running(store, "c1")
    info = await store.session("c1")
    assert info is not None
    with pytest.raises(ValueError, match="timezone-aware"):
        await store.add_timer(info.id, "c1", "reminder", datetime(2026, 3, 2, 12))
    with pytest.raises(ValueError, match="timer kind"):
        await store.add_timer(info.id, "c1", "Drop table", T0)
    assert await store.timers("c1") == []


async def test_cancelling_takes_only_the_kind_and_player_named(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    info = await store.session("c1")
    assert info is not None
    for player in ("p1", "p2"):
        for kind in ("reminder", "expiry"):
            await store.add_timer(info.id, "c1", kind, T0, player=player)

    assert await store.cancel_timers("c1", kind="reminder", player="p1") == 1
    assert {(t.kind, t.player) for t in await store.timers("c1")} == {
        ("expiry", "p1"), ("reminder", "p2"), ("expiry", "p2")}
    assert await store.cancel_timers("c1", player="p2") == 2
    assert await store.cancel_timers("c1") == 1
    assert await store.timers("c1") == []


async def test_claiming_takes_only_what_is_due_and_only_once(store: Store) -> None:
    await running(store, "c1")
    info = await store.session("c1")
    assert info is not None
    due = await store.add_timer(info.id, "c1", "reminder", T0)
    await store.add_timer(info.id, "c1", "reminder", T0 + timedelta(seconds=1))

    assert await store.claim_due(T0) == [due]
    assert await store.claim_due(T0) == []
    assert len(await store.timers("c1")) == 1


async def test_a_restart_keeps_pending_timers_and_each_is_claimed_once(
        db: str, toy: ToyEngine) -> None:
    async with await Store.open(db, engine=toy) as before:
        await running(before, "c1")
        info = await before.session("c1")
        assert info is not None
        added = [await before.add_timer(info.id, "c1", "reminder", T0 + timedelta(hours=n),
                                        player="p1", payload={"n": n}) for n in range(3)]
    async with await Store.open(db, engine=toy) as after:
        claimed = await after.claim_due(T0 + timedelta(hours=5))
        assert claimed == added
        assert await after.claim_due(T0 + timedelta(hours=5)) == []


async def test_two_connections_racing_for_one_due_timer_claim_it_once(
        db: str, toy: ToyEngine) -> None:
    async with await Store.open(db, engine=toy) as one, \
            await Store.open(db, engine=toy) as two:
        await running(one, "c1")
        info = await one.session("c1")
        assert info is not None
        timers = [await one.add_timer(info.id, "c1", "reminder", T0) for _ in range(20)]
        claims = await asyncio.gather(*(store.claim_due(T0, limit=3)
                                        for _ in range(10) for store in (one, two)))
        claimed = [timer.id for claim in claims for timer in claim]
        assert sorted(claimed) == sorted(t.id for t in timers)


async def test_a_game_that_ends_takes_its_timers_with_it(store: Store) -> None:
    await running(store, "c1")
    await running(store, "c2")
    one, two = await store.session("c1"), await store.session("c2")
    assert one is not None and two is not None
    await store.add_timer(one.id, "c1", "reminder", T0)
    await store.add_timer(two.id, "c2", "reminder", T0)
    await store.abandon("c1", "p1")
    await store.reset("c2", "mod")

    assert await store.timers("c1") == [] and await store.timers("c2") == []


async def test_a_clock_defaults_to_a_day_of_reminders_and_keeps_what_is_set(
        store: Store) -> None:
    await running(store, "c1")
    info = await store.session("c1")
    assert info is not None
    assert await store.clock(info.id) == ClockSettings(hours=24, on_timeout="remind")
    await store.set_clock(info.id, ClockSettings(hours=6, on_timeout="skip"))
    await store.set_clock(info.id, ClockSettings(hours=8, on_timeout="autopilot"))
    assert await store.clock(info.id) == ClockSettings(hours=8, on_timeout="autopilot")
    with pytest.raises(ValidationError):
        ClockSettings(hours=-1)


async def test_quiet_hours_are_kept_per_player(store: Store) -> None:
    quiet = QuietHours(start=time(22), end=time(7), timezone="Europe/Paris")
    await store.set_quiet_hours("p1", quiet)
    assert await store.quiet_hours("p1") == quiet
    assert await store.quiet_hours("p2") is None
    await store.set_quiet_hours("p1", None)
    assert await store.quiet_hours("p1") is None


@pytest.mark.parametrize("zone", ["localtime", "Factory", "posix/Europe/Paris", "/etc/localtime"])
def test_quiet_hours_take_iana_zone_names_only(zone: str) -> None:
    """Issue 37.5: "localtime" is the host's zone, which moves with the bot, not the
    player."""
    with pytest.raises(ValidationError, match="is not a time zone name"):
        QuietHours(start=time(22), end=time(7), timezone=zone)
    assert {"Europe/Paris", "UTC", "America/New_York"} <= zone_names()


async def test_stored_quiet_hours_in_the_hosts_zone_delay_nothing(
        store: Store, caplog: pytest.LogCaptureFixture) -> None:
    """Quiet hours set as "localtime" before it was refused are read as none, with a
    warning, not as an error that would stop the player's reminders."""
    await store.set_quiet_hours("p1", QuietHours(start=time(22), end=time(7), timezone="UTC"))
    async def rezone(conn: Conn) -> None:
        await conn.execute("UPDATE quiet_hours SET timezone = 'localtime' WHERE player = ?",
                           ("p1",))

    await store._backend.transaction(rezone)
    assert await store.quiet_hours("p1") is None
    assert "'localtime' names no time zone" in caplog.text


def test_quiet_hours_crossing_midnight_end_the_next_morning_in_their_timezone() -> None:
    quiet = QuietHours(start=time(22), end=time(7), timezone="Europe/Paris")
    # 23:30 in Paris (UTC+1 in winter) is 22:30 UTC; quiet until 07:00 Paris, 06:00 UTC.
    assert quiet.after(datetime(2026, 1, 5, 22, 30, tzinfo=UTC)) == datetime(
        2026, 1, 6, 6, 0, tzinfo=UTC)
    # 05:00 in Paris: the same night, which began the evening before.
    assert quiet.after(datetime(2026, 1, 6, 4, 0, tzinfo=UTC)) == datetime(
        2026, 1, 6, 6, 0, tzinfo=UTC)
    # Noon is not quiet; in summer Paris is UTC+2.
    noon = datetime(2026, 1, 6, 11, 0, tzinfo=UTC)
    assert quiet.after(noon) == noon
    assert quiet.after(datetime(2026, 7, 1, 21, 0, tzinfo=UTC)) == datetime(
        2026, 7, 2, 5, 0, tzinfo=UTC)


def test_quiet_hours_within_one_day() -> None:
    quiet = QuietHours(start=time(13), end=time(14, 30), timezone="America/New_York")
    assert quiet.after(datetime(2026, 1, 6, 18, 10, tzinfo=UTC)) == datetime(
        2026, 1, 6, 19, 30, tzinfo=UTC)
    assert quiet.after(datetime(2026, 1, 6, 19, 30, tzinfo=UTC)) == datetime(
        2026, 1, 6, 19, 30, tzinfo=UTC)


@pytest.mark.parametrize(("start", "end", "zone", "why"), [
    (time(22), time(22), "UTC", "different times"),
    (time(22), time(7), "Mars/Olympus", "time zone name"),
    (time(22), time(7), "../../etc/passwd", "time zone name"),
])
def test_bad_quiet_hours_are_refused_with_the_reason(start: time, end: time, zone: str,
                                                      why: str) -> None:
    with pytest.raises(ValidationError, match=why):
        QuietHours(start=start, end=end, timezone=zone)
