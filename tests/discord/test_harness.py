"""The offline harness drives discord.py's real dispatch and catches what Discord would refuse.

`Probe` is a test-only cog exercising each kind of interaction the game's cogs will use.
"""

import asyncio
import io
import re
from collections.abc import AsyncIterator
from typing import Any

import discord
import harness as harness_module
import pytest
from contract import ContractError
from discord import app_commands
from discord.http import Route
from harness import Harness

from commands.bot import GameCog, KilforthBot
from commands.errors import ReportingView, reports_errors
from kilforth.errors import RuleError

REGIONS = ["city", "citadel", "crag", "moor", "marsh", "mountain"]


class ChooseButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"probe:choose:(?P<channel>\d+):(?P<option>[a-z]+)",
):
    """A prompt option: the custom id carries the channel and the option, so the button
    works on any message, after any restart."""

    def __init__(self, channel: int, option: str) -> None:
        super().__init__(
            discord.ui.Button(
                label=option.title(),
                custom_id=f"probe:choose:{channel}:{option}",
                style=discord.ButtonStyle.primary,
            )
        )
        self.channel = channel
        self.option = option

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> "ChooseButton":
        return cls(int(match["channel"]), match["option"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.option == "stale":
            raise RuleError("stale_prompt", "That choice is no longer open.", "R-PROMPT-1")
        await interaction.response.edit_message(content=f"Chose {self.option}", view=None)


class MenuView(ReportingView):
    def __init__(self) -> None:
        super().__init__(timeout=None)

    @discord.ui.select(
        custom_id="probe:menu",
        min_values=1,
        max_values=2,
        options=[discord.SelectOption(label=r.title(), value=r) for r in REGIONS],
    )
    async def menu(
        self, interaction: discord.Interaction[Any], select: discord.ui.Select[Any]
    ) -> None:
        await interaction.response.send_message(
            f"Picked {', '.join(select.values)}", ephemeral=True
        )


class Probe(GameCog):
    dynamic_items = (ChooseButton,)

    deck = app_commands.Group(name="probe-deck", description="Deck probes")
    draw = app_commands.Group(name="pile", description="Draw piles", parent=deck)

    def persistent_views(self) -> list[discord.ui.View]:
        return [MenuView()]

    @app_commands.command(description="Repeat a text in an embed")
    @app_commands.describe(text="What to say", times="How often", loud="Shout it")
    async def echo(
        self, interaction: discord.Interaction[Any], text: str, times: int = 1, loud: bool = False
    ) -> None:
        said = " ".join([text.upper() if loud else text] * times)
        em = discord.Embed(title="Echo", description=said).add_field(name="times", value=str(times))
        await interaction.response.send_message(embed=em)

    @app_commands.command(description="Answer after thinking")
    async def slow(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await interaction.followup.send(embed=discord.Embed(title="Done"), ephemeral=True)
        await interaction.followup.send("And one more thing.")

    @app_commands.command(description="Pick a region")
    async def go(self, interaction: discord.Interaction[Any], region: str) -> None:
        await interaction.response.send_message(f"Going to {region}")

    @go.autocomplete("region")
    async def _regions(
        self, interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[str]]:
        return [
            app_commands.Choice(name=r.title(), value=r) for r in REGIONS if r.startswith(current)
        ]

    @app_commands.command(description="Offer a choice")
    async def prompt(self, interaction: discord.Interaction[Any]) -> None:
        view = discord.ui.View(timeout=None)
        for option in ("gold", "loot", "stale"):
            view.add_item(ChooseButton(interaction.channel_id or 0, option))
        await interaction.response.send_message("Gold or loot?", view=view)
        await interaction.followup.send("Or pick regions:", view=MenuView())

    @app_commands.command(description="Look at a player")
    async def inspect(self, interaction: discord.Interaction[Any], user: discord.Member) -> None:
        await interaction.response.send_message(f"{user.display_name} ({user.id})", ephemeral=True)

    @draw.command(name="top", description="Draw from the top")
    async def draw_top(self, interaction: discord.Interaction[Any], count: int) -> None:
        await interaction.response.send_message(f"Drew {count}")

    @app_commands.command(description="Post to the channel")
    async def announce(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("Announced.", ephemeral=True)
        assert isinstance(interaction.channel, discord.abc.Messageable)
        posted = await interaction.channel.send(embed=discord.Embed(title="Day 2 begins"))
        await posted.edit(content="At dawn.")

    @app_commands.command(description="Answer, then revise with a picture")
    async def revise(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message("Rolling…")
        picture = discord.File(io.BytesIO(b"\x89PNG dice"), filename="dice.png")
        await interaction.edit_original_response(
            content="Rolled 3 successes",
            embed=discord.Embed(title="Roll").set_image(url="attachment://dice.png"),
            attachments=[picture],
        )

    @app_commands.command(description="Call an endpoint Discord does not have")
    async def rogue(self, interaction: discord.Interaction[Any]) -> None:
        await self.bot.http.request(Route("GET", "/games/kilforth"))

    @app_commands.command(description="An embed title Discord refuses")
    async def overlong(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.send_message(embed=discord.Embed(title="x" * 300))

    @app_commands.command(description="Forget to answer")
    async def mute(self, interaction: discord.Interaction[Any]) -> None:
        return None


@pytest.fixture
async def harness() -> AsyncIterator[Harness]:
    async with Harness(cogs_package=None, cogs=[Probe]) as started:
        yield started


async def test_login_goes_through_the_real_path(harness: Harness) -> None:
    bot = harness.bot
    assert bot.user is not None and bot.user.id == harness.application_id
    assert bot.application_id == harness.application_id
    assert [r.route for r in harness.discord.requests] == ["/users/@me", "/oauth2/applications/@me"]
    assert bot.get_guild(harness.guild_id) is not None


async def test_slash_command_with_options_answers_with_an_embed(harness: Harness) -> None:
    result = await harness.slash("echo", text="hail", times=2, loud=True)

    assert result.interaction.command is not None
    assert result.interaction.command.name == "echo"
    assert result.response_type == 4
    assert not result.response.ephemeral  # type: ignore[union-attr]
    [em] = result.embeds
    assert em["title"] == "Echo"
    assert em["description"] == "HAIL HAIL"
    assert em["fields"] == [{"name": "times", "value": "2", "inline": True}]
    assert result.response.path.startswith(f"/interactions/{result.interaction.id}/")  # type: ignore[union-attr]


async def test_channel_message(harness: Harness) -> None:
    result = await harness.slash("announce")

    post, edit = result.requests[1:]
    assert (post.method, post.route) == ("POST", "/channels/{channel_id}/messages")
    assert post.path == f"/channels/{harness.channel.id}/messages"
    assert post.body["embeds"][0]["title"] == "Day 2 begins"
    assert (edit.method, edit.route) == ("PATCH", "/channels/{channel_id}/messages/{message_id}")
    shown = harness.discord.messages[int(edit.path.rsplit("/", 1)[1])]
    assert shown["content"] == "At dawn." and shown["edited_timestamp"] is not None


async def test_edit_with_a_file_is_multipart(harness: Harness) -> None:
    result = await harness.slash("revise")

    edit = result.requests[1]
    assert (edit.method, edit.route) == (
        "PATCH",
        "/webhooks/{webhook_id}/{webhook_token}/messages/@original",
    )
    assert edit.files == [("dice.png", b"\x89PNG dice")]
    assert edit.body["content"] == "Rolled 3 successes"
    [shown] = harness.discord.messages.values()
    assert shown["content"] == "Rolled 3 successes"
    assert [a["filename"] for a in shown["attachments"]] == ["dice.png"]


async def test_commands_in_a_thread(harness: Harness) -> None:
    thread = harness.new_channel("game-1", thread_of=harness.channel)
    result = await harness.slash("echo", text="hi", channel=thread)

    assert isinstance(result.interaction.channel, discord.Thread)
    assert result.interaction.channel.parent_id == harness.channel.id
    [shown] = harness.discord.messages.values()
    assert shown["channel_id"] == str(thread.id)


async def test_deferred_answer_then_followups(harness: Harness) -> None:
    result = await harness.slash("slow")

    assert [r.route for r in result.requests] == [
        "/interactions/{interaction_id}/{interaction_token}/callback",
        "/webhooks/{webhook_id}/{webhook_token}",
        "/webhooks/{webhook_id}/{webhook_token}",
    ]
    assert result.response_type == 5
    assert result.response.body["data"] == {"flags": 64}  # type: ignore[union-attr]
    assert [m.get("content") for m in result.messages] == [None, "And one more thing."]
    assert result.embeds[0]["title"] == "Done"
    # The first followup replaced the private "thinking" message; the second is a new one.
    stored = list(harness.discord.messages.values())
    assert stored[0]["embeds"][0]["title"] == "Done" and stored[0]["flags"] == 64
    assert stored[1]["content"] == "And one more thing." and stored[1]["flags"] == 0


async def test_concurrent_interactions_keep_their_requests_apart(harness: Harness) -> None:
    first, second = await asyncio.gather(
        harness.slash("slow"), harness.slash("echo", text="meanwhile")
    )

    assert len(first.requests) == 3 and first.response_type == 5
    assert [r.callback_type for r in second.requests] == [4]
    assert second.embeds[0]["description"] == "meanwhile"


async def test_autocomplete_offers_choices_for_what_is_typed(harness: Harness) -> None:
    result = await harness.autocomplete("go", "region", region="c")

    assert result.response_type == 8
    assert result.choices == [
        {"name": "City", "value": "city"},
        {"name": "Citadel", "value": "citadel"},
        {"name": "Crag", "value": "crag"},
    ]


async def test_subcommand_group(harness: Harness) -> None:
    result = await harness.slash("probe-deck pile top", count=3)

    options = result.interaction.data["options"]  # type: ignore[index]
    assert options[0]["type"] == 2 and options[0]["options"][0]["type"] == 1
    assert result.messages[0]["content"] == "Drew 3"


async def test_member_option_is_resolved(harness: Harness) -> None:
    bob = harness.user("bob")
    # The option is called "user", like the harness's own parameter for who runs it.
    result = await harness.slash("inspect", opts={"user": bob}, user=harness.owner)

    assert result.messages[0]["content"] == f"Bob ({bob.id})"
    assert result.response.ephemeral  # type: ignore[union-attr]
    assert result.interaction.user.id == harness.owner.id


async def test_dynamic_item_button_carries_its_data(harness: Harness) -> None:
    shown = await harness.slash("prompt")
    [row] = shown.messages[0]["components"]
    custom_ids = [b["custom_id"] for b in row["components"]]
    assert custom_ids == [
        f"probe:choose:{harness.channel.id}:{o}" for o in ("gold", "loot", "stale")
    ]

    bob = harness.user("bob")
    clicked = await harness.click(custom_ids[1], user=bob)

    assert clicked.response_type == 7
    assert clicked.interaction.user.id == bob.id
    [edit] = clicked.messages
    assert (edit["content"], edit["components"]) == ("Chose loot", [])
    # Discord now shows the edited message, without buttons.
    assert clicked.interaction.message is not None
    message = harness.discord.messages[clicked.interaction.message.id]
    assert message["content"] == "Chose loot" and message["components"] == []


async def test_dynamic_item_works_after_a_restart() -> None:
    async with Harness(cogs_package=None, cogs=[Probe]) as before:
        await before.slash("prompt")
        message = before.discord.message_with(f"probe:choose:{before.channel.id}:gold")
    # A new process knows nothing of the old message, yet the button still works.
    async with Harness(cogs_package=None, cogs=[Probe]) as after:
        clicked = await after.click(f"probe:choose:{before.channel.id}:gold", message=message)
        assert clicked.messages[0]["content"] == "Chose gold"


async def test_refused_button_answers_privately(harness: Harness) -> None:
    await harness.slash("prompt")
    result = await harness.click(f"probe:choose:{harness.channel.id}:stale")

    assert result.response_type == 4
    assert result.response.ephemeral  # type: ignore[union-attr]
    assert "no longer open" in result.text() and "R-PROMPT-1" in result.text()


async def test_select_menu_on_a_persistent_view(harness: Harness) -> None:
    await harness.slash("prompt")
    result = await harness.select("probe:menu", ["moor", "marsh"])

    assert result.interaction.data["values"] == ["moor", "marsh"]  # type: ignore[index]
    assert result.response_type == 4
    assert result.messages[0]["content"] == "Picked moor, marsh"
    assert result.response.ephemeral  # type: ignore[union-attr]


async def test_select_refuses_values_discord_would_not_send(harness: Harness) -> None:
    await harness.slash("prompt")
    with pytest.raises(ValueError, match="would not send"):
        await harness.select("probe:menu", ["atlantis"])
    with pytest.raises(ValueError, match="would not send"):
        await harness.select("probe:menu", ["moor", "marsh", "crag"])


async def test_a_click_needs_a_message_holding_the_button(harness: Harness) -> None:
    with pytest.raises(LookupError, match="no message"):
        await harness.click("probe:choose:1:gold")


async def test_options_are_checked_like_discord_does(harness: Harness) -> None:
    with pytest.raises(LookupError, match="no option"):
        await harness.slash("echo", txt="typo")
    with pytest.raises(ValueError, match="requires"):
        await harness.slash("echo")
    with pytest.raises(LookupError, match="no slash command"):
        await harness.slash("nope")


async def test_overlong_embed_is_caught(harness: Harness) -> None:
    with pytest.raises(ContractError, match=r"embeds\[0\]\.title.*256"):
        await harness.slash("overlong")


async def test_an_endpoint_discord_does_not_have_fails(harness: Harness) -> None:
    with pytest.raises(ContractError, match="no such path"):
        await harness.slash("rogue")


async def test_unanswered_interaction_fails(harness: Harness) -> None:
    with pytest.raises(AssertionError, match="never answered"):
        await harness.slash("mute")


async def test_a_late_answer_fails(harness: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    # Pretend Discord's window is already over when the answer is sent.
    monkeypatch.setattr(harness_module, "ANSWER_WITHIN", -1.0)
    with pytest.raises(AssertionError, match="answered after"):
        await harness.slash("echo", text="late")


async def test_command_tree_payloads_and_sync_request(harness: Harness) -> None:
    payloads = harness.command_payloads()
    names = {p["name"] for p in payloads}
    assert {"echo", "slow", "go", "prompt", "probe-deck"} <= names

    [request] = await harness.sync()
    assert (request.method, request.route) == ("PUT", "/applications/{application_id}/commands")
    assert {c["name"] for c in request.body} == names


async def test_sync_to_the_dev_guild() -> None:
    from commands.settings import Settings

    settings = Settings(KILFORTH_DEV_GUILD="42")
    async with Harness(cogs_package=None, cogs=[Probe], settings=settings) as harness:
        [request] = await harness.sync()
    assert request.route == "/applications/{application_id}/guilds/{guild_id}/commands"
    assert request.path.endswith("/guilds/42/commands")
    assert "echo" in {c["name"] for c in request.body}


async def test_bot_registers_cog_components(harness: Harness) -> None:
    bot: KilforthBot = harness.bot
    assert ChooseButton in bot._connection._view_store._dynamic_items.values()
    assert bot.persistent_views and isinstance(bot.persistent_views[0], MenuView)
