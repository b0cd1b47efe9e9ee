"""Computer companions on Discord (issue 15.5): `/kilforth new companions:<n>` seats them,
`/kilforth join computer:true` seats one with the hero a player picks, and they take their
turns and answer their questions at once, told in the message of the command that let them
act. Whole games are played to their end with a human who camps each turn (R-DAY-CAMP-1)
and takes the first answer to each question."""

import asyncio
import time
from pathlib import Path
from typing import Any, cast

import pytest
from harness import EPHEMERAL, FakeUser, Harness
from test_play_helpers import answer, banner_of, play_harness, rig, seat, state_of

from commands import autopilot
from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.sim.agents import waiting_on
from kilforth.sim.seats import is_computer, pilot
from kilforth.state import GameState

MAX_HUMAN_COMMANDS = 400


async def latest_state(h: Harness) -> GameState:
    """The channel's latest game's state, finished or not."""
    games = await h.bot.store.games(str(h.channel.id))
    return await h.bot.store.session_state(games[0].id)


def public(messages: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in messages if not (m.get("flags") or 0) & EPHEMERAL]


async def play_to_the_end(h: Harness, human: FakeUser) -> tuple[GameState, int]:
    """The human camps on each turn and takes each question's first answer until the game
    ends; every state it sees obeys the invariants, the game never waits on a companion, and
    only the human is ever pinged. The number of commands the computer played."""
    me = str(human.id)
    state = await state_of(h)
    computer_lines = 0
    for _ in range(MAX_HUMAN_COMMANDS):
        if state.result is not None:
            break
        assert waiting_on(state) == me, "the game waits on a computer seat"
        result = await answer(h, 0, user=human) if state.pending is not None \
            else await h.slash("camp", user=human)
        for message in public(result.posts):
            users = (message.get("allowed_mentions") or {}).get("users") or []
            assert set(users) <= {me}
            computer_lines += sum(
                # A question's message retired once answered is edited with no embeds.
                e.get("description", "").count("(computer)") for e in message.get("embeds") or []
                if e.get("title") == "🤖 The computer plays")
        state = await latest_state(h)
        assert violations(pack_for(state), state) == []
    assert state.result is not None, "the game did not end"
    return state, computer_lines


@pytest.mark.parametrize("mode", ["coop", "competitive"])
async def test_companions_play_a_whole_game_with_a_human(tmp_path: Path, mode: str) -> None:
    # R-DAY-CAMP-1, R-WIN-1
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        lobby = await h.slash("kilforth new", mode=mode, heroes=3, companions=2)
        seats = lobby.embeds[0]["fields"][1]
        assert seats["name"] == "Seats (2/3)" and seats["value"].count("(computer)") == 2
        await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana")
        await h.slash("kilforth start")
        state = await state_of(h)
        assert sum(is_computer(hero.player) for hero in state.heroes) == 2
        final, computer_lines = await play_to_the_end(h, h.player)
        assert computer_lines > 10
        assert final.result is not None and final.day <= 25


async def test_join_seats_a_computer_hero_the_player_picks(h: Harness) -> None:
    await h.slash("kilforth new", mode="coop", heroes=2)
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    joined = await seat(h, h.player, "dwarf", "sorcerer", computer=True, level="search")
    assert "Dwarf Sorcerer" in joined.text() and "(computer)" in joined.text()
    started = await h.slash("kilforth start")
    state = await state_of(h)
    dwarf = next(hero for hero in state.heroes if hero.race == "dwarf")
    assert is_computer(dwarf.player)
    assert (await h.bot.store.pilots(str(h.channel.id)))[dwarf.player].level == "search"
    # The companion answered its starting question at once; only the human is asked.
    assert waiting_on(state) == str(h.player.id)
    assert len(public(started.posts)) == 1
    fields = {f["name"]: f["value"] for f in banner_of(started)["embeds"][-1].get("fields", [])}
    assert fields["🤖 Played by the computer"] == f"{dwarf.name} (computer, search)"
    assert banner_of(started)["content"].startswith(f"<@{h.player.id}>")


@pytest.mark.parametrize(("options", "words"), [
    ({"mode": "solo", "companions": 1}, "solo game has a single player"),
    ({"mode": "coop", "heroes": 2, "companions": 2}, "leave no seat for you"),
])
async def test_companions_a_game_cannot_seat_are_refused_and_nothing_is_made(
        h: Harness, options: dict[str, Any], words: str) -> None:
    refused = await h.slash("kilforth new", **options)
    assert refused.response is not None and refused.response.ephemeral
    assert words in refused.text()
    assert await h.bot.store.session(str(h.channel.id)) is None


