"""Who may use the moderator commands (DESIGN.md §6): members with Manage Channels in the
channel, or members holding the configured moderator role (`KILFORTH_MOD_ROLE`)."""

from collections.abc import Callable
from typing import Any, TypeVar

import discord
from discord import app_commands

from commands.settings import Settings
from kilforth.i18n import DEFAULT_LANG, msgid, t

T = TypeVar("T")


class NotModerator(app_commands.CheckFailure):
    """Said to the player in their language by `errors.report_error` (catalogue message
    `KEY`); in English for the log."""

    KEY = msgid("discord-not-moderator")

    def __init__(self) -> None:
        super().__init__(t(DEFAULT_LANG, self.KEY))


def is_moderator(interaction: discord.Interaction[Any], settings: Settings) -> bool:
    user = interaction.user
    if not isinstance(user, discord.Member):
        return False
    if interaction.permissions.manage_channels:
        return True
    role = settings.mod_role
    if role is None:
        return False
    if isinstance(role, int):
        return any(r.id == role for r in user.roles)
    return any(r.name == role for r in user.roles)


def moderator_only() -> Callable[[T], T]:
    """App command check; the bot must carry its `settings` (KilforthBot does)."""

    def predicate(interaction: discord.Interaction[Any]) -> bool:
        if not is_moderator(interaction, interaction.client.settings):
            raise NotModerator()
        return True

    return app_commands.check(predicate)
