"""The console at a real terminal (issue 30): every line fits the terminal's width, read
from the terminal itself; the full Map is printed only when a game starts or on `map`."""

import asyncio
import io
import unicodedata
from pathlib import Path

import pytest

from kilforth.console import Io, Settings, choose_heroes, play
from kilforth.content.pack import load_pack
from kilforth.terminal import display_width, wrap_line

PACK = load_pack()
MAP_RULE = "+--------------+"


def columns(line: str) -> int:
    """The columns a terminal draws `line` in, counted here on its own: two for a wide
    character (an emoji), none for a combining accent."""
    return sum(0 if unicodedata.combining(c) else 2 if unicodedata.east_asian_width(c) in "WF"
               else 1 for c in line)


# A solo game over a dozen Days, as a new player tries it: every console command, moves out
# of the City and back, Searches, tests, Trades, refused commands, long question answers.
DAY = ["move ashen moor", "search", "1", "1", "1", "confront", "rest", "1", "hide",
       "camp", "1", "1", "1", "1", "move lanternholm", "trade buy item", "1", "1", "1",
       "trade heal 1", "camp", "1", "1", "1", "1"]
SCRIPT = (["1", "1", "help", "rules", "rules search", "hero", "look", "card tobin", "map"]
          + DAY * 7 + ["hero", "map", "quit"])


def transcript(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, width: int) -> str:
    # The console reads the size the way it does at a terminal: `$COLUMNS` comes first.
    monkeypatch.setenv("COLUMNS", str(width))
    # The default database, so that the resume command printed at the end (a line that is
    # never cut, to be pasted whole) names no long path.
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("KILFORTH_DB", raising=False)
    out = io.StringIO()
    settings = Settings(seed=4)
    assert asyncio.run(play(settings, Io.script(SCRIPT, out))) == 0
    return out.getvalue()


@pytest.mark.parametrize("width", [80, 120])
def test_a_solo_game_prints_no_line_wider_than_the_terminal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, width: int) -> None:
    text = transcript(tmp_path, monkeypatch, width)
    lines = text.splitlines()
    assert "☀ Day 8 breaks." in text, text[-3000:]
    # The dice are told as numbers, the scoring ones marked (issue 30): no ⚀–⚅ glyphs.
    assert "🎲 Human Warrior tests " in text and not set("⚀⚁⚂⚃⚄⚅") & set(text)
    too_wide = [line for line in lines if columns(line) > width]
    assert too_wide == []
    # The long lines were cut to this width, not to a fixed one.
    assert max(columns(line) for line in lines) > (80 if width == 120 else 70)


