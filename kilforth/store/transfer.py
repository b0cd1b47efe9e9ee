"""Reading a game's log as a whole: which entries make up the current game (after undos),
replaying it through the engine to check the stored states, export/import documents, and
handing heroes to other players.

Pure functions over rows already read, so they can run in a worker thread.
"""

import gzip
import json
import logging
import zlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from kilforth.commands import parse_command
from kilforth.events import Event, event_list_adapter
from kilforth.i18n import msgid
from kilforth.state import SCHEMA_VERSION as STATE_SCHEMA_VERSION
from kilforth.state import GameState, HeroSpec
from kilforth.store.errors import CorruptStateError, ImportRefusedError, SessionError
from kilforth.store.models import (
    CARRIES_STATE,
    EXPORT_FORMAT,
    EXPORT_VERSION,
    FULL_EXPORT_VERSION,
    CompactEntry,
    CompactExport,
    ExportEntry,
    ExportSession,
    GameExport,
    LogEntry,
    ReplayReport,
    SessionInfo,
    Status,
)
from kilforth.store.snapshots import STATELESS as _STATELESS
from kilforth.store.snapshots import rules_changed, state_hash
from kilforth.store.versions import rules_version

if TYPE_CHECKING:
    from kilforth.store.sessions import Engine

# The entries whose replay the rules make (a deal, a command): one of them written by other
# rules than this code's may replay differently without any damage.
_RULES_MADE = frozenset({"start", "command"})

logger = logging.getLogger(__name__)

# Bounds on an imported file, far above what an export holds (a finished game exported about
# 10 KB per log entry with every state, nests 10 levels deep, and its longest text is under
# 100 characters), so that a hostile file is refused before it costs memory, time or a crash.
# The bound holds for the file and for its text once decompressed.
MAX_IMPORT_BYTES = 20 * 2**20
# The first bytes of a gzip file (RFC 1952).
_GZIP_MAGIC = b"\x1f\x8b"
# gzip's level 6: within a few percent of 9's size at a fraction of its time.
GZIP_LEVEL = 6
MAX_DEPTH = 32
MAX_STRING = 2000  # characters, as long as a Discord message
MAX_INTEGER = 2**64  # the random source's state is an unsigned 64-bit number
# The packs this bot ships, by the name a state records. A state naming anything else (a
# folder on the host, say) would make every command in the channel load it.
KNOWN_PACKS = frozenset({"base"})


_NOT_UTF8 = "it is not UTF-8 text (disk damage or a hand edit)"


def describe(exc: ValidationError) -> str:
    """A validation error in one line: the first few problems with where they are."""
    parts = [
        f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: "
        + (_NOT_UTF8 if err["type"] == "string_unicode" else err["msg"])
        for err in exc.errors(include_input=False)[:3]]
    more = exc.error_count() - len(parts)
    return "; ".join(parts) + (f" (and {more} more)" if more > 0 else "")


def step(chain: list[int], version: int, kind: str, restored_from: int | None) -> None:
    """Update `chain`, the versions whose states form the current game, for one log entry:
    a start begins it, a command or a change of players adds a state, an undo goes back to an
    earlier one, and the other kinds leave the game as it was."""
    if kind == "start":
        chain[:] = [version]
    elif kind in ("command", "reassign"):
        chain.append(version)
    elif kind == "undo":
        if restored_from not in chain:
            raise ValueError(f"the undo at version {version} goes back to {restored_from}, "
                             "which is not a state of the game at that point")
        del chain[chain.index(restored_from) + 1:]


def lineage(entries: Iterable[Sequence[Any]]) -> list[int]:
    """The chain (see `step`) after (version, kind, restored_from) rows in version order."""
    chain: list[int] = []
    for version, kind, restored_from in entries:
        step(chain, version, kind, restored_from)
    return chain


def with_players(state: GameState, players: Mapping[str, str]) -> GameState:
    """`state` with every hero of a player `old` in `players` handed to `players[old]`. An
    open prompt goes with its hero: the answer is awaited from the new player, and the paused
    command (with the gifts sent into it) resumes as theirs."""
    pending = state.pending
    if pending is not None:
        prompt = pending.prompt
        pending = pending.model_copy(update={
            "base": with_players(pending.base, players),
            "command": _renamed(pending.command, players),
            "answers": _renamed(pending.answers, players),
            "prompt": prompt.model_copy(
                update={"player": players.get(prompt.player, prompt.player)})})
    return state.model_copy(update={
        "heroes": [h.model_copy(update={"player": players.get(h.player, h.player)})
                   for h in state.heroes],
        "pending": pending})


