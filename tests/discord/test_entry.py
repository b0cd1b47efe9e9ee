"""Settings and the `bot.py` entry point."""

import asyncio
import gc
import logging
import os
import signal
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import discord
import pytest

import bot as entry
from commands.bot import KilforthBot
from commands.settings import Settings, SettingsError, load_settings
from kilforth import collector
from kilforth.console import command_line
from kilforth.store import Store

ROOT = Path(__file__).resolve().parents[2]


def test_env_file_syntax(no_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("""
# a comment
DISCORD_TOKEN="abc.def=="
export KILFORTH_LOG_LEVEL=debug
KILFORTH_DB='games.sqlite3'
KILFORTH_MOD_ROLE=Game Master  # who may reset games
KILFORTH_DEV_GUILD=
""")
    settings, unknown = load_settings(env_file)
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "abc.def=="
    assert (settings.log_level, settings.db, settings.mod_role, settings.dev_guild) == (
        "DEBUG", Path("games.sqlite3"), "Game Master", None)
    assert unknown == []


def test_environment_overrides_the_file(no_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    env_file = tmp_path / ".env"
    env_file.write_text("KILFORTH_DB=file.sqlite3\nKILFORTH_LOG_LEVEL=debug\nKILFORTH_DEV_GUILD=\n")
    no_settings.setenv("KILFORTH_DB", "env.sqlite3")

    settings, _ = load_settings(env_file)

    assert settings.db == Path("env.sqlite3")
    assert settings.log_level == "DEBUG"
    assert settings.dev_guild is None
    assert settings.discord_token is None


def test_defaults_without_any_file(no_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    settings, unknown = load_settings(tmp_path / "missing.env")
    assert settings == Settings() and unknown == []
    assert settings.db == Path("./kilforth.sqlite3") and settings.log_level == "INFO"


def test_moderator_role_by_id_or_name(no_settings: pytest.MonkeyPatch) -> None:
    no_settings.setenv("KILFORTH_MOD_ROLE", "1234")
    assert load_settings(None)[0].mod_role == 1234
    no_settings.setenv("KILFORTH_MOD_ROLE", "Game Master")
    assert load_settings(None)[0].mod_role == "Game Master"


@pytest.mark.parametrize(("name", "value"), [
    ("KILFORTH_LOG_LEVEL", "LOUD"),
    ("KILFORTH_DEV_GUILD", "general"),
])
def test_bad_settings_are_refused_naming_the_setting(no_settings: pytest.MonkeyPatch,
                                                     name: str, value: str) -> None:
    no_settings.setenv(name, value)
    with pytest.raises(SettingsError) as caught:
        load_settings(None)
    assert name in str(caught.value) and value not in str(caught.value)


def test_the_token_stays_out_of_reprs(no_settings: pytest.MonkeyPatch) -> None:
    no_settings.setenv("DISCORD_TOKEN", "very-secret")
    settings, _ = load_settings(None)
    assert "very-secret" not in repr(settings)
    assert settings.discord_token is not None
    assert settings.discord_token.get_secret_value() == "very-secret"


TOKEN = "MTIzNDU2Nzg5MDEyMzQ1Njc4.GaBcDe.Xq9Zk2Lp8Vw3Rt7Yn4Hs6Jd1"


@pytest.mark.parametrize(("line", "warned"), [
    (f"DISCORD_TOKEN {TOKEN}", None),  # no `=`: python-dotenv skips the line
    (f"DISCORD-TOKEN={TOKEN}", "DISCORD-TOKEN"),
    (f"KILFORTH_TOKEN={TOKEN}", "KILFORTH_TOKEN"),
    ("KILFORTH_DEVGUILD=1", "KILFORTH_DEVGUILD"),
])
def test_a_misspelt_setting_warns_by_name_and_never_shows_its_value(
        no_settings: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str],
        caplog: pytest.LogCaptureFixture, line: str, warned: str | None) -> None:
    """Issue 14, point 6: a misspelt line does not stop the bot, and no output or log shows
    any part of the token it holds."""
    env_file = tmp_path / ".env"
    env_file.write_text(line + "\n")
    no_settings.setattr(entry.sys.stdin, "isatty", lambda: False)

    assert entry.main(["--env-file", str(env_file)]) == 0  # no token: it explains and exits

    out = capsys.readouterr()
    shown = out.out + out.err + caplog.text
    assert not any(TOKEN[n:n + 6] in shown for n in range(len(TOKEN) - 5))
    if warned is not None:
        assert f"Ignoring {warned}: it is not a setting of this bot" in out.err
    assert "No DISCORD_TOKEN is set" in out.out


def test_an_unknown_setting_in_the_environment_warns_too(
        no_settings: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    no_settings.setenv("KILFORTH_DATABASE", "x.sqlite3")
    no_settings.setattr(entry.sys.stdin, "isatty", lambda: False)
    assert entry.main(["--env-file", "none"]) == 0
    err = capsys.readouterr().err
    assert "Ignoring KILFORTH_DATABASE" in err and "x.sqlite3" not in err


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


@pytest.fixture(autouse=True)
def collector_left_alone() -> Iterator[None]:
    """`main` tunes the collector of the bot's process (`kilforth.collector`), not of the test
    run's."""
    before = list(gc.callbacks)
    yield
    gc.callbacks[:] = before
    gc.unfreeze()


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


def test_an_env_file_that_is_not_utf8_is_refused_clearly(
        no_settings: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    env_file = tmp_path / ".env"
    env_file.write_bytes(b"DISCORD_TOKEN=caf\xe9\n")
    assert entry.main(["--env-file", str(env_file)]) == 2
    assert "is not UTF-8 text" in capsys.readouterr().err


class _ClosedSocket:
    close_code = 4004


@pytest.mark.parametrize(("failure", "words"), [
    (socket.gaierror(-2, "Name or service not known"),
     "Could not reach Discord ([Errno -2] Name or service not known): check the network"),
    (discord.ConnectionClosed(_ClosedSocket(), shard_id=None, code=4004),  # type: ignore[arg-type]
     "refused the token (4004): check DISCORD_TOKEN"),
    (discord.ConnectionClosed(_ClosedSocket(), shard_id=None, code=4013),  # type: ignore[arg-type]
     "Discord closed the connection (4013"),
])
def test_connection_failures_end_in_one_clear_line(
        no_settings: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture,
        capsys: pytest.CaptureFixture[str], failure: Exception, words: str) -> None:
    """Issue 14, point 6: what to check, in one line, instead of a traceback."""
    async def fails(bot: KilforthBot, token: str) -> None:
        raise failure

    no_settings.setenv("DISCORD_TOKEN", TOKEN)
    no_settings.setenv("KILFORTH_DB", str(tmp_path / "kilforth.sqlite3"))
    no_settings.setattr(KilforthBot, "start", fails)
    # Leave the test run's logging alone: the records are read from caplog.
    no_settings.setattr(entry.discord.utils, "setup_logging", lambda **_: None)

    assert entry.main(["--env-file", str(tmp_path / "none")]) == 1
    assert any(isinstance(callback, collector.Freezer) for callback in gc.callbacks)

    [record] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert words in record.getMessage() and record.exc_info is None
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err and TOKEN not in caplog.text


class _ServerTrouble:
    status = 500
    reason = "Internal Server Error"


def _server_error() -> discord.DiscordServerError:
    return discord.DiscordServerError(_ServerTrouble(), "500: Internal Server Error")  # type: ignore[arg-type]


async def test_a_discord_5xx_at_login_is_retried_with_a_fresh_bot(
        no_settings: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Issue 37.5: Discord's own trouble at login is waited out, then the bot runs."""
    tried: list[KilforthBot] = []

    async def start(bot: KilforthBot, token: str) -> None:
        tried.append(bot)
        if len(tried) < 3:
            raise _server_error()
        os.kill(os.getpid(), signal.SIGTERM)
        while not bot.is_closed():
            await asyncio.sleep(0.01)

    no_settings.setattr(KilforthBot, "start", start)
    settings = Settings(DISCORD_TOKEN="t", KILFORTH_DB=tmp_path / "kilforth.sqlite3")
    await asyncio.wait_for(entry.run_bot(settings, "t", sync=False, waits=(0.01, 0.01, 0.01)),
                           timeout=10)
    assert len(tried) == 3 and len(set(map(id, tried))) == 3
    assert all(bot.is_closed() for bot in tried)
    retries = [r.getMessage() for r in caplog.records if "trying again" in r.getMessage()]
    assert retries == ["Discord answered 500 Internal Server Error as the bot logged in"
                       " (trouble on Discord's side): trying again in 0 s"] * 2


async def test_a_stop_while_waiting_to_log_in_again_stops_at_once(
        no_settings: pytest.MonkeyPatch, tmp_path: Path) -> None:
    async def start(bot: KilforthBot, token: str) -> None:
        asyncio.get_running_loop().call_later(0.05, os.kill, os.getpid(), signal.SIGTERM)
        raise _server_error()

    no_settings.setattr(KilforthBot, "start", start)
    settings = Settings(DISCORD_TOKEN="t", KILFORTH_DB=tmp_path / "kilforth.sqlite3")
    await asyncio.wait_for(entry.run_bot(settings, "t", sync=False, waits=(3600.0,)),
                           timeout=10)


def test_a_discord_5xx_at_every_login_ends_in_one_clear_line(
        no_settings: pytest.MonkeyPatch, tmp_path: Path, caplog: pytest.LogCaptureFixture,
        capsys: pytest.CaptureFixture[str]) -> None:
    async def fails(bot: KilforthBot, token: str) -> None:
        raise _server_error()

    no_settings.setenv("DISCORD_TOKEN", TOKEN)
    no_settings.setenv("KILFORTH_DB", str(tmp_path / "kilforth.sqlite3"))
    no_settings.setattr(KilforthBot, "start", fails)
    no_settings.setattr(entry, "LOGIN_RETRY_WAITS", (0.0, 0.0))
    no_settings.setattr(entry.discord.utils, "setup_logging", lambda **_: None)

    assert entry.main(["--env-file", str(tmp_path / "none")]) == 1
    [record] = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert record.getMessage().startswith(
        "Discord kept answering 500 Internal Server Error as the bot logged in, for 3 tries")
    assert "status page" in record.getMessage() and record.exc_info is None
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err and TOKEN not in caplog.text


def test_a_language_the_bot_does_not_speak_is_refused_by_name(
        no_settings: pytest.MonkeyPatch) -> None:
    no_settings.setenv("KILFORTH_LANG", "de")
    with pytest.raises(SettingsError) as caught:
        load_settings(None)
    assert "KILFORTH_LANG" in str(caught.value)
    assert "the bot speaks en and fr, not 'de'" in str(caught.value)
    no_settings.setenv("KILFORTH_LANG", "fr-CA")
    assert load_settings(None)[0].console_lang == "fr"


def test_without_a_token_the_help_speaks_french_with_kilforth_lang_fr(tmp_path: Path) -> None:
    """Issue 36: KILFORTH_LANG=fr gives the no-token help in French, with a French console
    command, and a misspelt setting is warned of in French."""
    done = subprocess.run(
        [sys.executable, str(ROOT / "bot.py")],
        cwd=tmp_path,
        env={"PATH": os.environ.get("PATH", ""), "KILFORTH_LANG": "fr", "KILFORTH_DATABASE": "x"},
        stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith(
        "Aucun DISCORD_TOKEN n'est défini : le bot ne peut pas se connecter à Discord.\n\n"
        "Pour obtenir un jeton :\n  1. Ouvrez le portail des développeurs de Discord")
    assert f"Pour jouer sans Discord, lancez la console locale :   {command_line('play', '--lang', 'fr')}" \
        in done.stdout
    for english in ("To get a token", "settings file", "Invite the bot", "run the local console"):
        assert english not in done.stdout
    assert done.stderr.startswith("KILFORTH_DATABASE est ignoré : ce n'est pas un réglage de ce bot")
