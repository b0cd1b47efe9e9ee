"""The summary of each game that ended (issue 32): a row written in the same transaction that
ends the game (its last command, an abandon, a reset), deleted by the undo that reopens it,
and filled for the games that had already ended by the migration that adds the table. A
server's history and records read these rows alone (`kilforth.records`), never a log.

Every statement on the table is in this module, written once for both backends.
"""

import asyncio
import contextlib
import zlib
from collections.abc import Awaitable, Callable, Sequence
from datetime import datetime
from typing import Any, Literal, Protocol

from pydantic import ValidationError

from kilforth.events import Event
from kilforth.options import GameOptions, Mode
from kilforth.records import GameSummary, summarize
from kilforth.state import GameState, HeroSpec
from kilforth.store import snapshots
from kilforth.store.backend import Conn, Row
from kilforth.store.chronicles import chained
from kilforth.store.errors import StoreError

Ended = Literal["finished", "abandoned", "reset"]
Fetch = Callable[[str, Sequence[Any]], Awaitable[list[Row]]]

_ENDINGS = "CHECK (ending IN ('won', 'lost', 'finished', 'abandoned', 'reset'))"
_COLUMNS = """guild TEXT NOT NULL,
        ending TEXT NOT NULL {endings},
        ended_at TEXT NOT NULL,
        summary TEXT NOT NULL"""
SQLITE_TABLE = [
    f"""CREATE TABLE summaries (
        session_id INTEGER PRIMARY KEY REFERENCES sessions (id),
        {_COLUMNS.format(endings=_ENDINGS)}
    ) STRICT""",
    "CREATE INDEX summaries_guild ON summaries (guild, ended_at, session_id)",
]
POSTGRES_TABLE = [
    f"""CREATE TABLE summaries (
        session_id BIGINT PRIMARY KEY REFERENCES sessions (id),
        {_COLUMNS.format(endings=_ENDINGS)}
    )""",
    "CREATE INDEX summaries_guild ON summaries (guild, ended_at, session_id)",
]
_INSERT = ("INSERT INTO summaries (session_id, guild, ending, ended_at, summary) "
           "VALUES (?, ?, ?, ?, ?)")
_NEWEST = "ORDER BY ended_at DESC, session_id DESC"
_RESULTS = "ending IN ('won', 'lost', 'finished')"


async def summary_of(fetch: Fetch, session_id: int, ended: Ended, ended_at: datetime, *,
                     last: tuple[Sequence[Event], GameState] | None = None) -> GameSummary:
    """The summary of session `session_id`, ending `ended` at `ended_at`, read through
    `fetch`: its seats, its log as it stands and its state, or `last`, the events and state
    of the entry about to end it. A reset game is read from its seats alone, and so is one
    whose stored state or log is damaged (a damaged seat is left out, damaged options leave
    its mode unknown): its summary must not stop it from ending."""
    [session] = await fetch("SELECT guild, channel, options, created_at, state FROM sessions "
                            "WHERE id = ?", (session_id,))
    seats = []
    for row in await fetch("SELECT hero FROM seats WHERE session_id = ? ORDER BY position",
                           (session_id,)):
        with contextlib.suppress(ValueError):
            seats.append(HeroSpec.model_validate_json(row["hero"]))
    try:
        mode: Mode | None = GameOptions.model_validate_json(session["options"]).mode
    except ValueError:
        mode = None
    state: GameState | None = None
    events: list[Event] = []
    if ended != "reset":
        rows = await fetch("SELECT version, kind, restored_from, events FROM log "
                           "WHERE session_id = ? ORDER BY version", (session_id,))
        try:
            entries = await asyncio.to_thread(chained, rows)
            state = (last[1] if last is not None else None if session["state"] is None
                     else GameState.model_validate_json(snapshots.session_text(session["state"])))
        except (ValueError, zlib.error, UnicodeDecodeError):
            entries, state = [], None
        events = [e for _, entry in entries for e in entry]
        if last is not None:
            events += last[0]
    return summarize(session_id=session_id, guild=session["guild"],
                     channel=session["channel"], mode=mode,
                     started_at=session["created_at"], ended_at=ended_at, seats=seats,
                     state=state, events=events,
                     ended="abandoned" if ended == "finished" and state is None else ended)


async def write(conn: Conn, summary: GameSummary) -> None:
    await conn.execute(_INSERT, (summary.session_id, summary.guild, summary.ending,
                                 summary.ended_at.isoformat(), summary.model_dump_json()))


async def forget(conn: Conn, session_id: int) -> None:
    """An undo reopens a finished game: it has no summary until it ends again."""
    await conn.execute("DELETE FROM summaries WHERE session_id = ?", (session_id,))


async def fill(conn: Conn) -> None:
    """The migration's work: a summary for every game that had already ended."""
    ended = await conn.fetch(
        "SELECT id, status, updated_at, (SELECT kind FROM log WHERE session_id = sessions.id "
        "ORDER BY version DESC LIMIT 1) AS last FROM sessions "
        "WHERE status IN ('finished', 'abandoned') ORDER BY id")
    for row in ended:
        how: Ended = ("finished" if row["status"] == "finished"
                      else "reset" if row["last"] == "reset" else "abandoned")
        summary = await summary_of(conn.fetch, row["id"], how,
                                   datetime.fromisoformat(str(row["updated_at"])))
        await write(conn, summary)


class _Reader(Protocol):
    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...


class SummaryStore:
    """A server's ended games, read from their summaries (mixed into `Store`)."""

    async def summaries(self: _Reader, guild: str) -> list[GameSummary]:
        """Every game of the server `guild` that ended, newest first."""
        rows = await self._rows(f"SELECT summary FROM summaries WHERE guild = ? {_NEWEST}",
                                (guild,))
        return await asyncio.to_thread(_parsed, rows)

    async def finished_games(self: _Reader, guild: str, page: int, per_page: int
                             ) -> tuple[list[GameSummary], dict[str, int]]:
        """Page `page` (from 1) of the server's games that ended with a result, newest
        first, and how many games ended each way."""
        rows = await self._rows(
            f"SELECT summary FROM summaries WHERE guild = ? AND {_RESULTS} {_NEWEST} "
            "LIMIT ? OFFSET ?", (guild, per_page, (page - 1) * per_page))
        counts = await self._rows("SELECT ending, COUNT(*) AS n FROM summaries WHERE guild = ? "
                                  "GROUP BY ending", (guild,))
        return _parsed(rows), {row["ending"]: int(row["n"]) for row in counts}


def _parsed(rows: Sequence[Row]) -> list[GameSummary]:
    try:
        return [GameSummary.model_validate_json(row["summary"]) for row in rows]
    except ValidationError as exc:
        raise StoreError(f"a game's summary is damaged: {exc}") from exc
