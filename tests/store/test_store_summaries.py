"""A server's history and records (issue 32): a summary row per game that ended, written in
the transaction that ends it (the last command, an abandon, a reset), gone with the undo that
reopens it, and filled in by the migration for the games that had already ended; on both
backends, with several finished, abandoned and reset games."""

import asyncpg
import pytest

from kilforth.chronicle import tallies
from kilforth.records import player_stats, server_records
from kilforth.store import Store
from kilforth.store.chronicles import chained

from .played import play
from .rewind import POSTGRES_PACKED, SQLITE_PACKED, before_packed_states
from .support import hero

FINISHED = (11, 5)  # the seeds of two games played to their end, coop then competitive


async def a_server(store: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    """Server g1: two finished games, a running game abandoned, a lobby abandoned, a running
    game reset; and a finished game on server g2."""
    await play(store, monkeypatch, "c1", FINISHED[0])
    await play(store, monkeypatch, "c2", FINISHED[1], mode="competitive")
    await play(store, monkeypatch, "c3", 3, until_day=2)
    await store.abandon("c3", "p1")
    await store.create("g1", "c4", "p1", (await store.get(1)).options, 2)
    await store.join("c4", hero("p1"))
    await store.abandon("c4", "p1")
    await play(store, monkeypatch, "c5", 4, until_day=2)
    await store.reset("c5", "mod")
    await play(store, monkeypatch, "c6", 6, guild="g2")


@pytest.fixture
async def real(db: str) -> Store:  # type: ignore[misc]
    async with await Store.open(db) as opened:
        yield opened


async def test_every_game_that_ended_has_its_summary_newest_first(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await a_server(real, monkeypatch)
    ended = await real.summaries("g1")
    assert [(g.channel, g.ending) for g in ended] == [
        ("c5", "reset"), ("c4", "abandoned"), ("c3", "abandoned"),
        ("c2", (await real.session_state(2)).result.outcome),  # type: ignore[union-attr]
        ("c1", (await real.session_state(1)).result.outcome)]  # type: ignore[union-attr]
    assert [g.channel for g in await real.summaries("g2")] == ["c6"]
    coop = ended[-1]
    final = await real.session_state(coop.session_id)
    assert final.result is not None
    assert coop.mode == "coop" and coop.days == final.day
    rows = await real._rows("SELECT version, kind, restored_from, events FROM log "
                            "WHERE session_id = ? ORDER BY version", (coop.session_id,))
    counted = tallies(e for _, events in chained(rows) for e in events)
    for summary, state_hero in zip(coop.heroes, final.heroes, strict=True):
        assert (summary.player, summary.race, summary.hero_class, summary.saga) == (
            state_hero.player, state_hero.race, state_hero.hero_class, state_hero.saga)
        assert summary.encounters == counted[state_hero.id].encounters
        assert summary.vp == final.result.vp[state_hero.id]
        assert summary.winner == (state_hero.id in final.result.winners)
    # An abandoned game keeps its Days and heroes; a lobby had no Day; a reset is read from
    # its seats alone.
    assert ended[2].days is not None and len(ended[2].heroes) == 2
    assert ended[1].days is None and [h.player for h in ended[1].heroes] == ["p1"]
    assert ended[0].days is None and all(h.encounters == 0 for h in ended[0].heroes)


async def test_history_pages_the_results_and_counts_the_others_apart(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await a_server(real, monkeypatch)
    first, counts = await real.finished_games("g1", 1, 1)
    second, _ = await real.finished_games("g1", 2, 1)
    beyond, _ = await real.finished_games("g1", 3, 1)
    assert [g.channel for g in first + second] == ["c2", "c1"] and beyond == []
    assert counts["abandoned"] == 2 and counts["reset"] == 1
    assert sum(counts.get(e, 0) for e in ("won", "lost", "finished")) == 2


async def test_stats_and_records_count_results_and_the_rest_apart(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await a_server(real, monkeypatch)
    ended = await real.summaries("g1")
    p1 = player_stats(ended, "p1")
    assert p1.games == 2 and (p1.abandoned, p1.reset) == (2, 1)
    finals = [await real.session_state(n) for n in (1, 2)]
    assert p1.wins == sum(s.heroes[0].id in s.result.winners for s in finals)  # type: ignore[union-attr]
    assert p1.sagas == sum(s.heroes[0].chapter == 6 for s in finals)
    records = server_records(ended)
    assert (records.games, records.abandoned, records.reset) == (2, 2, 1)
    best = max(h.encounters for s in ended[3:] for h in s.heroes)
    assert records.most_encounters is not None and records.most_encounters.hero.encounters == best
    assert player_stats(ended, "nobody").games == 0


async def test_an_undo_that_reopens_a_game_takes_its_summary_back(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await play(real, monkeypatch, "c1", FINISHED[0])
    assert [g.session_id for g in await real.summaries("g1")] == [1]
    await real.undo("c1", "mod")
    assert await real.summaries("g1") == []
    await real.abandon("c1", "mod")
    assert [g.ending for g in await real.summaries("g1")] == ["abandoned"]


async def rewind(db: str) -> None:
    """Make `db` a database of the schema before the summaries: its states as text (the
    migration after the summaries compressed them), no table, an older version."""
    await before_packed_states(db)
    if db.startswith("postgresql://"):
        conn = await asyncpg.connect(db)
        try:
            await conn.execute("DROP TABLE summaries")
            await conn.execute("UPDATE kilforth_schema SET version = $1", POSTGRES_PACKED - 2)
        finally:
            await conn.close()
        return
    import sqlite3

    with sqlite3.connect(db) as conn:
        conn.execute("DROP TABLE summaries")
        conn.execute(f"PRAGMA user_version = {SQLITE_PACKED - 2}")
    conn.close()


async def test_the_migration_fills_the_summaries_of_games_already_ended(
        db: str, monkeypatch: pytest.MonkeyPatch) -> None:
    async with await Store.open(db) as store:
        await a_server(store, monkeypatch)
        written = {n: await store.summaries(n) for n in ("g1", "g2")}
        updated = {g.session_id: (await store.get(g.session_id)).updated_at
                   for games in written.values() for g in games}
    await rewind(db)
    async with await Store.open(db) as store:
        filled = {n: await store.summaries(n) for n in ("g1", "g2")}
    for guild, games in filled.items():
        # The same summaries, each ended when its session last changed.
        assert [g.model_copy(update={"ended_at": updated[g.session_id]}) for g in games] == [
            g.model_copy(update={"ended_at": updated[g.session_id]}) for g in written[guild]]
        assert all(g.ended_at == updated[g.session_id] for g in games)


async def test_an_imported_game_that_had_ended_has_its_summary(
        real: Store, monkeypatch: pytest.MonkeyPatch) -> None:
    await play(real, monkeypatch, "c1", FINISHED[0])
    exported = (await real.export(1)).model_dump_json()
    copy = await real.import_game("g1", "c9", "mod", exported)
    [imported, original] = await real.summaries("g1")
    assert imported.session_id == copy.id and imported.channel == "c9"
    assert imported.heroes == original.heroes and imported.ending == original.ending
