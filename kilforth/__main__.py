"""`python -m kilforth …`: the command line of the game library (DESIGN.md §2).

Sub-commands live in `kilforth.cli`, one module each; list a new module in `build_parser`.
"""

import argparse
import sys
from collections.abc import Sequence

from kilforth.cli import INTERRUPTED


def build_parser() -> argparse.ArgumentParser:
    # Imported here, under main's Ctrl-C handling: loading the engine takes a moment.
    from kilforth.cli import bench, content, fit, play, render, simulate, store

    parser = argparse.ArgumentParser(
        prog="python -m kilforth",
        description="Gloom of Kilforth: the game engine's command line.",
    )
    subparsers = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for module in (content, play, simulate, fit, render, bench, store):
        module.register(subparsers)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        # Ctrl-C before a sub-command took it over (while starting up): nothing was written.
        sys.exit(INTERRUPTED)
