"""Event lines in French (issue 19): every event of seeded games, played to their end by the
simulator's players, said in French without an English word; a few lines checked word for
word in both languages."""

import random
from functools import cache

import pytest

from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.events import (
    Camped,
    CardGained,
    Event,
    Peeked,
)
from kilforth.i18n.names import le
from kilforth.options import GameOptions, Mode
from kilforth.render.say import ENGLISH, say_for
from kilforth.render.text import event_line, public_line, secret_line
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState
from tests.i18n.english import english_words

PACK = load_pack()
FR = say_for(PACK, "fr")


@cache
def played(mode: Mode, heroes: int, seed: int) -> tuple[GameState, GameState, tuple[Event, ...]]:
    """A seeded game played to its end: its first state, its last, and every event."""
    setup = Setup(mode=mode, heroes=heroes)
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))
    agents = agents_for(setup, specs, seed)
    started = new_game(GameOptions(mode=mode), specs, seed, PACK)
    state, events = started.state, list(started.events)
    while (player := waiting_on(state)) is not None:
        done = apply(state, agents[player].act(state, player, PACK), PACK)
        state, events = done.state, events + list(done.events)
    return started.state, state, tuple(events)


GAMES = [("coop", 3, 1), ("competitive", 2, 2), ("solo", 1, 3)]


def names_of(state: GameState) -> frozenset[str]:
    """The words of the heroes' names, which stay as the players wrote them."""
    return frozenset(w.lower() for h in state.heroes for w in h.name.split())


@pytest.mark.parametrize(("mode", "heroes", "seed"), GAMES)
def test_every_event_of_a_game_is_said_in_french(mode: Mode, heroes: int, seed: int) -> None:
    """R-OVW-2: a whole game, Day and Night, as its players read it in French."""
    _, end, events = played(mode, heroes, seed)
    lines = [line for e in events for line in (event_line(end, PACK, e, FR),
                                                public_line(end, PACK, e, FR),
                                                secret_line(end, PACK, e, FR)) if line]
    assert len(lines) > 100
    left = {line: found for line in lines if (found := english_words(line, names_of(end)))}
    assert not left


def test_a_french_game_uses_the_glossary() -> None:
    """The French lines say the French edition's terms (RULES.md §20)."""
    _, end, events = played("coop", 3, 1)
    text = "\n".join(line for e in events if (line := event_line(end, PACK, e, FR)))
    for term in ("PA", "PV", "Or", "Jour", "Nuit", "se déplace", "établit son campement"):
        assert term in text


@pytest.mark.parametrize(("mode", "heroes", "seed"), GAMES)
def test_every_event_is_said_in_english_too(mode: Mode, heroes: int, seed: int) -> None:
    _, end, events = played(mode, heroes, seed)
    lines = [line for e in events if (line := event_line(end, PACK, e, ENGLISH))]
    assert "Day 1 breaks" in "\n".join(lines)
    assert not any("event-" in line for line in lines)


def test_camp_in_both_languages() -> None:
    """R-TURN-5: the hero who camps first takes the First Hero token."""
    start, _, _ = played("coop", 3, 1)
    hero = start.heroes[0]
    first = Camped(hero=hero.id, first=True)
    assert event_line(start, PACK, first) == f"⛺ {hero.name} makes camp and takes the First Hero token."
    assert event_line(start, PACK, first, FR) == (
        f"⛺ {hero.name} établit son campement et prend le jeton Premier Héros.")
    later = Camped(hero=hero.id, first=False)
    assert event_line(start, PACK, later, FR) == f"⛺ {hero.name} établit son campement."


def test_a_peek_is_secret_and_names_the_terrain() -> None:
    """DESIGN.md §6: the table reads that a hero looked, the hero's player what was seen."""
    start, _, _ = played("coop", 3, 1)
    hero = start.heroes[0]
    card = next(iter(PACK.encounters))
    peek = Peeked(hero=hero.id, deck="encounter:wastes", card=card)
    assert public_line(start, PACK, peek, FR) == (
        f"👁 {hero.name} regarde le dessus du paquet de Rencontres des Landes.")
    assert secret_line(start, PACK, peek, FR) == (
        f"👁 {hero.name} voit {le(FR.card(PACK, card))} sur le paquet de Rencontres des Landes.")
    assert public_line(start, PACK, peek) == (
        f"👁 {hero.name} looks at the top of the Wastes Encounter deck.")


def test_a_gained_loot_token_says_what_it_does_in_french() -> None:
    start, _, _ = played("coop", 3, 1)
    hero = start.heroes[0]
    loot = next(iter(PACK.loot))
    line = event_line(start, PACK, CardGained(hero=hero.id, card=loot, zone="loot", source="bag"), FR)
    assert line is not None
    assert line.startswith(f"{hero.name} obtient {le(FR.card(PACK, loot))} (Butin)")
    assert not english_words(line, names_of(start))
