"""Fixtures for the Discord layer's tests."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import Harness

from commands.settings import Settings
from kilforth.store import Store


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    """The bot with its real cogs and a real store in a fresh database, logged in to the
    fake Discord."""
    settings = Settings(KILFORTH_DB=tmp_path / "kilforth.sqlite3")
    async with Harness(settings=settings, store_factory=Store.open) as started:
        yield started
