"""`/kilforth-admin`: moderators inspect, repair and end a channel's game (DESIGN.md §6).

Who may: members with Manage Channels, or the configured moderator role. The group's default
permissions keep it out of other members' command lists; the `moderator_only` check is the
real guard, and it is what lets the role through once a server shows the group to it.

Every refusal is private, with the reason and what to do instead. What changes the game
(undo, skip, replace, import) is announced in the channel with the turn banner, so the
players learn whose turn it is without asking.
"""

import contextlib
import io
import logging
import re
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands

from commands.bot import GameCog
from commands.checks import NotModerator, is_moderator, moderator_only
from commands.context import channel_key, mention, player_id
from commands.deadline import in_time, replace_message, reply
from commands.embeds import Palette, add_field, embed
from commands.errors import refusals, reports_errors
from commands.language import LANGUAGE_CHOICES, game_say, reader_say
from commands.reminders import ON_TIMEOUT, clock_text
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import forget, pack_for
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.i18n import Lang, msgid
from kilforth.invariants import violations
from kilforth.render import companions, text
from kilforth.render.refusals import refusal_text
from kilforth.render.say import ENGLISH, Say
from kilforth.sim.seats import DEFAULT_LEVEL
from kilforth.state import GameState
from kilforth.store import (
    CorruptStateError,
    ImportRefusedError,
    LogEntry,
    SessionInfo,
    Store,
)
from kilforth.store.models import Pilot
from kilforth.store.timers import MAX_CLOCK_HOURS, ClockSettings, TimeoutPolicy
from kilforth.store.transfer import MAX_IMPORT_BYTES

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

MAX_UNDO = 20
RECENT_ENTRIES = 8
MAX_VIOLATIONS_SHOWN = 5

NO_GAME = ("There is no game in progress in this channel. Open one with /kilforth new, or"
           " bring a saved one back with /kilforth-admin import.")
# Store refusals whose reason is written for players, said again for a moderator.
_REASON = {
    "no_game": (NO_GAME, msgid("admin-no-game")),
    "not_undoable": ("The channel's last game has not started or was abandoned: there is"
                     " nothing to undo.", msgid("admin-not-undoable")),
}
# What a moderator can do about a store refusal, added to its reason.
_ADVICE = {
    "not_started": ("Wait for the players to /kilforth start it.",
                    msgid("admin-advice-not-started")),
    "nothing_to_undo": ("Undo fewer commands, or end the game with /kilforth-admin reset.",
                        msgid("admin-advice-nothing-to-undo")),
    "game_exists": ("End it first with /kilforth-admin reset, or import into another channel.",
                    msgid("admin-advice-game-exists")),
    "not_seated": ("/kilforth-admin inspect lists who has a seat.",
                   msgid("admin-advice-not-seated")),
    "already_seated": ("Choose someone who has no seat in this game.",
                       msgid("admin-advice-already-seated")),
}


def moderator_say(interaction: discord.Interaction[Any]) -> Say:
    """The words of the moderator who acted: what only they see is in their language."""
    return reader_say(interaction, load_pack())


@contextlib.contextmanager
def refused(say: Say = ENGLISH) -> Iterator[None]:
    """Store refusals as private reasons (see `refusals`), each with what a moderator can do
    instead, the reason said in `say`'s words (the moderator's); a refused import file with
    the reason it was refused."""
    try:
        with refusals():
            yield
    except ImportRefusedError as error:
        raise RuleError(
            "import_refused",
            f"The file was refused: {error.reason}. Attach a file made by"
            " /kilforth-admin export.", key=msgid("admin-import-refused"),
            params={"reason": error.reason},
        ) from error
    except RuleError as error:
        if error.code in _REASON:
            reason, key = _REASON[error.code]
            raise RuleError(error.code, reason, error.rule, key=key) from error
        if error.code in _ADVICE:
            advice, key = _ADVICE[error.code]
            raise RuleError(error.code, f"{error.message} {advice}", error.rule, key=key,
                            params={"reason": refusal_text(error, load_pack(), say)}
                            ) from error
        raise


def who(player: str) -> str:
    return mention(player) or f"`{player}`"


