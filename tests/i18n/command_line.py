"""The command lines' parsers with the English words their code declares, as
`python -m kilforth` and `python bot.py` build them before they are said in a language: what
the catalogue test reads their keys from, and what the command-line tests pin."""

import argparse
from collections.abc import Iterator

import bot
from kilforth.__main__ import declared_parser
from kilforth.cli import words


def parsers() -> Iterator[tuple[str, argparse.ArgumentParser]]:
    """Each command line's root key and its parser."""
    yield "cli", declared_parser()
    yield "bot", bot.build_parser()


def command_line_keys() -> set[str]:
    return {text.key for root, parser in parsers() for text in words.texts(parser, root)}
