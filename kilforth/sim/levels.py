"""The automatic players by level name: what `simulate --agent` and the console take, and
what a Discord companion or autopilot names as its level."""

from collections.abc import Callable
from functools import partial

from kilforth.sim.agents import Agent, HeuristicAgent, RandomAgent
from kilforth.sim.search import SearchAgent

AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "heuristic": HeuristicAgent,
                                             "search": SearchAgent}

# The same levels with budgets counted in iterations alone, so that a seed replays a game
# exactly (the simulator's promise); a time limit would make a choice depend on the load.
REPLAYABLE: dict[str, Callable[[int], Agent]] = {**AGENTS, "search": partial(SearchAgent, time_limit=None)}
