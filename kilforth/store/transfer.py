"""Reading a game's log as a whole: which entries make up the current game (after undos),
replaying it through the engine to check the stored states, export/import documents, and
handing heroes to other players.

Pure functions over rows already read, so they can run in a worker thread.
"""

import json
import logging
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from kilforth.commands import parse_command
from kilforth.events import event_list_adapter
from kilforth.state import SCHEMA_VERSION as STATE_SCHEMA_VERSION
from kilforth.state import GameState, HeroSpec
from kilforth.store.errors import CorruptStateError, ImportRefusedError, SessionError
from kilforth.store.models import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    ExportEntry,
    ExportSession,
    GameExport,
    ReplayReport,
    SessionInfo,
)
from kilforth.store.snapshots import STATELESS as _STATELESS
from kilforth.store.snapshots import state_hash

if TYPE_CHECKING:
    from kilforth.store.sessions import Engine

logger = logging.getLogger(__name__)


def describe(exc: ValidationError) -> str:
    """A validation error in one line: the first few problems with where they are."""
    parts = [
        f"{'.'.join(str(p) for p in err['loc']) or '(root)'}: {err['msg']}"
        for err in exc.errors()[:3]]
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


def _differences(replayed: GameState, stored: GameState) -> str:
    fields = [name for name in GameState.model_fields
              if getattr(replayed, name) != getattr(stored, name)]
    return "the state differs in " + ", ".join(fields)


def replay_log(engine: "Engine", info: SessionInfo, rows: Sequence[Any],
               snapshots: Mapping[int, str], current: str | None) -> ReplayReport:
    """Re-run the game from its seed through `rows` (version, kind, command, events,
    state_hash, restored_from) and compare with every recorded state hash, snapshot (JSON, by
    version) and event list, then with the session's `current` state and its seats. Stops at
    the first difference.

    The seats name today's players; the game was dealt to those who held the heroes at its
    start, so the start is replayed with those names, and each change of players since must
    change nothing else."""
    checked = 0
    chain: list[int] = []
    states: dict[int, GameState] = {}

    def mismatch(version: int, reason: str) -> ReplayReport:
        return ReplayReport(info.id, checked, False, version, reason)

    for row in rows:
        version, kind = row["version"], row["kind"]
        if kind in _STATELESS:
            continue
        previous = states[chain[-1]] if chain else None
        try:
            step(chain, version, kind, row["restored_from"])
        except ValueError as exc:
            return mismatch(version, str(exc))
        if previous is None and kind != "start":
            return mismatch(version, f"a {kind} before the game started")
        try:
            stored = (GameState.model_validate_json(snapshots[version])
                      if version in snapshots else None)
            if stored is None and kind in ("start", "reassign"):
                return mismatch(version, f"the {kind} has no snapshot")
            stored_events = event_list_adapter.validate_json(row["events"])
            if kind == "start":
                if info.seed is None:
                    return mismatch(version, "the session has no seed")
                assert stored is not None
                outcome = engine.new_game(info.options, _dealt_to(info, stored), info.seed)
                replayed, events = outcome.state, list(outcome.events)
            elif kind == "command":
                assert previous is not None
                outcome = engine.apply(previous, parse_command(row["command"]))
                replayed, events = outcome.state, list(outcome.events)
            elif kind == "reassign":
                assert previous is not None and stored is not None
                moved = handover(previous, stored)
                if moved is None:
                    return mismatch(version, "the change of players does not hand each "
                                    "player's heroes to one other player")
                replayed, events = with_players(previous, moved), []
            else:
                replayed, events = states[chain[-1]], []
        except ValidationError as exc:
            return mismatch(version, f"the stored entry is invalid: {describe(exc)}")
        except Exception as exc:
            logger.warning("replay of session %d failed at version %d", info.id, version,
                           exc_info=True)
            return mismatch(version, f"the engine fails on it now: {type(exc).__name__}: {exc}")
        if stored is not None and replayed != stored:
            return mismatch(version, _differences(replayed, stored))
        if state_hash(replayed.model_dump_json()) != row["state_hash"]:
            return mismatch(version, "the state differs from the one recorded")
        if events != stored_events:
            return mismatch(version, "the events differ")
        states[version] = replayed
        checked += 1
    if current is not None and chain:
        try:
            now = GameState.model_validate_json(current)
        except ValidationError as exc:
            return mismatch(info.version, f"the current state is invalid: {describe(exc)}")
        if now != states[chain[-1]]:
            return mismatch(info.version, "the session's current state is not the log's last: "
                            + _differences(states[chain[-1]], now))
    if chain and [h.player for h in states[chain[-1]].heroes] != [s.player for s in info.seats]:
        return mismatch(info.version, "the seats are not held by the players of the heroes")
    return ReplayReport(info.id, checked, True)


