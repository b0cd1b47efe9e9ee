"""Each log entry records the rules version that wrote it (`store.versions`). After an upgrade
that plays an old command differently, undo, the replay check and export say so instead of
reporting damage; after one that plays it the same (a refactor), they work as before; and the
state the new rules start from is kept as a snapshot, so nothing after it needs the old
rules."""

import sqlite3
from dataclasses import dataclass
from pathlib import Path

import pytest

from kilforth.commands import Command, Move
from kilforth.state import GameState
from kilforth.store import SessionError, Store, versions

from .support import running
from .toy_engine import Outcome, ToyEngine

OLD_RULES = "rules-of-old"


@dataclass
class UpgradedToy(ToyEngine):
    """The toy engine after a rules change: a move also finds one gold."""

    def apply(self, state: GameState, command: Command) -> Outcome:
        outcome = super().apply(state, command)
        if isinstance(command, Move):
            hero = outcome.state.heroes_of(command.player)[0]
            hero.gold += 1
        return outcome


async def _old_game(db: Path) -> int:
    """A game of five moves written by `OLD_RULES` (only its start keeps a snapshot)."""
    async with await Store.open(db, engine=ToyEngine()) as store:
        started = await running(store, "c1")
        for region in ("r1", "r2", "r3", "r4", "r5"):
            await store.execute("c1", "p1", Move(player="p1", region=region))
    with sqlite3.connect(db) as conn:
        (guard,) = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'log_no_update'"
                                ).fetchone()
        conn.execute("DROP TRIGGER log_no_update")
        conn.execute("UPDATE log SET rules = ?", (OLD_RULES,))
        conn.execute(guard)
    return started.version


async def test_an_upgrade_that_plays_old_commands_differently_is_named_not_damage(
        db_path: Path) -> None:
    await _old_game(db_path)
    async with await Store.open(db_path, engine=UpgradedToy()) as store:
        info = await store.session("c1")
        assert info is not None
        with pytest.raises(SessionError) as undo:
            await store.undo("c1", "mod", 2)
        assert undo.value.code == "rules_changed"
        assert OLD_RULES in undo.value.message and "not damage" in undo.value.message

        report = await store.replay(info.id)
        assert not report.ok and report.rules_changed
        assert report.mismatch == 2 and OLD_RULES in report.reason

        with pytest.raises(SessionError) as export:
            await store.export(info.id)
        assert export.value.code == "rules_changed"

        # Refused, and nothing changed; the game plays on under the new rules.
        assert (await store.get(info.id)).version == info.version
        played = await store.execute("c1", "p1", Move(player="p1", region="r9"))
        undone = await store.undo("c1", "mod", 1)
        assert undone.state.heroes[0].region == "r5"
        assert [(e.version, e.rules) for e in await store.history(info.id, since=5)] == [
            (6, OLD_RULES), (played.version, versions.rules_version()),
            (undone.version, versions.rules_version())]
    with sqlite3.connect(db_path) as conn:
        # The state the new rules started from is kept.
        assert conn.execute("SELECT count(*) FROM snapshots WHERE session_id = ? AND "
                            "version = ?", (info.id, info.version)).fetchone() == (1,)


async def test_an_upgrade_that_plays_old_commands_the_same_replays_them(db_path: Path) -> None:
    start = await _old_game(db_path)
    async with await Store.open(db_path, engine=ToyEngine()) as store:
        info = await store.session("c1")
        assert info is not None
        undone = await store.undo("c1", "mod", 2)
        assert undone.state.heroes[0].region == "r3"
        assert (await store.replay(info.id)).ok
        exported = await store.export(info.id)
        assert [e.rules for e in exported.log] == [OLD_RULES] * (info.version - start + 1) + [
            versions.rules_version()]
