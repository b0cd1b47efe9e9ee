"""`python -m kilforth render map --seed N [--day D] [--heroes K] [--lang L] --out FILE.png`:
draw the map picture of a sample game, in English or French, the seeded setup played by the
heuristic players up to Day D. `render recap --seed N [--heroes K] [--mode M] [--lang L]
--out FILE.png`: the recap picture of such a game played to its end.
The README's pictures are made this way; regenerate them whenever the drawing changes."""

import argparse
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.content.pack import load_pack
from kilforth.i18n import DEFAULT_LANG, LANGS
from kilforth.options import Mode
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
    r = what.add_parser(
        "recap",
        help="the recap picture of a seeded game played to its end",
        description="Plays the seeded game between heuristic players to its end and writes "
        "the recap picture: the chart over its Days, the final map and each hero's line.",
    )
    r.add_argument("--seed", type=int, required=True, help="the game's seed, as in simulate")
    r.add_argument(
        "--heroes", type=int, default=4, choices=range(1, 5), help="heroes in the game (default 4)"
    )
    r.add_argument(
        "--mode", choices=("coop", "competitive"), default="coop",
        help="the game's mode (default coop; one hero plays solo)",
    )
    r.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG,
        help=f"the picture's language (default {DEFAULT_LANG})",
    )
    r.add_argument(
        "--out", type=Path, required=True, metavar="FILE.png", help="where to write the picture"
    )
    r.set_defaults(run=_recap)


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
    if not _write(args.out, map_png(state, pack, say=say_for(pack, args.lang))):
        return 1
    print(f"{args.out}: Day {state.day} ({state.phase}) of seed {args.seed}, {args.heroes} heroes")
    return 0


def _recap(args: argparse.Namespace) -> int:
    from kilforth.chronicle import chronicle
    from kilforth.render.picture import recap_png
    from kilforth.render.say import say_for
    from kilforth.sim.sample import sample_steps

    pack = load_pack()
    mode: Mode = args.mode
    told = chronicle(sample_steps(pack, seed=args.seed, heroes=args.heroes, mode=mode), pack)
    if not _write(args.out, recap_png(told, pack, say=say_for(pack, args.lang))):
        return 1
    result = told.final.result
    outcome = result.outcome if result is not None else "unfinished"
    print(f"{args.out}: seed {args.seed}, {args.heroes} heroes, {outcome} on Day {told.days}")
    return 0


def _write(out: Path, picture: bytes) -> bool:
    try:
        out.write_bytes(picture)
    except OSError as exc:
        print(f"error: cannot write {out}: {exc.strerror}", file=sys.stderr)
        return False
    return True
