"""The parsed state of the sessions played most recently, so that a command does not parse
again the state the previous command just produced (parsing is a third of the store's own
time per command).

An entry is used only while the stored blob (the state compressed, see `snapshots`) is
exactly the blob it was made from (its digest is kept, not the blob: the state's text
beside the parsed state made each cached game take 66 kB instead of about 50): a change made
elsewhere (another process, a repair, a hand edit, damage) is read and validated as usual. The cached object is the one the engine produced
and the store handed back in `ExecResult`; like every engine state it is a value, never
changed in place.
"""

import hashlib
from collections import OrderedDict

from kilforth.state import GameState

# A parsed mid-game state takes a few times its JSON in memory (about 40–80 KB): enough for
# every running game of a large bot at well under 100 MB. A bot with more games active at
# once sets its own size (`KILFORTH_ACTIVE_GAMES`), else every command of the games beyond it
# parses its state again.
CAPACITY = 1024


class StateCache:
    """Least recently used first out, by session id."""

    def __init__(self, capacity: int = CAPACITY) -> None:
        self._capacity = capacity
        self._entries: OrderedDict[int, tuple[bytes, GameState]] = OrderedDict()

    def get(self, session_id: int, raw: bytes) -> GameState | None:
        entry = self._entries.get(session_id)
        if entry is None or entry[0] != _digest(raw):
            return None
        self._entries.move_to_end(session_id)
        return entry[1]

    def put(self, session_id: int, raw: bytes, state: GameState) -> None:
        self._entries[session_id] = (_digest(raw), state)
        self._entries.move_to_end(session_id)
        if len(self._entries) > self._capacity:
            self._entries.popitem(last=False)


def _digest(raw: bytes) -> bytes:
    """What tells one stored blob from another (a change of one byte changes it)."""
    return hashlib.blake2b(raw, digest_size=16).digest()
