"""Concurrent commands: each applied exactly once, in one order, one channel never waiting
for another's lock."""

import asyncio

from kilforth.commands import Move
from kilforth.state import GameState
from kilforth.store import Store

from .support import running


async def test_fifty_concurrent_commands_on_one_channel(store: Store) -> None:
    await running(store, "c1", ("p1", "p2"))
    commands = [Move(player=("p1", "p2")[n % 2], region=f"r{n % 25}") for n in range(50)]
    results = await asyncio.gather(
        *(store.execute("c1", c.player, c) for c in commands))

    assert sorted(r.version for r in results) == list(range(2, 52))
    info = await store.session("c1")
    assert info is not None and info.version == 51
    history = await store.history(info.id, since=1)
    assert sorted(e.command.model_dump_json() for e in history) == sorted(  # type: ignore[union-attr]
        c.model_dump_json() for c in commands)

    # Every state is the one before it plus exactly one command: no update was lost.
    final = await store.state("c1")
    assert final.seq == 50
    by_version = {r.version: r.state for r in results}
    for entry in history:
        state: GameState = by_version[entry.version]
        assert state.seq == entry.version - 1
        hero = state.heroes_of(entry.command.player)[0]  # type: ignore[union-attr]
        assert hero.region == entry.command.region  # type: ignore[union-attr]
    assert by_version[51] == final
    assert (await store.replay(info.id)).ok


async def test_channels_do_not_wait_for_each_other(store: Store) -> None:
    channels = [f"c{n}" for n in range(100)]
    for channel in channels:
        await running(store, channel)
    # Hold one channel's lock, as a slow command would: the 99 others still complete.
    async with store._lock("c0"):
        blocked = asyncio.create_task(store.execute("c0", "p1", Move(player="p1", region="r1")))
        done = await asyncio.wait_for(asyncio.gather(
            *(store.execute(c, "p1", Move(player="p1", region="r1")) for c in channels[1:])),
            timeout=10)
        assert all(r.version == 2 for r in done)
        assert not blocked.done()
    assert (await blocked).version == 2


async def test_cancelled_commands_leave_a_consistent_game(store: Store) -> None:
    await running(store, "c1")
    tasks = [asyncio.create_task(store.execute("c1", "p1", Move(player="p1", region=f"r{n}")))
             for n in range(20)]
    for n, task in enumerate(tasks):
        await asyncio.sleep(0)
        if n % 2:
            task.cancel()
    outcomes = await asyncio.gather(*tasks, return_exceptions=True)
    done = [o for o in outcomes if not isinstance(o, BaseException)]
    assert done and all(isinstance(o, asyncio.CancelledError)
                        for o in outcomes if isinstance(o, BaseException))

    info = await store.session("c1")
    assert info is not None
    history = await store.history(info.id)
    assert [e.version for e in history] == list(range(1, info.version + 1))
    assert (await store.replay(info.id)).ok
    after = await store.execute("c1", "p1", Move(player="p1", region="r24"))
    assert after.version == info.version + 1
