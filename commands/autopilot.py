"""Seats the computer plays on Discord (issue 15): computer companions, and players who are
away or whom a moderator or the turn clock handed to the autopilot.

`Autopilot` (`bot.autopilot`) plays those seats with the automatic players of
`kilforth.sim.levels`, the same as the console's and the simulator's. After any command, while
the game waits on such a seat, the flow asks `follow` to play it at once, and tells what the
computer did in the same message as the command (`Played`). The turn clock calls `play_turn`
when a player's time runs out. Both are bounded, so an automatic player that never ends its
turn cannot hold the bot.
"""

import asyncio
import logging
from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any

import discord

from commands.context import channel_key, mention
from commands.embeds import Palette, embed, paged_embeds
from commands.language import game_say
from commands.narration import summary_embed
from kilforth.commands import Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.events import Event, GameOver
from kilforth.i18n import msgid
from kilforth.render.companions import summary
from kilforth.render.say import ENGLISH, Say
from kilforth.sim.agents import Agent, waiting_on
from kilforth.sim.seats import DEFAULT_LEVEL, is_computer, pilot
from kilforth.state import GameState
from kilforth.store import ExecResult, StoreError
from kilforth.store.models import Pilot
from kilforth.store.timers import Rearm, Timer

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

# The most commands the computer plays in one go: enough for several Days of four heroes, so
# it stops only an automatic player that never ends its turn, or a game where every seat is
# the computer's (which goes on at the next command or timer).
MAX_COMMANDS = 400
# Events that say a hero's turn is over: the next one's begins, or the Night came.
TURN_ENDS = frozenset({"turn_started", "day_started"})
# The timer that ends an away of a number of days.
AWAY_UNTIL = "away_until"


@dataclass
class Played:
    """What the computer played after a command: the game as it left it, and its lines."""

    result: ExecResult
    say: Say = ENGLISH
    lines: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    count: int = 0
    # The seats the computer plays in the game (`Autopilot.seats`), read once for the
    # interaction: the banner's labels and the picture's legend reuse them.
    seats: dict[str, Pilot] = field(default_factory=dict)
    # The stored state before the command it follows, which the pings compare with.
    before: GameState | None = field(init=False)

    def __post_init__(self) -> None:
        self.before = self.result.before

    def embeds(self) -> list[discord.Embed]:
        """Its lines, and the end-of-game summary if its play ended the game."""
        if not self.lines:
            return []
        say, state = self.say, self.result.state
        told = paged_embeds(say("reminders-computer-plays"), "\n".join(self.lines),
                            colour=Palette.INFO, say=say)
        return told + [summary_embed(state, pack_for(state), e, say) for e in self.events
                       if isinstance(e, GameOver)]


def pilot_label(seat: Pilot, say: Say = ENGLISH) -> str:
    """How a seat the computer plays is named on the banner."""
    if seat.reason == "companion":
        return say("reminders-computer-level", level=seat.level)
    if seat.until is not None:
        return say("reminders-autopilot-until", until=f"<t:{int(seat.until.timestamp())}:R>")
    return say("reminders-autopilot")


