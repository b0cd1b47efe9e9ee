"""Whole games between automatic players (DESIGN.md §7): every mode, 1 to 4 heroes, no
exception and no broken invariant; the simulator's figures, its failure reports and its
command line; the engine benchmark's report."""

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from kilforth.cli import simulate as simulate_command
from kilforth.content.pack import load_pack
from kilforth.sim import simulator
from kilforth.sim.agents import HeuristicAgent, RandomAgent, chance, waiting_on
from kilforth.sim.bench import bench_engine
from kilforth.sim.simulator import GameRecord, Setup, play_game, simulate, wilson

PACK = load_pack()
ROOT = Path(__file__).resolve().parents[2]

SMOKE = [
    (Setup("solo", 1, "heuristic"), range(0, 6)),
    (Setup("solo", 1, "random"), range(0, 4)),
    (Setup("solo", 2, "heuristic"), range(0, 2)),
    (Setup("solo", 3, "heuristic"), range(0, 2)),
    (Setup("solo", 4, "heuristic"), range(0, 1)),
    (Setup("coop", 1, "heuristic"), range(0, 2)),
    (Setup("coop", 2, "heuristic"), range(0, 3)),
    (Setup("coop", 2, "random"), range(0, 2)),
    (Setup("coop", 3, "heuristic"), range(0, 2)),
    (Setup("coop", 4, "heuristic"), range(0, 2)),
    (Setup("coop", 4, "random"), range(0, 1)),
    (Setup("competitive", 2, "heuristic"), range(0, 3)),
    (Setup("competitive", 3, "random"), range(0, 2)),
    (Setup("competitive", 3, "heuristic"), range(0, 2)),
    (Setup("competitive", 4, "heuristic"), range(0, 1)),
]


@pytest.mark.parametrize(("setup", "seeds"), SMOKE, ids=lambda x: f"{x.mode}-{x.heroes}-{x.agent}"
                         if isinstance(x, Setup) else f"{len(x)}games")
def test_complete_games_end_without_exceptions_or_broken_invariants_R_WIN_1_R_OVW_3(setup: Setup,
                                                                                   seeds: range) -> None:
    """Through `apply` alone, invariants checked after every command; the game ends once, by
    day 25 (R-WIN-1), with an outcome its mode allows: solo plays by the cooperative rules
    (R-OVW-3), where a game is won or lost, and a competitive game may end on points."""
    outcomes = ("won", "lost", "finished") if setup.mode == "competitive" else ("won", "lost")
    for seed in seeds:
        record = play_game(setup, seed, PACK)
        assert record.failure is None, f"seed {seed} at command {record.failed_at}: {record.failure}"
        assert record.outcome in outcomes and record.game_overs == 1
        assert 1 <= record.days <= 25 and record.commands > 0
        assert len(record.sagas) == setup.heroes == len(record.chapters)


def test_agents_choose_only_legal_commands_and_answers() -> None:
    from kilforth.engine import apply, new_game
    from kilforth.legal import legal_commands
    from kilforth.options import GameOptions

    specs = simulator.deal_heroes(PACK, "coop", 2, __import__("random").Random(5))
    state = new_game(GameOptions(mode="coop"), specs, 5, PACK).state
    agents = {"p1": HeuristicAgent(1), "p2": RandomAgent(2)}
    for _ in range(150):
        player = waiting_on(state)
        if player is None:
            break
        command = agents[player].act(state, player, PACK)
        assert command in legal_commands(state, player, PACK)
        state = apply(state, command, PACK).state


def test_the_same_seed_plays_the_same_game() -> None:
    a = play_game(Setup("coop", 2, "heuristic"), 11, PACK)
    b = play_game(Setup("coop", 2, "heuristic"), 11, PACK)
    assert a == b


def test_a_failing_game_is_reported_with_its_seed_and_command(monkeypatch: pytest.MonkeyPatch) -> None:
    real = simulator.apply
    calls = {"n": 0}

    def flaky(*args, **kwargs):  # type: ignore[no-untyped-def]
        calls["n"] += 1
        if calls["n"] == 6:
            raise KeyError("boom")
        return real(*args, **kwargs)

    monkeypatch.setattr(simulator, "apply", flaky)
    summary = simulate(Setup("solo", 1, "heuristic"), games=1, seed=42)
    (record,) = summary.failures
    assert (record.seed, record.failed_at) == (42, 5)
    assert "KeyError" in (record.failure or "")
    text = summary.text()
    assert "FAILED seed 42 at command 5" in text
    assert "simulate --games 1 --seed 42 --mode solo --heroes 1 --agent heuristic" in text
    assert summary.figures()["exceptions"] == 1


