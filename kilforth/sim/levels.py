"""The automatic players by level name: what `simulate --agent` and the console take, and
what a Discord companion or autopilot names as its level, with each level's measured strength."""

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial

from kilforth.sim.agents import Agent, HeuristicAgent, RandomAgent
from kilforth.sim.search import TIME_LIMIT, SearchAgent

AGENTS: dict[str, Callable[[int], Agent]] = {"random": RandomAgent, "heuristic": HeuristicAgent,
                                             "search": SearchAgent}

# The same levels with budgets counted in iterations alone, so that a seed replays a game
# exactly (the simulator's promise); a time limit would make a choice depend on the load.
REPLAYABLE: dict[str, Callable[[int], Agent]] = {**AGENTS, "search": partial(SearchAgent, time_limit=None)}


@dataclass(frozen=True)
class Strength:
    """A level as `simulate` measured it: solo with one hero, 300 games, seeds 0-299."""

    solo_win_rate: float  # percent
    decision_ms_p95: float


# The figures of docs/balance.md ("The levels"), which players read in each level's
# description (the catalogues' `cmd-opt-level-choice-…`, the console's `play --level`); a test
# holds the three to agreement. The random player only tests the rules: it is no level.
STRENGTH: dict[str, Strength] = {
    "heuristic": Strength(solo_win_rate=46.7, decision_ms_p95=0.4),
    "search": Strength(solo_win_rate=55.7, decision_ms_p95=166.1),
}
LEVELS = tuple(STRENGTH)


def strongest() -> str:
    """The level that wins most in solo among those that choose within the time a Discord
    companion has (TIME_LIMIT): the default companion."""
    quick = [level for level in LEVELS if STRENGTH[level].decision_ms_p95 <= TIME_LIMIT * 1000]
    return max(quick, key=lambda level: STRENGTH[level].solo_win_rate)


def description(level: str) -> str:
    """A level in English with its measured strength, as `play --help` lists it."""
    return f"{level} (wins {STRENGTH[level].solo_win_rate:.1f}% of solo games)"
