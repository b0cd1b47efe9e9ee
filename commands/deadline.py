"""Answering within Discord's deadline: an interaction not answered within 3 seconds fails
("This interaction failed"), whatever the bot does afterwards. Work that may take longer (a
write waiting on a busy database, a long game's log) goes through `in_time`, which answers
with a "thinking" placeholder once the work has taken `DEFER_AFTER`; `reply` then sends the
real answer wherever it must go.
"""

import asyncio
import contextlib
from collections.abc import Awaitable
from typing import Any, TypeVar

import discord

T = TypeVar("T")

# Past this, the answer is deferred: the defer itself must still reach Discord within 3 s.
DEFER_AFTER = 2.0


async def in_time(interaction: discord.Interaction[Any], work: Awaitable[T], *,
                  update: bool = False, private: bool = False) -> T:
    """Await `work`, deferring the answer if it takes long (`update`: a component's silent
    acknowledgement; `private`: an ephemeral "thinking"). On a refusal after a public defer,
    the "thinking" message is removed so the reason can be private. An interaction already
    answered or deferred just awaits the work."""
    if interaction.response.is_done():
        return await work
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
    if done:
        return task.result()
    if update:
        await interaction.response.defer()
    else:
        await interaction.response.defer(thinking=True, ephemeral=private)
    try:
        return await task
    except Exception:
        if not update and not private:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()
        raise


async def reply(interaction: discord.Interaction[Any], *, embed: discord.Embed,
                ephemeral: bool = False, view: discord.ui.View | None = None) -> None:
    """Send the answer: as the response, or, once deferred, as the followup that replaces
    the "thinking" placeholder (which keeps the visibility `in_time` deferred with)."""
    extra: dict[str, Any] = {} if view is None else {"view": view}
    if interaction.response.is_done():
        await interaction.followup.send(embed=embed, ephemeral=ephemeral, **extra)
    else:
        await interaction.response.send_message(embed=embed, ephemeral=ephemeral, **extra)


async def replace_message(interaction: discord.Interaction[Any], *, embed: discord.Embed
                          ) -> None:
    """Replace the message a component belongs to (its buttons removed), as the response or,
    once `in_time` deferred the click, by editing it."""
    if interaction.response.is_done():
        await interaction.edit_original_response(embed=embed, view=None)
    else:
        await interaction.response.edit_message(embed=embed, view=None)
