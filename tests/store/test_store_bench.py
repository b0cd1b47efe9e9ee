"""The benches run end to end at a small size (as CI can afford): every figure they report is
measured, none is left empty."""

import pytest

from kilforth.store.bench import OFFERED_RATE, StoreBench, bench_store


async def test_the_store_bench_measures_every_figure() -> None:
    _every_figure(await bench_store(sessions=100, samples=30, templates=1, per_channel=2))


@pytest.mark.postgres
async def test_the_store_bench_measures_every_figure_on_postgresql(postgres: str) -> None:
    """The same figures on a PostgreSQL server (on a database of their own, dropped after)."""
    result = await bench_store(sessions=60, samples=20, templates=1, per_channel=2,
                               server=postgres)
    _every_figure(result)
    assert result.location.startswith("postgresql://")


def _every_figure(result: StoreBench) -> None:
    for latency in (result.command, result.bare, result.log, result.undo, result.export,
                    result.restart):
        assert latency.samples > 0 and 0 < latency.p50 <= latency.p99
    assert result.full.per_second > 0 and result.off.per_second > 0 and result.bare_rate > 0
    # The open loop ran at the offered rate (and at 80% of the closed loop's if that is
    # lower), every command timed and counted late or not.
    assert result.open_loop[0].offered == OFFERED_RATE
    on_postgres = result.location.startswith("postgresql://")
    for run in result.open_loop:
        assert run.achieved > 0 and 0 <= run.late <= run.latency.samples
        assert 0 < run.latency.p50 <= run.latency.p99
        # Whether a slow command waited on the database or on this process, and on
        # SQLite whether on its commits (PostgreSQL commits each transaction itself).
        assert run.stall > 0
        assert (run.commit is None) if on_postgres else (run.commit or 0) > 0
    # The population is larger than the cache, and finished games have a size.
    assert result.cached < result.sessions
    assert 0 < result.solo_bytes < result.party_bytes
    assert 0 < result.party_export_bytes < 5 * 2**20
    report = result.report()
    assert "export of a finished four-hero game: " in report
    assert result.during_import.samples > 0
    assert "other channels' p99 during an import: " in report
    assert "full / off" in report and "bytes per finished game" in report
    assert f"full sync: {result.full.per_second:.0f} commands/s; fsync off: " in report
    assert "open loop" in report and "late to issue" in report
    assert "the event loop's longest stall" in report.split("open loop")[1]
    assert ("the slowest group commit" in report) != on_postgres


async def test_the_bot_bench_measures_every_figure() -> None:
    from commands.bench import MODERATOR_COMMANDS, bench_bot

    result = await bench_bot(sessions=100, samples=80, templates=1)
    for latency in (result.move, result.log, result.export, result.restart, result.noop):
        assert latency.samples > 0 and 0 < latency.p50 <= latency.p99
    # Every moderator command ran under the loop-stall probe.
    assert all(result.stalls[name].samples > 0 for name in MODERATOR_COMMANDS)
    assert "no-op" in result.report() and "longest stall" in result.report()
    # Issue 31: a game command's log entry, session row and turn clock share one commit.
    assert 0 < result.commits_per_command <= 1.0
    assert "commits per game command: " in result.report()
    assert "a Day's first /move p50 " in result.report()
    # Issue 31: the store's share of the same /moves, timed inside their interactions.
    assert result.move_store.samples == result.move.samples
    assert 0 < result.move_store.p50 < result.move.p50
    assert " x Store.execute of the same move (p50 " in result.report()
