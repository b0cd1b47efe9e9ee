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
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from kilforth.commands import parse_command
from kilforth.state import GameState

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


def state_hash(state_json: str) -> str:
    return hashlib.blake2b(state_json.encode(), digest_size=16).hexdigest()


def compress(text: str) -> bytes:
    return zlib.compress(text.encode(), ZLIB_LEVEL)


def decompress(blob: bytes) -> str:
    return zlib.decompress(blob).decode()


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


def replay_from(engine: "Engine", snapshot_version: int, snapshot: str,
                rows: Sequence[Mapping[str, Any]]) -> tuple[GameState, str]:
    """The state (and its JSON) after the log `rows` (version, kind, command, state_hash;
    oldest first, all after `snapshot_version`), starting from the `snapshot` taken there.
    Checked against the last row's recorded hash."""
    state = GameState.model_validate_json(snapshot)
    if not rows:
        return state, snapshot
    for row in rows:
        if row["kind"] == "command":
            state = engine.apply(state, parse_command(row["command"])).state
        elif row["kind"] not in STATELESS:
            raise ReplayMismatchError(row["version"], f"a {row['kind']} has no snapshot")
    state_json = state.model_dump_json()
    last = rows[-1]
    if last["state_hash"] is not None and state_hash(state_json) != last["state_hash"]:
        raise ReplayMismatchError(last["version"], "replaying the log from the snapshot at "
                                  f"{snapshot_version} gives another state")
    return state, state_json


def states_of(engine: "Engine", rows: Sequence[Mapping[str, Any]], snapshots: Mapping[int, str]
              ) -> list[GameState | None]:
    """The state each of the log `rows` (version, kind, command; oldest first, from the
    start) produced, None for those that produced none: a snapshot where there is one, else
    the command applied to the state before it."""
    states: list[GameState | None] = []
    state: GameState | None = None
    for row in rows:
        version, kind = row["version"], row["kind"]
        if version in snapshots:
            state = GameState.model_validate_json(snapshots[version])
        elif kind == "command":
            if state is None:
                raise ReplayMismatchError(version, "a command before the game started")
            state = engine.apply(state, parse_command(row["command"])).state
        elif kind not in STATELESS:
            raise ReplayMismatchError(version, f"a {kind} has no snapshot")
        states.append(None if kind in STATELESS else state)
    return states
