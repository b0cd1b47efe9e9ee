"""The recap picture (issue 32): a seeded game played to its end by the computer players,
charted over its Days beside its final map. Tested through its layout (which series, which
marks, where) and its decoded PNG, never pixel-exact."""

import io
from functools import cache
from pathlib import Path

import pytest
from PIL import Image

from kilforth.__main__ import main
from kilforth.chronicle import Chronicle, Step, chronicle
from kilforth.content.pack import load_pack
from kilforth.events import (
    AncientAssaulted,
    AncientEntered,
    Changed,
    DayStarted,
    EncounterDefeated,
    HeroDefeated,
    SagaCompleted,
)
from kilforth.render.picture import map_layout, recap_layout, recap_png
from kilforth.render.picture.fonts import text_width
from kilforth.render.picture.recap import RecapLayout
from kilforth.render.say import say_for
from kilforth.sim.sample import sample_steps

PACK = load_pack()
SEED = 0


@cache
def steps(mode: str = "coop") -> tuple[Step, ...]:
    return tuple(sample_steps(PACK, seed=SEED, heroes=4, mode=mode))  # type: ignore[arg-type]


def layout_of(told: Chronicle) -> RecapLayout:
    plan = map_layout(told.final, PACK)
    return recap_layout(told, PACK, (plan.width, plan.height))


def day_of_each(steps: tuple[Step, ...], kind: type) -> list[tuple[int, object]]:
    """Each event of `kind` with the Day it happened on."""
    day, found = 1, []
    for step in steps:
        for event in step.events:
            if isinstance(event, DayStarted):
                day = event.day
            if isinstance(event, kind):
                found.append((day, event))
    return found


def test_the_seeded_game_is_finished_and_has_each_mark_to_show() -> None:
    told = chronicle(steps(), PACK)
    assert told.final.result is not None and told.final.result.outcome == "won"
    assert told.saga_days and told.ancient_day is not None and told.assault_day is not None


def test_a_point_per_day_started_then_one_at_the_end() -> None:
    told = chronicle(steps(), PACK)
    assert [p.day for p in told.points[:-1]] == list(range(1, told.days + 1))
    assert not any(p.end for p in told.points[:-1])
    end = told.points[-1]
    assert end.end and end.day == told.days
    final = told.final
    assert end.chapters == {h.id: min(h.chapter, 6) - 1 for h in final.heroes}
    assert end.gloom == sum(1 for r in final.grid if final.regions[r].gloom)


def test_each_heros_tally_counts_their_events() -> None:
    """Encounters defeated, Gold earned (not what an exchange handed over), defeats."""
    told = chronicle(steps(), PACK)
    events = [e for step in steps() for e in step.events]
    for hero in told.final.heroes:
        tally = told.tallies[hero.id]
        assert tally.encounters == sum(isinstance(e, EncounterDefeated) and e.hero == hero.id
                                       for e in events)
        assert tally.defeats == sum(isinstance(e, HeroDefeated) and e.hero == hero.id
                                    for e in events)
        assert tally.gold_earned == sum(
            e.delta for e in events if isinstance(e, Changed) and e.hero == hero.id
            and e.what == "gold" and e.delta > 0 and e.reason != "exchange")
    assert sum(t.encounters for t in told.tallies.values()) > 0


def test_the_chart_of_a_coop_game_has_chapters_hp_gloom_and_the_ancient_but_no_vp() -> None:
    told = chronicle(steps(), PACK)
    layout = layout_of(told)
    assert [p.kind for p in layout.panels] == ["chapters", "hp", "gloom", "ancient"]
    heroes = told.hero_ids()
    for kind in ("chapters", "hp"):
        panel = layout.panel(kind)
        assert panel is not None
        assert [s.ref for s in panel.series] == heroes
    hp = layout.series("hp", heroes[0])
    assert hp is not None and hp.values == tuple(p.hp[heroes[0]] for p in told.points)
    gloom = layout.series("gloom")
    assert gloom is not None and gloom.values == tuple(p.gloom for p in told.points)
    ancient = layout.series("ancient")
    assert ancient is not None
    arrival = told.ancient_day
    assert arrival is not None
    # Nothing before the Ancient arrives, its Health from the first Dawn after, 0 once slain.
    assert all(v is None for v, p in zip(ancient.values, told.points, strict=True)
               if p.day <= arrival and not p.end)
    assert all(v is not None for v, p in zip(ancient.values, told.points, strict=True)
               if p.day > arrival)
    assert ancient.values[-1] == 0
    assert len(layout.days) == len(told.points) and layout.days[-1][1] == "End"


