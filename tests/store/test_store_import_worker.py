"""Importing a late four-hero game leaves the event loop free (issue 17, cold paths: "no
event-loop stall over 50 ms in any moderator command on a late four-hero game"): the file's
parsing and replay run in the store's worker process, and the game comes back as it was.

The game is played to its end with the real engine and its heuristic players, as the
benches' template games are (a few seconds); SQLite only, since what is checked is where the
work runs, not the database."""

import asyncio
import gzip
import json
import pickle
import shutil
import sqlite3
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from kilforth.store import Store, population, sessions, worker
from kilforth.store.bench import loop_stall
from kilforth.store.errors import CorruptStateError, ImportRefusedError
from kilforth.store.models import CARRIES_STATE, CompactExport
from kilforth.store.snapshots import state_hash
from kilforth.store.transfer import MAX_IMPORT_BYTES, parse_export


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> population.Template:
    """A four-hero co-op game played to its end, in a database of its own."""
    path = tmp_path_factory.mktemp("late") / "kilforth.sqlite3"
    return asyncio.run(population.play_template(path, population.PARTY, 1000))


@pytest.fixture
async def store(finished: population.Template) -> AsyncIterator[Store]:
    async with await Store.open(finished.path) as opened:
        yield opened


async def test_a_late_four_hero_import_never_holds_the_event_loop(
        store: Store, finished: population.Template) -> None:
    data = (await store.export(finished.session_id)).model_dump_json()
    # What checking the file on the loop would stall it for: its parsing alone.
    start = time.perf_counter()
    parse_export(data)
    parsing = time.perf_counter() - start
    await worker.start()  # as the bot does at start-up
    async with loop_stall() as seen:
        imported = await store.import_game("g2", "again", "mod", data)
    # The ticker kept ticking through the parse and the replay: no wait between two of its
    # ticks came near what the parse alone would have held the loop for (checked in a
    # thread, the longest is about half of it: pydantic holds the GIL through a document).
    assert seen.ticks > 100
    assert seen.worst < parsing / 5, (seen.worst, parsing)
    assert imported.status == "finished"


async def test_an_imported_game_equals_the_original(
        store: Store, finished: population.Template) -> None:
    original = await store.export(finished.session_id)
    imported = await store.import_game("g2", "copy", "mod", original.model_dump_json())
    again = await store.export(imported.id)
    # The same log, entry for entry and state for state, then the import itself.
    assert again.log[:-1] == original.log
    assert again.log[-1].kind == "import" and again.log[-1].state == original.log[-1].state
    assert again.seats == original.seats
    assert (imported.status, imported.hero_count, imported.seed, imported.options) == (
        original.session.status, original.session.hero_count, original.session.seed,
        original.session.options)
    assert await store.session_state(imported.id) == await store.session_state(
        finished.session_id)


async def test_a_refusal_from_the_worker_keeps_its_reason(store: Store) -> None:
    """The refusal crosses from the worker process whole: the reason, not the message."""
    with pytest.raises(ImportRefusedError) as caught:
        await store.import_game("g2", "bad", "mod", b"{not json")
    assert caught.value.reason.startswith("the file is not JSON")
    assert str(caught.value) == f"import refused: {caught.value.reason}"
    assert await store.games("bad") == []


async def test_the_export_file_is_made_off_the_event_loop_and_is_the_export(
        store: Store, finished: population.Template) -> None:
    """The file is gzip of the compact document: each entry of the whole export, with its
    state's hash, and the state itself only at the deal and changes of players."""
    await worker.start()
    async with loop_stall() as seen:
        data = await store.export_file(finished.session_id)
    made = CompactExport.model_validate_json(gzip.decompress(data))
    assert seen.ticks > 100
    whole = await store.export(finished.session_id)
    assert (made.session, made.seats) == (whole.session, whole.seats)
    assert [e.model_dump(exclude={"state", "state_hash"}) for e in made.log] == [
        e.model_dump(exclude={"state"}) for e in whole.log]
    for compact, entry in zip(made.log, whole.log, strict=True):
        assert compact.state_hash == (None if entry.state is None
                                      else state_hash(entry.state.model_dump_json()))
        assert compact.state == (entry.state if entry.kind in CARRIES_STATE else None)


async def test_a_finished_four_hero_game_exports_well_under_discords_limit(
        store: Store, finished: population.Template) -> None:
    """Issue 31: the whole-state file of a late four-hero game was 11-16.7 MiB, over the
    10 MiB Discord takes; the compact file is a small part of it."""
    data = await store.export_file(finished.session_id)
    whole = (await store.export(finished.session_id)).model_dump_json().encode()
    assert len(data) < 2 * 2**20 and len(data) * 10 < len(whole)


async def test_an_old_format_export_still_imports(
        store: Store, finished: population.Template) -> None:
    """A file of format version 1 (every entry's state, as exports were before issue 31)
    imports as before."""
    old = (await store.export(finished.session_id)).model_dump_json().encode()
    assert b'"schema_version":1,' in old[:80]
    imported = await store.import_game("g2", "old", "mod", old)
    assert await store.session_state(imported.id) == await store.session_state(
        finished.session_id)


async def test_a_compact_file_whose_hashes_lie_is_refused(
        store: Store, finished: population.Template) -> None:
    """The states a compact file leaves out are trusted only as the replay makes them: one
    hash changed, and the import stops there with the reason."""
    document = json.loads(gzip.decompress(await store.export_file(finished.session_id)))
    entry = document["log"][40]
    entry["state_hash"] = ("0" if entry["state_hash"][0] != "0" else "1") + entry[
        "state_hash"][1:]
    with pytest.raises(ImportRefusedError, match="at version 41, the state differs"):
        await store.import_game("g2", "lie", "mod", gzip.compress(json.dumps(document).encode()))
    assert await store.games("lie") == []


