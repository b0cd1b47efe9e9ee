"""The compact log's two kinds of record: a hash of the state each entry produced, and a
compressed copy of that state at a few entries (a snapshot). An entry's events are kept
compressed too (half their size: they are most of a log without states). Any version's state is the
nearest snapshot at or before it, with the commands after it applied again, checked against
the hash recorded for that version.

A snapshot is kept at every entry that is not a replayable command (start, undo, import,
change of players), at each Dawn, and at a command `SNAPSHOT_EVERY` versions after the last
snapshot, so reaching a version never replays more than `SNAPSHOT_EVERY - 1` commands, and a
day's end (when players most often ask what happened) replays none. Pure functions: they run in worker threads.
"""

import hashlib
import zlib
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from kilforth.commands import parse_command
from kilforth.errors import RuleError
from kilforth.state import GameState
from kilforth.store.versions import rules_version

if TYPE_CHECKING:
    from kilforth.store.sessions import Engine

# At most 15 commands to replay: an undo of up to 10 commands replays 8 on average (about
# 1 ms each), and a four-hero game (about 35 commands a day) keeps two snapshots a day.
SNAPSHOT_EVERY = 16
# Entries whose state does not follow from the one before by the engine alone.
ALWAYS_SNAPSHOT = frozenset({"start", "undo", "import", "reassign"})
# Entries that produce no state: the game stays as it was (abandon) or is cleared (reset).
STATELESS = frozenset({"abandon", "reset"})
# Compression level 6: within a few percent of 9's size at a third of its time.
ZLIB_LEVEL = 6
# The FDICT bit of a zlib stream's second header byte (RFC 1950).
_PRESET_DICTIONARY = 0x20


def state_hash(state_json: str) -> str:
    return hashlib.blake2b(state_json.encode(), digest_size=16).hexdigest()


@dataclass(frozen=True)
class WhenBound:
    """A statement's parameter `make(text)` (a blob by `compress`, a hash by `state_hash`),
    made when the database binds it rather than when the statement is. SQLite binds in its
    connection's own thread, where zlib and the hash run without holding the GIL: the event
    loop's thread, which every channel's command waits for, spends no time on them (they
    were a fifth of its time per command under load). PostgreSQL's driver binds in the event
    loop, so its connection makes the value first (`bound`). Made once: a parameter bound
    twice (the session's state and its snapshot, a group's write run again alone) is the
    same value, and the store reads the session's blob back from it once written."""

    make: Callable[[str], bytes | str]
    text: str
    _made: list[bytes | str] = field(default_factory=list, compare=False, repr=False)

    def value(self) -> bytes | str:
        if not self._made:
            self._made.append(self.make(self.text))
        return self._made[0]


def bound(params: Sequence[Any]) -> list[Any]:
    """`params` with the values made when bound made now."""
    return [p.value() if isinstance(p, WhenBound) else p for p in params]


def _dictionary(number: int) -> bytes:
    return (Path(__file__).parent / "dictionaries" / f"{number}.zdict").read_bytes()


# Preset dictionaries, by the Adler-32 checksum that a zlib stream made with one names in its
# header, so every blob says which one it needs, and a blob made without one (schema 3) still
# reads. Each is 32 KiB of typical state and event JSON from games of other seeds than the
# benches': events are small, and alone zlib finds little to repeat in them (a third of their
# size with it). A dictionary once used is never changed: a new one gets the next number, and
# the old ones stay to read what they wrote.
DICTIONARIES = {zlib.adler32(d): d for d in map(_dictionary, (1,))}
CURRENT = _dictionary(1)


# The session row's copy of the current state is compressed at every command, in the
# writer's thread that every channel's commit waits for: at level 1, in a third of level 6's
# time, for a blob about twice as large (still a sixth of the state's JSON).
SESSION_LEVEL = 1
# Compressors with the current dictionary loaded, copied for each blob: loading the
# dictionary into a new one costs three times compressing a command's events.
_PACKER = zlib.compressobj(ZLIB_LEVEL, zdict=CURRENT)
_SESSION_PACKER = zlib.compressobj(SESSION_LEVEL, zdict=CURRENT)


def _packed(loaded: "zlib._Compress", raw: bytes) -> bytes:
    packer = loaded.copy()
    return packer.compress(raw) + packer.flush()


def compress_bytes(raw: bytes) -> bytes:
    return _packed(_PACKER, raw)


def compress(text: str) -> bytes:
    return compress_bytes(text.encode())


def compress_session_bytes(raw: bytes) -> bytes:
    """A session row's current state, as `compress_bytes` makes a blob, faster and larger."""
    return _packed(_SESSION_PACKER, raw)


def compress_session(text: str) -> bytes:
    return compress_session_bytes(text.encode())


def decompress_bytes(blob: bytes) -> bytes:
    """The bytes of a blob made by `compress`, with whichever dictionary it names (if any)."""
    if len(blob) >= 6 and blob[1] & _PRESET_DICTIONARY:
        dictionary = DICTIONARIES.get(int.from_bytes(blob[2:6], "big"))
        if dictionary is None:
            raise zlib.error("compressed with a dictionary this code does not have")
        unpacker = zlib.decompressobj(zdict=dictionary)
        raw = unpacker.decompress(blob) + unpacker.flush()
        if not unpacker.eof:
            raise zlib.error("incomplete or truncated stream")
        return raw
    return zlib.decompress(blob)


def decompress(blob: bytes) -> str:
    """The text of a blob made by `compress`."""
    return decompress_bytes(blob).decode()


