"""Timers: the due events of a channel's game (reminders, turn-clock expiries, away-until), the
game's turn clock and each player's quiet hours (DESIGN.md §5, issue 15).

A timer is a row; a scheduler sleeps until the earliest and claims what is due. Claiming
deletes the rows it returns in one write transaction, so of two claimers (two processes on one
file, or a restart racing a late tick) exactly one gets each timer. A timer belongs to its
game's session: the migration's trigger deletes a session's timers when it is finished or
abandoned (a reset abandons it), whichever path ends it.

Every statement on these tables is in this module, written once for both backends: the
columns whose names SQL reserves are quoted, and a claim locks the rows it takes where the
backend has row locks (`Conn.skip_locked`).
"""

import functools
import json
import logging
import re
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, date, datetime, time, timedelta
from typing import Any, Literal, Protocol, TypeVar
from zoneinfo import ZoneInfo, available_timezones

from pydantic import (
    AwareDatetime,
    BaseModel,
    ConfigDict,
    Field,
    ValidationInfo,
    field_validator,
)

from kilforth.state import GameState
from kilforth.store.backend import Conn, Row

logger = logging.getLogger(__name__)
T = TypeVar("T")

TimeoutPolicy = Literal["remind", "skip", "autopilot"]
TIMEOUT_POLICIES: tuple[TimeoutPolicy, ...] = ("remind", "skip", "autopilot")
# A clock longer than a fortnight would not be a turn clock any more.
MAX_CLOCK_HOURS = 336
# What one claim takes at most, so a backlog (after a long outage) is fired in batches.
CLAIM_BATCH = 50
KIND = re.compile(r"[a-z_]{1,32}")

MIGRATION = [
    # `due` and `created` are microseconds since the Unix epoch (UTC): integers sort and
    # compare the same way in every backend.
    """CREATE TABLE timers (
        id INTEGER PRIMARY KEY,
        session_id INTEGER NOT NULL REFERENCES sessions (id),
        channel TEXT NOT NULL,
        kind TEXT NOT NULL,
        player TEXT,
        due INTEGER NOT NULL,
        payload TEXT NOT NULL,
        created INTEGER NOT NULL
    ) STRICT""",
    "CREATE INDEX timers_due ON timers (due, id)",
    "CREATE INDEX timers_channel ON timers (channel, kind, player)",
    """CREATE TABLE clocks (
        session_id INTEGER PRIMARY KEY REFERENCES sessions (id),
        hours REAL NOT NULL CHECK (hours >= 0),
        on_timeout TEXT NOT NULL CHECK (on_timeout IN ('remind', 'skip', 'autopilot'))
    ) STRICT""",
    """CREATE TABLE quiet_hours (
        player TEXT PRIMARY KEY,
        start TEXT NOT NULL,
        end TEXT NOT NULL,
        timezone TEXT NOT NULL
    ) STRICT""",
    # A game that ends waits for nobody: however it ends (the last command, an abandon, a
    # moderator's reset), its reminders and expiries go with it.
    """CREATE TRIGGER timers_end_with_game AFTER UPDATE OF status ON sessions
        WHEN NEW.status IN ('finished', 'abandoned')
        BEGIN DELETE FROM timers WHERE session_id = NEW.id; END""",
]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Timer(_Model):
    """A due event of a session's game in `channel`: `kind` names its handler, `player` whom
    it concerns (None: the whole channel), `payload` what the handler needs."""

    id: int
    session_id: int
    channel: str
    kind: str = Field(pattern=f"^{KIND.pattern}$")
    player: str | None
    due: AwareDatetime
    payload: dict[str, Any]
    created: AwareDatetime


class ClockSettings(_Model):
    """A game's turn clock (issue 15.1): how long a player has to act (0: no clock), and what
    happens when the time runs out."""

    hours: float = Field(default=24, ge=0, le=MAX_CLOCK_HOURS)
    on_timeout: TimeoutPolicy = "remind"

    @property
    def span(self) -> timedelta | None:
        return timedelta(hours=self.hours) if self.hours else None


# Files of the zone database that name no place: the host's own zone (another machine's
# after a move, and not the player's) and the database's placeholder.
_NOT_PLACES = frozenset({"localtime", "Factory"})


@functools.cache
def zone_names() -> frozenset[str]:
    """The IANA time zone names (Europe/Paris, UTC…) this machine knows, read from disk once:
    what quiet hours accept (issue 37.5)."""
    return frozenset(available_timezones()) - _NOT_PLACES


