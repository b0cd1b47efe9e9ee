"""The local console (`python -m kilforth play`): scripted games with scripted dice, read
back from what it prints and from the store it saves to."""

import asyncio
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from kilforth.__main__ import build_parser
from kilforth.commands import Choose, Confront, Exchange, Move, SetPreferences, TeamUp, Trade
from kilforth.console import InputError, Io, Local, Parser, SeatChoice, Settings, play
from kilforth.content.pack import load_pack
from kilforth.engine import new_game
from kilforth.events import Roll
from kilforth.options import GameOptions
from kilforth.render.say import say_for
from kilforth.rules import board
from kilforth.state import GameState, HeroSpec
from kilforth.store import Store
from tests.console.test_names import started
from tests.rules.helpers import edit, give, place

PACK = load_pack()
ROOT = Path(__file__).resolve().parents[2]
SIXES = [6] * 12


def console(tmp_path: Path, lines: list[str], **settings: object) -> tuple[int, str]:
    """Run the console in this process on scripted lines; its exit code and transcript."""
    out = io.StringIO()
    chosen = Settings(db=str(tmp_path / "kilforth.sqlite3"), **settings)  # type: ignore[arg-type]
    code = asyncio.run(play(chosen, Io.script(lines, out)))
    return code, out.getvalue()


def history(tmp_path: Path, session: int = 1) -> list:  # type: ignore[type-arg]
    async def read() -> list:  # type: ignore[type-arg]
        async with await Store.open(tmp_path / "kilforth.sqlite3") as store:
            return await store.history(session)
    return asyncio.run(read())


def first_game_hero() -> list[HeroSpec]:
    """The hero the console deals by default: the first pairing of R-SETUP-16."""
    return [HeroSpec(player="you", name="Human Warrior", race="human", hero_class="warrior",
                     saga="take-the-fortress")]


def confrontable_start() -> tuple[int, str, str, str]:
    """A seed whose first Region next to the City holds, once entered, an Encounter that is
    confronted (not an Event, not an Enemy): the seed, that Region, the card and an attribute."""
    for seed in range(200):
        state = new_game(GameOptions(mode="solo"), first_game_hero(), seed, PACK).state
        region = board.orthogonal(state, PACK.city.id)[0]
        terrain = PACK.regions[region].terrain
        assert terrain is not None
        card = state.decks[board.encounter_deck(terrain)][-1]
        face = PACK.encounters[card]
        if face.event is None and face.type in ("quest", "place") and not face.revealed:
            return seed, PACK.regions[region].name, face.name, next(iter(face.values))
    raise AssertionError("no seed leads to a confrontable Encounter next to the City")


def test_a_scripted_game_plays_several_days_with_scripted_dice(tmp_path: Path) -> None:
    seed, region, card, attribute = confrontable_start()
    # Each "1" answers the question then open, or is refused harmlessly when there is none.
    script = tmp_path / "moves.txt"
    script.write_text("\n".join([
        "# a tutorial",
        "2", "1",
        "search",
        "hero",
        f"move {region.upper()}",
        f"confront {card.lower()} {attribute}",
        "1", "1", "1", "1",
        "camp", "1", "1",
        "rest", "camp", "1", "1",
        "map",
        "quit",
    ]), encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "play", "--db", str(tmp_path / "kilforth.sqlite3"),
         "--script", str(script), "--seed", str(seed), "--dice", ",".join(map(str, SIXES))],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    out = done.stdout
    assert done.returncode == 0, done.stderr
    assert f"New solo game, session 1, seed {seed}." in out
    assert "  2. Item" in out
    assert "✖ The City has no Encounter deck" in out
    assert "Saga: Take the Fortress — Chapter I: 5 Gold" in out
    assert f"Human Warrior moves from Lanternholm to {region}." in out
    assert re.search(rf"tests {attribute.title()} \d+: \[6\]", out)
    assert f"Human Warrior defeats {card} (confront)." in out
    assert "☀ Day 2 breaks." in out and "☀ Day 3 breaks." in out
    assert "Game saved (session 1)." in out
    rolls = [e for entry in history(tmp_path) for e in entry.events if isinstance(e, Roll)]
    faces = [d for r in rolls for d in r.dice]
    assert faces[: len(SIXES)] == SIXES[: len(faces)]


