"""A state is a value (DESIGN.md §3): `apply` never changes its input, and no later command
changes a state handed out before, although copies share what they have not changed (frozen
Regions and Preferences, and the decks and discard piles until one is changed)."""

import random
from itertools import pairwise

import pytest
from pydantic import ValidationError

from kilforth.copies import clone
from kilforth.engine import apply, new_game
from kilforth.options import GameOptions
from kilforth.rules import board
from kilforth.rules.context import Ctx
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState
from tests.rules.helpers import PACK


def played(setup: Setup, seed: int) -> list[GameState]:
    """Every state of a seeded game, each checked unchanged by the command applied to it."""
    specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    states = [new_game(GameOptions(mode=setup.mode), specs, seed, PACK).state]
    while (player := waiting_on(states[-1])) is not None:
        state = states[-1]
        before = state.model_dump_json()
        states.append(apply(state, agents[player].act(state, player, PACK), PACK).state)
        assert state.model_dump_json() == before
    return states


# The competitive game brings the Ancient, Assaults it and heals it (R-SAGA-7, R-GIFT-AS).
@pytest.mark.parametrize(("setup", "seed"), [(Setup("solo", 1), 11), (Setup("competitive", 3), 4)],
                         ids=["solo-1", "competitive-3"])
def test_no_command_changes_a_state_handed_out_before(setup: Setup, seed: int) -> None:
    states = played(setup, seed)
    seen = [s.model_dump_json() for s in states]
    replayed = played(setup, seed)  # the same game again, resuming and sharing as before
    assert [s.model_dump_json() for s in replayed] == seen
    assert [s.model_dump_json() for s in states] == seen
    assert any(a.decks is not b.decks and a.decks["night"] is b.decks["night"] for a, b in pairwise(states))
    assert any(a.ancients[0] is b.ancients[0] for a, b in pairwise(states))


def test_changing_a_pile_of_a_copy_never_changes_the_original() -> None:
    original = played(Setup("solo", 1), 3)[5]
    before = original.model_dump_json()
    ctx = Ctx(state=clone(original), pack=PACK)
    deck = next(d for d, cards in original.decks.items() if d.startswith("encounter:") and cards)
    card = board.draw(ctx, deck)
    assert card is not None
    board.discard(ctx, card)
    item = board.draw(ctx, "reward:item")
    assert item is not None
    board.shuffle_into(ctx, item)
    hero = ctx.state.heroes[0]
    hero.rumours.append(card)
    hero.bonus_ap["move"] = 3
    hero.gold += 5
    ctx.state.rng.d6()
    assert original.model_dump_json() == before
    assert ctx.state.decks[deck] is not original.decks[deck]
    assert ctx.state.decks["night"] is original.decks["night"]  # untouched, so still shared


def test_what_copies_share_is_frozen() -> None:
    state = played(Setup("solo", 1), 3)[5]
    copy = clone(state)
    region = next(iter(copy.regions))
    assert copy.regions[region] is state.regions[region]
    assert copy.heroes[0].prefs is state.heroes[0].prefs
    with pytest.raises(ValidationError):
        copy.regions[region].obstacles = 2  # type: ignore[misc]
    with pytest.raises(ValidationError):
        copy.heroes[0].prefs.loot = "gold"  # type: ignore[misc]
