"""The hand-over ping follows the stored game, not a process's memory (issue 37.1): two bot
processes on one database fire a co-op game's turn clocks in turn, and a restarted bot fires
the next; whenever the game starts waiting for a player, the post that tells it pings them,
and a post after which the game waits for the same player pings nobody.

The simulated day of the closing note (two processes, a 2-hour clock, the autopilot playing
each turn that runs out, the process that fires each timer alternating or drawn with ten
seeds):

    .venv/bin/python -m pytest -q -s tests/discord/test_pings_processes.py
"""

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

import harness
import pytest
from calm import waiting
from clock import T0, FakeClock, Post
from discord.webhook.async_ import AsyncWebhookAdapter, async_context
from harness import FakeChannel, Harness
from test_play_helpers import open_store

from commands.reminders import REMINDER
from commands.settings import Settings

DAY = timedelta(days=1)


@dataclass
class Process:
    """A bot process: its harness and its own clock, moved only when it is to fire."""

    h: Harness
    clock: FakeClock
    name: str


@dataclass
class Tally:
    """Over a run: the posts after which the game waited for someone new (each should have
    pinged them), those that did, and the posts that pinged while the game went on waiting
    for the same player (reminders aside)."""

    should: int = 0
    pinged: int = 0
    needless: int = 0

    def report(self) -> str:
        return (f"{self.should} posts handed the game to another player, {self.pinged} of"
                f" them pinged that player; {self.needless} other posts pinged someone")


async def start_process(db: Path, channel: FakeChannel, clock: FakeClock,
                        monkeypatch: pytest.MonkeyPatch, n: int) -> Process:
    """Another bot on the database, as a separate process would be: its own ids, clock and
    webhook adapter (a process has its own), knowing the game's channel over HTTP."""
    monkeypatch.setattr(harness, "START_MS", harness.START_MS + 10**6 * n)
    h = Harness(settings=Settings(KILFORTH_DB=db), store_factory=open_store, clock=clock)

    async def start() -> None:
        async_context.set(AsyncWebhookAdapter())
        await h.start()

    # A task runs in a copy of the context: the adapter set there is this bot's alone.
    await asyncio.create_task(start())
    h.discord.channels[channel.id] = channel
    h.channel = channel
    return Process(h, clock, f"process {n}")


async def fire_next(process: Process, tally: Tally, until: datetime) -> bool:
    """Fire the next due timer (and any due with it) in `process`; False if none is due by
    `until`. Tallies what its posts pinged against whom the stored game waited for."""
    h = process.h
    upcoming = await h.bot.store.next_due()
    if upcoming is None or upcoming.due > until:
        return False
    before = await waiting(h)
    start = len(h.discord.requests)
    process.clock.set(max(process.clock.now(), upcoming.due))
    h.bot.scheduler.wake()
    await h.bot.scheduler.idle()
    posts = [Post(process.clock.now(), r.body or {}) for r in h.discord.requests[start:]
             if (r.method, r.route) == ("POST", "/channels/{channel_id}/messages")]
    after = await waiting(h)
    pinged = {user for post in posts for user in post.pinged}
    new = after - before
    if new:
        tally.should += 1
        tally.pinged += new <= pinged
    elif pinged and upcoming.kind != REMINDER:
        tally.needless += 1
    return True


async def deal(h: Harness) -> None:
    """A co-op game of two players with a 2-hour clock whose expiry the autopilot plays."""
    bob = h.user("bob")
    await h.slash("kilforth new", mode="coop", heroes=2, clock_hours=2, on_timeout="autopilot")
    await h.slash("kilforth join", race="human", opts={"class": "warrior"}, reward="item",
                  name="Hero1")
    await h.slash("kilforth join", user=bob, race="elf", opts={"class": "rogue"},
                  reward="item", name="Hero2")
    await h.slash("kilforth start")


async def run_day(processes: list[Process], choose: Callable[[int], int]) -> Tally:
    """Fire the timers of one simulated day, each in the process `choose(step)` names."""
    tally = Tally()
    until = T0 + DAY
    for step in range(1000):
        if not await fire_next(processes[choose(step)], tally, until):
            return tally
    raise AssertionError("the day never ended")


# Each process fires every other timer, or whichever a seeded draw names.
ORDERS = ["alternate", *(f"random-{seed}" for seed in range(1, 11))]


@pytest.mark.parametrize("order", ORDERS)
async def test_two_processes_ping_every_hand_over_over_a_day(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, order: str) -> None:
    db = tmp_path / "kilforth.sqlite3"
    clock = FakeClock()
    a = Process(Harness(settings=Settings(KILFORTH_DB=db), store_factory=open_store,
                        clock=clock), clock, "process 0")
    draw = random.Random(order)
    choose = (lambda step: step % 2) if order == "alternate" else (
        lambda step: draw.randrange(2))
    async with a.h:
        await deal(a.h)
        b = await start_process(db, a.h.channel, FakeClock(), monkeypatch, 1)
        try:
            tally = await run_day([a, b], choose)
        finally:
            await b.h.close()
    print(f"\nTwo processes ({order}), one simulated day: {tally.report()}")
    assert tally.should > 4
    assert tally.pinged == tally.should
    assert tally.needless == 0


async def test_a_restarted_bot_pings_only_a_hand_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """After a restart the flow remembers nothing: the first timer's post still pings only
    when the game starts waiting for someone new."""
    db = tmp_path / "kilforth.sqlite3"
    clock = FakeClock()
    async with Harness(settings=Settings(KILFORTH_DB=db), store_factory=open_store,
                       clock=clock) as first:
        await deal(first)
        channel = first.channel
    tally = Tally()
    for n in range(1, 6):
        # Each timer is fired by a bot started afresh, as after a crash and a restart.
        process = await start_process(db, channel, clock, monkeypatch, n)
        try:
            assert await fire_next(process, tally, T0 + DAY)
        finally:
            await process.h.close()
    assert tally.should >= 1
    assert tally.pinged == tally.should
    assert tally.needless == 0
