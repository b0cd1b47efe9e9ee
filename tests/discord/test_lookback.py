"""Games looked back on, on Discord (issue 32): the recap picture posted with a game's last
message and shown again by /kilforth recap, and a Day's Dawn shown by /kilforth replay, on a
running and on a finished game, through the offline harness."""

import io
from typing import Any

from harness import EPHEMERAL, Harness, Result
from PIL import Image
from test_play_helpers import answer, banner_of, new_table, rig, solo_game, state_of

from commands.lookback import RECAP_FILE
from commands.pictures import ATTACHMENT, FILENAME, player_names
from kilforth.content.pack import load_pack
from kilforth.render.picture import map_png
from kilforth.state import GameState

RECAP_URL = f"attachment://{RECAP_FILE}"


def recap_of(result: Result) -> bytes:
    """The recap file the interaction sent: exactly one, a PNG as wide as the recap."""
    [(name, data)] = [file for request in result.requests for file in request.files
                      if file[0] == RECAP_FILE]
    assert name == RECAP_FILE
    with Image.open(io.BytesIO(data)) as image:
        assert image.format == "PNG" and image.width == 1600
    return data


def shows_the_recap(message: dict[str, Any]) -> bool:
    return any((e.get("image") or {}).get("url") == RECAP_URL for e in message["embeds"]) \
        and [a["filename"] for a in message.get("attachments") or []] == [RECAP_FILE]


def last_day(state: GameState) -> None:
    state.day = 25


async def finished_solo(h: Harness) -> Result:
    """A solo game whose Day 25 ends on Ana's camp (R-WIN-1): the command that ends it."""
    await solo_game(h)
    await rig(h, last_day)
    return await h.slash("camp")


async def test_the_last_message_of_a_game_carries_the_recap(h: Harness) -> None:
    ended = await finished_solo(h)
    last = banner_of(ended)
    assert not (last.get("flags") or 0) & EPHEMERAL
    assert any(e.get("title", "").startswith("🏁 The game is over") for e in last["embeds"])
    assert shows_the_recap(last)
    recap_of(ended)


async def test_recap_shows_the_channels_last_game_again_privately(h: Harness) -> None:
    ended = await finished_solo(h)
    posted = recap_of(ended)
    shown = await h.slash("kilforth recap")
    assert shown.response is not None and shown.response.ephemeral
    [recap] = shown.embeds
    assert recap["title"].startswith("Recap of game")
    assert recap["image"]["url"] == RECAP_URL
    assert "time has run out" in recap["description"]
    # The same game, the same words: the same picture.
    assert recap_of(shown) == posted


async def test_recap_names_a_game_of_the_server_by_its_number(h: Harness) -> None:
    await finished_solo(h)
    game = (await h.bot.store.games(str(h.channel.id)))[0].id
    new_table(h)
    offered = (await h.autocomplete("kilforth recap", "game")).choices
    assert [choice["value"] for choice in offered] == [game]
    assert offered[0]["name"].startswith(f"Game {game} · ")
    shown = await h.slash("kilforth recap", game=game)
    assert shown.embeds[0]["title"] == f"Recap of game {game}"
    recap_of(shown)


async def test_recap_of_a_running_game_is_where_it_stands(h: Harness) -> None:
    await solo_game(h)
    shown = await h.slash("kilforth recap")
    assert "The game goes on" in shown.embeds[0]["description"]
    recap_of(shown)


async def test_recap_refuses_a_game_of_no_server_of_its_own_and_a_channel_without_games(
        h: Harness) -> None:
    refused = await h.slash("kilforth recap")
    assert refused.response is not None and refused.response.ephemeral
    assert "never had a game" in refused.text()
    missing = await h.slash("kilforth recap", game=999)
    assert "This server has no game 999" in missing.text()
    await h.slash("kilforth new", mode="solo")
    lobby = await h.slash("kilforth recap")
    assert "has not started" in lobby.text()


