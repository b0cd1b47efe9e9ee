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
from commands.reminders import ON_TIMEOUT, clock_text
from kilforth.commands import Command
from kilforth.content.pack import Pack
from kilforth.engine import forget, pack_for
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.invariants import violations
from kilforth.render import text
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
    "no_game": NO_GAME,
    "not_undoable": "The channel's last game has not started or was abandoned: there is"
                    " nothing to undo.",
}
# What a moderator can do about a store refusal, added to its reason.
_ADVICE = {
    "not_started": "Wait for the players to /kilforth start it.",
    "nothing_to_undo": "Undo fewer commands, or end the game with /kilforth-admin reset.",
    "game_exists": "End it first with /kilforth-admin reset, or import into another channel.",
    "not_seated": "/kilforth-admin inspect lists who has a seat.",
    "already_seated": "Choose someone who has no seat in this game.",
}

_ENTRY_TEXT = {
    "start": "dealt the game",
    "import": "imported the game",
    "abandon": "ended the game",
    "reset": "reset the game and cleared its state",
    "reassign": "handed a hero to another player",
}


@contextlib.contextmanager
def refused() -> Iterator[None]:
    """Store refusals as private reasons (see `refusals`), each with what a moderator can do
    instead; a refused import file with the reason it was refused."""
    try:
        with refusals():
            yield
    except ImportRefusedError as error:
        raise RuleError(
            "import_refused",
            f"The file was refused: {error.reason}. Attach a file made by"
            " /kilforth-admin export.",
        ) from error
    except RuleError as error:
        if error.code in _REASON:
            raise RuleError(error.code, _REASON[error.code], error.rule) from error
        if error.code in _ADVICE:
            raise RuleError(error.code, f"{error.message} {_ADVICE[error.code]}",
                            error.rule) from error
        raise


def who(player: str) -> str:
    return mention(player) or f"`{player}`"


def _messageable(interaction: discord.Interaction[Any]) -> discord.abc.Messageable:
    """Where to announce; checked before changing anything, so a change is never left
    unannounced for want of a channel."""
    channel = interaction.channel
    if not isinstance(channel, discord.abc.Messageable):
        raise RuleError(
            "not_a_text_channel", "Use this command in the text channel or thread of the game."
        )
    return channel


async def _latest(store: Store, channel: str) -> SessionInfo:
    """The channel's game in progress, else its last one."""
    games = await store.games(channel)
    if not games:
        raise RuleError(
            "never_played", "This channel has never had a game. Open one with /kilforth new,"
            " or bring a saved one back with /kilforth-admin import.")
    return games[0]


# ------------------------------------------------------------------ inspect


def command_text(command: Command) -> str:
    fields = command.model_dump(exclude={"kind", "player"}, exclude_defaults=True)
    return " ".join([f"/{command.kind}", *(f"{k}={v}" for k, v in fields.items())])


def entry_line(entry: LogEntry) -> str:
    if entry.kind == "undo":
        what = f"undid back to v{entry.restored_from}"
    elif entry.command is not None:
        what = command_text(entry.command)
    else:
        what = _ENTRY_TEXT.get(entry.kind, entry.kind)
    return f"v{entry.version} {discord.utils.format_dt(entry.at, 'R')} {who(entry.player)}: {what}"


def session_text(info: SessionInfo) -> str:
    return "\n".join([
        f"Game {info.id} · {info.status} · {info.options.mode} · {info.hero_count} hero(es)",
        f"Version {info.version}",
        f"Created {discord.utils.format_dt(info.created_at, 'f')} by {who(info.created_by)}",
        f"Updated {discord.utils.format_dt(info.updated_at, 'R')}",
    ])


def seats_text(info: SessionInfo) -> str:
    return "\n".join(f"{seat.name} ({seat.race} {seat.hero_class}) — {who(seat.player)}"
                     for seat in info.seats) or "No seat taken yet."


def heroes_text(state: GameState, pack: Pack) -> str:
    """Each hero with its player, ▶ marking the hero the game waits for."""
    acting = None
    if state.result is None:
        acting = state.pending.prompt.hero if state.pending else (
            state.turn.hero if state.turn else None)
    return "\n".join(
        f"{'▶ ' if hero.id == acting else ''}{hero.name} — {who(hero.player)}"
        f"\n{text.hero_status(state, pack, hero)}"
        for hero in state.heroes
    )


