"""The store: game sessions per channel and their append-only command log (DESIGN.md §5).

One store over two databases: what differs between SQLite and PostgreSQL (connections,
transactions, migrations) is the `backend`'s; everything else is here. Commands for one
channel are serialised by an asyncio lock per channel in a process. A command's write is a
log insert that the database turns into the session's next version only if the session is
still at the version the command was applied to (see the log's trigger in `schema` and
`postgres_schema`), so a change made elsewhere (another process, a repair) is detected
instead of overwritten; the new state is written beside it in the same transaction.
"""

import asyncio
import contextlib
import dataclasses
import functools
import logging
import os
import secrets
import time
import weakref
import zlib
from collections.abc import Awaitable, Callable, Iterator, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from types import TracebackType
from typing import Any, Protocol, Self, TypeVar

from pydantic import ValidationError

from kilforth import engine as rules_engine
from kilforth.commands import Command, parse_command
from kilforth.errors import RuleError
from kilforth.events import Event, event_list_adapter
from kilforth.i18n import DEFAULT_LANG, Lang, msgid
from kilforth.invariants import dangling
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import snapshots, summaries, versions, worker
from kilforth.store.backend import Backend, Conn, Row, Target, default_target, open_backend
from kilforth.store.cache import CAPACITY, StateCache
from kilforth.store.chronicles import ChronicleStore
from kilforth.store.errors import (
    CorruptStateError,
    ExecutionFailedError,
    SessionError,
    StoreError,
    VersionConflictError,
)
from kilforth.store.models import (
    MAX_HEROES,
    EntryKind,
    ExecResult,
    GameExport,
    LogEntry,
    Pilot,
    ReplayReport,
    SessionInfo,
    Status,
)
from kilforth.store.timers import Rearm, TimerStore, timer_statements
from kilforth.store.transfer import (
    KNOWN_PACKS,
    Restorable,
    build_compact,
    build_export,
    check_import,
    describe,
    export_file,
    lineage,
    replay_log,
    restorable_of,
    status_of,
    with_players,
)

logger = logging.getLogger(__name__)

T = TypeVar("T")

_SESSION_COLUMNS = ("id, guild, channel, status, options, hero_count, seed, version, "
                    "created_by, created_at, updated_at, lang")
_SESSION = f"SELECT {_SESSION_COLUMNS} FROM sessions"
_ACTIVE_WHERE = "channel = ? AND status IN ('lobby', 'running')"
_LOG = ("SELECT version, kind, player, at, status, command, events, restored_from, rules "
        "FROM log")
# Parsing more log entries than this would hold the event loop for several milliseconds: it
# runs in a worker thread instead (the rows are already read).
LONG_READ = 50
# An import writes its entries a chunk at a time, each chunk sized to hold the database's
# writer about this long (measured on the chunk before), so other channels' commands, which
# wait for the writer, get through between them; the first chunk is small, the largest
# bounded in case a chunk ran fast by chance.
CHUNK_SECONDS = 0.005
FIRST_CHUNK = 8
MAX_CHUNK = 200


class Outcome(Protocol):
    @property
    def state(self) -> GameState: ...

    @property
    def events(self) -> Sequence[Event]: ...


class Engine(Protocol):
    """The two engine entry points the store drives (`kilforth.engine` is one)."""

    def new_game(self, options: GameOptions, heroes: list[HeroSpec], seed: int) -> Outcome: ...

    def apply(self, state: GameState, command: Command) -> Outcome: ...


@dataclass(frozen=True)
class _Entry:
    """A log row to append, and so the session's next version (see the log's trigger): kind
    "abandon" keeps the session's state; every other kind sets it to `state` (None for
    "reset", which clears a state that may be corrupt)."""

    kind: EntryKind
    player: str
    status: Status
    events: str = "[]"
    command: str | None = None
    state: str | None = None
    restored_from: int | None = None
    # The kinds of its events: a Dawn among them calls for a snapshot.
    event_kinds: tuple[str, ...] = ()
    # When it happened, if not now (an imported entry keeps its time).
    at: str | None = None
    # The version of the session's last snapshot, for a command (one is due
    # `snapshots.SNAPSHOT_EVERY` versions after it).
    last_snapshot: int = 0
    # An imported entry keeps the rules version that wrote it, `rules` (None: written before
    # versions were recorded); any other entry is this code's.
    imported: bool = False
    rules: str | None = None
    # Keep a snapshot whatever the schedule: a state this code's rules do not replay (an
    # imported entry that older rules played).
    snapshot: bool = False

    @functools.cached_property
    def packed(self) -> snapshots.WhenBound | None:
        """The state as the session row keeps it, compressed as the writer binds it; once
        written, its bytes key the state cache."""
        return None if self.state is None else snapshots.WhenBound(snapshots.compress_session,
                                                                     self.state)

    def stored(self) -> bytes:
        """The session row's state as written (call once the entry is)."""
        assert self.packed is not None
        return bytes(self.packed.value())


_APPEND = ("INSERT INTO log_append (session_id, version, kind, player, at, status, command, "
           "events, state_hash, restored_from, rules, state, snapshot) "
           "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")


def _appending(session_id: int, expected: int, entry: _Entry, *, current: bool = True
               ) -> tuple[str, tuple[Any, ...]]:
    """The statement that appends `entry` as version `expected + 1` (see `Store._append`).
    `current`: its state becomes the session's (not for an import's entries before its
    last, whose state rewritten in the session row each time was most of their write)."""
    version = expected + 1
    due = entry.snapshot or snapshots.snapshot_due(entry.kind, version, entry.last_snapshot,
                                                   entry.event_kinds)
    return _APPEND, (
        session_id, version, entry.kind, entry.player, entry.at or _now(), entry.status,
        entry.command, snapshots.WhenBound(snapshots.compress, entry.events),
        None if entry.state is None else snapshots.WhenBound(snapshots.state_hash, entry.state),
        entry.restored_from, entry.rules if entry.imported else versions.rules_version(),
        entry.packed if current else None,
        snapshots.WhenBound(snapshots.compress, entry.state) if due and entry.state is not None
        else None)


