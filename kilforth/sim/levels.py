"""The automatic players by level name: what `simulate --agent` and the console take, and
what a Discord companion or autopilot names as its level."""

from collections.abc import Callable

from kilforth.sim.agents import Agent, HeuristicAgent, RandomAgent
from kilforth.sim.search import SearchAgent

AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "heuristic": HeuristicAgent,
                                             "search": SearchAgent}
