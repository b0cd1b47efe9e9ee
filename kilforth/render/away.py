""""While you were away" (issue 32): what a stretch of the log did, told Day by Day with one
line per hero (where they went, what they defeated, their Saga, their falls, their Gold,
their camp) and one for the Map (Regions fallen into Gloom, an Ancient's arrival),
instead of every event."""

from collections.abc import Sequence
from dataclasses import dataclass, field

from kilforth.content.pack import Pack
from kilforth.events import (
    AncientEntered,
    Camped,
    Changed,
    ChapterCompleted,
    DayStarted,
    EncounterDefeated,
    Event,
    GameOver,
    HeroDefeated,
    Moved,
    RegionGloomed,
    SagaCompleted,
)
from kilforth.render import results
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState


@dataclass
class _Deeds:
    """What one hero did in one Day."""

    regions: list[str] = field(default_factory=list)
    defeated: list[str] = field(default_factory=list)
    chapters: list[int] = field(default_factory=list)
    saga: bool = False
    falls: int = 0
    gold: int = 0
    camped: bool = False


@dataclass
class _Day:
    day: int
    deeds: dict[str, _Deeds] = field(default_factory=dict)
    gloomed: list[str] = field(default_factory=list)
    ancients: list[str] = field(default_factory=list)
    over: bool = False

    def of(self, hero: str) -> _Deeds:
        return self.deeds.setdefault(hero, _Deeds())


@dataclass(frozen=True)
class AwayDay:
    """The summary of one Day: its number, and its lines (each hero's, then the Night's)."""

    day: int
    lines: tuple[str, ...]


def away_summary(state: GameState, pack: Pack, entries: Sequence[Sequence[Event]],
                 say: Say = ENGLISH) -> list[AwayDay]:
    """The Days the events of `entries` (the log's, oldest first, up to `state`, the game as
    it stands now) went through, oldest first."""
    started = sum(isinstance(e, DayStarted) for events in entries for e in events)
    days = [_Day(state.day - started)]
    for events in entries:
        for event in events:
            _note(days, event)
    return [AwayDay(d.day, tuple(_lines(state, pack, d, say))) for d in days
            if d.deeds or d.gloomed or d.ancients or d.over]


def _note(days: list[_Day], event: Event) -> None:
    today = days[-1]
    match event:
        case DayStarted():
            days.append(_Day(event.day))
        case Moved():
            today.of(event.hero).regions.append(event.destination)
        case EncounterDefeated():
            today.of(event.hero).defeated.append(event.card)
        case ChapterCompleted():
            today.of(event.hero).chapters.append(event.chapter)
        case SagaCompleted():
            today.of(event.hero).saga = True
        case HeroDefeated():
            today.of(event.hero).falls += 1
        case Changed(what="gold"):
            today.of(event.hero).gold += event.delta
        case RegionGloomed():
            today.gloomed.append(event.region)
        case AncientEntered():
            today.ancients.append(event.ancient)
        case Camped():
            today.of(event.hero).camped = True
        case GameOver():
            today.over = True


def _lines(state: GameState, pack: Pack, day: _Day, say: Say) -> list[str]:
    lines = [say("away-day", day=day.day)]
    # A Day where no hero did anything (a Night that only gloomed a Region) needs no hero lines.
    for hero in state.heroes if day.deeds else ():
        deeds = day.deeds.get(hero.id)
        if deeds is None:
            if hero.in_play:
                lines.append(say("away-hero", hero=hero.name, deeds=say("away-nothing")))
            continue
        parts: list[str] = []
        if deeds.regions:
            visited = dict.fromkeys(deeds.regions)
            parts.append(say("away-moved", count=len(visited), regions=", ".join(
                say.card(pack, r) for r in visited)))
        if deeds.defeated:
            parts.append(say("away-defeated", encounters=", ".join(
                say.card(pack, c) for c in deeds.defeated)))
        if deeds.chapters:
            parts.append(say("away-chapters", chapters=", ".join(map(str, deeds.chapters)),
                             count=len(deeds.chapters)))
        if deeds.saga:
            parts.append(say("away-saga"))
        if deeds.falls:
            parts.append(say("away-falls", count=deeds.falls))
        if deeds.gold:
            parts.append(say("away-gold", gold=f"{deeds.gold:+d}"))
        if deeds.camped:
            parts.append(say("away-camped"))
        lines.append(say("away-hero", hero=hero.name,
                         deeds="; ".join(parts) or say("away-nothing")))
    board: list[str] = []
    if day.gloomed:
        board.append(say("away-gloomed", regions=", ".join(say.card(pack, r) for r in day.gloomed),
                         count=len(day.gloomed)))
    if day.ancients:
        board.append(say("away-ancient", ancient=", ".join(say.card(pack, a) for a in day.ancients)))
    if board:
        lines.append(say("away-board", deeds="; ".join(board)))
    if day.over and state.result is not None:
        lines.append(say("picture-over", outcome=results.outcome_text(state.result, say)))
    return lines
