"""The export of a game older rules played imports back (issue 37.5): its entries those
rules wrote, which this code's rules play differently, are taken as the file records them
(valid states, each kept as a snapshot), as the replay check calls them an upgrade and not
damage; every entry this code's rules wrote is still replayed, so a tampered one is
refused. On SQLite and PostgreSQL."""

import json
import shutil
from pathlib import Path

import pytest

from kilforth.state import GameState
from kilforth.store import ImportRefusedError, Store
from kilforth.store.warm import typical_command

SCHEMA_2 = Path(__file__).parent / "fixtures" / "schema2.sqlite3"


async def _old_games(tmp_path: Path) -> list[tuple[bytes, GameState]]:
    """The export of each game of the schema-2 fixture (a running one, one abandoned, one a
    moderator reset) in the whole-state format the bot wrote then, with the last state its
    log records."""
    source = tmp_path / "old.sqlite3"
    shutil.copy(SCHEMA_2, source)
    async with await Store.open(source) as old:
        ids = [int(r["id"]) for r in await old._backend.fetch(
            "SELECT id FROM sessions WHERE status != 'lobby' ORDER BY id")]
        exports = [(await old.export(n)).model_dump_json().encode() for n in ids]
    return [(data, GameState.model_validate(
        [e for e in json.loads(data)["log"] if e["state"] is not None][-1]["state"]))
        for data in exports]


async def test_an_old_rules_export_imports_and_plays_on(db: str, tmp_path: Path) -> None:
    games = await _old_games(tmp_path)
    assert games
    async with await Store.open(db) as store:
        for n, (data, state) in enumerate(games):
            channel = f"again-{n}"
            info = await store.import_game("g1", channel, "mod", data)
            assert await store.session_state(info.id) == state
            check = await store.replay(info.id)
            assert check.ok or check.rules_changed, check.reason
            if n == 0:
                # The running solo game plays on under this code's rules (as it does in the
                # migrated database: `test_store_migration`).
                command = typical_command(await store.state(channel))
                await store.execute(channel, command.player, command)
            # It exports, in the compact file that carries the states other rules played,
            # and imports again.
            again = await store.import_game("g1", f"{channel}-copy", "mod",
                                            await store.export_file(info.id))
            assert await store.session_state(again.id) == await store.state(channel)


async def test_a_tampered_entry_of_todays_rules_is_still_refused(db: str, tmp_path: Path
                                                                 ) -> None:
    data, _ = (await _old_games(tmp_path))[0]
    async with await Store.open(db) as store:
        info = await store.import_game("g1", "c1", "mod", data)
        command = typical_command(await store.state("c1"))
        await store.execute("c1", command.player, command)
        document = json.loads((await store.export(info.id)).model_dump_json())
    last = document["log"][-1]
    assert last["kind"] == "command" and last["rules"] is not None
    last["state"]["heroes"][0]["gold"] += 5
    async with await Store.open(db) as store:
        with pytest.raises(ImportRefusedError, match=f"at version {last['version']}"):
            await store.import_game("g1", "c2", "mod", json.dumps(document))
