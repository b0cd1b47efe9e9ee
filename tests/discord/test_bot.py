"""KilforthBot's start-up: cog discovery, component registration, the store, the real tree."""

import textwrap
from pathlib import Path

import pytest
from harness import Harness

from commands.bot import cog_modules
from kilforth.store import Store

COG_WITH_COMPONENTS = """
import re
from typing import Any

import discord
from discord import app_commands

from commands.bot import GameCog


class Pick(discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"pick:(?P<n>[0-9]+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=str(n), custom_id=f"pick:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: Any, item: Any, match: re.Match[str]) -> "Pick":
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(f"picked {self.n}", ephemeral=True)


class Board(discord.ui.View):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Map", custom_id="board:map")
    async def show(self, interaction: discord.Interaction[Any], button: Any) -> None:
        await interaction.response.send_message("the map", ephemeral=True)


class Cards(GameCog):
    dynamic_items = (Pick,)

    def persistent_views(self) -> list[discord.ui.View]:
        return [Board()]

    @app_commands.command(description="Offer three cards")
    async def offer(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        for n in (1, 2, 3):
            view.add_item(Pick(n))
        await interaction.response.send_message("Pick one", view=view)
        await interaction.followup.send("The board", view=Board())


async def setup(bot: Any) -> None:
    await bot.add_cog(Cards(bot))
"""

PLAIN_COG = """
from typing import Any

from discord import app_commands
from discord.ext import commands


class Info(commands.Cog):
    @app_commands.command(description="Show the rules")
    async def rules(self, interaction: Any) -> None:
        await interaction.response.send_message("Read RULES.md", ephemeral=True)


async def setup(bot: Any) -> None:
    await bot.add_cog(Info())
"""


@pytest.fixture
def cogs_package(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> str:
    package = tmp_path / "probe_cogs"
    package.mkdir()
    (package / "__init__.py").write_text("")
    (package / "cards.py").write_text(textwrap.dedent(COG_WITH_COMPONENTS))
    (package / "info.py").write_text(textwrap.dedent(PLAIN_COG))
    (package / "_shared.py").write_text("raise RuntimeError('helpers are not cogs')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    return "probe_cogs"


def test_every_public_module_of_the_package_is_a_cog(cogs_package: str) -> None:
    assert cog_modules(cogs_package) == ["probe_cogs.cards", "probe_cogs.info"]


async def test_cogs_and_their_components_are_loaded(cogs_package: str) -> None:
    async with Harness(cogs_package=cogs_package) as harness:
        assert set(harness.bot.cogs) == {"Cards", "Info"}
        assert {p["name"] for p in harness.command_payloads()} == {"offer", "rules"}
        await harness.slash("offer")
        sent = [harness.discord.message_with("pick:2"), harness.discord.message_with("board:map")]

    # Another run of the bot: only what setup_hook registered can answer these clicks.
    async with Harness(cogs_package=cogs_package) as harness:
        for message in sent:
            harness.discord.remember(message)
        picked = await harness.click("pick:2")
        assert picked.messages[0]["content"] == "picked 2"
        shown = await harness.click("board:map")
        assert shown.messages[0]["content"] == "the map"


async def test_the_real_store_is_opened_and_closed(harness: Harness) -> None:
    store = harness.bot.store
    assert isinstance(store, Store)
    await harness.close()
    with pytest.raises(RuntimeError):
        _ = harness.bot.store


async def test_the_real_command_tree_is_valid_and_syncs(harness: Harness) -> None:
    # The bot's own cogs: every command within Discord's limits, the sync body accepted.
    payloads = await harness.registration()
    [request] = await harness.sync()
    assert request.body == payloads
