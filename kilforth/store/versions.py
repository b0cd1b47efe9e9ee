"""The rules version a log entry records: which engine and content wrote it.

The log keeps commands, not every state, and rebuilds a state by replaying commands with
today's engine. After an upgrade that plays a command differently, the replay of an entry
written before it gives another state: the entry's rules version lets undo, `check` and
export say that this is an upgrade, not damage, and the store keeps a snapshot where new rules
take over, so that nothing written since needs the old rules.

The version is a digest of what decides a command's outcome (the engine's sources and the
base pack's files), so no one has to remember to bump it. A change that plays every command
as before (a refactor) changes it too: a replay is still trusted whenever it reproduces the
recorded state hash, and the version only explains a replay that does not.
"""

import hashlib
from functools import cache
from pathlib import Path

from kilforth.content.pack import BASE_PACK_DIR

_PACKAGE = Path(__file__).resolve().parents[1]
# What an outcome depends on: the engine and its rules, the state and command models, the
# content models and the base pack. Not the store, the renderers or the automatic players.
_SOURCES = ("engine.py", "rng.py", "state.py", "commands.py", "events.py", "options.py",
            "rules", "content")


def _files() -> list[tuple[str, Path]]:
    """Each file with the name it is hashed under (machine-independent)."""
    found: list[Path] = []
    for name in _SOURCES:
        path = _PACKAGE / name
        found += sorted(path.rglob("*.py")) if path.is_dir() else [path]
    pack = sorted(p for p in BASE_PACK_DIR.rglob("*") if p.is_file())
    return ([(p.relative_to(_PACKAGE).as_posix(), p) for p in found]
            + [("pack/" + p.relative_to(BASE_PACK_DIR).as_posix(), p) for p in pack])


@cache
def rules_version() -> str:
    """Twelve hex digits, the same in every process running this code."""
    digest = hashlib.blake2b(digest_size=6)
    for name, path in _files():
        digest.update(name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()
