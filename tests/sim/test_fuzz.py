"""Fuzzing the engine (DESIGN.md §7): over many seeds, a stream of commands, legal ones mixed
with nonsense (ids that do not exist, other players, out of turn, absurd numbers, stale
answers). Only RuleError may come out of `apply`; a refused command leaves the state as it
was, byte for byte; every accepted command leaves the invariants true."""

import random
from typing import Any

import pytest
from pydantic import ValidationError

from kilforth.commands import (
    Assault,
    Bundle,
    Camp,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Feat,
    Hide,
    KeywordPayment,
    Move,
    Overcome,
    Resolve,
    Rest,
    Search,
    SetPreferences,
    TeamUp,
    Trade,
    Unhide,
    Use,
    parse_command,
)
from kilforth.content.pack import load_pack
from kilforth.content.vocabulary import ATTRIBUTES, REWARD_TYPES
from kilforth.engine import apply, new_game
from kilforth.errors import RuleError
from kilforth.invariants import violations
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import deal_heroes
from kilforth.state import GameState

PACK = load_pack()
SEEDS = range(16)
STEPS = 200
INTRUDER = "intruder"
NONSENSE = ["no-such-card", "x", "h9", "obstacle", "totem:no-such-saga", "lanternholm", "-1"]


class Fuzzer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.stale: list[str] = []
        self.cards = [*PACK.encounters, *PACK.rewards, *PACK.plots, *PACK.loot, *PACK.night]

    def any_card(self, state: GameState) -> str:
        """A real card (anywhere, likely not where it is needed), a hero's own, or nonsense."""
        mine = [c for h in state.heroes for c in (*h.rumours, *h.assets, *h.loot)]
        here = [c for r in state.regions.values() for c in (*r.encounters, *r.plots)]
        pool = self.rng.choice([self.cards, mine or self.cards, here or self.cards, NONSENSE])
        return self.rng.choice(pool)

    def player(self, state: GameState) -> str:
        """Usually the player the game waits for; sometimes another seat or a stranger."""
        waiting = waiting_on(state) or INTRUDER
        return self.rng.choice([waiting] * 6 + [h.player for h in state.heroes] + [INTRUDER])

    def command(self, state: GameState) -> Command:
        rng, p = self.rng, self.player(state)
        hero = rng.choice([None, None, rng.choice(state.heroes).id, "h9"])
        card = self.any_card(state)
        heroes = [h.id for h in state.heroes]
        makers: list[Any] = [
            lambda: Move(player=p, hero=hero, region=rng.choice([*state.grid, *NONSENSE])),
            lambda: Clear(player=p, hero=hero, target=rng.choice(["obstacle", card])),
            lambda: Search(player=p, hero=hero),
            lambda: Hide(player=p, hero=hero),
            lambda: Rest(player=p, hero=hero),
            lambda: Camp(player=p, hero=hero),
            lambda: Unhide(player=p, hero=hero),
            lambda: Confront(player=p, hero=hero, encounter=card, attribute=rng.choice([None, *ATTRIBUTES]),
                             hostile=rng.random() < 0.2),
            lambda: Discover(player=p, hero=hero, card=card),
            lambda: Trade(player=p, hero=hero, sell=[card] * rng.choice([0, 1, 2]),
                          heal={rng.choice([*heroes, "h9"]): rng.choice([1, 3, 99])} if rng.random() < 0.4 else {},
                          buy=rng.choice([None, *REWARD_TYPES]),
                          order=rng.sample(["sell", "heal", "buy", "sell"], rng.randint(0, 3))),
            lambda: Feat(player=p, hero=hero, attribute=rng.choice([None, *ATTRIBUTES]),
                         payment=rng.choice([None, [], [KeywordPayment(keyword=rng.choice(["enemy", "zzz"]),
                                                                       card=card, sacrifice=rng.random() < 0.5)]])),
            lambda: Assault(player=p, hero=hero, ancient=rng.choice([None, *PACK.ancients, "nobody"])),
            lambda: Exchange(player=p, hero=hero, with_hero=rng.choice([*heroes, "h9", "Nobody"]),
                             give=Bundle(gold=rng.choice([0, 1, 999]), cards=[card] * rng.choice([0, 1])),
                             take=Bundle(gold=rng.choice([0, 5]))),
            lambda: Overcome(player=p, hero=hero, encounter=card),
            lambda: Resolve(player=p, hero=hero, card=card, ability=rng.choice([None, "no-such-ability"])),
            lambda: TeamUp(player=p, hero=hero, heroes=rng.sample([*heroes, "h9"], rng.randint(1, 2))),
            lambda: Use(player=p, hero=hero, card=rng.choice([card, *(h.race for h in state.heroes)])),
            lambda: SetPreferences(player=p, hero=hero, fight_to_the_end=rng.choice([None, True, False]),
                                   fate=rng.choice([None, "ask", "to_complete", "never"]),
                                   camp_without_ap=rng.choice([None, True, False])),
            lambda: Choose(player=p, hero=hero, prompt=rng.choice(self.stale or ["0-0"]),
                           option=rng.choice(["yes", "1", "gold", "flee", "no-such-option"])),
        ]
        if state.pending is not None:
            prompt = state.pending.prompt
            makers.append(lambda: Choose(player=p, prompt=prompt.id, option=rng.choice(
                [*(o.id for o in prompt.options), "no-such-option"])))
        return rng.choice(makers)()

    def malformed(self) -> dict[str, Any]:
        """Raw input as a client might send it, some of which no command model accepts."""
        rng = self.rng
        return rng.choice([
            {"kind": "move", "player": "p1"},
            {"kind": "move", "player": "", "region": "x"},
            {"kind": "teleport", "player": "p1"},
            {"kind": "trade", "player": "p1", "heal": {"h1": -3}},
            {"kind": "trade", "player": "p1", "heal": {"h1": 100}},
            {"kind": "trade", "player": "p1", "buy": "item", "order": ["buy", "steal"]},
            {"kind": "confront", "player": "p1", "encounter": "x", "attribute": "charm"},
            {"kind": "exchange", "player": "p1", "with_hero": "h2", "give": {"gold": -1}},
            {"kind": "choose", "player": "p1", "prompt": "", "option": "1"},
            {"kind": "move", "player": "p1", "region": "y" * 500},
            {"kind": "camp", "player": "p1", "extra": True},
        ])


