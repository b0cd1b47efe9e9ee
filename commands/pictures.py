"""The map picture on Discord (issue 11.2): drawn by the engine's renderer off the event loop,
and cached per channel and state version, so `/map` twice (or the Day's first message, then
`/map`) costs one render. A message never waits for its picture (issue 31: the Day's first
/move waited 37 ms at p50 for it): drawing begins as soon as the command's state is known,
and a picture not ready when its message is sent follows by an edit of that message.

An embed shows the picture through `ATTACHMENT`, the name of the file sent with its message.
"""

import asyncio
import functools
import io
from collections import OrderedDict
from collections.abc import Coroutine, Mapping
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
    """Each channel's latest map picture, by the game and the version it shows, and the
    messages still waiting for theirs (`follow`)."""

    def __init__(self, kept: int = CHANNELS_KEPT) -> None:
        self._kept = kept
        # A render under way is shared, so two requests for one version render once.
        self._latest: OrderedDict[int, tuple[Shown, asyncio.Future[bytes]]] = OrderedDict()
        self._following: set[asyncio.Task[None]] = set()

    def draw(self, channel: int, game: int, version: int, state: GameState,
             players: Mapping[str, str], pilots: Mapping[str, str] | None = None,
             say: Say = ENGLISH) -> asyncio.Future[bytes]:
        """The picture of `state`, version `version` of game `game` in `channel`, in `say`'s
        words, as it is drawn in a thread (begun now, unless it already was); `pilots`
        marks the seats the computer plays in the legend (they change between versions). A
        failed render is dropped, to be tried again next time."""
        held = self._latest.get(channel)
        shown = (game, version, tuple(sorted((pilots or {}).items())), say.lang)
        if held is None or held[0] != shown:
            held = shown, asyncio.ensure_future(asyncio.to_thread(
                map_png, state, pack_for(state), players=players, pilots=pilots, say=say))
            held[1].add_done_callback(functools.partial(self._forget_failed, channel, held))
            self._latest[channel] = held
        self._latest.move_to_end(channel)
        while len(self._latest) > self._kept:
            self._latest.popitem(last=False)
        return held[1]

    def _forget_failed(self, channel: int, held: tuple[Shown, "asyncio.Future[bytes]"],
                       done: "asyncio.Future[bytes]") -> None:
        if (done.cancelled() or done.exception() is not None) and \
                self._latest.get(channel) == held:
            del self._latest[channel]

    async def file(self, channel: int, game: int, version: int, state: GameState,
                   players: Mapping[str, str], pilots: Mapping[str, str] | None = None,
                   say: Say = ENGLISH) -> discord.File:
        """The picture (see `draw`), once drawn, as the file an embed's `ATTACHMENT` points
        at."""
        return as_file(await asyncio.shield(self.draw(channel, game, version, state, players,
                                                      pilots, say)))

    def follow(self, work: Coroutine[Any, Any, None]) -> None:
        """Run `work`, which adds a picture to a message already sent, in the background."""
        task = asyncio.ensure_future(work)
        self._following.add(task)
        task.add_done_callback(self._following.discard)

    async def settled(self) -> None:
        """Wait until every message waiting for its picture has it (or has been given up)."""
        while self._following:
            await asyncio.gather(*self._following, return_exceptions=True)


def as_file(png: bytes) -> discord.File:
    """A picture as the file an embed's `ATTACHMENT` points at."""
    return discord.File(io.BytesIO(png), filename=FILENAME)


def drawn(picture: "asyncio.Future[bytes]") -> bytes | None:
    """The picture if its render is done and succeeded; None while it is under way. A
    failed render raises its error."""
    return picture.result() if picture.done() else None


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