def _renamed(raw: Any, players: Mapping[str, str]) -> Any:
    """A command in its raw form (or the answers given to it) with every `player` renamed."""
    if isinstance(raw, dict):
        return {key: players.get(value, value) if key == "player" and isinstance(value, str)
                else _renamed(value, players) for key, value in raw.items()}
    if isinstance(raw, list):
        return [_renamed(value, players) for value in raw]
    return raw


def handover(before: GameState, after: GameState) -> dict[str, str] | None:
    """Who handed their heroes to whom between two states, as `with_players` takes it; None
    when the heroes differ in number or one player's heroes went to several players."""
    if len(before.heroes) != len(after.heroes):
        return None
    moved: dict[str, str] = {}
    for old, new in zip(before.heroes, after.heroes, strict=True):
        if moved.setdefault(old.player, new.player) != new.player:
            return None
    return {old: new for old, new in moved.items() if old != new}


def status_of(state: GameState) -> Status:
    """The session status a game state means."""
    return "finished" if state.result is not None else "running"


def _differences(replayed: GameState, stored: GameState) -> str:
    fields = [name for name in GameState.model_fields
              if getattr(replayed, name) != getattr(stored, name)]
    return "the state differs in " + ", ".join(fields)


class _Mismatch(Exception):
    """Where a replay stops, with the reason for the report; `rules` when the entry was
    written by other rules than this code's."""

    def __init__(self, reason: str, *, rules: bool = False) -> None:
        super().__init__(reason)
        self.rules = rules


def replay_log(engine: "Engine", info: SessionInfo, rows: Sequence[Any],
               snapshots: Mapping[int, str], current: str | None, *,
               adopt: bool = False) -> ReplayReport:
    """Re-run the game from its seed through `rows` (version, kind, command, events,
    state_hash, restored_from, rules) and compare with every recorded state hash, snapshot (JSON, by
    version) and event list, then with the session's `current` state (if given) and its
    seats. Stops at the first difference.

    The seats name today's players; the game was dealt to those who held the heroes at its
    start, so the start is replayed with those names, and each change of players since must
    change nothing else.

    `adopt` (an import, where every entry carries its state): an entry that other rules
    than this code's wrote and that these rules play differently (an upgrade, not damage)
    is taken as its state says, once that state validates and matches its recorded hash,
    and the replay goes on from it, so every entry this code's rules wrote is still
    checked."""
    return _replayed(engine, info, rows, snapshots, current, adopt=adopt)[0]


def _replayed(engine: "Engine", info: SessionInfo, rows: Sequence[Any],
              snapshots: Mapping[int, str], current: str | None, *, adopt: bool = False
              ) -> tuple[ReplayReport, dict[int, GameState]]:
    """`replay_log`'s report, with the state each entry made again, by version."""
    checked = 0
    adopted: list[int] = []
    chain: list[int] = []
    states: dict[int, GameState] = {}
    version = info.version
    try:
        for row in rows:
            version, kind = row["version"], row["kind"]
            if kind in _STATELESS:
                continue
            previous = states[chain[-1]] if chain else None
            try:
                step(chain, version, kind, row["restored_from"])
            except ValueError as exc:
                raise _Mismatch(str(exc)) from exc
            # An undo's chain ends at the state it goes back to; an import's at the last one.
            try:
                states[version] = _replay_entry(engine, info, row, snapshots.get(version),
                                                previous, states.get(chain[-1]))
            except _Mismatch as mismatch:
                if kind not in _RULES_MADE or row["rules"] == rules_version():
                    raise
                if not adopt or version not in snapshots:
                    raise _Mismatch(f"{mismatch}; it was {rules_changed(row['rules'])}",
                                    rules=True) from mismatch
                states[version] = _adopted(row, snapshots[version])
                adopted.append(version)
            checked += 1
        version = info.version
        if chain:
            _check_session(info, states[chain[-1]], current)
    except _Mismatch as mismatch:
        return ReplayReport(info.id, checked, False, version, str(mismatch),
                            mismatch.rules), states
    return ReplayReport(info.id, checked, True, adopted=tuple(adopted)), states


