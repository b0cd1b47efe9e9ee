"""`python -m kilforth bench render`: its figures and its verdict (issue 11)."""

import pytest

from kilforth.__main__ import main
from kilforth.render.picture.bench import RenderBench


def figures(ms: float, size: int) -> RenderBench:
    return RenderBench(
        states=2,
        ms=[ms] * 10,
        cpu_ms=[ms / 2] * 10,
        floor_ms=[ms / 2] * 10,
        sizes=[size, size // 2],
        width=1200,
        height=1260,
    )


def test_the_verdict_holds_the_median_to_40_ms_and_every_picture_to_250_kb() -> None:
    assert figures(39.0, 250_000).report().endswith(": met")
    assert figures(41.0, 100_000).report().endswith(": MISSED")
    assert figures(20.0, 250_001).report().endswith(": MISSED")
    assert "(2.0x the floor)" in figures(30.0, 100_000).report()


def test_bench_render_draws_mid_game_four_hero_states(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "render", "--states", "1", "--pictures", "3"]) == 0
    report = capsys.readouterr().out
    assert "1 four-hero game at Day 13, 3 pictures of 1200x" in report
    for line in (
        "map_png",
        "map_png CPU",
        "floor",
        "PNG size",
        "target (median <= 40 ms, PNG <= 250 KB):",
    ):
        assert line in report


@pytest.mark.parametrize("option", ["--states", "--pictures"])
def test_bench_render_refuses_to_measure_nothing(
    capsys: pytest.CaptureFixture[str], option: str
) -> None:
    assert main(["bench", "render", option, "0"]) == 2
    assert "at least one state and one picture" in capsys.readouterr().err


def test_one_picture_is_its_own_p99() -> None:
    bench = RenderBench(
        states=1, ms=[12.0], cpu_ms=[10.0], floor_ms=[6.0], sizes=[1], width=1200, height=1260
    )
    assert bench.p99 == 12.0 and "2.0x the floor" in bench.report()