def test_standard_input_that_is_not_a_terminal_is_read_as_a_script(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "play", "--db", str(tmp_path / "k.sqlite3"), "--seed", "3",
         "--race", "Dwarf", "--class", "ROGUE", "--name", "Bors"],
        input="help\n1\n1\nhero\nquit\n", capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    assert "Bors> help" in done.stdout
    assert "Console: map · look [region] · hero [name] · card <name> · log [n]\n" in done.stdout
    assert "Bors — Dwarf Rogue" in done.stdout
    assert "Assassinate the Lord" in done.stdout


def test_a_refused_command_prints_the_reason_and_changes_nothing(tmp_path: Path) -> None:
    code, out = console(tmp_path, ["1", "1", "rest", "move nowhere", "bogus", "3"], seed=5)
    assert code == 0
    assert "✖ You are already at full Health: there is nothing to Rest for; choose another Action. (R-ACT-REST-1)" \
        in out
    assert "✖ 'nowhere' is not a Region. You can name: " in out
    assert "✖ Unknown command 'bogus'." in out
    assert "✖ There is no question to answer" in out
    # The two starting-Reward answers are the only commands in the log after the start.
    assert [e.kind for e in history(tmp_path)] == ["start", "import", "command", "command"]


def test_the_turn_is_said_once_before_the_prompt_with_the_heros_region(tmp_path: Path) -> None:
    code, out = console(tmp_path, ["1", "1", "move thistle road", "hide", "quit"], seed=3,
                        seats=[SeatChoice(name="Ana")])
    assert code == 0
    after_hide = out.split("Ana> hide\n", 1)[1].split("Ana> ", 1)[0]
    assert after_hide.splitlines() == ["Ana hides.", "Day 1 — Ana's turn (2 AP) in Thistle Road."]
    assert "▶ Ana's turn" not in out


def test_a_game_is_saved_and_resumed(tmp_path: Path) -> None:
    code, out = console(tmp_path, ["1", "1", "camp", "quit"], seed=8, dice=SIXES)
    assert code == 0 and "☀ Day 2 breaks." in out
    code, out = console(tmp_path, ["hero", "camp", "quit"], resume=1)
    assert code == 0
    assert "Resuming session 1 (day 2)." in out
    assert "☀ Day 3 breaks." in out
    code, out = console(tmp_path, [], resume=99)
    assert code == 2 and "There is no session 99" in out


def test_computer_companions_take_their_turns(tmp_path: Path) -> None:
    lines = ["1", "1"] + ["camp", "1", "1", "1"] * 3 + ["quit"]
    code, out = console(tmp_path, lines, heroes=1, companions=1, seed=4,
                        seats=[SeatChoice(race="elf", hero_class="priest")])
    assert code == 0
    assert "New coop game" in out
    assert "Human Warrior (computer): " in out
    assert "Elf Priest> camp" in out


def test_settings_that_cannot_make_a_game_are_refused(tmp_path: Path) -> None:
    code, out = console(tmp_path, [], heroes=1, companions=1, mode="solo")
    assert code == 2 and "computer companions need --mode coop" in out
    code, out = console(tmp_path, [], heroes=3, companions=2)
    assert code == 2 and "1 to 4 heroes" in out
    code, out = console(tmp_path, [], seats=[SeatChoice(race="troll")])
    assert code == 2 and "'troll' is not a Race. You can name: Dark Elf · Dwarf" in out


# ------------------------------------------------------------------ reading a line

@pytest.fixture(scope="module")
def game() -> GameState:
    """Ann and Bors together in the City on Day 1, a Stranger there, Ann to act."""
    state = started()
    hermit = next(c for c, e in PACK.encounters.items() if e.type == "stranger")
    return edit(state, lambda s: place(s, hermit, s.hero("h1").region))