def _adopted(row: Any, snapshot: str) -> GameState:
    """The state an entry of other rules records, as it is: valid, and the one hashed."""
    try:
        state = GameState.model_validate_json(snapshot)
    except ValidationError as exc:
        raise _Mismatch(f"the stored entry is invalid: {describe(exc)}") from exc
    if state_hash(snapshot) != row["state_hash"]:
        raise _Mismatch("the state differs from the one recorded")
    return state


def _replay_entry(engine: "Engine", info: SessionInfo, row: Any, snapshot: str | None,
                  previous: GameState | None, kept: GameState | None) -> GameState:
    """The state of one log entry made again (from `previous`, or the state `kept` by an
    entry that changes nothing, such as an undo), once checked against its recorded hash, its
    `snapshot` if one was kept, and its events; else `_Mismatch`."""
    kind = row["kind"]
    if previous is None and kind != "start":
        raise _Mismatch(f"a {kind} before the game started")
    if snapshot is None and kind in ("start", "reassign"):
        # Only a kept copy tells who was dealt the game, or who took over which hero.
        raise _Mismatch(f"the {kind} has no snapshot")
    try:
        stored = None if snapshot is None else GameState.model_validate_json(snapshot)
        stored_events = event_list_adapter.validate_json(row["events"])
        replayed, events = _made_again(engine, info, row, previous, kept, stored)
    except ValidationError as exc:
        raise _Mismatch(f"the stored entry is invalid: {describe(exc)}") from exc
    except _Mismatch:
        raise
    except Exception as exc:
        logger.warning("replay of session %d failed at version %d", info.id, row["version"],
                       exc_info=True)
        raise _Mismatch(f"the engine fails on it now: {type(exc).__name__}: {exc}") from exc
    if stored is not None and replayed != stored:
        raise _Mismatch(_differences(replayed, stored))
    if state_hash(replayed.model_dump_json()) != row["state_hash"]:
        raise _Mismatch("the state differs from the one recorded")
    if events != stored_events:
        raise _Mismatch("the events differ")
    return replayed


def _made_again(engine: "Engine", info: SessionInfo, row: Any, previous: GameState | None,
                kept: GameState | None, stored: GameState | None
                ) -> tuple[GameState, list[Event]]:
    """What the entry's kind makes of the game: a deal, a command, a change of players, or
    the state `kept` (an undo goes back to one; an import keeps the last)."""
    kind = row["kind"]
    if kind == "start":
        if info.seed is None:
            raise _Mismatch("the session has no seed")
        assert stored is not None
        outcome = engine.new_game(info.options, _dealt_to(info, stored), info.seed)
        return outcome.state, list(outcome.events)
    assert previous is not None
    if kind == "command":
        outcome = engine.apply(previous, parse_command(row["command"]))
        return outcome.state, list(outcome.events)
    if kind == "reassign":
        assert stored is not None
        moved = handover(previous, stored)
        if moved is None:
            raise _Mismatch("the change of players does not hand each player's heroes to "
                            "one other player")
        return with_players(previous, moved), []
    assert kept is not None
    return kept, []


def _check_session(info: SessionInfo, last: GameState, current: str | None) -> None:
    """The session's own state and seats against the log's last state."""
    if current is not None:
        try:
            now = GameState.model_validate_json(current)
        except ValidationError as exc:
            raise _Mismatch(f"the current state is invalid: {describe(exc)}") from exc
        if now != last:
            raise _Mismatch("the session's current state is not the log's last: "
                            + _differences(last, now))
    if [h.player for h in last.heroes] != [s.player for s in info.seats]:
        raise _Mismatch("the seats are not held by the players of the heroes")


def _dealt_to(info: SessionInfo, start: GameState) -> list[HeroSpec]:
    """The session's seats with the players who held them when the game was dealt (`start`
    is the state stored at its start)."""
    if len(start.heroes) != len(info.seats):
        return info.seats
    return [seat.model_copy(update={"player": hero.player})
            for seat, hero in zip(info.seats, start.heroes, strict=True)]


def build_export(info: SessionInfo, rows: Sequence[Any], now: str) -> GameExport:
    """The whole-state export document of a session from its log rows (version, kind,
    player, at, status, command, events, restored_from, rules), each with the state it
    produced (or None)."""
    return GameExport(exported_at=now, seats=info.seats, session=_export_session(info, rows),
                      log=[ExportEntry(**_logged(info, row), state=row["state"])
                           for row in rows])