def test_a_competitive_game_charts_each_heros_victory_points() -> None:
    told = chronicle(steps("competitive"), PACK)
    layout = layout_of(told)
    assert [p.kind for p in layout.panels][:2] == ["chapters", "vp"]
    vp = layout.series("vp", told.hero_ids()[1])
    assert vp is not None and vp.values == tuple(p.vp[told.hero_ids()[1]] for p in told.points)


def test_the_sagas_completed_and_the_final_assault_are_marked_on_their_days() -> None:
    told = chronicle(steps(), PACK)
    layout = layout_of(told)
    completed = {e.hero: day for day, e in day_of_each(steps(), SagaCompleted)}  # type: ignore[attr-defined]
    assert {(m.ref, m.day) for m in layout.marked("saga")} == set(completed.items())
    (assault,) = layout.marked("assault")
    assert assault.day == day_of_each(steps(), AncientAssaulted)[-1][0]
    (arrival,) = layout.marked("ancient")
    assert arrival.day == day_of_each(steps(), AncientEntered)[0][0]
    # A mark stands within its Day: after that Day's Dawn point, before the next.
    xs = [x for x, _ in layout.days]
    for mark in layout.marks:
        n = mark.day - 1
        assert xs[n] <= mark.x <= xs[n + 1]


def test_each_hero_has_a_line_with_race_class_saga_and_tally() -> None:
    told = chronicle(steps(), PACK)
    layout = layout_of(told)
    assert [h.hero for h in layout.heroes] == told.hero_ids()
    for lines, hero in zip(layout.heroes, told.final.heroes, strict=True):
        text = " / ".join(line for line, _ in lines.lines)
        tally = told.tallies[hero.id]
        assert hero.name in text and PACK.names[hero.race] in text
        assert PACK.names[hero.hero_class] in text and PACK.names[hero.saga] in text
        assert f"{tally.encounters} Encounters defeated" in text
        assert f"{tally.gold_earned} Gold earned" in text
        assert f"{told.final.result.vp[hero.id]} VP" in text  # type: ignore[union-attr]
    bottom = max(h.top + sum(size + 6 for _, size in h.lines) for h in layout.heroes)
    assert bottom <= layout.height


def test_a_game_still_running_has_no_ancient_and_no_assault_yet() -> None:
    day_3 = next(n for n, s in enumerate(steps())
                 if any(isinstance(e, DayStarted) and e.day == 3 for e in s.events))
    told = chronicle(steps()[:day_3 + 1], PACK)
    layout = layout_of(told)
    assert [p.kind for p in layout.panels] == ["chapters", "hp", "gloom"]
    assert not layout.marked("assault") and not layout.marked("ancient")
    assert [label for _, label in layout.days] == ["1", "2", "3", "End"]
    assert layout.title == "The game so far, Day 3"


def test_a_chronicle_needs_the_final_state() -> None:
    with pytest.raises(ValueError, match="state at the end"):
        chronicle([Step(steps()[1].events)], PACK)


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image


def test_the_picture_decodes_at_its_layouts_size_and_is_the_same_bytes_twice() -> None:
    told = chronicle(steps(), PACK)
    data = recap_png(told, PACK, players={"player1": "Ana"})
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    layout = layout_of(told)
    assert decode(data).size == (layout.width, layout.height)
    assert recap_png(told, PACK, players={"player1": "Ana"}) == data
    french = recap_png(told, PACK, players={"player1": "Ana"}, say=say_for(PACK, "fr"))
    assert french != data and decode(french).size[0] == layout.width


def test_render_recap_writes_the_seeded_games_picture(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "recap.png"
    assert main(["render", "recap", "--seed", str(SEED), "--out", str(out)]) == 0
    assert out.read_bytes() == recap_png(chronicle(steps(), PACK), PACK)
    assert "won on Day" in capsys.readouterr().out


def test_render_recap_says_when_it_cannot_write(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "missing" / "recap.png"
    assert main(["render", "recap", "--seed", "3", "--heroes", "1", "--out", str(out)]) == 1
    assert "cannot write" in capsys.readouterr().err


def test_every_heros_line_fits_beside_the_chart_in_french_too() -> None:
    """A line too long even at the smallest size (the French tally of a competitive game) is
    broken between its parts, never cut or drawn past the picture's edge."""
    told = chronicle(steps("competitive"), PACK)
    plan = map_layout(told.final, PACK)
    layout = recap_layout(told, PACK, (plan.width, plan.height), say=say_for(PACK, "fr"))
    for hero in layout.heroes:
        left = hero.disc[2] + 12
        for line, size in hero.lines:
            assert text_width(line, "bold", size) <= layout.width - left
        assert any(line.endswith("points de victoire") for line, _ in hero.lines)