def session_text(stored: str | bytes) -> str:
    """The JSON of a session row's current state: compressed like a snapshot since schema 9
    of SQLite (5 of PostgreSQL), text before it, as a migration before that one reads it."""
    return stored if isinstance(stored, str) else decompress(stored)


def snapshot_due(kind: str, version: int, last_snapshot: int, event_kinds: Iterable[str]
                 ) -> bool:
    """Whether the entry at `version` keeps a snapshot, the last one being at
    `last_snapshot`."""
    if kind in ALWAYS_SNAPSHOT:
        return True
    return kind == "command" and (version - last_snapshot >= SNAPSHOT_EVERY
                                  or "dawn" in event_kinds)


class ReplayMismatchError(Exception):
    """Replaying the log does not give the state recorded at `version`."""

    def __init__(self, version: int, reason: str) -> None:
        super().__init__(f"version {version}: {reason}")
        self.version, self.reason = version, reason


class RulesChangedError(ReplayMismatchError):
    """The replay differs, and an entry it replayed was written by other rules than this
    code's: an upgrade changed how a command plays, which is not damage."""

    def __init__(self, version: int, written_by: str | None) -> None:
        super().__init__(version, rules_changed(written_by))
        self.written_by = written_by


def rules_changed(written_by: str | None) -> str:
    """Why an entry written by the rules `written_by` may replay differently now."""
    wrote = ("rules older than rules versions" if written_by is None
             else f"rules version {written_by}")
    return (f"played under {wrote}, and this bot runs rules version {rules_version()},"
            " which plays it differently: a rules upgrade, not damage (the states kept as "
            "snapshots stand)")


def _explained(rows: Sequence[Mapping[str, Any]], version: int, reason: str
               ) -> ReplayMismatchError:
    """The error for a replay of `rows` that differs at `version`: a change of rules if a
    command among them was written by other rules."""
    for row in rows:
        if row["kind"] == "command" and row["rules"] != rules_version():
            return RulesChangedError(row["version"], row["rules"])
    return ReplayMismatchError(version, reason)


def snapshot_state(version: int, snapshot: str) -> GameState:
    """The state a snapshot holds; `ReplayMismatchError` at its version if it is invalid."""
    try:
        return GameState.model_validate_json(snapshot)
    except ValidationError as exc:
        raise ReplayMismatchError(version, f"its snapshot is invalid ({exc.error_count()}"
                                  " problem(s), the first at "
                                  f"{'.'.join(map(str, exc.errors()[0]['loc'])) or 'its root'})"
                                  ) from exc


def unpacked(version: int, blob: bytes) -> str:
    """The text of the snapshot kept at `version`; `ReplayMismatchError` there if its blob
    is damaged."""
    try:
        return decompress(blob)
    except (zlib.error, UnicodeDecodeError) as exc:
        raise ReplayMismatchError(version, f"its snapshot is damaged ({exc})") from exc


def replay_from(engine: "Engine", snapshot_version: int, snapshot: str,
                rows: Sequence[Mapping[str, Any]]) -> tuple[GameState, str]:
    """The state (and its JSON) after the log `rows` (version, kind, command, state_hash,
    rules; oldest first, all after `snapshot_version`), starting from the `snapshot` taken
    there. Checked against the last row's recorded hash."""
    state = snapshot_state(snapshot_version, snapshot)
    if not rows:
        return state, snapshot
    for row in rows:
        if row["kind"] == "command":
            try:
                state = engine.apply(state, parse_command(row["command"])).state
            except RuleError as exc:
                raise _explained(rows, row["version"], str(exc)) from exc
        elif row["kind"] not in STATELESS:
            raise ReplayMismatchError(row["version"], f"a {row['kind']} has no snapshot")
    state_json = state.model_dump_json()
    last = rows[-1]
    if last["state_hash"] is not None and state_hash(state_json) != last["state_hash"]:
        raise _explained(rows, last["version"], "replaying the log from the snapshot at "
                         f"{snapshot_version} gives another state")
    return state, state_json


def hashes_of(state: GameState) -> set[str]:
    """The hashes a state may have been recorded with: its JSON's, and that of the JSON the
    version before the catalogues wrote for it (its open question in English words)."""
    from kilforth.engine import pack_for  # the engine's modules import the store's
    from kilforth.render.prompts import as_stored_before

    before = as_stored_before(state, pack_for(state))
    return {state_hash(state.model_dump_json()), state_hash(before)}


def states_of(engine: "Engine", rows: Sequence[Mapping[str, Any]], snapshots: Mapping[int, str]
              ) -> list[GameState | None]:
    """The state each of the log `rows` (version, kind, command, state_hash, rules; oldest
    first, from the start) produced, None for those that produced none: a snapshot where there
    is one, else the command applied to the state before it. A command written by other rules
    than this code's is checked against its recorded hash (an upgrade may play it
    differently); the others are trusted, as the replay check verifies them all."""
    states: list[GameState | None] = []
    state: GameState | None = None
    for row in rows:
        version, kind = row["version"], row["kind"]
        if version in snapshots:
            state = snapshot_state(version, snapshots[version])
        elif kind == "command":
            if state is None:
                raise ReplayMismatchError(version, "a command before the game started")
            try:
                state = engine.apply(state, parse_command(row["command"])).state
            except RuleError as exc:
                if row["rules"] == rules_version():
                    raise
                raise RulesChangedError(version, row["rules"]) from exc
            if row["rules"] != rules_version() and row["state_hash"] is not None and (
                    row["state_hash"] not in hashes_of(state)):
                raise RulesChangedError(version, row["rules"])
        elif kind not in STATELESS:
            raise ReplayMismatchError(version, f"a {kind} has no snapshot")
        states.append(None if kind in STATELESS else state)
    return states