def build_compact(info: SessionInfo, rows: Sequence[Any], now: str) -> CompactExport:
    """The export file's document (see `CompactExport`) from the rows `build_export` takes:
    each state's hash, and the state only where a replay cannot make it: at the start, at a
    change of players, and where other rules than this code's played (an import adopts
    those states as they are, `replay_log`)."""
    return CompactExport(
        exported_at=now, seats=info.seats, session=_export_session(info, rows),
        log=[CompactEntry(
            **_logged(info, row),
            state_hash=None if row["state"] is None else state_hash(
                row["state"].model_dump_json()),
            state=row["state"] if _state_carried(row["kind"], row["rules"]) else None)
        for row in rows])


def _state_carried(kind: str, rules: str | None) -> bool:
    """Whether a compact entry carries its state: where a replay cannot make it (the deal,
    a change of players), and where other rules than this code's played it, which an import
    adopts as it is (`replay_log`)."""
    return kind in CARRIES_STATE or (kind not in _STATELESS and rules != rules_version())


def _export_session(info: SessionInfo, rows: Sequence[Any]) -> ExportSession:
    if info.seed is None or not rows:
        raise SessionError("not_started", msgid("store-never-started"))
    return ExportSession(
        guild=info.guild, channel=info.channel, status=info.status, options=info.options,
        hero_count=info.hero_count, seed=info.seed, version=info.version,
        created_by=info.created_by, created_at=info.created_at, updated_at=info.updated_at,
        lang=info.lang)


def _logged(info: SessionInfo, row: Any) -> dict[str, Any]:
    """The fields of a log entry, from its row, for an export."""
    try:
        return {"version": row["version"], "kind": row["kind"], "player": row["player"],
                "at": row["at"], "status": row["status"],
                "command": None if row["command"] is None else parse_command(row["command"]),
                "events": event_list_adapter.validate_json(row["events"]),
                "restored_from": row["restored_from"], "rules": row["rules"]}
    except ValidationError as exc:
        raise CorruptStateError(info.id, info.channel, f"log entry {row['version']}",
                                describe(exc), version=row["version"]) from exc


def export_file(game: CompactExport) -> bytes:
    """The bytes of an export file: the document's JSON, gzip-compressed (a late four-hero
    game's commands and events shrink to a tenth)."""
    return gzip.compress(game.model_dump_json().encode(), GZIP_LEVEL, mtime=0)


@dataclass(frozen=True)
class Restorable:
    """A consistent export, with its log as rows (version, kind, player, at, status,
    command, events, state, state_hash, restored_from) and its last state."""

    game: GameExport
    rows: list[dict[str, Any]]
    last_state: GameState
    last_state_json: str
    # The versions other rules played, taken as the file gives them (`replay_log`).
    adopted: tuple[int, ...] = ()


def check_import(engine: "Engine", data: str | bytes) -> Restorable:
    """Validate an export document (either format, gzip-compressed or not) and replay its
    log from its seed through `engine`, or refuse it with the reason: a file is trusted only
    as far as the engine reproduces it. Slow for a long game: call it in a worker
    process."""
    game = parse_export(data)
    info = _session_info(game)
    if isinstance(game, GameExport):
        restorable = restorable_of(game)
        rows, current = restorable.rows, restorable.last_state_json
    else:
        _check_consistent(game)
        rows, current = [_compact_row(entry) for entry in game.log], None
    snapshots = {row["version"]: row["state"] for row in rows if row["state"] is not None}
    report, states = _replayed(engine, info, rows, snapshots, current, adopt=True)
    if not report.ok:
        raise ImportRefusedError(f"the game does not replay from its seed: at version "
                                 f"{report.mismatch}, {report.reason}")
    whole = restorable if isinstance(game, GameExport) else restorable_of(_whole(game, states))
    return replace(whole, adopted=report.adopted)


def _session_info(game: GameExport | CompactExport) -> SessionInfo:
    s = game.session
    return SessionInfo(
        id=0, guild=s.guild, channel=s.channel, status=s.status, options=s.options,
        hero_count=s.hero_count, seats=game.seats, seed=s.seed, version=s.version,
        created_by=s.created_by, created_at=s.created_at, updated_at=s.updated_at, lang=s.lang)