def test_names_or_ids_are_read_in_any_case_and_by_unique_prefix(game: GameState) -> None:
    parser = Parser(PACK)
    assert parser.parse("MOVE greyspire PEAKS", game, "p1") == Move(player="p1", region="greyspire-peaks")
    assert parser.parse("move greyspire-peaks", game, "p1") == Move(player="p1", region="greyspire-peaks")
    assert parser.parse("move greysp", game, "p1") == Move(player="p1", region="greyspire-peaks")
    hermit = next(c for c, e in PACK.encounters.items() if e.type == "stranger")
    name = PACK.encounters[hermit].name
    assert parser.parse(f"confront {name} influence", game, "p1") == Confront(
        player="p1", encounter=hermit, attribute="influence")
    assert parser.parse(f"confront {name.upper()} hostile", game, "p1") == Confront(
        player="p1", encounter=hermit, hostile=True)
    assert parser.parse("team-up bors", game, "p1") == TeamUp(player="p1", heroes=["h2"])
    assert parser.parse("hero Bors", game, "p1") == Local("hero", "Bors")


def test_trade_and_exchange_read_their_parts(game: GameState) -> None:
    parser = Parser(PACK)
    rewards = list(PACK.rewards)
    a, b = PACK.rewards[rewards[0]].name, PACK.rewards[rewards[1]].name

    def hands(s: GameState) -> None:
        give(s, "h1", rewards[0])
        give(s, "h1", rewards[1])
        give(s, "h2", rewards[2])
        s.hero("h2").region = s.hero("h1").region

    game = edit(game, hands)
    assert parser.parse("trade buy Spell", game, "p1") == Trade(player="p1", buy="spell")
    assert parser.parse(f"trade sell {a}, {b} heal 2", game, "p1") == Trade(
        player="p1", sell=rewards[:2], heal={"h1": 2})
    assert parser.parse(f"trade sell {a} {b}", game, "p1") == Trade(player="p1", sell=rewards[:2])
    assert parser.parse("trade heal 1 Bors", game, "p1") == Trade(player="p1", heal={"h2": 1})
    # R-ACT-TRADE-2: several options are made in the order written.
    assert parser.parse(f"trade buy item sell {a}", game, "p1") == Trade(
        player="p1", sell=rewards[:1], buy="item", order=["buy", "sell", "heal"])
    exchange = parser.parse(f"exchange Bors give 2 gold, {a} take {PACK.rewards[rewards[2]].name}", game, "p1")
    assert isinstance(exchange, Exchange)
    assert (exchange.with_hero, exchange.give.gold, exchange.give.cards, exchange.take.cards) == (
        "h2", 2, [rewards[0]], [rewards[2]])


def test_prefs_sets_a_standing_answer_in_either_language(game: GameState) -> None:
    """The console's `prefs`, as /prefs: `skip-gift-windows on` spares the Gift windows."""
    assert Parser(PACK).parse("prefs skip-gift-windows on", game, "p1") == SetPreferences(
        player="p1", skip_gift_windows=True)
    assert Parser(PACK).parse("PREFS fight_to_the_end off", game, "p1") == SetPreferences(
        player="p1", fight_to_the_end=False)
    assert Parser(PACK, say_for(PACK, "fr")).parse("préférences sans-pause-dons oui", game, "p1") == \
        SetPreferences(player="p1", skip_gift_windows=True)
    for line in ("prefs", "prefs skip-gift-windows", "prefs loudness on", "prefs skip-gift-windows maybe"):
        with pytest.raises(InputError, match=r"Usage: prefs <fight-to-the-end \| camp-without-ap"):
            Parser(PACK).parse(line, game, "p1")


