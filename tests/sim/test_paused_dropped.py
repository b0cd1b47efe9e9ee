"""Paused commands are dropped when their game ends (issue 14, point 10): each costs tens of
KB (`python -m kilforth.sim.memory`), and nothing answers a finished game's questions."""

import random

from kilforth import engine
from kilforth.content.pack import load_pack
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.memory import paused_cost
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState

PACK = load_pack()
SOLO = Setup("solo", 1, "heuristic")


def paused_of(seed: int) -> int:
    return sum(1 for paused in engine._PAUSED.held.values() if paused.base.seed == seed)


def dealt(seed: int) -> tuple[GameState, dict[str, object]]:
    specs = deal_heroes(PACK, SOLO.mode, SOLO.heroes, random.Random(seed))
    state = engine.new_game(GameOptions(mode="solo"), specs, seed, PACK).state
    return state, agents_for(SOLO, specs, seed)


def test_a_game_that_ends_drops_its_paused_commands_and_no_others() -> None:
    other, _ = dealt(99)
    state, agents = dealt(7)
    dealt(7)  # a second deal of the same game: a branch nothing will answer, like an undo's
    assert paused_of(7) == 2 and paused_of(99) == 1
    while (player := waiting_on(state)) is not None:
        state = engine.apply(state, agents[player].act(state, player, PACK), PACK).state  # type: ignore[attr-defined]
    assert state.result is not None
    assert paused_of(7) == 0
    assert paused_of(99) == 1 and other.pending is not None


def test_an_answer_to_a_forgotten_pause_is_replayed_to_the_same_result() -> None:
    state, agents = dealt(11)
    command = agents[state.pending.prompt.player].act(state, state.pending.prompt.player, PACK)  # type: ignore[attr-defined, union-attr]
    resumed = engine.apply(state, command, PACK)
    again, _ = dealt(11)
    engine.forget(11)
    assert paused_of(11) == 0
    replayed = engine.apply(again, command, PACK)
    assert (replayed.state, replayed.events) == (resumed.state, resumed.events)


def test_the_memory_measure_counts_what_dropping_frees() -> None:
    count, held = paused_cost(3, 1, 5, keep_states=True)
    _, alone = paused_cost(3, 1, 5, keep_states=False)
    assert count == 3
    # Without the states handed out, dropping a pause frees its base state and its working
    # copy too.
    assert 0 < held < alone