def integrity_text(state: GameState, pack: Pack) -> str:
    found = violations(pack, state)
    if not found:
        return "✅ The state validates and every invariant holds."
    shown = "\n".join(f"• {v}" for v in found[:MAX_VIOLATIONS_SHOWN])
    more = len(found) - MAX_VIOLATIONS_SHOWN
    return (f"⚠ The state validates, but {len(found)} invariant(s) fail:\n{shown}"
            + (f"\n… and {more} more" if more > 0 else ""))


def damaged_embed(error: CorruptStateError) -> discord.Embed:
    shown = embed(
        f"Game {error.session_id} is damaged",
        f"Its saved {error.what} is damaged: {error.error}",
        colour=Palette.ERROR,
    )
    add_field(shown, "What now", "End it with /kilforth-admin reset so the channel can start"
              " anew; /kilforth-admin export may still save its log for a bug report.")
    return shown


# ------------------------------------------------------------------ reset confirmation


class ResetButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"kf:reset:(?P<session>\d+):(?P<moderator>\d+):(?P<go>[01])",
):
    """Confirm or cancel a reset. The custom id names the game and the moderator who asked,
    so it works after a restart, only for that moderator, and only on that game."""

    def __init__(self, session: int, moderator: int, go: bool) -> None:
        super().__init__(discord.ui.Button(
            label="Reset the game" if go else "Cancel",
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
                            " reset can confirm it. Run /kilforth-admin reset yourself.")
        if not is_moderator(interaction, interaction.client.settings):
            raise NotModerator()
        if not self.go:
            await interaction.response.edit_message(
                embed=embed("Reset cancelled", "The game goes on.", colour=Palette.INFO),
                view=None)
            return
        store: Store = interaction.client.store
        channel = channel_key(interaction)
        moderator = player_id(interaction.user)

        async def end() -> int | None:
            session, damaged = await _active(store, channel)
            if session == self.session:
                with refused():
                    if damaged:
                        await store.reset(channel, moderator)
                    else:
                        await store.abandon(channel, moderator)
                await _forget_paused(store, session)
            return session

        session = await in_time(interaction, end(), update=True)
        if session != self.session:
            await replace_message(interaction, embed=embed(
                "Nothing to reset", f"Game {self.session} is no longer in progress here.",
                colour=Palette.INFO))
            return
        log.info("Moderator %s reset game %d in channel %s", moderator, session, channel)
        await replace_message(interaction, embed=embed(
            "Reset done", f"Game {session} has ended; its log stays readable with"
            " /kilforth-admin export.", colour=Palette.SUCCESS))
        await interaction.followup.send(embed=embed(
            "This channel's game has ended",
            f"{interaction.user.display_name} ended it. Open a new one with /kilforth new.",
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

    async def _announce(self, interaction: discord.Interaction[Any],
                        channel: discord.abc.Messageable, state: GameState,
                        events: list[Event], note: str) -> None:
        """Post what the moderator did and the turn banner. The change is already made: if
        the channel refuses the post, the moderator is told rather than shown an apology."""
        try:
            await self.bot.flow.announce(channel, state, events, note=note)
        except discord.HTTPException as error:
            log.warning("Could not announce in channel %s", channel_key(interaction),
                        exc_info=True)
            await interaction.followup.send(embed=embed(
                "Done, but not announced",
                f"I could not post in this channel ({error.text or error.status}): check that"
                " I may send messages and embeds here.", colour=Palette.WARNING), ephemeral=True)

    @admin.command(name="inspect", description="Show this channel's game: session, players,"
                   " last commands and an integrity check")
    @moderator_only()
    async def inspect(self, interaction: discord.Interaction[Any]) -> None:
        channel = channel_key(interaction)
        try:
            info = await _latest(self.store, channel)
        except CorruptStateError as error:
            await interaction.response.send_message(embed=damaged_embed(error), ephemeral=True)
            return
        damaged = False
        try:
            entries = await self.store.history(
                info.id, since=max(0, info.version - RECENT_ENTRIES))
            recent = "\n".join(entry_line(e) for e in entries) or "None yet."
        except CorruptStateError as error:
            entries, damaged = [], True
            recent = f"❌ The log is damaged at {error.what}: {error.error}"
        shown = embed(f"Game {info.id} — {info.status}")
        add_field(shown, "Session", session_text(info))
        if info.status == "lobby":
            add_field(shown, "Seats", seats_text(info))
            integrity = "The game has not started: nothing to check yet."
        elif entries and entries[-1].kind == "reset":
            add_field(shown, "Seats", seats_text(info))
            integrity = "A reset cleared the state."
        else:
            try:
                state = await self.store.session_state(info.id)
            except CorruptStateError as error:
                add_field(shown, "Seats", seats_text(info))
                damaged = True
                integrity = (f"❌ The saved {error.what} is damaged: {error.error}\n"
                             "End the game with /kilforth-admin reset.")
            else:
                pack = pack_for(state)
                shown.description = text.turn_banner(state, pack)
                add_field(shown, "Players and heroes", heroes_text(state, pack))
                integrity = integrity_text(state, pack)
        add_field(shown, "Last commands", recent)
        add_field(shown, "Integrity", integrity)
        shown.colour = Palette.ERROR if damaged else Palette.INFO
        await interaction.response.send_message(embed=shown, ephemeral=True)

    @admin.command(name="reset", description="End this channel's game so a new one can start"
                   " (asks to confirm)")
    @moderator_only()
    async def reset(self, interaction: discord.Interaction[Any]) -> None:
        session, damaged = await in_time(
            interaction, _active(self.store, channel_key(interaction)), private=True)
        if session is None:
            raise RuleError("no_game", f"Nothing to reset. {NO_GAME}")
        what = (f"game {session}, whose saved data is damaged" if damaged
                else f"game {session}")
        view = discord.ui.View(timeout=None)
        view.add_item(ResetButton(session, interaction.user.id, True))
        view.add_item(ResetButton(session, interaction.user.id, False))
        await reply(interaction, embed=embed(
            "Reset this channel's game?",
            f"This ends {what} for every player. Its log stays readable with"
            " /kilforth-admin export.", colour=Palette.WARNING), view=view, ephemeral=True)

    @admin.command(name="undo", description="Take back the last commands of this channel's game")
    @app_commands.describe(count=f"How many commands to take back (1 to {MAX_UNDO}, default 1)")
    @moderator_only()
    async def undo(self, interaction: discord.Interaction[Any],
                   count: app_commands.Range[int, 1, MAX_UNDO] = 1) -> None:
        channel = _messageable(interaction)
        with refused():
            result = await in_time(interaction, self.store.undo(
                channel_key(interaction), player_id(interaction.user), count), private=True)
        await reply(interaction, embed=embed(
            "Undone", f"Took back {count} command(s): the game is at version {result.version}.",
            colour=Palette.SUCCESS), ephemeral=True)
        await self._announce(interaction, channel, result.state, [],
                             f"↩ {interaction.user.display_name} took back the last"
                             f" {count} command(s).")

    @admin.command(name="skip", description="Make the active hero camp, ending their turn")
    @moderator_only()
    async def skip(self, interaction: discord.Interaction[Any]) -> None:
        channel = _messageable(interaction)
        key = channel_key(interaction)
        with refused():
            hero, result = await in_time(interaction, self.bot.flow.skip(key), private=True)
        log.info("Moderator %s made %s (%s) camp in channel %s", player_id(interaction.user),
                 hero.id, hero.player, key)
        await reply(interaction, embed=embed(
            "Turn skipped", f"{hero.name} makes camp.", colour=Palette.SUCCESS), ephemeral=True)
        await self._announce(interaction, channel, result.state, result.events,
                             f"⏭ {interaction.user.display_name} skipped {hero.name}'s turn:"
                             f" {hero.name} makes camp.")

    @admin.command(name="autopilot", description="Hand a player's hero to the computer, or"
                   " give it back")
    @app_commands.describe(player="The player whose hero to hand over or give back",
                           setting="on: the computer plays their hero; off: they play it again")
    @moderator_only()
    async def autopilot(self, interaction: discord.Interaction[Any], player: discord.User,
                        setting: Literal["on", "off"]) -> None:
        target = player_id(player)
        if setting == "on":
            with refused():
                await self.bot.autopilot.hand_over(
                    interaction, Pilot(player=target, level=DEFAULT_LEVEL, reason="moderator"),
                    f"🤖 {interaction.user.display_name} puts {player.display_name}'s hero on"
                    " autopilot",
                    f"The computer plays it until {who(target)} acts or runs /kilforth back,"
                    " or a moderator turns it off.")
            return
        with refused():
            seat = await self.bot.autopilot.back(channel_key(interaction), target)
        if seat is None:
            raise RuleError("not_on_autopilot", f"The autopilot is not playing {who(target)}'s"
                            " hero: there is nothing to turn off. /kilforth status shows the"
                            " seats the computer plays.")
        await reply(interaction, embed=embed(
            f"{player.display_name}'s hero is theirs again",
            f"{interaction.user.display_name} turned the autopilot off: {who(target)} plays"
            " again.", colour=Palette.INFO))

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
        with refused():
            info = await self.store.session(key)
            if info is None:
                raise RuleError("no_game", NO_GAME)
            current = await self.store.clock(info.id)
        if hours is None and on_timeout is None:
            await reply(interaction, embed=embed("⏳ Turn clock", clock_text(current)),
                        ephemeral=True)
            return
        settings = ClockSettings(hours=current.hours if hours is None else hours,
                                 on_timeout=on_timeout or current.on_timeout)

        async def change() -> None:
            await self.store.set_clock(info.id, settings)
            await self.bot.turn_clock.restart(key)

        with refused():
            await in_time(interaction, change())
        log.info("Moderator %s set the clock of game %d to %s", player_id(interaction.user),
                 info.id, settings)
        await reply(interaction, embed=embed(
            f"⏳ {interaction.user.display_name} changed the turn clock",
            f"{clock_text(settings)} The clock starts again from now.",
            colour=Palette.WARNING))

    @admin.command(name="kick", description="Remove a player's seat from this channel's lobby")
    @app_commands.describe(player="The player whose seat to remove")
    @moderator_only()
    async def kick(self, interaction: discord.Interaction[Any], player: discord.User) -> None:
        key, target = channel_key(interaction), player_id(player)
        with refused():
            info = await self.store.session(key)
        if info is None:
            raise RuleError("no_game", NO_GAME)
        if target not in info.players:
            raise RuleError("not_seated", f"{who(target)} has no seat in this game."
                            " /kilforth-admin inspect lists who has one.")
        if info.status != "lobby":
            raise RuleError(
                "game_running",
                f"The game has started, and the rules have no way to take a hero out of play."
                f" Hand {who(target)}'s hero to someone else with /kilforth-admin replace, or"
                " end the game with /kilforth-admin reset.")
        with refused():
            info = await in_time(interaction, self.store.leave(key, target))
        await reply(interaction, embed=embed(
            "Seat removed",
            f"{interaction.user.display_name} removed {who(target)}'s seat:"
            f" {len(info.seats)} of {info.hero_count} hero(es) seated. /kilforth join takes"
            " the free seat.", colour=Palette.WARNING))

    @admin.command(name="replace", description="Hand a player's seat and hero to someone else")
    @app_commands.describe(player="The player who leaves", new_player="Who takes their place")
    @moderator_only()
    async def replace(self, interaction: discord.Interaction[Any], player: discord.User,
                      new_player: discord.User) -> None:
        channel = _messageable(interaction)
        key, old, new = channel_key(interaction), player_id(player), player_id(new_player)
        if new_player.bot:
            raise RuleError("bot_player", f"{who(new)} is a bot, and bots cannot play."
                            " Choose a person.")
        with refused():
            info = await self.store.session(key)
        if info is None:
            raise RuleError("no_game", NO_GAME)
        if old not in info.players:
            raise RuleError("not_seated", f"{who(old)} has no seat in this game."
                            " /kilforth-admin inspect lists who has one.")
        if new in info.players:
            raise RuleError("already_seated", f"{who(new)} already has a seat in this game,"
                            " and a player holds one seat. Choose someone without one.")
        heroes = ", ".join(seat.name for seat in info.seats if seat.player == old)
        # In the lobby the whole channel is told; in a game the moderator, then an announcement.
        with refused():
            info = await in_time(interaction, self.store.replace(
                key, player_id(interaction.user), old, new), private=info.status != "lobby")
        if info.status == "lobby":
            await reply(interaction, embed=embed(
                "Seat handed over", f"{who(new)} takes {who(old)}'s seat ({heroes}).",
                colour=Palette.WARNING))
            return
        with refused():
            state = await self.store.session_state(info.id)
        await reply(interaction, embed=embed(
            "Hero handed over", f"{who(new)} now plays {heroes} in place of {who(old)}.",
            colour=Palette.SUCCESS), ephemeral=True)
        await self._announce(interaction, channel, state, [],
                             f"🔁 {new_player.display_name} now plays {heroes} in place of"
                             f" {player.display_name}.")

    @admin.command(name="export", description="This channel's game as a JSON file")
    @moderator_only()
    async def export(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        with refused():
            info = await _latest(self.store, channel_key(interaction))
            # Made in the store's worker process: a late game would stall every channel.
            data = await self.store.export_json(info.id)
        limit = interaction.filesize_limit
        if len(data) > limit:
            raise RuleError(
                "export_too_large",
                f"The export is {len(data) / 2**20:.1f} MiB, more than the"
                f" {limit / 2**20:.0f} MiB Discord accepts here. Ask whoever hosts the bot to"
                " copy the game from its database.")
        shown = embed(
            f"Export of game {info.id}",
            f"{info.status}, version {info.version}, {info.version} log entries. Bring it"
            " back with /kilforth-admin import in a channel without a game.",
            colour=Palette.INFO,
            footer="It holds every hand and the random seed: keep it among moderators.")
        await interaction.followup.send(
            embed=shown, ephemeral=True,
            file=discord.File(io.BytesIO(data), filename=f"kilforth-game-{info.id}"
                              f"-v{info.version}.json"))

    @admin.command(name="import", description="Bring back a game exported with"
                   " /kilforth-admin export")
    @app_commands.describe(file="A .json file made by /kilforth-admin export")
    @moderator_only()
    async def import_game(self, interaction: discord.Interaction[Any],
                          file: discord.Attachment) -> None:
        channel = _messageable(interaction)
        key = channel_key(interaction)
        if file.size > MAX_IMPORT_BYTES:
            raise RuleError("import_too_large", f"The file is {file.size / 2**20:.1f} MiB;"
                            " an export is far smaller. Attach a file made by"
                            " /kilforth-admin export.")
        with refused():
            existing = await self.store.session(key)
        if existing is not None:
            raise RuleError("game_exists", f"This channel already has a game"
                            f" ({existing.status}). End it with /kilforth-admin reset first,"
                            " or import into another channel.")
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            data = await file.read()
        except discord.HTTPException as error:
            raise RuleError("download_failed", f"I could not download the file from Discord"
                            f" ({error.status}). Attach it again and retry.") from error
        with refused():
            info = await self.store.import_game(
                str(interaction.guild_id), key, player_id(interaction.user), data)
            state = await self.store.session_state(info.id)
        await interaction.followup.send(embed=embed(
            "Game imported",
            f"Game {info.id} is back, {info.status} at version {info.version}. Players:"
            f" {', '.join(who(p) for p in info.players)}.", colour=Palette.SUCCESS),
            ephemeral=True)
        await self._announce(interaction, channel, state, [],
                             f"📥 {interaction.user.display_name} brought a saved game back"
                             " into this channel.")

    @admin.command(name="check", description="Replay this channel's game from its seed and"
                   " log, and compare with what is stored")
    @moderator_only()
    async def check(self, interaction: discord.Interaction[Any]) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        with refused():
            info = await _latest(self.store, channel_key(interaction))
            if info.status == "lobby":
                raise RuleError("not_started", f"Game {info.id} has not started: there is"
                                " nothing to replay yet.")
            report = await self.store.replay(info.id)
        if report.ok:
            shown = embed(
                f"✅ Game {info.id} is consistent",
                f"Replaying its {report.checked} log entries from the seed reproduces every"
                " stored state and event, and the seats match the heroes.",
                colour=Palette.SUCCESS)
        else:
            shown = embed(
                f"❌ Game {info.id} differs from its log",
                f"First difference at version {report.mismatch}, after {report.checked}"
                f" matching entries: {report.reason}", colour=Palette.FAILURE)
            add_field(shown, "What now", "Take the game back before that version with"
                      " /kilforth-admin undo, save it for a bug report with /kilforth-admin"
                      " export, or end it with /kilforth-admin reset.")
        await interaction.followup.send(embed=shown, ephemeral=True)


async def setup(bot: "KilforthBot") -> None:
    await bot.add_cog(AdminCog(bot))
