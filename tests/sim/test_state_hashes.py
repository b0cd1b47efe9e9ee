"""Whole seeded games give, command after command, exactly the states and events they gave
before the engine was made faster (DESIGN.md §3: a game is its seed and its command log).

The fixture `state-hashes.json` holds, for a few games played by the automatic players on
the frozen rules pack, each game's setup, its commands, and after each command the hash the
store records for the state (`snapshots.state_hash` of its JSON) and a hash of the events'
JSON. It was recorded before the engine's copy-on-write, memoised passives and unvalidated
internal models, by running this module: `python -m tests.sim.test_state_hashes`. Record it
again only for a change that is meant to change states or events, and say so in the commit.
"""

import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from kilforth.commands import parse_command
from kilforth.engine import apply, new_game
from kilforth.events import Event
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState, HeroSpec
from kilforth.store.snapshots import state_hash
from tests.rules.helpers import PACK

FIXTURE = Path(__file__).resolve().parent.parent / "fixtures" / "state-hashes.json"
GAMES = [
    (Setup("solo", 1, "heuristic"), 0),
    (Setup("solo", 1, "heuristic"), 1),
    (Setup("solo", 2, "heuristic"), 2),
    (Setup("coop", 4, "heuristic"), 3),
    (Setup("competitive", 3, "heuristic"), 4),
    (Setup("coop", 2, "random"), 5),
]
# The rules pack is named by the folder it was loaded from, which differs between clones.
PACK_NAME = json.dumps(PACK.name)


def stable_json(state: GameState) -> str:
    return state.model_dump_json().replace(PACK_NAME, '"rules-pack"')


def events_hash(events: list[Event]) -> str:
    text = "\n".join(e.model_dump_json() for e in events).replace(PACK_NAME, '"rules-pack"')
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def record() -> list[dict[str, Any]]:
    games: list[dict[str, Any]] = []
    for setup, seed in GAMES:
        specs = deal_heroes(PACK, setup.mode, setup.heroes, random.Random(seed))
        agents = agents_for(setup, specs, seed)
        started = new_game(GameOptions(mode=setup.mode), specs, seed, PACK)
        state = started.state
        steps: list[dict[str, Any]] = []
        while (player := waiting_on(state)) is not None:
            command = agents[player].act(state, player, PACK)
            outcome = apply(state, command, PACK)
            state = outcome.state
            steps.append({"command": command.model_dump(mode="json"), "state": state_hash(stable_json(state)),
                          "events": events_hash(outcome.events)})
        games.append({"mode": setup.mode, "seed": seed, "heroes": [s.model_dump(mode="json") for s in specs],
                      "start": {"state": state_hash(stable_json(started.state)),
                                "events": events_hash(started.events)},
                      "steps": steps})
    return games


RECORDED = json.loads(FIXTURE.read_text()) if FIXTURE.exists() else []


@pytest.mark.parametrize("game", RECORDED, ids=lambda g: f"{g['mode']}-{len(g['heroes'])}-seed{g['seed']}")
def test_a_seeded_game_gives_the_recorded_states_and_events(game: dict[str, Any]) -> None:
    specs = [HeroSpec.model_validate(h) for h in game["heroes"]]
    outcome = new_game(GameOptions(mode=game["mode"]), specs, game["seed"], PACK)
    assert state_hash(stable_json(outcome.state)) == game["start"]["state"]
    assert events_hash(outcome.events) == game["start"]["events"]
    state = outcome.state
    for index, step in enumerate(game["steps"]):
        outcome = apply(state, parse_command(step["command"]), PACK)
        state = outcome.state
        assert (index, state_hash(stable_json(state))) == (index, step["state"])
        assert (index, events_hash(outcome.events)) == (index, step["events"])
        # What the store reads back is the same state.
        if state.pending is not None or index % 25 == 0:
            assert GameState.model_validate_json(state.model_dump_json()) == state
    assert state.result is not None


def test_the_fixture_covers_every_mode_and_long_games() -> None:
    assert {g["mode"] for g in RECORDED} == {"solo", "coop", "competitive"}
    assert sum(len(g["steps"]) for g in RECORDED) > 1000


if __name__ == "__main__":
    FIXTURE.write_text(json.dumps(record(), separators=(",", ":")) + "\n")
