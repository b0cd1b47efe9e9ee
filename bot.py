"""Start the Kilforth Discord bot: `python bot.py [--sync] [--env-file PATH]`.

Settings come from the environment and `.env` (see `.env.example`). Without a token the bot
explains how to get one, in the language of KILFORTH_LANG, and, at an interactive terminal,
offers the local console instead. Settings that cannot be read are said in English: their
language is one of them.
"""

import argparse
import asyncio
import contextlib
import importlib.util
import logging
import signal
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from types import FrameType

import aiohttp
import discord

from commands.bot import make_bot
from commands.settings import NAMES, Settings, SettingsError, load_settings
from kilforth import collector
from kilforth.console import command_line, db_option, lang_option, shell_command
from kilforth.i18n import t
from kilforth.store import Target

log = logging.getLogger("kilforth.bot")

# The gateway's close code for a token it does not accept.
AUTHENTICATION_FAILED = 4004
# Seconds between starts while Discord answers 5xx at login: about three minutes in all.
LOGIN_RETRY_WAITS = (10.0, 20.0, 40.0, 60.0, 60.0)

def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description="Run the Gloom of Kilforth Discord bot.")
    parser.add_argument(
        "--sync",
        action="store_true",
        help="register the slash commands with Discord at start-up (on KILFORTH_DEV_GUILD if set)",
    )
    parser.add_argument(
        "--env-file", type=Path, default=Path(".env"), help="settings file (default: .env)"
    )
    return parser.parse_args(argv)


def no_token_hint(settings: Settings, env_file: Path) -> str:
    """The hint, with commands that work as printed from any directory: this interpreter,
    this bot.py, the settings file in use and the database it names."""
    # Absolute paths: the default .env is the one of the directory bot.py was started in.
    sync = shell_command(sys.executable, str(Path(__file__).resolve()),
                         "--env-file", str(env_file.resolve()), "--sync")
    console = command_line("play", *db_option(Target.parse(settings.db)),
                           *lang_option(settings.console_lang))
    return t(settings.console_lang, "startup-no-token", env_file=str(env_file.resolve()),
             sync=sync, console=console) + "\n"


def run_console(settings: Settings) -> int:
    # Another process rather than an import: the console owns the terminal and its own exit code.
    if importlib.util.find_spec("kilforth.__main__") is None:
        print(t(settings.console_lang, "startup-no-console"))
        return 0
    # Ctrl-C at the terminal interrupts both processes. The console saves its game and says
    # how to resume it; this one only waits for it to finish. Left to Python, it would stop
    # with a traceback and kill the console before it saved. A handler, not SIG_IGN: the
    # console starts with Ctrl-C's default handling, which an ignored signal would not be.
    previous = signal.signal(signal.SIGINT, _wait_for_console)
    try:
        return subprocess.call([sys.executable, "-m", "kilforth", "play",
                                *db_option(Target.parse(settings.db)),
                                *lang_option(settings.console_lang)])
    finally:
        signal.signal(signal.SIGINT, previous)


def _wait_for_console(signum: int, frame: FrameType | None) -> None:
    """Ctrl-C while the console runs: the console handles it."""


async def run_bot(settings: Settings, token: str, *, sync: bool,
                  waits: Sequence[float] | None = None) -> None:
    """Run the bot until SIGINT or SIGTERM. While Discord answers a 5xx as it logs in
    (trouble on Discord's side; discord.py has already retried each request), start again
    after each of `waits` seconds (by default `LOGIN_RETRY_WAITS`), a fresh bot each time,
    then give up (the error is raised)."""
    if sync and not settings.syncs_commands:
        # Several processes syncing at once would race each other; one is enough.
        log.info("Not syncing the commands: the process holding shard 0 does (this one has "
                 "shards %s)", settings.shards)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        # Not available on Windows; Ctrl-C still raises KeyboardInterrupt there.
        with contextlib.suppress(NotImplementedError):
            loop.add_signal_handler(signum, stop.set)
    for wait in (*(LOGIN_RETRY_WAITS if waits is None else waits), None):
        try:
            await _serve(settings, token, sync=sync, stop=stop)
            return
        except discord.DiscordServerError as error:
            if wait is None:
                raise
            log.warning("Discord answered %s %s as the bot logged in (trouble on Discord's"
                        " side): trying again in %.0f s", error.status,
                        error.response.reason or "", wait)
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(stop.wait(), wait)
        if stop.is_set():
            log.info("Shutting down")
            return


async def _serve(settings: Settings, token: str, *, sync: bool, stop: asyncio.Event) -> None:
    """One bot, from its login until `stop` is set or it fails."""
    bot = make_bot(settings, sync_commands=sync and settings.syncs_commands)
    async with bot:
        running = asyncio.create_task(bot.start(token), name="kilforth-bot")
        stopping = asyncio.create_task(stop.wait(), name="kilforth-stop")
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        if stop.is_set():
            log.info("Shutting down")
        await bot.close()
        stopping.cancel()
        # Re-raise a login or connection failure; a clean stop leaves nothing to raise.
        await running


def main(argv: Sequence[str] | None = None) -> int:
    args = parse_args(argv)
    try:
        settings, unknown = load_settings(args.env_file)
    except SettingsError as error:
        print(f"Invalid settings:\n{error}", file=sys.stderr)
        return 2
    for name in unknown:
        # The name only: a misspelt token variable holds the token.
        print(t(settings.console_lang, "startup-unknown-setting", name=name,
                names=", ".join(sorted(NAMES))), file=sys.stderr)
    if settings.discord_token is None:
        print(no_token_hint(settings, args.env_file))
        return run_console(settings) if sys.stdin.isatty() else 0
    discord.utils.setup_logging(level=logging.getLevelName(settings.log_level))
    collector.install()
    try:
        asyncio.run(run_bot(settings, settings.discord_token.get_secret_value(), sync=args.sync))
    except discord.DiscordServerError as error:
        log.error("Discord kept answering %s %s as the bot logged in, for %d tries over about"
                  " %.0f minutes: trouble on Discord's side. Check Discord's status page"
                  " (https://discordstatus.com), then start the bot again.", error.status,
                  error.response.reason or "", len(LOGIN_RETRY_WAITS) + 1,
                  sum(LOGIN_RETRY_WAITS) / 60)
        return 1
    except discord.LoginFailure:
        log.error("Discord refused the token: check DISCORD_TOKEN (Bot -> Reset Token).")
        return 1
    except discord.ConnectionClosed as error:
        if error.code == AUTHENTICATION_FAILED:
            log.error("Discord closed the connection because it refused the token (4004):"
                      " check DISCORD_TOKEN (Bot -> Reset Token).")
        else:
            log.error("Discord closed the connection (%s %s): check Discord's status page,"
                      " then start the bot again.", error.code, error.reason or "")
        return 1
    except (OSError, aiohttp.ClientError) as error:
        log.error("Could not reach Discord (%s): check the network connection, DNS and any"
                  " proxy or firewall.", error)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
