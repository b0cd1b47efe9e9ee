"""`python -m kilforth store copy SRC DST`: move a deployment between databases (SQLite to
PostgreSQL or back), every session with its seats, log, snapshots, pilots, clock and timers,
and every player's quiet hours.

Rows are copied as they are stored, ids included, so exports, timers and prompts that name a
session keep naming it. Each session is copied in one transaction of the destination, then
verified: its rows there are the source's, and its log replayed there from its seed gives
every stored state again, and its current state. A game played partly under older rules is
accepted as the replay check accepts it: replayed up to the first entry those rules wrote
that this code's rules make differently (an upgrade, not damage), its rows equal to the
source's. Re-running after an interruption does not copy again the sessions already there,
but verifies them again: nothing records that a run verified them, and a game is never
reported copied without having been checked. A destination whose session of the same id
differs is refused.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from kilforth.store.backend import Conn, Row
from kilforth.store.errors import StoreError
from kilforth.store.sessions import Store

# The tables that belong to a session, parents first.
SESSION_TABLES = ("seats", "log", "snapshots", "pilots", "clocks", "timers", "summaries")
# Rows copied after every session: they name players, not sessions.
PLAYER_TABLES = ("quiet_hours",)
_ORDER = {"seats": "position", "log": "version", "snapshots": "version", "pilots": "player",
          "clocks": "session_id", "timers": "id", "summaries": "session_id"}


@dataclass
class CopyReport:
    """What a copy did: the sessions it `copied`, those `skipped` (already there, equal), and
    of either, those `verified`, those played under older rules (`upgraded`, by id: where
    the replay stopped) and those that `failed` verification (by id: why)."""

    copied: list[int] = field(default_factory=list)
    skipped: list[int] = field(default_factory=list)
    verified: list[int] = field(default_factory=list)
    upgraded: dict[int, str] = field(default_factory=dict)
    failed: dict[int, str] = field(default_factory=dict)

    def text(self) -> str:
        lines = [f"{len(self.copied)} session(s) copied, {len(self.skipped)} already there; "
                 f"{len(self.verified)} verified by replaying them"]
        if self.upgraded:
            lines[0] += (f", {len(self.upgraded)} of them up to where older rules played "
                         "them (a rules upgrade, not damage)")
        unchecked = len(self.copied) + len(self.skipped) - len(self.verified) - len(self.failed)
        if unchecked:
            lines[0] += f"; {unchecked} not verified"
        lines += [f"session {n}: {reason}" for n, reason in sorted(self.failed.items())]
        return "\n".join(lines)

    def _checked(self, session_id: int, problem: "_Problem | None") -> None:
        if problem is None:
            self.verified.append(session_id)
        elif problem.upgrade:
            self.verified.append(session_id)
            self.upgraded[session_id] = problem.reason
        else:
            self.failed[session_id] = problem.reason


@dataclass(frozen=True)
class _Problem:
    """Why a copied session is not verified as the source's; `upgrade`: only because older
    rules played part of it, which the replay check accepts."""

    reason: str
    upgrade: bool = False


async def _insert(conn: Conn, table: str, rows: Sequence[Row | dict[str, Any]]) -> None:
    if not rows:
        return
    columns = list(rows[0].keys())
    # Quoted: `end` (quiet hours) is a reserved word in PostgreSQL.
    names = ", ".join(f'"{c}"' for c in columns)
    marks = ", ".join("?" for _ in columns)
    await conn.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})",
                           [[row[c] for c in columns] for row in rows])


async def _session_rows(store: Store, session_id: int) -> dict[str, list[Row]]:
    backend = store._backend
    found = {"sessions": await backend.fetch("SELECT * FROM sessions WHERE id = ?",
                                             (session_id,))}
    for table in SESSION_TABLES:
        found[table] = await backend.fetch(
            f"SELECT * FROM {table} WHERE session_id = ? ORDER BY {_ORDER[table]}",
            (session_id,))
    return found


async def _copy_session(dst: Store, rows: dict[str, list[Row]]) -> None:
    session = dict(rows["sessions"][0])

    async def work(conn: Conn) -> None:
        # The session starts where its log starts; inserting the log's entries moves it
        # along one version at a time (the log's trigger checks each), then the session gets
        # the source's state and times back.
        await _insert(conn, "sessions",
                      [{**session, "status": "lobby", "version": 0, "state": None}])
        await _insert(conn, "seats", rows["seats"])
        await _insert(conn, "log", rows["log"])
        await conn.execute("UPDATE sessions SET state = ?, updated_at = ? WHERE id = ?",
                           (session["state"], session["updated_at"], session["id"]))
        for table in SESSION_TABLES[2:]:
            await _insert(conn, table, rows[table])

    await dst._backend.transaction(work)


def _same(one: dict[str, list[Row]], other: dict[str, list[Row]]) -> bool:
    """Whether two sessions' rows hold the same values (timers excepted: fired ones go)."""
    def values(rows: dict[str, list[Row]]) -> dict[str, list[dict[str, Any]]]:
        return {table: [dict(row) for row in found] for table, found in rows.items()
                if table != "timers"}

    return values(one) == values(other)


async def copy_store(src: Store, dst: Store,
                     progress: Callable[[int, int], None] | None = None, *,
                     verify: bool = True) -> CopyReport:
    """Copy every session of `src` into `dst` (see the module's docstring). `verify`: replay
    each copied game (a bench copying a population it just built skips it: thousands of
    replays)."""
    report = CopyReport()
    ids = [int(row["id"]) for row in await src._backend.fetch(
        "SELECT id FROM sessions ORDER BY id")]
    for done, session_id in enumerate(ids, 1):
        rows = await _session_rows(src, session_id)
        there = await _session_rows(dst, session_id)
        if there["sessions"]:
            if not _same(rows, there):
                raise StoreError(
                    f"{dst.location} already holds a different session {session_id}: copy "
                    "into an empty database, or into the one an interrupted copy left")
            report.skipped.append(session_id)
        else:
            await _copy_session(dst, rows)
            report.copied.append(session_id)
        if verify:
            report._checked(session_id, await _verify(dst, session_id, rows))
        if progress is not None:
            progress(done, len(ids))
    players = await src._backend.fetch("SELECT * FROM quiet_hours ORDER BY player")
    known = {row["player"] for row in await dst._backend.fetch(
        "SELECT player FROM quiet_hours")}

    async def rest(conn: Conn) -> None:
        await _insert(conn, "quiet_hours", [r for r in players if r["player"] not in known])

    await dst._backend.transaction(rest)
    await dst._backend.ids_follow_rows(("sessions", "timers"))
    return report


async def _verify(dst: Store, session_id: int, rows: dict[str, list[Row]]) -> _Problem | None:
    """Why the copied session is not the source's, or None."""
    if not _same(rows, await _session_rows(dst, session_id)):
        return _Problem("its rows differ after the copy")
    if not rows["log"]:
        return None
    report = await dst.replay(session_id)
    if report.ok:
        return None
    return _Problem(f"its log does not replay: {report.reason}", report.rules_changed)