class QuietHours(_Model):
    """A player's nightly quiet hours, from `start` to `end` local time in `timezone` (a range
    may cross midnight). They delay reminders, never the clock."""

    start: time
    end: time
    timezone: str

    @field_validator("timezone")
    @classmethod
    def _known_zone(cls, name: str) -> str:
        if name not in zone_names():
            raise ValueError(f"{name!r} is not a time zone name such as Europe/Paris")
        return name

    @field_validator("end")
    @classmethod
    def _not_empty(cls, end: time, info: ValidationInfo) -> time:
        if info.data.get("start") == end:
            raise ValueError("quiet hours must start and end at different times")
        return end

    def _span_of(self, when: datetime) -> tuple[datetime, datetime] | None:
        """The quiet period (local start, local end) that holds `when`, if any."""
        zone = ZoneInfo(self.timezone)
        local = when.astimezone(zone)
        day = local.date()
        # A range crossing midnight holds the evening of one day and the morning of the next.
        starts = [day - timedelta(days=1), day] if self.start > self.end else [day]
        for first in starts:
            begin = _local(first, self.start, zone)
            finish = _local(first + timedelta(days=1) if self.start > self.end else first,
                            self.end, zone)
            if begin <= local < finish:
                return begin, finish
        return None

    def after(self, when: datetime) -> datetime:
        """`when`, or the end of the quiet period that holds it (UTC)."""
        span = self._span_of(when)
        return when if span is None else span[1].astimezone(UTC)


def _local(day: date, at: time, zone: ZoneInfo) -> datetime:
    return datetime.combine(day, at, tzinfo=zone)


def to_micros(when: datetime) -> int:
    if when.tzinfo is None:
        raise ValueError("a timer's time must be timezone-aware")
    delta = when - datetime(1970, 1, 1, tzinfo=UTC)
    return (delta.days * 86_400 + delta.seconds) * 1_000_000 + delta.microseconds


def from_micros(micros: int) -> datetime:
    return datetime(1970, 1, 1, tzinfo=UTC) + timedelta(microseconds=micros)


_TIMER = "SELECT id, session_id, channel, kind, player, due, payload, created FROM timers"
_RETURNING = "RETURNING id, session_id, channel, kind, player, due, payload, created"


def _timer(row: Sequence[Any]) -> Timer:
    id_, session_id, channel, kind, player, due, payload, created = tuple(row)
    return Timer.model_validate({
        "id": id_, "session_id": session_id, "channel": channel, "kind": kind,
        "player": player, "due": from_micros(due), "created": from_micros(created),
        "payload": _payload(payload)})


class NewTimer(_Model):
    """A timer to schedule (see `Timer`), before it has an id."""

    kind: str = Field(pattern=f"^{KIND.pattern}$")
    player: str | None
    due: AwareDatetime
    payload: dict[str, Any] = {}
    created: AwareDatetime


@dataclass(frozen=True)
class TimerChange:
    """Timers of `channel`'s game `session_id` to cancel, by (kind, player), then to add:
    what the turn clock makes of a command, written in the command's own transaction
    (`Store.execute`), or alone (`Store.change_timers`)."""

    session_id: int
    channel: str
    cancel: tuple[tuple[str, str], ...] = ()
    add: tuple[NewTimer, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.cancel or self.add)


# What a command's caller asks of `Store.execute` before its write: given the session, the
# state the command made and its version, the timers to change with it (see `TimerChange`).
Rearm = Callable[[int, GameState, int], Awaitable[TimerChange | None]]


_INSERT = ("INSERT INTO timers (session_id, channel, kind, player, due, payload, created)"
           " VALUES (?, ?, ?, ?, ?, ?, ?)")


def timer_statements(change: TimerChange) -> list[tuple[str, tuple[Any, ...]]]:
    """The statements (SQL and parameters, in order) that write `change`: to run in the
    caller's transaction, as a command's own (`Store.execute`)."""
    statements: list[tuple[str, tuple[Any, ...]]] = []
    for kind, player in change.cancel:
        where, params = _where(change.channel, kind, player)
        statements.append((f"DELETE FROM timers WHERE {where}", tuple(params)))
    statements += [(_INSERT, (change.session_id, change.channel, timer.kind, timer.player,
                              to_micros(timer.due), json.dumps(timer.payload, sort_keys=True),
                              to_micros(timer.created))) for timer in change.add]
    return statements


async def _insert(conn: Conn, params: Sequence[Any]) -> Timer:
    rows = await conn.fetch(f"{_INSERT} {_RETURNING}", params)
    return _timer(next(iter(rows)))


async def _run(conn: Conn, statements: Sequence[tuple[str, Sequence[Any]]]) -> None:
    for sql, params in statements:
        await conn.execute(sql, params)


def _payload(raw: str) -> dict[str, Any]:
    value = json.loads(raw)
    if not isinstance(value, dict):
        raise ValueError("a timer's payload is a JSON object")
    return value


class _Backend(Protocol):
    async def _tx(self, work: Callable[[Conn], Awaitable[T]]) -> T: ...

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...


