"""A moderator hands a player's seat, and in a running game their heroes, to someone else."""

import json
import sqlite3
from pathlib import Path

import pytest

from kilforth import engine
from kilforth.commands import Choose, Move
from kilforth.errors import RuleError
from kilforth.events import event_list_adapter
from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import SessionError, Store, schema, snapshots
from kilforth.store.transfer import handover, with_players

from .support import hero, running
from .toy_engine import ToyEngine


async def test_replacing_in_the_lobby_moves_the_seat(store: Store) -> None:
    await store.create("g1", "c1", "p1", GameOptions(mode="coop"), 2)
    await store.join("c1", hero("p1"))
    await store.join("c1", hero("p2", "Bors"))
    info = await store.replace("c1", "mod", "p2", "p3")
    assert info.players == ["p1", "p3"]
    assert info.seats[1] == hero("p3", "Bors")
    assert info.version == 0  # a lobby has no log yet
    started = await store.start("c1", "p1")
    assert [h.player for h in started.state.heroes] == ["p1", "p3"]
    assert (await store.replay(info.id)).ok


async def test_replacing_in_a_running_game_hands_the_hero_over(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    await store.execute("c1", "p2", Move(player="p2", region="r3"))
    info = await store.replace("c1", "mod", "p2", "p3")
    assert info.players == ["p1", "p3"] and info.version == 3
    state = await store.state("c1")
    assert [(h.player, h.region) for h in state.heroes] == [("p1", "r12"), ("p3", "r3")]
    entry = (await store.history(info.id, since=2))[0]
    assert (entry.kind, entry.player, entry.command) == ("reassign", "mod", None)

    with pytest.raises(RuleError, match="no hero"):
        await store.execute("c1", "p2", Move(player="p2", region="r4"))
    await store.execute("c1", "p3", Move(player="p3", region="r4"))
    report = await store.replay(info.id)
    assert report.ok, report.reason
    assert report.checked == 4  # start, move, reassign, move


@pytest.mark.parametrize(("player", "new_player", "code"), [
    ("p9", "p3", "not_seated"),
    ("p1", "p2", "already_seated"),
    ("p1", "p1", "already_seated"),
])
async def test_replace_refusals(store: Store, player: str, new_player: str, code: str) -> None:
    await running(store, "c1", ("p1", "p2"))
    with pytest.raises(SessionError) as err:
        await store.replace("c1", "mod", player, new_player)
    assert err.value.code == code
    assert (await store.session("c1")).version == 1  # type: ignore[union-attr]


async def test_replace_needs_an_active_game(store: Store) -> None:
    with pytest.raises(SessionError) as err:
        await store.replace("c1", "mod", "p1", "p2")
    assert err.value.code == "no_game"


async def test_undo_stops_at_a_change_of_players(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    await store.execute("c1", "p1", Move(player="p1", region="r1"))
    await store.replace("c1", "mod", "p2", "p3")
    with pytest.raises(SessionError, match="since a hero changed hands") as err:
        await store.undo("c1", "mod")
    assert err.value.code == "nothing_to_undo"

    await store.execute("c1", "p3", Move(player="p3", region="r2"))
    await store.execute("c1", "p1", Move(player="p1", region="r5"))
    with pytest.raises(SessionError, match="Only 2 command"):
        await store.undo("c1", "mod", count=3)
    undone = await store.undo("c1", "mod", count=2)
    assert [(h.player, h.region) for h in undone.state.heroes] == [("p1", "r1"), ("p3", "r12")]
    info = await store.session("c1")
    assert info is not None
    assert (await store.replay(info.id)).ok


async def test_export_import_keeps_the_change_of_players(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    info = await store.replace("c1", "mod", "p1", "p4")
    data = (await store.export(info.id)).model_dump_json()
    await store.abandon("c1", "mod")
    imported = await store.import_game("g1", "c2", "mod", data)
    assert imported.players == ["p4", "p2"]
    report = await store.replay(imported.id)
    assert report.ok, report.reason


async def test_replay_finds_a_change_of_players_that_changed_more(
        store: Store, db_path: Path) -> None:
    await running(store, "c1", ("p1", "p2"))
    info = await store.replace("c1", "mod", "p2", "p3")
    with sqlite3.connect(db_path) as conn:
        state = json.loads(snapshots.decompress(
            conn.execute("SELECT state FROM sessions").fetchone()[0]))
        state["heroes"][1]["gold"] += 50
        changed = json.dumps(state)
        conn.execute(
            "INSERT INTO log (session_id, version, kind, player, at, status, events, "
            "state_hash) VALUES (?, 3, 'reassign', 'mod', '2025-01-01T00:00:00+00:00', "
            "'running', ?, ?)", (info.id, snapshots.compress("[]"), snapshots.state_hash(changed)))
        conn.execute("INSERT INTO snapshots (session_id, version, state) VALUES (?, 3, ?)",
                     (info.id, snapshots.compress(changed)))
    report = await store.replay(info.id)
    assert not report.ok
    assert report.mismatch == 3 and "heroes" in report.reason


async def test_replay_finds_seats_that_disagree_with_the_heroes(
        store: Store, db_path: Path) -> None:
    await running(store, "c1", ("p1", "p2"))
    info = await store.session("c1")
    assert info is not None
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE seats SET player = 'p7', hero = replace(hero, '\"p2\"', '\"p7\"') "
                     "WHERE player = 'p2'")
    report = await store.replay(info.id)
    assert not report.ok and "seats" in report.reason


def test_an_open_prompt_goes_with_its_hero() -> None:
    specs = [HeroSpec(player="p1", name="Ann", race="human", hero_class="warrior",
                      saga="take-the-fortress"),
             HeroSpec(player="p2", name="Bors", race="dwarf", hero_class="rogue",
                      saga="assassinate-the-lord")]
    state = engine.new_game(GameOptions(mode="coop"), specs, seed=3).state
    assert state.pending is not None and state.pending.prompt.player == "p1"
    handed = with_players(state, {"p1": "p9"})
    assert handover(state, handed) == {"p1": "p9"}
    assert handed.pending is not None
    prompt = handed.pending.prompt
    assert prompt.player == "p9"
    assert [h.player for h in handed.pending.base.heroes] == ["p9", "p2"]
    assert state.pending.prompt.player == "p1"  # the original is untouched

    with pytest.raises(RuleError):
        engine.apply(handed, Choose(player="p1", prompt=prompt.id, option=prompt.options[0].id))
    answered = engine.apply(
        handed, Choose(player="p9", prompt=prompt.id, option=prompt.options[0].id)).state
    assert [h.player for h in answered.heroes] == ["p9", "p2"]


def test_handover_refuses_what_is_not_a_change_of_players(toy: ToyEngine) -> None:
    state = toy.new_game(GameOptions(mode="solo"), [hero("p1", "A"), hero("p1", "B")], 3).state
    split = state.model_copy(update={"heroes": [
        state.heroes[0], state.heroes[1].model_copy(update={"player": "p2"})]})
    assert handover(state, split) is None
    assert handover(state, state.model_copy(update={"heroes": state.heroes[:1]})) is None
    assert handover(state, with_players(state, {"p1": "p2"})) == {"p1": "p2"}


def _first_schema_game(db_path: Path, toy: ToyEngine) -> None:
    """A database at schema 1 (as the first release wrote it) holding a two-hero game that
    has played one command: every log row carries its state."""
    options = GameOptions(mode="coop")
    heroes = [hero("p1"), hero("p2")]
    started = toy.new_game(options, heroes, 7)
    moved = toy.apply(started.state, Move(player="p1", region="r1"))
    with sqlite3.connect(db_path) as conn:
        statements = schema.MIGRATIONS[0]
        assert isinstance(statements, list)
        for statement in statements:
            conn.execute(statement)
        conn.execute("PRAGMA user_version = 1")
        conn.execute(
            "INSERT INTO sessions (id, guild, channel, status, options, hero_count, seed, "
            "created_by, created_at, updated_at) VALUES (1, 'g1', 'c1', 'lobby', ?, 2, 7, "
            "'p1', '2025-01-01T00:00:00+00:00', '2025-01-01T00:00:00+00:00')",
            (options.model_dump_json(),))
        conn.executemany("INSERT INTO seats VALUES (1, ?, ?, ?)",
                         [(n, h.player, h.model_dump_json()) for n, h in enumerate(heroes, 1)])
        conn.executemany(
            "INSERT INTO log (session_id, version, kind, player, at, status, command, events, "
            "state) VALUES (1, ?, ?, 'p1', '2025-01-01T00:00:00+00:00', 'running', ?, ?, ?)",
            [(1, "start", None, event_list_adapter.dump_json(started.events).decode(),
              started.state.model_dump_json()),
             (2, "command", Move(player="p1", region="r1").model_dump_json(),
              event_list_adapter.dump_json(moved.events).decode(),
              moved.state.model_dump_json())])


async def test_a_first_schema_database_is_migrated_with_its_games(
        db_path: Path, toy: ToyEngine) -> None:
    _first_schema_game(db_path, toy)
    async with await Store.open(db_path, engine=toy) as store:
        info = await store.session("c1")
        assert info is not None and info.version == 2
        assert [e.kind for e in await store.history(info.id)] == ["start", "command"]
        await store.replace("c1", "mod", "p2", "p3")
        moved = await store.execute("c1", "p3", Move(player="p3", region="r2"))
        assert moved.version == 4
        assert (await store.replay(info.id)).ok
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
        with pytest.raises(sqlite3.IntegrityError, match="append"):
            conn.execute("DELETE FROM log")
        with pytest.raises(sqlite3.IntegrityError, match="version conflict"):
            conn.execute(
                "INSERT INTO log (session_id, version, kind, player, at, status, events) "
                "VALUES (?, 2, 'abandon', 'mod', 'now', 'abandoned', x'')", (info.id,))
