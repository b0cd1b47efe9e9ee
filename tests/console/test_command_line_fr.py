"""The command lines in the console's language (issue 36): `python -m kilforth … --help`
and `python bot.py --help` with KILFORTH_LANG=fr, argparse's own words included, the errors
of their arguments, and the settings bot.py cannot read."""

import argparse
import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

import bot
from kilforth.__main__ import build_parser, facts
from kilforth.cli import words
from kilforth.i18n import LANGS, t
from tests.i18n.command_line import parsers
from tests.i18n.english import english_words

ROOT = Path(__file__).resolve().parents[2]

# What a French help keeps as it is typed: options, their values and placeholders, paths,
# the sub-commands, and the levels and modes, which are values of --level and --mode.
_TYPED = re.compile(r"--?[\w-]+|\{[^}]*\}|\b[A-Z][A-Z_]+\b|\S*[=_/.]\S*|\$\w+")
_VALUES = frozenset({"heuristic", "search", "solo", "coop", "competitive"})


def _helps(parser: argparse.ArgumentParser) -> dict[str, str]:
    """The help of `parser` and of each of its sub-commands, however deep, by their names."""
    found = {parser.prog.split()[-1]: parser.format_help()}
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for sub in action.choices.values():
                found |= _helps(sub)
    return found


def _run(*argv: str, env: dict[str, str], cwd: Path = ROOT) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, *argv], cwd=cwd, capture_output=True, text=True,
                          env={"PATH": os.environ.get("PATH", ""), **env}, timeout=120,
                          stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("root", ["cli", "bot"])
def test_the_english_catalogue_says_what_the_parsers_declare(root: str) -> None:
    """The parsers' English words are the catalogue's: a text changed in one place only
    fails here, as the command tree's do (commands/translator.py)."""
    [parser] = [parser for name, parser in parsers() if name == root]
    texts = list(words.texts(parser, root))
    assert len(texts) > (40 if root == "cli" else 2)
    for text in texts:
        assert t("en", text.key, **(facts("en") if root == "cli" else {})) == text.english, text.key


def test_argparse_says_each_word_the_catalogues_translate() -> None:
    """Each of argparse's words listed is one argparse says, and English says it unchanged."""
    source = inspect.getsource(argparse)
    for english, key in words.ARGPARSE.items():
        assert repr(english)[1:-1] in source or english in source, english
        assert words._argparse_word("en", english, key) == english
    for singular, key in words.ARGPARSE_PLURAL.items():
        assert singular in source
        assert t("en", key, count=1) == singular and t("en", key, count=2) == singular + "s"


@pytest.mark.parametrize("lang", LANGS)
def test_every_help_of_the_command_line_is_said_in_its_language(lang: str) -> None:
    """Issue 36: `--help` of `python -m kilforth` and of each of its sub-commands. The
    levels' win rates say '%', which argparse would read as a format: `play --help` used to
    fail on it."""
    with words.speaking(lang):
        helps = _helps(build_parser(lang))
    assert len(helps) == 14
    play = helps["play"]
    if lang == "fr":
        assert play.startswith("utilisation : python -m kilforth play [-h]")
        assert "options :\n  -h, --help            afficher ce message d'aide et quitter" in play
        assert "heuristic (gagne 46,7 % des parties en solo)" in " ".join(play.split())
        for text in helps.values():
            typed = _TYPED.sub(" ", text)
            assert english_words(typed, _VALUES | set(helps)) == set(), text
    else:
        assert play.startswith("usage: python -m kilforth play [-h]")
        assert "heuristic (wins 46.7% of solo games)" in " ".join(play.split())


def test_argparse_speaks_english_again_after_a_french_command_line() -> None:
    with words.speaking("fr"):
        assert argparse._("usage: ") == "utilisation : "  # type: ignore[attr-defined]
    assert argparse._("usage: ") == "usage: "  # type: ignore[attr-defined]
    assert words.say("cli-error-dice") == "dice are numbers from 1 to 6, separated by commas"


def test_python_m_kilforth_help_and_errors_in_french_with_kilforth_lang_fr() -> None:
    french = {"KILFORTH_LANG": "fr"}
    top = _run("-m", "kilforth", "--help", env=french)
    assert top.returncode == 0, top.stderr
    assert top.stdout.startswith("utilisation : python -m kilforth [-h] COMMAND ...\n\n"
                                 "L'Ombre de Kilforth : la ligne de commande du moteur de jeu.")
    assert "arguments positionnels :" in top.stdout
    dice = _run("-m", "kilforth", "play", "--dice", "7", env=french)
    assert dice.returncode == 2
    assert dice.stderr.endswith("python -m kilforth play : erreur : argument --dice : "
                                "un dé montre une face de 1 à 6\n")
    missing = _run("-m", "kilforth", "render", env=french)
    assert missing.stderr.endswith(": erreur : ces arguments sont obligatoires : WHAT\n")
    english = _run("-m", "kilforth", "play", "--dice", "7", env={})
    assert english.stderr.endswith("python -m kilforth play: error: argument --dice: "
                                   "each die shows 1 to 6\n")


def test_bot_py_help_in_the_language_of_its_settings_file(tmp_path: Path) -> None:
    (tmp_path / "french.env").write_text("KILFORTH_LANG=fr\n", encoding="utf-8")
    done = _run(str(ROOT / "bot.py"), "--env-file", "french.env", "--help", env={},
                cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("utilisation : bot.py [-h] [--sync] [--env-file ENV_FILE]\n\n"
                                  "Lancer le bot Discord de L'Ombre de Kilforth.\n")
    assert "le fichier des réglages (par défaut : .env)" in done.stdout
    english = _run(str(ROOT / "bot.py"), "--help", env={"KILFORTH_LANG": "de"}, cwd=tmp_path)
    assert english.stdout.startswith("usage: bot.py")


def test_settings_bot_py_cannot_read_are_said_in_french(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str],
) -> None:
    """Issue 36: a start-up error on a French path, in French: each setting, what it should
    be."""
    for name in list(os.environ):
        if name == "DISCORD_TOKEN" or name.startswith("KILFORTH_"):
            monkeypatch.delenv(name)
    monkeypatch.setenv("KILFORTH_LANG", "fr")
    monkeypatch.setenv("KILFORTH_LOG_LEVEL", "LOUD")
    monkeypatch.setenv("KILFORTH_SHARDS", "7-0/32")
    assert bot.main(["--env-file", str(tmp_path / "none")]) == 2
    assert capsys.readouterr().err == (
        "Réglages invalides :\n"
        "KILFORTH_LOG_LEVEL : doit valoir l'une de ces valeurs : DEBUG, INFO, WARNING, ERROR,"
        " CRITICAL\n"
        "KILFORTH_SHARDS : la plage 7-0/32 commence après sa fin : écrivez d'abord le shard le"
        " plus bas\n")
