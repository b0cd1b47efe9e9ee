"""Sub-commands of `python -m kilforth`.

Each module here exposes `register(subparsers)`: it adds its own sub-command parser and sets
`run`, a function of the parsed arguments returning the process exit code, as that parser's
default. `kilforth.__main__.build_parser` lists the modules, so a new sub-command is one new module plus
one entry in that list.
"""

import argparse
from typing import TypeAlias

Subparsers: TypeAlias = "argparse._SubParsersAction[argparse.ArgumentParser]"

# The exit status of a command stopped by Ctrl-C, by the shells' convention: 128 + SIGINT (2).
INTERRUPTED = 130