def test_long_answers_show_their_label_then_their_detail_below(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = transcript(tmp_path, monkeypatch, 80)
    question = text.split("keep which card as your starting Rumour?\n", 1)[1].splitlines()
    assert question[0] == "  1. Tobin, Hedge-Wizard"
    assert question[1].startswith("     Ally — Arcane · Keywords: ")
    assert question[2].startswith("       ")  # its continuation, indented under it


def test_a_line_is_wrapped_at_spaces_with_its_continuation_indented() -> None:
    line = "  • Sister Marrow — Ally — Pious · Keywords: Pious, Holy, Grave, Ally · Gold: 4"
    assert wrap_line(line, 40) == ["  • Sister Marrow — Ally — Pious ·",
                                   "    Keywords: Pious, Holy, Grave, Ally ·",
                                   "    Gold: 4"]
    assert wrap_line("✖ " + "word " * 12, 24) == ["✖ word word word word", "  word word word word",
                                                   "  word word word word"]
    # A word longer than a line is cut where it must be; an emoji takes two columns.
    assert wrap_line("🎲 " + "x" * 30, 12) == ["🎲", "  xxxxxxxxxx", "  xxxxxxxxxx", "  xxxxxxxxxx"]
    assert all(display_width(part) <= 12 for part in wrap_line("🎲🎲🎲🎲🎲🎲🎲🎲 a", 12))
    assert wrap_line("short", 12) == ["short"]


def test_the_full_map_is_printed_only_at_the_start_and_on_map(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    text = transcript(tmp_path, monkeypatch, 80)
    lines = text.splitlines()
    # Each Map begins with its top rule; what was typed last before it must be `map`.
    typed = [line for line in lines if line.startswith("Human Warrior> ")]
    starts = [i for i, line in enumerate(lines)
              if line.startswith(MAP_RULE) and not lines[i - 1].startswith("|")]
    before = [next((line for line in reversed(lines[:i]) if line.startswith("Human Warrior> ")), None)
              for i in starts]
    assert before == [None, "Human Warrior> map", "Human Warrior> map"]
    assert len(typed) > 100
    # A Dawn tells the Night, then one status line for the hero, not the hero sheet.
    dawn = text.split("☀ Day 3 breaks.", 1)[1].splitlines()
    assert dawn[1].startswith("Human Warrior: HP ")
    assert dawn[2].startswith("Day 3 — Human Warrior's turn")


def test_log_reads_the_last_event_lines_again(tmp_path: Path) -> None:
    out = io.StringIO()
    script = ["1", "1", "move ashen moor", "log 2", "log", "log 0", "log many", "quit"]
    assert asyncio.run(play(Settings(db=str(tmp_path / "k.sqlite3"), seed=4),
                            Io.script(script, out))) == 0
    text = out.getvalue()
    moved = text.split("Human Warrior> move ashen moor\n", 1)[1].split("\nAshen Moor (", 1)[0]
    assert moved.startswith("Human Warrior moves from Lanternholm to Ashen Moor.")
    two = text.split("Human Warrior> log 2\n", 1)[1].split("\nHuman Warrior> ", 1)[0]
    # The turn the banner announced is in the log as its event.
    assert two.splitlines() == [moved.splitlines()[-1], "▶ Human Warrior's turn (3 AP)."]
    every = text.split("Human Warrior> log\n", 1)[1].split("\nHuman Warrior> ", 1)[0].splitlines()
    # From the start of the game: the dealing, the starting Reward, the first Day, the move.
    assert every[0] == "A solo game begins with Human Warrior; Human Warrior goes first."
    assert "☀ Day 1 breaks. Human Warrior is the First Hero." in every
    assert every[-2:] == two.splitlines()
    assert "Human Warrior> log 0\n✖ '0' is not a number of lines: type 'log' for the last 20," in text
    assert "Human Warrior> log many\n✖ 'many' is not a number of lines" in text


def test_race_and_class_are_chosen_with_their_attributes_and_bonuses_in_view() -> None:
    answers = iter(["", "", ""])
    out = io.StringIO()
    chosen = choose_heroes(Settings(), PACK, Io(lambda question: next(answers), out, interactive=True))
    assert (chosen[0].race, chosen[0].hero_class) == ("human", "warrior")
    lines = out.getvalue().splitlines()
    human = lines.index("    Human")
    assert lines[human + 1].startswith("      Attributes: Fight 3 · Study 3 · Sneak 2 · Influence 3 · ")
    warrior = lines.index("    Warrior")
    assert lines[warrior + 1].startswith("      Bonuses: Fight +2")
    assert "  Sagas: " in out.getvalue()  # a Saga is chosen by its name, as before


def test_the_ancient_and_the_weather_are_in_view_before_the_ancient_arrives(tmp_path: Path) -> None:
    """R-SETUP-13: the Ancient lies face up beside the Map from set-up."""
    out = io.StringIO()
    ancient = PACK.ancients["mother-of-thorns"]
    script = ["1", "1", "card mother of thorns", "look", "camp", "1", "1", "1", "1", "map", "quit"]
    assert asyncio.run(play(Settings(db=str(tmp_path / "k.sqlite3"), seed=4),
                            Io.script(script, out))) == 0
    text = out.getvalue()
    start, rest = text.split("Human Warrior> ", 1)
    assert "Weather: none yet (the first Night brings it).\n" in start
    line = (f"Ancient: The Mother of Thorns — {ancient.health} HP · Fight {ancient.fight} · will appear"
            " in Wyrmroot Forest · Plots on Forests or Plains Regions · abilities: ")
    assert line in start
    card = rest.split("card mother of thorns\n", 1)[1].split("Human Warrior> ", 1)[0]
    assert card.startswith("The Mother of Thorns — Ancient")
    assert f"Health: {ancient.health}" in card
    look = rest.split("Human Warrior> look\n", 1)[1].split("Human Warrior> ", 1)[0]
    assert look.startswith("Lanternholm (The City)") and line in look
    # The first Night brings the Weather: in the Map's header and on every turn line after.
    weather = rest.split("Weather: ", 1)[1].split(":", 1)[0]
    assert any(card.name == weather and card.type == "weather" for card in PACK.night.values())
    assert f"Day 2 — Human Warrior's turn (4 AP) in Lanternholm. Weather: {weather}: " in rest
    shown = rest.split("Human Warrior> map\n", 1)[1]
    assert shown.startswith(f"Weather: {weather}: ")


def test_no_wrapped_line_starts_with_a_separator_or_french_punctuation() -> None:
    line = "Ancien : La Mère des Épines — 7 PV · Combat 3 · capacités : Racines, Cœur du Bois"
    for width in range(20, 90):
        wrapped = wrap_line(line, width)
        assert " ".join(part.strip() for part in wrapped) == line
        assert not any(part.strip().startswith(("·", "—", ":")) for part in wrapped[1:])
