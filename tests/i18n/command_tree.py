"""The bot's real command tree, every cog loaded, without logging in: what the catalogue test
reads the command words from, and what the registration tests translate."""

import asyncio
from typing import Any

import discord
from discord import app_commands

from commands.bot import KilforthBot, cog_modules
from commands.settings import Settings
from commands.translator import CatalogueTranslator


async def loaded_bot() -> KilforthBot:
    bot = KilforthBot(Settings())
    for module in cog_modules():
        await bot.load_extension(module)
    return bot


class _Recorder(CatalogueTranslator):
    """The translator discord.py would call, noting every key it asks for."""

    def __init__(self, tree: app_commands.CommandTree[Any]) -> None:
        super().__init__(tree)
        self.keys: set[str] = set()

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        key = self.key(context)
        if key is not None:
            self.keys.add(key)
        return await super().translate(string, locale, context)


async def _keys() -> set[str]:
    bot = await loaded_bot()
    try:
        recorder = _Recorder(bot.tree)
        # What `tree.sync` sends: every command's payload through the translator.
        for command in bot.tree._get_all_commands():
            await command.get_translated_payload(bot.tree, recorder)
        return recorder.keys
    finally:
        await bot.close()


def command_keys() -> set[str]:
    """Every catalogue key the translator asks for when the bot registers its commands."""
    return asyncio.run(_keys())
