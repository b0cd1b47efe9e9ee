"""Fixtures for store tests: a real database file in tmp_path, opened with the toy engine."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from kilforth.store import Store

from .toy_engine import ToyEngine


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "kilforth.sqlite3"


@pytest.fixture
def toy() -> ToyEngine:
    return ToyEngine()


@pytest.fixture
async def store(db_path: Path, toy: ToyEngine) -> AsyncIterator[Store]:
    async with await Store.open(db_path, engine=toy) as opened:
        yield opened
