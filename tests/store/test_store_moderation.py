"""Moderator repairs: undo, replay check, export and import."""

import json
import sqlite3
from pathlib import Path

import pytest

from kilforth.commands import Camp, Move
from kilforth.options import GameOptions
from kilforth.store import (
    CorruptStateError,
    ImportRefusedError,
    SessionError,
    Store,
    snapshots,
)

from .support import running


async def play(store: Store, channel: str, regions: list[str]) -> list[int]:
    return [(await store.execute(channel, "p1", Move(player="p1", region=r))).version
            for r in regions]


async def test_undo_restores_earlier_states_and_is_logged(store: Store) -> None:
    started = await running(store, "c1")
    await play(store, "c1", ["r1", "r2", "r3"])
    info = await store.session("c1")
    assert info is not None
    undone = await store.undo("c1", "mod", count=2)
    assert undone.version == 5 and undone.events == []
    assert undone.state.heroes[0].region == "r1"
    assert await store.state("c1") == undone.state
    entry = (await store.history(info.id, since=4))[0]
    assert (entry.kind, entry.player, entry.restored_from) == ("undo", "mod", 2)

    # Play on from the restored state, then undo across the earlier undo.
    await play(store, "c1", ["r9"])
    back = await store.undo("c1", "mod", count=2)
    assert back.state == started.state
    with pytest.raises(SessionError) as err:
        await store.undo("c1", "mod")
    assert err.value.code == "nothing_to_undo"

    report = await store.replay(info.id)
    assert report.ok, report.reason
    assert report.checked == 7  # start, 3 moves, undo, move, undo


async def test_undo_reopens_a_finished_game(store: Store) -> None:
    await running(store, "c1")
    await play(store, "c1", ["r1"])
    await store.execute("c1", "p1", Camp(player="p1"))
    assert await store.session("c1") is None
    reopened = await store.undo("c1", "mod")
    assert reopened.state.result is None
    info = await store.session("c1")
    assert info is not None and info.status == "running"
    assert (await store.execute("c1", "p1", Move(player="p1", region="r4"))).version == 5


async def test_replay_finds_a_tampered_state(store: Store, db_path: Path) -> None:
    await running(store, "c1")
    await play(store, "c1", ["r1", "r2", "r3"])
    info = await store.session("c1")
    assert info is not None
    assert (await store.replay(info.id)).ok
    with sqlite3.connect(db_path) as conn:
        raw = conn.execute("SELECT state FROM sessions").fetchone()[0]
        state = json.loads(snapshots.decompress(raw))
        state["heroes"][0]["gold"] += 100
        conn.execute("UPDATE sessions SET state = ?", (snapshots.compress(json.dumps(state)),))
    report = await store.replay(info.id)
    assert not report.ok
    assert report.mismatch == 4 and "heroes" in report.reason


async def test_export_import_round_trip(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    await play(store, "c1", ["r1", "r2"])
    await store.undo("c1", "mod")
    await play(store, "c1", ["r5"])
    info = await store.session("c1")
    assert info is not None
    exported = await store.export(info.id)
    text = exported.model_dump_json()

    imported = await store.import_game("g2", "c2", "mod", text)
    assert (imported.guild, imported.channel, imported.status) == ("g2", "c2", "running")
    assert imported.seats == info.seats and imported.options == info.options
    assert imported.seed == info.seed and imported.version == info.version + 1
    assert await store.state("c2") == await store.state("c1")
    original, copy = await store.history(info.id), await store.history(imported.id)
    assert copy[:-1] == original
    assert (copy[-1].kind, copy[-1].player) == ("import", "mod")
    assert (await store.replay(imported.id)).ok

    # The imported game keeps its whole history: it plays on and undoes like the original.
    assert (await store.undo("c2", "mod")).state == (await store.undo("c1", "mod")).state
    with pytest.raises(SessionError) as err:
        await store.import_game("g2", "c2", "mod", text)
    assert err.value.code == "game_exists"


def mutate(text: str, change: str) -> str:
    data = json.loads(text)
    match change:
        case "schema":
            data["schema_version"] = 99
        case "format":
            data["format"] = "chess-game"
        case "state_schema":
            data["log"][0]["state"]["schema_version"] = 99
        case "extra":
            data["session"]["owner"] = "me"
        case "gap":
            data["log"][1]["version"] = 7
        case "seed":
            data["session"]["seed"] += 1
        case "command":
            data["log"][1]["command"] = {"kind": "teleport", "player": "p1"}
        case "undo":
            data["log"].append({**data["log"][-1], "version": len(data["log"]) + 1,
                                "kind": "undo", "command": None, "restored_from": 40})
            data["session"]["version"] += 1
    return json.dumps(data)


@pytest.mark.parametrize(("change", "reason"), [
    ("schema", "schema_version 99"),
    ("format", "not a Kilforth game export"),
    ("state_schema", "game state at version 1 has schema_version 99"),
    ("extra", "session.owner: Extra inputs are not permitted"),
    ("gap", "log versions"),
    ("seed", "seed"),
    ("command", "log.1.command"),
    ("undo", "goes back to 40"),
])
async def test_import_refuses_malformed_files(store: Store, change: str, reason: str) -> None:
    await running(store, "c1")
    await play(store, "c1", ["r1"])
    info = await store.session("c1")
    assert info is not None
    text = (await store.export(info.id)).model_dump_json()
    with pytest.raises(ImportRefusedError) as err:
        await store.import_game("g1", "c2", "mod", mutate(text, change))
    assert reason in err.value.reason
    assert await store.session("c2") is None


@pytest.mark.parametrize("data", [
    b"\xff\xfe", "{not json", "[]", '{"format": "kilforth-game"}',
    '{"format": "kilforth-game", "schema_version": 1, "log": 7}'])
async def test_import_refuses_what_is_not_an_export(store: Store, data: str | bytes) -> None:
    with pytest.raises(ImportRefusedError):
        await store.import_game("g1", "c1", "mod", data)


async def test_export_of_a_game_that_never_started(store: Store) -> None:
    info = await store.create("g1", "c1", "p1", GameOptions(), 1)
    with pytest.raises(SessionError) as err:
        await store.export(info.id)
    assert err.value.code == "not_started"


async def test_export_reports_a_corrupt_log(store: Store, db_path: Path) -> None:
    await running(store, "c1")
    info = await store.session("c1")
    assert info is not None
    with sqlite3.connect(db_path) as conn:
        conn.execute("DROP TRIGGER log_no_update")
        conn.execute("UPDATE log SET events = ?", (snapshots.compress('[{"kind": "nonsense"}]'),))
    with pytest.raises(CorruptStateError) as err:
        await store.export(info.id)
    assert err.value.what == "log entry 1"
