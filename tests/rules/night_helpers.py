"""Situations for the Night, Ancient and scoring tests: games with chosen Ancients, heroes
ready to Assault, and rule functions run on a copy with recorded answers."""

from collections.abc import Callable
from typing import Any

from kilforth.events import Event
from kilforth.rules import ancients, board
from kilforth.rules.context import Ctx
from kilforth.state import GameState
from tests.rules.helpers import PACK, assert_sound, start


def game_with(wanted: set[str], heroes: int = 2, mode: str = "coop", **options: Any) -> GameState:
    """A Day-1 game whose setup drew exactly these Ancients (the first seed that does)."""
    for seed in range(1, 500):
        state = start(heroes, mode=mode, seed=seed, **options)
        if {a.id for a in state.ancients} == wanted:
            return state
    raise LookupError(wanted)


def resolve(state: GameState, step: Callable[[Ctx], Any], *answers: str) -> tuple[GameState, list[Event]]:
    """Run a rule function on a copy of the state, answering its prompts in order."""
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK, answers=[{"option": a} for a in answers])
    step(ctx)
    return ctx.state, ctx.events


def discard_region(state: GameState, region: str) -> None:
    """Send every Encounter on a Region to its discard pile."""
    for card in state.regions[region].encounters:
        state.discards[board.deck_of(PACK, card)].append(card)
    board.update_region(state, region, encounters=())


def sagas_done(state: GameState, *hero_ids: str) -> None:
    for hero in state.heroes:
        if not hero_ids or hero.id in hero_ids:
            hero.chapter = ancients.SAGA_COMPLETE


def arrive(state: GameState) -> GameState:
    """The Ancients enter play (R-SAGA-7), on a copy."""
    arrived, _ = resolve(state, ancients.arrive_all)
    return arrived


def at_ancient(state: GameState, hero_id: str, ancient_id: str) -> None:
    """Put the hero on the Ancient's Region, free of Encounters, never asked about Fate."""
    region = PACK.ancients[ancient_id].region
    discard_region(state, region)
    hero = state.hero(hero_id)
    hero.region = region
    hero.prefs = hero.prefs.model_copy(update={"fate": "never"})


def ready_to_assault(state: GameState, ancient_id: str, *hero_ids: str) -> GameState:
    """Every Saga complete, the Ancients on the Map, these heroes (default: the active one)
    on `ancient_id`'s Region; the state is sound."""
    ids = hero_ids or (state.turn.hero,)  # type: ignore[union-attr]
    copy = state.model_copy(deep=True)
    sagas_done(copy)
    copy = arrive(copy)
    for hero_id in ids:
        at_ancient(copy, hero_id, ancient_id)
    assert_sound(copy)
    return copy


def put_plot(state: GameState, plot: str, region: str) -> None:
    state.decks["plot"].remove(plot)
    board.add_to_region(state, region, "plots", plot)
