"""Looking back on a game through the store (issue 32): its chronicle for the recap picture
and the map and Night at a Day's Dawn, rebuilt from the log and its snapshots, on a running
and on a finished game, on both backends."""

import random
from collections.abc import AsyncIterator

import pytest

from kilforth.chronicle import Step, chronicle, nights
from kilforth.engine import apply, new_game
from kilforth.events import DayStarted
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.store import SessionError, Store

from .played import PACK, play

SEED = 11


@pytest.fixture
async def real(db: str) -> AsyncIterator[Store]:
    async with await Store.open(db) as opened:
        yield opened


def played_alone(seed: int, heroes: int = 2) -> list[Step]:
    """The same game played by the engine alone, every state kept."""
    specs = deal_heroes(PACK, "coop", heroes, random.Random(seed))
    agents = agents_for(Setup(mode="coop", heroes=heroes), specs, seed)
    outcome = new_game(GameOptions(mode="coop"), specs, seed, PACK)
    steps = [Step(outcome.events, outcome.state)]
    while (player := waiting_on(outcome.state)) is not None:
        outcome = apply(outcome.state, agents[player].act(outcome.state, player, PACK), PACK)
        steps.append(Step(outcome.events, outcome.state))
    return steps


async def test_a_finished_games_chronicle_is_the_one_the_engine_tells(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    result = await play(real, monkeypatch, "c1", SEED)
    assert result.state.result is not None
    info = (await real.games("c1"))[0]
    told = await real.chronicle(info.id)
    alone = chronicle(played_alone(SEED), PACK)
    assert told.points == alone.points
    assert told.tallies == alone.tallies
    assert (told.saga_days, told.ancient_day, told.assault_day) == (
        alone.saga_days, alone.ancient_day, alone.assault_day)
    assert told.final == result.state


async def test_a_day_start_is_the_state_and_night_at_that_dawn(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """On a running game: Day 3's Dawn, and the Night of Day 2 that led to it."""
    await play(real, monkeypatch, "c1", SEED, until_day=4)
    info = await real.session("c1")
    assert info is not None and info.status == "running"
    steps = played_alone(SEED)
    at = next(n for n, s in enumerate(steps)
              if any(isinstance(e, DayStarted) and e.day == 3 for e in s.events))
    dawn = await real.day_start(info.id, 3)
    assert dawn.state == steps[at].state
    assert dawn.night == nights(s.events for s in steps)[3]
    assert dawn.night[-1].kind == "dawn"
    first = await real.day_start(info.id, 1)
    assert first.state.day == 1 and first.night == ()
    with pytest.raises(SessionError) as refused:
        await real.day_start(info.id, 9)
    assert refused.value.code == "no_such_day"


async def test_an_undone_day_is_not_looked_back_on(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """The game as it stands: a Day whose start was undone is not one of its Days."""
    await play(real, monkeypatch, "c1", SEED, until_day=2)
    info = await real.session("c1")
    assert info is not None
    assert (await real.day_start(info.id, 2)).state.day == 2
    await real.undo("c1", "mod", count=1)
    with pytest.raises(SessionError) as refused:
        await real.day_start(info.id, 2)
    assert refused.value.code == "no_such_day"
    assert [p.day for p in (await real.chronicle(info.id)).points] == [1, 1]


async def test_an_abandoned_game_is_not_looked_back_on(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await play(real, monkeypatch, "c1", SEED, until_day=2)
    info = await real.abandon("c1", "mod")
    with pytest.raises(SessionError) as refused:
        await real.chronicle(info.id)
    assert refused.value.code == "not_looked_back"
