"""The map picture on Discord (issue 11.2): drawn by the engine's renderer off the event loop,
and cached per channel and state version, so `/map` twice (or the Day's first message, then
`/map`) costs one render.

An embed shows the picture through `ATTACHMENT`, the name of the file sent with its message.
"""

import asyncio
import io
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

import discord

from commands.embeds import Palette, add_field, embed
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.render.cards import weather_text
from kilforth.render.picture import map_png
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState

FILENAME = "map.png"
ATTACHMENT = f"attachment://{FILENAME}"
# Channels whose latest picture is kept: one picture is about 100 KB.
CHANNELS_KEPT = 64
# What a picture shows: the game, its version, the seats the computer plays, and the language
# of its words.
Shown = tuple[int, int, tuple[tuple[str, str], ...], str]


class MapPictures:
    """Each channel's latest map picture, by the game and the version it shows."""

    def __init__(self, kept: int = CHANNELS_KEPT) -> None:
        self._kept = kept
        # A render under way is shared, so two requests for one version render once.
        self._latest: OrderedDict[int, tuple[Shown, asyncio.Future[bytes]]] = OrderedDict()

    async def png(self, channel: int, game: int, version: int, state: GameState,
                  players: Mapping[str, str], pilots: Mapping[str, str] | None = None,
                  say: Say = ENGLISH) -> bytes:
        """The picture of `state`, version `version` of game `game` in `channel`, in `say`'s
        words; `pilots` marks the seats the computer plays in the legend (they change
        between versions)."""
        held = self._latest.get(channel)
        shown = (game, version, tuple(sorted((pilots or {}).items())), say.lang)
        if held is None or held[0] != shown:
            held = shown, asyncio.ensure_future(asyncio.to_thread(
                map_png, state, pack_for(state), players=players, pilots=pilots, say=say))
            self._latest[channel] = held
        self._latest.move_to_end(channel)
        while len(self._latest) > self._kept:
            self._latest.popitem(last=False)
        try:
            return await asyncio.shield(held[1])
        except Exception:
            if self._latest.get(channel) == held:
                del self._latest[channel]  # a failed render is tried again next time
            raise

    async def file(self, channel: int, game: int, version: int, state: GameState,
                   players: Mapping[str, str], pilots: Mapping[str, str] | None = None,
                   say: Say = ENGLISH) -> discord.File:
        """The picture as the file an embed's `ATTACHMENT` points at."""
        png = await self.png(channel, game, version, state, players, pilots, say)
        return discord.File(io.BytesIO(png), filename=FILENAME)


def map_embed(state: GameState, pack: Pack, say: Say = ENGLISH) -> discord.Embed:
    """/map: the picture, and a short summary in fields for screen readers and for clients
    that hide images."""
    shown = embed(say("info-map", day=state.day), colour=Palette.INFO)
    add_field(shown, say("info-map-heroes"), "\n".join(
        say("info-map-hero", hero=hero.name, region=say.card(pack, hero.region))
        for hero in state.heroes if hero.in_play))
    if state.weather:
        add_field(shown, say("info-map-weather"), weather_text(pack, state.weather, say))
    gloom = [say.card(pack, region) for region in state.grid if state.regions[region].gloom]
    add_field(shown, say("info-map-gloom"), ", ".join(gloom) or say("info-map-no-region"),
              inline=True)
    shown.set_image(url=ATTACHMENT)
    return shown


def player_names(state: GameState, guild: discord.Guild | None, client: Any) -> dict[str, str]:
    """Each player's display name for the picture's legend: as a member of the guild when
    known, else the user's name. A player the bot does not know (not cached, or a computer
    seat) is left out, and the legend names their hero alone."""
    names: dict[str, str] = {}
    for hero in state.heroes:
        known = hero.player.isdigit() and (
            (guild.get_member(int(hero.player)) if guild is not None else None)
            or client.get_user(int(hero.player)))
        if known:
            names[hero.player] = known.display_name
    return names
