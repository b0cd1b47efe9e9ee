"""A PostgreSQL outage (issue 37.5): while the database refuses connections and the ones the
store held are gone, every read fails with the store's own error, not the driver's or the
socket's; once the database is back, the same store reads again."""

import asyncpg
import pytest

from kilforth.commands import Move
from kilforth.store import Store, StoreError, StoreUnavailableError

from .support import running
from .toy_engine import ToyEngine


async def _database(server: str, dsn: str, *, up: bool) -> None:
    """Let the database take connections again, or refuse them and end the ones it has
    (what a server being restarted or failed over looks like to the bot)."""
    name = dsn.rsplit("/", 1)[1]
    conn = await asyncpg.connect(server)
    try:
        await conn.execute(f'ALTER DATABASE "{name}" ALLOW_CONNECTIONS {str(up).lower()}')
        if not up:
            await conn.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                               "WHERE datname = $1 AND pid != pg_backend_pid()", name)
    finally:
        await conn.close()


@pytest.mark.postgres
@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_reads_during_an_outage_raise_the_stores_error(
        db: str, request: pytest.FixtureRequest) -> None:
    server: str = request.getfixturevalue("postgres")
    async with await Store.open(db, engine=ToyEngine()) as store:
        await running(store, "c1")
        played = await store.execute("c1", "p1", Move(player="p1", region="r1"))
        info = await store.session("c1")
        assert info is not None
        await _database(server, db, up=False)
        try:
            reads = [store.session("c1"), store.state("c1"), store.games("c1"),
                     store.history(info.id), store.timers("c1"), store.next_due(),
                     store.quiet_hours("p1"), store.session_state(info.id)]
            for read in reads:
                with pytest.raises(StoreUnavailableError, match="could not be read"):
                    await read
            # A write fails with the store's error too (nothing is written).
            with pytest.raises(StoreError):
                await store.execute("c1", "p1", Move(player="p1", region="r2"))
        finally:
            await _database(server, db, up=True)
        assert await store.state("c1") == played.state
        assert (await store.session("c1")) == info
