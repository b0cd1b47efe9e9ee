"""The turn clock on Discord (issue 15.1–15.3): reminders, snooze, quiet hours, the stalled
notice and what happens when a player's time runs out.

The clock of a player starts when the game starts waiting for them (their turn, or a question
addressed to them) and starts again each time they act. `arm`, called with every turn banner,
schedules its timers:

    reminder 1   at half the clock        "half your time is gone"
    reminder 2   when it runs out         "your time is up"
    reminder n   every clock after that   escalating, up to the fifth
    stalled      one clock after the fifth: the channel is told, moderators named
    expiry       when it runs out, under on_timeout skip or autopilot

A reminder pings only the awaited player and carries a "Snooze 2 h" button. Quiet hours push a
reminder back to their end; neither they nor a snooze move the clock itself. When a timer
fires it checks the store first: a reminder never reaches a player whom the game no longer
waits for, or who has acted since it was scheduled.
"""

import logging
import re
from datetime import datetime, time, timedelta
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from pydantic import AwareDatetime, BaseModel, ConfigDict

from commands.context import channel_key, mention, player_id, private
from commands.embeds import Palette, embed
from commands.errors import reports_errors
from commands.language import game_say, reader_say
from commands.prompts import PromptRef, must_answer
from commands.scheduler import Scheduler
from commands.settings import Settings
from kilforth.content.pack import load_pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.i18n import msgid
from kilforth.render import prompts, text
from kilforth.render.say import ENGLISH, Say
from kilforth.sim.seats import is_computer
from kilforth.state import GameState
from kilforth.store import SessionInfo, Store
from kilforth.store.timers import (
    TIMEOUT_POLICIES,
    ClockSettings,
    NewTimer,
    QuietHours,
    Timer,
    TimerChange,
)

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

REMINDER, EXPIRY = "reminder", "expiry"
CLOCK_KINDS = (REMINDER, EXPIRY)
# After this many unanswered reminders the channel is told the game is stalled.
REMINDERS_BEFORE_STALL = 5
SNOOZE = timedelta(hours=2)
# The prompt field of a snooze button's `PromptRef` when no question is open.
TURN = "turn"


