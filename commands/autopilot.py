"""Seats the computer plays on Discord (issue 15): computer companions, and players who are
away or whom a moderator or the turn clock handed to the autopilot.

`Autopilot` (`bot.autopilot`) plays those seats with the automatic players of
`kilforth.sim.levels`, the same as the console's and the simulator's. After any command, while
the game waits on such a seat, the flow asks `follow` to play it at once, and tells what the
computer did in the same message as the command (`Played`). The turn clock calls `play_turn`
when a player's time runs out. Both are bounded, so an automatic player that never ends its
turn cannot hold the bot.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import discord

from commands.embeds import Palette, paged_embeds
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.render.companions import summary
from kilforth.sim.agents import Agent, waiting_on
from kilforth.sim.seats import DEFAULT_LEVEL, is_computer, pilot
from kilforth.state import GameState
from kilforth.store import ExecResult, StoreError
from kilforth.store.models import Pilot

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

# The most commands the computer plays in one go. A whole Day of four heroes takes about
# sixty; a game where every seat is the computer's goes on at the next command or timer.
MAX_COMMANDS = 400
TITLE = "🤖 The computer plays"


@dataclass
class Played:
    """What the computer played after a command: the game as it left it, and its lines."""

    result: ExecResult
    lines: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    count: int = 0

    def embeds(self) -> list[discord.Embed]:
        if not self.lines:
            return []
        return paged_embeds(TITLE, "\n".join(self.lines), colour=Palette.INFO)


def pilot_label(seat: Pilot) -> str:
    """How a seat the computer plays is named on the banner and the map's legend."""
    if seat.reason == "companion":
        return f"computer, {seat.level}"
    if seat.until is not None:
        return f"autopilot until <t:{int(seat.until.timestamp())}:R>"
    return "autopilot"


class Autopilot:
    def __init__(self, bot: "KilforthBot", *,
                 now: Callable[[], datetime] = lambda: datetime.now(UTC)) -> None:
        self.bot = bot
        self.now = now
        # Each seat's automatic player, kept while the bot runs: a player may remember what it
        # worked out, and making it anew after a restart only costs that memory.
        self._agents: dict[tuple[int, str, str], Agent] = {}

    async def seats(self, channel: str, state: GameState | None = None) -> dict[str, Pilot]:
        """The seats the computer plays now in the channel's game, by player: those the
        store names, and every companion (seated as `computer…`, at the default level unless
        the store says otherwise)."""
        stored = await self.bot.store.pilots(channel)
        players = [h.player for h in state.heroes] if state is not None else []
        companions = {p: Pilot(player=p, level=DEFAULT_LEVEL, reason="companion")
                      for p in players if is_computer(p) and p not in stored}
        return stored | companions

    async def back(self, channel: str, player: str) -> Pilot | None:
        """`player` acted themself: their seat is theirs again (issue 15.4: an absent
        player's own command ends their away). How the computer played it, if it did."""
        seat = (await self.bot.store.pilots(channel)).get(player)
        if seat is None or seat.reason == "companion":
            return None
        return await self.bot.store.drop_pilot(channel, player)

    async def follow(self, channel: str, result: ExecResult) -> Played:
        """Play, at once, every decision the game now waits for from a seat the computer
        plays."""
        seats = await self.seats(channel, result.state)
        return await self._play(channel, result, seats)

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
        played = await self._play(key, ExecResult([], state, session.version), seats,
                                  lent=lent)
        if played.count:
            await self.tell(channel_id, played)
        return played.count

    async def tell(self, channel_id: int, played: Played) -> None:
        """Post what the computer played, and the turn banner, in the channel."""
        channel = self.bot.get_partial_messageable(channel_id)
        await self.bot.flow.announce(channel, played.result.state, [], told=played.embeds())

    async def _play(self, channel: str, result: ExecResult, seats: dict[str, Pilot], *,
                    lent: str | None = None) -> Played:
        """Play while the game waits on one of `seats`. `lent`: a seat lent to the computer
        for its pending decisions only (the clock's autopilot turn)."""
        played = Played(result)
        session = await self.bot.store.session(channel)
        if session is None or session.seed is None:
            return played
        pack = pack_for(result.state)
        computers = set(seats)
        while played.count < MAX_COMMANDS:
            before = played.result.state
            player = waiting_on(before)
            if player is None or player not in seats:
                return played
            command = self._agent(session.id, session.seed, before, seats[player]) \
                .act(before, player, pack)
            try:
                after = await self.bot.store.execute(channel, player, command)
            except (RuleError, StoreError):
                # An automatic player chooses among legal commands: a refusal is its bug (or
                # a change made meanwhile). The seat waits for the next command or timer.
                log.warning("The computer's %s was refused in channel %s", command.kind,
                            channel, exc_info=True)
                return played
            who = "computer" if seats[player].reason == "companion" else "autopilot"
            played.lines += summary(before, after.state, pack, player, command, after.events,
                                    computers, who=who, public=True)
            played.result = after
            played.events += after.events
            played.count += 1
            if lent is not None and waiting_on(after.state) != lent:
                seats.pop(lent, None)
        played.lines.append(f"The computer stops after {MAX_COMMANDS} commands; it goes on at"
                            " the next command.")
        return played

    def _agent(self, game: int, seed: int, state: GameState, seat: Pilot) -> Agent:
        key = (game, seat.player, seat.level)
        agent = self._agents.get(key)
        if agent is None:
            position = next(n for n, h in enumerate(state.heroes) if h.player == seat.player)
            agent = self._agents[key] = pilot(seat.level, seed, position)
        return agent
