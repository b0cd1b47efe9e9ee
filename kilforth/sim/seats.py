"""Seats the computer plays: the companions' player ids and the automatic player each seat
gets. The console and the Discord bot both seat companions this way, so a game stored by one
is understood by the other."""

from collections.abc import Iterable

from kilforth.content.pack import Pack
from kilforth.sim.agents import Agent
from kilforth.sim.levels import AGENTS, strongest

# A companion's player id is this prefix and a number; no Discord user id starts with it.
COMPUTER = "computer"
# The strongest level that meets a Discord companion's time limit (`kilforth.sim.levels`).
DEFAULT_LEVEL = strongest()

# R-SETUP-16 (a): the first-game Class and Saga pairs, each with a Race to go with it.
FIRST_GAME = [
    ("human", "warrior", "take-the-fortress"),
    ("elf", "priest", "save-the-villagers"),
    ("halfling", "rogue", "assassinate-the-lord"),
    ("dwarf", "sorcerer", "steal-the-artefact"),
]


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


def suggested_hero(pack: Pack, taken: dict[str, set[str]], race: str | None = None,
                   hero_class: str | None = None, saga: str | None = None
                   ) -> tuple[str, str, str]:
    """A seat's Race, Class and Saga: those chosen, completed from the next first-game pairing
    whose cards are free (any free card when the pack has none left). `taken`: the cards
    other seats hold, under "race", "class" and "saga"."""
    pairs = [(r, c, s) for r, c, s in FIRST_GAME
             if r in pack.races and c in pack.classes and s in pack.sagas
             and r not in taken["race"] and c not in taken["class"] and s not in taken["saga"]]
    paired_race, klass, paired_saga = pairs[0] if pairs else (None, None, None)
    race = race or paired_race or next(r for r in pack.races if r not in taken["race"])
    klass = hero_class or klass or next(c for c in pack.classes if c not in taken["class"])
    if hero_class and not saga:
        paired_saga = saga_for(pack, klass, taken["saga"]) or paired_saga
    saga = saga or paired_saga or next(s for s in pack.sagas if s not in taken["saga"])
    return race, klass, saga


def saga_for(pack: Pack, klass: str, taken: set[str]) -> str | None:
    """The free Saga that suits Class `klass`, if any."""
    return next((s for s, saga in pack.sagas.items()
                 if saga.suggested_class == klass and s not in taken), None)