async def test_join_refuses_a_computer_in_solo_and_from_a_stranger(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    solo = await seat(h, h.player, "dwarf", "sorcerer", computer=True)
    assert "no computer companions" in solo.text()
    await h.slash("kilforth abandon")
    await h.slash("kilforth new", mode="coop", heroes=2)
    stranger = h.user("stranger")
    refused = await seat(h, stranger, "dwarf", "sorcerer", computer=True)
    assert "Only a seated player" in refused.text()
    info = await h.bot.store.session(str(h.channel.id))
    assert info is not None and info.seats == []


async def test_a_game_the_computer_ends_is_summed_up_in_the_same_message(tmp_path: Path) -> None:
    """R-WIN-1: the last Day ends during a companion's turns, played after the human camps;
    the end-of-game summary (outcome, winners, points) is told with them, once."""
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        await h.slash("kilforth new", mode="coop", heroes=2, companions=1)
        await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana")
        await h.slash("kilforth start")
        while (await state_of(h)).pending is not None:
            await answer(h, 0)
        me = str(h.player.id)

        def last_day(s: GameState) -> None:
            s.day = 25
            for hero in s.heroes:
                hero.camped, hero.ap = False, 1 if is_computer(hero.player) else hero.ap

        await rig(h, last_day)
        assert waiting_on(await state_of(h)) == me
        camped = await h.slash("camp")

        titles = [e.get("title", "") for m in public(camped.posts) for e in m["embeds"]]
        assert "🤖 The computer plays" in titles
        over = [t for t in titles if t.startswith("🏁 The game is over")]
        assert len(over) == 1, titles
        assert titles.index(over[0]) > titles.index("🤖 The computer plays")
        assert (await latest_state(h)).result is not None


class Pondering:
    """An automatic player that thinks as long as a searching companion may, then plays as
    the one it wraps; it notes how far `ticks` went on while it thought."""

    def __init__(self, agent: Any, ticks: list[int], during: list[int]) -> None:
        self.agent, self.ticks, self.during = agent, ticks, during

    def act(self, state: GameState, player: str, pack: Any) -> Any:
        before = self.ticks[0]
        time.sleep(THINKING)
        self.during.append(self.ticks[0] - before)
        return self.agent.act(state, player, pack)


THINKING = 0.2  # seconds: the search level's time limit (kilforth.sim.search.TIME_LIMIT)
TICK = 0.01


async def test_a_companion_thinking_leaves_the_event_loop_free(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The computer chooses in a worker thread: while a companion thinks its whole time, the
    bot's other work (other channels' commands, timers) goes on."""
    ticks, during = [0], []
    monkeypatch.setattr(autopilot, "pilot", lambda *a: Pondering(pilot(*a), ticks, during))
    await h.slash("kilforth new", mode="coop", heroes=2, companions=1)
    await seat(h, h.player, "halfling", "rogue", reward="item", name="Ana")
    stop = asyncio.Event()

    async def tick() -> None:
        while not stop.is_set():
            await asyncio.sleep(TICK)
            ticks[0] += 1

    ticker = asyncio.create_task(tick())
    await h.slash("kilforth start")
    stop.set()
    await ticker
    assert during, "the companion had no question to answer"
    # The loop kept ticking through each decision (it would not tick once, were it blocked).
    assert all(n >= 0.25 * THINKING / TICK for n in during)
    assert waiting_on(await state_of(h)) == str(h.player.id)


class Counting:
    """An automatic player that notes how many of its decisions run at once."""

    def __init__(self) -> None:
        self.running = self.most = 0

    def act(self, state: GameState, player: str, pack: Any) -> Any:
        self.running += 1
        self.most = max(self.most, self.running)
        time.sleep(THINKING / 4)
        self.running -= 1
        return player


async def test_a_games_decisions_are_made_one_at_a_time_and_other_games_meanwhile(h: Harness) -> None:
    """Two commands racing for one game do not ask its automatic player at once (its memory
    is not shared between threads); another game's decision is not held up by them."""
    one, other = Counting(), Counting()
    nothing = cast(Any, None)  # a Counting player reads neither the state nor the pack
    finished: dict[str, float] = {}
    started = time.perf_counter()

    async def choose(game: int, agent: Counting, player: str) -> None:
        assert await h.bot.autopilot.choose(game, agent, nothing, player, nothing) == player
        finished[player] = time.perf_counter() - started

    await asyncio.gather(*(choose(1, one, f"p{n}") for n in range(3)), choose(2, other, "q"))
    assert one.most == 1 and other.most == 1
    assert max(finished[f"p{n}"] for n in range(3)) >= 3 * THINKING / 4
    assert finished["q"] < 2 * THINKING / 4
