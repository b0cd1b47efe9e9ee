"""Fixtures for the Discord layer's tests."""

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import pytest_asyncio
from harness import Harness
from test_play_helpers import play_harness

from commands.settings import Settings
from kilforth.store import Store


@pytest.fixture(scope="session", autouse=True)
def no_settings_from_the_environment() -> Iterator[None]:
    """Settings read the environment (pydantic-settings): a developer's own DISCORD_TOKEN or
    KILFORTH_* variables must not reach the bots the tests build."""
    with pytest.MonkeyPatch.context() as patch:
        for name in list(os.environ):
            if name == "DISCORD_TOKEN" or name.upper().startswith("KILFORTH"):
                patch.delenv(name)
        yield


@pytest.fixture
async def harness(tmp_path: Path) -> AsyncIterator[Harness]:
    """The bot with its real cogs and a real store in a fresh database, logged in to the
    fake Discord."""
    settings = Settings(KILFORTH_DB=tmp_path / "kilforth.sqlite3")
    async with Harness(settings=settings, store_factory=Store.open) as started:
        yield started


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def bot(tmp_path_factory: pytest.TempPathFactory) -> AsyncIterator[Harness]:
    """One bot per test module that asks for it (starting one per test is the slow part);
    tests keep apart by playing in channels of their own."""
    async with play_harness(tmp_path_factory.mktemp("play") / "kilforth.sqlite3") as started:
        yield started


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    """A bot of its own for one test, dealing from the play tests' fixed seed (modules whose
    tests share one bot override it with a table of `bot`)."""
    async with play_harness(tmp_path / "kilforth.sqlite3") as started:
        yield started
