"""The console in French (issue 19): `play --lang fr` or `KILFORTH_LANG`, command words in
both languages, refusals and help from the catalogues, and a whole scripted game with no
English left in what it prints."""

import asyncio
import io
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kilforth.commands import Exchange, Move, Trade
from kilforth.console import InputError, Io, Parser, Settings, play
from kilforth.console_words import english
from kilforth.content.pack import load_pack
from kilforth.render.say import say_for
from kilforth.state import GameState
from tests.console.test_names import started
from tests.i18n.english import english_words

PACK = load_pack()
FR = say_for(PACK, "fr")
ROOT = Path(__file__).resolve().parents[2]
# The heroes' names the test gives: names, not words of either language.
NAMES = frozenset({"ann", "bors", "aria"})


@pytest.fixture(scope="module")
def state() -> GameState:
    return started()


def french(parser: Parser, state: GameState, line: str) -> object:
    return parser.parse(line, state, "p1")


def test_words_of_either_language_with_or_without_accents() -> None:
    assert {english(w) for w in ("déplacer", "Deplacer", "move", "MOVE")} == {"move"}
    assert english("équipe") == english("equipe") == english("team_up") == "team-up"
    assert english("nonsense") == "nonsense"


def test_a_french_console_reads_french_names_and_english_ones(state: GameState) -> None:
    parser = Parser(PACK, FR)
    region = next(iter(PACK.regions))
    assert FR.card(PACK, region) != PACK.names[region]  # the pack's French name differs
    for line in (f"déplacer {FR.card(PACK, region)}", f"move {PACK.names[region]}",
                 f"deplacer {FR.card(PACK, region).upper()}"):
        parsed = french(parser, state, line)
        assert isinstance(parsed, Move) and parsed.region == region, line


def test_trade_exchange_and_attributes_in_french(state: GameState) -> None:
    parser = Parser(PACK, FR)
    bought = french(parser, state, "commercer acheter sort")
    assert isinstance(bought, Trade) and bought.buy == "spell"
    given = french(parser, state, "échanger Bors donner 2 or")
    assert isinstance(given, Exchange) and given.give.gold == 2
    with pytest.raises(InputError) as refused:
        french(parser, state, "confronter nulle-part combat")
    assert "n'est pas une Rencontre de votre Région" in str(refused.value)


@pytest.mark.parametrize(("line", "said"), [
    ("voler", "Commande inconnue « voler ». Tapez « aide » pour la liste."),
    ("déplacer", "Utilisation : déplacer <région>"),
    ("commercer soigner", "Utilisation : commercer soigner <n> [héros]"),
    ("commercer rien", "Commencez par l'un de ces mots : acheter, vendre, soigner."),
    ("1", "Aucune question n'attend de réponse : tapez une commande."),
])
def test_refusals_of_a_typed_line_are_french(state: GameState, line: str, said: str) -> None:
    with pytest.raises(InputError) as refused:
        french(Parser(PACK, FR), state, line)
    assert str(refused.value) == said
    assert english_words(said) == set()


def test_an_english_console_is_unchanged(state: GameState) -> None:
    with pytest.raises(InputError) as refused:
        Parser(PACK).parse("fly", state, "p1")
    assert str(refused.value) == "Unknown command 'fly'. Type 'help' for the list."
    bought = Parser(PACK).parse("trade buy spell", state, "p1")
    assert isinstance(bought, Trade) and bought.buy == "spell"


def test_a_whole_scripted_game_in_french_prints_no_english(tmp_path: Path) -> None:
    # Camp every day (answering every question with its first option), with a look at the
    # help, the rules, the map, the hero, a card, and a refusal on the way: the game runs to
    # the end of Day 25.
    extras = ["aide", "règles bataille", "règles", "plan", "héros", "voir", "carte nulle",
              "déplacer nulle-part", "voler"]
    lines = [*extras, *(["1", "camper"] * 400)]
    out = io.StringIO()
    settings = Settings(db=str(tmp_path / "k.sqlite3"), seed=11, lang="fr", heroes=1)
    code = asyncio.run(play(settings, Io.script(lines, out)))
    shown = out.getvalue()
    assert code == 0
    assert "Fin de la partie au Jour" in shown
    # The recap picture's path (issue 32) is the test's folder, named in English.
    assert f"L'image récapitulative de la partie est dans {tmp_path}" in shown
    assert english_words(shown.replace(str(tmp_path), ""), allow=NAMES) == set()


def test_play_list_in_french_says_when_each_game_was_last_played(tmp_path: Path) -> None:
    db = str(tmp_path / "k.sqlite3")
    asyncio.run(play(Settings(db=db, seed=3, lang="fr"), Io.script(["quitter"], io.StringIO())))
    out = io.StringIO()
    assert asyncio.run(play(Settings(db=db, lang="fr", list_games=True), Io.script([], out))) == 0
    header, game, hint, command = out.getvalue().splitlines()
    assert header.split() == ["n°", "mode", "héros", "jour", "état", "dernier", "coup"]
    assert game.split()[:7] == ["1", "solo", "Guerrier", "Humain", "1", "en", "cours"]
    assert hint == "Reprenez la plus récente avec :"
    assert "play --resume 1" in command
    assert FR("console-status", status="lobby") == "en attente"


def test_kilforth_lang_sets_the_language_and_the_resume_hint_keeps_it(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "play", "--db", str(tmp_path / "k.sqlite3"),
         "--seed", "3", "--name", "Aria"],
        input="aide\nquitter\n", capture_output=True, text=True, encoding="utf-8", cwd=ROOT,
        timeout=120, env={**os.environ, "PYTHONIOENCODING": "utf-8", "KILFORTH_LANG": "fr-FR"})
    assert done.returncode == 0, done.stderr
    assert "Actions (1 PA chacune) :" in done.stdout
    assert "--resume 1" in done.stdout and "--lang fr" in done.stdout


def test_an_unknown_language_is_refused_by_name() -> None:
    done = subprocess.run([sys.executable, "-m", "kilforth", "play", "--lang", "de"],
                          capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=60)
    assert done.returncode == 2
    assert "the bot speaks en and fr, not 'de'" in done.stderr