def _dealt_to(info: SessionInfo, start: GameState) -> list[HeroSpec]:
    """The session's seats with the players who held them when the game was dealt (`start`
    is the state stored at its start)."""
    if len(start.heroes) != len(info.seats):
        return info.seats
    return [seat.model_copy(update={"player": hero.player})
            for seat, hero in zip(info.seats, start.heroes, strict=True)]


def build_export(info: SessionInfo, rows: Sequence[Any], now: str) -> GameExport:
    """The export document of a session from its log rows (version, kind, player, at, status,
    command, events, state, restored_from), each with the state it produced (or None)."""
    if info.seed is None or not rows:
        raise SessionError("not_started", "Nothing to export: the game never started.")
    entries = []
    for row in rows:
        try:
            entries.append(ExportEntry(
                version=row["version"], kind=row["kind"], player=row["player"], at=row["at"],
                status=row["status"],
                command=None if row["command"] is None else parse_command(row["command"]),
                events=event_list_adapter.validate_json(row["events"]),
                state=row["state"],
                restored_from=row["restored_from"]))
        except ValidationError as exc:
            raise CorruptStateError(info.id, info.channel, f"log entry {row['version']}",
                                    describe(exc)) from exc
    return GameExport(
        exported_at=now, seats=info.seats, log=entries,
        session=ExportSession(
            guild=info.guild, channel=info.channel, status=info.status, options=info.options,
            hero_count=info.hero_count, seed=info.seed, version=info.version,
            created_by=info.created_by, created_at=info.created_at,
            updated_at=info.updated_at))


def parse_export(data: str | bytes) -> GameExport:
    """Validate an export document, or refuse it with the reason."""
    try:
        raw = json.loads(data)
    except (ValueError, UnicodeDecodeError) as exc:
        raise ImportRefusedError(f"the file is not JSON ({exc})") from exc
    if not isinstance(raw, dict) or raw.get("format") != EXPORT_FORMAT:
        raise ImportRefusedError("the file is not a Kilforth game export")
    if raw.get("schema_version") != EXPORT_VERSION:
        raise ImportRefusedError(
            f"the export has schema_version {raw.get('schema_version')!r}; this bot reads "
            f"version {EXPORT_VERSION}")
    # A state from another engine version would fail validation in confusing ways: name the
    # real reason first.
    log = raw.get("log")
    for entry in log if isinstance(log, list) else []:
        state = entry.get("state") if isinstance(entry, dict) else None
        if isinstance(state, dict) and state.get("schema_version") != STATE_SCHEMA_VERSION:
            raise ImportRefusedError(
                f"the game state at version {entry.get('version')} has schema_version "
                f"{state.get('schema_version')!r}; this bot reads version {STATE_SCHEMA_VERSION}")
    try:
        game = GameExport.model_validate(raw)
    except ValidationError as exc:
        raise ImportRefusedError(f"the file does not validate: {describe(exc)}") from exc
    _check_consistent(game)
    return game


def _check_consistent(game: GameExport) -> None:
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
        if entry.kind == "start" and entry is not first:
            raise ImportRefusedError(f"a second start at version {entry.version}")
        if (entry.command is not None) != (entry.kind == "command"):
            raise ImportRefusedError(f"entry {entry.version}: only commands carry a command")
        if (entry.state is None) != (entry.kind in _STATELESS):
            raise ImportRefusedError(f"entry {entry.version}: a {entry.kind} must "
                                     + ("not " if entry.kind in _STATELESS else "")
                                     + "carry a state")
        if (entry.restored_from is not None) != (entry.kind == "undo"):
            raise ImportRefusedError(f"entry {entry.version}: only an undo restores a version")
    try:
        lineage((e.version, e.kind, e.restored_from) for e in log)
    except ValueError as exc:
        raise ImportRefusedError(str(exc)) from exc
