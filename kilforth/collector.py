"""Python's cyclic garbage collector in a process that runs for weeks: each full collection
walks only what is new since the one before.

A full collection walks every object the collector tracks. In the bot those are mostly the
content pack, the modules and the game states the store keeps parsed (`store.cache`): with a
thousand games cached, about 300,000 objects, walked in about 120 ms during which no channel
is served. One runs each time the objects that outlived two younger collections have grown by
a quarter since the last: every few hundred commands.

Almost nothing that lives long in the bot is part of a reference cycle: a game state leaving
the cache, a finished command, a closed game are freed by reference counting. So after each
full collection, whatever survived it is frozen (`gc.freeze`): the collector no longer walks
it, and the next full collection walks only what was made since, a few milliseconds' worth.
A frozen object is still freed by reference counting when it is no longer used; only a cycle
among frozen objects would never be. Every `THAW_EVERY` seconds everything is thawed instead,
so that the next full collection walks it all once and frees such cycles.

What is new since the last full collection is mostly the game states cached since, so a full
collection's pause grows with the time between two of them. CPython runs one only after
`threshold2` collections of the middle generation (10 by default); `FULL_AFTER` makes that 2,
so that each walks fewer states: with 50 channels playing 510 commands a second in one
long-lived process, full collections took up to 78 ms with 10, and up to 27 ms with 2 (which
ran four times as many of them).
"""

import gc
import time
from collections.abc import Callable
from typing import Any

THAW_EVERY = 3600.0
# Middle-generation collections between two full ones (CPython's `threshold2`).
FULL_AFTER = 2
# CPython's generations are 0, 1 and 2: a collection of the oldest is a full one.
OLDEST = 2


class Freezer:
    """The `gc.callbacks` entry that freezes what each full collection leaves."""

    def __init__(self, clock: Callable[[], float] = time.monotonic) -> None:
        self._clock = clock
        self._thawed_at = clock()

    def __call__(self, phase: str, info: dict[str, Any]) -> None:
        if phase != "stop" or info["generation"] != OLDEST:
            return
        now = self._clock()
        if now - self._thawed_at >= THAW_EVERY:
            gc.unfreeze()
            self._thawed_at = now
        else:
            gc.freeze()


def install() -> None:
    """Freeze after every full collection from now on, and run them `FULL_AFTER` middle
    collections apart, in this process (once)."""
    if not any(isinstance(callback, Freezer) for callback in gc.callbacks):
        gc.callbacks.append(Freezer())
    young, middle, _ = gc.get_threshold()
    gc.set_threshold(young, middle, FULL_AFTER)
