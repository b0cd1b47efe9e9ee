"""Importing a late four-hero game leaves the event loop free (issue 17, cold paths: "no
event-loop stall over 50 ms in any moderator command on a late four-hero game"): the file's
parsing and replay run in the store's worker process, and the game comes back as it was.

The game is played to its end with the real engine and its heuristic players, as the
benches' template games are (a few seconds); SQLite only, since what is checked is where the
work runs, not the database."""

import asyncio
import pickle
import shutil
import sqlite3
import tempfile
import time
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from kilforth.store import Store, population, worker
from kilforth.store.bench import loop_stall
from kilforth.store.errors import CorruptStateError, ImportRefusedError
from kilforth.store.models import GameExport
from kilforth.store.transfer import parse_export


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
    await worker.start()
    async with loop_stall() as seen:
        data = await store.export_json(finished.session_id)
    made = GameExport.model_validate_json(data)
    assert seen.ticks > 100
    in_process = await store.export(finished.session_id)
    assert made == in_process.model_copy(update={"exported_at": made.exported_at})


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
            await store.export_json(finished.session_id)
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
    data = await store.export_json(finished.session_id)
    await store.import_game("g2", "again", "mod", data)
    with pytest.raises(ImportRefusedError):
        await store.import_game("g2", "bad", "mod", "{not json")
    # Sent, in order: the export's log rows, then its result; each import's arguments, and
    # the first one's checked rows (the refused one has no result).
    assert len(data) > 1_000_000 and len(sent) == 5
    assert sent[1] == pickle.dumps(None)
    assert len(sent[2]) < 1_000 and len(sent[4]) < 1_000
    assert list(tmp_path.iterdir()) == []