def test_figures_add_up() -> None:
    records = [
        GameRecord(seed=0, outcome="won", days=20, vp=10, defeats=1, assaults=2, assaults_won=1, commands=100,
                   sagas=["a"], races=["elf"], classes=["bard"], sagas_completed=["a"], chapters=[6],
                   ancients=["x"], ancients_defeated=["x"], sagas_done_day=14,
                   decision_ms=[float(n) for n in range(1, 21)]),
        GameRecord(seed=1, outcome="lost", days=25, vp=4, commands=80, sagas=["b"], races=["elf"],
                   classes=["scout"], chapters=[3], ancients=["x"], decision_ms=[250.0] * 2),
    ]
    summary = simulator.Summary(Setup(), 0, records)
    f = summary.figures()
    assert (f["finished"], f["wins"], f["win_rate"], f["mean_days"], f["mean_vp"]) == (2, 1, 0.5, 22.5, 7)
    assert (f["assaults"], f["assaults_won"], f["commands_per_game"]) == (2, 1, 90)
    assert f["losses"] == {"no_hero_left": 0, "saga_unfinished": 1, "ancient_standing": 0}
    assert (f["all_sagas_done"], f["mean_day_all_sagas_done"]) == (1, 14)
    # 22 decisions: the 95th percentile is the 21st smallest (nearest rank).
    assert (f["decision_ms_p95"], f["decision_ms_max"]) == (250.0, 250.0)
    assert simulator.percentile([float(n) for n in range(1, 101)], 0.95) == 95.0

    def row(games: int, wins: int, done: int, chapters: int) -> dict[str, object]:
        return {"games": games, "wins": wins, "done": done, "chapters": chapters, "win_rate": wins / games,
                "win_rate_ci95": list(wilson(wins, games))}

    assert f["sagas"] == {"a": row(1, 1, 1, 5), "b": row(1, 0, 0, 2)}
    assert f["ancients"] == {"x": row(2, 1, 1, 0)}
    assert f["races"] == {"elf": row(2, 1, 1, 7)}
    assert f["classes"] == {"bard": row(1, 1, 1, 5), "scout": row(1, 0, 0, 2)}
    assert "win rate             50.0%" in summary.text()
    assert "rules options        defaults, mode=solo" in summary.text()
    assert "games not won        0 no hero left, 1 saga unfinished, 0 ancient standing" in summary.text()
    assert "every Saga complete  in 1 games, on Day 14.0 on average" in summary.text()
    assert "decision time        p95 250.0 ms, longest 250.0 ms" in summary.text()


# Checks R-WIN-1, R-WIN-5, R-GIFT-AS-1.
def test_a_game_not_won_is_put_down_to_its_cause_R_WIN_1_R_WIN_5_R_GIFT_AS_1() -> None:
    """Every hero removed before Day 25; Day 25 over with a Saga the Assault needed still
    unfinished (every one in co-op, any one in competitive); or with an Ancient standing."""
    def lost(days: int, chapters: list[int]) -> GameRecord:
        return GameRecord(seed=0, outcome="lost", days=days, chapters=chapters)

    assert GameRecord(seed=0, outcome="won", days=20, chapters=[6]).loss("solo") is None
    assert lost(17, [6, 6]).loss("coop") == "no_hero_left"
    assert lost(25, [6, 4]).loss("coop") == "saga_unfinished"
    assert lost(25, [6, 4]).loss("competitive") == "ancient_standing"
    assert lost(25, [3, 4]).loss("competitive") == "saga_unfinished"
    assert lost(25, [6, 6]).loss("coop") == "ancient_standing"