class Autopilot:
    def __init__(self, bot: "KilforthBot") -> None:
        self.bot = bot
        # Each seat's automatic player, kept while the bot runs: a player may remember what it
        # worked out, and making it anew after a restart only costs that memory.
        self._agents: dict[tuple[int, str, str], Agent] = {}
        # One decision at a time per game: an automatic player's memory is not shared
        # between threads, and two commands racing for a game would otherwise both ask it.
        self._thinking: dict[int, asyncio.Lock] = {}

    def now(self) -> datetime:
        return self.bot.scheduler.clock.now()

    def register(self) -> None:
        self.bot.scheduler.register(AWAY_UNTIL, self._away_over)

    async def _away_over(self, timer: Timer) -> None:
        """An away with a number of days ends by itself: the seat is its player's again,
        and the channel is told (the player pinged), unless they came back or went away
        again meanwhile."""
        player = timer.player
        seat = (await self.bot.store.pilots(timer.channel)).get(player or "")
        if player is None or seat is None or seat.reason != "away" or seat.until != timer.due:
            return
        await self.bot.store.drop_pilot(timer.channel, player)
        say = game_say(await self.bot.store.session(timer.channel), load_pack())
        channel = self.bot.get_partial_messageable(int(timer.channel))
        await channel.send(
            content=mention(player), allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, users=[discord.Object(id=int(player))]
                if player.isdigit() else False),
            embed=embed(say("reminders-back-title"), say("reminders-back-body"),
                        colour=Palette.INFO))

    async def seats(self, channel: str, state: GameState | None = None,
                    stored: dict[str, Pilot] | None = None) -> dict[str, Pilot]:
        """The seats the computer plays now in the channel's game, by player: those the
        store names (`stored`, if read already), and every companion (seated as
        `computer…`, at the default level unless the store says otherwise)."""
        if stored is None:
            stored = await self.bot.store.pilots(channel)
        players = [h.player for h in state.heroes] if state is not None else []
        companions = {p: Pilot(player=p, level=DEFAULT_LEVEL, reason="companion")
                      for p in players if is_computer(p) and p not in stored}
        return stored | companions

    async def hand_over(self, interaction: discord.Interaction[Any], seat: Pilot,
                        headline: str, note: str) -> None:
        """Give `seat.player`'s seat to the computer (away, or a moderator's autopilot) and
        answer with `headline` and `note`, what the computer then plays at once, and the turn
        banner. Refused, changing nothing, outside a running game or for a player without a
        seat, or a companion's seat."""
        key = channel_key(interaction)
        session = await self.bot.store.session(key)
        if session is None:
            raise RuleError("no_game", "There is no game in this channel: open one with"
                            " /kilforth new.", key=msgid("session-no-game"))
        if session.status != "running":
            raise RuleError("not_started", "The game has not started yet: the autopilot plays"
                            " only a game in progress. /kilforth start deals it.",
                            key=msgid("reminders-not-started"))
        if seat.player not in session.players:
            raise RuleError("not_seated", f"{mention(seat.player) or seat.player} has no seat"
                            " in this game: only a seated player's hero can be played by the"
                            " autopilot.", key=msgid("reminders-not-seated"),
                            params={"player": mention(seat.player) or seat.player})
        if is_computer(seat.player):
            raise RuleError("companion", "That seat is a computer companion's: the computer"
                            " already plays it.", key=msgid("reminders-companion"))
        if seat.reason == "away" and not await self._others_play(key, seat.player):
            # The autopilot keeps a game going for the players still at it. With none, it
            # would play the whole rest of the game at once.
            raise RuleError("alone", "Nobody else is playing this game now, so it simply waits"
                            " for you: nothing is lost while you are away.",
                            key=msgid("reminders-away-alone"))

        async def handed() -> ExecResult:
            await self.bot.store.set_pilot(key, seat)
            await self.bot.store.cancel_timers(key, kind=AWAY_UNTIL, player=seat.player)
            if seat.until is not None:
                await self.bot.scheduler.add(session.id, key, AWAY_UNTIL, seat.until,
                                             player=seat.player)
            state = await self.bot.store.state(key)
            return ExecResult([], state, session.version, state, game=session.id,
                              lang=session.lang)

        await self.bot.flow.run(interaction, handed(), headline, note=note)

    async def _others_play(self, channel: str, player: str) -> bool:
        """Whether a player other than `player` still plays a hero of the channel's game
        themself (not a computer companion, not away, not on a moderator's autopilot)."""
        state = await self.bot.store.state(channel)
        seats = await self.seats(channel, state)
        return any(h.in_play and h.player != player and h.player not in seats
                   for h in state.heroes)

    async def back(self, channel: str, player: str) -> Pilot | None:
        """`player` acted themself: their seat is theirs again (issue 15.4: an absent
        player's own command ends their away). How the computer played it, if it did."""
        return (await self._back(channel, player, await self.bot.store.pilots(channel)))[0]

    async def _back(self, channel: str, player: str, stored: dict[str, Pilot]
                    ) -> tuple[Pilot | None, dict[str, Pilot]]:
        """`back`, given the stored seats; with them as they are after it."""
        seat = stored.get(player)
        if seat is None or seat.reason == "companion":
            return None, stored
        await self.bot.store.cancel_timers(channel, kind=AWAY_UNTIL, player=player)
        return (await self.bot.store.drop_pilot(channel, player),
                {p: s for p, s in stored.items() if p != player})

    async def labels(self, channel: str, state: GameState, say: Say | None = None,
                     seats: Mapping[str, Pilot] | None = None) -> dict[str, str]:
        """How the computer plays each seat it plays, for the banner, by player, in `say`'s
        words (default: the game's language). `seats`: those already read, if they were."""
        say = say or await self._game_say(channel, state)
        seats = seats if seats is not None else await self.seats(channel, state)
        return {p: pilot_label(seat, say) for p, seat in seats.items()}

    async def words(self, channel: str, state: GameState, say: Say | None = None,
                    seats: Mapping[str, Pilot] | None = None) -> dict[str, str]:
        """The same, in a word the map's legend can show."""
        say = say or await self._game_say(channel, state)
        seats = seats if seats is not None else await self.seats(channel, state)
        return {p: say("reminders-computer") if seat.reason == "companion"
                else say("reminders-autopilot") for p, seat in seats.items()}

    async def _game_say(self, channel: str, state: GameState) -> Say:
        return game_say(await self.bot.store.session(channel), pack_for(state))

    async def follow(self, channel: str, result: ExecResult, timers: Rearm | None = None, *,
                     acted: str | None = None) -> Played:
        """Play, at once, every decision the game now waits for from a seat the computer
        plays (`timers`: the turn clock to set in each command's transaction). `acted`: the
        player whose own command `result` is, whose seat is theirs again first (`back`):
        the seats are read once for both."""
        stored = await self.bot.store.pilots(channel)
        if acted is not None:
            stored = (await self._back(channel, acted, stored))[1]
        seats = await self.seats(channel, result.state, stored)
        return await self._play(channel, result, seats, timers=timers)

    async def play_turn(self, channel_id: int, player: str) -> int:
        """Play `player`'s pending decisions (their turn and any question addressed to them)
        with the seat's automatic player, then any seat the computer plays that the game
        waits for next; tell it in one public message and hand control back. The number of
        commands played."""
        key = str(channel_id)
        session = await self.bot.store.session(key)
        if session is None or session.status != "running":
            return 0
        state = await self.bot.store.state(key)
        if waiting_on(state) != player:
            return 0
        seats = await self.seats(key, state)
        lent = None if player in seats else player
        seats.setdefault(player, Pilot(player=player, level=DEFAULT_LEVEL, reason="moderator"))
        played = await self._play(key, ExecResult([], state, session.version, state,
                                                  game=session.id, lang=session.lang),
                                  seats, lent=lent)
        if played.count:
            await self.tell(channel_id, played)
        return played.count

    async def tell(self, channel_id: int, played: Played) -> None:
        """Post what the computer played, and the turn banner, in the channel."""
        channel = self.bot.get_partial_messageable(channel_id)
        await self.bot.flow.announce(channel, played.result.state, [], told=played.embeds(),
                                     before=played.before)

    async def _play(self, channel: str, result: ExecResult, seats: dict[str, Pilot], *,
                    lent: str | None = None, timers: Rearm | None = None) -> Played:
        """Play while the game waits on one of `seats`. `lent`: a seat lent to the computer
        for its pending decisions only (the clock's autopilot turn)."""
        waited = waiting_on(result.state)
        if waited is None or waited not in seats:
            # The usual case after a player's command: nothing to play, nothing more to read.
            return Played(result, seats=dict(seats))
        session = await self.bot.store.session(channel)
        pack = pack_for(result.state)
        say = game_say(session, pack)
        played = Played(result, say, seats=dict(seats))
        if session is None or session.seed is None:
            return played
        computers = set(seats)
        while played.count < MAX_COMMANDS:
            before = played.result.state
            player = waiting_on(before)
            if player is None or player not in seats:
                return played
            try:
                agent = self._agent(session.id, session.seed, before, seats[player])
                command = await self.choose(session.id, agent, before, player, pack)
            except Exception:
                # The command that let the computer play is made and must still be told.
                log.exception("The computer could not choose for %s in channel %s", player,
                              channel)
                return played
            try:
                after = await self.bot.store.execute(channel, player, command, timers=timers)
            except (RuleError, StoreError):
                # An automatic player chooses among legal commands: a refusal is its bug (or
                # a change made meanwhile). The seat waits for the next command or timer.
                log.warning("The computer's %s was refused in channel %s", command.kind,
                            channel, exc_info=True)
                return played
            who = "computer" if seats[player].reason == "companion" else "autopilot"
            played.lines += summary(before, after.state, pack, player, command, after.events,
                                    computers, who=who, public=True, say=say)
            played.result = after
            played.events += after.events
            played.count += 1
            if after.state.result is not None:
                # The game is over: its automatic players have nothing left to play.
                for key in [k for k in self._agents if k[0] == session.id]:
                    del self._agents[key]
                self._thinking.pop(session.id, None)
            # A lent seat plays its player's decisions until the game waits on someone else,
            # or, when it waits on nobody else (solo), until that player's Day is over.
            if lent is not None and (waiting_on(after.state) != lent
                                     or any(e.kind == "day_started" for e in after.events)):
                seats.pop(lent, None)
            if after.state.result is None and _alone(before, seats, lent) \
                    and any(e.kind in TURN_ENDS for e in after.events):
                played.lines.append(say("reminders-computer-alone", players=", ".join(
                    mention(p) or p for p, seat in seats.items()
                    if seat.reason != "companion")))
                return played
        played.lines.append(say("reminders-computer-stops", count=played.count))
        return played

    async def choose(self, game: int, agent: Agent, state: GameState, player: str, pack: Pack) -> Command:
        """`agent`'s command for `player` in `game`. A searching companion thinks for up to its
        time limit: in a worker thread, so that the other channels' commands go on meanwhile,
        and one decision of a game at a time."""
        async with self._thinking.setdefault(game, asyncio.Lock()):
            return await asyncio.to_thread(agent.act, state, player, pack)

    def _agent(self, game: int, seed: int, state: GameState, seat: Pilot) -> Agent:
        key = (game, seat.player, seat.level)
        agent = self._agents.get(key)
        if agent is None:
            position = next(n for n, h in enumerate(state.heroes) if h.player == seat.player)
            agent = self._agents[key] = pilot(seat.level, seed, position)
        return agent


def _alone(state: GameState, seats: dict[str, Pilot], lent: str | None) -> bool:
    """Whether no hero in play is left to a person: every seat is the computer's, and none
    only lent to it for its pending decisions. The computer then never plays the game on by
    itself (issue 35.8): it stops at the end of the current hero's turn and the game
    waits for someone to take a seat back."""
    return not any(h.in_play and (h.player not in seats or h.player == lent)
                   for h in state.heroes)
