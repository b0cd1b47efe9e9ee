"""Building blocks for rules tests: start a game, answer prompts, put a state into a
situation (a copied state may be edited directly), and script the dice."""

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from kilforth.commands import Choose, Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import Outcome, apply, new_game
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.invariants import violations
from kilforth.options import GameOptions
from kilforth.rules import board
from kilforth.rules.context import Ctx
from kilforth.state import GameState, HeroSpec

# The rules tests' own frozen pack: rebalancing data/ must not change what they check.
FIXTURE_PACK = Path(__file__).resolve().parent.parent / "fixtures" / "rules-pack"
PACK: Pack = load_pack(str(FIXTURE_PACK))
CITY = PACK.city.id
SAGA_OF = {s.suggested_class: s.id for s in PACK.sagas.values()}  # each Class's suggested Saga
P1, P2, P3, P4 = "u1", "u2", "u3", "u4"
DEFAULT_HEROES = [
    (P1, "human", "warrior", "take-the-fortress"),
    (P2, "elf", "priest", "save-the-villagers"),
    (P3, "halfling", "rogue", "assassinate-the-lord"),
    (P4, "dwarf", "sorcerer", "steal-the-artefact"),
]


def start(heroes: int = 1, mode: str = "coop", seed: int = 7, specs: list[tuple[str, str, str, str]] | None = None,
          **options: Any) -> GameState:
    """A game on Day 1 with every starting Reward taken (the first card offered)."""
    chosen = specs or DEFAULT_HEROES[:heroes]
    if mode == "solo":
        chosen = [(P1, r, c, s) for _, r, c, s in chosen]
    hero_specs = [HeroSpec(player=p, name=f"{r}-{c}", race=r, hero_class=c, saga=s, starting_deck="item")
                  for p, r, c, s in chosen]
    state = new_game(GameOptions(mode=mode, **options), hero_specs, seed=seed, pack=PACK).state
    while state.pending is not None and state.phase == "setup":
        state = answer(state, state.pending.prompt.options[0].id).state
    return state


def answer(state: GameState, option: str) -> Outcome:
    prompt = state.pending.prompt  # type: ignore[union-attr]
    return apply(state, Choose(player=prompt.player, prompt=prompt.id, option=option))


def run(state: GameState, command: Command, *answers: str) -> Outcome:
    """Apply a command, then answer each prompt in turn with the given option ids."""
    out = apply(state, command)
    for option in answers:
        assert out.state.pending is not None, f"no prompt left to answer with {option!r}"
        events = out.events
        out = answer(out.state, option)
        out.events = [*events, *out.events]
    assert_sound(out.state)
    return out


def assert_sound(state: GameState) -> None:
    problems = violations(PACK, state)
    assert not problems, problems


def refused(state: GameState, command: Command, code: str) -> RuleError:
    """The command is refused with `code` and the state it was applied to is unchanged."""
    before = state.model_dump_json()
    with pytest.raises(RuleError) as info:
        apply(state, command)
    assert info.value.code == code, f"{info.value.code}: {info.value.message}"
    assert state.model_dump_json() == before
    assert info.value.message
    return info.value


def edit(state: GameState, change: Callable[[GameState], None]) -> GameState:
    """A copy of the state with a situation set up by hand."""
    copy = state.model_copy(deep=True)
    change(copy)
    return copy


def take(state: GameState, card: str) -> None:
    """Remove a card from wherever it is (deck, discard, region, hand), for placing it."""
    for pile in (*state.decks.values(), *state.discards.values()):
        if card in pile:
            pile.remove(card)
            return
    for name, region in state.regions.items():
        if card in region.encounters:
            board.remove_from_region(state, name, "encounters", card)
            return
    for hero in state.heroes:
        for zone in (hero.rumours, hero.assets, hero.loot):
            if card in zone:
                zone.remove(card)
                return
    raise KeyError(card)


def place(state: GameState, card: str, region: str) -> None:
    take(state, card)
    board.add_to_region(state, region, "encounters", card)


def give(state: GameState, hero_id: str, card: str, zone: str = "rumours") -> None:
    take(state, card)
    getattr(state.hero(hero_id), zone).append(card)


def stack(state: GameState, deck: str, card: str) -> None:
    """Put a card on top of its deck."""
    take(state, card)
    state.decks[deck].append(card)


def dice(state: GameState, *faces: int) -> None:
    state.rng.scripted = list(faces)


def ctx(state: GameState) -> Ctx:
    return Ctx(state=state, pack=PACK)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def of_kind(events: list[Event], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def first(pred: Callable[[Any], bool], items: Any) -> Any:
    return next(i for i in items if pred(i))


def encounter(kind: str, terrain: str | None = None, **fields: Any) -> str:
    """The id of a base-pack Encounter of this type (and terrain) matching `fields`."""
    for card in PACK.encounters.values():
        if card.type == kind and card.event is None and (terrain is None or card.terrain == terrain) and all(
            getattr(card, k) == v for k, v in fields.items()
        ):
            return card.id
    raise LookupError((kind, terrain, fields))


def region_of(state: GameState, terrain: str | None) -> str:
    return next(r for r in state.grid if board.terrain_of(PACK, r) == terrain)


def neighbour(state: GameState, region: str, terrain: str | None = None) -> str:
    return next(r for r in board.orthogonal(state, region) if terrain is None or board.terrain_of(PACK, r) == terrain)
