"""Sessions from lobby to finished or abandoned, and what stays queryable afterwards."""

import pytest

from kilforth.commands import Camp, Move
from kilforth.errors import RuleError
from kilforth.events import GameOver, GameStarted, Moved
from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import SessionError, Store

from .support import hero, running


async def test_lobby_to_finished(store: Store) -> None:
    info = await store.create("g1", "c1", "p1", GameOptions(mode="coop"), hero_count=2)
    assert (info.status, info.version, info.seats, info.seed) == ("lobby", 0, [], None)
    await store.join("c1", hero("p1"))
    info = await store.join("c1", hero("p2"))
    assert [s.player for s in info.seats] == ["p1", "p2"]

    started = await store.start("c1", "p1")
    assert started.version == 1
    assert isinstance(started.events[0], GameStarted)
    info = await store.get(info.id)
    assert info.status == "running"
    assert info.seed == started.state.seed

    moved = await store.execute("c1", "p2", Move(player="p2", region="r3"))
    assert moved.version == 2
    assert isinstance(moved.events[0], Moved)
    assert moved.state.heroes[1].region == "r3"
    assert await store.state("c1") == moved.state

    over = await store.execute("c1", "p1", Camp(player="p1"))
    assert isinstance(over.events[-1], GameOver)
    assert (await store.get(info.id)).status == "finished"
    assert await store.session("c1") is None
    with pytest.raises(SessionError) as err:
        await store.execute("c1", "p1", Camp(player="p1"))
    assert err.value.code == "game_over"

    history = await store.history(info.id)
    assert [(e.version, e.kind, e.player) for e in history] == [
        (1, "start", "p1"), (2, "command", "p2"), (3, "command", "p1")]
    assert history[1].command == Move(player="p2", region="r3")
    assert history[1].events == moved.events
    assert [e.version for e in await store.history(info.id, since=2)] == [3]


async def test_finished_or_abandoned_channel_starts_again(store: Store) -> None:
    await running(store, "c1")
    first = await store.session("c1")
    assert first is not None
    await store.execute("c1", "p1", Camp(player="p1"))
    second = await store.create("g1", "c1", "p1", GameOptions(), 1)
    abandoned = await store.abandon("c1", "mod")
    assert (abandoned.id, abandoned.status) == (second.id, "abandoned")
    third = await store.create("g1", "c1", "p1", GameOptions(), 1)
    games = await store.games("c1")
    assert [(g.id, g.status) for g in games] == [
        (third.id, "lobby"), (second.id, "abandoned"), (first.id, "finished")]
    assert (await store.session_state(first.id)).result is not None
    assert [e.kind for e in await store.history(second.id)] == ["abandon"]


async def test_lobby_refusals(store: Store) -> None:
    with pytest.raises(SessionError) as err:
        await store.create("g1", "c1", "p1", GameOptions(), hero_count=5)
    assert err.value.code == "hero_count"
    await store.create("g1", "c1", "p1", GameOptions(mode="coop"), hero_count=2)
    with pytest.raises(SessionError) as err:
        await store.create("g1", "c1", "p2", GameOptions(), 1)
    assert err.value.code == "game_exists"
    await store.join("c1", hero("p1"))
    with pytest.raises(SessionError) as err:
        await store.join("c1", hero("p1", "Second"))
    assert err.value.code == "already_seated"
    with pytest.raises(SessionError) as err:
        await store.start("c1", "p1")
    assert err.value.code == "waiting"
    with pytest.raises(SessionError) as err:
        await store.execute("c1", "p1", Camp(player="p1"))
    assert err.value.code == "not_started"
    await store.join("c1", hero("p2"))
    with pytest.raises(SessionError) as err:
        await store.join("c1", hero("p3"))
    assert err.value.code == "full"
    await store.start("c1", "p1")
    with pytest.raises(SessionError) as err:
        await store.join("c1", hero("p3"))
    assert err.value.code == "already_started"
    with pytest.raises(SessionError) as err:
        await store.leave("c1", "p2")
    assert err.value.code == "already_started"
    with pytest.raises(SessionError) as err:
        await store.execute("nowhere", "p1", Camp(player="p1"))
    assert err.value.code == "no_game"
    with pytest.raises(SessionError) as err:
        await store.execute("c1", "p1", Camp(player="p2"))
    assert err.value.code == "wrong_player"


async def test_solo_player_seats_several_heroes_and_leaves(store: Store) -> None:
    await store.create("g1", "c1", "p1", GameOptions(mode="solo"), hero_count=4)
    for name in ("A", "B", "C"):
        await store.join("c1", hero("p1", name))
    with pytest.raises(SessionError) as err:
        await store.join("c1", hero("p2"))
    assert err.value.code == "solo"
    info = await store.leave("c1", "p1", "B")
    assert [s.name for s in info.seats] == ["A", "C"]
    info = await store.join("c1", hero("p1", "D"))
    assert [s.name for s in info.seats] == ["A", "C", "D"]
    with pytest.raises(SessionError) as err:
        await store.leave("c1", "p2")
    assert err.value.code == "not_seated"
    info = await store.leave("c1", "p1")
    assert info.seats == []


async def test_rule_error_from_start_writes_nothing(store: Store) -> None:
    await store.create("g1", "c1", "p1", GameOptions(), 1)
    await store.join("c1", HeroSpec(player="p1", name="X", race="unknown", hero_class="warrior"))
    with pytest.raises(RuleError) as err:
        await store.start("c1", "p1")
    assert err.value.code == "no_such_race"
    info = await store.session("c1")
    assert info is not None
    assert (info.status, info.version, info.seed) == ("lobby", 0, None)
    assert await store.history(info.id) == []


async def test_rule_error_passes_through(store: Store) -> None:
    await running(store, "c1")
    with pytest.raises(RuleError) as err:
        await store.execute("c1", "p1", Move(player="p1", region="nowhere"))
    assert err.value.code == "no_such_region"
    assert (await store.session("c1")).version == 1  # type: ignore[union-attr]