async def test_an_export_file_round_trips_through_import_a_chunk_at_a_time(
        store: Store, finished: population.Template, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: the compact file's game comes back as the whole-state export of the
    original (its states made again by the replay from the seed and checked against the
    hashes). A late game's entries in one transaction held the writer for over 250 ms, and
    every other channel waited: they go in chunks, each its own transaction, between which
    the channel shows no game (neither running nor listed) until the last."""
    data = await store.export_file(finished.session_id)
    chunks: list[tuple[float, object, object]] = []
    tx = store._tx

    async def spied(work: Any, **kwargs: Any) -> Any:
        result = await tx(work, **kwargs)
        if work.__name__ == "timed":  # a chunk of entries: it says how long it took
            chunks.append((result, await store.session("chunked"), await store.games("chunked")))
        return result

    monkeypatch.setattr(store, "_tx", spied)
    imported = await store.import_game("g2", "chunked", "mod", data)
    assert len(chunks) >= imported.version // sessions.MAX_CHUNK + 1 and len(chunks) > 3
    assert all(session is None and games == [] for _, session, games in chunks)
    assert [info.id for info in await store.games("chunked")] == [imported.id]
    original, again = (await store.export(finished.session_id)), await store.export(imported.id)
    assert again.log[:-1] == original.log
    assert again.log[-1].kind == "import" and again.log[-1].state == original.log[-1].state
    assert await store.session_state(imported.id) == await store.session_state(
        finished.session_id)


async def test_an_import_that_fails_between_chunks_leaves_the_channel_free(
        store: Store, finished: population.Template, monkeypatch: pytest.MonkeyPatch) -> None:
    """A write that fails midway abandons the hidden session: the channel has no game."""
    data = await store.export_file(finished.session_id)
    tx, written = store._tx, []

    async def failing(work: Any, **kwargs: Any) -> Any:
        if work.__name__ == "timed":
            written.append(work)
            if len(written) == 3:
                raise OSError("disk full")
        return await tx(work, **kwargs)

    monkeypatch.setattr(store, "_tx", failing)
    with pytest.raises(OSError, match="disk full"):
        await store.import_game("g2", "failed", "mod", data)
    assert await store.session("failed") is None and await store.games("failed") == []
    rows = await store._rows("SELECT status FROM sessions WHERE channel LIKE 'failed (%'")
    assert [row["status"] for row in rows] == ["abandoned"]


@pytest.mark.parametrize(("data", "reason"), [
    (gzip.compress(b"{}")[:-6], "its gzip stream does not end"),
    (b"\x1f\x8b" + b"not gzip at all", "damaged gzip"),
    (gzip.compress(b" " * (MAX_IMPORT_BYTES + 1)), "decompresses to more than 20 MiB"),
    (gzip.compress(b"{}") + b"more", "holds more than its gzip stream"),
])
def test_a_bad_gzip_file_is_refused_with_the_reason(data: bytes, reason: str) -> None:
    with pytest.raises(ImportRefusedError, match=reason):
        parse_export(data)


async def test_damage_found_by_the_worker_keeps_its_session_and_reason(
        finished: population.Template, tmp_path: Path) -> None:
    """A store error raised in the worker process arrives with its own attributes."""
    damaged = tmp_path / "damaged.sqlite3"
    shutil.copy(finished.path, damaged)
    with sqlite3.connect(damaged) as conn:
        conn.execute("DROP TRIGGER log_no_update")
        conn.execute("UPDATE log SET events = x'00' WHERE session_id = ? AND version = 2",
                     (finished.session_id,))
    async with await Store.open(damaged) as store:
        with pytest.raises(CorruptStateError) as caught:
            await store.export_file(finished.session_id)
    assert (caught.value.session_id, caught.value.what) == (finished.session_id, "log")
    assert str(caught.value).startswith(f"session {finished.session_id} (channel ")


async def test_documents_cross_to_and_from_the_worker_as_files_that_are_removed(
        store: Store, finished: population.Template, monkeypatch: pytest.MonkeyPatch,
        tmp_path: Path) -> None:
    """An import's file and an export's JSON (megabytes for a late four-hero game) do not go
    through the pool's pickling, whose threads copy them holding the GIL: the worker gets a
    file's path and gives back none of the document. The files are gone afterwards, and
    after a refusal too."""
    sent: list[bytes] = []
    run = worker.run

    async def measured(work: object, *args: object) -> object:
        sent.append(pickle.dumps(args))
        result = await run(work, *args)  # type: ignore[arg-type]
        sent.append(pickle.dumps(result))
        return result

    monkeypatch.setattr(worker, "run", measured)
    # A folder of the test's own for the temporary files, which nothing else writes to.
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    data = await store.export_file(finished.session_id)
    await store.import_game("g2", "again", "mod", data)
    with pytest.raises(ImportRefusedError):
        await store.import_game("g2", "bad", "mod", "{not json")
    # Sent, in order: the export's log rows, then its result; each import's arguments, and
    # the first one's checked rows (the refused one has no result).
    assert len(data) > 50_000 and len(sent) == 5
    assert sent[1] == pickle.dumps(None)
    assert len(sent[2]) < 1_000 and len(sent[4]) < 1_000
    assert list(tmp_path.iterdir()) == []
