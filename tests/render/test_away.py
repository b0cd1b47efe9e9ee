"""'While you were away' (issue 32): a stretch of the log summed up Day by Day, one line per
hero and one for the Map, instead of every event."""

from functools import cache

from kilforth.chronicle import Step
from kilforth.content.pack import load_pack
from kilforth.events import DayStarted, EncounterDefeated, Event, RegionGloomed
from kilforth.render.away import away_summary
from kilforth.render.say import say_for
from kilforth.sim.sample import sample_steps

PACK = load_pack()


@cache
def steps() -> tuple[Step, ...]:
    return tuple(sample_steps(PACK, seed=5, heroes=2))


def start_of(day: int) -> int:
    return next(n for n, s in enumerate(steps())
                if any(isinstance(e, DayStarted) and e.day == day for e in s.events))


def events_of_day(day: int) -> list[Event]:
    """The events from Day `day`'s start up to the next Day's, its Night included."""
    found, current = [], 1
    for event in (e for s in steps() for e in s.events):
        if isinstance(event, DayStarted):
            current = event.day
        elif current == day:
            found.append(event)
    return found


def test_each_day_has_its_heading_and_a_line_per_hero() -> None:
    final = steps()[-1].state
    assert final is not None
    days = away_summary(final, PACK, [s.events for s in steps()])
    assert [d.day for d in days] == list(range(1, final.day + 1))
    for day in days[:-1]:
        assert day.lines[0] == f"**Day {day.day}**"
        hero_lines = [line for line in day.lines[1:] if not line.startswith("On the Map")]
        assert [line.split(":")[0] for line in hero_lines] == [
            h.name for h in final.heroes][:len(hero_lines)]


def test_a_heros_line_names_what_they_defeated_that_day() -> None:
    final = steps()[-1].state
    assert final is not None
    days = {d.day: d for d in away_summary(final, PACK, [s.events for s in steps()])}
    day = next(d for d in range(2, final.day)
               if any(isinstance(e, EncounterDefeated) for e in events_of_day(d)))
    beaten = [e for e in events_of_day(day) if isinstance(e, EncounterDefeated)]
    for e in beaten:
        line = next(line for line in days[day].lines if line.startswith(final.hero(e.hero).name))
        assert PACK.names[e.card] in line and "defeated" in line


def test_the_map_line_tells_the_regions_fallen_into_gloom() -> None:
    final = steps()[-1].state
    assert final is not None
    days = {d.day: d for d in away_summary(final, PACK, [s.events for s in steps()])}
    gloomed = [e.region for e in events_of_day(2) if isinstance(e, RegionGloomed)]
    assert gloomed
    [board] = [line for line in days[2].lines if line.startswith("On the Map")]
    assert all(PACK.names[r] in board for r in gloomed) and "fell into Gloom" in board


def test_a_stretch_from_mid_game_starts_on_its_own_day() -> None:
    """The Days are counted back from the game as it stands. The entry that starts Day 4
    plays Day 3's Night first: a stretch from it begins in Day 3, and a Day where nothing has
    happened yet (Day 6, just begun) is left out."""
    upto = start_of(6)
    state = steps()[upto].state
    assert state is not None and state.day == 6
    days = away_summary(state, PACK, [s.events for s in steps()[start_of(4):upto + 1]])
    assert [d.day for d in days] == [3, 4, 5]
    assert days[0].lines[-1].startswith("On the Map")
    assert away_summary(state, PACK, []) == []


def test_the_summary_is_said_in_french() -> None:
    final = steps()[-1].state
    assert final is not None
    days = away_summary(final, PACK, [s.events for s in steps()], say_for(PACK, "fr"))
    assert days[1].lines[0] == "**Jour 2**"
    assert any("dans l'Ombre" in line for line in days[1].lines)
