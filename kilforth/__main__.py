"""`python -m kilforth …`: the command line of the game library (DESIGN.md §2).

Sub-commands live in `kilforth.cli`, one module each; list a new module in `build_parser`.
"""

import sys

try:
    import argparse
    import os
    from collections.abc import Sequence

    from kilforth.cli import INTERRUPTED, words
    from kilforth.i18n import DEFAULT_LANG, LANGS, Lang, t
except KeyboardInterrupt:
    # Ctrl-C while the command line loads (its catalogues take a moment): nothing was written.
    # 130 is kilforth.cli.INTERRUPTED, which may not be loaded yet.
    sys.exit(130)


def build_parser(lang: Lang = DEFAULT_LANG) -> argparse.ArgumentParser:
    """The command line, its help in `lang`: build it under `words.speaking(lang)`, which
    argparse's own words need."""
    return words.localise(declared_parser(), "cli", lang, facts(lang))


def declared_parser() -> argparse.ArgumentParser:
    """The command line with the English words its modules declare."""
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


def facts(lang: Lang) -> dict[str, str | int]:
    """The figures of the code that the help texts say."""
    from kilforth.console import MAX_HEROES
    from kilforth.i18n.words import GRAMMATICAL
    from kilforth.rules.turns import LAST_DAY
    from kilforth.sim.evaluation import FIT_SEED
    from kilforth.sim.levels import LEVELS, STRENGTH
    from kilforth.sim.seats import DEFAULT_LEVEL

    def level(name: str) -> str:
        whole, tenth = divmod(round(STRENGTH[name].solo_win_rate * 10), 10)
        return t(lang, "cli-level", level=name, whole=whole, tenth=tenth)

    return {"langs": ", ".join(LANGS), "env": words.ENV_LANG, "default_lang": DEFAULT_LANG,
            "most_heroes": MAX_HEROES, "levels": ", ".join(level(name) for name in LEVELS),
            "default_level": DEFAULT_LEVEL, "last_day": LAST_DAY, "fit_seed": str(FIT_SEED),
            "grammatical": ", ".join(sorted(GRAMMATICAL)), "cpus": os.cpu_count() or 1}


def main(argv: Sequence[str] | None = None) -> int:
    lang = words.command_line_lang()
    with words.speaking(lang):
        args = build_parser(lang).parse_args(argv)
    code: int = args.run(args)
    return code


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt:
        # Ctrl-C before a sub-command took it over (while starting up): nothing was written.
        sys.exit(INTERRUPTED)