async def to_day(h: Harness, day: int) -> GameState:
    """Ana camps at once each Day (R-DAY-CAMP-1), answering each question with its first
    option, until Day `day` begins: the state it begins with, whose questions are then
    answered."""
    state = await state_of(h)
    while state.day < day:
        await (answer(h, 0) if state.pending is not None else h.slash("camp"))
        state = await state_of(h)
    dawn = state
    while state.pending is not None:
        await answer(h, 0)
        state = await state_of(h)
    return dawn


def map_of(result: Result) -> bytes:
    [(name, data)] = [file for request in result.requests for file in request.files]
    assert name == FILENAME
    return data


async def test_replay_shows_a_days_dawn_of_a_running_game_privately(h: Harness) -> None:
    await solo_game(h)
    day_2 = await to_day(h, 2)
    await to_day(h, 3)
    shown = await h.slash("kilforth replay", day=2)
    assert shown.response is not None and shown.response.ephemeral
    [dawn] = shown.embeds
    game = (await h.bot.store.games(str(h.channel.id)))[0].id
    assert dawn["title"] == f"Game {game}: Day 2 at Dawn"
    assert dawn["image"]["url"] == ATTACHMENT
    # The Night of Day 1 as it was told: a Region fell into Gloom, then Dawn.
    assert "Gloom" in dawn["description"] and "Dawn" in dawn["description"]
    # The map of Day 2's Dawn, not of now: the picture of that very state.
    assert map_of(shown) == map_png(day_2, load_pack(), players=player_names(day_2, None, h.bot))
    first = await h.slash("kilforth replay", day=1)
    assert "no Night came before it" in first.embeds[0]["description"]
    refused = await h.slash("kilforth replay", day=7)
    assert refused.response is not None and refused.response.ephemeral
    assert "has no Day 7: it has seen Days 1 to 3" in refused.text()


async def test_replay_looks_back_on_a_finished_game(h: Harness) -> None:
    await solo_game(h)
    await to_day(h, 2)
    await rig(h, last_day)
    await h.slash("camp")
    assert (await h.bot.store.session(str(h.channel.id))) is None
    shown = await h.slash("kilforth replay", day=2)
    assert shown.embeds[0]["title"].endswith("Day 2 at Dawn")
    map_of(shown)


async def test_history_and_stats_count_a_finished_game_and_an_abandoned_one_apart(
        h: Harness) -> None:
    await finished_solo(h)
    new_table(h)
    await solo_game(h)
    await h.slash("kilforth abandon")
    history = await h.slash("kilforth history")
    assert history.response is not None and history.response.ephemeral
    [page] = history.embeds
    assert page["title"] == "This server's finished games"
    game = (await h.bot.store.guild_games(str(h.guild_id)))[-1].id
    assert page["description"].startswith(f"Game {game} · ")
    assert "solo · 25 Days · lost" in page["description"]
    assert f"Ana, Human Warrior (<@{h.player.id}>)" in page["description"]
    assert page["description"].endswith("1 abandoned, 0 reset by a moderator")
    beyond = await h.slash("kilforth history", page=2)
    assert "only one page" in beyond.text()

    stats = await h.slash("kilforth stats")
    [shown] = stats.embeds
    assert shown["title"] == f"{h.player.name.title()} on this server"
    assert shown["description"].startswith("1 game · 0 wins · 0 Sagas completed\n"
                                           "Not counted: 1 abandoned, 0 reset")
    [records] = shown["fields"]
    assert records["name"] == "The server's records"
    assert records["value"].startswith("1 game ended with a result · 1 abandoned · 0 reset")
    stranger = await h.slash("kilforth stats", opts={"player": h.user("zoe")})
    assert stranger.embeds[0]["description"].startswith("0 games · 0 wins")


async def test_a_game_ended_outside_a_command_is_announced_with_its_recap(h: Harness) -> None:
    """The turn clock's autopilot or skip ends a game through `announce`, not a command: its
    last message carries the recap too."""
    await finished_solo(h)
    final = await h.bot.store.session_state((await h.bot.store.games(str(h.channel.id)))[0].id)
    await h.bot.flow.announce(h.bot.get_partial_messageable(h.channel.id), final, [])
    assert shows_the_recap(list(h.discord.messages.values())[-1])
