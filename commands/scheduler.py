"""The one task that fires the store's timers (DESIGN.md §5, issue 15.7), after RoboDanny's
reminder cog: it sleeps until the earliest due timer, and a timer added meanwhile wakes it
(`wake`) so that an earlier one is not slept through. A due timer is claimed from the store
in a transaction, so whichever process claims it fires it, once; it is then handed to the
handler registered for its kind (the turn clock registers its reminders and expiries, the
autopilot its away-until).

Time comes from a `Clock`, so tests move it forward by hand and run a week in milliseconds.
"""

import asyncio
import logging
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Any, Protocol

from kilforth.store import Store
from kilforth.store.timers import Timer

log = logging.getLogger(__name__)

# Another process sharing the database may add an earlier timer without waking this one (it
# fires timers too, but may stop): look again at least this often, in seconds.
MAX_SLEEP = 600.0
# After the store failed (a locked or lost file), wait this long before trying again.
RETRY_AFTER = 5.0

Handler = Callable[[Timer], Awaitable[None]]


class Clock(Protocol):
    """What time it is, and a way to wait: the real one, or a test's that jumps forward."""

    def now(self) -> datetime: ...

    async def sleep(self, seconds: float) -> None: ...


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)

    async def sleep(self, seconds: float) -> None:
        await asyncio.sleep(seconds)


class Scheduler:
    """`register` a handler per timer kind, `start` the task (the bot does, in setup_hook),
    `add` timers through it (so the task wakes), `stop` it before the store closes."""

    def __init__(self, store: Callable[[], Store], clock: Clock) -> None:
        self._store = store
        self.clock = clock
        self._handlers: dict[str, Handler] = {}
        self._wake = asyncio.Event()
        # Set while the task sleeps with nothing due: tests wait for it after moving time.
        self._idle = asyncio.Event()
        self._task: asyncio.Task[None] | None = None

    def register(self, kind: str, handler: Handler) -> None:
        if kind in self._handlers:
            raise ValueError(f"timers of kind {kind!r} already have a handler")
        self._handlers[kind] = handler

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="kilforth-scheduler")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            await asyncio.gather(task, return_exceptions=True)

    def wake(self) -> None:
        """Look at the timers again now (one was added, or the clock moved)."""
        self._idle.clear()
        self._wake.set()

    async def idle(self) -> None:
        """Wait until every timer due by now has been fired."""
        await self._idle.wait()

    async def add(self, session_id: int, channel: str, kind: str, due: datetime, *,
                  player: str | None = None, payload: dict[str, Any] | None = None) -> Timer:
        timer = await self._store().add_timer(session_id, channel, kind, due, player=player,
                                              payload=payload, created=self.clock.now())
        self.wake()
        return timer

    async def _run(self) -> None:
        while True:
            self._wake.clear()
            try:
                delay = await self._fire_due()
            except Exception:
                log.exception("The scheduler could not read or claim the timers")
                delay = RETRY_AFTER
            if delay is not None:
                self._idle.set()
                await self._nap(delay)

    async def _fire_due(self) -> float | None:
        """Fire what is due now; None if some was (look again at once), else how long to sleep
        until the next one."""
        store, now = self._store(), self.clock.now()
        upcoming = await store.next_due()
        if upcoming is None or upcoming.due > now:
            wait = MAX_SLEEP if upcoming is None else (upcoming.due - now).total_seconds()
            return min(MAX_SLEEP, wait)
        for timer in await store.claim_due(now):
            await self._fire(timer)
        return None

    async def _nap(self, seconds: float) -> None:
        sleeping = asyncio.ensure_future(self.clock.sleep(seconds))
        woken = asyncio.ensure_future(self._wake.wait())
        try:
            await asyncio.wait({sleeping, woken}, return_when=asyncio.FIRST_COMPLETED)
        finally:
            for waiter in (sleeping, woken):
                waiter.cancel()

    async def _fire(self, timer: Timer) -> None:
        handler = self._handlers.get(timer.kind)
        if handler is None:
            log.warning("No handler for timer %d of kind %r in channel %s; dropped", timer.id,
                        timer.kind, timer.channel)
            return
        try:
            await handler(timer)
        except Exception:
            # A claimed timer is gone from the table: logged, it is not retried (a handler that
            # failed once, on a post Discord refused say, would likely fail again).
            log.exception("Timer %d of kind %r failed in channel %s", timer.id, timer.kind,
                          timer.channel)