def _messageable(interaction: discord.Interaction[Any]) -> discord.abc.Messageable:
    """Where to announce; checked before changing anything, so a change is never left
    unannounced for want of a channel."""
    channel = interaction.channel
    if not isinstance(channel, discord.abc.Messageable):
        raise RuleError(
            "not_a_text_channel", "Use this command in the text channel or thread of the game.",
            key=msgid("admin-not-text-channel"))
    return channel


async def _latest(store: Store, channel: str) -> SessionInfo:
    """The channel's game in progress, else its last one."""
    games = await store.games(channel)
    if not games:
        raise RuleError(
            "never_played", "This channel has never had a game. Open one with /kilforth new,"
            " or bring a saved one back with /kilforth-admin import.",
            key=msgid("admin-never-played"))
    return games[0]


# ------------------------------------------------------------------ inspect


def entry_line(entry: LogEntry, state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """One log entry for a moderator: its command in words (`state` names the heroes)."""
    what = (companions.describe(entry.command, state, pack, say)
            if entry.command is not None and entry.kind != "undo"
            else say("admin-entry", kind=entry.kind, restored=str(entry.restored_from)))
    return f"v{entry.version} {discord.utils.format_dt(entry.at, 'R')} {who(entry.player)}: {what}"


def session_text(info: SessionInfo, say: Say = ENGLISH) -> str:
    return say("admin-session-text", game=str(info.id), status=say("admin-status", status=info.status),
               mode=info.options.mode, count=info.hero_count, version=str(info.version),
               created=discord.utils.format_dt(info.created_at, "f"), creator=who(info.created_by),
               updated=discord.utils.format_dt(info.updated_at, "R"))


def seats_text(info: SessionInfo, say: Say = ENGLISH) -> str:
    pack = load_pack()
    return "\n".join(say("admin-seat", name=seat.name,
                         race=say.gendered(pack, seat.race, seat.feminine),
                         hero_class=say.gendered(pack, seat.hero_class, seat.feminine),
                         player=who(seat.player))
                     for seat in info.seats) or say("admin-no-seat")


def heroes_text(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """Each hero with its player, ▶ marking the hero the game waits for."""
    acting = None
    if state.result is None:
        acting = state.pending.prompt.hero if state.pending else (
            state.turn.hero if state.turn else None)
    return "\n".join(
        f"{'▶ ' if hero.id == acting else ''}{hero.name} — {who(hero.player)}"
        f"\n{text.hero_status(state, pack, hero, say=say)}"
        for hero in state.heroes
    )


def integrity_text(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    found = violations(pack, state)
    if not found:
        return say("admin-integrity-ok")
    shown = "\n".join(f"• {v}" for v in found[:MAX_VIOLATIONS_SHOWN])
    more = len(found) - MAX_VIOLATIONS_SHOWN
    return (say("admin-integrity-failed", count=len(found), shown=shown)
            + ("\n" + say("admin-integrity-more", count=more) if more > 0 else ""))


def damaged_embed(error: CorruptStateError, say: Say = ENGLISH) -> discord.Embed:
    shown = embed(
        say("admin-damaged", game=str(error.session_id)),
        say("admin-damaged-body", what=error.what, error=str(error.error)),
        colour=Palette.ERROR,
    )
    add_field(shown, say("admin-what-now"), say("admin-damaged-advice"))
    return shown


# ------------------------------------------------------------------ reset confirmation


class ResetButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"kf:reset:(?P<session>\d+):(?P<moderator>\d+):(?P<go>[01])",
):
    """Confirm or cancel a reset. The custom id names the game and the moderator who asked,
    so it works after a restart, only for that moderator, and only on that game."""

    def __init__(self, session: int, moderator: int, go: bool, say: Say = ENGLISH) -> None:
        super().__init__(discord.ui.Button(
            label=say("admin-reset-button") if go else say("admin-cancel-button"),
            style=discord.ButtonStyle.danger if go else discord.ButtonStyle.secondary,
            custom_id=f"kf:reset:{session}:{moderator}:{int(go)}",
        ))
        self.session, self.moderator, self.go = session, moderator, go

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "ResetButton":
        return cls(int(match["session"]), int(match["moderator"]), match["go"] == "1")

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.user.id != self.moderator:
            raise RuleError("not_your_confirmation", "Only the moderator who asked for this"
                            " reset can confirm it. Run /kilforth-admin reset yourself.",
                            key=msgid("admin-not-your-confirmation"))
        if not is_moderator(interaction, interaction.client.settings):
            raise NotModerator()
        say = moderator_say(interaction)
        if not self.go:
            await interaction.response.edit_message(
                embed=embed(say("admin-reset-cancelled"), say("admin-game-goes-on"),
                            colour=Palette.INFO),
                view=None)
            return
        store: Store = interaction.client.store
        channel = channel_key(interaction)
        moderator = player_id(interaction.user)
        # The players are told in their game's language; a game too damaged to tell it, in
        # the moderator's.
        told = say

        async def end() -> int | None:
            nonlocal told
            session, damaged = await _active(store, channel)
            if session == self.session:
                if not damaged:
                    told = game_say(await store.session(channel), load_pack())
                with refused(say):
                    if damaged:
                        await store.reset(channel, moderator)
                    else:
                        await store.abandon(channel, moderator)
                await _forget_paused(store, session)
            return session

        session = await in_time(interaction, end(), update=True)
        if session != self.session:
            await replace_message(interaction, embed=embed(
                say("admin-nothing-to-reset-title"),
                say("admin-no-longer-running", game=str(self.session)), colour=Palette.INFO))
            return
        log.info("Moderator %s reset game %d in channel %s", moderator, session, channel)
        await replace_message(interaction, embed=embed(
            say("admin-reset-done"), say("admin-reset-done-body", game=str(session)),
            colour=Palette.SUCCESS))
        await interaction.followup.send(embed=embed(
            told(msgid("admin-game-ended")),
            told(msgid("admin-game-ended-body"), moderator=interaction.user.display_name),
            colour=Palette.WARNING))


async def _forget_paused(store: Store, session: int) -> None:
    """Drop the engine's paused commands of a game that has just ended. A session row too
    damaged to tell its seed leaves them to be evicted with the oldest."""
    try:
        seed = (await store.get(session)).seed
    except CorruptStateError:
        return
    if seed is not None:
        forget(seed)


async def _active(store: Store, channel: str) -> tuple[int | None, bool]:
    """The channel's game in progress, if any, and whether its saved data is damaged."""
    try:
        info = await store.session(channel)
        if info is not None and info.status == "running":
            await store.session_state(info.id)
    except CorruptStateError as error:
        return error.session_id, True
    return (info.id if info is not None else None), False


# ------------------------------------------------------------------ the cog


class AdminCog(GameCog):
    dynamic_items = (ResetButton,)

    admin = app_commands.Group(
        name="kilforth-admin",
        description="Moderate this channel's Kilforth game",
        default_permissions=discord.Permissions(manage_channels=True),
        guild_only=True,
    )

    @property
    def store(self) -> Store:
        return self.bot.store

    async def _players_say(self, channel: str) -> Say:
        """The words of what the channel's players are told: their game's language."""
        return game_say(await self.store.session(channel), load_pack())

    async def _announce(self, interaction: discord.Interaction[Any],
                        channel: discord.abc.Messageable, state: GameState,
                        events: list[Event], note: str, *,
                        before: GameState | None = None) -> None:
        """Post what the moderator did and the turn banner. The change is already made: if
        the channel refuses the post, the moderator is told rather than shown an apology."""
        try:
            await self.bot.flow.announce(channel, state, events, note=note, before=before)
        except discord.HTTPException as error:
            log.warning("Could not announce in channel %s", channel_key(interaction),
                        exc_info=True)
            say = moderator_say(interaction)
            await interaction.followup.send(embed=embed(
                say("admin-not-announced"),
                say("admin-not-announced-body", error=error.text or error.status),
                colour=Palette.WARNING), ephemeral=True)

    @admin.command(name="inspect", description="Show this channel's game: session, players,"
                   " last commands and an integrity check")
    @moderator_only()
    async def inspect(self, interaction: discord.Interaction[Any]) -> None:
        channel = channel_key(interaction)
        say = moderator_say(interaction)
        try:
            info = await _latest(self.store, channel)
        except CorruptStateError as error:
            await interaction.response.send_message(embed=damaged_embed(error, say),
                                                    ephemeral=True)
            return
        damaged = False
        try:
            entries = await self.store.history(
                info.id, since=max(0, info.version - RECENT_ENTRIES))
            recent = say("admin-none-yet")
            if entries:
                current = await self.store.session_state(info.id)
                recent = "\n".join(entry_line(e, current, pack_for(current), say)
                                   for e in entries)
        except CorruptStateError as error:
            entries, damaged = [], True
            recent = say("admin-log-damaged", what=error.what, error=str(error.error))
        shown = embed(say("admin-inspect-title", game=str(info.id),
                          status=say("admin-status", status=info.status)))
        add_field(shown, say("admin-session"), session_text(info, say))
        if info.status == "lobby":
            add_field(shown, say("admin-seats"), seats_text(info, say))
            integrity = say("admin-not-started-yet")
        elif entries and entries[-1].kind == "reset":
            add_field(shown, say("admin-seats"), seats_text(info, say))
            integrity = say("admin-reset-cleared")
        else:
            try:
                state = await self.store.session_state(info.id)
            except CorruptStateError as error:
                add_field(shown, say("admin-seats"), seats_text(info, say))
                damaged = True
                integrity = say("admin-state-damaged", what=error.what, error=str(error.error))
            else:
                pack = pack_for(state)
                shown.description = text.turn_banner(state, pack, say=say)
                add_field(shown, say("admin-players-heroes"), heroes_text(state, pack, say))
                integrity = integrity_text(state, pack, say)
        add_field(shown, say("admin-last-commands"), recent)
        add_field(shown, say("admin-integrity"), integrity)
        shown.colour = Palette.ERROR if damaged else Palette.INFO
        await interaction.response.send_message(embed=shown, ephemeral=True)

    @admin.command(name="reset", description="End this channel's game so a new one can start"
                   " (asks to confirm)")
    @moderator_only()
    async def reset(self, interaction: discord.Interaction[Any]) -> None:
        session, damaged = await in_time(
            interaction, _active(self.store, channel_key(interaction)), private=True)
        if session is None:
            raise RuleError("no_game", f"Nothing to reset. {NO_GAME}",
                            key=msgid("admin-nothing-to-reset"))
        say = moderator_say(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(ResetButton(session, interaction.user.id, True, say))
        view.add_item(ResetButton(session, interaction.user.id, False, say))
        await reply(interaction, embed=embed(
            say("admin-reset-ask"),
            say("admin-reset-ask-body", game=str(session), damaged="yes" if damaged else "no"),
            colour=Palette.WARNING), view=view, ephemeral=True)

    @admin.command(name="undo", description="Take back the last commands of this channel's game")
    @app_commands.describe(count=f"How many commands to take back (1 to {MAX_UNDO}, default 1)")
    @moderator_only()
    async def undo(self, interaction: discord.Interaction[Any],
                   count: app_commands.Range[int, 1, MAX_UNDO] = 1) -> None:
        channel = _messageable(interaction)
        say = moderator_say(interaction)
        with refused(say):
            result = await in_time(interaction, self.store.undo(
                channel_key(interaction), player_id(interaction.user), count), private=True)
        await reply(interaction, embed=embed(
            say("admin-undone"), say("admin-undone-body", count=count, version=str(result.version)),
            colour=Palette.SUCCESS), ephemeral=True)
        told = await self._players_say(channel_key(interaction))
        await self._announce(interaction, channel, result.state, [], told(msgid("admin-undone-note"), moderator=interaction.user.display_name, count=count))

    @admin.command(name="skip", description="Make the active hero camp, ending their turn")
    @moderator_only()
    async def skip(self, interaction: discord.Interaction[Any]) -> None:
        channel = _messageable(interaction)
        key = channel_key(interaction)
        say = moderator_say(interaction)
        with refused(say):
            hero, result = await in_time(interaction, self.bot.flow.skip(key), private=True)
        log.info("Moderator %s made %s (%s) camp in channel %s", player_id(interaction.user),
                 hero.id, hero.player, key)
        await reply(interaction, embed=embed(
            say("admin-skipped"), say("admin-skipped-body", hero=hero.name),
            colour=Palette.SUCCESS), ephemeral=True)
        told = await self._players_say(key)
        await self._announce(interaction, channel, result.state, result.events, told(msgid("admin-skipped-note"), moderator=interaction.user.display_name, hero=hero.name),
                             before=result.before)

    @admin.command(name="autopilot", description="Hand a player's hero to the computer, or"
                   " give it back")
    @app_commands.describe(player="The player whose hero to hand over or give back",
                           setting="on: the computer plays their hero; off: they play it again")
    @moderator_only()
    async def autopilot(self, interaction: discord.Interaction[Any], player: discord.User,
                        setting: Literal["on", "off"]) -> None:
        target = player_id(player)
        say = moderator_say(interaction)
        told = await self._players_say(channel_key(interaction))
        if setting == "on":
            with refused(say):
                await self.bot.autopilot.hand_over(
                    interaction, Pilot(player=target, level=DEFAULT_LEVEL, reason="moderator"),
                    told(msgid("admin-autopilot-on"), moderator=interaction.user.display_name,
                         player=player.display_name),
                    told(msgid("admin-autopilot-on-note"), who=who(target)))
            return
        with refused(say):
            seat = await self.bot.autopilot.back(channel_key(interaction), target)
        if seat is None:
            raise RuleError("not_on_autopilot", f"The autopilot is not playing {who(target)}'s"
                            " hero: there is nothing to turn off. /kilforth status shows the"
                            " seats the computer plays.", key=msgid("admin-not-on-autopilot"),
                            params={"who": who(target)})
        await reply(interaction, embed=embed(
            told(msgid("admin-autopilot-off"), player=player.display_name),
            told(msgid("admin-autopilot-off-body"), moderator=interaction.user.display_name,
                 who=who(target)), colour=Palette.INFO))

    @admin.command(name="clock", description="Change this game's turn clock (it starts again"
                   " from now)")
    @app_commands.describe(
        hours="Hours a player has to act before reminders; 0 for no clock",
        on_timeout="What happens when a player's time runs out")
    @app_commands.choices(on_timeout=ON_TIMEOUT)
    @moderator_only()
    async def clock(self, interaction: discord.Interaction[Any],
                    hours: app_commands.Range[int, 0, MAX_CLOCK_HOURS] | None = None,
                    on_timeout: TimeoutPolicy | None = None) -> None:
        key = channel_key(interaction)
        say = moderator_say(interaction)
        with refused(say):
            info = await self.store.session(key)
            if info is None:
                raise RuleError("no_game", NO_GAME, key=msgid("admin-no-game"))
            current = await self.store.clock(info.id)
        if hours is None and on_timeout is None:
            await reply(interaction, embed=embed(say("session-clock"), clock_text(current, say)),
                        ephemeral=True)
            return
        settings = ClockSettings(hours=current.hours if hours is None else hours,
                                 on_timeout=on_timeout or current.on_timeout)

        async def change() -> None:
            await self.store.set_clock(info.id, settings)
            await self.bot.turn_clock.restart(key)

        with refused(say):
            await in_time(interaction, change())
        log.info("Moderator %s set the clock of game %d to %s", player_id(interaction.user),
                 info.id, settings)
        told = game_say(info, load_pack())
        await reply(interaction, embed=embed(
            told(msgid("admin-clock-changed"), moderator=interaction.user.display_name),
            told(msgid("admin-clock-changed-body"), clock=clock_text(settings, told)),
            colour=Palette.WARNING))

    @admin.command(name="language", description="Change the language of this channel's game")
    @app_commands.describe(language="The language of the game's messages from now on")
    @app_commands.choices(language=LANGUAGE_CHOICES)
    @moderator_only()
    async def language(self, interaction: discord.Interaction[Any], language: Lang) -> None:
        key = channel_key(interaction)
        with refused(moderator_say(interaction)):
            info = await in_time(interaction, self.store.set_language(key, language))
        log.info("Moderator %s set the language of game %d to %s",
                 player_id(interaction.user), info.id, language)
        told = game_say(info, load_pack())
        await reply(interaction, embed=embed(
            told(msgid("admin-language-changed"), moderator=interaction.user.display_name),
            told(msgid("admin-language-changed-body")), colour=Palette.WARNING))

    @admin.command(name="kick", description="Remove a player's seat from this channel's lobby")
    @app_commands.describe(player="The player whose seat to remove")
    @moderator_only()
    async def kick(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        key, target = channel_key(interaction), player_id(player)
        say = moderator_say(interaction)
        with refused(say):
            info = await self.store.session(key)
        if info is None:
            raise RuleError("no_game", NO_GAME, key=msgid("admin-no-game"))
        if target not in info.players:
            raise _not_seated(target)
        if info.status != "lobby":
            raise RuleError(
                "game_running",
                f"The game has started, and the rules have no way to take a hero out of play."
                f" Hand {who(target)}'s hero to someone else with /kilforth-admin replace, or"
                " end the game with /kilforth-admin reset.", key=msgid("admin-game-running"),
                params={"who": who(target)})
        with refused(say):
            info = await in_time(interaction, self.store.leave(key, target))
        told = game_say(info, load_pack())
        await reply(interaction, embed=embed(
            told(msgid("admin-seat-removed")), told(msgid("admin-seat-removed-body"), moderator=interaction.user.display_name,
                who=who(target), seated=len(info.seats), count=info.hero_count),
            colour=Palette.WARNING))

    @admin.command(name="replace", description="Hand a player's seat and hero to someone else")
    @app_commands.describe(player="The player who leaves", new_player="Who takes their place")
    @moderator_only()
    async def replace(self, interaction: discord.Interaction[Any], player: discord.User,
                      new_player: discord.User) -> None:
        channel = _messageable(interaction)
        key, old, new = channel_key(interaction), player_id(player), player_id(new_player)
        say = moderator_say(interaction)
        if new_player.bot:
            raise RuleError("bot_player", f"{who(new)} is a bot, and bots cannot play."
                            " Choose a person.", key=msgid("admin-bot-player"),
                            params={"who": who(new)})
        with refused(say):
            info = await self.store.session(key)
        if info is None:
            raise RuleError("no_game", NO_GAME, key=msgid("admin-no-game"))
        if old not in info.players:
            raise _not_seated(old)
        if new in info.players:
            raise RuleError("already_seated", f"{who(new)} already has a seat in this game,"
                            " and a player holds one seat. Choose someone without one.",
                            key=msgid("admin-already-seated"), params={"who": who(new)})
        heroes = ", ".join(seat.name for seat in info.seats if seat.player == old)
        told = game_say(info, load_pack())
        # In the lobby the whole channel is told; in a game the moderator, then an announcement.
        with refused(say):
            info = await in_time(interaction, self.store.replace(
                key, player_id(interaction.user), old, new), private=info.status != "lobby")
        if info.status == "lobby":
            await reply(interaction, embed=embed(
                told(msgid("admin-seat-handed")),
                told(msgid("admin-seat-handed-body"), new=who(new), old=who(old), heroes=heroes),
                colour=Palette.WARNING))
            return
        with refused(say):
            state = await self.store.session_state(info.id)
        await reply(interaction, embed=embed(
            say("admin-hero-handed"),
            say("admin-hero-handed-body", new=who(new), old=who(old), heroes=heroes),
            colour=Palette.SUCCESS), ephemeral=True)
        await self._announce(interaction, channel, state, [], told(msgid("admin-hero-handed-note"), new=new_player.display_name, old=player.display_name,
            heroes=heroes))

    @admin.command(name="export", description="This channel's game as a compressed JSON file")
    @moderator_only()
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        say = moderator_say(interaction)
        with refused(say):
            info = await _latest(self.store, channel_key(interaction))
            # Made in the store's worker process: a late game would stall every channel.
            data = await self.store.export_file(info.id)
        limit = interaction.filesize_limit
        if len(data) > limit:
            raise RuleError(
                "export_too_large",
                f"The export is {len(data) / 2**20:.1f} MiB, more than the"
                f" {limit / 2**20:.0f} MiB Discord accepts here. Ask whoever hosts the bot to"
                " copy the game from its database.", key=msgid("admin-export-too-large"),
                params={"size": f"{len(data) / 2**20:.1f}", "limit": f"{limit / 2**20:.0f}"})
        shown = embed(
            say("admin-export", game=str(info.id)),
            say("admin-export-body", status=say("admin-status", status=info.status),
                version=str(info.version), entries=str(info.version)),
            colour=Palette.INFO, footer=say("admin-export-footer"))
        await interaction.followup.send(
            embed=shown, ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"kilforth-game-{info.id}"
                              f"-v{info.version}.json.gz"))

    @admin.command(name="import", description="Bring back a game exported with"
                   " /kilforth-admin export")
    @app_commands.describe(file="A .json.gz file made by /kilforth-admin export (or an older"
                           " .json one)")
    @moderator_only()
    async def import_game(self, interaction: discord.Interaction[Any],
                          file: discord.Attachment) -> None:
        channel = _messageable(interaction)
        key = channel_key(interaction)
        say = moderator_say(interaction)
        if file.size > MAX_IMPORT_BYTES:
            raise RuleError("import_too_large", f"The file is {file.size / 2**20:.1f} MiB;"
                            " an export is far smaller. Attach a file made by"
                            " /kilforth-admin export.", key=msgid("admin-import-too-large"),
                            params={"size": f"{file.size / 2**20:.1f}"})
        with refused(say):
            existing = await self.store.session(key)
        if existing is not None:
            raise RuleError("game_exists", f"This channel already has a game"
                            f" ({existing.status}). End it with /kilforth-admin reset first,"
                            " or import into another channel.", key=msgid("admin-game-exists"),
                            params={"status": say("admin-status", status=existing.status)})
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await file.read()
        except discord.HTTPException as error:
            raise RuleError("download_failed", f"I could not download the file from Discord"
                            f" ({error.status}). Attach it again and retry.",
                            key=msgid("admin-download-failed"),
                            params={"status": str(error.status)}) from error
        with refused(say):
            info = await self.store.import_game(
                str(interaction.guild_id), key, player_id(interaction.user), data)
            state = await self.store.session_state(info.id)
        await interaction.followup.send(embed=embed(
            say("admin-imported"),
            say("admin-imported-body", game=str(info.id), status=say("admin-status", status=info.status),
                version=str(info.version), players=", ".join(who(p) for p in info.players)),
            colour=Palette.SUCCESS), ephemeral=True)
        told = game_say(info, load_pack())
        await self._announce(interaction, channel, state, [], told(msgid("admin-imported-note"), moderator=interaction.user.display_name))

    @admin.command(name="check", description="Replay this channel's game from its seed and"
                   " log, and compare with what is stored")
    @moderator_only()
    async def check(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        say = moderator_say(interaction)
        with refused(say):
            info = await _latest(self.store, channel_key(interaction))
            if info.status == "lobby":
                raise RuleError("not_started", f"Game {info.id} has not started: there is"
                                " nothing to replay yet.", key=msgid("admin-check-not-started"),
                                params={"game": str(info.id)})
            report = await self.store.replay(info.id)
        if report.ok:
            shown = embed(
                say("admin-consistent", game=str(info.id)),
                say("admin-consistent-body", checked=str(report.checked)), colour=Palette.SUCCESS)
        else:
            shown = embed(
                say("admin-differs", game=str(info.id)),
                say("admin-differs-body", mismatch=str(report.mismatch), checked=str(report.checked),
                    reason=report.reason or ""), colour=Palette.FAILURE)
            add_field(shown, say("admin-what-now"), say("admin-differs-advice"))
        await interaction.followup.send(embed=shown, ephemeral=True)


def _not_seated(player: str) -> RuleError:
    return RuleError("not_seated", f"{who(player)} has no seat in this game."
                     " /kilforth-admin inspect lists who has one.", key=msgid("admin-not-seated"),
                     params={"who": who(player)})


async def setup(bot: "KilforthBot") -> None:
    await bot.add_cog(AdminCog(bot))
