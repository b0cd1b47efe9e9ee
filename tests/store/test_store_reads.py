"""Reads that a player or moderator waits for: a page of the log reads only that page, and
the slow whole-game work (export, import, long log reads) runs off the event loop."""

import sqlite3
import threading
from pathlib import Path
from typing import Any

import pytest

from kilforth.commands import Move
from kilforth.store import Store, sessions, snapshots

from .support import running


async def _played(store: Store, moves: list[str]) -> int:
    """A game in "c1" where the players in `moves` moved in that order; its session id."""
    await running(store, "c1", ("p1", "p2"))
    for n, player in enumerate(moves):
        await store.execute("c1", player, Move(player=player, region=f"r{n % 25}"))
    info = await store.session("c1")
    assert info is not None
    return info.id


async def test_a_page_of_the_log_holds_the_newest_entries_oldest_first(store: Store) -> None:
    session_id = await _played(store, ["p1", "p2", "p1", "p2", "p1"])
    page = await store.history(session_id, last=3)
    assert [e.version for e in page] == [4, 5, 6]


async def test_what_happened_since_my_last_command(store: Store) -> None:
    session_id = await _played(store, ["p1", "p2", "p1", "p2", "p2"])
    assert [e.version for e in await store.history(session_id, last=50,
                                                   after_command_of="p1")] == [5, 6]
    # p2 acted last: nothing since.
    assert await store.history(session_id, after_command_of="p2") == []
    # A player who never played sees everything, the start included.
    everything = await store.history(session_id, after_command_of="p3")
    assert [e.version for e in everything] == [1, 2, 3, 4, 5, 6]


async def test_a_page_reads_only_its_own_rows(store: Store, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    session_id = await _played(store, ["p1"] * 8)
    parsed: list[int] = []
    real = sessions._log_entries

    def counting(rows: Any) -> Any:
        parsed.append(len(rows))
        return real(rows)

    monkeypatch.setattr(sessions, "_log_entries", counting)
    await store.history(session_id, last=2)
    assert parsed == [2]


def _off_loop(monkeypatch: pytest.MonkeyPatch, module: Any, name: str) -> list[bool]:
    """Record, for each call of `module.name`, whether it ran outside the main thread."""
    seen: list[bool] = []
    real = getattr(module, name)

    def spy(*args: Any) -> Any:
        seen.append(threading.current_thread() is not threading.main_thread())
        return real(*args)

    monkeypatch.setattr(module, name, spy)
    return seen


async def test_export_runs_off_the_event_loop(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """(An import's check runs in the worker process: see `test_store_import_worker`.)"""
    session_id = await _played(store, ["p1", "p2"])
    exports = _off_loop(monkeypatch, sessions, "build_export")
    await store.export(session_id)
    assert exports == [True]


async def test_a_long_log_is_parsed_off_the_event_loop(
        store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    session_id = await _played(store, ["p1"] * (sessions.LONG_READ + 1))
    parsed = _off_loop(monkeypatch, sessions, "_log_entries")
    await store.history(session_id, last=5)
    await store.history(session_id)
    assert parsed == [False, True]


async def test_history_of_a_damaged_entry_names_it(store: Store, db_path: Path) -> None:
    session_id = await _played(store, ["p1"])
    conn = sqlite3.connect(db_path)
    conn.execute("DROP TRIGGER log_no_update")
    conn.execute("UPDATE log SET events = ? WHERE version = 2", (snapshots.compress("[{}]"),))
    conn.commit()
    conn.close()
    with pytest.raises(sessions.CorruptStateError, match="log entry 2"):
        await store.history(session_id, last=1)
