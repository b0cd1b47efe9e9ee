"""What players look up: the map, hero sheets, their own hand, what happened while they were
away, short rule help and the list of commands. Everything here only reads the game."""

from typing import Any

import discord
from discord import app_commands

from commands.bot import GameCog, KilforthBot
from commands.checks import is_moderator
from commands.choices import game_state, matching
from commands.context import channel_key, mention, player_id, private
from commands.deadline import in_time
from commands.embeds import card_embed, embed, hero_embeds, paged_embeds
from commands.errors import refusals
from commands.language import reader_language
from commands.narration import public_line
from commands.options import Card
from commands.pictures import map_embed, player_names
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.render import heroes as heroes_view
from kilforth.render import rules_help, text
from kilforth.render.cards import card_sheet
from kilforth.render.palette import as_int, hero_colour
from kilforth.state import GameState
from kilforth.store import LogEntry
from kilforth.visibility import find_visible, visible_cards

LOG_DEFAULT_MAX = 50

# /help's sections, by the cog that holds the commands, in the order a new player needs them.
HELP_SECTIONS = {
    "Session": "Setting up a game",
    "Actions": "On your turn",
    "Gifts": "Gifts (free during your turn)",
    "Info": "Looking things up",
    "AdminCog": "Moderators",
}


def token_colour(state: GameState, hero_id: str) -> discord.Colour:
    """The hero's token colour on the map, for every embed about that hero."""
    return discord.Colour(as_int(hero_colour(state, hero_id)))


