"""What the console tells a player that the events alone left out (issue 30): a new
Encounter's tests, an Event card's text, and a Trade that can buy nothing, said before its
AP is spent."""

import asyncio
import io
from pathlib import Path

from kilforth.console import Console, Io, Settings, play
from kilforth.content.pack import load_pack
from kilforth.events import EncounterPlaced
from kilforth.rules.actions import cheapest_reward
from tests.console.test_console import history

PACK = load_pack()


def run(tmp_path: Path, lines: list[str]) -> tuple[str, Console]:
    out = io.StringIO()
    consoles: list[Console] = []
    settings = Settings(db=str(tmp_path / "kilforth.sqlite3"), seed=4)
    assert asyncio.run(play(settings, Io.script(lines, out), consoles.append)) == 0
    return out.getvalue(), consoles[0]


# Checks R-ACT-TRADE-4.
def test_a_trade_that_can_buy_nothing_is_told_first_and_played_when_typed_again_R_ACT_TRADE_4(
        tmp_path: Path) -> None:
    # The hero starts with 1 Gold; every Item costs at least 2.
    assert cheapest_reward(PACK, "item") == 2
    text, _ = run(tmp_path, ["1", "1", "trade buy item", "trade buy item", "quit"])
    first = text.split("Human Warrior> trade buy item\n", 2)
    assert first[1] == (
        "You would have 1 Gold for the purchase, and no Item costs less than 2: this Trade would"
        " draw three cards, buy none and discard them, for 1 AP (R-ACT-TRADE-4). Type it again"
        " to Trade anyway.\n")
    # Typed again, it is played: three cards drawn and discarded, 1 AP spent.
    assert first[2].startswith("Not bought, discarded: ")
    assert "Day 1 — Human Warrior's turn (3 AP) in Lanternholm." in first[2]
    commands = [entry.command for entry in history(tmp_path) if entry.kind == "command"]
    assert [c.kind for c in commands] == ["choose", "choose", "trade"]


def test_a_trade_whose_sale_pays_for_the_purchase_is_played_at_once(tmp_path: Path) -> None:
    # The starting Rumour sells for 2 Gold before the purchase: 3 Gold, enough for an Item.
    text, _ = run(tmp_path, ["1", "1", "trade sell tobin buy item", "quit"])
    after = text.split("Human Warrior> trade sell tobin buy item\n", 1)[1]
    assert "no Item costs less than" not in after
    assert "Human Warrior: +2 Gold" in after


def test_a_new_encounter_is_told_with_its_tests_and_an_event_with_its_text(tmp_path: Path) -> None:
    _, console = run(tmp_path, ["1", "1", "quit"])
    out = console.io.out
    assert isinstance(out, io.StringIO)
    state = console.state
    assert state is not None
    start = len(out.getvalue())
    console.show(state, [EncounterPlaced(card="tithe-collector", region="wheatmere"),
                         EncounterPlaced(card="whispering-paths", region="briarwatch")])
    told = out.getvalue()[start:].splitlines()
    assert told == [
        "✦ New Encounter in Wheatmere: Tithe Collector.",
        "  Tithe Collector [Stranger/Villain] Influence 2 (Fight 2☠, Sneak 2☠) · Health 2 · 3 Gold"
        " · Weakness: Rank",
        "✦ New Encounter in Briarwatch: Whispering Paths.",
        "  Event: Test Sneak 2. On a success, become Hidden. On a failure, lose 1 HP.",
    ]
    # Where the hero has just moved, the Region that follows lists the Encounter.
    start = len(out.getvalue())
    console.show(state, [EncounterPlaced(card="tithe-collector", region="wheatmere")],
                 listed="wheatmere")
    assert out.getvalue()[start:].splitlines() == ["✦ New Encounter in Wheatmere: Tithe Collector."]


def test_ap_kept_for_one_action_is_on_the_turn_line(tmp_path: Path) -> None:
    """R-HP-2: AP an effect grants for one Action only (a Scout's Move) is kept apart."""
    _, console = run(tmp_path, ["1", "1", "quit"])
    out = console.io.out
    assert isinstance(out, io.StringIO) and console.state is not None
    state = console.state.model_copy(deep=True)
    state.heroes[0].bonus_ap = {"move": 1}
    start = len(out.getvalue())
    console.show(state, [])
    console._next(state)
    assert out.getvalue()[start:] == (
        "Day 1 — Human Warrior's turn (4 AP) in Lanternholm. (+1 AP for Move only.)\n")