class Watch(BaseModel):
    """A clock timer's payload: which game, the version at which the clock started (the
    player has acted if the log has a command of theirs after it), when it started and runs
    out, and which reminder this is."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    game: int
    since: int
    start: AwareDatetime
    deadline: AwareDatetime
    n: int = 1

    @property
    def span(self) -> timedelta:
        return self.deadline - self.start

    def due(self, n: int) -> datetime:
        """When reminder `n` is due: half the clock, its end, then one every clock."""
        return self.start + self.span * (n / 2 if n <= 2 else n - 1)

    def payload(self) -> dict[str, Any]:
        return self.model_dump(mode="json")


# -- what the player reads


def _subject(state: GameState, say: Say, *, theirs: bool = False) -> tuple[str, str]:
    """The awaited hero's name, and what the game waits for from them (said to them, or,
    `theirs`, about them)."""
    if state.pending is not None:
        prompt = state.pending.prompt
        asked = prompts.question(state, pack_for(state), prompt, say)
        return text.hero_name(state, prompt.hero), (
            say("reminders-their-answer", asked=asked) if theirs
            else say("reminders-your-answer", asked=asked))
    assert state.turn is not None
    return state.hero(state.turn.hero).name, (
        say("reminders-their-turn") if theirs else say("reminders-your-turn"))


# Each reminder's colour, more alarming as they go.
COLOURS = {1: Palette.INFO, 2: Palette.WARNING, 3: Palette.WARNING, 4: Palette.FAILURE,
           5: Palette.FAILURE}


def reminder_embed(state: GameState, watch: Watch, say: Say = ENGLISH,
                   banner: str | None = None) -> discord.Embed:
    """Reminder `watch.n`, more pressing each time: what the game waits for, where the hero
    stands and with how many AP, and a link to the turn banner (`banner`, its jump URL)."""
    hero, what = _subject(state, say)
    n = min(watch.n, REMINDERS_BEFORE_STALL)
    awaited = state.hero(state.pending.prompt.hero if state.pending is not None
                         else state.turn.hero if state.turn is not None else state.heroes[0].id)
    where = say("reminders-where", hero=awaited.name, ap=awaited.ap,
                region=say.card(pack_for(state), awaited.region))
    jump = f"\n{say('reminders-jump', url=banner)}" if banner else ""
    return embed(say("reminders-title", n=n), say(
        "reminders-body", n=n, hero=hero, what=what,
        ends=discord.utils.format_dt(watch.deadline, "R"),
        began=discord.utils.format_dt(watch.start, "R"),
        stall=discord.utils.format_dt(watch.due(REMINDERS_BEFORE_STALL + 1), "R"))
        + f"\n{where}{jump}", colour=COLOURS[n], footer=say("reminders-footer"))


def moderators(guild: discord.Guild | None, settings: Settings, say: Say = ENGLISH) -> str:
    """Who can unblock a game: the roles with Manage Channels and the configured role. (The
    bot has no members intent, so it names roles, never members.)"""
    named: list[str] = []
    if guild is not None:
        named += [role.mention for role in guild.roles
                  if not role.is_default() and not role.managed
                  and (role.permissions.manage_channels or role.permissions.administrator)]
    if isinstance(settings.mod_role, int):
        named.append(f"<@&{settings.mod_role}>")
    elif settings.mod_role:
        found = guild and discord.utils.get(guild.roles, name=settings.mod_role)
        named.append(found.mention if found else f"@{settings.mod_role}")
    return ", ".join(dict.fromkeys(named)) or say("reminders-anyone")


def stalled_embed(state: GameState, watch: Watch, player: str, named: str,
                  say: Say = ENGLISH) -> discord.Embed:
    hero, what = _subject(state, say, theirs=True)
    return embed(say("reminders-stalled"), say(
        "reminders-stalled-body", hero=hero, player=mention(player) or player,
        count=REMINDERS_BEFORE_STALL, what=what,
        began=discord.utils.format_dt(watch.start, "R"), named=named), colour=Palette.ERROR)


# -- the clock


class TurnClock:
    """One per bot (`bot.turn_clock`)."""

    def __init__(self, bot: "KilforthBot") -> None:
        self.bot = bot

    @property
    def store(self) -> Store:
        return self.bot.store

    @property
    def scheduler(self) -> Scheduler:
        return self.bot.scheduler

    def register(self) -> None:
        self.scheduler.register(REMINDER, self._remind)
        self.scheduler.register(EXPIRY, self._expire)

    async def arm(self, channel: int, game: int, version: int, state: GameState,
                  acted: str | None) -> datetime | None:
        """Start the clock of the player the game now waits for, unless it is already running
        for them and they have not just acted; stop the clocks of players it no longer waits
        for, all in one transaction. The deadline of the awaited player, if the game has a
        clock."""
        change, deadline = await self.plan(channel, game, version, state, acted)
        if change:
            await self.store.change_timers(change)
            self.scheduler.wake()
        return deadline

    def arming(self, channel: int, acted: str | None) -> "Arming":
        """The clock set with each command of one interaction, in its transaction (see
        `Arming`)."""
        return Arming(self, channel, acted)

    async def plan(self, channel: int, game: int, version: int, state: GameState,
                   acted: str | None) -> tuple[TimerChange | None, datetime | None]:
        """What `arm` writes (None when the game has ended: its timers end with it), and the
        deadline it leaves."""
        if not game or state.result is not None:
            return None, None
        key = str(channel)
        waiting = must_answer(state)
        running: dict[str, Watch] = {}
        stale: set[tuple[str, str]] = set()
        for timer in await self.store.timers(key):
            if timer.kind not in CLOCK_KINDS or timer.player is None:
                continue
            watch = Watch.model_validate(timer.payload)
            if timer.player in waiting and timer.player != acted and watch.game == game:
                running[timer.player] = watch
            else:
                stale.add((timer.kind, timer.player))
        clock = await self.store.clock(game)
        span = clock.span
        deadline = None
        added: list[NewTimer] = []
        # The computer's seats answer at once: nobody to remind.
        for player in (p for p in waiting if not is_computer(p)):
            if player in running:
                deadline = running[player].deadline
            elif span is not None:
                now = self.scheduler.clock.now()
                watch = Watch(game=game, since=version, start=now, deadline=now + span)
                # The expiry first: at the same time, it acts before the reminder is sent.
                if clock.on_timeout != "remind":
                    added.append(NewTimer(kind=EXPIRY, player=player, due=watch.deadline,
                                          payload=watch.payload(), created=now))
                added.append(NewTimer(kind=REMINDER, player=player, due=watch.due(1),
                                      payload=watch.payload(), created=now))
                deadline = watch.deadline
        return TimerChange(game, key, tuple(sorted(stale)), tuple(added)), deadline

    async def restart(self, channel: str) -> datetime | None:
        """Start the channel's clock again from now (its settings changed)."""
        for kind in CLOCK_KINDS:
            await self.store.cancel_timers(channel, kind=kind)
        session = await self.store.session(channel)
        if session is None or session.status != "running":
            return None
        state = await self.store.state(channel)
        return await self.arm(int(channel), session.id, session.version, state, None)

    async def deadline(self, channel: str, state: GameState) -> datetime | None:
        """When the clock of the player the game waits for runs out, if it is running."""
        waiting = must_answer(state) if state.result is None else []
        for timer in await self.store.timers(channel):
            if timer.kind in CLOCK_KINDS and timer.player in waiting:
                return Watch.model_validate(timer.payload).deadline
        return None

    async def _awaited(self, timer: Timer, watch: Watch
                       ) -> tuple[SessionInfo, GameState] | None:
        """The game if it still waits for the timer's player, who has not acted since the
        timer was scheduled; else None (the timer has nothing left to do)."""
        session = await self.store.session(timer.channel)
        if session is None or session.id != watch.game or session.status != "running":
            return None
        state = await self.store.state(timer.channel)
        if state.result is not None or timer.player not in must_answer(state):
            return None
        since = await self.store.history(session.id, since=watch.since)
        if any(entry.kind == "command" and entry.player == timer.player for entry in since):
            return None
        return session, state

    async def _remind(self, timer: Timer) -> None:
        watch = Watch.model_validate(timer.payload)
        found = await self._awaited(timer, watch)
        if found is None or timer.player is None:
            return
        session, state = found
        say = game_say(session, pack_for(state))
        channel = self.bot.get_partial_messageable(int(timer.channel))
        if watch.n > REMINDERS_BEFORE_STALL:
            guild = self.bot.get_guild(int(session.guild)) if session.guild.isdigit() else None
            await channel.send(embed=stalled_embed(
                state, watch, timer.player, moderators(guild, self.bot.settings, say), say),
                allowed_mentions=discord.AllowedMentions.none())
            return
        now = self.scheduler.clock.now()
        quiet = await self.store.quiet_hours(timer.player)
        later = quiet.after(now) if quiet is not None else now
        if later > now:
            await self.scheduler.add(watch.game, timer.channel, REMINDER, later,
                                     player=timer.player, payload=timer.payload)
            return
        prompt = state.pending.prompt.id if state.pending is not None else TURN
        view = discord.ui.View(timeout=None)
        view.add_item(SnoozeButton(PromptRef(watch.game, watch.since, prompt), say))
        await channel.send(
            content=mention(timer.player),
            embed=reminder_embed(state, watch, say, self.bot.flow.banner_url(
                session.guild, int(timer.channel), watch.game)), view=view,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(int(timer.player))] if timer.player.isdigit() else []))
        following = watch.model_copy(update={"n": watch.n + 1})
        # A reminder that quiet hours or a snooze held back past the next one's time is not
        # followed by that one at once.
        due = max(following.due(following.n), now + min(watch.span / 2, SNOOZE))
        await self.scheduler.add(watch.game, timer.channel, REMINDER, due,
                                 player=timer.player, payload=following.payload())

    async def _expire(self, timer: Timer) -> None:
        watch = Watch.model_validate(timer.payload)
        found = await self._awaited(timer, watch)
        if found is None or timer.player is None:
            return
        policy = (await self.store.clock(watch.game)).on_timeout
        if policy == "skip":
            try:
                hero, result = await self.bot.flow.skip(timer.channel)
            except RuleError as refused:
                # A question is open: nobody answers for a player; the reminders go on.
                log.info("Clock ran out in channel %s but the turn cannot be skipped: %s",
                         timer.channel, refused.message)
                return
            say = game_say(found[0], pack_for(result.state))
            await self.bot.flow.announce(
                self.bot.get_partial_messageable(int(timer.channel)), result.state,
                result.events, note=say("reminders-time-ran-out", hero=hero.name),
                before=result.before)
        elif policy == "autopilot":
            pilot = getattr(self.bot, "autopilot", None)
            if pilot is None:
                log.warning("Clock ran out in channel %s; no autopilot in this bot",
                            timer.channel)
                return
            await pilot.play_turn(int(timer.channel), timer.player)

    async def snooze(self, interaction: discord.Interaction[Any], ref: PromptRef) -> None:
        """Push the clicker's next reminders back to two hours from now at the earliest."""
        key, me = channel_key(interaction), player_id(interaction.user)
        session = await self.store.session(key)
        if session is None or session.id != ref.game:
            raise RuleError("stale_reminder", "This reminder belongs to a game that has ended:"
                            " there is nothing to snooze.", key=msgid("reminders-stale-game"))
        pending = [t for t in await self.store.timers(key, kind=REMINDER)
                   if Watch.model_validate(t.payload).since == ref.version]
        mine = [t for t in pending if t.player == me]
        if not mine:
            if pending and pending[0].player is not None:
                whose = mention(pending[0].player) or pending[0].player
                raise RuleError("not_your_reminder", f"This reminder is for {whose}: only they"
                                " can snooze it.", key=msgid("reminders-not-yours"),
                                params={"whose": whose})
            raise RuleError("stale_reminder", "The game has moved on since this reminder:"
                            " there is nothing to snooze.", key=msgid("reminders-stale-turn"))
        until = self.scheduler.clock.now() + SNOOZE
        await self.store.cancel_timers(key, kind=REMINDER, player=me)
        for timer in mine:
            await self.scheduler.add(timer.session_id, key, REMINDER, max(timer.due, until),
                                     player=me, payload=timer.payload)
        watch = Watch.model_validate(mine[0].payload)
        # The snooze names no card: the base pack's words will do.
        say = reader_say(interaction, load_pack())
        await private(interaction, [embed(say("reminders-snoozed"), say(
            "reminders-snoozed-body", sooner=discord.utils.format_dt(max(mine[0].due, until), "R"),
            ends=discord.utils.format_dt(watch.deadline, "R")), colour=Palette.INFO)])


