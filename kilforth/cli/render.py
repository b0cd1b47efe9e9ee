"""`python -m kilforth render map --seed N [--day D] [--heroes K] [--lang L] --out FILE.png`:
draw the map picture of a sample game, in English or French, the seeded setup played by the
heuristic players up to Day D.
The README's picture is made this way; regenerate it whenever the drawing changes."""

import argparse
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.content.pack import load_pack
from kilforth.i18n import DEFAULT_LANG, LANGS
from kilforth.rules.turns import LAST_DAY


def register(subparsers: Subparsers) -> None:
    render = subparsers.add_parser("render", help="draw pictures of a sample game")
    what = render.add_subparsers(dest="render_what", required=True, metavar="WHAT")
    p = what.add_parser(
        "map",
        help="the map picture of a seeded game played up to a Day",
        description="Plays the seeded game between heuristic players up to the start of "
        "Day D (or its end, if it ends sooner) and writes the map picture.",
    )
    p.add_argument("--seed", type=int, required=True, help="the game's seed, as in simulate")
    p.add_argument(
        "--day", type=int, default=1, help=f"play up to this Day (1–{LAST_DAY}, default 1)"
    )
    p.add_argument(
        "--heroes", type=int, default=4, choices=range(1, 5), help="heroes in the game (default 4)"
    )
    p.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG,
        help=f"the picture's language (default {DEFAULT_LANG})",
    )
    p.add_argument(
        "--out", type=Path, required=True, metavar="FILE.png", help="where to write the picture"
    )
    p.set_defaults(run=_map)


def _map(args: argparse.Namespace) -> int:
    if not 1 <= args.day <= LAST_DAY:
        print(f"error: --day is a Day of the game, 1 to {LAST_DAY}", file=sys.stderr)
        return 2
    # Imported here: Pillow is only needed by this command among the library's commands.
    from kilforth.render.picture import map_png
    from kilforth.render.say import say_for
    from kilforth.sim.sample import sample_game

    pack = load_pack()
    state = sample_game(pack, seed=args.seed, day=args.day, heroes=args.heroes)
    try:
        args.out.write_bytes(map_png(state, pack, say=say_for(pack, args.lang)))
    except OSError as exc:
        print(f"error: cannot write {args.out}: {exc.strerror}", file=sys.stderr)
        return 1
    print(f"{args.out}: Day {state.day} ({state.phase}) of seed {args.seed}, {args.heroes} heroes")
    return 0
