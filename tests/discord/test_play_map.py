"""The map picture on Discord (issue 11.2): /map, the message that starts the game and the
first turn message of each Day carry it as an attachment their embed shows; it is rendered
off the event loop and once per channel and state version."""

import io
import random
from typing import Any

import pytest
from harness import EPHEMERAL, Harness, Result
from PIL import Image
from test_play_helpers import answer, banner_of, seat, solo_game, state_of

import commands.pictures
from commands.pictures import ATTACHMENT, FILENAME, player_names
from kilforth.content.pack import load_pack
from kilforth.engine import new_game
from kilforth.options import GameOptions
from kilforth.render.picture import map_png
from kilforth.sim.simulator import deal_heroes


@pytest.fixture
def renders(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The versions' pictures drawn, counted: one entry per render."""
    drawn: list[int] = []

    def counted(*args: Any, **kwargs: Any) -> bytes:
        drawn.append(1)
        return map_png(*args, **kwargs)

    monkeypatch.setattr(commands.pictures, "map_png", counted)
    return drawn


def picture_of(result: Result) -> bytes:
    """The map file the interaction sent: exactly one, named map.png, a PNG."""
    [(name, data)] = [file for request in result.requests for file in request.files]
    assert name == FILENAME
    assert Image.open(io.BytesIO(data)).format == "PNG"
    return data


def shows_the_picture(message: dict[str, Any]) -> bool:
    return any((e.get("image") or {}).get("url") == ATTACHMENT for e in message["embeds"]) \
        and [a["filename"] for a in message.get("attachments") or []] == [FILENAME]


async def test_map_attaches_the_picture_to_its_embed_and_summarises_it_in_fields(
        h: Harness, renders: list[int]) -> None:
    refused = await h.slash("map")
    assert refused.response.ephemeral and "no game" in refused.text()  # type: ignore[union-attr]
    await solo_game(h)
    before = len(renders)

    shown = await h.slash("map")

    assert shown.response.ephemeral  # type: ignore[union-attr]
    [board] = shown.embeds
    assert board["image"]["url"] == ATTACHMENT
    assert Image.open(io.BytesIO(picture_of(shown))).width >= 1000
    fields = {f["name"]: f["value"] for f in board["fields"]}
    assert fields["Heroes"] == "Ana — Lanternholm" and "In Gloom" in fields
    assert shows_the_picture(list(h.discord.messages.values())[-1])
    # Day 1's first message drew this very version: /map reuses its picture.
    assert len(renders) == before


async def test_map_twice_renders_once(h: Harness, renders: list[int]) -> None:
    await solo_game(h)
    await h.slash("hide")  # a new version, whose picture nobody has drawn yet
    count = len(renders)
    first = await h.slash("map")
    assert len(renders) == count + 1
    second = await h.slash("map")
    assert len(renders) == count + 1
    assert picture_of(first) == picture_of(second)


async def test_the_game_starts_with_the_picture_and_each_day_begins_with_it(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    started = await h.slash("kilforth start")
    [start] = [m for m in started.messages if not (m.get("flags") or 0) & EPHEMERAL]
    picture_of(started)
    assert start["embeds"][-1]["image"]["url"] == ATTACHMENT
    assert shows_the_picture(list(h.discord.messages.values())[-1])

    # Answering the starting prompt keeps the picture in the message clicked: its question
    # becomes the answer, which shows the picture instead.
    day_one = await answer(h, 0)
    edited = day_one.messages[0]
    assert "Ana chose:" in edited["embeds"][-1]["description"]
    assert edited["embeds"][-1]["image"]["url"] == ATTACHMENT
    # Day 1 begins in this answer's message: it carries the picture too (R-DAY-1).
    picture_of(day_one)
    assert banner_of(day_one)["embeds"][-1]["title"].startswith("Day 1 — Ana's turn")

    moved = await h.slash("move", region=(await h.autocomplete("move", "region")).choices[0][
        "value"])
    assert [f for r in moved.requests for f in r.files] == []  # not the Day's first message
    camped = await h.slash("camp")
    assert (await state_of(h)).day == 2
    picture_of(camped)
    [post] = [m for m in camped.posts if not (m.get("flags") or 0) & EPHEMERAL]
    assert post["embeds"][-1]["title"].startswith("Day 2 — Ana's turn")
    assert post["embeds"][-1]["image"]["url"] == ATTACHMENT


async def test_a_failed_drawing_leaves_the_picture_out_and_the_turn_told(
        h: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    def broken(*args: Any, **kwargs: Any) -> bytes:
        raise OSError("no space left for the picture")

    await solo_game(h)
    monkeypatch.setattr(commands.pictures, "map_png", broken)
    camped = await h.slash("camp")

    assert (await state_of(h)).day == 2
    [post] = [m for m in camped.posts if not (m.get("flags") or 0) & EPHEMERAL]
    assert post["embeds"][-1]["title"].startswith("Day 2 — Ana's turn")
    assert "image" not in post["embeds"][-1]
    assert [f for r in camped.requests for f in r.files] == []
    assert "Could not draw the map" in caplog.text


def test_the_legend_names_the_players_the_bot_knows_and_no_others() -> None:
    """A player the bot has not cached, and a computer seat, are left out of the names: the
    legend then names their hero alone, not their hero twice or a number."""
    pack = load_pack()
    specs = deal_heroes(pack, "coop", 3, random.Random(0))
    state = new_game(GameOptions(mode="coop"), specs, 0, pack).state
    for hero, player in zip(state.heroes, ("111", "222", "computer-3"), strict=True):
        hero.player = player

    class Member:
        display_name = "Alice"

    class Guild:
        def get_member(self, user: int) -> Member | None:
            return Member() if user == 111 else None

    class Client:
        def get_user(self, user: int) -> None:
            return None

    assert player_names(state, Guild(), Client()) == {"111": "Alice"}  # type: ignore[arg-type]