def _compact_row(entry: CompactEntry) -> dict[str, Any]:
    """A compact entry as the row `replay_log` reads."""
    return {"version": entry.version, "kind": entry.kind,
            "command": None if entry.command is None else entry.command.model_dump_json(),
            "events": event_list_adapter.dump_json(entry.events).decode(),
            "state": None if entry.state is None else entry.state.model_dump_json(),
            "state_hash": entry.state_hash, "restored_from": entry.restored_from,
            "rules": entry.rules}


def _whole(game: CompactExport, states: Mapping[int, GameState]) -> GameExport:
    """A compact document, once replayed, with every entry's state (`states`, by version)."""
    fields = LogEntry.model_fields
    return GameExport.model_construct(
        exported_at=game.exported_at, session=game.session, seats=game.seats,
        log=[ExportEntry.model_construct(**{name: getattr(entry, name) for name in fields},
                                         state=states.get(entry.version))
             for entry in game.log])


def restorable_of(game: GameExport) -> Restorable:
    """A game document as rows to insert, once checked for consistency (not replayed)."""
    _check_consistent(game)
    rows = [{"version": e.version, "kind": e.kind, "player": e.player, "at": e.at.isoformat(),
             "status": e.status,
             "command": None if e.command is None else e.command.model_dump_json(),
             "events": event_list_adapter.dump_json(e.events).decode(),
             "state": None if e.state is None else e.state.model_dump_json(),
             "restored_from": e.restored_from, "rules": e.rules} for e in game.log]
    for row in rows:
        row["state_hash"] = None if row["state"] is None else state_hash(row["state"])
    last = next(e for e in reversed(game.log) if e.state is not None)
    assert last.state is not None
    return Restorable(game, rows, last.state, rows[last.version - 1]["state"])


def parse_export(data: str | bytes) -> GameExport | CompactExport:
    """Validate an export document, or refuse it with the reason."""
    text = _decompressed(data)
    try:
        raw = json.loads(text)
    except RecursionError as exc:
        raise ImportRefusedError(f"the file nests more than {MAX_DEPTH} levels deep") from exc
    except (ValueError, UnicodeDecodeError) as exc:
        raise ImportRefusedError(f"the file is not JSON ({exc})") from exc
    _check_bounds(raw)
    if not isinstance(raw, dict) or raw.get("format") != EXPORT_FORMAT:
        raise ImportRefusedError("the file is not a Kilforth game export")
    if raw.get("schema_version") not in (FULL_EXPORT_VERSION, EXPORT_VERSION):
        raise ImportRefusedError(
            f"the export has schema_version {raw.get('schema_version')!r}; this bot reads "
            f"versions {FULL_EXPORT_VERSION} and {EXPORT_VERSION}")
    # A state from another engine version would fail validation in confusing ways: name the
    # real reason first.
    log = raw.get("log")
    for entry in log if isinstance(log, list) else []:
        state = entry.get("state") if isinstance(entry, dict) else None
        if isinstance(state, dict) and state.get("schema_version") != STATE_SCHEMA_VERSION:
            raise ImportRefusedError(
                f"the game state at version {entry.get('version')} has schema_version "
                f"{state.get('schema_version')!r}; this bot reads version {STATE_SCHEMA_VERSION}")
    model = GameExport if raw["schema_version"] == FULL_EXPORT_VERSION else CompactExport
    try:
        return model.model_validate(raw)
    except ValidationError as exc:
        raise ImportRefusedError(f"the file does not validate: {describe(exc)}") from exc


def _decompressed(data: str | bytes) -> str | bytes:
    """A file's text: itself, or what it decompresses to if it is gzip (an export file is;
    one of format version 1 may be either), refused past `MAX_IMPORT_BYTES` either way."""
    limit = f"{MAX_IMPORT_BYTES // 2**20} MiB"
    if len(data) > MAX_IMPORT_BYTES:
        raise ImportRefusedError(f"the file is larger than {limit}, far more than an export")
    if isinstance(data, str) or not data.startswith(_GZIP_MAGIC):
        return data
    unpacker = zlib.decompressobj(16 + zlib.MAX_WBITS)  # a gzip header and trailer
    try:
        text = unpacker.decompress(data, MAX_IMPORT_BYTES + 1)
    except zlib.error as exc:
        raise ImportRefusedError(f"the file is damaged gzip ({exc})") from exc
    if len(text) > MAX_IMPORT_BYTES:
        raise ImportRefusedError(f"the file decompresses to more than {limit}, far more "
                                 "than an export")
    if not unpacker.eof:
        raise ImportRefusedError("the file is cut short: its gzip stream does not end")
    if unpacker.unused_data:
        raise ImportRefusedError("the file holds more than its gzip stream")
    return text


