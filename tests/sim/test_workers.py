"""Commands are resolved in reused worker greenlets (engine._worker): a refused command ends
its worker without changing the state or the next command's result, and a worker that
finished a command resolves the next one."""

import random

import pytest

from kilforth import engine
from kilforth.commands import Command, Move
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState
from tests.rules.helpers import PACK

SOLO = Setup("solo", 1, "heuristic")


def at_a_free_turn(seed: int) -> tuple[GameState, Command]:
    """The first state of a seeded solo game with no open question, and the command its
    player makes there."""
    specs = deal_heroes(PACK, SOLO.mode, SOLO.heroes, random.Random(seed))
    agents = agents_for(SOLO, specs, seed)
    state = engine.new_game(GameOptions(mode="solo"), specs, seed, PACK).state
    while (player := waiting_on(state)) is not None:
        command = agents[player].act(state, player, PACK)
        if state.pending is None:
            return state, command
        state = engine.apply(state, command, PACK).state
    raise AssertionError("the game ended without a free turn")


def test_a_command_refused_inside_its_resolution_changes_nothing_and_the_next_resolves_as_ever() -> None:
    state, command = at_a_free_turn(5)
    expected = engine.apply(state, command, PACK)
    before = state.model_dump_json()
    hero = state.heroes[0]
    # R-ACT-MOVE: refused by the Move rule's own check, inside the worker.
    with pytest.raises(RuleError):
        engine.apply(state, Move(player=hero.player, region="no-such-region"), PACK)
    assert state.model_dump_json() == before
    again = engine.apply(state, command, PACK)
    assert (again.state, again.events) == (expected.state, expected.events)


def test_a_worker_that_finished_a_command_resolves_the_next() -> None:
    state, command = at_a_free_turn(8)
    engine.apply(state, command, PACK)
    idle = list(engine._PAUSED.idle)
    assert idle
    outcome = engine.apply(state, command, PACK)
    if outcome.state.pending is None:
        assert engine._PAUSED.idle[-1] is idle[-1]
    else:
        assert engine._PAUSED.held[id(outcome.state.pending)].run is idle[-1]
