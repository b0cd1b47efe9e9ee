"""A clock the tests move by hand, and a way to play a game's timers forward with it: the
bot's scheduler fires every timer due on the way, each at its own time, so a week of
reminders runs in milliseconds (issue 15.7)."""

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from typing import Any

from harness import Harness

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)  # a Monday, 11:00 in Paris
HOUR = timedelta(hours=1)


class FakeClock:
    """`now` is what the test last set; a sleeper wakes once the time it waits for is set."""

    def __init__(self, now: datetime = T0) -> None:
        self._now = now
        self._moved = asyncio.Event()

    def now(self) -> datetime:
        return self._now

    async def sleep(self, seconds: float) -> None:
        until = self._now + timedelta(seconds=seconds)
        while self._now < until:
            moved = self._moved
            await moved.wait()

    def set(self, when: datetime) -> None:
        if when < self._now:
            raise ValueError("time only goes forward")
        self._now = when
        moved, self._moved = self._moved, asyncio.Event()
        moved.set()


@dataclass(frozen=True)
class Post:
    """A message the bot posted in a channel outside any interaction (a timer's), and when."""

    at: datetime
    body: dict[str, Any]

    @property
    def title(self) -> str:
        return str((self.body.get("embeds") or [{}])[0].get("title", ""))

    @property
    def text(self) -> str:
        return " ".join(f"{e.get('title', '')} {e.get('description', '')}"
                        for e in self.body.get("embeds") or [])

    @property
    def pinged(self) -> list[str]:
        return [str(user) for user in (self.body.get("allowed_mentions") or {}).get("users") or []]


async def run_until(h: Harness, clock: FakeClock, when: datetime) -> list[Post]:
    """Move `clock` to `when`, stopping at each due timer on the way so it fires at its own
    time; the channel posts the timers made."""
    scheduler = h.bot.scheduler
    posts: list[Post] = []
    while True:
        await _settle(h, clock, posts)
        upcoming = await h.bot.store.next_due()
        if upcoming is None or upcoming.due > when:
            break
        clock.set(max(clock.now(), upcoming.due))
        scheduler.wake()
    clock.set(when)
    scheduler.wake()
    await _settle(h, clock, posts)
    return posts


async def _settle(h: Harness, clock: FakeClock, posts: list[Post]) -> None:
    start = len(h.discord.requests)
    await h.bot.scheduler.idle()
    posts += [Post(clock.now(), request.body or {}) for request in h.discord.requests[start:]
              if (request.method, request.route) == ("POST", "/channels/{channel_id}/messages")]
