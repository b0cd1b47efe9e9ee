"""Settings and the `bot.py` entry point."""

import asyncio
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

import bot as entry
from commands.bot import KilforthBot
from commands.settings import Settings, load_settings, parse_env_file
from kilforth.console import command_line
from kilforth.store import Store

ROOT = Path(__file__).resolve().parents[2]


def test_env_file_syntax() -> None:
    text = """
# a comment
DISCORD_TOKEN="abc.def=="
export KILFORTH_LOG_LEVEL=debug
KILFORTH_DB='games.sqlite3'
KILFORTH_MOD_ROLE=Game Master  # who may reset games
KILFORTH_DEV_GUILD=
"""
    assert parse_env_file(text) == {
        "DISCORD_TOKEN": "abc.def==",
        "KILFORTH_LOG_LEVEL": "debug",
        "KILFORTH_DB": "games.sqlite3",
        "KILFORTH_MOD_ROLE": "Game Master",
        "KILFORTH_DEV_GUILD": "",
    }
    with pytest.raises(ValueError, match="line 1"):
        parse_env_file("just words")


def test_environment_overrides_the_file(tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("KILFORTH_DB=file.sqlite3\nKILFORTH_LOG_LEVEL=debug\nKILFORTH_DEV_GUILD=\n")

    settings = load_settings({"KILFORTH_DB": "env.sqlite3", "HOME": "/x"}, env_file)

    assert settings.db == Path("env.sqlite3")
    assert settings.log_level == "DEBUG"
    assert settings.dev_guild is None
    assert settings.discord_token is None


def test_defaults_without_any_file(tmp_path: Path) -> None:
    settings = load_settings({}, tmp_path / "missing.env")
    assert settings == Settings()
    assert settings.db == Path("./kilforth.sqlite3") and settings.log_level == "INFO"


def test_moderator_role_by_id_or_name() -> None:
    assert load_settings({"KILFORTH_MOD_ROLE": "1234"}, None).mod_role == 1234
    assert load_settings({"KILFORTH_MOD_ROLE": "Game Master"}, None).mod_role == "Game Master"


@pytest.mark.parametrize(
    "environ",
    [
        {"KILFORTH_DEVGUILD": "1"},  # misspelt
        {"KILFORTH_LOG_LEVEL": "LOUD"},
        {"KILFORTH_DEV_GUILD": "general"},
    ],
)
def test_bad_settings_are_refused(environ: dict[str, str]) -> None:
    with pytest.raises(ValidationError):
        load_settings(environ, None)


def test_the_token_stays_out_of_reprs() -> None:
    settings = load_settings({"DISCORD_TOKEN": "very-secret"}, None)
    assert "very-secret" not in repr(settings)
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "very-secret"


def test_without_a_token_bot_py_explains_and_exits_0(tmp_path: Path) -> None:
    # A bare environment and a fresh directory: no developer's token or .env leaks in.
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env={"PATH": os.environ.get("PATH", "")},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )

    assert done.returncode == 0, done.stderr
    assert "DISCORD_TOKEN" in done.stdout
    assert "Reset Token" in done.stdout
    assert command_line("play") in done.stdout
    assert list(tmp_path.iterdir()) == []


@pytest.fixture
def no_settings(monkeypatch: pytest.MonkeyPatch) -> pytest.MonkeyPatch:
    """The process environment without any of the bot's settings."""
    for name in list(os.environ):
        if name == "DISCORD_TOKEN" or name.startswith("KILFORTH_"):
            monkeypatch.delenv(name)
    return monkeypatch


def test_invalid_settings_exit_2(
    no_settings: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    no_settings.setenv("KILFORTH_LOG_LEVEL", "LOUD")

    assert entry.main(["--env-file", str(tmp_path / "none")]) == 2
    assert "KILFORTH_LOG_LEVEL" in capsys.readouterr().err


def test_at_a_terminal_the_console_is_offered(
    no_settings: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[list[str]] = []

    def call(command: list[str]) -> int:
        calls.append(command)
        return 3

    no_settings.setattr(entry.subprocess, "call", call)
    no_settings.setattr(sys.stdin, "isatty", lambda: True)

    assert entry.main(["--env-file", str(tmp_path / "none")]) == 3
    assert calls == [[sys.executable, "-m", "kilforth", "play"]]
    assert "DISCORD_TOKEN" in capsys.readouterr().out


async def test_sigterm_closes_the_bot_and_the_store(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    started: list[KilforthBot] = []
    closed: list[Store] = []
    real_close = Store.close

    async def record_close(store: Store) -> None:
        closed.append(store)
        await real_close(store)

    async def connected(bot: KilforthBot, token: str) -> None:
        # Stands in for login + gateway: set up, then stay "connected" until closed.
        await bot.setup_hook()
        started.append(bot)
        os.kill(os.getpid(), signal.SIGTERM)
        while not bot.is_closed():
            await asyncio.sleep(0.01)

    monkeypatch.setattr(KilforthBot, "start", connected)
    monkeypatch.setattr(Store, "close", record_close)
    settings = Settings(DISCORD_TOKEN="t", KILFORTH_DB=tmp_path / "kilforth.sqlite3")

    await asyncio.wait_for(entry.run_bot(settings, "t", sync=False), timeout=10)

    [bot] = started
    assert bot.is_closed()
    assert len(closed) == 1
    with pytest.raises(RuntimeError):
        _ = bot.store


def test_intents_are_not_privileged() -> None:
    bot = KilforthBot(Settings())
    intents: Any = bot.intents
    assert not intents.message_content and not intents.members and not intents.presences
    assert intents.guilds
    with pytest.raises(RuntimeError, match="setup_hook"):
        _ = bot.store