class Info(GameCog):
    async def _state(self, interaction: discord.Interaction[Any]) -> GameState:
        with refusals():
            return await self.bot.store.state(channel_key(interaction))

    @app_commands.command(name="map", description="The map of this channel's game")
    async def map(self, interaction: discord.Interaction[Any]) -> None:
        key = channel_key(interaction)
        with refusals():
            state = await self.bot.store.state(key)
            session = await self.bot.store.session(key)
        picture = await self.bot.flow.pictures.file(
            interaction.channel_id or 0, session.id if session else 0,
            session.version if session else 0, state,
            player_names(state, interaction.guild, self.bot),
            await self.bot.autopilot.words(key, state))
        await interaction.response.send_message(embed=map_embed(state, pack_for(state)),
                                                file=picture, ephemeral=True)

    @app_commands.command(description="A hero sheet")
    @app_commands.describe(player="Whose heroes (default: yours)")
    async def hero(self, interaction: discord.Interaction[Any],
                   player: discord.User | None = None) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        me = player_id(interaction.user)
        owner = player_id(player) if player else me
        heroes = [h for h in state.heroes if h.player == owner]
        if not heroes and player is None:
            heroes = state.heroes
        if not heroes:
            raise RuleError("no_hero", "That player has no hero in this game.")
        secret = state.options.secret_hands
        await private(interaction, [
            shown for h in heroes
            for shown in hero_embeds(heroes_view.hero_sheet(state, pack, h, show_hand=h.player == me or not secret),
                                     colour=token_colour(state, h.id))])

    @app_commands.command(description="Your Rumours, Assets and Loot, with what each does (only you see this)")
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        mine = state.heroes_of(player_id(interaction.user))
        if not mine:
            raise RuleError("not_seated", "You have no hero in this game.")
        await private(interaction, [page for h in mine for page in paged_embeds(
            f"{h.name} · Gold {h.gold}", heroes_view.hand_text(pack, h), colour=token_colour(state, h.id))])

    @app_commands.command(description="A card in full: what it does, its keywords and Gold (only you see this)")
    @app_commands.describe(name="A card you can see: your hand, the Map, offers, discards, heroes' cards")
    async def card(self, interaction: discord.Interaction[Any], name: Card) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        found = find_visible(state, pack, player_id(interaction.user), name)
        if found is None:
            raise RuleError("card_not_visible", f"There is no card '{name}' you can see in this game: pick one "
                            "from the list /card offers (your hand, the Map, offers, discard piles, the "
                            "heroes' cards, Ancients and Plots in play).")
        await private(interaction, [card_embed(card_sheet(pack, found))])

    @card.autocomplete("name")
    async def _visible(self, interaction: discord.Interaction[Any], current: str
                       ) -> list[app_commands.Choice[str]]:
        state = await game_state(interaction)
        if state is None:
            return []
        pack = pack_for(state)
        cards = visible_cards(state, pack, player_id(interaction.user))
        return matching(((pack.names[c], c) for c in cards), current)

    @app_commands.command(description="What happened since your last turn (only you see this)")
    @app_commands.describe(last="Show the last N entries instead")
    async def log(self, interaction: discord.Interaction[Any],
                  last: app_commands.Range[int, 1, 200] | None = None) -> None:
        key, me = channel_key(interaction), player_id(interaction.user)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None or info.status == "lobby":
                raise RuleError("no_game", "There is no running game in this channel.")
            # Only the entries shown are read (a late game's whole log is hundreds of them),
            # answered in time should the disk be slow.
            shown = await in_time(interaction, self.bot.store.history(
                info.id, last=last or LOG_DEFAULT_MAX,
                after_command_of=None if last is not None else me), private=True)
            state = await self.bot.store.state(key)
        if not shown:
            await private(interaction, [embed("Nothing new", "Nothing has happened since your"
                                              " last command.")])
            return
        lines = [line for entry in shown for line in self._entry_lines(state, entry, me)]
        await private(interaction, paged_embeds(f"The last {len(shown)} entries", "\n".join(lines)))

    @staticmethod
    def _entry_lines(state: GameState, entry: LogEntry, viewer: str) -> list[str]:
        pack = pack_for(state)
        who = ", ".join(h.name for h in state.heroes_of(entry.player)) or (
            mention(entry.player) or entry.player)
        what = entry.command.kind.replace("_", " ") if entry.command else entry.kind
        lines = [f"**{entry.version}. {who}: {what}**"]
        for e in entry.events:
            owner = text.secret_owner(state, e)
            line = (text.secret_line(state, pack, e) if owner == viewer
                    else public_line(state, pack, e))
            if line:
                lines.append(line)
        return lines

    @app_commands.command(description="A short explanation of a rule")
    @app_commands.describe(topic="What to explain")
    @app_commands.choices(topic=[app_commands.Choice(name=rules_help.topic_title("en", key),
                                                     value=key) for key in rules_help.TOPICS])
    async def rules(self, interaction: discord.Interaction[Any], topic: str) -> None:
        lang = reader_language(interaction)
        await interaction.response.send_message(embed=embed(
            rules_help.topic_title(lang, topic), rules_help.topic_text(lang, topic),
            footer=rules_help.footer(lang)), ephemeral=True)

    @app_commands.command(name="help", description="The bot's commands")
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        sections: dict[str, list[str]] = {title: [] for title in HELP_SECTIONS.values()}
        for command in self.bot.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                title = HELP_SECTIONS.get(type(command.binding).__name__, "Other")
                sections.setdefault(title, []).append(
                    f"`/{command.qualified_name}` — {command.description}")
        if not is_moderator(interaction, self.bot.settings):
            sections[HELP_SECTIONS["AdminCog"]] = [
                "`/kilforth-admin …` inspects, repairs and ends a channel's game, for members"
                " with Manage Channels or the moderator role."]
        intro = ("Open a game with `/kilforth new`, take a seat with `/kilforth join`, then "
                 "`/kilforth start`. On your turn, use an Action command; the bot pings whoever "
                 "must act or answer.")
        body = "\n\n".join([intro, *(f"**{title}**\n" + "\n".join(lines)
                                     for title, lines in sections.items() if lines)])
        await private(interaction, paged_embeds("Gloom of Kilforth — commands", body))


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Info(bot))
