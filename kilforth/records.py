"""A server's history and records (issue 32): a summary of each game that ended, written
once, when it ends, and what a player's statistics and the server's records make of them,
so that no query replays a game.

A game ends finished (won, lost, or a competitive game's final scores), abandoned, or reset
by a moderator; the last two count apart from the results.
"""

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from kilforth.chronicle import SAGA_COMPLETE, Tally, chapters_done, tallies
from kilforth.events import Event
from kilforth.options import Mode
from kilforth.state import GameState, HeroSpec

Ending = Literal["won", "lost", "finished", "abandoned", "reset"]
# The endings that are a result: the others count apart.
RESULTS: frozenset[Ending] = frozenset({"won", "lost", "finished"})


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class HeroSummary(_Model):
    player: str
    name: str
    race: str
    hero_class: str
    saga: str | None
    chapters: int = Field(ge=0, le=SAGA_COMPLETE - 1)  # completed; 5 once the Saga is
    encounters: int = 0
    gold_earned: int = 0
    defeats: int = 0
    vp: int | None = None  # None: the game ended without a score
    winner: bool = False

    @property
    def saga_complete(self) -> bool:
        return self.chapters == SAGA_COMPLETE - 1


class GameSummary(_Model):
    session_id: int
    guild: str
    channel: str
    mode: Mode | None  # None: its stored options were damaged
    ending: Ending
    started_at: datetime
    ended_at: datetime
    days: int | None  # None: it ended before a Day began, or was reset unread
    team_vp: int | None = None
    heroes: list[HeroSummary]

    @property
    def won(self) -> bool:
        return any(h.winner for h in self.heroes)


def summarize(*, session_id: int, guild: str, channel: str, mode: Mode | None,
              started_at: datetime, ended_at: datetime, seats: Sequence[HeroSpec],
              state: GameState | None, events: Iterable[Event],
              ended: Literal["finished", "abandoned", "reset"]) -> GameSummary:
    """The summary of a game that ended: finished (its state holds the result), abandoned,
    or reset (read from its seats alone: its state may be what was damaged). `events` are
    those of its log as it stands, oldest first."""
    if state is None or ended == "reset":
        if ended == "finished":
            raise ValueError("a finished game is summed up from its last state")
        heroes = [HeroSummary(player=s.player, name=s.name, race=s.race,
                              hero_class=s.hero_class, saga=s.saga, chapters=0)
                  for s in seats]
        return GameSummary(session_id=session_id, guild=guild, channel=channel, mode=mode,
                           ending=ended, started_at=started_at, ended_at=ended_at, days=None,
                           heroes=heroes)
    result = state.result if ended == "finished" else None
    if ended == "finished" and result is None:
        raise ValueError("a finished game's last state holds its result")
    counted = tallies(events)
    winners = set(result.winners) if result is not None else set()
    none = Tally()
    heroes = [HeroSummary(
        player=h.player, name=h.name, race=h.race, hero_class=h.hero_class, saga=h.saga,
        chapters=chapters_done(h), encounters=counted.get(h.id, none).encounters,
        gold_earned=counted.get(h.id, none).gold_earned,
        defeats=counted.get(h.id, none).defeats,
        vp=result.vp.get(h.id) if result is not None else None, winner=h.id in winners)
        for h in state.heroes]
    return GameSummary(session_id=session_id, guild=guild, channel=channel, mode=mode,
                       ending=result.outcome if result is not None else "abandoned",
                       started_at=started_at, ended_at=ended_at,
                       days=state.day if state.phase != "setup" else None,
                       team_vp=result.team_vp if result is not None else None, heroes=heroes)


@dataclass(frozen=True)
class Best:
    """A game that stands out, and the hero in it that made it so."""

    game: GameSummary
    hero: HeroSummary


@dataclass(frozen=True)
class PlayerStats:
    player: str
    games: int  # finished with a result
    wins: int
    sagas: int  # Sagas completed
    abandoned: int
    reset: int
    race: str | None  # the favourite: the most played, the first played among equals
    hero_class: str | None
    best: Best | None  # a win in the fewest Days, else the most VP


@dataclass(frozen=True)
class Records:
    games: int
    abandoned: int
    reset: int
    fastest_win: GameSummary | None
    most_encounters: Best | None
    saga_wins: dict[str, int]  # each Saga's wins, most first


def player_stats(summaries: Sequence[GameSummary], player: str) -> PlayerStats:
    """`player`'s statistics over `summaries` (one server's, newest first)."""
    played = [(g, h) for g in summaries for h in g.heroes if h.player == player]
    results = [(g, h) for g, h in played if g.ending in RESULTS]
    games = {g.session_id for g, _ in results}
    wins = {g.session_id for g, h in results if h.winner}
    best = max(results, default=None, key=lambda gh: (
        gh[1].winner, -(gh[0].days or 0) if gh[1].winner else gh[1].vp or 0, gh[1].vp or 0,
        -gh[0].session_id))
    return PlayerStats(
        player=player, games=len(games), wins=len(wins),
        sagas=sum(h.saga_complete for _, h in results),
        abandoned=len({g.session_id for g, _ in played if g.ending == "abandoned"}),
        reset=len({g.session_id for g, _ in played if g.ending == "reset"}),
        race=_favourite(h.race for _, h in reversed(played)),
        hero_class=_favourite(h.hero_class for _, h in reversed(played)),
        best=Best(*best) if best is not None else None)


def server_records(summaries: Sequence[GameSummary]) -> Records:
    """The records of one server's games (`summaries`, newest first)."""
    results = [g for g in summaries if g.ending in RESULTS]
    won = [g for g in results if g.won and g.days is not None]
    fastest = min(reversed(won), default=None, key=lambda g: g.days or 0)
    heroes = [(g, h) for g in reversed(results) for h in g.heroes]
    most = max(heroes, default=None, key=lambda gh: gh[1].encounters)
    sagas = Counter(h.saga for g in results for h in g.heroes if h.winner and h.saga)
    return Records(
        games=len(results), abandoned=sum(g.ending == "abandoned" for g in summaries),
        reset=sum(g.ending == "reset" for g in summaries), fastest_win=fastest,
        most_encounters=Best(*most) if most is not None and most[1].encounters else None,
        saga_wins=dict(sagas.most_common()))


def _favourite(values: Iterable[str]) -> str | None:
    """The most frequent value, the first met among equals (`Counter` keeps that order)."""
    counted = Counter(values)
    return counted.most_common(1)[0][0] if counted else None
