"""A process killed in the middle of writing leaves the last committed game, intact."""

import asyncio
import signal
import sqlite3
import sys
from pathlib import Path

from kilforth.store import Store

from .toy_engine import ToyEngine

CHILD = """
import asyncio, sys
sys.path.insert(0, sys.argv[2])
from tests.store.toy_engine import ToyEngine
from kilforth.commands import Move
from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import Store

async def main() -> None:
    async with await Store.open(sys.argv[1], engine=ToyEngine()) as store:
        if await store.session("c1") is None:
            await store.create("g1", "c1", "p1", GameOptions(), 1)
            await store.join("c1", HeroSpec(player="p1", name="A", race="human",
                                            hero_class="warrior"))
            await store.start("c1", "p1")
        print("ready", flush=True)
        n = 0
        while True:
            n += 1
            await store.execute("c1", "p1", Move(player="p1", region=f"r{n % 25}"))

asyncio.run(main())
"""


def committed_version(db: Path) -> int:
    with sqlite3.connect(db, timeout=5) as conn:
        row = conn.execute("SELECT max(version) FROM sessions").fetchone()
    return row[0] or 0


async def kill_while_writing(db: Path, commits: int) -> None:
    child = await asyncio.create_subprocess_exec(
        sys.executable, "-c", CHILD, str(db), str(Path(__file__).parents[2]),
        stdout=asyncio.subprocess.PIPE)
    try:
        assert child.stdout is not None
        assert await asyncio.wait_for(child.stdout.readline(), 30) == b"ready\n"
        start = committed_version(db)
        while committed_version(db) < start + commits:
            await asyncio.sleep(0.005)
    finally:
        child.send_signal(signal.SIGKILL)
        await child.wait()
    assert child.returncode == -signal.SIGKILL


async def test_killed_writer_reopens_to_last_committed_state(db_path: Path) -> None:
    last = 0
    for commits in (25, 60):
        await kill_while_writing(db_path, commits)
        async with await Store.open(db_path, engine=ToyEngine()) as store:
            info = await store.session("c1")
            assert info is not None and info.version >= last + commits
            state = await store.state("c1")
            history = await store.history(info.id)
            assert [e.version for e in history] == list(range(1, info.version + 1))
            assert state.seq == info.version - 1
            assert (await store.replay(info.id)).ok
            last = info.version
