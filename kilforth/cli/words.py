"""The command lines (`python -m kilforth`, `python bot.py`) in the language of the console:
their `--help`, argparse's own words and the errors of their arguments.

As with the Discord command tree (`commands/translator.py`), the parsers declare their English
words and the catalogues (`locales/<lang>/cli.ftl`) hold them again by their place in the
tree, so a sub-command or an option added to a parser needs its words in every language,
which the catalogue test checks: `cli-play-help` for a sub-command in its parent's list,
`cli-render-map-desc` for a parser's description, `cli-play-opt-db` for an option (by its
dest). A help text that says a figure of the code (the most heroes, the languages) takes it
from `FACTS`. bot.py's words are keyed from `bot` the same way.

argparse says its own words ("usage:", "show this help message and exit", "the following
arguments are required") through gettext's `_`, which it looks up in its module: `speaking`
puts the catalogue's there while a parser is built and reads its command line, and back
afterwards. A word argparse gains in a later Python stays English until it is listed here.
"""

import argparse
import os
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from kilforth.i18n import DEFAULT_LANG, Lang, UnknownLanguage, msgid, spoken, t

# The console's language when a command line names none; the bot's settings read it too.
ENV_LANG = "KILFORTH_LANG"

# argparse's words a person reads, by argparse's own English text (Python 3.11 to 3.13).
ARGPARSE = {
    "usage: ": msgid("argparse-usage"),
    "positional arguments": msgid("argparse-positionals"),
    "options": msgid("argparse-options"),
    "show this help message and exit": msgid("argparse-help"),
    "%(prog)s: error: %(message)s\n": msgid("argparse-error"),
    "argument %(argument_name)s: %(message)s": msgid("argparse-argument"),
    "the following arguments are required: %s": msgid("argparse-required"),
    "one of the arguments %s is required": msgid("argparse-one-required"),
    "unrecognized arguments: %s": msgid("argparse-unrecognized"),
    "not allowed with argument %s": msgid("argparse-not-allowed-with"),
    "ignored explicit argument %r": msgid("argparse-ignored-argument"),
    "expected one argument": msgid("argparse-expected-one"),
    "expected at most one argument": msgid("argparse-expected-at-most-one"),
    "expected at least one argument": msgid("argparse-expected-at-least-one"),
    "ambiguous option: %(option)s could match %(matches)s": msgid("argparse-ambiguous"),
    "unexpected option string: %s": msgid("argparse-unexpected-option"),
    "invalid %(type)s value: %(value)r": msgid("argparse-invalid-value"),
    "invalid choice: %(value)r (choose from %(choices)s)": msgid("argparse-invalid-choice"),
    "can't open '%(filename)s': %(error)s": msgid("argparse-cannot-open"),
}
# argparse's words that depend on a count, by their singular.
ARGPARSE_PLURAL = {"expected %s argument": msgid("argparse-expected-arguments")}

_LANG: ContextVar[Lang] = ContextVar("cli_lang", default=DEFAULT_LANG)


def command_line_lang(value: str | None = None) -> Lang:
    """The language of a command line: `value` (a setting read elsewhere) if given, else
    $KILFORTH_LANG; English for a language the bot does not speak, which the console
    refuses by name once it reads its own option."""
    try:
        return spoken(value or os.environ.get(ENV_LANG) or DEFAULT_LANG)
    except UnknownLanguage:
        return DEFAULT_LANG


def say(key: str, **args: str | int) -> str:
    """Message `key` in the language of the command line being read: for an argument's
    type, which argparse calls with the text alone."""
    return t(_LANG.get(), key, **args)


def _argparse_word(lang: Lang, english: str, key: str) -> str:
    # A catalogue's message cannot end in spaces or a newline: argparse's keep theirs.
    return t(lang, key) + english[len(english.rstrip()):]


@contextmanager
def speaking(lang: Lang) -> Iterator[None]:
    """argparse's own words in `lang`, and `say` in it, while the block builds a parser and
    reads its command line."""
    token = _LANG.set(lang)
    saved = argparse._, argparse.ngettext  # type: ignore[attr-defined]

    def gettext(english: str) -> str:
        key = ARGPARSE.get(english)
        return english if key is None else _argparse_word(lang, english, key)

    def ngettext(singular: str, plural: str, count: int) -> str:
        key = ARGPARSE_PLURAL.get(singular)
        if key is None:
            return singular if count == 1 else plural
        return t(lang, key, count=count)

    setattr(argparse, "_", gettext)  # noqa: B010 (argparse reads the name `_`)
    argparse.ngettext = ngettext
    try:
        yield
    finally:
        setattr(argparse, "_", saved[0])  # noqa: B010
        argparse.ngettext = saved[1]
        _LANG.reset(token)


@dataclass(frozen=True)
class Text:
    """One of a parser's texts: its catalogue key, the English the parser declares, and how
    to put the words of a language in its place."""

    key: str
    english: str
    put: Callable[[str], None]


def texts(parser: argparse.ArgumentParser, root: str) -> Iterator[Text]:
    """Every description and help text of `parser` and of its sub-commands, keyed from
    `root`."""
    if parser.description:
        yield Text(f"{root}-desc", parser.description,
                   lambda words: setattr(parser, "description", words))
    for action in parser._actions:
        if isinstance(action, argparse._HelpAction):
            continue  # argparse's own words: `speaking`
        if isinstance(action, argparse._SubParsersAction):
            for listed in action._choices_actions:
                if listed.help:
                    yield Text(f"{root}-{listed.dest}-help", listed.help,
                               lambda words, listed=listed: setattr(listed, "help", words))
            for name, sub in action.choices.items():
                yield from texts(sub, f"{root}-{name}")
        elif action.help and action.help != argparse.SUPPRESS:
            yield Text(f"{root}-opt-{action.dest.replace('_', '-')}", action.help,
                       lambda words, action=action: setattr(action, "help", words))


def localise(parser: argparse.ArgumentParser, root: str, lang: Lang,
             facts: Mapping[str, str | int]) -> argparse.ArgumentParser:
    """`parser` with its texts in `lang`; `facts` are the figures a text may say."""
    for text in texts(parser, root):
        # argparse %-formats a help text (`%(default)s`): a % of the words is a literal one.
        words = t(lang, text.key, **facts)
        text.put(words if text.key.endswith("-desc") else words.replace("%", "%%"))
    return parser
