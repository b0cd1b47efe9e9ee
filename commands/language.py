"""Which language a Discord reader gets: a game's public messages are in the game's language
(chosen at `/kilforth new`), a private reply in its reader's own Discord locale."""

from typing import Any

import discord
from discord import app_commands

from kilforth.content.pack import Pack
from kilforth.i18n import DEFAULT_LANG, LANGS, Lang, language
from kilforth.render.say import Say, say_for
from kilforth.store.models import SessionInfo

# The choices of a game's language, each by its own name, as every language menu does
# (`/kilforth new`, `/kilforth-admin language`).
LANGUAGE_CHOICES = [app_commands.Choice(name=name, value=lang)
                    for name, lang in zip(("English", "Français"), LANGS, strict=True)]


def reader_language(interaction: discord.Interaction[Any]) -> Lang:
    """The language of the user who acted: Discord always sends their client's locale."""
    return language(str(interaction.locale))


def game_language(session: SessionInfo | None) -> Lang:
    """The language a channel's game is played in (English where there is no game)."""
    return DEFAULT_LANG if session is None else session.lang


def reader_say(interaction: discord.Interaction[Any], pack: Pack) -> Say:
    return say_for(pack, reader_language(interaction))


def game_say(session: SessionInfo | None, pack: Pack) -> Say:
    return say_for(pack, game_language(session))
