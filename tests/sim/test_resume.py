"""An answered question goes on from where the command paused while this process holds the
paused resolution; a state read back from the store (after a restart) replays the command
from its base state instead. Both ways must give the same state and the same events, in
every mode, with Gifts sent at questions too (DESIGN.md §3)."""

import random

import pytest

from kilforth import engine
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.errors import RuleError
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState

PACK = load_pack()

GAMES = [
    (Setup("solo", 1, "heuristic"), range(0, 3)),
    (Setup("coop", 2, "random"), range(0, 2)),
    (Setup("competitive", 2, "heuristic"), range(0, 2)),
    (Setup("coop", 4, "random"), range(0, 1)),
]


def read_back(state: GameState) -> GameState:
    """The state as the store gives it after a restart: equal, but a new object."""
    return GameState.model_validate_json(state.model_dump_json())


@pytest.mark.parametrize(("setup", "seeds"), GAMES, ids=lambda x: f"{x.mode}-{x.heroes}-{x.agent}"
                         if isinstance(x, Setup) else f"{len(x)}games")
def test_an_answer_resumed_in_process_gives_what_its_replay_gives(setup: Setup, seeds: range) -> None:
    resumed = 0
    for seed in seeds:
        specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        state = new_game(GameOptions(mode=setup.mode), specs, seed, PACK).state
        while (player := waiting_on(state)) is not None:
            command = agents[player].act(state, player, PACK)
            if state.pending is None:
                state = apply(state, command, PACK).state
                continue
            assert id(state.pending) in engine._PAUSED.held  # this answer goes on in process
            try:
                replayed = apply(read_back(state), command, PACK)
            except RuleError as refused:
                with pytest.raises(RuleError) as live_refusal:
                    apply(state, command, PACK)
                assert live_refusal.value.code == refused.code
                break
            live = apply(state, command, PACK)
            assert live.state == replayed.state
            assert [e.model_dump() for e in live.events] == [e.model_dump() for e in replayed.events]
            resumed += 1
            state = live.state
    assert resumed > 20


def test_a_state_answered_twice_replays_the_second_time() -> None:
    """The paused resolution is used once; answering the same state again (a moderator's
    undo, a second click) replays and gives the same result."""
    setup = Setup("solo", 1, "heuristic")
    specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(0))
    agent = agents_for(setup, specs, 0)[specs[0].player]
    state = new_game(GameOptions(mode="solo"), specs, 0, PACK).state
    assert state.pending is not None
    command = agent.act(state, specs[0].player, PACK)
    first = apply(state, command, PACK)
    assert id(state.pending) not in engine._PAUSED.held
    again = apply(state, command, PACK)
    assert again.state == first.state and again.events == first.events


def test_a_question_paused_in_one_thread_is_answered_in_another_by_replay() -> None:
    """A greenlet runs only in its own thread: the store's replays run in a worker thread,
    and an answer there replays the command instead."""
    from concurrent.futures import ThreadPoolExecutor

    setup = Setup("solo", 1, "heuristic")
    specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(1))
    agent = agents_for(setup, specs, 1)[specs[0].player]
    state = new_game(GameOptions(mode="solo"), specs, 1, PACK).state
    command = agent.act(state, specs[0].player, PACK)
    with ThreadPoolExecutor(1) as worker:
        elsewhere = worker.submit(apply, state, command, PACK).result()
    here = apply(read_back(state), command, PACK)
    assert elsewhere.state == here.state and elsewhere.events == here.events
