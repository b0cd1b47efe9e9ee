"""Command names and descriptions in the players' languages (issue 19): discord.py asks the
tree's `Translator` for every name, description, option and choice when it syncs, and Discord
shows each user the words of their own client's locale.

The catalogue keys (`locales/<lang>/commands.ftl`) follow the command tree, so a command
added to the tree needs its words in every language, which the catalogue test checks:
`cmd-kilforth-new` and `cmd-kilforth-new-desc` for a command or group, `…-opt-mode` and
`…-opt-mode-desc` for an option, `cmd-opt-mode-choice-coop` for a choice (keyed by its option's
name, not its command's: the same option offers the same choices wherever it appears).
The command tree's own strings are the English ones: English locales get no localisation.
"""

import logging
import re
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from kilforth.i18n import DEFAULT_LANG, MissingMessage, language, t

log = logging.getLogger(__name__)

# What a key may hold of a choice's value (Fluent identifiers: letters, digits, - and _).
_NOT_IN_KEY = re.compile(r"[^a-z0-9_-]+")


def command_key(qualified_name: str) -> str:
    """The key of a command or group: 'kilforth new' -> 'cmd-kilforth-new'."""
    return "cmd-" + qualified_name.replace(" ", "-")


def option_key(command: str, option: str) -> str:
    return f"{command_key(command)}-opt-{option}"


def choice_key(option: str, value: str | int | float) -> str:
    return f"cmd-opt-{option}-choice-{_NOT_IN_KEY.sub('-', str(value).lower())}"


def choice_options(tree: app_commands.CommandTree[Any]) -> dict[int, str]:
    """The option each choice of the tree belongs to, by the choice's identity: discord.py
    hands the translator a choice without its option. A choice object shared by options of
    different names is refused, since its key would be ambiguous."""
    found: dict[int, str] = {}
    for command in _walk(tree.get_commands()):
        for parameter in command.parameters:
            for choice in parameter.choices:
                known = found.setdefault(id(choice), parameter.display_name)
                if known != parameter.display_name:
                    raise ValueError(f"the choice {choice.name!r} is offered by options "
                                     f"{known!r} and {parameter.display_name!r}: give each its "
                                     "own Choice")
    return found


def _walk(items: list[Any]) -> list[app_commands.Command[Any, ..., Any]]:
    """Every slash command of `items`, through their groups."""
    commands: list[app_commands.Command[Any, ..., Any]] = []
    for item in items:
        if isinstance(item, app_commands.Group):
            commands += _walk(item.commands)
        elif isinstance(item, app_commands.Command):
            commands.append(item)
    return commands


class CatalogueTranslator(app_commands.Translator):
    """Every name and description of `tree` from the catalogues. What a catalogue lacks is
    logged and left in English: a missing word must not stop the bot from registering its
    commands (the catalogue test fails on it first)."""

    def __init__(self, tree: app_commands.CommandTree[Any]) -> None:
        self._tree = tree
        self._choices: dict[int, str] = {}

    def key(self, context: app_commands.TranslationContextTypes) -> str | None:
        """The catalogue key of what `context` names, or None for what has no words of
        ours."""
        data = context.data
        match context.location:
            case Where.command_name | Where.group_name:
                return command_key(data.qualified_name)
            case Where.command_description | Where.group_description:
                return command_key(data.qualified_name) + "-desc"
            case Where.parameter_name:
                return option_key(data.command.qualified_name, data.display_name)
            case Where.parameter_description:
                return option_key(data.command.qualified_name, data.display_name) + "-desc"
            case Where.choice_name:
                if id(data) not in self._choices:
                    # Commands may have been added since the last look.
                    self._choices = choice_options(self._tree)
                return choice_key(self._choices[id(data)], data.value)
        return None

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        lang = language(locale.value)
        key = self.key(context)
        if lang == DEFAULT_LANG or key is None:
            return None
        try:
            return t(lang, key)
        except MissingMessage as missing:
            log.warning("A command word is left in English: %s", missing)
            return None
