"""Who and where an interaction is, in the engine's and the store's terms, and the one way to
answer a player privately. The cogs and the game flow share these."""

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from commands.embeds import messages_of

if TYPE_CHECKING:
    from commands.game import GameFlow


def player_id(user: discord.abc.Snowflake) -> str:
    """The engine's player id of a Discord user."""
    return str(user.id)


def channel_key(interaction: discord.Interaction[Any]) -> str:
    """The store's key of the channel (or thread) an interaction happened in."""
    return str(interaction.channel_id)


def mention(player: str) -> str | None:
    """A mention of a player whose id is a Discord user id (tests and benchmarks use others)."""
    return f"<@{player}>" if player.isdigit() else None


async def private(interaction: discord.Interaction[Any], embeds: Sequence[discord.Embed]
                  ) -> None:
    """Send `embeds` to the interaction's user alone, as the answer or as followups."""
    for group in messages_of(embeds):
        if interaction.response.is_done():
            await interaction.followup.send(embeds=group, ephemeral=True)
        else:
            await interaction.response.send_message(embeds=group, ephemeral=True)


def game_flow(interaction: discord.Interaction[Any]) -> "GameFlow":
    """The bot's one `GameFlow`, for a component's callback."""
    flow: GameFlow = interaction.client.flow  # type: ignore[attr-defined]
    return flow
