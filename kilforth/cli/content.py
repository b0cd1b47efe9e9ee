"""`python -m kilforth content check [PATH]`: validate a content pack (DESIGN.md §4).
`python -m kilforth content show [CARD…] [--all]`: print cards in full, as players read them.

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
from kilforth.i18n import DEFAULT_LANG, LANGS, Lang
from kilforth.i18n.words import missing_words, read_words
from kilforth.render.cards import card_sheet, sheet_text
from kilforth.render.say import ENGLISH, Say


def register(subparsers: Subparsers) -> None:
    content = subparsers.add_parser("content", help="work with content packs")
    actions = content.add_subparsers(dest="content_action", required=True, metavar="ACTION")
    check = actions.add_parser(
        "check", help="validate a content pack and print how many cards it holds"
    )
    check.add_argument(
        "path",
        nargs="?",
        type=Path,
        default=None,
        help="the pack folder (default: the base pack)",
    )
    check.add_argument(
        "--lang",
        choices=LANGS,
        default=None,
        help="also check the pack's card names and flavour in this language (lang/LANG.toml)",
    )
    check.set_defaults(run=_check)
    show = actions.add_parser("show", help="print cards in full, by id or name")
    show.add_argument(
        "cards", nargs="*", metavar="CARD", help="card ids or names (case-insensitive)"
    )
    show.add_argument("--all", action="store_true", help="print every card of the pack")
    show.add_argument(
        "--pack", type=Path, default=None, help="the pack folder (default: the base pack)"
    )
    show.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG, help="the language to print the cards in"
    )
    show.set_defaults(run=_show)


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
        missing = _missing_words(pack, folder or BASE_PACK_DIR, args.lang)
    except PackError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    if missing:
        for problem in missing:
            print(f"error: {problem}", file=sys.stderr)
        print(f"{len(missing)} card(s) to put into '{args.lang}' in lang/{args.lang}.toml",
              file=sys.stderr)
        return 1
    for warning in keyword_warnings(pack):
        print(f"warning: {warning}", file=sys.stderr)
    print(summary(pack))
    return 0


def _missing_words(pack: Pack, folder: Path, lang: Lang | None) -> list[str]:
    # A pack's cards are written in English: their own names are the English ones.
    if lang is None or lang == DEFAULT_LANG:
        return []
    return missing_words(pack, read_words(folder, lang), lang)


def find_card(pack: Pack, wanted: str, say: Say = ENGLISH) -> str | None:
    """A card id from an id or a display name in the sheet's language, case-insensitive."""
    folded = wanted.strip().casefold()
    return next(
        (
            card
            for card, name in pack.names.items()
            if folded in (card.casefold(), say.name(card, name).casefold())
        ),
        None,
    )


def _show(args: argparse.Namespace) -> int:
    if not args.all and not args.cards:
        print("error: name the cards to show, or give --all", file=sys.stderr)
        return 2
    folder: Path | None = args.pack
    try:
        pack = read_pack(folder or BASE_PACK_DIR, name=None if folder else "base")
        say = (
            Say(args.lang, read_words(folder or BASE_PACK_DIR, args.lang))
            if args.lang != DEFAULT_LANG
            else ENGLISH
        )
    except PackError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    cards = list(pack.names) if args.all else [find_card(pack, c, say) or c for c in args.cards]
    unknown = [c for c in cards if c not in pack.names]
    if unknown:
        print(
            f"error: no card {', '.join(repr(c) for c in unknown)} in pack '{pack.name}'; "
            "`content show --all` lists every card",
            file=sys.stderr,
        )
        return 1
    print("\n\n".join(sheet_text(card_sheet(pack, c, say), say) for c in cards))
    return 0
