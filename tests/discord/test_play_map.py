"""The map picture on Discord (issue 11.2): /map, the message that starts the game and the
first turn message of each Day carry it as an attachment their embed shows; it is rendered
off the event loop and once per channel and state version. A message never waits for it
(issue 31): one sent before its picture is drawn is edited to show it once it is."""

import asyncio
import io
import random
import threading
import time
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


def last_post(h: Harness) -> dict[str, Any]:
    """The last message posted, as it is now on Discord (its picture may have come by an
    edit)."""
    return list(h.discord.messages.values())[-1]


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
    picture_of(started)
    assert last_post(h)["embeds"][-1]["image"]["url"] == ATTACHMENT
    assert shows_the_picture(last_post(h))

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
    post = last_post(h)
    assert post["embeds"][-1]["title"].startswith("Day 2 — Ana's turn")
    assert post["embeds"][-1]["image"]["url"] == ATTACHMENT


async def test_a_days_first_message_goes_before_its_picture_which_follows_by_an_edit(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: the Day's first /move waited for the picture (37 ms at p50, 120 ms at
    p99). The message goes at once without it, and the same message is edited to show it
    once it is drawn."""
    await solo_game(h)
    release = threading.Event()

    def slow(*args: Any, **kwargs: Any) -> bytes:
        release.wait(30)
        return map_png(*args, **kwargs)

    monkeypatch.setattr(commands.pictures, "map_png", slow)
    seen = len(h.discord.requests)
    camping = asyncio.create_task(h.slash("camp"))
    deadline = time.monotonic() + 30
    while not any(r.message and "Day 2" in str(r.message.get("embeds"))
                  for r in h.discord.requests[seen:]):
        assert time.monotonic() < deadline, "the Day's first message was never sent"
        await asyncio.sleep(0.01)
    posted = dict(last_post(h))
    assert posted["embeds"][-1]["title"].startswith("Day 2 — Ana's turn")
    assert "image" not in posted["embeds"][-1] and not posted.get("attachments")
    release.set()
    camped = await camping

    assert camped.response is not None
    [edit] = [r for r in camped.requests if r.files]
    assert edit.method == "PATCH" and camped.response.at < edit.at
    assert edit.path.endswith(f"/messages/{posted['id']}")
    assert picture_of(camped) and shows_the_picture(last_post(h))
    now = last_post(h)
    assert now["id"] == posted["id"] and now["embeds"][-1]["image"]["url"] == ATTACHMENT
    assert [e["title"] for e in now["embeds"]] == [e["title"] for e in posted["embeds"]]


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
