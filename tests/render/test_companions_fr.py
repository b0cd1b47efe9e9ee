"""What a computer seat did, told in French (issue 19): every command of a seeded game's first
Days, as the console and Discord tell it, without an English word."""

import random

import pytest

from kilforth.commands import Camp, Confront
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.i18n.names import le
from kilforth.options import GameOptions
from kilforth.render.companions import describe, summary
from kilforth.render.say import ENGLISH, say_for
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from tests.i18n.english import english_words

PACK = load_pack()
FR = say_for(PACK, "fr")


@pytest.mark.parametrize("public", [False, True])
def test_a_computer_seat_is_told_in_french(public: bool) -> None:
    """R-TURN: a competitive game's first 200 commands (secret hands: a public summary hides
    which answer was chosen)."""
    setup = Setup(mode="competitive", heroes=2)
    specs = deal_heroes(PACK, "competitive", 2, random.Random(5))
    agents = agents_for(setup, specs, 5)
    state = new_game(GameOptions(mode="competitive"), specs, 5, PACK).state
    names = frozenset(w.lower() for h in state.heroes for w in h.name.split())
    told = []
    for _ in range(200):
        player = waiting_on(state)
        if player is None:
            break
        command = agents[player].act(state, player, PACK)
        done = apply(state, command, PACK)
        for who in ("computer", "autopilot"):
            told += summary(state, done.state, PACK, player, command, list(done.events),
                            {player}, who=who, public=public, say=FR)
        state = done.state
    assert any("(ordinateur) :" in line for line in told) or public
    assert any("(pilote automatique)" in line for line in told)
    left = {line: found for line in told if (found := english_words(line, names))}
    assert not left


def test_a_command_in_both_languages() -> None:
    """R-ACT-CONF-1: a Confront names its Encounter and its attribute."""
    specs = deal_heroes(PACK, "coop", 2, random.Random(1))
    state = new_game(GameOptions(mode="coop"), specs, 1, PACK).state
    card = next(iter(PACK.encounters))
    confront = Confront(player="p", encounter=card, attribute="sneak", hostile=True)
    assert describe(confront, state, PACK) == f"confront {PACK.names[card]} (Sneak) hostile"
    # Issue 36: the card with its article, as a French sentence names it.
    assert describe(confront, state, PACK, FR) == (
        f"confronte {le(FR.card(PACK, card))} (Furtivité) en ennemi")
    assert describe(Camp(player="p"), state, PACK, FR) == "établit son campement"
    assert describe(Camp(player="p"), state, PACK, ENGLISH) == "camp"
