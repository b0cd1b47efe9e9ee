"""PostgreSQL's migrations (issue 18): numbered like SQLite's, run once when several
processes start together, and a database newer than the code is refused untouched."""

import asyncio

import asyncpg
import pytest

from kilforth.store import SchemaTooNewError, Store
from kilforth.store.postgres_schema import SCHEMA_VERSION

from .support import running
from .toy_engine import ToyEngine


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_processes_starting_together_migrate_once(db: str) -> None:
    stores = await asyncio.gather(*(Store.open(db, engine=ToyEngine()) for _ in range(4)))
    try:
        await running(stores[0], "c1")
        assert (await stores[3].session("c1")) is not None
    finally:
        for store in stores:
            await store.close()
    conn = await asyncpg.connect(db)
    try:
        assert await conn.fetch("SELECT version FROM kilforth_schema") == [(SCHEMA_VERSION,)]
    finally:
        await conn.close()


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_a_database_of_a_newer_bot_is_refused(db: str) -> None:
    async with await Store.open(db, engine=ToyEngine()):
        pass  # opening writes this bot's schema
    conn = await asyncpg.connect(db)
    try:
        await conn.execute("UPDATE kilforth_schema SET version = $1", SCHEMA_VERSION + 1)
    finally:
        await conn.close()
    with pytest.raises(SchemaTooNewError, match="upgrade the bot"):
        await Store.open(db, engine=ToyEngine())
