"""Every choice says what it is, and the wording problems of issue 12: each line a player
reads, for the events and prompts that used to say too little or the wrong thing."""

import random
import re

import pytest

from kilforth.commands import Trade
from kilforth.content.pack import load_pack
from kilforth.engine import apply, new_game
from kilforth.events import (
    AbilityUsed,
    AncientEntered,
    CardDiscarded,
    CardGained,
    Changed,
    Fled,
    Moved,
    PlotPlaced,
    RegionGloomed,
    Roll,
    WeatherChanged,
)
from kilforth.options import GameOptions
from kilforth.render import rolls
from kilforth.render.abilities import ability_text
from kilforth.render.cards import card_summary
from kilforth.render.prompts import option_detail, option_label, said
from kilforth.render.text import event_line
from kilforth.sim.agents import HeuristicAgent, waiting_on
from kilforth.sim.simulator import deal_heroes
from kilforth.state import GameState, Prompt
from tests.rules.helpers import P1, edit, refused, start

PACK = load_pack()


@pytest.fixture(scope="module")
def state() -> GameState:
    return new_game(GameOptions(mode="solo"), deal_heroes(PACK, "solo", 1, random.Random(1)), 1, PACK).state


def line(state: GameState, event: object) -> str:
    said = event_line(state, PACK, event)  # type: ignore[arg-type]
    assert said is not None
    return said


# ------------------------------------------------------------------ rolls (R-TEST)

# Checks R-TEST-6.
def test_a_fate_success_is_counted_once_R_TEST_6(state: GameState) -> None:
    said = rolls.roll_line(state, PACK, Roll(tester="h1", attribute="fight", dice=[6, 2], final=[6, 2],
                                             successes=2, fate=1))
    assert said.endswith("→ 2 successes (1 from Fate)")
    assert "= 2" not in said


# Checks R-SUCC-1.
def test_held_successes_are_added_to_the_total_R_SUCC_1(state: GameState) -> None:
    said = rolls.roll_line(state, PACK, Roll(tester="h1", attribute="study", dice=[5], final=[5], successes=1,
                                             accumulated=2, target=3, passed=True))
    assert "→ 1 success + 2 held = 3 · needed 3 · **Success!**" in said


def test_a_test_with_no_dice_says_so(state: GameState) -> None:
    said = rolls.roll_line(state, PACK, Roll(tester="h1", attribute="fight", dice=[], final=[], successes=0))
    assert "tests Fight: no dice → 0 successes" in said
    assert ":  →" not in said


# ------------------------------------------------------------------ abilities and reasons

def test_an_ability_used_says_what_it_does_not_just_the_card(state: GameState) -> None:
    elf = PACK.races["elf"].abilities[0]
    said = line(state, AbilityUsed(hero="h1", card="elf", ability=elf.id))
    assert said.endswith(f"uses Elf: {ability_text(elf)}")


def test_a_change_caused_by_a_card_names_the_card_not_its_id(state: GameState) -> None:
    said = line(state, Changed(hero="h1", what="hp", delta=-1, value=3, reason="effect:ash-rain"))
    assert said.endswith("(Ash Rain).") and "effect" not in said
    discarded = line(state, CardDiscarded(card="ally-cutpurse", hero="h1", reason="effect:nightmares"))
    assert "(Nightmares)" in discarded and "effect:" not in discarded


# Checks R-ACT-TRADE-3.
def test_a_refused_overheal_at_full_health_does_not_say_missing_0_hp_R_ACT_TRADE_3() -> None:
    err = refused(start(mode="solo"), Trade(player=P1, heal={"h1": 1}), "overheal")
    assert "is at full Health" in err.message and "missing only 0" not in err.message
    hurt = edit(start(mode="solo"), lambda s: setattr(s.hero("h1"), "hp", 3))
    assert "is missing only 1 HP" in refused(hurt, Trade(player=P1, heal={"h1": 2}), "overheal").message


# ------------------------------------------------------------------ cards coming into play