class Arming:
    """The turn clock of one interaction's commands, set in each command's own transaction
    (`Store.execute`'s `timers`): before, its timers were written after the command, each
    in a transaction and an fsync of its own. `planned` is the version whose clock was last
    planned, and `deadline` the deadline it leaves: the banner of that version shows it,
    and that of any other (the last command's write failed, or no command asked) arms the
    clock itself."""

    def __init__(self, clock: TurnClock, channel: int, acted: str | None) -> None:
        self.clock, self.channel, self.acted = clock, channel, acted
        self.planned: int | None = None
        self.deadline: datetime | None = None
        self._added = False

    async def __call__(self, game: int, state: GameState, version: int
                       ) -> TimerChange | None:
        try:
            change, self.deadline = await self.clock.plan(self.channel, game, version, state,
                                                          self.acted)
        except Exception:
            # The command must still be made: the banner tries the clock again after it.
            log.exception("Could not plan the turn clock of channel %s", self.channel)
            self.planned = None
            return None
        self.planned = version
        self._added = self._added or bool(change and change.add)
        return change

    def written(self) -> None:
        """The commands are written: wake the scheduler for the timers they added."""
        if self._added:
            self.clock.scheduler.wake()


class SnoozeButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=PromptRef.template("z")):
    """"Snooze 2 h" on a reminder: its `PromptRef` names the game and the version at which
    the clock started, so a reminder left over from an earlier turn snoozes nothing."""

    def __init__(self, ref: PromptRef, say: Say = ENGLISH) -> None:
        super().__init__(discord.ui.Button(label=say("reminders-snooze"), emoji="😴",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=ref.custom_id("z")))
        self.ref = ref

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]
                             ) -> "SnoozeButton":
        return cls(PromptRef.from_match(match))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        clock: TurnClock = interaction.client.turn_clock  # type: ignore[attr-defined]
        await clock.snooze(interaction, self.ref)