# Checks R-WIN-2.
def test_a_competitive_saga_wins_when_its_hero_does_R_WIN_2() -> None:
    """On points or by felling the Ancient, the winner's Saga, Race and Class get the win;
    the Ancient's row counts the games it fell in."""
    records = [
        GameRecord(seed=0, outcome="won", heroes=["h1", "h2"], first_hero="h1", winners=["h2"],
                   sagas=["a", "b"], races=["elf", "orc"], classes=["bard", "scout"], chapters=[3, 6], ancients=["x"],
                   ancients_defeated=["x"]),
        GameRecord(seed=1, outcome="finished", heroes=["h1", "h2"], first_hero="h2", winners=["h1"],
                   sagas=["a", "c"], races=["elf", "orc"], classes=["bard", "scout"], chapters=[4, 2], ancients=["x"]),
    ]
    f = simulator.Summary(Setup("competitive", 2), 0, records).figures()
    assert {k: r["wins"] for k, r in f["sagas"].items()} == {"a": 1, "b": 1, "c": 0}
    assert {k: r["wins"] for k, r in f["races"].items()} == {"elf": 1, "orc": 1}
    assert f["ancients"]["x"]["wins"] == 1 and f["ancients"]["x"]["done"] == 1


def test_wilson_interval_and_dice_odds() -> None:
    low, high = wilson(50, 100)
    assert round(low, 3) == 0.404 and round(high, 3) == 0.596
    assert wilson(0, 0) == (0.0, 1.0)
    assert wilson(0, 10)[0] == 0.0
    assert chance(3, 0) == 1.0
    assert chance(1, 1) == pytest.approx(1 / 3)
    assert chance(2, 1) == pytest.approx(5 / 9)
    assert chance(2, 3) == 0.0


def test_worker_processes_give_the_same_results() -> None:
    setup = Setup("solo", 1, "heuristic")
    alone = simulate(setup, games=3, seed=7)
    pooled = simulate(setup, games=3, seed=7, jobs=2)
    assert alone.records == pooled.records


def test_the_simulate_command_prints_json() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "simulate", "--games", "2", "--mode", "coop", "--heroes", "2",
         "--seed", "3", "--json"],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=120,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    figures = json.loads(done.stdout)
    assert figures["games"] == figures["finished"] == 2
    assert figures["exceptions"] == figures["invariant_violations"] == 0
    assert set(figures) >= {"win_rate", "win_rate_ci95", "mean_days", "mean_vp", "defeats_per_game",
                            "assaults", "assaults_won", "commands_per_game", "sagas", "ancients", "races",
                            "classes", "options", "losses", "all_sagas_done", "mean_day_all_sagas_done"}
    assert figures["options"]["mode"] == "coop" and "beginner_successes" in figures["options"]
    for what in ("sagas", "races", "classes"):
        assert sum(row["games"] for row in figures[what].values()) == 2 * 2  # games × heroes
    for what in ("sagas", "ancients", "races", "classes"):
        for row in figures[what].values():
            low, high = row["win_rate_ci95"]
            assert low <= row["win_rate"] <= high
    assert "2/2" in done.stderr  # the progress bar's last state


def test_the_simulate_command_reports_each_mode_and_hero_count() -> None:
    """Several modes and hero counts: one report each, competitive only with two heroes or more."""
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "simulate", "--games", "1", "--mode", "solo", "competitive",
         "--heroes", "1", "2", "--json"],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=180,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    reports = json.loads(done.stdout)
    assert [(f["mode"], f["heroes"]) for f in reports] == [("solo", 1), ("solo", 2), ("competitive", 2)]
    # Each seat's share of the wins: a competitive report's alone (`kilforth.sim.seat_shares`).
    assert ["seats" in f for f in reports] == [False, False, True]
    seats = reports[2]["seats"]
    assert [row["seat"] for row in seats["seat"]] == [row["seat"] for row in seats["turn"]] == [1, 2]


def _simulate_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser()
    simulate_command.register(parser.add_subparsers())
    return parser


def test_the_simulate_command_plays_with_the_rules_options_it_is_given() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "kilforth", "simulate", "--games", "1", "--mode", "competitive", "--heroes", "2",
         "--option", "plot_placement=first_matching_terrain", "--option", "first_game=true", "--json"],
        capture_output=True, text=True, encoding="utf-8", cwd=ROOT, timeout=180,
        env={**os.environ, "PYTHONIOENCODING": "utf-8"})
    assert done.returncode == 0, done.stderr
    options = json.loads(done.stdout)["options"]
    assert options["plot_placement"] == "first_matching_terrain" and options["first_game"] is True
    record = play_game(Setup("competitive", 2, options=(("plot_placement", "first_matching_terrain"),)), 0, PACK)
    assert record.failure is None
    args = _simulate_parser().parse_args(["simulate", "--option", "night_choices=each_hero"])
    assert simulate_command.setups(args)[0].options == (("night_choices", "each_hero"),)


