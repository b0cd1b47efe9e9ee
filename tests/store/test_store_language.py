"""A game has a language (issue 19): chosen when it is created, kept by the store on both
backends, carried by export, import and `store copy`; the games of a database written before
games had one (the committed schema fixtures) are English, and play on."""

import json
import shutil
import sqlite3
from pathlib import Path

import pytest

from kilforth.options import GameOptions
from kilforth.store import SessionError, Store, schema
from kilforth.store.copy import copy_store
from kilforth.store.errors import ImportRefusedError

from .support import hero
from .toy_engine import ToyEngine

FIXTURES = Path(__file__).parent / "fixtures"


async def _french_game(store: Store, channel: str) -> int:
    info = await store.create("g1", channel, "p1", GameOptions(), 1, lang="fr")
    assert info.lang == "fr"
    await store.join(channel, hero("p1"))
    await store.start(channel, "p1")
    return info.id


async def test_a_game_keeps_the_language_it_was_created_in(db: str) -> None:
    async with await Store.open(db, engine=ToyEngine()) as store:
        french = await _french_game(store, "c1")
        english = await store.create("g1", "c2", "p1", GameOptions(), 1)
        assert english.lang == "en"
    async with await Store.open(db, engine=ToyEngine()) as store:
        assert (await store.get(french)).lang == "fr"
        assert [g.lang for g in await store.games("c1")] == ["fr"]
        session = await store.session("c2")
        assert session is not None and session.lang == "en"
        assert {g.channel: g.lang for g in await store.guild_games("g1")} == {
            "c1": "fr", "c2": "en"}


async def test_a_moderator_changes_a_running_games_language(db: str) -> None:
    async with await Store.open(db, engine=ToyEngine()) as store:
        french = await _french_game(store, "c1")
        before = await store.get(french)
        changed = await store.set_language("c1", "en")
        assert (changed.lang, changed.version, changed.status) == ("en", before.version,
                                                                    "running")
    async with await Store.open(db, engine=ToyEngine()) as store:
        assert (await store.get(french)).lang == "en"
        with pytest.raises(SessionError) as refused:
            await store.set_language("c9", "fr")
        assert refused.value.code == "no_game"


async def test_export_and_import_carry_the_language(store: Store) -> None:
    french = await _french_game(store, "c1")
    text = (await store.export(french)).model_dump_json()
    assert json.loads(text)["session"]["lang"] == "fr"
    imported = await store.import_game("g2", "c2", "mod", text)
    assert imported.lang == "fr"


async def test_a_file_exported_before_games_had_a_language_imports_as_english(
        store: Store) -> None:
    document = json.loads((await store.export(await _french_game(store, "c1"))).model_dump_json())
    del document["session"]["lang"]
    imported = await store.import_game("g2", "c2", "mod", json.dumps(document))
    assert imported.lang == "en"


@pytest.mark.parametrize("lang", ["de", "", "FR", None])
async def test_an_import_naming_a_language_the_bot_does_not_speak_is_refused(
        store: Store, lang: str | None) -> None:
    document = json.loads((await store.export(await _french_game(store, "c1"))).model_dump_json())
    document["session"]["lang"] = lang
    with pytest.raises(ImportRefusedError, match="lang"):
        await store.import_game("g2", "c2", "mod", json.dumps(document))
    assert await store.session("c2") is None


async def test_store_copy_carries_the_language(tmp_path: Path) -> None:
    async with await Store.open(tmp_path / "a.sqlite3", engine=ToyEngine()) as src, \
            await Store.open(tmp_path / "b.sqlite3", engine=ToyEngine()) as dst:
        french = await _french_game(src, "c1")
        await src.create("g1", "c2", "p1", GameOptions(), 1)
        report = await copy_store(src, dst)
        assert not report.failed
        assert [(await dst.get(n)).lang for n in sorted(report.copied)] == ["fr", "en"]
        assert french in report.copied


@pytest.mark.parametrize("fixture", ["schema2.sqlite3", "schema3.sqlite3"])
async def test_the_games_of_an_older_database_are_english_and_new_ones_may_be_french(
        fixture: str, tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    shutil.copy(FIXTURES / fixture, db)
    with sqlite3.connect(db) as conn:
        ids = [row[0] for row in conn.execute("SELECT id FROM sessions ORDER BY id")]
    assert ids
    async with await Store.open(db) as store:
        assert [(await store.get(n)).lang for n in ids] == ["en"] * len(ids)
        # The lobby the fixture holds is abandoned to free its channel for a French game.
        lobbies = [g for n in ids if (g := await store.get(n)).status == "lobby"]
        channel = lobbies[0].channel
        await store.abandon(channel, lobbies[0].created_by)
        created = await store.create("g1", channel, "p1", GameOptions(), 1, lang="fr")
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == schema.SCHEMA_VERSION
        assert conn.execute("SELECT lang FROM sessions WHERE id = ?",
                            (created.id,)).fetchone() == ("fr",)
