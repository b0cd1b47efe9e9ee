"""Games looked back on, on Discord (issue 32): the recap picture posted with a game's last
message and shown again by /kilforth recap, through the offline harness."""

import io
from typing import Any

from harness import EPHEMERAL, Harness, Result
from PIL import Image
from test_play_helpers import banner_of, new_table, rig, solo_game

from commands.lookback import RECAP_FILE
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
