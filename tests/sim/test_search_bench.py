"""`python -m kilforth bench search`: what a search decision needs and what its time limit
pays for (issue 33), from rollouts the search player itself plays."""

import pytest

from kilforth.__main__ import main
from kilforth.sim.search import MIN_GAIN, TIME_LIMIT, Z
from kilforth.sim.search_bench import Decision, SearchBench, bench_search
from kilforth.sim.simulator import Setup, play_game


def figures(gains: list[list[float]], rollout_s: float) -> SearchBench:
    decision = Decision(seed=0, day=10, rollouts=[rollout_s] * 6, gains=gains)
    return SearchBench(Setup(mode="coop", heroes=2), "the first turn from Day 10", 3, 1, [decision],
                       commands=[0.0005, 0.001, 0.0015])


def test_the_samples_needed_follow_the_paired_noise_and_the_affordable_ones_the_time_limit() -> None:
    bench = figures([[0.0, 1.0, -1.0], [0.5, 0.5, 0.5]], rollout_s=0.05)
    # Standard deviations 1.0 and 0.0: their root mean square is 1/sqrt(2).
    assert bench.noise == pytest.approx(0.5 ** 0.5)
    assert bench.needed == pytest.approx((Z * 0.5 ** 0.5 / MIN_GAIN) ** 2)
    assert bench.candidates == 3
    assert bench.affordable == pytest.approx(TIME_LIMIT / (0.05 * 3))
    report = bench.report()
    assert "rollout              50.0 ms median" in report and "(50× the floor)" in report
    assert report.splitlines()[-1] == (
        f"verdict: the time limit pays for {bench.affordable / bench.needed:.2%} of the samples a decision needs here")


def test_samples_that_agree_on_every_pair_still_need_two_as_the_clear_gain_does() -> None:
    bench = figures([[0.0, 0.0, 0.0]], rollout_s=0.01)
    assert bench.noise == 0.0 and bench.needed == 2.0
    assert bench.report().splitlines()[-1] == (
        f"verdict: the time limit pays for {bench.affordable / 2:.2%} of the samples a decision needs here")


def test_a_quieter_sample_or_a_quicker_rollout_makes_the_search_more_affordable() -> None:
    noisy, quiet = figures([[0.0, 1.0, -1.0]], 0.05), figures([[0.0, 0.1, -0.1]], 0.05)
    slow, quick = figures([[0.0, 1.0, -1.0]], 0.05), figures([[0.0, 1.0, -1.0]], 0.005)
    assert quiet.needed < noisy.needed and quick.affordable > slow.affordable


def test_solo_decisions_the_search_weighs_are_measured_with_the_search_players_own_rollouts() -> None:
    bench = bench_search(mode="solo", heroes=1, at="weighed", games=3, samples=2)
    assert bench.decisions, "seeds 0-2 reach a complete Saga in solo"
    for decision in bench.decisions:
        assert decision.gains and all(len(g) == 2 for g in decision.gains)
        # Each candidate (the heuristic player's choice too) played on each sample.
        assert len(decision.rollouts) == 2 * (len(decision.gains) + 1)
        assert all(-1.0 <= x <= 1.0 for g in decision.gains for x in g)
    assert "decisions at the first decision the search player weighs" in bench.report()


def test_bench_search_refuses_what_cannot_be_measured_R_WIN_1(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--samples", "1"]) == 2
    assert "2 samples per candidate" in capsys.readouterr().err
    assert main(["bench", "search", "--mode", "competitive", "--heroes", "1"]) == 2
    assert "at least 2 heroes" in capsys.readouterr().err
    for day in ("0", "26"):
        assert main(["bench", "search", "--day", day]) == 2
        assert "--day is a Day of the game, 1 to 25" in capsys.readouterr().err


def test_bench_search_reports_a_co_op_decision_from_the_command_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "search", "--games", "1", "--samples", "2", "--day", "3"]) == 0
    report = capsys.readouterr().out
    assert report.startswith("search: coop, 2 heroes: 1 decision at the first turn from Day 3 (of 1 game;")
    for line in ("rollout", "floor", "paired noise", "needed", "affordable", "verdict: the time limit pays for"):
        assert line in report


def test_the_assault_phase_is_measured_on_the_day_the_simulator_records_every_saga_complete() -> None:
    """R-GIFT-AS-1 (d): in co-op the Assaults may begin once every Saga is complete; the
    bench's decision falls on the Day the simulator records for it, seed by seed."""
    bench = bench_search(mode="coop", heroes=2, at="assaults", games=4, samples=2)
    assert bench.decisions and "at the first turn with every Saga complete" in bench.report()
    setup = Setup(mode="coop", heroes=2, agent="heuristic", check=False)
    for decision in bench.decisions:
        assert decision.day == play_game(setup, decision.seed).sagas_done_day