def test_weather_night_events_plots_ancients_and_loot_say_what_they_do(state: GameState) -> None:
    assert line(state, WeatherChanged(card="blood-moon", replaced=None)) == (
        "Weather: Blood Moon: Against an Undead: the Foe gets Fight +1 and Health +1.")
    assert line(state, RegionGloomed(region="eagles-perch", card="falling-star")).endswith(
        "(Falling Star): Test Study 2. On a success, gain 1 Fate. On a failure, lose 1 HP.")
    assert line(state, RegionGloomed(region="frostcrown", card="bitter-frost")).endswith("(Bitter Frost).")
    plot = line(state, PlotPlaced(plot="hoard-of-the-wyrm", region="cinder-flats"))
    assert plot.endswith("To defeat: Pay 3 Gold. Strengthens its Ancient: The Foe gets Health +1. "
                         "From the next Night: Every hero in its Region loses 1 Gold.")
    ancient = line(state, AncientEntered(ancient="hollow-king", region="barrow-fields"))
    assert "Deathless: After an Assault that leaves the Ancient standing: the Foe heals 2 HP." in ancient
    assert ancient.endswith("At Night: Every hero in its Region loses 1 Fate.")
    loot = line(state, CardGained(hero="h1", card="loot-old-map", zone="loot", source="reward"))
    assert loot.endswith("(loot): Gift: your next Move this Day may be diagonal.")


# Checks R-ACT-TRADE-4.
def test_cards_offered_in_a_trade_and_not_bought_are_announced_R_ACT_TRADE_4(state: GameState) -> None:
    said = line(state, CardDiscarded(card="title-sturdy-pony", hero=None, reason="not_bought"))
    gold = PACK.rewards['title-sturdy-pony'].gold
    assert said == f"Not bought, discarded: Sturdy Pony ({gold} Gold)."


# ------------------------------------------------------------------ prompts of whole games

RULE_ID = re.compile(r"\b(R|AMB)-[A-Z0-9]")
# Questions whose 'yes' uses a card's ability: the answer says what the ability does.
ABILITY_QUESTIONS = {"use_ability", "roll_ability", "prevent_damage", "boost", "trophy"}
# Questions whose every answer is a card: each says what the card is and does.
CARD_QUESTIONS = {"starting_reward", "buy", "talent", "limit_of_six", "discard_rumour", "plot_payment",
                  "defeat_penalty", "exhaust_talent"}


def prompts_of_a_game(seed: int, heroes: int, limit: int = 1500) -> list[Prompt]:
    mode = "solo" if heroes == 1 else "coop"
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))
    state = new_game(GameOptions(mode=mode), specs, seed, PACK).state
    agents = {p: HeuristicAgent(seed + n) for n, p in enumerate(dict.fromkeys(s.player for s in specs))}
    seen: list[Prompt] = []
    for _ in range(limit):
        if state.pending is not None:
            seen.append(state.pending.prompt)
        player = waiting_on(state)
        if state.result is not None or player is None:
            break
        state = apply(state, agents[player].act(state, player, PACK), PACK).state
    return seen


@pytest.mark.parametrize(("seed", "heroes"), [(3, 1), (4, 2)])
def test_prompts_carry_no_rule_ids_and_ability_answers_say_what_they_do(seed: int, heroes: int) -> None:
    prompts = prompts_of_a_game(seed, heroes)
    assert len(prompts) > 10
    for prompt in prompts:
        words = [said(PACK, prompt.text),
                 *(f"{option_label(PACK, o)} {option_detail(PACK, o)}" for o in prompt.options)]
        assert not any(RULE_ID.search(w) for w in words), words
        assert ".?" not in words[0]
        if prompt.kind in ABILITY_QUESTIONS:
            assert option_detail(PACK, prompt.options[0]).endswith("."), prompt
        if prompt.kind in CARD_QUESTIONS:
            assert all(option_detail(PACK, o) for o in prompt.options), prompt
    assert {p.kind for p in prompts} & CARD_QUESTIONS


def test_a_starting_reward_choice_shows_each_cards_details() -> None:
    specs = deal_heroes(PACK, "solo", 1, random.Random(2))
    state = new_game(GameOptions(mode="solo"), [specs[0].model_copy(update={"starting_deck": "item"})], 2,
                     PACK).state
    assert state.pending is not None
    for option in state.pending.prompt.options:
        assert option_detail(PACK, option) == card_summary(PACK, option.id)
        assert "Discover at" in option_detail(PACK, option)


def test_a_flight_is_told_once(state: GameState) -> None:
    """R-ENG-FLEE-1: fleeing moves the hero; the flight's own line says where to, so the move
    that carries it out adds no second line."""
    hero = state.heroes[0]
    fled = event_line(state, PACK, Fled(hero=hero.id, foe="cinder-fiend", destination="ashen-moor"))
    moved = Moved(hero=hero.id, origin="saltwind-heath", destination="ashen-moor", how="flee")
    assert fled == f"{hero.name} flees from Cinder Fiend to Ashen Moor."
    assert event_line(state, PACK, moved) is None
    assert event_line(state, PACK, moved.model_copy(update={"how": "move"})) == (
        f"{hero.name} moves from Saltwind Heath to Ashen Moor.")
