"""Several bot processes on one database (issue 18): three processes play the same channels
at once on PostgreSQL and claim the same due timers. Every acknowledged command is in its
game's log exactly once, every game equals its log's replay, and every timer fires once.
What one process caches is checked against what another stored."""

import asyncio
import json
import sys
from collections import Counter
from pathlib import Path

import pytest

from kilforth.commands import Move
from kilforth.store import Store

from .process_worker import NOW
from .support import running
from .toy_engine import ToyEngine

ROOT = Path(__file__).resolve().parents[2]
WORKERS = 3
COMMANDS = 40
CHANNELS = [f"c{n}" for n in range(4)]
TIMERS = 30


async def _worker(db: str, name: str) -> list[dict[str, object]]:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "tests.store.process_worker", db, name, str(COMMANDS), *CHANNELS,
        cwd=ROOT, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE)
    out, err = await process.communicate()
    assert process.returncode == 0, err.decode()[-2000:]
    return [json.loads(line) for line in out.decode().splitlines()]


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_three_processes_share_channels_and_timers_without_loss_or_double(
        db: str, toy: ToyEngine) -> None:
    async with await Store.open(db, engine=toy) as store:
        starts = {channel: (await running(store, channel)).version for channel in CHANNELS}
        sessions = {}
        for channel in CHANNELS:
            info = await store.session(channel)
            assert info is not None
            sessions[channel] = info.id
        timers = {(await store.add_timer(sessions[CHANNELS[n % len(CHANNELS)]],
                                         CHANNELS[n % len(CHANNELS)], "reminder", NOW)).id
                  for n in range(TIMERS)}

        lines = [line for lines in await asyncio.gather(
            *(_worker(db, f"w{n}") for n in range(WORKERS))) for line in lines]

        acknowledged = Counter((line["channel"], line["version"]) for line in lines
                               if "version" in line)
        assert sum(acknowledged.values()) == WORKERS * COMMANDS
        assert max(acknowledged.values()) == 1, "a version acknowledged twice"
        for channel in CHANNELS:
            info = await store.session(channel)
            assert info is not None
            # Every acknowledged command, and nothing else, moved the game on.
            mine = sorted(v for c, v in acknowledged if c == channel)
            assert mine == list(range(starts[channel] + 1, info.version + 1))
            report = await store.replay(info.id)
            assert report.ok, report.reason
        fired = Counter(line["timer"] for line in lines if "timer" in line)
        assert set(fired) == timers and max(fired.values()) == 1


async def test_a_state_cached_by_one_process_is_not_used_once_another_moved_the_game(
        db: str) -> None:
    """The parsed-state cache (and with it an engine greenlet paused on the cached state) is
    used only while the stored state is the one it was made from: after another process's
    command, the next command is applied to what that process stored."""
    async with await Store.open(db, engine=ToyEngine()) as one, \
            await Store.open(db, engine=ToyEngine()) as two:
        await running(one, "c1")
        cached = await one.execute("c1", "p1", Move(player="p1", region="r1"))
        elsewhere = await two.execute("c1", "p1", Move(player="p1", region="r2"))
        assert elsewhere.version == cached.version + 1
        result = await one.execute("c1", "p1", Move(player="p1", region="r3"))
        assert result.version == elsewhere.version + 1
        assert result.state.seq == elsewhere.state.seq + 1
        assert result.state.heroes[0].gold > elsewhere.state.heroes[0].gold
        assert await one.state("c1") == await two.state("c1") == result.state
        info = await one.session("c1")
        assert info is not None
        assert (await one.replay(info.id)).ok
