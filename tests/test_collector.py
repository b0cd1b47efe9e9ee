"""The collector's tuning for the bot's process (`kilforth.collector`): every full collection
freezes what it leaves, so that the next walks only what is new, and a thaw now and then
lets cycles among frozen objects be freed."""

import gc
import subprocess
import sys
import textwrap
from pathlib import Path

from kilforth import collector

ROOT = Path(__file__).parents[1]


def _run(script: str) -> str:
    """`script` in a process of its own: freezing the test run's objects would keep its
    garbage cycles for the rest of the run."""
    done = subprocess.run([sys.executable, "-c", textwrap.dedent(script)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60, check=True)
    return done.stdout.strip()


def test_a_full_collection_freezes_what_survives_it() -> None:
    out = _run("""
        import gc
        from kilforth import collector
        collector.install()
        collector.install()  # once only
        kept = [[n] for n in range(10_000)]
        gc.collect(1)
        young = gc.get_freeze_count()
        gc.collect()
        print(sum(isinstance(c, collector.Freezer) for c in gc.callbacks), young,
              gc.get_freeze_count() >= len(kept))
    """)
    assert out == "1 0 True"


def test_full_collections_come_two_middle_collections_apart() -> None:
    """Each walks the states cached since the one before: more often, so each is shorter. The
    younger generations keep Python's thresholds."""
    out = _run("""
        import gc
        from kilforth import collector
        young, middle, _ = gc.get_threshold()
        collector.install()
        print(gc.get_threshold() == (young, middle, collector.FULL_AFTER), collector.FULL_AFTER)
    """)
    assert out == "True 2"


def test_objects_made_after_a_freeze_are_walked_and_freed() -> None:
    out = _run("""
        import gc, weakref
        from kilforth import collector
        collector.install()
        gc.collect()
        class Node: pass
        a, b = Node(), Node()
        a.other, b.other = b, a  # a cycle: only the collector frees it
        gone = weakref.ref(a)
        del a, b
        gc.collect()
        print(gone() is None)
    """)
    assert out == "True"


def test_a_thaw_frees_the_cycles_that_were_frozen() -> None:
    out = _run("""
        import gc, weakref
        from kilforth import collector
        now = [0.0]
        gc.callbacks.append(collector.Freezer(clock=lambda: now[0]))
        class Node: pass
        a, b = Node(), Node()
        a.other, b.other = b, a
        gone = weakref.ref(a)
        gc.collect()  # a and b are alive, and frozen
        del a, b
        gc.collect()
        frozen_cycle_kept = gone() is not None
        now[0] = collector.THAW_EVERY
        gc.collect()  # thaws
        gc.collect()  # walks everything once more
        print(frozen_cycle_kept, gone() is None)
    """)
    assert out == "True True"


def test_young_collections_freeze_nothing() -> None:
    freezer = collector.Freezer(clock=lambda: 0.0)
    for generation in (0, 1):
        freezer("stop", {"generation": generation})
    freezer("start", {"generation": collector.OLDEST})
    assert gc.get_freeze_count() == 0
