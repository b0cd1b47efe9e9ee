"""`python -m kilforth simulate --games N`: complete seeded games between automatic players,
and what they add up to (see `kilforth.sim.simulator`). Exit code 1 if any game raised an
exception, broke an invariant or did not end."""

import argparse
import json
import os
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.sim.agents import AGENTS
from kilforth.sim.simulator import Setup, simulate


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("simulate", help="play many games between automatic players")
    p.add_argument("--games", type=int, default=100, help="how many games (default 100)")
    p.add_argument("--mode", choices=("solo", "coop", "competitive"), default="solo")
    p.add_argument("--heroes", type=int, default=1, choices=range(1, 5), help="heroes per game (default 1)")
    p.add_argument("--agent", choices=sorted(AGENTS), default="heuristic", help="the players (default heuristic)")
    p.add_argument("--seed", type=int, default=0, help="seed of the first game; game i uses seed + i")
    p.add_argument("--jobs", type=int, default=1,
                   help=f"worker processes (default 1; this machine has {os.cpu_count()} CPUs)")
    p.add_argument("--pack", default=None, metavar="DIR",
                   help="play with the content pack in DIR instead of the base pack (to balance it)")
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    p.set_defaults(run=run)


def _progress(done: int, total: int) -> None:
    if not sys.stderr.isatty():
        # A log or a pipe gets a line at every tenth of the games, not a redrawn bar.
        if done == total or 10 * done // total > 10 * (done - 1) // total:
            sys.stderr.write(f"{done}/{total} games\n")
        return
    width = 30
    filled = width * done // total
    sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games")
    if done == total:
        sys.stderr.write("\n")
    sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    if args.mode == "competitive" and args.heroes < 2:
        print("error: a competitive game needs at least 2 heroes", file=sys.stderr)
        return 2
    if args.games < 1:
        print("error: play at least one game", file=sys.stderr)
        return 2
    setup = Setup(mode=args.mode, heroes=args.heroes, agent=args.agent,
                  pack=str(Path(args.pack).resolve()) if args.pack else None)
    summary = simulate(setup, args.games, seed=args.seed, jobs=max(1, args.jobs), progress=_progress)
    print(json.dumps(summary.figures(), indent=2) if args.json else summary.text())
    return 1 if summary.failures else 0
