"""`python -m kilforth.sim.memory [GAMES] [HEROES] [AFTER]`: what a paused command costs in
memory (the figure `kilforth.engine` states). Seeded games between heuristic players are
stopped at their first question after AFTER commands; tracemalloc then measures what dropping
their paused commands frees, first while the states handed out are still held (as the store's
cache holds a running game's), then once nothing else holds them (a game that ended or was
abandoned)."""

import argparse
import gc
import random
import sys
import tracemalloc

from kilforth import engine
from kilforth.content.pack import load_pack
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState


def _paused_games(games: int, heroes: int, after: int) -> list[GameState]:
    pack = load_pack()
    setup = Setup(mode="coop" if heroes > 1 else "solo", heroes=heroes)
    stopped = []
    for seed in range(games):
        specs = deal_heroes(pack, setup.mode, heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        state = engine.new_game(GameOptions(mode=setup.mode), specs, seed, pack).state
        played = 0
        while (player := waiting_on(state)) is not None:
            if state.pending is not None and played >= after:
                break
            state = engine.apply(state, agents[player].act(state, player, pack), pack).state
            played += 1
        if state.pending is not None:
            stopped.append(state)
    return stopped


def paused_cost(games: int, heroes: int, after: int, *, keep_states: bool) -> tuple[int, float]:
    """(paused commands measured, bytes each that dropping them frees)."""
    engine._PAUSED.held.clear()
    tracemalloc.start()
    try:
        states = _paused_games(games, heroes, after)
        count = len(states)
        if not keep_states:
            states.clear()
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        engine._PAUSED.held.clear()
        gc.collect()
        freed = before - tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    return count, freed / max(count, 1)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(prog="python -m kilforth.sim.memory",
                                     description="What a paused command costs in memory.")
    parser.add_argument("games", type=int, nargs="?", default=40)
    parser.add_argument("heroes", type=int, nargs="?", default=4, choices=range(1, 5))
    parser.add_argument("after", type=int, nargs="?", default=40,
                        help="commands played before stopping at a question")
    args = parser.parse_args(argv)
    games, heroes, after = args.games, args.heroes, args.after
    for keep in (True, False):
        count, each = paused_cost(games, heroes, after, keep_states=keep)
        held = "while the states handed out are held" if keep else "once nothing else holds them"
        print(f"{count} paused commands, {heroes} hero(es), after {after}+ commands: "
              f"{each / 1024:.0f} KB each {held}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