@pytest.mark.parametrize(("given", "said"), [
    ("colour=red", "is not NAME=VALUE for a rules option"),
    ("mode=solo", "the mode is --mode"),
    ("plot_placement", "is not NAME=VALUE"),
    ("plot_placement=double", "plot_placement cannot be 'double'"),
])
def test_the_simulate_command_refuses_an_option_the_rules_do_not_take(given: str, said: str,
                                                                      capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exited:
        _simulate_parser().parse_args(["simulate", "--option", given])
    assert exited.value.code == 2 and said in capsys.readouterr().err


def test_the_engine_benchmark_reports_its_figures() -> None:
    bench = bench_engine(solo_games=2, party_games=1, runs=3)
    report = bench.report()
    assert len(bench.rates) == 3 and min(bench.rates) <= bench.rate <= max(bench.rates)
    assert "commands/s" in report and "median of 3 runs, spread" in report
    assert "solo game" in report and "4-hero game" in report
    verdicts = report.splitlines()[-1]
    assert verdicts.startswith("targets: apply >= 10,000 commands/s: ")
    assert verdicts.count(": met") + verdicts.count(": MISSED") == 2
    assert (f"apply >= 10,000 commands/s: {'met' if bench.rate >= 10_000 else 'MISSED'}; solo game < 100 ms: "
            f"{'met' if bench.solo.median_ms < 100 else 'MISSED'}") in verdicts


# Checks R-GIFT-AS-7, R-WIN-3.
def test_a_seeded_solo_game_is_won_by_an_assault_R_GIFT_AS_7_R_WIN_3() -> None:
    """Whole games through `apply` alone, invariants checked after every command: among the
    first seeds, the heuristic hero completes a Saga, assaults the Ancient and wins."""
    setup = Setup("solo", 1, "heuristic")
    for seed in range(1, 25):
        record = play_game(setup, seed, PACK)
        assert record.failure is None, f"seed {seed}: {record.failure}"
        if record.won:
            assert record.assaults_won >= 1 and record.ancients_defeated == record.ancients
            assert record.sagas_completed == record.sagas  # R-WIN-4: the Saga came first
            return
    raise AssertionError("no game among seeds 1-24 was won: the base pack or the heuristic player regressed")


# Checks R-WIN-2.
def test_a_seeded_competitive_game_is_won_by_the_hero_who_fells_the_ancient_R_WIN_2() -> None:
    """Through `apply` alone: among the first seeds, a hero of a two-hero competitive game
    completes their Saga, defeats the one Ancient and alone wins, whatever the points."""
    setup = Setup("competitive", 2, "heuristic")
    for seed in range(1, 11):
        record = play_game(setup, seed, PACK)
        assert record.failure is None, f"seed {seed}: {record.failure}"
        if record.won:
            assert len(record.ancients) == 1 and record.ancients_defeated == record.ancients
            assert record.winners == record.slayers and len(record.winners) == 1
            assert record.sagas_completed and record.game_overs == 1
            return
    raise AssertionError("no competitive game among seeds 1-10 was won by an Assault")


# Hero counts each mode's dozens of games cycle through: mostly small parties, the quicker
# games (SMOKE above plays every count up to four).
PARTIES = {"solo": [1, 1, 1, 2], "coop": [2, 2, 2, 3], "competitive": [2, 2, 2, 3]}


# Checks R-OVW-3.
@pytest.mark.parametrize("mode", sorted(PARTIES))
def test_heuristic_players_obey_the_rules_over_two_dozen_games_of_every_mode_R_OVW_3(mode: str) -> None:
    """24 games of each mode, the invariants checked after every command: no exception, no
    broken invariant, every game over by Day 25."""
    parties = PARTIES[mode]
    for n in range(24):
        setup = Setup(mode, parties[n % len(parties)], "heuristic")  # type: ignore[arg-type]
        record = play_game(setup, 100 + n, PACK)
        assert record.failure is None, f"{mode} {setup.heroes} seed {100 + n}: {record.failure}"
        assert record.game_overs == 1 and record.days <= 25
