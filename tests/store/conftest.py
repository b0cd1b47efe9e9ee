"""Fixtures for store tests: a real database opened with the toy engine, once per backend.

Every test that takes `store` (or `db`) runs twice: on a SQLite file in tmp_path, and on a
fresh database of a PostgreSQL server (marked `postgres`; see `postgres_server` for where the
server comes from, and why the tests are skipped without one). A test that reaches into the
SQLite file itself takes `db_path`, and so runs on SQLite only.
"""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from kilforth.store import Store

from . import postgres_server
from .toy_engine import ToyEngine

BACKENDS = ["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)]


@pytest.fixture(scope="session")
def postgres() -> Iterator[str]:
    """The PostgreSQL server of the whole run, as the DSN of a database to create others
    from."""
    try:
        with postgres_server.server() as dsn:
            yield dsn
    except postgres_server.NoServer as reason:
        pytest.skip(str(reason))


@pytest.fixture(params=BACKENDS)
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture
async def db(backend: str, tmp_path: Path, request: pytest.FixtureRequest
             ) -> AsyncIterator[str]:
    """A new, empty database of the backend: a file's path, or a PostgreSQL DSN."""
    if backend == "sqlite":
        yield str(tmp_path / "kilforth.sqlite3")
        return
    server: str = request.getfixturevalue("postgres")
    dsn = await postgres_server.create_database(server)
    try:
        yield dsn
    finally:
        await postgres_server.drop_database(server, dsn)


@pytest.fixture
def db_path(tmp_path: Path, request: pytest.FixtureRequest) -> Path:
    """The SQLite file `store` uses, for a test that reads or damages it directly."""
    callspec = getattr(request.node, "callspec", None)
    if callspec is not None and callspec.params.get("backend") == "postgres":
        pytest.skip("reaches into the SQLite file itself")
    return tmp_path / "kilforth.sqlite3"


@pytest.fixture
def toy() -> ToyEngine:
    return ToyEngine()


@pytest.fixture
async def store(db: str, toy: ToyEngine) -> AsyncIterator[Store]:
    async with await Store.open(db, engine=toy) as opened:
        yield opened


@pytest.fixture
async def sqlite_store(db_path: Path, toy: ToyEngine) -> AsyncIterator[Store]:
    """A store on SQLite only, for what only SQLite does (group commit)."""
    async with await Store.open(db_path, engine=toy) as opened:
        yield opened