# -- options


ON_TIMEOUT = [app_commands.Choice(name=name, value=value) for name, value in zip(
    ("Only remind the player", "The hero makes camp", "The autopilot plays the turn"),
    TIMEOUT_POLICIES, strict=True)]


QUIET_TIME = re.compile(r"(?P<hour>\d{1,2})(?:(?::|h)(?P<minute>\d{2})|h)?", re.ASCII)


def parse_time(value: str) -> time:
    """A time of day as a player types it: 22:30, 7, 7h, 7h30, 07:00."""
    found = QUIET_TIME.fullmatch(value.strip())
    if found is not None and int(found["hour"]) < 24 and int(found["minute"] or 0) < 60:
        return time(int(found["hour"]), int(found["minute"] or 0))
    raise RuleError("bad_time", f"{value[:20]!r} is not a time of day: write it on a 24-hour"
                    " clock as HH:MM, e.g. 22:30 or 7:00.", key=msgid("reminders-bad-time"),
                    params={"value": value[:20]})


def clock_text(settings: ClockSettings, say: Say = ENGLISH) -> str:
    if settings.span is None:
        return say("reminders-no-clock")
    return say("reminders-clock", hours=f"{settings.hours:g}", policy=settings.on_timeout)


def quiet_text(quiet: QuietHours, say: Say = ENGLISH) -> str:
    return say("reminders-quiet", start=f"{quiet.start:%H:%M}", end=f"{quiet.end:%H:%M}",
               zone=quiet.timezone)

