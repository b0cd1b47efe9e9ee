"""The store driving the real engine and base pack: a game played, undone, replayed,
exported and imported, and reopened."""

import secrets
from pathlib import Path

import pytest

from kilforth.commands import Camp, Choose, Command, Move
from kilforth.errors import RuleError
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import Store

HEROES = [HeroSpec(player="p1", name="Ana", race="human", hero_class="warrior"),
          HeroSpec(player="p2", name="Bors", race="dwarf", hero_class="bard")]


def next_command(state: GameState) -> Command:
    """Answer an open prompt with its first option; otherwise Ana camps and Bors moves."""
    if state.pending is not None:
        prompt = state.pending.prompt
        return Choose(player=prompt.player, prompt=prompt.id, option=prompt.options[0].id)
    assert state.turn is not None
    hero = state.hero(state.turn.hero)
    wanted = Camp if hero.name == "Ana" else Move
    return next(c for c in legal_commands(state, hero.player) if isinstance(c, wanted))


async def test_a_real_game_through_the_store(db_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    # A known seed keeps the game short of the first night, whatever the dice would do.
    monkeypatch.setattr(secrets, "randbits", lambda bits: 12345)
    async with await Store.open(db_path) as store:
        await store.create("g1", "c1", "p1", GameOptions(mode="coop"), hero_count=2)
        for spec in HEROES:
            await store.join("c1", spec)
        result = await store.start("c1", "p1")
        kinds = set()
        for _ in range(7):
            command = next_command(result.state)
            kinds.add(command.kind)
            result = await store.execute("c1", command.player, command)
        assert {"choose", "move", "camp"} <= kinds
        assert result.version == 8

        assert result.state.turn is not None
        idle = next(h.player for h in result.state.heroes if h.id != result.state.turn.hero)
        with pytest.raises(RuleError):
            await store.execute("c1", idle, Move(player=idle, region=result.state.grid[0]))

        info = await store.session("c1")
        assert info is not None and info.version == 8
        undone = await store.undo("c1", "mod", count=3)
        assert undone.state == await store.session_state(info.id)
        replay = await store.replay(info.id)
        assert replay.ok, replay.reason

        text = (await store.export(info.id)).model_dump_json()
        copy = await store.import_game("g1", "c2", "mod", text)
        assert (await store.replay(copy.id)).ok
        command = next_command(undone.state)
        played = await store.execute("c1", command.player, command)
        assert (await store.execute("c2", command.player, command)).state == played.state

    async with await Store.open(db_path) as store:
        assert await store.state("c1") == played.state
        assert (await store.replay(info.id)).ok
