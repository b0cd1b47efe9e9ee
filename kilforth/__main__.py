"""`python -m kilforth …`: the command line of the game library (DESIGN.md §2).

Sub-commands live in `kilforth.cli`, one module each; list a new module in SUBCOMMANDS.
"""

import argparse
import sys
from collections.abc import Sequence

from kilforth.cli import bench, content, play, render, simulate

SUBCOMMANDS = (content, play, simulate, render, bench)


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m kilforth",
        description="Gloom of Kilforth: the game engine's command line.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in SUBCOMMANDS:
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    sys.exit(main())
