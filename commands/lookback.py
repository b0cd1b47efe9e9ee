"""Games looked back on, on Discord (issue 32): the recap picture of a game, posted with its
last message and shown again by `/kilforth recap`; the map and the Night at a Day's Dawn
(`/kilforth replay`); the server's history and records (`/kilforth history`, `stats`); and
which game of the server a command names. The pictures are drawn
by the engine's renderer off the event loop."""

import asyncio
import io
from collections.abc import Mapping, Sequence
from typing import Any

import discord
from discord import app_commands

from commands.context import mention, player_id
from commands.embeds import Palette, add_field, embed, messages_of, paged_embeds
from commands.language import reader_say
from commands.narration import public_line
from commands.pictures import FILENAME, player_names
from kilforth.chronicle import Chronicle
from kilforth.content.pack import load_pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.i18n import msgid
from kilforth.records import RESULTS, player_stats, server_records
from kilforth.render import results
from kilforth.render.picture import map_png, recap_png
from kilforth.render.records import history_text, records_lines, stats_lines
from kilforth.render.say import Say
from kilforth.store import SessionInfo, Store

RECAP_FILE = "recap.png"
# Finished games on a page of /kilforth history: four heroes each fit Discord's embed.
HISTORY_PAGE = 5
# The games `[game]` offers: Discord shows at most 25 choices.
GAMES_OFFERED = 25


async def recap_file(told: Chronicle, players: Mapping[str, str], say: Say) -> discord.File:
    """A game's recap picture, drawn off the event loop, as the file an embed shows by
    `attachment_url`."""
    data = await asyncio.to_thread(recap_png, told, pack_for(told.final), players=players,
                                   say=say)
    return discord.File(io.BytesIO(data), filename=RECAP_FILE)


def attachment_url(picture: discord.File) -> str:
    return f"attachment://{picture.filename}"


async def chosen_game(store: Store, interaction: discord.Interaction[Any], game: int | None
                      ) -> SessionInfo:
    """The game a command's `[game]` names: one of this server's, by its number, or by
    default the channel's latest."""
    if game is None:
        games = await store.games(str(interaction.channel_id))
        if not games:
            raise RuleError("no_game", "This channel has never had a game.",
                            key=msgid("lookback-no-game"))
        return games[0]
    found = next((g for g in await store.guild_games(str(interaction.guild_id))
                  if g.id == game), None)
    if found is None:
        raise RuleError("no_such_game", f"This server has no game {game}.",
                        key=msgid("lookback-no-such-game"), params={"game": game})
    return found


async def games_offered(store: Store, interaction: discord.Interaction[Any], current: str,
                        say: Say) -> list[app_commands.Choice[int]]:
    """The server's running and finished games whose label holds `current`, most recently
    played first."""
    games = [g for g in await store.guild_games(str(interaction.guild_id))
             if g.status in ("running", "finished")]
    labels = ((say("lookback-game-choice", game=g.id, date=g.updated_at.date().isoformat(),
                   mode=g.options.mode, status=g.status), g.id) for g in games)
    return [app_commands.Choice(name=label, value=value) for label, value in labels
            if current.casefold() in label.casefold()][:GAMES_OFFERED]


async def recap_message(store: Store, interaction: discord.Interaction[Any], info: SessionInfo,
                        client: Any) -> tuple[discord.Embed, discord.File]:
    """`/kilforth recap`: the picture, under the game's result (or its Day, if running), in
    the reader's language."""
    told = await store.chronicle(info.id)
    state = told.final
    pack = pack_for(state)
    say = reader_say(interaction, pack)
    if state.result is not None:
        body = "\n".join([results.reason_text(state.result, state, pack, say),
                          *results.score_lines(state, say)])
    else:
        body = say("lookback-recap-running", day=state.day)
    picture = await recap_file(told, player_names(state, interaction.guild, client), say)
    shown = embed(say("lookback-recap-title", game=info.id), body, colour=Palette.INFO)
    shown.set_image(url=attachment_url(picture))
    return shown, picture


async def replay_message(store: Store, interaction: discord.Interaction[Any], info: SessionInfo,
                         day: int, client: Any) -> tuple[list[discord.Embed], discord.File]:
    """`/kilforth replay`: the map as it stood at the Dawn of Day `day`, and the Night that
    led to it, in the reader's language."""
    dawn = await store.day_start(info.id, day)
    state, pack = dawn.state, pack_for(dawn.state)
    say = reader_say(interaction, pack)
    lines = [line for e in dawn.night if (line := public_line(state, pack, e, say))]
    shown = paged_embeds(say("lookback-replay-title", game=info.id, day=day),
                         "\n".join(lines) or say("lookback-replay-first-day"), say=say)
    data = await asyncio.to_thread(map_png, state, pack,
                                   players=player_names(state, interaction.guild, client), say=say)
    picture = discord.File(io.BytesIO(data), filename=FILENAME)
    shown[-1].set_image(url=attachment_url(picture))
    return shown, picture


async def send_private(interaction: discord.Interaction[Any], shown: Sequence[discord.Embed],
                       picture: discord.File) -> None:
    """Embeds and their picture (shown by the last) to the interaction's user alone, answered
    or followed up."""
    groups = messages_of(shown)
    for n, group in enumerate(groups):
        extra: dict[str, Any] = {"file": picture} if n == len(groups) - 1 else {}
        if interaction.response.is_done():
            await interaction.followup.send(embeds=group, ephemeral=True, **extra)
        else:
            await interaction.response.send_message(embeds=group, ephemeral=True, **extra)


async def history_embeds(store: Store, interaction: discord.Interaction[Any], page: int
                         ) -> list[discord.Embed]:
    """`/kilforth history`: a page of the server's finished games, newest first."""
    games, counts = await store.finished_games(str(interaction.guild_id), page, HISTORY_PAGE)
    results = sum(counts.get(ending, 0) for ending in RESULTS)
    pages = max(1, -(-results // HISTORY_PAGE))
    if page > pages:
        raise RuleError("no_such_page", f"The history has {pages} page(s).",
                        key=msgid("lookback-no-such-page"), params={"pages": pages})
    pack = load_pack()
    say = reader_say(interaction, pack)
    return paged_embeds(say("lookback-history-title"), history_text(
        games, counts, page, pages, pack, _channel, _player, say), say=say)


async def stats_embeds(store: Store, interaction: discord.Interaction[Any],
                       player: discord.abc.User) -> list[discord.Embed]:
    """`/kilforth stats`: a player's games on this server, and the server's records."""
    ended = await store.summaries(str(interaction.guild_id))
    pack = load_pack()
    say = reader_say(interaction, pack)
    stats = player_stats(ended, player_id(player))
    shown = embed(say("lookback-stats-title", player=player.display_name),
                  "\n".join(stats_lines(stats, pack, say)), colour=Palette.INFO)
    add_field(shown, say("lookback-records"),
              "\n".join(records_lines(server_records(ended), pack, _player, say)))
    return [shown]


def _channel(channel: str) -> str:
    return f"<#{channel}>" if channel.isdigit() else channel


def _player(player: str) -> str:
    return mention(player) or player
