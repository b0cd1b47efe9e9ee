"""What players look up: the map, hero sheets, their own hand, what happened while they were
away, short rule help and the list of commands. Everything here only reads the game."""

import asyncio
import re
from collections.abc import Callable, Iterable
from dataclasses import replace
from typing import Any

import discord
from discord import app_commands

from commands.bot import GameCog, KilforthBot
from commands.checks import is_moderator
from commands.choices import game_state, matching
from commands.context import channel_key, game_flow, mention, player_id, private
from commands.deadline import in_time
from commands.embeds import card_embed, embed, hero_embeds, paged_embeds, truncate
from commands.errors import refusals, reports_errors
from commands.language import reader_language, reader_say
from commands.narration import public_line
from commands.options import Card, Region
from commands.pictures import map_embed, player_names
from commands.prompts import SELECT_MAX as SELECT_OPTIONS
from commands.prompts import STALE_GAME
from commands.translator import command_key
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.i18n import DEFAULT_LANG, msgid, t
from kilforth.render import heroes as heroes_view
from kilforth.render import rules_help, text
from kilforth.render.away import away_summary
from kilforth.render.cards import card_sheet
from kilforth.render.palette import as_int, hero_colour
from kilforth.render.panel import region_line
from kilforth.render.regions import ancient_now, look_text
from kilforth.render.say import Say
from kilforth.state import GameState
from kilforth.store import LogEntry
from kilforth.store.chronicles import standing
from kilforth.visibility import find_visible, visible_cards

# /log's summary: since the reader's last command, or since the game began.
SINCE_CHOICES = [app_commands.Choice(name="Your last turn", value="last-turn"),
                 app_commands.Choice(name="The game's start", value="start")]
# Entries said between two turns of the event loop: saying 200 of them at once kept every
# other channel waiting 35-50 ms.
LOG_CHUNK = 25

# /help's sections, by the cog that holds the commands, in the order a new player needs them
# (their titles are `info-help-section`'s).
HELP_SECTIONS = ("Session", "Actions", "Gifts", "Info", "AdminCog")


def token_colour(state: GameState, hero_id: str) -> discord.Colour:
    """The hero's token colour on the map, for every embed about that hero."""
    return discord.Colour(as_int(hero_colour(state, hero_id)))


def region_menus(state: GameState, pack: Pack, game: int, say: Say) -> discord.ui.View:
    """The map's menus of Regions (25 a menu), each answering with `/look`'s view."""
    view = discord.ui.View(timeout=None)
    regions = list(state.grid)
    for page in range(0, min(len(regions), SELECT_OPTIONS * 5), SELECT_OPTIONS):
        options = [discord.SelectOption(label=truncate(say.card(pack, r), 100), value=r,
                                        description=truncate(region_line(state, pack, r, say),
                                                             100))
                   for r in regions[page:page + SELECT_OPTIONS]]
        view.add_item(RegionSelect(game, page // SELECT_OPTIONS, options=options,
                                   placeholder=say("look-region")))
    return view


class RegionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                   template=r"kf:r:(?P<game>\d{1,19}):(?P<page>\d)"):
    """A menu of the Map's Regions on `/map`: the one picked is shown as `/look` shows it,
    privately, as the game stands when it is picked."""

    def __init__(self, game: int, page: int, *,
                 options: list[discord.SelectOption] | None = None,
                 placeholder: str = "…") -> None:
        super().__init__(discord.ui.Select(
            custom_id=f"kf:r:{game}:{page}", placeholder=placeholder,
            options=options or [discord.SelectOption(label="…", value="…")]))
        self.game = game

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> "RegionSelect":
        return cls(int(match["game"]), int(match["page"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        key = channel_key(interaction)
        with refusals():
            session = await game_flow(interaction).store.session(key)
            if session is None or session.id != self.game:
                raise RuleError("stale_map", t(DEFAULT_LANG, STALE_GAME), key=STALE_GAME)
            state = await game_flow(interaction).store.state(key)
        values = (interaction.data or {}).get("values") or [""]
        await _look(interaction, state, str(values[0]))


async def _look(interaction: discord.Interaction[Any], state: GameState, wanted: str) -> None:
    """Show a Region of the game privately, found by its id or its name."""
    pack = pack_for(state)
    say = reader_say(interaction, pack)
    folded = wanted.strip().casefold()
    region = next((r for r in state.grid if folded in (
        r.casefold(), pack.names[r].casefold(), say.card(pack, r).casefold())), None)
    if region is None:
        raise RuleError("no_such_region", f"There is no Region '{wanted[:40]}' on this Map:"
                        " pick one from the list /look offers.",
                        key=msgid("look-no-such-region"), params={"name": wanted[:40]})
    await private(interaction, paged_embeds(say.card(pack, region),
                                            look_text(state, pack, region, say), say=say))


async def _cards_named(interaction: discord.Interaction[Any], current: str,
                       cards: Callable[[GameState], Iterable[str]]
                       ) -> list[app_commands.Choice[str]]:
    """Autocomplete of the game's `cards`, each by its name in the reader's language."""
    state = await game_state(interaction)
    if state is None:
        return []
    pack = pack_for(state)
    say = reader_say(interaction, pack)
    return matching(((say.card(pack, c), c) for c in cards(state)), current)


class Info(GameCog):
    dynamic_items = (RegionSelect,)

    async def _state(self, interaction: discord.Interaction[Any]) -> GameState:
        with refusals():
            return await self.bot.store.state(channel_key(interaction))

    @app_commands.command(name="map", description="The map of this channel's game")
    async def map(self, interaction: discord.Interaction[Any]) -> None:
        key = channel_key(interaction)
        with refusals():
            state = await self.bot.store.state(key)
            session = await self.bot.store.session(key)
        pack = pack_for(state)
        say = reader_say(interaction, pack)
        picture = await self.bot.flow.pictures.file(
            interaction.channel_id or 0, session.id if session else 0,
            session.version if session else 0, state,
            player_names(state, interaction.guild, self.bot),
            await self.bot.autopilot.words(key, state, say), say)
        await interaction.response.send_message(
            embed=map_embed(state, pack, say), file=picture, ephemeral=True,
            view=region_menus(state, pack, session.id if session else 0, say))

    @app_commands.command(description="What stands in a Region: Encounters, Plots, Obstacles,"
                          " heroes (only you see this)")
    @app_commands.describe(region="Any Region of the Map")
    async def look(self, interaction: discord.Interaction[Any], region: Region) -> None:
        await _look(interaction, await self._state(interaction), region)

    @look.autocomplete("region")
    async def _regions(self, interaction: discord.Interaction[Any], current: str
                       ) -> list[app_commands.Choice[str]]:
        return await _cards_named(interaction, current, lambda state: state.grid)

    @app_commands.command(description="A hero sheet")
    @app_commands.describe(player="Whose heroes (default: yours)")
    async def hero(self, interaction: discord.Interaction[Any],
                   player: discord.User | None = None) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        say = reader_say(interaction, pack)
        me = player_id(interaction.user)
        owner = player_id(player) if player else me
        heroes = [h for h in state.heroes if h.player == owner]
        if not heroes and player is None:
            heroes = state.heroes
        if not heroes:
            raise RuleError("no_hero", "That player has no hero in this game.",
                            key=msgid("info-no-hero"))
        secret = state.options.secret_hands
        await private(interaction, [
            shown for h in heroes
            for shown in hero_embeds(heroes_view.hero_sheet(
                state, pack, h, show_hand=h.player == me or not secret, say=say),
                colour=token_colour(state, h.id), say=say)])

    @app_commands.command(description="Your Rumours, Assets and Loot, with what each does (only you see this)")
    async def hand(self, interaction: discord.Interaction[Any]) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        say = reader_say(interaction, pack)
        mine = state.heroes_of(player_id(interaction.user))
        if not mine:
            raise RuleError("not_seated", "You have no hero in this game.",
                            key=msgid("info-not-seated"))
        await private(interaction, [page for h in mine for page in paged_embeds(
            say("info-hand", hero=h.name, gold=h.gold), heroes_view.hand_text(pack, h, say),
            colour=token_colour(state, h.id), say=say)])

    @app_commands.command(description="A card in full: what it does, its keywords and Gold (only you see this)")
    @app_commands.describe(name="A card you can see: your hand, the Map, offers, discards, heroes' cards")
    async def card(self, interaction: discord.Interaction[Any], name: Card) -> None:
        state = await self._state(interaction)
        pack = pack_for(state)
        found = find_visible(state, pack, player_id(interaction.user), name)
        if found is None:
            raise RuleError("card_not_visible", f"There is no card '{name}' you can see in this"
                            " game: pick one from the list /card offers (your hand, the Map,"
                            " offers, discard piles, the heroes' cards, Ancients and Plots in"
                            " play).", key=msgid("info-card-not-visible"), params={"name": name})
        say = reader_say(interaction, pack)
        sheet = card_sheet(pack, found, say)
        now = ancient_now(state, pack, found, say)
        if now is not None:
            # The card as it stands in this game (issue 35.4), before its printed fields.
            sheet = replace(sheet, fields=[(say("look-now"), now), *sheet.fields])
        await private(interaction, [card_embed(sheet)])

    @card.autocomplete("name")
    async def _visible(self, interaction: discord.Interaction[Any], current: str
                       ) -> list[app_commands.Choice[str]]:
        me = player_id(interaction.user)
        return await _cards_named(interaction, current,
                                  lambda state: visible_cards(state, pack_for(state), me))

    @app_commands.command(description="What happened since your last turn (only you see this)")
    @app_commands.describe(last="Show the last N entries instead",
                           since="Summed up Day by Day since when (default: your last turn)")
    @app_commands.choices(since=SINCE_CHOICES)
    async def log(self, interaction: discord.Interaction[Any],
                  last: app_commands.Range[int, 1, 200] | None = None,
                  since: str = "last-turn") -> None:
        key, me = channel_key(interaction), player_id(interaction.user)
        with refusals():
            info = await self.bot.store.session(key)
            if info is None or info.status == "lobby":
                raise RuleError("no_game", "There is no running game in this channel.",
                                key=msgid("info-no-running-game"))
            # Only the entries needed are read (a late game's whole log is hundreds of them),
            # answered in time should the disk be slow.
            work = (self.bot.store.history(info.id, last=last) if last is not None else
                    self.bot.store.history(
                        info.id, after_command_of=me if since == "last-turn" else None))
            shown = await in_time(interaction, work, private=True)
            state = await self.bot.store.state(key)
        say = reader_say(interaction, pack_for(state))
        if last is None:
            await self._away(interaction, state, shown, say)
            return
        if not shown:
            await _nothing_new(interaction, say)
            return
        lines: list[str] = []
        for start in range(0, len(shown), LOG_CHUNK):
            if start:
                await asyncio.sleep(0)
            lines += [line for entry in shown[start:start + LOG_CHUNK]
                      for line in self._entry_lines(state, entry, me, say)]
        await private(interaction, paged_embeds(say("info-last-entries", count=len(shown)),
                                                "\n".join(lines), say=say))

    @staticmethod
    async def _away(interaction: discord.Interaction[Any], state: GameState,
                    entries: list[LogEntry], say: Say) -> None:
        """/log's summary of `entries`: per Day, a line per hero (issue 32)."""
        days = away_summary(state, pack_for(state), [e.events for e in standing(entries)], say)
        if not days:
            await _nothing_new(interaction, say)
            return
        await private(interaction, paged_embeds(
            say("away-title"), "\n\n".join("\n".join(day.lines) for day in days), say=say))

    @staticmethod
    def _entry_lines(state: GameState, entry: LogEntry, viewer: str, say: Say) -> list[str]:
        pack = pack_for(state)
        who = ", ".join(h.name for h in state.heroes_of(entry.player)) or (
            mention(entry.player) or entry.player)
        what = say("info-entry-kind", kind=entry.command.kind if entry.command else entry.kind)
        lines = [say("info-entry", version=str(entry.version), who=who, what=what)]
        for e in entry.events:
            owner = text.secret_owner(state, e)
            line = (text.secret_line(state, pack, e, say) if owner == viewer
                    else public_line(state, pack, e, say))
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
        say = reader_say(interaction, load_pack())
        sections: dict[str, list[str]] = {cog: [] for cog in HELP_SECTIONS}
        for command in self.bot.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                cog = type(command.binding).__name__
                sections.setdefault(cog if cog in HELP_SECTIONS else "other", []).append(
                    say("info-help-command", command=_typed(say, command),
                        description=say(command_key(command.qualified_name) + "-desc")))
        if not is_moderator(interaction, self.bot.settings):
            sections["AdminCog"] = [say("info-help-admin")]
        body = "\n\n".join([say("info-help-intro"), *(
            f"**{say('info-help-section', cog=cog)}**\n" + "\n".join(lines)
            for cog, lines in sections.items() if lines)])
        await private(interaction, paged_embeds(say("info-help-title"), body, say=say))


async def _nothing_new(interaction: discord.Interaction[Any], say: Say) -> None:
    await private(interaction, [embed(say("info-nothing-new"), say("info-nothing-new-body"))])


def _typed(say: Say, command: app_commands.Command[Any, ..., Any]) -> str:
    """A command as its reader types it: each word of its name in their language, through
    the words its Translator gives Discord."""
    words = command.qualified_name.split()
    return "/" + " ".join(say(command_key(" ".join(words[:n + 1])))
                          for n in range(len(words)))


async def setup(bot: KilforthBot) -> None:
    await bot.add_cog(Info(bot))