def test_a_number_answers_the_open_question() -> None:
    parser = Parser(PACK)
    game = new_game(GameOptions(mode="coop"), first_game_hero(), 1, PACK).state
    assert game.pending is not None
    prompt = game.pending.prompt
    assert parser.parse("2", game, prompt.player) == Choose(
        player=prompt.player, prompt=prompt.id, option=prompt.options[1].id)
    with pytest.raises(InputError, match="from 1 to"):
        parser.parse("9", game, prompt.player)


@pytest.mark.parametrize("line", ["1 2", "2 3", "1x", "2."])
def test_an_answer_is_one_number_alone_not_the_first_of_several(line: str) -> None:
    game = new_game(GameOptions(mode="coop"), first_game_hero(), 1, PACK).state
    assert game.pending is not None
    prompt = game.pending.prompt
    with pytest.raises(InputError) as refused:
        Parser(PACK).parse(line, game, prompt.player)
    said = str(refused.value).splitlines()
    assert said[0] == f"'{line}' is not an answer: type one number alone, from 1 to {len(prompt.options)}."
    assert said[1] == "Human Warrior: draw your starting Reward from which deck?"  # asked again
    with pytest.raises(InputError, match=f"^« {line} » n'est pas une réponse : tapez un seul nombre"):
        Parser(PACK, say_for(PACK, "fr")).parse(line, game, prompt.player)


@pytest.mark.parametrize(("line", "message"), [
    ("fly away", "Unknown command"),
    ("move", "Usage: move <region>"),
    ("move atlantis", "is not a Region"),
    ("move s", "could be"),
    ("trade", "Usage: trade"),
    ("trade heal lots", "Usage: trade heal"),
    ("exchange give 1 gold", "Usage: exchange"),
    ("trade buy spell buy item", "given twice"),
    ("team-up", "Usage: team-up <hero>, …"),
    ("trade heal 0", r"cannot be played: heal must be at least 1\.$"),
    ("camp no wait", "'camp' takes nothing after it, so 'no wait' was not played"),
    ("rest everything", "'rest' takes nothing after it"),
    ("hide me", "'hide' takes nothing after it"),
    ("move " + "a" * 20_000, "20,005 characters long: no command needs more than 500"),
    ("x" * 3000, "3,000 characters long"),
])
def test_lines_that_are_not_commands_say_why(game: GameState, line: str, message: str) -> None:
    with pytest.raises(InputError, match=message):
        Parser(PACK).parse(line, game, "p1")


@pytest.mark.parametrize("name", ["N" * 65, "   "])
def test_a_heros_name_the_game_cannot_hold_is_refused_on_the_command_line(
        name: str, capsys: pytest.CaptureFixture[str]) -> None:
    """R-SETUP-2: a name is refused in words before any game is dealt, not by a traceback."""
    with pytest.raises(SystemExit) as exited:
        build_parser().parse_args(["play", "--name", name])
    assert exited.value.code == 2
    err = capsys.readouterr().err
    assert "a hero's name has 1 to 64 characters" in err and "Traceback" not in err


def test_a_finished_game_writes_its_recap_and_is_in_the_history_and_stats(
        tmp_path: Path) -> None:
    """Issue 32: Ana camps each Day (R-DAY-CAMP-1) until time runs out (R-WIN-1); the recap
    picture is written beside the database and its path printed; `--history` and `--stats`
    then find the game."""
    code, out = console(tmp_path, ["camp", "1"] * 400, seed=7)
    assert code == 0
    recap = tmp_path / "kilforth-recap-1.png"
    assert f"The recap picture of the game is in {recap}" in out
    assert recap.read_bytes().startswith(b"\x89PNG")
    code, listed = console(tmp_path, [], history=1)
    assert code == 0
    assert listed.startswith("The finished console games, newest first:\nGame 1 · ")
    assert "solo · 25 Days · lost" in listed
    code, stats = console(tmp_path, [], stats="you")
    assert code == 0
    assert "you's console games:\n  1 game · 0 wins" in stats
    assert "The records of the console games:\n  1 game ended with a result" in stats
    code, refused = console(tmp_path, [], history=3)
    assert code == 2 and "only one page" in refused