def _check(state: GameState, where: str) -> None:
    found = violations(PACK, state)
    assert not found, f"{where}: {found}"


def _start(seed: int, rng: random.Random) -> GameState:
    mode = rng.choice(["solo", "coop", "competitive"])
    count = rng.choice([1, 2, 4]) if mode != "competitive" else rng.choice([2, 3])
    specs = deal_heroes(PACK, mode, count, random.Random(seed))  # type: ignore[arg-type]
    return new_game(GameOptions(mode=mode), specs, seed, PACK).state  # type: ignore[arg-type]


@pytest.mark.parametrize("seed", SEEDS)
def test_only_rule_errors_and_refusals_change_nothing(seed: int) -> None:
    fuzz = Fuzzer(seed)
    state = _start(seed, fuzz.rng)
    _check(state, f"seed {seed} after setup")
    accepted = refused = 0
    for step in range(STEPS):
        if state.result is not None:
            break
        where = f"seed {seed}, step {step}"
        roll = fuzz.rng.random()
        if roll < 0.1:
            try:
                command = parse_command(fuzz.malformed())
            except ValidationError:
                continue
        elif roll < 0.55 and (player := waiting_on(state)) is not None:
            command = fuzz.rng.choice(legal_commands(state, player, PACK))
        else:
            command = fuzz.command(state)
        before = state.model_dump_json()
        prompt = state.pending.prompt.id if state.pending is not None else None
        try:
            outcome = apply(state, command, PACK)
        except RuleError as refusal:
            assert refusal.code and refusal.message, where
            assert state.model_dump_json() == before, f"{where}: refused {command!r} changed the state"
            refused += 1
            continue
        accepted += 1
        if prompt is not None:
            fuzz.stale.append(prompt)
        state = outcome.state
        _check(state, f"{where} after {command!r}")
    assert accepted and refused, (accepted, refused)
