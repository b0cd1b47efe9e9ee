"""`python -m kilforth content check [PATH]`: validate a content pack (DESIGN.md §4).

A pack that passes prints its card counts and exits 0, with a warning for each Chapter keyword
too few cards carry; a pack that fails prints the file,
card and field at fault and exits 1, so a content author can fix it without reading Python.
"""

import argparse
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.content.checks import check_pack, keyword_warnings
from kilforth.content.pack import BASE_PACK_DIR, Pack, PackError, read_pack
from kilforth.content.vocabulary import REWARD_TYPES, TERRAINS


def register(subparsers: Subparsers) -> None:
    content = subparsers.add_parser("content", help="work with content packs")
    actions = content.add_subparsers(dest="content_action", required=True, metavar="ACTION")
    check = actions.add_parser(
        "check", help="validate a content pack and print how many cards it holds"
    )
    check.add_argument(
        "path", nargs="?", type=Path, default=None,
        help="the pack folder (default: the base pack)",
    )
    check.set_defaults(run=_check)


def summary(pack: Pack) -> str:
    """Card counts per family, with the per-terrain and per-type deck sizes beside them."""
    encounters = ", ".join(
        f"{t} {sum(e.terrain == t for e in pack.encounters.values())}" for t in TERRAINS
    )
    rewards = ", ".join(
        f"{t} {sum(r.type == t for r in pack.rewards.values())}" for t in REWARD_TYPES
    )
    details = {"encounters": encounters, "rewards": rewards}
    lines = [f"content pack '{pack.name}': OK"]
    for family, count in pack.counts().items():
        detail = f"   ({details[family]})" if family in details else ""
        lines.append(f"  {family:<11}{count:>4}{detail}")
    return "\n".join(lines)


def _check(args: argparse.Namespace) -> int:
    folder: Path | None = args.path
    try:
        pack = read_pack(folder or BASE_PACK_DIR, name=None if folder else "base")
        check_pack(pack)
    except PackError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    for warning in keyword_warnings(pack):
        print(f"warning: {warning}", file=sys.stderr)
    print(summary(pack))
    return 0