class TimerStore:
    """The store's timer, clock and quiet-hours operations (mixed into `Store`)."""

    async def add_timer(self: _Backend, session_id: int, channel: str, kind: str,
                        due: datetime, *, player: str | None = None,
                        payload: dict[str, Any] | None = None,
                        created: datetime | None = None) -> Timer:
        """Schedule `kind` for `due` (an aware datetime) in `channel`'s game `session_id`."""
        if not KIND.fullmatch(kind):
            raise ValueError(f"a timer kind is 1 to 32 lowercase letters or _, not {kind!r}")
        params = (session_id, channel, kind, player, to_micros(due),
                  json.dumps(payload or {}, sort_keys=True),
                  to_micros(created or datetime.now(UTC)))

        return await self._tx(lambda conn: _insert(conn, params))

    async def change_timers(self: _Backend, change: TimerChange) -> None:
        """Write `change` in one transaction."""
        if change:
            await self._tx(lambda conn: _run(conn, timer_statements(change)))

    async def cancel_timers(self: _Backend, channel: str, *, kind: str | None = None,
                            player: str | None = None) -> int:
        """Delete `channel`'s timers (only those of `kind`, of `player`, when given); how
        many there were."""
        where, params = _where(channel, kind, player)

        async def work(conn: Conn) -> int:
            return len(await conn.fetch(f"DELETE FROM timers WHERE {where} RETURNING id",
                                        params))

        return await self._tx(work)

    async def timers(self: _Backend, channel: str, *, kind: str | None = None,
                     player: str | None = None) -> list[Timer]:
        """`channel`'s timers, soonest first."""
        where, params = _where(channel, kind, player)
        return [_timer(row) for row in await self._rows(
            f"{_TIMER} WHERE {where} ORDER BY due, id", params)]

    async def next_due(self: _Backend) -> Timer | None:
        """The earliest timer of every channel."""
        rows = await self._rows(f"{_TIMER} ORDER BY due, id LIMIT 1")
        return _timer(rows[0]) if rows else None

    async def claim_due(self: _Backend, now: datetime, limit: int = CLAIM_BATCH
                        ) -> list[Timer]:
        """Take the timers due at `now` (at most `limit`, earliest first) out of the table in
        one transaction: each is returned to exactly one claimer, which fires it."""

        async def work(conn: Conn) -> list[Timer]:
            rows = await conn.fetch(
                "DELETE FROM timers WHERE id IN (SELECT id FROM timers WHERE due <= ?"
                f" ORDER BY due, id LIMIT ?{conn.skip_locked}) {_RETURNING}",
                (to_micros(now), limit))
            return sorted((_timer(row) for row in rows), key=lambda t: (t.due, t.id))

        return await self._tx(work)

    async def clock(self: _Backend, session_id: int) -> ClockSettings:
        """The game's turn clock (the defaults when it was never set)."""
        rows = await self._rows("SELECT hours, on_timeout FROM clocks WHERE session_id = ?",
                                (session_id,))
        if not rows:
            return ClockSettings()
        return ClockSettings(hours=rows[0]["hours"], on_timeout=rows[0]["on_timeout"])

    async def set_clock(self: _Backend, session_id: int, settings: ClockSettings) -> None:
        async def work(conn: Conn) -> None:
            await conn.execute(
                "INSERT INTO clocks (session_id, hours, on_timeout) VALUES (?, ?, ?)"
                " ON CONFLICT (session_id) DO UPDATE SET hours = excluded.hours,"
                " on_timeout = excluded.on_timeout",
                (session_id, settings.hours, settings.on_timeout))

        await self._tx(work)

    async def quiet_hours(self: _Backend, player: str) -> QuietHours | None:
        rows = await self._rows(
            'SELECT start, "end", timezone FROM quiet_hours WHERE player = ?', (player,))
        if not rows:
            return None
        if rows[0]["timezone"] not in zone_names():
            # Set before quiet hours took IANA names only ("localtime", the host's zone):
            # no zone says when the player's night is, so none delays their reminders.
            logger.warning("Quiet hours of player %s ignored: %r names no time zone", player,
                           rows[0]["timezone"])
            return None
        return QuietHours(start=rows[0]["start"], end=rows[0]["end"],
                          timezone=rows[0]["timezone"])

    async def set_quiet_hours(self: _Backend, player: str, quiet: QuietHours | None) -> None:
        """Set (or with None, clear) `player`'s quiet hours, in every game."""

        async def work(conn: Conn) -> None:
            if quiet is None:
                await conn.execute("DELETE FROM quiet_hours WHERE player = ?", (player,))
                return
            await conn.execute(
                'INSERT INTO quiet_hours (player, start, "end", timezone) VALUES (?, ?, ?, ?)'
                " ON CONFLICT (player) DO UPDATE SET start = excluded.start,"
                ' "end" = excluded."end", timezone = excluded.timezone',
                (player, quiet.start.isoformat(), quiet.end.isoformat(), quiet.timezone))

        await self._tx(work)


def _where(channel: str, kind: str | None, player: str | None) -> tuple[str, list[Any]]:
    where, params = "channel = ?", [channel]
    if kind is not None:
        where, params = f"{where} AND kind = ?", [*params, kind]
    if player is not None:
        where, params = f"{where} AND player = ?", [*params, player]
    return where, params
