"""The store reuses the state a command produced for the next command on that session, and
only while the stored text is the text it wrote: a change made elsewhere is read as usual."""

import sqlite3
from pathlib import Path

from kilforth.commands import Command, Move
from kilforth.options import GameOptions
from kilforth.state import GameState
from kilforth.store import Store
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
        conn.execute("UPDATE sessions SET state = ?", (repaired.model_dump_json(),))
    conn.close()
    seen = seen_by(toy)
    await store.execute("c1", "p1", Move(player="p1", region="r2"))
    assert seen[0] is not first.state and seen[0] == repaired


def test_an_entry_serves_only_its_own_text_and_the_oldest_goes_first(
        toy: ToyEngine) -> None:
    states = [toy.new_game(GameOptions(), [hero("p1")], seed).state for seed in (1, 2, 3)]
    texts = [state.model_dump_json() for state in states]
    cache = StateCache(capacity=2)
    cache.put(1, texts[0], states[0])
    cache.put(2, texts[1], states[1])
    assert cache.get(1, texts[0]) is states[0]
    assert cache.get(1, texts[1]) is None
    cache.put(3, texts[2], states[2])
    assert cache.get(2, texts[1]) is None
    assert cache.get(1, texts[0]) is states[0] and cache.get(3, texts[2]) is states[2]
