"""`python -m kilforth fit-evaluation`: fit the search player's evaluation on the simulator's
games and write its weights (`kilforth/sim/evaluation.json`), with this command and the seeds
it played, so that a balance run never measures on them (see `kilforth.sim.fit`)."""

import argparse
import json
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.content.pack import load_pack
from kilforth.sim.evaluation import FIT_SEED, WEIGHTS


def register(subparsers: Subparsers) -> None:
    p = subparsers.add_parser("fit-evaluation", help="fit the search player's evaluation on simulated games")
    p.add_argument("--games", type=int, default=300, help="games to play for it, over every mode (default 300)")
    p.add_argument("--seed", type=int, default=FIT_SEED,
                   help=f"seed of the first game (default {FIT_SEED}, far from the seeds balance runs use)")
    p.add_argument("--out", type=Path, default=WEIGHTS, help="where to write the weights (default: the package's)")
    p.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    # numpy fits the model; the bot only reads its weights, so numpy is not a dependency of the bot.
    try:
        from kilforth.sim.fit import fit
    except ModuleNotFoundError as exc:
        print(f"error: fitting needs {exc.name} (pip install -e '.[test]')", file=sys.stderr)
        return 2
    if args.games < 10:
        print("error: fit on at least 10 games", file=sys.stderr)
        return 2
    command = f"python -m kilforth fit-evaluation --games {args.games} --seed {args.seed}"
    fitted = fit(args.games, load_pack(), args.seed, command)
    args.out.write_text(json.dumps(fitted.model_dump(), indent=2) + "\n", encoding="utf-8")
    print(f"{fitted.states} states of {fitted.seeds[0][1] - fitted.seeds[0][0] + 1} games "
          f"(seeds {fitted.seeds[0][0]}..{fitted.seeds[0][1]}), log loss {fitted.log_loss:.3f}: {args.out.name}")
    return 0
