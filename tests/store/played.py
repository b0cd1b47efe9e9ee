"""Whole games played through the store by the computer players, with the real engine: what
the store's look back on a game (issue 32) reads."""

import random
import secrets

import pytest

from kilforth.content.pack import load_pack
from kilforth.options import GameOptions, Mode
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.store import ExecResult, Store

PACK = load_pack()


async def play(store: Store, monkeypatch: pytest.MonkeyPatch, channel: str, seed: int, *,
               heroes: int = 2, mode: Mode = "coop", until_day: int | None = None,
               guild: str = "g1") -> ExecResult:
    """The seeded game dealt and played as the simulator does, in `channel`: to its end, or
    up to the start of Day `until_day`."""
    specs = deal_heroes(PACK, mode, heroes, random.Random(seed))
    agents = agents_for(Setup(mode=mode, heroes=heroes), specs, seed)
    await store.create(guild, channel, specs[0].player, GameOptions(mode=mode), heroes)
    for spec in specs:
        await store.join(channel, spec)
    with monkeypatch.context() as patched:
        patched.setattr(secrets, "randbits", lambda bits: seed)
        result = await store.start(channel, specs[0].player)
    state = result.state
    while state.result is None and (until_day is None or state.day < until_day
                                    or state.phase == "setup"):
        player = waiting_on(state)
        assert player is not None
        command = agents[player].act(state, player, PACK)
        result = await store.execute(channel, player, command)
        state = result.state
    return result
