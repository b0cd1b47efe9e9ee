"""A sample game for pictures and benchmarks: a seeded setup played by the heuristic players
up to a given Day, or to its end."""

import random

from kilforth.chronicle import Step
from kilforth.content.pack import Pack
from kilforth.engine import apply, new_game
from kilforth.options import GameOptions, Mode
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import MAX_COMMANDS, Setup, agents_for, deal_heroes
from kilforth.state import GameState


def sample_game(pack: Pack, *, seed: int, day: int = 1, heroes: int = 4) -> GameState:
    """The state when Day `day` begins, setup done (or the game's end, if it ends sooner), in a
    cooperative game of `heroes` heroes (solo for one) dealt and played as the simulator does
    with the same seed."""
    setup = Setup(mode="solo" if heroes == 1 else "coop", heroes=heroes)
    specs = deal_heroes(pack, setup.mode, heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    state = new_game(GameOptions(mode=setup.mode), specs, seed, pack).state
    # Setup asks the players questions too (their starting Rewards): answer those even for Day 1.
    while (state.day < day or state.phase == "setup") and (player := waiting_on(state)) is not None:
        state = apply(state, agents[player].act(state, player, pack), pack).state
    return state


def sample_steps(pack: Pack, *, seed: int, heroes: int = 4, mode: Mode = "coop") -> list[Step]:
    """A whole game, dealt and played as the simulator does with the same seed, entry by
    entry with every state (solo whatever `mode` for one hero)."""
    setup = Setup(mode="solo" if heroes == 1 else mode, heroes=heroes)
    specs = deal_heroes(pack, setup.mode, heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    outcome = new_game(GameOptions(mode=setup.mode), specs, seed, pack)
    steps = [Step(outcome.events, outcome.state)]
    state = outcome.state
    while state.result is None:
        player = waiting_on(state)
        if player is None or len(steps) > MAX_COMMANDS:
            raise RuntimeError(f"the sample game of seed {seed} does not end")
        outcome = apply(state, agents[player].act(state, player, pack), pack)
        state = outcome.state
        steps.append(Step(outcome.events, state))
    return steps
