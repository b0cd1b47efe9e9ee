"""A game looked back on (issue 32): its chronicle for the recap picture, and the map and
the Night as they stood at a Day's Dawn, rebuilt from the log and its snapshots.

Only the game as it stands counts: the entries an undo took back are left out (the chain of
`transfer.lineage`). The state at each Dawn is a snapshot (the store keeps one there), so a
look back replays no command but where a snapshot is missing; the events come from the log.
"""

import asyncio
import zlib
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import ValidationError

from kilforth.chronicle import Chronicle, Step, chronicle, nights
from kilforth.engine import pack_for
from kilforth.events import DayStarted, Event, event_list_adapter
from kilforth.i18n import msgid
from kilforth.state import GameState
from kilforth.store import snapshots
from kilforth.store.backend import Row
from kilforth.store.errors import CorruptStateError, SessionError
from kilforth.store.models import LogEntry, SessionInfo
from kilforth.store.transfer import describe, lineage

# The games a look back reads: one still in its lobby has no Days, and an abandoned or reset
# one may have no state left.
LOOKED_BACK = frozenset({"running", "finished"})


@dataclass(frozen=True)
class DayStart:
    """The game at the Dawn of Day `day`: its state, and the Night that led to it (nothing
    for Day 1)."""

    day: int
    state: GameState
    night: tuple[Event, ...]


class _Reader(Protocol):
    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    async def get(self, session_id: int) -> SessionInfo: ...

    async def session_state(self, session_id: int) -> GameState: ...

    async def state_at(self, session_id: int, version: int) -> GameState: ...


class ChronicleStore:
    """The store's look back on a game (mixed into `Store`)."""

    async def chronicle(self: _Reader, session_id: int) -> Chronicle:
        """The chronicle of a running or finished game: its log's events with the state at
        each Dawn and now."""
        info = await _looked_back(self, session_id)
        entries = await _entries(self, info)
        states = await _states_at(self, info, [v for v, events in entries if _starts_day(events)])
        final = await self.session_state(session_id)
        steps = [Step(events, states.get(version)) for version, events in entries]
        steps.append(Step((), final))
        return await asyncio.to_thread(chronicle, steps, pack_for(final))

    async def day_start(self: _Reader, session_id: int, day: int) -> DayStart:
        """The game as it stood at the Dawn of Day `day` of a running or finished game."""
        info = await _looked_back(self, session_id)
        entries = await _entries(self, info)
        for version, events in entries:
            if any(isinstance(e, DayStarted) and e.day == day for e in events):
                states = await _states_at(self, info, [version])
                night = nights(events for _, events in entries).get(day, ())
                return DayStart(day, states[version], night)
        raise SessionError("no_such_day", msgid("store-no-such-day"), day=day,
                           days=_days_started(entries))


def standing(entries: Sequence[LogEntry]) -> list[LogEntry]:
    """The entries of a stretch of the log (oldest first) that the game as it stands kept:
    those an undo among them took back are left out, and the undo itself."""
    kept: list[LogEntry] = []
    for entry in entries:
        if entry.kind == "undo":
            kept = [e for e in kept if e.version <= (entry.restored_from or 0)]
        else:
            kept.append(entry)
    return kept


async def _looked_back(store: _Reader, session_id: int) -> SessionInfo:
    info = await store.get(session_id)
    if info.status not in LOOKED_BACK:
        raise SessionError("not_looked_back", msgid("store-not-looked-back"), status=info.status)
    return info


def _starts_day(events: Sequence[Event]) -> bool:
    return any(isinstance(e, DayStarted) for e in events)


def _days_started(entries: Sequence[tuple[int, Sequence[Event]]]) -> int:
    return sum(isinstance(e, DayStarted) for _, events in entries for e in events)


async def _entries(store: _Reader, info: SessionInfo) -> list[tuple[int, list[Event]]]:
    """Each entry of the game as it stands, oldest first: its version and events."""
    rows = await store._rows(
        "SELECT version, kind, restored_from, events FROM log WHERE session_id = ? "
        "ORDER BY version", (info.id,))
    try:
        # Decompressing and parsing a finished game's log is some tens of milliseconds.
        return await asyncio.to_thread(chained, rows)
    except (ValueError, zlib.error, UnicodeDecodeError) as exc:
        reason = describe(exc) if isinstance(exc, ValidationError) else str(exc)
        raise CorruptStateError(info.id, info.channel, "log", reason) from exc


def chained(rows: Sequence[Row]) -> list[tuple[int, list[Event]]]:
    """The version and events of each log row (version, kind, restored_from, events; oldest
    first) of the game as it stands (pure: runs in a worker thread)."""
    chain = lineage((row["version"], row["kind"], row["restored_from"]) for row in rows)
    kept = set(chain)
    return [(row["version"], event_list_adapter.validate_json(snapshots.decompress(row["events"])))
            for row in rows if row["version"] in kept]


async def _states_at(store: _Reader, info: SessionInfo, versions: Sequence[int]
                     ) -> dict[int, GameState]:
    """The states of `versions`: their snapshots, read at once, and for one without a
    snapshot the nearest before it with the commands since replayed."""
    if not versions:
        return {}
    marks = ", ".join("?" for _ in versions)
    rows = await store._rows(
        f"SELECT version, state FROM snapshots WHERE session_id = ? AND version IN ({marks})",
        (info.id, *versions))
    try:
        states = await asyncio.to_thread(
            lambda: {row["version"]: GameState.model_validate_json(snapshots.decompress(row["state"]))
                     for row in rows})
    except (ValidationError, zlib.error, UnicodeDecodeError) as exc:
        reason = describe(exc) if isinstance(exc, ValidationError) else str(exc)
        raise CorruptStateError(info.id, info.channel, "snapshots", reason) from exc
    for version in versions:
        if version not in states:
            states[version] = await store.state_at(info.id, version)
    return states
