"""Building blocks for the Saga and Gift tests: a started game, cards moved into place without
breaking the one-place-per-card invariant, commands applied with their prompts answered,
and refused commands checked to leave the state untouched."""

from collections.abc import Sequence
from typing import Any

import pytest

from kilforth import invariants
from kilforth.commands import Choose, Command
from kilforth.engine import Outcome, apply, new_game
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.options import GameOptions
from kilforth.render.prompts import said
from kilforth.rules import abilities, board
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import GameState, HeroSpec, HeroState, TurnState
from tests.rules.helpers import PACK, take

# Seat: (player, name, race, class, saga)
PRIEST = ("ann", "Ann", "human", "priest", "save-the-villagers")
ROGUE = ("bob", "Bob", "dwarf", "rogue", "assassinate-the-lord")
WARRIOR = ("cat", "Cat", "orc", "warrior", "take-the-fortress")
SORCERER = ("dan", "Dan", "elf", "sorcerer", "steal-the-artefact")


def start(*seats: tuple[str, str, str, str, str], mode: str = "coop", seed: int = 7,
          **options: Any) -> GameState:
    """A game on Day 1 at h1's turn (h1 is made First Hero), with empty hands."""
    specs = [HeroSpec(player=p, name=n, race=r, hero_class=c, saga=s, starting_deck="item")
             for p, n, r, c, s in seats or (PRIEST,)]
    out = new_game(GameOptions(mode=mode, **options), specs, seed=seed, pack=PACK)
    state = out.state
    while state.pending is not None:
        prompt = state.pending.prompt
        state = apply(state, Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)).state
    state = state.model_copy(deep=True)
    state.first_hero = "h1"
    state.turn = TurnState(hero="h1")
    for hero in state.heroes:
        for card in list(hero.rumours):
            hero.rumours.remove(card)
            state.decks[board.deck_of(PACK, card)].append(card)
    return state


def give(state: GameState, hero: str, *cards: str, zone: str = "rumours") -> None:
    for card in cards:
        take(state, card)
        getattr(state.hero(hero), zone).append(card)


def place(state: GameState, region: str, *cards: str) -> None:
    for card in cards:
        take(state, card)
        board.add_to_region(state, region, "encounters", card)


def h(state: GameState, hero: str) -> HeroState:
    return state.hero(hero)


def play(state: GameState, command: Command, *answers: str) -> tuple[GameState, list[Event]]:
    """Apply a command and answer its prompts in order (each by the player asked); the
    answers must all be used and no prompt may be left open. Invariants hold throughout."""
    out: Outcome = apply(state, command)
    events = list(out.events)
    queue = list(answers)
    while out.state.pending is not None:
        prompt = out.state.pending.prompt
        assert queue, f"unanswered prompt {prompt.kind}: {said(PACK, prompt.text)} {[o.id for o in prompt.options]}"
        out = apply(out.state, Choose(player=prompt.player, prompt=prompt.id, option=queue.pop(0)))
        events += out.events
    assert not queue, f"answers left over: {queue}"
    assert invariants.violations(PACK, out.state) == []
    return out.state, [e for e in events if e.kind != "prompt_opened"]


def until_prompt(state: GameState, command: Command, *answers: str) -> GameState:
    """Apply a command and the given answers, and return the state paused on the next prompt."""
    out = apply(state, command)
    for answer in answers:
        prompt = out.state.pending.prompt
        out = apply(out.state, Choose(player=prompt.player, prompt=prompt.id, option=answer))
    assert out.state.pending is not None
    return out.state


def refused(state: GameState, command: Command, code: str, rule: str | None = None) -> RuleError:
    """The command is illegal with this code (and rule), and the state is untouched."""
    before = state.model_dump()
    with pytest.raises(RuleError) as caught:
        apply(state, command)
    assert caught.value.code == code, caught.value
    if rule is not None:
        assert caught.value.rule == rule, caught.value
    assert caught.value.message
    assert state.model_dump() == before
    return caught.value


def of_kind(events: Sequence[Event], kind: str) -> list[Any]:
    return [e for e in events if e.kind == kind]


def dice_for(state: GameState, hero: str, attribute: str) -> int:
    """How many dice the hero rolls for an unmodified test of `attribute` (R-TEST-2)."""
    ctx = Ctx(state=state.model_copy(deep=True), pack=PACK)
    sit = Situation(attribute=attribute)  # type: ignore[arg-type]
    hero_state = ctx.state.hero(hero)
    value, _ = abilities.test_value(ctx, hero_state, attribute, sit)  # type: ignore[arg-type]
    return value + abilities.extra_dice(ctx, hero_state, sit)
