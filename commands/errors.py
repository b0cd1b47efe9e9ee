"""What a player sees when a command or a component fails (DESIGN.md §6).

A refused move (`RuleError`) or a failed check is the player's to fix: they get the reason,
privately. Anything else is ours: it is logged with the channel and the command, and the
player gets a short apology instead of a traceback.
"""

import contextlib
import functools
import logging
from collections.abc import Awaitable, Callable, Iterator
from typing import Any, TypeVar

import discord
from discord import app_commands

from commands.checks import NotModerator
from commands.deadline import reply
from commands.embeds import Palette, embed
from commands.language import reader_say
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import pack_for
from kilforth.errors import CardRef, RuleError
from kilforth.i18n import DEFAULT_LANG, msgid, t
from kilforth.render.refusals import refusal_text
from kilforth.render.say import Say
from kilforth.store import CorruptStateError, SessionError

log = logging.getLogger(__name__)

# In English, as the log and the tests know it; a player reads it in their own language.
APOLOGY = t(DEFAULT_LANG, "discord-apology")


@contextlib.contextmanager
def refusals() -> Iterator[None]:
    """Store refusals shown to the player like rule refusals: `report_error` turns a
    `RuleError` into a private reason, and a lobby or channel refusal is the same kind of
    thing. A damaged game is logged and the player told who can repair it; damage in its
    history only is told with its version and what still works."""
    try:
        yield
    except SessionError as error:
        raise RuleError(error.code, error.message, key=error.key, params=error.params
                        ) from error
    except CorruptStateError as error:
        log.error("Damaged game: %s", error)
        if error.version is not None:
            # Only its history: the game plays on, and a reset would end it for nothing.
            history = msgid("discord-damaged-history")
            params = {"game": str(error.session_id), "version": str(error.version),
                      "error": error.error}
            raise RuleError("damaged_history", t(DEFAULT_LANG, history, **params), key=history,
                            params=params) from error
        key = msgid("discord-corrupt-state")
        raise RuleError("corrupt_state", t(DEFAULT_LANG, key), key=key) from error


def _origin(interaction: discord.Interaction[Any]) -> str:
    """The command or component an interaction came from, for the log."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    custom_id = (interaction.data or {}).get("custom_id")
    return f"component {custom_id!r}" if custom_id else f"interaction type {interaction.type.name}"


def _unwrap(error: BaseException) -> BaseException:
    """The error that matters: discord.py wraps what a callback raised in CommandInvokeError,
    and what a transformer raised (e.g. an unknown region) in TransformerError."""
    while True:
        if isinstance(error, app_commands.CommandInvokeError):
            error = error.original
        elif isinstance(error, app_commands.TransformerError) and isinstance(
            error.__cause__, RuleError
        ):
            error = error.__cause__
        else:
            return error


def refusal_embed(reason: str, say: Say, rule: str | None = None) -> discord.Embed:
    """What a player sees when the game or a check refuses their command."""
    return embed(
        say("discord-refused"),
        reason,
        colour=Palette.WARNING,
        footer=say("discord-rule", rule=rule) if rule else None,
    )


async def _pack(interaction: discord.Interaction[Any], error: RuleError) -> Pack:
    """The pack whose card words a refusal needs: the channel's game's when it names a card,
    else the base pack (any pack has the catalogue's words)."""
    if not any(isinstance(value, CardRef) for value in error.params.values()):
        return load_pack()
    try:
        return pack_for(await interaction.client.store.state(str(interaction.channel_id)))
    except Exception:
        # Reporting an error must not fail: the cards are then named by the base pack.
        log.warning("Could not read the game of channel %s to name the cards of a refusal",
                    interaction.channel_id, exc_info=True)
        return load_pack()


async def _refused(interaction: discord.Interaction[Any], error: RuleError) -> discord.Embed:
    """A refusal in the words of its reader, its rule in the footer."""
    pack = await _pack(interaction, error)
    say = reader_say(interaction, pack)
    # The rule goes in the footer, not after the reason.
    reason = refusal_text(RuleError(error.code, error.message, key=error.key,
                                    params=error.params), pack, say)
    return refusal_embed(reason, say, error.rule)


async def report_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """Answer the player about `error` and log it when it is a bug. Never raises: a failure
    to answer (the interaction expired, Discord is down) is logged and dropped.

    The answer is ephemeral, except after a public `defer()`: Discord then shows the first
    followup in place of the "thinking" message, publicly. Check before deferring, or defer
    with `ephemeral=True` when a refusal is likely."""
    error = _unwrap(error)
    if isinstance(error, RuleError):
        message = await _refused(interaction, error)
    elif isinstance(error, NotModerator):
        say = reader_say(interaction, load_pack())
        message = refusal_embed(say(NotModerator.KEY), say)
    elif isinstance(error, app_commands.CheckFailure | app_commands.TransformerError):
        # discord.py's own texts for these are written for the user ("You are missing …").
        message = refusal_embed(str(error), reader_say(interaction, load_pack()))
    else:
        log.error(
            "Unhandled error in %s (guild %s, channel %s, user %s)",
            _origin(interaction),
            interaction.guild_id,
            interaction.channel_id,
            interaction.user.id if interaction.user else None,
            exc_info=error,
        )
        say = reader_say(interaction, load_pack())
        message = embed(say("discord-sorry"), say("discord-apology"), colour=Palette.ERROR)
    try:
        await reply(interaction, embed=message, ephemeral=True)
    except discord.HTTPException:
        log.warning(
            "Could not report an error to the user of %s", _origin(interaction), exc_info=True
        )


class ReportingView(discord.ui.View):
    """A View whose callbacks' failures reach the player through `report_error`."""

    async def on_error(
        self, interaction: discord.Interaction[Any], error: Exception, item: discord.ui.Item[Any]
    ) -> None:
        await report_error(interaction, error)


ItemT = TypeVar("ItemT", bound=discord.ui.Item[Any])
Callback = Callable[[ItemT, discord.Interaction[Any]], Awaitable[None]]


def reports_errors(callback: Callback[ItemT]) -> Callback[ItemT]:
    """Decorate a `DynamicItem.callback`: discord.py only logs what such a callback raises,
    so without this a refused choice would leave the player with "interaction failed"."""

    @functools.wraps(callback)
    async def wrapper(item: ItemT, interaction: discord.Interaction[Any]) -> None:
        try:
            await callback(item, interaction)
        except Exception as error:
            await report_error(interaction, error)

    return wrapper
