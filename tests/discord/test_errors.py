"""Shared error handling (commands/errors.py, commands/checks.py), through the harness."""

import logging
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
from discord import app_commands
from harness import Harness

from commands.bot import GameCog
from commands.checks import moderator_only
from commands.errors import APOLOGY, ReportingView
from commands.settings import Settings
from kilforth.errors import RuleError

CALLBACK = "/interactions/{interaction_id}/{interaction_token}/callback"


class Region(app_commands.Transformer):
    async def transform(self, interaction: discord.Interaction[Any], value: str) -> str:
        if value != "city":
            raise RuleError("no_such_region", f"There is no region called {value}.", "R-MAP-1")
        return value


class TradeView(ReportingView):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.button(label="Trade", custom_id="errors:trade")
    async def trade(
        self, interaction: discord.Interaction[Any], button: discord.ui.Button[Any]
    ) -> None:
        raise RuleError("not_in_city", "You can only trade in the City.", "R-ACT-TRADE-1")


class Failing(GameCog):
    def persistent_views(self) -> list[discord.ui.View]:
        return [TradeView()]

    @app_commands.command(description="Refused by the rules")
    async def refuse(self, interaction: discord.Interaction[Any]) -> None:
        raise RuleError("not_your_turn", "It is Bob's turn.", "R-TURN-1")

    @app_commands.command(description="A bug")
    async def crash(self, interaction: discord.Interaction[Any]) -> None:
        raise ZeroDivisionError("secret internals")

    @app_commands.command(name="crash-late", description="A bug after deferring")
    async def crash_late(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer()
        raise KeyError("hero")

    @app_commands.command(description="Go somewhere")
    async def travel(
        self, interaction: discord.Interaction[Any], region: app_commands.Transform[str, Region]
    ) -> None:
        await interaction.response.send_message(f"To the {region}", view=TradeView())

    @app_commands.command(description="Moderators only")
    @moderator_only()
    async def reset(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("Reset", ephemeral=True)


@pytest.fixture
async def harness() -> AsyncIterator[Harness]:
    async with Harness(cogs_package=None, cogs=[Failing]) as started:
        yield started


def only_private_embed(result: Any) -> dict[str, Any]:
    assert result.response_type == 4 and result.response.ephemeral
    [em] = result.embeds
    return em


async def test_rule_error_becomes_a_private_reason(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    result = await harness.slash("refuse")

    em = only_private_embed(result)
    assert em["description"] == "It is Bob's turn."
    assert em["footer"]["text"] == "Rule R-TURN-1"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]


async def test_rule_error_from_a_transformer(harness: Harness) -> None:
    result = await harness.slash("travel", region="atlantis")

    em = only_private_embed(result)
    assert em["description"] == "There is no region called atlantis."


async def test_rule_error_from_a_view_button(harness: Harness) -> None:
    await harness.slash("travel", region="city")
    result = await harness.click("errors:trade")

    assert "only trade in the City" in only_private_embed(result)["description"]


async def test_bug_is_logged_and_the_player_gets_an_apology(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    result = await harness.slash("crash")

    em = only_private_embed(result)
    assert em["description"] == APOLOGY
    assert "secret" not in result.text() and "Traceback" not in result.text()
    [record] = [r for r in caplog.records if r.name == "commands.errors"]
    assert record.levelno == logging.ERROR
    assert "/crash" in record.getMessage()
    assert str(harness.channel.id) in record.getMessage()
    assert record.exc_info is not None and isinstance(record.exc_info[1], ZeroDivisionError)


async def test_apology_after_deferring_is_a_followup(harness: Harness) -> None:
    result = await harness.slash("crash-late")

    assert [r.route for r in result.requests] == [
        CALLBACK,
        "/webhooks/{webhook_id}/{webhook_token}",
    ]
    assert result.requests[1].ephemeral
    assert result.embeds[0]["description"] == APOLOGY
    # Discord ignores that flag here: the apology replaces the public "thinking" message.
    [shown] = harness.discord.messages.values()
    assert shown["embeds"][0]["description"] == APOLOGY and shown["flags"] == 0


async def test_expired_interaction_is_logged_not_raised(
    harness: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    harness.discord.fail("POST", CALLBACK)  # 404 Unknown interaction, as after 3 seconds

    with pytest.raises(AssertionError, match="never answered"):
        await harness.slash("crash")

    assert any("Could not report" in r.getMessage() for r in caplog.records)


async def test_moderator_command_refuses_players(harness: Harness) -> None:
    result = await harness.slash("reset")

    assert "Only moderators" in only_private_embed(result)["description"]


async def test_moderator_command_accepts_manage_channels(harness: Harness) -> None:
    result = await harness.slash("reset", user=harness.user("mod", moderator=True))

    assert result.messages[0]["content"] == "Reset"


@pytest.mark.parametrize("by", ["name", "id"])
async def test_moderator_command_accepts_the_configured_role(by: str) -> None:
    async with Harness(cogs_package=None, cogs=[Failing]) as harness:
        role = harness.role("Game Master")
        configured = role.name if by == "name" else str(role.id)
        harness.bot.settings = Settings(KILFORTH_MOD_ROLE=configured)

        result = await harness.slash("reset", user=harness.user("gm", roles=[role]))

        assert result.messages[0]["content"] == "Reset"
        other = harness.role("Player")
        refused = await harness.slash("reset", user=harness.user("pc", roles=[other]))
        assert refused.embeds and "Only moderators" in refused.embeds[0]["description"]
