"""The compact log: entries keep a hash of their state, snapshots are kept every
`SNAPSHOT_EVERY` versions, at each Dawn and at every entry the engine cannot replay, and any
version's state is rebuilt from the nearest snapshot by replaying the commands after it."""

import json
import sqlite3
from pathlib import Path

import pytest

from kilforth.commands import Move
from kilforth.options import GameOptions
from kilforth.state import GameState
from kilforth.store import CorruptStateError, Store
from kilforth.store import snapshots as snap
from kilforth.store.warm import typical_command

from .support import hero, running
from .toy_engine import REGIONS, ToyEngine


async def _play_real(store: Store, channel: str, commands: int) -> dict[int, GameState]:
    """A two-hero game of the real engine played `commands` commands; its states by version."""
    await store.create("g1", channel, "p1", GameOptions(mode="coop"), 2)
    await store.join(channel, hero("p1"))
    await store.join(channel, hero("p2", "Bors").model_copy(update={"race": "dwarf",
                                                                    "hero_class": "bard"}))
    started = await store.start(channel, "p1")
    states = {started.version: started.state}
    state = started.state
    for _ in range(commands):
        command = typical_command(state)
        result = await store.execute(channel, command.player, command)
        states[result.version] = state = result.state
    return states


async def test_every_version_rebuilds_to_the_state_the_game_had(db_path: Path) -> None:
    """Snapshot and replay equivalence with the real engine, across an undo and a change of
    players (entries that always carry a snapshot)."""
    async with await Store.open(db_path) as store:
        states = await _play_real(store, "c1", 2 * snap.SNAPSHOT_EVERY + 3)
        undone = await store.undo("c1", "mod", 3)
        states[undone.version] = undone.state
        await store.replace("c1", "mod", "p2", "p3")
        info = await store.session("c1")
        assert info is not None
        states[info.version] = await store.state("c1")
        state = states[info.version]
        for _ in range(4):
            command = typical_command(state)
            result = await store.execute("c1", command.player, command)
            states[result.version] = state = result.state
        for version, expected in states.items():
            assert await store.state_at(info.id, version) == expected, version
        assert (await store.replay(info.id)).ok


async def test_snapshots_are_kept_where_replay_cannot_go_and_every_n_versions(
        store: Store, db_path: Path) -> None:
    await running(store, "c1", ("p1", "p2"))
    for n in range(snap.SNAPSHOT_EVERY + 2):
        await store.execute("c1", "p1", Move(player="p1", region=REGIONS[n % len(REGIONS)]))
    await store.undo("c1", "mod", 2)
    await store.replace("c1", "mod", "p2", "p3")
    with sqlite3.connect(db_path) as conn:
        kept = [v for (v,) in conn.execute("SELECT version FROM snapshots ORDER BY version")]
        stored = conn.execute("SELECT count(*) FROM log WHERE state_hash IS NOT NULL"
                              ).fetchone()[0]
    undo, reassign = snap.SNAPSHOT_EVERY + 4, snap.SNAPSHOT_EVERY + 5
    assert kept == [1, 1 + snap.SNAPSHOT_EVERY, undo, reassign]
    assert stored == reassign


def test_a_dawn_calls_for_a_snapshot() -> None:
    assert snap.snapshot_due("command", 3, 1, ["moved", "dawn"])
    assert not snap.snapshot_due("command", 3, 1, ["moved"])
    assert snap.snapshot_due("command", 1 + snap.SNAPSHOT_EVERY, 1, ["moved"])
    assert not snap.snapshot_due("abandon", 1 + snap.SNAPSHOT_EVERY, 1, [])
    assert snap.snapshot_due("undo", 3, 2, [])


async def test_undo_replays_from_the_nearest_snapshot(store: Store, toy: ToyEngine) -> None:
    started = await running(store, "c1")
    states = [started.state]
    for n in range(snap.SNAPSHOT_EVERY + 5):
        result = await store.execute("c1", "p1", Move(player="p1", region=REGIONS[n % 25]))
        states.append(result.state)
    applied = toy.applied
    undone = await store.undo("c1", "mod", 3)
    assert undone.state == states[-4]
    # Versions 1 to N + 6; the target is N + 3, two commands after the snapshot at N + 1.
    assert toy.applied - applied == 2


async def test_a_log_that_no_longer_replays_to_its_hash_is_reported(
        store: Store, db_path: Path) -> None:
    await running(store, "c1")
    for n in range(4):
        await store.execute("c1", "p1", Move(player="p1", region=REGIONS[n]))
    with sqlite3.connect(db_path) as conn:
        conn.execute("DROP TRIGGER log_no_update")
        conn.execute("UPDATE log SET command = replace(command, 'r2', 'r9') WHERE version = 4")
    with pytest.raises(CorruptStateError, match="state at 4") as err:
        await store.undo("c1", "mod", 1)
    assert "another state" in err.value.error
    report = await store.replay((await store.session("c1")).id)  # type: ignore[union-attr]
    assert not report.ok and report.mismatch == 4



def test_a_state_that_does_not_use_the_gift_window_fields_keeps_its_json_and_hash() -> None:
    """A hero's `skip_gift_windows` preference and a turn's `fighting` were added to the
    state after games were stored: at their defaults they are not written, so a replayed state
    gives the hash an earlier version recorded; set, they are written and read back."""
    from tests.rules.helpers import start

    state = start(2)
    written = json.loads(state.model_dump_json())
    assert all("skip_gift_windows" not in h["prefs"] for h in written["heroes"])
    assert "fighting" not in written["turn"]
    assert GameState.model_validate_json(state.model_dump_json()) == state
    used = state.model_copy(deep=True)
    used.heroes[0].prefs = used.heroes[0].prefs.model_copy(update={"skip_gift_windows": True})
    used.turn.fighting = "raider-band"  # type: ignore[union-attr]
    again = json.loads(used.model_dump_json())
    assert again["heroes"][0]["prefs"]["skip_gift_windows"] is True and again["turn"]["fighting"] == "raider-band"
    assert GameState.model_validate_json(used.model_dump_json()) == used
