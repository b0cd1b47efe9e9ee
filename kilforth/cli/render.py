"""`python -m kilforth render map --seed N [--day D] [--heroes K] [--lang L] --out FILE.png`:
draw the map picture of a sample game, in English or French, the seeded setup played by the
heuristic players up to Day D. `render recap --seed N [--heroes K] [--mode M] [--lang L]
--out FILE.png`: the recap picture of such a game played to its end.
The README's pictures are made this way; regenerate them whenever the drawing changes.

`python -m kilforth render events --games N [--seed S] [--heroes K] [--lang L] [--bare]`:
print the event lines of N seeded games played to the end by the heuristic players, as a
player reads them; `--bare` prints only the French lines that name a Region or Encounter
without the article or contraction French needs, and counts them."""

import argparse
import sys
from pathlib import Path

from kilforth.cli import Subparsers
from kilforth.content.pack import Pack, load_pack
from kilforth.i18n import DEFAULT_LANG, LANGS
from kilforth.i18n.articles import bare_names
from kilforth.i18n.names import Grammar
from kilforth.i18n.words import GRAMMATICAL
from kilforth.options import Mode
from kilforth.render.say import Say, say_for
from kilforth.render.text import event_line
from kilforth.rules.turns import LAST_DAY
from kilforth.sim.sample import played


def register(subparsers: Subparsers) -> None:
    render = subparsers.add_parser("render", help="draw pictures of a sample game")
    what = render.add_subparsers(dest="render_what", required=True, metavar="WHAT")
    p = what.add_parser(
        "map",
        help="the map picture of a seeded game played up to a Day",
        description="Plays the seeded game between heuristic players up to the start of "
        "Day D (or its end, if it ends sooner) and writes the map picture.",
    )
    p.add_argument(
        "--day", type=int, default=1, help=f"play up to this Day (1–{LAST_DAY}, default 1)"
    )
    _picture_arguments(p)
    p.set_defaults(run=_map)
    r = what.add_parser(
        "recap",
        help="the recap picture of a seeded game played to its end",
        description="Plays the seeded game between heuristic players to its end and writes "
        "the recap picture: the chart over its Days, the final map and each hero's line.",
    )
    r.add_argument(
        "--mode", choices=("coop", "competitive"), default="coop",
        help="the game's mode (default coop; one hero plays solo)",
    )
    _picture_arguments(r)
    r.set_defaults(run=_recap)
    e = what.add_parser(
        "events",
        help="the event lines of seeded games played to the end",
        description="Plays N seeded co-operative games between heuristic players to their end "
        "(game i uses seed S + i) and prints every event line in the language asked for.",
    )
    e.add_argument("--games", type=int, default=4, help="how many games (default 4)")
    e.add_argument("--seed", type=int, default=0, help="seed of the first game (default 0)")
    e.add_argument(
        "--heroes", type=int, default=2, choices=range(1, 5), help="heroes in each game (default 2)"
    )
    e.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG, help=f"the lines' language (default {DEFAULT_LANG})"
    )
    e.add_argument(
        "--bare", action="store_true",
        help="only the lines naming a Region or Encounter without the article it needs, and "
        "their count (a language whose names carry their grammar: "
        + ", ".join(sorted(GRAMMATICAL)) + ")",
    )
    e.set_defaults(run=_events)


def _picture_arguments(parser: argparse.ArgumentParser) -> None:
    """The options every picture takes: the seeded game it draws, its language and the file
    it is written to."""
    parser.add_argument("--seed", type=int, required=True, help="the game's seed, as in simulate")
    parser.add_argument(
        "--heroes", type=int, default=4, choices=range(1, 5), help="heroes in the game (default 4)"
    )
    parser.add_argument(
        "--lang", choices=LANGS, default=DEFAULT_LANG,
        help=f"the picture's language (default {DEFAULT_LANG})",
    )
    parser.add_argument(
        "--out", type=Path, required=True, metavar="FILE.png", help="where to write the picture"
    )


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
def _events(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("error: --games is at least 1", file=sys.stderr)
        return 2
    if args.bare and args.lang not in GRAMMATICAL:
        print(f"error: --bare reads the names' grammar, which '{args.lang}' names do not carry",
              file=sys.stderr)
        return 2
    pack = load_pack()
    say = say_for(pack, args.lang)
    names = _places(pack, say)
    seats = tuple(say("hero-default-name", seat=n) for n in range(1, args.heroes + 1))
    lines = bare = 0
    for seed in range(args.seed, args.seed + args.games):
        for state, events in played(pack, seed=seed, heroes=args.heroes, names=seats):
            for event in events:
                line = event_line(state, pack, event, say)
                if line is None:
                    continue
                lines += 1
                if not args.bare:
                    print(line)
                elif found := bare_names(line, names):
                    bare += 1
                    print(f"{seed}: {line}  [{'; '.join(found)}]")
    if args.bare:
        print(f"{bare} of {lines} event lines in {args.games} game(s) (seeds {args.seed}–"
              f"{args.seed + args.games - 1}) name a Region or Encounter without its article")
    return 0


def _places(pack: Pack, say: Say) -> dict[str, Grammar]:
    """The Region and Encounter names of `pack` in `say`'s language, with their grammar: a
    Night card's too, which becomes an Encounter when the Gloom spreads."""
    return {said.name: said.grammar for card in (*pack.regions, *pack.encounters, *pack.night)
            if (said := say.words.get(card)) is not None and said.grammar is not None}