@contextlib.contextmanager
def _refused_version(is_conflict: Callable[[BaseException], bool], session_id: int,
                     expected: int) -> Iterator[None]:
    """Raise the log's refusal of a version the session is not at as `VersionConflictError`."""
    try:
        yield
    except Exception as exc:
        if is_conflict(exc):
            raise VersionConflictError(session_id, expected) from exc
        raise


def _now() -> str:
    return datetime.now(UTC).isoformat()


async def _touch(conn: Conn, session_id: int) -> None:
    await conn.execute("UPDATE sessions SET updated_at = ? WHERE id = ?", (_now(), session_id))


class _DamagedEntry(Exception):
    def __init__(self, version: int, reason: str) -> None:
        super().__init__(version, reason)
        self.version, self.reason = version, reason


def _log_entries(rows: Sequence[Row]) -> list[LogEntry]:
    """Log rows as entries (pure: a long log is parsed in a worker thread)."""
    entries = []
    for row in rows:
        try:
            entries.append(LogEntry(
                version=row["version"], kind=row["kind"], player=row["player"],
                at=row["at"], status=row["status"], restored_from=row["restored_from"],
                rules=row["rules"],
                command=None if row["command"] is None else parse_command(row["command"]),
                events=event_list_adapter.validate_json(snapshots.decompress(row["events"]))))
        except ValidationError as exc:
            raise _DamagedEntry(row["version"], describe(exc)) from exc
        except (zlib.error, UnicodeDecodeError, TypeError) as exc:
            raise _DamagedEntry(row["version"], f"its events do not decompress ({exc})"
                                ) from exc
    return entries


@dataclass(frozen=True)
class _Restoring:
    """A checked game to write back, as plain data (an import's comes from the worker
    process, see `worker`): its session row's values, its seats as (player, hero JSON), its
    log as entries to append, oldest first, and its last state's JSON and status."""

    options: str
    hero_count: int
    seed: int
    created_by: str
    created_at: str
    version: int
    lang: str
    seats: list[tuple[str, str]]
    entries: list[_Entry]
    state: str
    status: Status


def _restoring(checked: Restorable) -> _Restoring:
    """A checked game as the rows to write (pure: runs in the worker process, or a thread)."""
    game, s = checked.game, checked.game.session
    return _Restoring(
        s.options.model_dump_json(), s.hero_count, s.seed, s.created_by,
        s.created_at.isoformat(), s.version, s.lang,
        [(h.player, h.model_dump_json()) for h in game.seats],
        [_Entry(e.kind, e.player, e.status,
                events=event_list_adapter.dump_json(e.events).decode(),
                command=None if e.command is None else e.command.model_dump_json(),
                state=None if e.state is None else e.state.model_dump_json(),
                restored_from=e.restored_from, event_kinds=tuple(ev.kind for ev in e.events),
                at=e.at.isoformat(), imported=True, rules=e.rules,
                snapshot=e.version in checked.adopted)
         for e in game.log],
        checked.last_state_json, status_of(checked.last_state))


def _checked_import(path: str, engine: "Engine | str") -> _Restoring:
    """The export document in the file at `path` checked (see `check_import`) and made rows:
    the worker process's job for an import."""
    with open(path, "rb") as file:
        return _restoring(check_import(worker.engine_of(engine), file.read()))


def _exported(engine: "Engine", info: SessionInfo, rows: Sequence[Row],
              saved: dict[int, bytes], now: str,
              build: Callable[[SessionInfo, Sequence[Any], str], T]) -> T:
    """The export document `build` makes of a session from its log `rows` and compressed
    snapshots, with every state made again (pure: runs in a worker thread, or the worker
    process)."""
    try:
        states = snapshots.states_of(engine, rows, _unpacked(saved))
        return build(info, [{**row, "state": state} for row, state
                            in zip(_with_events(rows), states, strict=True)], now)
    except snapshots.RulesChangedError as exc:
        raise _rules_changed("export", exc) from exc
    except snapshots.ReplayMismatchError as exc:
        raise CorruptStateError(info.id, info.channel, "log", exc.reason,
                                version=exc.version) from exc
    except (ValidationError, RuleError, zlib.error, UnicodeDecodeError) as exc:
        reason = describe(exc) if isinstance(exc, ValidationError) else str(exc)
        raise CorruptStateError(info.id, info.channel, "log", reason) from exc


def _export_file(path: str, engine: "Engine | str", info: SessionInfo, rows: Sequence[Row],
                 saved: dict[int, bytes], now: str) -> None:
    """The worker process's job for an export: the file (see `export_file`), written at
    `path`."""
    game = _exported(worker.engine_of(engine), info, rows, saved, now, build_compact)
    with open(path, "wb") as file:
        file.write(export_file(game))


def _replayed(engine: "Engine | str", info: SessionInfo, rows: Sequence[Row],
              saved: dict[int, bytes], current: bytes | None) -> ReplayReport:
    """The worker process's job for a replay check (see `replay_log`), against the session's
    stored blob `current`."""
    try:
        return replay_log(worker.engine_of(engine), info, _with_events(rows), _unpacked(saved),
                          None if current is None else snapshots.decompress(current))
    except snapshots.ReplayMismatchError as exc:
        raise CorruptStateError(info.id, info.channel, "log", exc.reason,
                                version=exc.version) from exc
    except (zlib.error, UnicodeDecodeError) as exc:
        raise CorruptStateError(info.id, info.channel, "log", str(exc)) from exc


def _with_events(rows: Sequence[Row]) -> list[dict[str, Any]]:
    """Log rows with their events decompressed (to JSON text), for `transfer`'s readers."""
    return [{**dict(row), "events": snapshots.decompress(row["events"])} for row in rows]


def _rules_changed(what: str, exc: "snapshots.RulesChangedError") -> SessionError:
    return SessionError("rules_changed", msgid("store-rules-changed"), what=what,
                        version=exc.version, written=exc.written_by or "none",
                        running=versions.rules_version())


