"""The turn clock's pieces on their own: what a player types as a time of day (hostile input
included), quiet hours in any zone, and when each reminder is due."""

from datetime import UTC, datetime, time, timedelta

from hypothesis import given
from hypothesis import strategies as st
from pydantic import ValidationError

from commands.reminders import REMINDERS_BEFORE_STALL, Watch, parse_time
from kilforth.errors import RuleError
from kilforth.store.timers import QuietHours

ZONES = ["UTC", "Europe/Paris", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe",
         "Pacific/Chatham", "America/Sao_Paulo"]


@given(st.text(max_size=12))
def test_a_typed_time_is_a_time_of_day_or_refused_with_what_to_write(typed: str) -> None:
    try:
        parsed = parse_time(typed)
    except RuleError as error:
        assert error.code == "bad_time"
        assert "HH:MM" in error.message
    else:
        assert str(parsed.hour) in typed


def test_the_usual_spellings_of_a_time() -> None:
    assert [parse_time(t) for t in ("22:30", "7", "7h", "7h30", "07:00", " 0:05 ")] == [
        time(22, 30), time(7), time(7), time(7, 30), time(7), time(0, 5)]


@given(st.datetimes(min_value=datetime(2000, 1, 1), max_value=datetime(2100, 1, 1),
                    timezones=st.just(UTC)),
       st.times(), st.times(), st.sampled_from(ZONES))
def test_quiet_hours_end_within_a_day_and_never_move_a_time_back(
        when: datetime, start: time, end: time, zone: str) -> None:
    if start == end:
        return
    quiet = QuietHours(start=start, end=end, timezone=zone)
    later = quiet.after(when)
    assert when <= later <= when + timedelta(days=1, hours=1)
    assert later.tzinfo is not None


def test_reminders_come_at_half_time_at_the_end_then_every_clock() -> None:
    start = datetime(2026, 1, 5, tzinfo=UTC)
    watch = Watch(game=1, since=3, start=start, deadline=start + timedelta(hours=24))
    assert [watch.due(n) - start for n in range(1, REMINDERS_BEFORE_STALL + 2)] == [
        timedelta(hours=h) for h in (12, 24, 48, 72, 96, 120)]


@given(st.text(max_size=80))
def test_any_time_zone_name_is_known_or_refused_as_not_a_time_zone(name: str) -> None:
    try:
        QuietHours(start=time(22), end=time(7), timezone=name)
    except ValidationError as error:
        assert "is not a time zone name" in str(error)
