"""`python -m kilforth store copy SRC DST`: copy a deployment's games between databases (a
SQLite file and a PostgreSQL DSN, either way; see `kilforth.store.copy`)."""

import argparse
import asyncio
import sys

from kilforth.cli import Subparsers


async def _copy(source: str, destination: str) -> int:
    from kilforth.store import Store, StoreError
    from kilforth.store.copy import copy_store

    if source == destination:
        print("error: the source and the destination are the same database", file=sys.stderr)
        return 2
    try:
        async with await Store.open(source) as src, await Store.open(destination) as dst:
            def progress(done: int, total: int) -> None:
                print(f"\r{done}/{total} sessions", end="", file=sys.stderr, flush=True)

            report = await copy_store(src, dst, progress)
    except StoreError as exc:
        print(f"\nerror: {exc}", file=sys.stderr)
        return 1
    print(file=sys.stderr)
    print(report.text())
    return 1 if report.failed else 0


def _run(args: argparse.Namespace) -> int:
    return asyncio.run(_copy(args.source, args.destination))


def register(subparsers: Subparsers) -> None:
    store = subparsers.add_parser("store", help="manage the game database")
    actions = store.add_subparsers(dest="action", required=True, metavar="ACTION")
    copy = actions.add_parser(
        "copy", help="copy every game, log, snapshot and timer to another database; "
        "resumable, and each game verified by replaying it there")
    copy.add_argument("source", help="a SQLite file (or sqlite:///PATH) or postgresql://…")
    copy.add_argument("destination", help="a SQLite file (or sqlite:///PATH) or postgresql://…")
    copy.set_defaults(run=_run)
