"""Sample games for pictures, benchmarks and reading the event lines: a seeded setup played by
the heuristic players, up to a given Day or to its end."""

import random
from collections.abc import Iterator

from kilforth.chronicle import Step
from kilforth.content.pack import Pack
from kilforth.engine import apply, new_game
from kilforth.events import Event
from kilforth.options import GameOptions, Mode
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import MAX_COMMANDS, Setup, agents_for, deal_heroes
from kilforth.state import GameState


def played(pack: Pack, *, seed: int, heroes: int = 4, mode: Mode = "coop",
           names: tuple[str, ...] | None = None) -> Iterator[tuple[GameState, list[Event]]]:
    """A game of `heroes` heroes (solo whatever `mode` for one) dealt and played as the
    simulator does with the same seed: the state after dealing and after each command, with
    the events that led to it, until the game ends or nobody can act. `names` names the
    heroes, one per seat."""
    setup = Setup(mode="solo" if heroes == 1 else mode, heroes=heroes)
    specs = deal_heroes(pack, setup.mode, heroes, random.Random(seed))
    if names is not None:
        specs = [s.model_copy(update={"name": name}) for s, name in zip(specs, names, strict=True)]
    agents = agents_for(setup, specs, seed)
    outcome = new_game(GameOptions(mode=setup.mode), specs, seed, pack)
    yield outcome.state, list(outcome.events)
    state = outcome.state
    while state.result is None and (player := waiting_on(state)) is not None:
        outcome = apply(state, agents[player].act(state, player, pack), pack)
        state = outcome.state
        yield state, list(outcome.events)


def sample_game(pack: Pack, *, seed: int, day: int = 1, heroes: int = 4) -> GameState:
    """The state when Day `day` begins, setup done (or the game's end, if it ends sooner), in
    the cooperative game `played` plays."""
    # Setup asks the players questions too (their starting Rewards): answer those even for Day 1.
    for state, _ in played(pack, seed=seed, heroes=heroes):
        if state.day >= day and state.phase != "setup":
            break
    return state


def sample_steps(pack: Pack, *, seed: int, heroes: int = 4, mode: Mode = "coop") -> list[Step]:
    """A whole game `played`, entry by entry with every state."""
    steps = []
    for state, events in played(pack, seed=seed, heroes=heroes, mode=mode):
        if len(steps) > MAX_COMMANDS:
            break
        steps.append(Step(events, state))
    if steps[-1].state is None or steps[-1].state.result is None:
        raise RuntimeError(f"the sample game of seed {seed} does not end")
    return steps
