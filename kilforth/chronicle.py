"""A game told Day by Day (issue 32): what the recap picture charts and what a server's
history keeps of a finished game.

Built from the game's log as it stands, not its undone branches: the events of every entry
in order, and the state at the start of each Day and at the end. The store keeps a
snapshot at each Dawn, so those states cost no replay; a sample game hands over every state.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from kilforth.content.pack import Pack
from kilforth.events import (
    AncientAssaulted,
    AncientEntered,
    Changed,
    DayStarted,
    EncounterDefeated,
    Event,
    HeroDefeated,
    NightStarted,
    SagaCompleted,
)
from kilforth.rules import board
from kilforth.rules.scoring import victory_points
from kilforth.state import GameState, HeroState

# A hero's `chapter` once their Saga is complete.
SAGA_COMPLETE = 6
# Gold that only changed hands is not earned (R-GIFT-EX).
NOT_EARNED = frozenset({"exchange"})


@dataclass(frozen=True)
class Step:
    """One entry of the game's log: its events, and the state it left, which must be given
    for an entry that starts a Day and for the last one (None elsewhere: not needed)."""

    events: Sequence[Event]
    state: GameState | None = None


@dataclass(frozen=True)
class Point:
    """The game at the start of a Day (`day`), or at its end (`end`, on the last Day)."""

    day: int
    end: bool
    chapters: dict[str, int]  # per hero: Chapters completed, 0..4, and 5 once the Saga is
    vp: dict[str, int]
    hp: dict[str, int]
    gloom: int  # Regions in Gloom
    ancient_hp: int | None  # the Health left to the Ancients at large, once one has arrived


@dataclass
class Tally:
    """What a hero did over the whole game."""

    encounters: int = 0
    gold_earned: int = 0
    defeats: int = 0


@dataclass(frozen=True)
class Chronicle:
    points: tuple[Point, ...]  # one per Day started, then the end
    tallies: dict[str, Tally]
    saga_days: dict[str, int]  # the Day each hero completed their Saga
    ancient_day: int | None  # the Day the Ancient arrived
    assault_day: int | None  # the Day of the last Assault on an Ancient
    final: GameState

    @property
    def days(self) -> int:
        return self.final.day

    def hero_ids(self) -> list[str]:
        return [h.id for h in self.final.heroes]


def chapters_done(hero: HeroState) -> int:
    """Chapters completed, 0..4 (4 once the Finale is face up), and 5 once the Saga is."""
    return min(hero.chapter, SAGA_COMPLETE) - 1


def point(state: GameState, pack: Pack, *, end: bool = False) -> Point:
    arrived = state.ancients_arrived or any(a.on_map or a.defeated for a in state.ancients)
    return Point(
        day=state.day,
        end=end,
        chapters={h.id: chapters_done(h) for h in state.heroes},
        vp={h.id: victory_points(state, pack, h) if h.in_play else 0 for h in state.heroes},
        hp={h.id: h.hp if h.in_play else 0 for h in state.heroes},
        gloom=sum(1 for r in state.grid if state.regions[r].gloom),
        ancient_hp=sum(a.hp for a in board.ancients_at_large(state)) if arrived else None,
    )


def chronicle(steps: Iterable[Step], pack: Pack) -> Chronicle:
    """The chronicle of the game whose log is `steps`, oldest first (see `Step`)."""
    points: list[Point] = []
    saga_days: dict[str, int] = {}
    ancient_day: int | None = None
    assault_day: int | None = None
    day = 1
    last: GameState | None = None
    entries = list(steps)
    for step in entries:
        for event in step.events:
            match event:
                case DayStarted():
                    day = event.day
                case SagaCompleted():
                    saga_days.setdefault(event.hero, day)
                case AncientEntered():
                    ancient_day = day if ancient_day is None else ancient_day
                case AncientAssaulted():
                    assault_day = day
        if step.state is not None:
            last = step.state
            if any(isinstance(e, DayStarted) for e in step.events):
                points.append(point(step.state, pack))
    if last is None:
        raise ValueError("a chronicle needs the state at the end of the game")
    points.append(point(last, pack, end=True))
    counted = tallies(e for step in entries for e in step.events)
    return Chronicle(
        points=tuple(points),
        tallies={h.id: counted.get(h.id, Tally()) for h in last.heroes},
        saga_days=saga_days,
        ancient_day=ancient_day,
        assault_day=assault_day,
        final=last,
    )


def tallies(events: Iterable[Event]) -> dict[str, Tally]:
    """What each hero did over `events`: Encounters defeated, Gold earned, defeats."""
    counted: dict[str, Tally] = {}
    for event in events:
        match event:
            case EncounterDefeated():
                counted.setdefault(event.hero, Tally()).encounters += 1
            case HeroDefeated():
                counted.setdefault(event.hero, Tally()).defeats += 1
            case Changed(what="gold") if event.delta > 0 and event.reason not in NOT_EARNED:
                counted.setdefault(event.hero, Tally()).gold_earned += event.delta
    return counted


def nights(entries: Iterable[Sequence[Event]]) -> dict[int, tuple[Event, ...]]:
    """The events of each Night, from its start to the Dawn that ends it, by the Day that
    Dawn opens; `entries` are the events of each entry of the log, oldest first."""
    found: dict[int, list[Event]] = {}
    night: list[Event] | None = None
    for events in entries:
        for event in events:
            if isinstance(event, NightStarted):
                night = found.setdefault(event.day + 1, [])
            elif isinstance(event, DayStarted):
                night = None
            elif night is not None:
                night.append(event)
    return {day: tuple(events) for day, events in found.items()}

