"""The models the engine builds without validating them (`kilforth.built`) hold values of
their declared types: every state and every event of whole games, in each mode, reads back
from its JSON equal to itself, so that a value of a wrong type (a list for a tuple, a string
for a number) built by a rule is caught here rather than in a player's saved game."""

import random

import pytest
from pydantic import BaseModel, ValidationError

from kilforth.built import Built
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.events import Engaged, Moved, event_list_adapter
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes, options_for
from kilforth.state import GameState, Preferences, TurnState, Words

PACK = load_pack()
GAMES = [Setup("solo", 1, "heuristic"), Setup("coop", 4, "heuristic"), Setup("competitive", 3, "heuristic")]


@pytest.mark.parametrize("setup", GAMES, ids=lambda s: f"{s.mode}-{s.heroes}")
def test_every_state_and_event_of_a_game_reads_back_from_json_as_itself(setup: Setup) -> None:
    seed = 4
    specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    outcome = new_game(options_for(setup), specs, seed, PACK)
    checked = 0
    while True:
        state = outcome.state
        assert GameState.model_validate_json(state.model_dump_json()) == state, f"state after {checked}"
        events = event_list_adapter.dump_json(outcome.events)
        assert event_list_adapter.validate_json(events) == outcome.events, f"events of command {checked}"
        if (player := waiting_on(state)) is None:
            break
        outcome = apply(state, agents[player].act(state, player, PACK), PACK)
        checked += 1
    assert state.result is not None and checked > 50


def test_a_built_model_refuses_a_field_it_does_not_have_or_lacks_one_it_needs() -> None:
    with pytest.raises(TypeError, match="destination"):
        Moved(hero="h1", origin="a")  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="colour"):
        Moved(hero="h1", origin="a", destination="b", colour="red")  # type: ignore[call-arg]


def test_a_built_model_still_validates_when_loaded() -> None:
    with pytest.raises(ValidationError):
        TurnState.model_validate({"hero": "h1", "acted": "not a bool"})
    with pytest.raises(ValidationError):
        Words.model_validate({"key": "k", "args": {"n": {"unknown": 1}}})


def test_each_built_model_gets_its_own_empty_lists_and_dicts() -> None:
    first, second = TurnState(hero="h1"), TurnState(hero="h2")
    first.drawn.append("card")
    assert second.drawn == []
    assert Engaged(hero="h1", foe="f").team is not Engaged(hero="h1", foe="f").team


def test_a_built_model_refuses_a_mutable_default_every_instance_would_share() -> None:
    with pytest.raises(TypeError, match="default_factory"):
        class Shared(Built, BaseModel):
            cards: list[str] = []


def test_assignment_sets_a_field_and_refuses_a_frozen_model_or_an_unknown_name() -> None:
    turn = TurnState(hero="h1")
    turn.acted = True
    assert turn.model_dump()["acted"] is True
    with pytest.raises(ValueError, match="no field"):
        turn.actd = True  # type: ignore[attr-defined]
    with pytest.raises(ValidationError, match="frozen"):
        Preferences().loot = "gold"  # type: ignore[misc]