def _check_bounds(raw: Any) -> None:
    """Refuse a document deeper, or with longer texts or larger numbers, than an export
    has, or with text that is not Unicode (a lone surrogate escape such as \\ud800). Walked
    without recursion, since the depth is what is in question."""
    stack = [(raw, 1)]
    while stack:
        value, depth = stack.pop()
        if depth > MAX_DEPTH:
            raise ImportRefusedError(f"the file nests more than {MAX_DEPTH} levels deep")
        if isinstance(value, dict):
            for key, item in value.items():
                _check_text(key)
                stack.append((item, depth + 1))
        elif isinstance(value, list):
            stack.extend((item, depth + 1) for item in value)
        elif isinstance(value, str):
            _check_text(value)
        elif isinstance(value, int) and not -MAX_INTEGER < value < MAX_INTEGER:
            raise ImportRefusedError(
                f"the file holds a number beyond ±2^64 ({str(value)[:20]}…)")


def _check_text(text: str) -> None:
    if len(text) > MAX_STRING:
        raise ImportRefusedError(f"the file holds a text of {len(text)} characters; the "
                                 f"longest an export has is far under {MAX_STRING}")
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise ImportRefusedError("the file holds text that is not Unicode (a lone "
                                     "surrogate escape)") from exc


def _check_consistent(game: GameExport | CompactExport) -> None:
    log, session = game.log, game.session
    if [e.version for e in log] != list(range(1, len(log) + 1)):
        raise ImportRefusedError("the log versions are not 1, 2, 3, … in order")
    if session.version != len(log):
        raise ImportRefusedError(
            f"the session is at version {session.version} but the log has {len(log)} entries")
    first = log[0]
    if first.kind != "start" or first.state is None:
        raise ImportRefusedError("the log does not begin with the start of the game")
    if first.state.seed != session.seed:
        raise ImportRefusedError("the initial state's seed is not the session's seed")
    if len(game.seats) != session.hero_count:
        raise ImportRefusedError(
            f"{len(game.seats)} seats for a game of {session.hero_count} heroes")
    for entry in log:
        if entry.state is not None and entry.state.pack not in KNOWN_PACKS:
            raise ImportRefusedError(
                f"entry {entry.version}: the game uses the content pack "
                f"{entry.state.pack[:40]!r}; this bot knows only {', '.join(sorted(KNOWN_PACKS))}")
        if isinstance(entry, ExportEntry):
            _check_whole_entry(entry)
        else:
            _check_compact_entry(entry)
        if entry.kind == "start" and entry is not first:
            raise ImportRefusedError(f"a second start at version {entry.version}")
        if (entry.command is not None) != (entry.kind == "command"):
            raise ImportRefusedError(f"entry {entry.version}: only commands carry a command")
        if (entry.restored_from is not None) != (entry.kind == "undo"):
            raise ImportRefusedError(f"entry {entry.version}: only an undo restores a version")
    try:
        lineage((e.version, e.kind, e.restored_from) for e in log)
    except ValueError as exc:
        raise ImportRefusedError(str(exc)) from exc


def _check_whole_entry(entry: ExportEntry) -> None:
    expected = "abandoned" if entry.state is None else status_of(entry.state)
    if entry.status != expected:
        raise ImportRefusedError(f"entry {entry.version}: its status is {entry.status}, "
                                 f"but its game is {expected}")
    if (entry.state is None) != (entry.kind in _STATELESS):
        raise ImportRefusedError(f"entry {entry.version}: a {entry.kind} must "
                                 + ("not " if entry.kind in _STATELESS else "")
                                 + "carry a state")


def _check_compact_entry(entry: CompactEntry) -> None:
    """The fields a compact entry of its kind has (its status is checked once its state is
    made again)."""
    if (entry.state_hash is None) != (entry.kind in _STATELESS):
        raise ImportRefusedError(f"entry {entry.version}: a {entry.kind} must "
                                 + ("not " if entry.kind in _STATELESS else "")
                                 + "carry a state hash")
    carried = _state_carried(entry.kind, entry.rules)
    if (entry.state is None) == carried:
        raise ImportRefusedError(f"entry {entry.version}: a {entry.kind} "
                                 + ("" if carried else "of this code's rules ")
                                 + "must " + ("" if carried else "not ") + "carry a state")
