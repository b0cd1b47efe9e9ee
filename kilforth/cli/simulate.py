"""`python -m kilforth simulate --games N`: complete seeded games between automatic players,
and what they add up to (see `kilforth.sim.simulator`), for each mode and hero count asked
for. Exit code 1 if any game raised an
exception, broke an invariant or did not end."""

import argparse
import json
import os
import sys
from pathlib import Path

from pydantic import ValidationError
from tqdm import tqdm

from kilforth.cli import Subparsers
from kilforth.options import GameOptions
from kilforth.sim.levels import AGENTS
from kilforth.sim.simulator import Setup, simulate


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("simulate", help="play many games between automatic players")
    p.add_argument("--games", type=int, default=100, help="how many games per mode and hero count (default 100)")
    p.add_argument("--mode", choices=("solo", "coop", "competitive"), nargs="+", default=["solo"],
                   help="one or more modes, each reported on its own (default solo)")
    p.add_argument("--heroes", type=int, default=[1], choices=range(1, 5), nargs="+",
                   help="one or more hero counts, each reported on its own (default 1)")
    p.add_argument("--agent", choices=sorted(AGENTS), default="heuristic", help="the players (default heuristic)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed + i")
    p.add_argument("--jobs", type=int, default=1,
                   help=f"worker processes (default 1; this machine has {os.cpu_count()} CPUs)")
    p.add_argument("--pack", default=None, metavar="DIR",
                   help="play with the content pack in DIR instead of the base pack (to balance it)")
    p.add_argument("--option", action="append", default=[], metavar="NAME=VALUE", type=_option,
                   help="a rules option other than its default, e.g. night_choices=each_hero "
                        "(repeatable; the options are the fields of kilforth/options.py)")
    p.add_argument("--json", action="store_true",
                   help="print the figures as JSON: one object, or a list of them for several setups")
    p.set_defaults(run=run)


def _option(text: str) -> tuple[str, str]:
    """One `NAME=VALUE`, refused (with what is allowed) unless the rules options take it."""
    name, sep, value = text.partition("=")
    if not sep or name not in GameOptions.model_fields or name == "mode":
        names = ", ".join(n for n in GameOptions.model_fields if n != "mode")
        raise argparse.ArgumentTypeError(f"'{text}' is not NAME=VALUE for a rules option ({names}); "
                                         "the mode is --mode")
    try:
        GameOptions.model_validate({name: value})
    except ValidationError as exc:
        raise argparse.ArgumentTypeError(
            f"{name} cannot be '{value}': {exc.errors()[0]['msg']}") from exc
    return name, value


def setups(args: argparse.Namespace) -> list[Setup]:
    """Every mode × hero count asked for that the rules allow: competitive needs two heroes."""
    pack = str(Path(args.pack).resolve()) if args.pack else None
    return [Setup(mode=mode, heroes=heroes, agent=args.agent, pack=pack, options=tuple(args.option))
            for mode in dict.fromkeys(args.mode) for heroes in dict.fromkeys(args.heroes)
            if not (mode == "competitive" and heroes < 2)]


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("error: play at least one game", file=sys.stderr)
        return 2
    runs = setups(args)
    if not runs:
        print("error: a competitive game needs at least 2 heroes", file=sys.stderr)
        return 2
    summaries = []
    for setup in runs:
        label = f"{setup.mode} {setup.heroes}"
        # A log or a pipe gets a line every half minute rather than a redrawn bar.
        with tqdm(total=args.games, desc=label, unit="game", file=sys.stderr,
                  mininterval=0.1 if sys.stderr.isatty() else 30) as bar:
            summaries.append(simulate(setup, args.games, seed=args.seed, jobs=max(1, args.jobs),
                                      progress=lambda done, total: bar.update(done - bar.n)))
    if args.json:
        figures = [s.figures() for s in summaries]
        print(json.dumps(figures[0] if len(figures) == 1 else figures, indent=2))
    else:
        print("\n\n".join(s.text() for s in summaries))
    return 1 if any(s.failures for s in summaries) else 0
