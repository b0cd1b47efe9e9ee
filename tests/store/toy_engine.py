"""A small deterministic stand-in for the engine, so the store's tests exercise persistence,
not the rules: `move` goes to any region and rolls a die (the random source advances, so a
replay has something to get wrong), `camp` ends the game, anything else is a RuleError, and
so is a hero of race "unknown" at setup.
`before_apply` lets a test break in (raise, or change the database) at the moment the real
engine would be working."""

from collections.abc import Callable
from dataclasses import dataclass, field

from kilforth.commands import Camp, Command, Move
from kilforth.errors import RuleError
from kilforth.events import Camped, Event, GameOver, GameStarted, Moved, Roll
from kilforth.options import GameOptions
from kilforth.rng import RandomSource
from kilforth.state import GameResult, GameState, HeroSpec, HeroState, RegionState

REGIONS = [f"r{n}" for n in range(25)]


@dataclass
class Outcome:
    state: GameState
    events: list[Event]


@dataclass
class ToyEngine:
    before_apply: Callable[[GameState, Command], None] | None = None
    applied: int = field(default=0)

    def new_game(self, options: GameOptions, heroes: list[HeroSpec], seed: int) -> Outcome:
        for hero in heroes:
            if hero.race == "unknown":
                raise RuleError("no_such_race", "There is no race 'unknown'.", "R-SETUP-2")
        state = GameState(
            options=options, seed=seed, rng=RandomSource.from_seed(seed), phase="day",
            grid=tuple(REGIONS), regions={r: RegionState() for r in REGIONS},
            heroes=[HeroState(id=f"h{n}", player=h.player, name=h.name, race=h.race,
                              hero_class=h.hero_class, saga=h.saga or "none", max_hp=5, hp=5,
                              ap=4, gold=0, region="r12")
                    for n, h in enumerate(heroes, 1)],
            starting_heroes=len(heroes), first_hero="h1", decks={}, discards={})
        grid = list(state.grid)
        state.rng.shuffle(grid)
        state.grid = tuple(grid)
        return Outcome(state, [GameStarted(mode=options.mode, heroes=[h.id for h in state.heroes],
                                           first_hero="h1")])

    def apply(self, state: GameState, command: Command) -> Outcome:
        if self.before_apply is not None:
            self.before_apply(state, command)
        if state.result is not None:
            raise RuleError("game_over", "This game is over.")
        work = state.model_copy(deep=True)
        mine = work.heroes_of(command.player)
        if not mine:
            raise RuleError("not_seated", "You have no hero in this game.")
        hero = mine[0]
        events: list[Event]
        if isinstance(command, Move):
            if command.region not in work.regions:
                raise RuleError("no_such_region", f"There is no region {command.region}.")
            origin, hero.region = hero.region, command.region
            die = work.rng.d6()
            hero.gold += die
            events = [Moved(hero=hero.id, origin=origin, destination=hero.region),
                      Roll(tester=hero.id, attribute="sneak", dice=[die], final=[die],
                           successes=int(die >= 5))]
        elif isinstance(command, Camp):
            work.phase = "over"
            work.result = GameResult(outcome="finished", days=work.day, reason="camped")
            events = [Camped(hero=hero.id, first=True), GameOver(result=work.result)]
        else:
            raise RuleError("unsupported", f"The toy engine has no {command.kind}.")
        work.seq += 1
        self.applied += 1
        return Outcome(work, events)
