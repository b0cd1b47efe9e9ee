"""`python -m kilforth bench TARGET`: performance measurements, each printed as a report.

A target is one entry of TARGETS: a function of the parsed arguments that runs the
measurement, prints it and returns the exit code. Options that only one target reads say so
in their help.
"""

import argparse
import asyncio
import sys
from collections.abc import Callable

from kilforth import collector
from kilforth.cli import Subparsers

# `--quick`: a smoke run small enough for CI; the figures mean little.
QUICK = {"sessions": 400, "samples": 150, "templates": 1, "per_channel": 5}
FULL = {"sessions": 10_000, "samples": 2000, "templates": 2, "per_channel": 20}


def _size(args: argparse.Namespace) -> dict[str, int]:
    size = dict(QUICK if args.quick else FULL)
    if args.sessions is not None:
        size["sessions"] = args.sessions
    return size


def _store(args: argparse.Namespace) -> int:
    from kilforth.store.backend import Target
    from kilforth.store.bench import bench_store

    server = None
    if args.db is not None and Target.parse(args.db).kind == "postgres":
        server = args.db
    collector.install()  # as in the bot's process (`bot.main`)
    print(asyncio.run(bench_store(**_size(args), server=server)).report())
    if args.db is not None:
        from kilforth.store.bench_processes import bench_processes

        channels, commands = (5, 10) if args.quick else (20, 30)
        print(bench_processes(args.db, channels, commands).report())
    return 0


def _engine(args: argparse.Namespace) -> int:
    from kilforth.sim.bench import bench_engine

    games = 40 if args.games is None else args.games
    print(bench_engine(solo_games=games, party_games=max(1, games // 4)).report())
    return 0


def _search(args: argparse.Namespace) -> int:
    from kilforth.rules.turns import LAST_DAY
    from kilforth.sim.search_bench import bench_search

    games = 12 if args.games is None else args.games
    if args.samples < 2 or games < 1:
        print("error: search needs one game at least and 2 samples per candidate, to pair them",
              file=sys.stderr)
        return 2
    if args.mode == "competitive" and args.heroes < 2:
        print("error: a competitive game needs at least 2 heroes", file=sys.stderr)
        return 2
    if not 1 <= args.day <= LAST_DAY:
        print(f"error: --day is a Day of the game, 1 to {LAST_DAY}", file=sys.stderr)
        return 2
    print(bench_search(mode=args.mode, heroes=args.heroes, at=args.at, day=args.day, samples=args.samples,
                       games=games).report())
    return 0


def _bot(args: argparse.Namespace) -> int:
    # Imported here: the bot's code needs discord.py, which the game library does not.
    from commands.bench import bench_bot

    size = _size(args)
    collector.install()  # as in the bot's process (`bot.main`)
    print(asyncio.run(bench_bot(sessions=size["sessions"], samples=size["samples"],
                                templates=size["templates"])).report())
    return 0


def _render(args: argparse.Namespace) -> int:
    from kilforth.render.picture.bench import bench_render

    if args.states < 1 or args.pictures < 1:
        print("error: render needs at least one state and one picture per state", file=sys.stderr)
        return 2
    print(bench_render(games=args.states, rounds=args.pictures).report())
    return 0


TARGETS: dict[str, Callable[[argparse.Namespace], int]] = {
    "bot": _bot,
    "engine": _engine,
    "render": _render,
    "search": _search,
    "store": _store,
}


def register(subparsers: Subparsers) -> None:
    bench = subparsers.add_parser("bench", help="measure performance")
    bench.add_argument("target", choices=sorted(TARGETS), help="what to measure")
    bench.add_argument("--sessions", type=int, default=None,
                       help="store, bot: running games in the database (default 10,000)")
    bench.add_argument("--db", default=None,
                       help="store: also measure 1, 2 and 4 processes sharing this database "
                       "(a postgresql:// DSN or a SQLite file; it gets games named bench-…); "
                       "with a DSN, every figure is measured on a new database of that "
                       "server, dropped afterwards")
    bench.add_argument("--quick", action="store_true",
                       help="store, bot: a small run, as a smoke test (400 games)")
    bench.add_argument("--games", type=int, default=None,
                       help="engine: solo games played (default 40; a quarter as many "
                       "four-hero games); search: games, one decision measured in each (default 12)")
    bench.add_argument("--mode", choices=["solo", "coop", "competitive"], default="coop",
                       help="search: the games' mode (default coop)")
    bench.add_argument("--heroes", type=int, default=2, choices=range(1, 5), help="search: heroes per game (default 2)")
    bench.add_argument("--at", choices=["day", "weighed", "assaults"], default="day",
                       help="search: the decision measured in each game: the first turn from --day "
                       "(default), the first the search player weighs, or the first with every "
                       "Saga complete")
    bench.add_argument("--day", type=int, default=10,
                       help="search: with --at=day, the Day (default 10)")
    bench.add_argument("--samples", type=int, default=30,
                       help="search: re-dealt samples per candidate (default 30)")
    bench.add_argument("--states", type=int, default=8,
                       help="render: mid-game four-hero states drawn (default 8)")
    bench.add_argument("--pictures", type=int, default=10,
                       help="render: pictures timed per state (default 10)")
    bench.set_defaults(run=_run)


def _run(args: argparse.Namespace) -> int:
    return TARGETS[args.target](args)
