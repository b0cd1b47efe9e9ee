"""The store reuses the state a command produced for the next command on that session, and
only while the stored text is the text it wrote: a change made elsewhere is read as usual."""

import sqlite3
from pathlib import Path

import pytest

from kilforth.commands import Command, Move
from kilforth.content.pack import load_pack
from kilforth.options import GameOptions
from kilforth.state import GameState
from kilforth.store import Store, snapshots
from kilforth.store.cache import StateCache

from .support import hero, running
from .toy_engine import ToyEngine


def seen_by(toy: ToyEngine) -> list[GameState]:
    seen: list[GameState] = []

    def record(state: GameState, command: Command) -> None:
        seen.append(state)

    toy.before_apply = record
    return seen


async def test_next_command_starts_from_the_state_just_produced(
        store: Store, toy: ToyEngine) -> None:
    started = await running(store, "c1")
    seen = seen_by(toy)
    first = await store.execute("c1", "p1", Move(player="p1", region="r1"))
    await store.execute("c1", "p1", Move(player="p1", region="r2"))
    assert seen[0] is started.state and seen[1] is first.state


async def test_a_state_changed_elsewhere_is_read_again(
        store: Store, toy: ToyEngine, db_path: Path) -> None:
    await running(store, "c1")
    first = await store.execute("c1", "p1", Move(player="p1", region="r1"))
    repaired = first.state.model_copy(update={"day": first.state.day + 1})
    with sqlite3.connect(db_path) as conn:
        conn.execute("UPDATE sessions SET state = ?",
                     (snapshots.compress(repaired.model_dump_json()),))
    conn.close()
    seen = seen_by(toy)
    await store.execute("c1", "p1", Move(player="p1", region="r2"))
    assert seen[0] is not first.state and seen[0] == repaired


def test_an_entry_serves_only_its_own_blob_and_the_oldest_goes_first(
        toy: ToyEngine) -> None:
    states = [toy.new_game(GameOptions(), [hero("p1")], seed).state for seed in (1, 2, 3)]
    texts = [snapshots.compress(state.model_dump_json()) for state in states]
    cache = StateCache(capacity=2)
    cache.put(1, texts[0], states[0])
    cache.put(2, texts[1], states[1])
    assert cache.get(1, texts[0]) is states[0]
    assert cache.get(1, texts[1]) is None
    cache.put(3, texts[2], states[2])
    assert cache.get(2, texts[1]) is None
    assert cache.get(1, texts[0]) is states[0] and cache.get(3, texts[2]) is states[2]


async def test_a_button_reads_the_cached_state_the_last_command_produced(store: Store) -> None:
    await running(store, "c1")
    played = await store.execute("c1", "p1", Move(player="p1", region="r1"))
    assert await store.state("c1") is played.state


async def test_the_cache_holds_as_many_games_as_it_is_given(db_path: Path, toy: ToyEngine
                                                            ) -> None:
    async with await Store.open(db_path, engine=toy, active_games=1) as store:
        first = await running(store, "c1")
        second = await running(store, "c2")
        assert await store.state("c2") is second.state
        # The first game was pushed out: read again, equal but not the same object.
        again = await store.state("c1")
        assert again == first.state and again is not first.state


async def test_a_cache_of_no_game_is_refused(db_path: Path) -> None:
    with pytest.raises(ValueError, match="at least one game"):
        await Store.open(db_path, active_games=0)


def test_the_base_pack_has_one_cache_key() -> None:
    assert load_pack() is load_pack(None)
