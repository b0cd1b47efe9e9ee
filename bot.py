"""Start the Kilforth Discord bot: `python bot.py [--sync] [--env-file PATH]`.

Settings come from the environment and `.env` (see `.env.example`). Without a token the bot
explains how to get one, in the language of KILFORTH_LANG, and, at an interactive terminal,
offers the local console instead. Its `--help` and settings it cannot read are said in that
language too, read on its own: in English if it is not one the bot speaks.
"""

import sys

try:
    import argparse
    import asyncio
    import contextlib
    import importlib.util
    import logging
    import os
    import signal
    import subprocess
    from collections.abc import Sequence
    from pathlib import Path
    from types import FrameType

    import aiohttp
    import discord
    from dotenv import dotenv_values

    from commands.bot import make_bot
    from commands.settings import NAMES, Settings, SettingsError, load_settings
    from kilforth import collector
    from kilforth.cli import words
    from kilforth.console import command_line, db_option, lang_option, shell_command
    from kilforth.i18n import Lang, t
    from kilforth.store import Target
except KeyboardInterrupt:
    # Ctrl-C while the bot loads (discord.py and the engine take a moment): nothing was
    # started or written. 130 is kilforth.cli.INTERRUPTED, which may not be loaded yet.
    sys.exit(130)

log = logging.getLogger("kilforth.bot")

# The gateway's close code for a token it does not accept.
AUTHENTICATION_FAILED = 4004
# Seconds between starts while Discord answers 5xx at login: about three minutes in all.
LOGIN_RETRY_WAITS = (10.0, 20.0, 40.0, 60.0, 60.0)

def build_parser(add_help: bool = True) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description="Run the Gloom of Kilforth Discord bot.",
                                     add_help=add_help)
    parser.add_argument(
        "--sync",
        action="store_true",
        help="register the slash commands with Discord at start-up (on KILFORTH_DEV_GUILD if set)",
    )
    parser.add_argument(
        "--env-file", type=Path, default=Path(".env"), help="settings file (default: .env)"
    )
    return parser


def parse_args(argv: Sequence[str] | None) -> argparse.Namespace:
    """The command line, read (and its `--help` said) in the language of `start_lang`."""
    # The settings file first, without --help: the help is said in the language it sets.
    lang = start_lang(build_parser(add_help=False).parse_known_args(argv)[0].env_file)
    with words.speaking(lang):
        return words.localise(build_parser(), "bot", lang, {}).parse_args(argv)


def start_lang(env_file: Path) -> Lang:
    """The language bot.py speaks before its settings are read: KILFORTH_LANG from the
    environment, else from the settings file, as the settings read it."""
    try:
        in_file = dotenv_values(env_file).get(words.ENV_LANG) if env_file.is_file() else None
    except (OSError, UnicodeDecodeError):
        in_file = None  # said when the settings are read
    return words.command_line_lang(os.environ.get(words.ENV_LANG) or in_file)


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
        lang = start_lang(args.env_file)
        print(t(lang, "startup-invalid-settings") + "\n" + error.text(lang), file=sys.stderr)
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
        log.error("%s", t(settings.console_lang, "startup-discord-5xx", status=str(error.status),
                          reason=error.response.reason or "", tries=len(LOGIN_RETRY_WAITS) + 1,
                          minutes=round(sum(LOGIN_RETRY_WAITS) / 60)))
        return 1
    except discord.LoginFailure:
        log.error("%s", t(settings.console_lang, "startup-token-refused"))
        return 1
    except discord.ConnectionClosed as error:
        if error.code == AUTHENTICATION_FAILED:
            log.error("%s", t(settings.console_lang, "startup-token-refused-4004"))
        else:
            log.error("%s", t(settings.console_lang, "startup-connection-closed",
                              code=str(error.code), reason=error.reason or ""))
        return 1
    except (OSError, aiohttp.ClientError) as error:
        log.error("%s", t(settings.console_lang, "startup-unreachable", error=str(error)))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
