"""Seats the computer plays: the companions' player ids and the automatic player each seat
gets. The console and the Discord bot both seat companions this way, so a game stored by one
is understood by the other."""

from collections.abc import Iterable

from kilforth.sim.agents import Agent
from kilforth.sim.levels import AGENTS

# A companion's player id is this prefix and a number; no Discord user id starts with it.
COMPUTER = "computer"
DEFAULT_LEVEL = "heuristic"


def is_computer(player: str) -> bool:
    return player.startswith(COMPUTER)


def computer_player(taken: Iterable[str]) -> str:
    """The first companion id not among `taken`."""
    used = set(taken)
    return next(f"{COMPUTER}{n}" for n in range(1, len(used) + 2) if f"{COMPUTER}{n}" not in used)


def pilot(level: str, seed: int, n: int) -> Agent:
    """The automatic player of level `level` for the `n`th seat the computer plays in the game
    dealt from `seed`: each seat draws its own choices, and the same game replays alike."""
    return AGENTS[level](seed * 31 + n)


def companions_for(players: Iterable[str], seed: int, level: str = DEFAULT_LEVEL
                   ) -> dict[str, Agent]:
    """An automatic player for every computer seat among `players`."""
    computers = dict.fromkeys(p for p in players if is_computer(p))
    return {p: pilot(level, seed, n) for n, p in enumerate(computers)}