def _unpacked(saved: dict[int, bytes]) -> dict[int, str]:
    """Snapshots as JSON text (pure: run in a worker thread)."""
    return {version: snapshots.unpacked(version, blob) for version, blob in saved.items()}


def _no_game() -> SessionError:
    return SessionError("no_game", msgid("store-no-game-create"))


class Store(TimerStore, ChronicleStore, summaries.SummaryStore):
    """Open with `await Store.open()` (or `async with await Store.open() as store`)."""

    def __init__(self, target: Target, backend: Backend, engine: Engine, states: StateCache
                 ) -> None:
        self.target = target
        self._backend = backend
        self._engine = engine
        self._states = states
        # Weak values: a channel's lock lives only while some command holds or awaits it.
        self._locks: weakref.WeakValueDictionary[str, asyncio.Lock] = (
            weakref.WeakValueDictionary())

    @classmethod
    async def open(cls, path: str | os.PathLike[str] | None = None, *,
                   engine: Engine | None = None, active_games: int = CAPACITY,
                   pool_size: int | None = None) -> Self:
        """Open (creating and migrating as needed) the database `path` names (see
        `Target.parse`: a SQLite file, or `postgresql://…`), by default `$KILFORTH_DB` or
        `./kilforth.sqlite3`. `engine` defaults to `kilforth.engine`; `active_games` sizes
        the cache of parsed states (see `StateCache`); `pool_size` bounds a PostgreSQL
        database's connections."""
        if active_games < 1:
            raise ValueError("the state cache holds at least one game")
        target = Target.parse(path) if path is not None else default_target()
        # Read once, before the first write needs it (it hashes the engine's files).
        await asyncio.to_thread(versions.rules_version)
        backend, found, now = await open_backend(target, pool_size)
        if found != now:
            logger.info("%s migrated from schema %d to %d", backend.location, found, now)
        return cls(target, backend, engine or rules_engine, StateCache(active_games))

    @property
    def location(self) -> str:
        """The database in use: a file's path, or a PostgreSQL DSN without its password."""
        return self._backend.location

    async def close(self) -> None:
        await self._backend.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                        tb: TracebackType | None) -> None:
        await self.close()

    # ------------------------------------------------------------------ plumbing

    def _lock(self, channel: str) -> asyncio.Lock:
        lock = self._locks.get(channel)
        if lock is None:
            lock = self._locks[channel] = asyncio.Lock()
        return lock

    async def _tx(self, work: Callable[[Conn], Awaitable[T]], *, statement: bool = False
                  ) -> T:
        """Run `work` in one write transaction and return once it is committed. `statement`:
        `work` runs a single statement that changes the database (see `Backend`)."""
        return await self._backend.transaction(work, statement=statement)

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self._backend.fetch(sql, params)

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self._rows(sql, params)
        return rows[0] if rows else None

    async def _info(self, row: Row, conn: Conn | None = None
                    ) -> SessionInfo:
        seats = await (conn or self._backend).fetch(
            "SELECT hero FROM seats WHERE session_id = ? ORDER BY position", (row["id"],))
        return self._to_info(row, [seat["hero"] for seat in seats])

    def _to_info(self, row: Row, seats: list[str]) -> SessionInfo:
        what = "options"
        try:
            options = GameOptions.model_validate_json(row["options"])
            what = "seats"
            heroes = [HeroSpec.model_validate_json(seat) for seat in seats]
            what = "session"
            return SessionInfo(
                id=row["id"], guild=row["guild"], channel=row["channel"], status=row["status"],
                options=options, hero_count=row["hero_count"], seats=heroes, seed=row["seed"],
                version=row["version"], created_by=row["created_by"],
                created_at=row["created_at"], updated_at=row["updated_at"], lang=row["lang"])
        except ValidationError as exc:
            raise CorruptStateError(row["id"], row["channel"], what, describe(exc)) from exc

    def _current(self, session_id: int, channel: str, raw: bytes | None) -> GameState:
        """The session's current state from its stored blob, parsed once per version."""
        state = None if raw is None else self._states.get(session_id, raw)
        if state is None:
            state = self._parse_state(session_id, channel, raw)
            assert raw is not None
            self._states.put(session_id, raw, state)
        return state

    @staticmethod
    def _parse_state(session_id: int, channel: str, raw: bytes | None, what: str = "state"
                     ) -> GameState:
        if raw is None:
            raise CorruptStateError(session_id, channel, what, "it is missing")
        try:
            # Bytes that are not UTF-8 are kept as lone surrogates, as a damaged TEXT row is
            # read (`sqlite._text`): validation then says what is wrong.
            text = snapshots.decompress_bytes(raw).decode("utf-8", "surrogateescape")
        except zlib.error as exc:
            raise CorruptStateError(session_id, channel, what,
                                    f"it cannot be decompressed ({exc})") from exc
        try:
            state = GameState.model_validate_json(text)
        except ValidationError as exc:
            raise CorruptStateError(session_id, channel, what, describe(exc)) from exc
        found = dangling(state)
        if state.pack not in KNOWN_PACKS:
            # Loading it would read whatever folder the name points at, on every command.
            found.insert(0, f"it names the content pack {state.pack[:40]!r}, which this bot"
                         " does not ship")
        if found:
            raise CorruptStateError(session_id, channel, what, "; ".join(found[:3]))
        return state

    @staticmethod
    async def _append(conn: Conn, session_id: int, expected: int,
                      entry: _Entry) -> int:
        """Append `entry` as version `expected + 1`, which moves the session to it if it is
        still at `expected` (the log's trigger), and write the session's new state (and a
        snapshot, when one is due) beside it, in one statement (see `schema`). Call it inside
        a transaction. Returns the new version."""
        with _refused_version(conn.version_conflict, session_id, expected):
            await conn.execute(*_appending(session_id, expected, entry))
        return expected + 1

    async def _append_alone(self, session_id: int, expected: int, entry: _Entry,
                            then: Sequence[tuple[str, Sequence[Any]]] = ()) -> int:
        """`_append` in a transaction of its own, with the statements `then` after it (a
        command's turn clock): they are batched with their group's others."""
        statement = _appending(session_id, expected, entry)
        with _refused_version(self._backend.version_conflict, session_id, expected):
            await (self._backend.write_all([statement, *then]) if then
                   else self._backend.write(*statement))
        return expected + 1

    async def _require_active(self, channel: str, conn: Conn | None = None
                              ) -> Row:
        rows = await (conn or self._backend).fetch(
            f"{_SESSION} WHERE {_ACTIVE_WHERE}", (channel,))
        for row in rows:
            return row
        raise _no_game()

    async def _run_engine(self, channel: str, what: str, call: Callable[[], Outcome]
                          ) -> tuple[GameState, list[Event], str, str]:
        """Call the engine and serialise its outcome. A `RuleError` passes through; anything
        else is logged with the channel and the command and raised as
        `ExecutionFailedError`."""
        try:
            outcome = call()
            events = list(outcome.events)
            return (outcome.state, events, outcome.state.model_dump_json(),
                    event_list_adapter.dump_json(events).decode())
        except RuleError:
            raise
        except Exception as exc:
            logger.exception("engine failed in channel %s on %s", channel, what)
            raise ExecutionFailedError(channel, what) from exc

    # ------------------------------------------------------------------ queries

    async def session(self, channel: str) -> SessionInfo | None:
        """The channel's game in its lobby or running, if any."""
        row = await self._one(f"{_SESSION} WHERE {_ACTIVE_WHERE}", (channel,))
        return None if row is None else await self._info(row)

    async def get(self, session_id: int) -> SessionInfo:
        row = await self._one(f"{_SESSION} WHERE id = ?", (session_id,))
        if row is None:
            raise SessionError("no_such_session", msgid("store-no-such-session"), session=session_id)
        return await self._info(row)

    async def games(self, channel: str) -> list[SessionInfo]:
        """Every game the channel has had, newest first."""
        rows = await self._rows(f"{_SESSION} WHERE channel = ? ORDER BY id DESC", (channel,))
        seats: dict[int, list[str]] = {row["id"]: [] for row in rows}
        for seat in await self._rows(
                "SELECT session_id, hero FROM seats WHERE session_id IN "
                "(SELECT id FROM sessions WHERE channel = ?) ORDER BY session_id, position",
                (channel,)):
            seats[seat["session_id"]].append(seat["hero"])
        return [self._to_info(row, seats[row["id"]]) for row in rows]

    async def guild_games(self, guild: str) -> list[SessionInfo]:
        """Every game a guild has had, in any channel, most recently played first (the
        console keeps all its games under one guild)."""
        rows = await self._rows(
            f"{_SESSION} WHERE guild = ? ORDER BY updated_at DESC, id DESC", (guild,))
        return [await self._info(row) for row in rows]

    async def state(self, channel: str) -> GameState:
        """The state of the channel's running game."""
        row = await self._one(
            f"SELECT id, status, state FROM sessions WHERE {_ACTIVE_WHERE}", (channel,))
        if row is None:
            raise _no_game()
        if row["status"] == "lobby":
            raise SessionError("not_started", msgid("store-not-started"))
        return self._current(row["id"], channel, row["state"])

    async def session_state(self, session_id: int) -> GameState:
        """The current (or last) state of any session, past ones included."""
        row = await self._one("SELECT channel, state FROM sessions WHERE id = ?", (session_id,))
        if row is None:
            raise SessionError("no_such_session", msgid("store-no-such-session"), session=session_id)
        return self._current(session_id, row["channel"], row["state"])

    async def history(self, session_id: int, since: int = 0, *, last: int | None = None,
                      after_command_of: str | None = None) -> list[LogEntry]:
        """The log entries after version `since` (0: all of them), oldest first: "what
        happened while I was away". Only the newest `last` of them, if given; only those after
        the last command of the player `after_command_of`, if given (all, if they have none).
        The database reads only the entries returned, so a page of a long log stays cheap."""
        where = "session_id = ? AND version > ?"
        params: list[Any] = [session_id, since]
        if after_command_of is not None:
            where += (" AND version > (SELECT COALESCE(MAX(version), 0) FROM log WHERE "
                      "session_id = ? AND kind = 'command' AND player = ?)")
            params += [session_id, after_command_of]
        if last is None:
            rows = await self._rows(f"{_LOG} WHERE {where} ORDER BY version", params)
        else:
            rows = await self._rows(
                f"{_LOG} WHERE {where} ORDER BY version DESC LIMIT ?", [*params, last])
            rows.reverse()
        try:
            if len(rows) > LONG_READ:
                return await asyncio.to_thread(_log_entries, rows)
            return _log_entries(rows)
        except _DamagedEntry as exc:
            channel = (await self.get(session_id)).channel
            raise CorruptStateError(session_id, channel, f"log entry {exc.version}",
                                    exc.reason, version=exc.version) from exc

    # ------------------------------------------------------------------ lobby

    async def create(self, guild: str, channel: str, player: str, options: GameOptions,
                     hero_count: int, lang: Lang = DEFAULT_LANG) -> SessionInfo:
        """Open a lobby for `hero_count` heroes (1–4) in `channel`, whose public messages
        are in `lang`."""
        if not 1 <= hero_count <= MAX_HEROES:
            raise SessionError("hero_count", msgid("store-hero-count"), most=MAX_HEROES)

        async def work(conn: Conn) -> Row:
            existing = await conn.fetch(
                f"SELECT status FROM sessions WHERE {_ACTIVE_WHERE}", (channel,))
            for row in existing:
                raise SessionError("game_exists", msgid("store-game-exists"),
                                   status=row["status"])
            now = _now()
            rows = await conn.fetch(
                "INSERT INTO sessions (guild, channel, status, options, hero_count, created_by, "
                "created_at, updated_at, lang) VALUES (?, ?, 'lobby', ?, ?, ?, ?, ?, ?) "
                f"RETURNING {_SESSION_COLUMNS}",
                (guild, channel, options.model_dump_json(), hero_count, player, now, now, lang))
            return rows[0]

        async with self._lock(channel):
            return self._to_info(await self._tx(work), [])

    async def join(self, channel: str, hero: HeroSpec) -> SessionInfo:
        """Seat `hero.player` with that hero choice. One seat per player, except in solo mode
        where the one player may seat several heroes."""

        async def work(conn: Conn) -> SessionInfo:
            row = await self._require_active(channel, conn)
            info = await self._info(row, conn)
            if info.status != "lobby":
                raise SessionError("already_started", msgid("store-started-no-join"))
            if len(info.seats) >= info.hero_count:
                raise SessionError("full", msgid("store-full"), heroes=info.hero_count)
            if info.options.mode == "solo":
                if any(seat.player != hero.player for seat in info.seats):
                    raise SessionError("solo", msgid("store-solo"))
            elif hero.player in info.players:
                raise SessionError("already_seated", msgid("store-already-seated"))
            await conn.execute(
                "INSERT INTO seats (session_id, position, player, hero) SELECT ?, "
                "COALESCE(MAX(position), 0) + 1, ?, ? FROM seats WHERE session_id = ?",
                (info.id, hero.player, hero.model_dump_json(), info.id))
            await _touch(conn, info.id)
            return await self._info(row, conn)

        async with self._lock(channel):
            return await self._tx(work)

    async def leave(self, channel: str, player: str, name: str | None = None) -> SessionInfo:
        """Give up `player`'s seats in the lobby (only the hero called `name`, if given)."""

        async def work(conn: Conn) -> SessionInfo:
            row = await self._require_active(channel, conn)
            if row["status"] != "lobby":
                raise SessionError("already_started", msgid("store-started-seats-fixed"))
            seats = await conn.fetch(
                "SELECT position, hero FROM seats WHERE session_id = ? AND player = ?",
                (row["id"], player))
            gone = [seat["position"] for seat in seats
                    if name is None or HeroSpec.model_validate_json(seat["hero"]).name == name]
            if not gone:
                raise SessionError("not_seated", msgid("store-no-such-seat"))
            await conn.executemany("DELETE FROM seats WHERE session_id = ? AND position = ?",
                                   [(row["id"], position) for position in gone])
            await _touch(conn, row["id"])
            return await self._info(row, conn)

        async with self._lock(channel):
            return await self._tx(work)

    async def start(self, channel: str, player: str) -> ExecResult:
        """Deal the game once every seat is taken, with a fresh seed from the OS's entropy."""
        async with self._lock(channel):
            info = await self._info(await self._require_active(channel))
            if info.status != "lobby":
                raise SessionError("already_started", msgid("store-started"))
            missing = info.hero_count - len(info.seats)
            if missing:
                raise SessionError("waiting", msgid("store-waiting"), missing=missing)
            seed = secrets.randbits(63)
            state, events, state_json, events_json = await self._run_engine(
                channel, f"start with seed {seed}",
                lambda: self._engine.new_game(info.options, info.seats, seed))
            entry = _Entry("start", player, status_of(state), events=events_json,
                           state=state_json)

            async def work(conn: Conn) -> int:
                # A seat taken or given up by another process since `info` was read would make
                # the dealt game disagree with the seats.
                seats = await conn.fetch(
                    "SELECT hero FROM seats WHERE session_id = ? ORDER BY position", (info.id,))
                if [HeroSpec.model_validate_json(s["hero"]) for s in seats] != info.seats:
                    raise VersionConflictError(info.id, info.version)
                await conn.execute("UPDATE sessions SET seed = ? WHERE id = ?", (seed, info.id))
                return await self._append(conn, info.id, info.version, entry)

            version = await self._tx(work)
            self._states.put(info.id, entry.stored(), state)
            return ExecResult(events, state, version, game=info.id, lang=info.lang)

    async def abandon(self, channel: str, player: str) -> SessionInfo:
        """End the channel's game (lobby or running) without a result; its log and state stay
        readable, and the channel may start a new game."""
        async with self._lock(channel):
            row = await self._require_active(channel)
            summary = await summaries.summary_of(self._rows, row["id"], "abandoned",
                                                 datetime.now(UTC))

            async def work(conn: Conn) -> int:
                appended = await self._append(conn, row["id"], row["version"],
                                              _Entry("abandon", player, "abandoned"))
                await summaries.write(conn, summary)
                return appended

            await self._tx(work)
            return await self.get(row["id"])

    # ------------------------------------------------------------------ play

    async def execute(self, channel: str, player: str, command: Command, *,
                      timers: Rearm | None = None) -> ExecResult:
        """Apply `command` from `player` to the channel's running game and persist the new state
        with its log entry in one transaction. A `RuleError` writes nothing and propagates.
        `timers`, asked once the new state is known, gives the timers to change in the same
        transaction (the turn clock's: one commit for the command and its clock)."""
        if command.player != player:
            raise SessionError("wrong_player", msgid("store-wrong-player"))
        async with self._lock(channel):
            row = await self._one(
                "SELECT id, status, state, version, lang, (SELECT COALESCE(MAX(version), 0) FROM "
                "snapshots WHERE session_id = sessions.id) AS last_snapshot, (SELECT rules "
                "FROM log WHERE session_id = sessions.id AND version = sessions.version) AS "
                f"rules FROM sessions WHERE {_ACTIVE_WHERE}", (channel,))
            if row is None:
                last = await self._one(
                    "SELECT status FROM sessions WHERE channel = ? ORDER BY id DESC LIMIT 1",
                    (channel,))
                if last is not None and last["status"] == "finished":
                    raise SessionError("game_over", msgid("store-game-over"))
                raise SessionError("no_game", msgid("store-no-game"))
            if row["status"] == "lobby":
                raise SessionError("not_started", msgid("store-not-started"))
            session_id, version, raw = row["id"], row["version"], row["state"]
            before = self._current(session_id, channel, raw)
            command_json = command.model_dump_json()
            state, events, state_json, events_json = await self._run_engine(
                channel, command_json, lambda: self._engine.apply(before, command))
            # Where this code's rules take over from others, the state they start from is kept
            # as a snapshot, so that neither undo nor replay from then on needs the old rules.
            takeover = row["rules"] != versions.rules_version()
            entry = _Entry("command", player, status_of(state), events=events_json,
                           command=command_json, state=state_json,
                           event_kinds=tuple(event.kind for event in events),
                           last_snapshot=version if takeover else row["last_snapshot"])

            # The command that ends the game writes its summary in the same transaction.
            ending = (await summaries.summary_of(self._rows, session_id, "finished",
                                                 datetime.now(UTC), last=(events, state))
                      if state.result is not None else None)
            change = None if timers is None else await timers(session_id, state, version + 1)
            clock = [] if change is None else timer_statements(change)

            async def work(conn: Conn) -> int:
                if row["last_snapshot"] < version:
                    # The session's blob is a snapshot's as it stands.
                    await conn.execute(
                        "INSERT INTO snapshots (session_id, version, state) VALUES (?, ?, ?)",
                        (session_id, version, raw))
                appended = await self._append(conn, session_id, version, entry)
                if ending is not None:
                    await summaries.write(conn, ending)
                for sql, params in clock:
                    await conn.execute(sql, params)
                return appended

            try:
                new_version = await (self._tx(work) if takeover or ending else
                                     self._append_alone(session_id, version, entry, clock))
            except StoreError:
                raise
            except Exception as exc:
                logger.exception("write failed in channel %s on %s", channel, command_json)
                raise ExecutionFailedError(channel, command_json) from exc
            self._states.put(session_id, entry.stored(), state)
            return ExecResult(events, state, new_version, before, game=session_id,
                              lang=row["lang"])

    async def set_language(self, channel: str, lang: Lang) -> SessionInfo:
        """Change the language of the channel's game (lobby or running): its public messages
        from now on."""

        async def work(conn: Conn) -> SessionInfo:
            row = await self._require_active(channel, conn)
            rows = await conn.fetch(
                f"UPDATE sessions SET lang = ?, updated_at = ? WHERE id = ? "
                f"RETURNING {_SESSION_COLUMNS}", (lang, _now(), row["id"]))
            return await self._info(rows[0], conn)

        async with self._lock(channel):
            return await self._tx(work)

    # ------------------------------------------------------------------ computer seats

    async def pilots(self, channel: str) -> dict[str, Pilot]:
        """The seats the computer plays in the channel's game (lobby or running), by player."""
        rows = await self._rows(
            "SELECT player, level, reason, until FROM pilots WHERE session_id = "
            f"(SELECT id FROM sessions WHERE {_ACTIVE_WHERE})", (channel,))
        return {row["player"]: Pilot.model_validate(dict(row)) for row in rows}

    async def set_pilot(self, channel: str, pilot: Pilot) -> None:
        """Hand `pilot.player`'s seat to the computer (replacing how it was handed before)."""

        async def work(conn: Conn) -> None:
            row = await self._require_active(channel, conn)
            info = await self._info(row, conn)
            if pilot.player not in info.players:
                raise SessionError("not_seated", msgid("store-player-not-seated"))
            await conn.execute(
                "INSERT INTO pilots (session_id, player, level, reason, until) "
                "VALUES (?, ?, ?, ?, ?) ON CONFLICT (session_id, player) DO UPDATE SET "
                "level = excluded.level, reason = excluded.reason, until = excluded.until",
                (row["id"], pilot.player, pilot.level, pilot.reason,
                 None if pilot.until is None else pilot.until.isoformat()))

        async with self._lock(channel):
            await self._tx(work)

    async def drop_pilot(self, channel: str, player: str) -> Pilot | None:
        """Give `player`'s seat back to them; how the computer played it, or None if it did
        not. A companion's seat stays the computer's."""

        async def work(conn: Conn) -> Pilot | None:
            found = await conn.fetch(
                "DELETE FROM pilots WHERE session_id = (SELECT id FROM sessions WHERE "
                f"{_ACTIVE_WHERE}) AND player = ? AND reason != 'companion' "
                "RETURNING player, level, reason, until", (channel, player))
            return next((Pilot.model_validate(dict(r)) for r in found), None)

        async with self._lock(channel):
            return await self._tx(work)

    # ------------------------------------------------------------------ moderation

    async def _latest(self, channel: str) -> Row:
        row = await self._one(f"{_SESSION} WHERE channel = ? ORDER BY id DESC LIMIT 1",
                              (channel,))
        if row is None:
            raise SessionError("no_game", msgid("store-never-had-game"))
        return row

    async def undo(self, channel: str, moderator: str, count: int = 1) -> ExecResult:
        """Take back the last `count` commands of the channel's latest game (running, or
        finished — which reopens it) by restoring the state from before them. The undo is
        itself a log entry; undone entries stay in the log. It never goes back past a change
        of players: the state from before it would give the heroes back to their old players
        while the seats name the new ones."""
        if count < 1:
            raise SessionError("undo_count", msgid("store-undo-count"))
        async with self._lock(channel):
            row = await self._latest(channel)
            if row["status"] not in ("running", "finished"):
                raise SessionError("not_undoable", msgid("store-not-undoable"), status=row["status"])
            session_id = row["id"]
            entries = await self._rows(
                "SELECT version, kind, restored_from FROM log WHERE session_id = ? "
                "ORDER BY version", (session_id,))
            try:
                chain = lineage(entries)
            except ValueError as exc:
                raise CorruptStateError(session_id, channel, "log", str(exc)) from exc
            kinds = {entry["version"]: entry["kind"] for entry in entries}
            handovers = [n for n, version in enumerate(chain) if kinds[version] == "reassign"]
            undoable = len(chain) - 1 - (handovers[-1] if handovers else 0)
            if undoable < count:
                raise SessionError("nothing_to_undo", msgid("store-nothing-to-undo"),
                                   undoable=undoable, handovers="yes" if handovers else "no")
            target = chain[-1 - count]
            state, state_json = await self._state_at(session_id, channel, target)

            entry = _Entry("undo", moderator, status_of(state), state=state_json,
                           restored_from=target)

            async def work(conn: Conn) -> int:
                if row["status"] == "finished":
                    await summaries.forget(conn, session_id)
                return await self._append(conn, session_id, row["version"], entry)

            version = await self._tx(work)
            self._states.put(session_id, entry.stored(), state)
            return ExecResult([], state, version, game=session_id, lang=row["lang"])

    async def state_at(self, session_id: int, version: int) -> GameState:
        """The state the session had at `version` (one that produced a state)."""
        info = await self.get(session_id)
        return (await self._state_at(session_id, info.channel, version))[0]

    async def _state_at(self, session_id: int, channel: str, version: int
                        ) -> tuple[GameState, str]:
        """The state (and its JSON) the game had at `version`: the nearest snapshot, and the
        commands after it replayed in a worker thread (the engine is pure)."""
        what = f"state at {version}"
        snapshot = await self._one(
            "SELECT version, state FROM snapshots WHERE session_id = ? AND version <= ? "
            "ORDER BY version DESC LIMIT 1", (session_id, version))
        if snapshot is None:
            raise CorruptStateError(session_id, channel, what, "no snapshot precedes it")
        rows = await self._rows(
            "SELECT version, kind, command, state_hash, rules FROM log "
            "WHERE session_id = ? AND version > ? AND version <= ? ORDER BY version",
            (session_id, snapshot["version"], version))
        try:
            return await asyncio.to_thread(
                snapshots.replay_from, self._engine, snapshot["version"],
                snapshots.unpacked(snapshot["version"], snapshot["state"]), rows)
        except snapshots.RulesChangedError as exc:
            raise _rules_changed("rebuild", exc) from exc
        except snapshots.ReplayMismatchError as exc:
            raise CorruptStateError(session_id, channel, what, exc.reason,
                                    version=exc.version) from exc
        except (ValidationError, ValueError, zlib.error, RuleError) as exc:
            reason = describe(exc) if isinstance(exc, ValidationError) else str(exc)
            raise CorruptStateError(session_id, channel, what, reason) from exc

    async def replace(self, channel: str, moderator: str, player: str, new_player: str
                      ) -> SessionInfo:
        """Give `player`'s seats (and in a running game their heroes) to `new_player`, who must
        not have one. In a running game this changes the state and the seats in one
        transaction, logged as a "reassign" by `moderator`; an open prompt for those heroes
        then awaits the new player's answer."""

        async def work(conn: Conn) -> SessionInfo:
            row = await self._require_active(channel, conn)
            info = await self._info(row, conn)
            if player not in info.players:
                raise SessionError("not_seated", msgid("store-player-not-seated"))
            if new_player in info.players:
                raise SessionError("already_seated", msgid("store-new-player-seated"))
            if info.status == "running":
                raw = next(iter(await conn.fetch(
                    "SELECT state FROM sessions WHERE id = ?", (info.id,))))
                state = with_players(self._parse_state(info.id, channel, raw["state"]),
                                     {player: new_player})
                await self._append(conn, info.id, info.version, _Entry(
                    "reassign", moderator, status_of(state), state=state.model_dump_json()))
            seats = await conn.fetch(
                "SELECT position, hero FROM seats WHERE session_id = ? AND player = ?",
                (info.id, player))
            await conn.executemany(
                "UPDATE seats SET player = ?, hero = ? WHERE session_id = ? AND position = ?",
                [(new_player, HeroSpec.model_validate_json(seat["hero"]).model_copy(
                    update={"player": new_player}).model_dump_json(), info.id, seat["position"])
                 for seat in seats])
            await _touch(conn, info.id)
            return await self._info(await self._require_active(channel, conn), conn)

        async with self._lock(channel):
            return await self._tx(work)

    async def reset(self, channel: str, moderator: str) -> int:
        """Abandon the channel's active game and clear its state without reading it: the way
        out for a session whose stored data is corrupt. Returns the session id."""
        async with self._lock(channel):
            row = await self._require_active(channel)
            summary = await summaries.summary_of(self._rows, row["id"], "reset",
                                                 datetime.now(UTC))

            async def work(conn: Conn) -> int:
                appended = await self._append(conn, row["id"], row["version"],
                                              _Entry("reset", moderator, "abandoned"))
                await summaries.write(conn, summary)
                return appended

            await self._tx(work)
            return int(row["id"])

    async def replay(self, session_id: int) -> ReplayReport:
        """Replay a game from its seed and log, and compare every state and event list with
        what is stored (in the worker process: the engine is pure, and the states of a long
        game would hold the GIL, and their garbage collection the event loop)."""
        info = await self.get(session_id)
        rows = await self._rows(
            "SELECT version, kind, command, events, state_hash, restored_from, rules FROM log "
            "WHERE session_id = ? ORDER BY version", (session_id,))
        current = await self._one("SELECT state FROM sessions WHERE id = ?", (session_id,))
        assert current is not None
        saved = await self._snapshots(session_id)
        return await worker.run(_replayed, worker.engine_ref(self._engine), info,
                                [dict(row) for row in rows], saved, current["state"])

    async def _snapshots(self, session_id: int) -> dict[int, bytes]:
        """Every snapshot of a session, compressed, by version (a few dozen in a finished
        game: `_unpacked` in a worker thread, as decompressing them all would stall the
        event loop)."""
        rows = await self._rows("SELECT version, state FROM snapshots WHERE session_id = ?",
                                (session_id,))
        return {row["version"]: row["state"] for row in rows}

    async def export(self, session_id: int) -> GameExport:
        """The whole game as one document (see `GameExport`); `.model_dump_json()` it to save.
        Every entry carries its state: the log's snapshots, and the commands between them
        replayed, in a worker thread (a late game takes about a second)."""
        info, rows, saved = await self._export_rows(session_id)
        return await asyncio.to_thread(_exported, self._engine, info, rows, saved, _now(),
                                       build_export)

    async def export_file(self, session_id: int) -> bytes:
        """The game as an export file (see `CompactExport`, gzip-compressed), made in the
        worker process: the thousand states of a late game that give each entry's hash
        would otherwise hold the GIL, and their garbage collection the event loop, for a few
        hundred milliseconds."""
        info, rows, saved = await self._export_rows(session_id)
        return await worker.document_from(_export_file, worker.engine_ref(self._engine), info,
                                          rows, saved, _now())

    async def _export_rows(self, session_id: int
                           ) -> tuple[SessionInfo, list[dict[str, Any]], dict[int, bytes]]:
        info = await self.get(session_id)
        rows = await self._rows(
            "SELECT version, kind, player, at, status, command, events, restored_from, "
            "state_hash, rules FROM log WHERE session_id = ? ORDER BY version", (session_id,))
        return info, [dict(row) for row in rows], await self._snapshots(session_id)

    async def import_game(self, guild: str, channel: str, moderator: str, data: str | bytes
                          ) -> SessionInfo:
        """Restore an exported game into `channel` (which must have no active game). The file
        is validated and its log replayed from its seed first; a malformed one, one of
        another format version, or one whose states the engine does not reproduce is
        refused with the reason. The game comes back running (or finished, if it had
        ended), whatever became of the original; the import is logged as a moderator
        action."""
        # Parsing and replaying a long game holds the GIL for a second or more: in the
        # worker process, not a thread, so the event loop goes on serving other channels.
        checked = await worker.run_with_document(_checked_import, data,
                                                 worker.engine_ref(self._engine))
        return await self._restore(guild, channel, moderator, checked)

    async def restore(self, guild: str, channel: str, moderator: str, game: GameExport
                      ) -> SessionInfo:
        """Like `import_game`, for a game built in this process and trusted as it is: checked
        for consistency but not replayed (the console deals games with scripted dice, which
        no replay from the seed reproduces)."""
        checked = await asyncio.to_thread(lambda: _restoring(restorable_of(game)))
        return await self._restore(guild, channel, moderator, checked)

    async def _restore(self, guild: str, channel: str, moderator: str, game: _Restoring
                       ) -> SessionInfo:
        """Write a checked game into `channel` in several transactions, so that no other
        channel's command waits for all of it (a late game's thousand entries in one held
        the writer for over 250 ms). Until the last one the session stands under a hidden
        channel name: no command, read or listing of `channel` sees a half-written game. If a
        write fails, the hidden session is abandoned; a crash leaves it running under its
        hidden name, where nothing finds it."""
        hidden = f"{channel} (importing {secrets.token_hex(4)})"

        async def begin(conn: Conn) -> int:
            await self._refuse_existing(conn, channel)
            # The session starts empty; inserting the log entries moves it to their end.
            rows = await conn.fetch(
                "INSERT INTO sessions (guild, channel, status, options, hero_count, seed, "
                "created_by, created_at, updated_at, lang) VALUES (?, ?, 'lobby', ?, ?, ?, ?, "
                "?, ?, ?) RETURNING id",
                (guild, hidden, game.options, game.hero_count, game.seed, game.created_by,
                 game.created_at, game.created_at, game.lang))
            session_id: int = rows[0]["id"]
            await conn.executemany(
                "INSERT INTO seats (session_id, position, player, hero) VALUES (?, ?, ?, ?)",
                [(session_id, n, player, hero)
                 for n, (player, hero) in enumerate(game.seats, 1)])
            return session_id

        async def finish(conn: Conn) -> None:
            await self._refuse_existing(conn, channel)
            await self._append(conn, session_id, game.version,
                               _Entry("import", moderator, game.status, state=game.state))
            await conn.execute("UPDATE sessions SET channel = ? WHERE id = ?",
                               (channel, session_id))
            if game.status in ("finished", "abandoned"):
                # A game that had ended comes back ended: it has its summary too, read from
                # the rows just written.
                await summaries.write(conn, await summaries.summary_of(
                    conn.fetch, session_id, game.status, datetime.now(UTC)))

        async with self._lock(channel):
            session_id = await self._tx(begin)
            try:
                await self._append_in_chunks(session_id, game.entries)
                await self._tx(finish)
            except BaseException:
                await self._abandon_hidden(session_id, moderator)
                raise
            # The state is parsed (and cached) when it is first read, not here: an import's
            # would be parsed on the event loop for nothing if no one plays it.
            return await self.get(session_id)

    @staticmethod
    async def _refuse_existing(conn: Conn, channel: str) -> None:
        existing = await conn.fetch(f"SELECT status FROM sessions WHERE {_ACTIVE_WHERE}",
                                    (channel,))
        for row in existing:
            raise SessionError("game_exists", msgid("store-game-exists"), status=row["status"])

    async def _append_in_chunks(self, session_id: int, entries: Sequence[_Entry]) -> None:
        """Append `entries` (from version 1), each chunk in a transaction of its own and
        sized by the last one's time to hold the writer about `CHUNK_SECONDS`."""
        statements: list[tuple[Any, ...]] = []
        last_snapshot = 0
        for version, entry in enumerate(entries):
            statements.append(_appending(session_id, version, dataclasses.replace(
                entry, last_snapshot=last_snapshot), current=False)[1])
            if entry.snapshot or snapshots.snapshot_due(entry.kind, version + 1,
                                                        last_snapshot, entry.event_kinds):
                last_snapshot = version + 1

        def write(chunk: Sequence[tuple[Any, ...]]) -> Callable[[Conn], Awaitable[float]]:
            async def timed(conn: Conn) -> float:
                start = time.perf_counter()
                await conn.executemany(_APPEND, chunk)
                return time.perf_counter() - start
            return timed

        size, done = FIRST_CHUNK, 0
        while done < len(statements):
            chunk = statements[done:done + size]
            held = await self._tx(write(chunk))
            done += len(chunk)
            size = max(1, min(MAX_CHUNK, int(len(chunk) * CHUNK_SECONDS / max(held, 1e-4))))

    async def _abandon_hidden(self, session_id: int, moderator: str) -> None:
        """End an import's hidden session whose writing failed (best effort: the failure
        may be the database's)."""

        async def work(conn: Conn) -> None:
            rows = await conn.fetch("SELECT version FROM sessions WHERE id = ?", (session_id,))
            await self._append(conn, session_id, rows[0]["version"],
                               _Entry("abandon", moderator, "abandoned"))

        try:
            await self._tx(work)
        except Exception:
            logger.warning("could not abandon the unfinished import %d", session_id,
                           exc_info=True)
