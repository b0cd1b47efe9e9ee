"""`python -m kilforth play`: a local hot-seat game at the terminal (see `kilforth.console`).

    python -m kilforth play                              one hero, chosen interactively
    python -m kilforth play --heroes 2 --companions 1    two players and a computer hero
    python -m kilforth play --script moves.txt --seed 7 --dice 6,5,1
    python -m kilforth play --list                       the saved games
    python -m kilforth play --resume 12
    python -m kilforth play --history                    the finished games, newest first
    python -m kilforth play --stats player1              a player's statistics and the records

Ctrl-C stops at once and Ctrl-D at the prompt stops too: every accepted command is already
saved. Ctrl-D while the heroes are being chosen creates no game.
"""

import argparse
import asyncio
import os
import signal
import sys
from types import FrameType
from typing import TextIO

from kilforth.cli import INTERRUPTED, Subparsers
from kilforth.cli.words import ENV_LANG, say
from kilforth.console import MAX_HEROES, Console, Io, SeatChoice, Settings, play
from kilforth.i18n import DEFAULT_LANG, LANGS, Lang, UnknownLanguage, spoken
from kilforth.sim.levels import LEVELS, description
from kilforth.sim.seats import DEFAULT_LEVEL
from kilforth.state import HERO_NAME_AT_MOST


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser(
        "play", help="play a local hot-seat game in the terminal",
        description="Play Gloom of Kilforth at the terminal, on the bot's engine and database. "
                    "Per-hero options (--name, --race, --class, --saga) apply to heroes in the "
                    "order given.")
    p.add_argument("--db", default=None,
                   help="database file (default: $KILFORTH_DB or ./kilforth.sqlite3, as the bot)")
    saved = p.add_mutually_exclusive_group()
    saved.add_argument("--resume", type=int, metavar="ID",
                       help="continue the console game of session ID")
    saved.add_argument("--list", action="store_true", dest="list_games",
                       help="list the saved console games: id, mode, heroes, day, status,"
                            " last played")
    saved.add_argument("--history", type=int, nargs="?", const=1, metavar="PAGE",
                       help="the finished console games, newest first (a page of ten)")
    saved.add_argument("--stats", nargs="?", const="", metavar="PLAYER",
                       help="the records of the console games, and PLAYER's statistics")
    p.add_argument("--script", type=argparse.FileType("r", encoding="utf-8"), metavar="FILE",
                   help="read the commands from FILE instead of the keyboard")
    p.add_argument("--dice", type=_dice, default=[], metavar="6,5,1,…",
                   help="script the dice: these faces are rolled first, in order")
    p.add_argument("--seed", type=int, help="the game's random seed (default: a fresh one)")
    p.add_argument("--lang", type=_language, default=os.environ.get(ENV_LANG) or DEFAULT_LANG,
                   metavar="LANG",
                   help=f"the console's language: {', '.join(LANGS)} (default: ${ENV_LANG}, else "
                        "en); commands are understood in every language"),
    p.add_argument("--heroes", type=int, default=1,
                   help=f"heroes played at this terminal (1–{MAX_HEROES})")
    p.add_argument("--companions", type=int, default=0, help="computer-controlled co-op heroes")
    p.add_argument("--level", choices=LEVELS, default=DEFAULT_LEVEL,
                   help="how the companions play: " + ", ".join(description(level) for level in LEVELS)
                        + f" (default {DEFAULT_LEVEL}, the strongest that chooses within a Discord turn's time)")
    p.add_argument("--mode", choices=("solo", "coop", "competitive"),
                   help="default: solo for one hero, coop for several")
    p.add_argument("--first-game", action="store_true",
                   help="no Ancient Ability cards and no Plots (R-SETUP-16 b)")
    p.add_argument("--name", type=_hero_name, action="append", default=[], help="a hero's name")
    p.add_argument("--race", action="append", default=[], help="a hero's Race (name or id)")
    p.add_argument("--class", dest="hero_class", action="append", default=[], help="a hero's Class")
    p.add_argument("--saga", action="append", default=[], help="a hero's Saga")
    p.set_defaults(run=run)


def _language(raw: str) -> Lang:
    try:
        return spoken(raw)
    except UnknownLanguage as exc:
        raise argparse.ArgumentTypeError(say("settings-language", langs=", ".join(LANGS[:-1]),
                                              last=LANGS[-1], code=raw)) from exc


def _hero_name(raw: str) -> str:
    """A hero's name as a seat holds it (`HeroSpec.name`): refused here, in words, rather than
    by the model when the game is dealt."""
    name = raw.strip()
    if not name or len(name) > HERO_NAME_AT_MOST:
        raise argparse.ArgumentTypeError(say("cli-error-hero-name", most=HERO_NAME_AT_MOST,
                                              length=len(name)))
    return name


def _dice(raw: str) -> list[int]:
    try:
        faces = [int(x) for x in raw.replace(" ", "").split(",") if x]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(say("cli-error-dice")) from exc
    if any(not 1 <= f <= 6 for f in faces):
        raise argparse.ArgumentTypeError(say("cli-error-die-face"))
    return faces


def settings_of(args: argparse.Namespace) -> Settings:
    count = max(len(args.name), len(args.race), len(args.hero_class), len(args.saga))

    def nth(values: list[str], i: int) -> str | None:
        return values[i] if i < len(values) else None

    seats = [SeatChoice(name=nth(args.name, i), race=nth(args.race, i),
                        hero_class=nth(args.hero_class, i), saga=nth(args.saga, i))
             for i in range(count)]
    return Settings(db=args.db, resume=args.resume, heroes=args.heroes, companions=args.companions,
                    mode=args.mode, seats=seats, seed=args.seed, dice=args.dice,
                    first_game=args.first_game, list_games=args.list_games,
                    history=args.history, stats=args.stats, lang=args.lang, level=args.level)


def run(args: argparse.Namespace, stdin: TextIO | None = None, stdout: TextIO | None = None) -> int:
    stdin, stdout = stdin or sys.stdin, stdout or sys.stdout
    # asyncio.run would turn the first Ctrl-C into a cancellation that a blocked input()
    # never sees (the console hung); a handler of our own makes it interrupt at once.
    previous = signal.signal(signal.SIGINT, _interrupt)
    settings = settings_of(args)
    try:
        if args.script is not None:
            with args.script:
                return asyncio.run(play(settings, Io.script(args.script.readlines(), stdout)))
        if not stdin.isatty():
            return asyncio.run(play(settings, Io.script(stdin, stdout)))
        keyboard = Io(_keyboard, stdout, interactive=True)
        return asyncio.run(play(settings, keyboard, _tab_completion))
    except KeyboardInterrupt:
        # The console has said what was saved; the exit status says it was interrupted.
        return INTERRUPTED
    finally:
        signal.signal(signal.SIGINT, previous)


def _interrupt(signum: int, frame: FrameType | None) -> None:
    raise KeyboardInterrupt


def _keyboard(question: str) -> str | None:
    try:
        return input(question)
    except EOFError:
        return None


def _tab_completion(console: Console) -> None:
    """Complete command words and names with Tab, where the platform has readline."""
    try:
        import readline
    except ImportError:
        return

    def complete(text: str, n: int) -> str | None:
        found = console.completions(readline.get_line_buffer()[: readline.get_endidx()])
        return found[n] if n < len(found) else None

    # The whole line is completed at once: names contain spaces.
    readline.set_completer_delims("")
    readline.set_completer(complete)
    readline.parse_and_bind("tab: complete")
