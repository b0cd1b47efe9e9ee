"""A scripted four-player co-op game played through the offline harness, tallying what the
channel sees per command (issue 11.4): new public messages, and pings — whom a message may
notify (mentioned in its content and allowed by its `allowed_mentions`).

Every hero moves while it has more than 2 AP, then makes camp; every question gets its first
answer, clicked on the latest public message holding components. Nothing here depends on how
the bot spells its custom ids, so the same script measures any version of the bot.

    .venv/bin/python -m pytest -q -s tests/discord/test_play_calm.py
"""

import re
from dataclasses import dataclass, field
from typing import Any

from harness import BUTTON, EPHEMERAL, FakeUser, Harness, Result

from kilforth.commands import Move
from kilforth.legal import legal_commands

CREATES = {
    ("POST", "/webhooks/{webhook_id}/{webhook_token}"),
    ("POST", "/channels/{channel_id}/messages"),
}
MENTION = re.compile(r"<@!?(\d+)>")


@dataclass
class Step:
    """One command (a slash command or a click) and what the channel got from it."""

    command: str
    actor: str
    messages: int
    pinged: list[str]
    # The players the game waited for before and after the command.
    before: frozenset[str] = frozenset()
    after: frozenset[str] = frozenset()


@dataclass
class Tally:
    steps: list[Step] = field(default_factory=list)

    @property
    def commands(self) -> int:
        return len(self.steps)

    @property
    def messages(self) -> int:
        return sum(step.messages for step in self.steps)

    @property
    def pings(self) -> int:
        return sum(len(step.pinged) for step in self.steps)

    @property
    def pings_to_actor(self) -> int:
        return sum(step.pinged.count(step.actor) for step in self.steps)

    def report(self) -> str:
        n = self.commands
        return (f"{n} commands: {self.messages} public messages ({self.messages / n:.2f} per"
                f" command), {self.pings} pings ({self.pings / n:.2f} per command),"
                f" {self.pings_to_actor} of them to the player who had just acted")


def pinged(body: dict[str, Any]) -> list[str]:
    """The users a message body notifies."""
    mentioned = MENTION.findall(body.get("content") or "")
    allowed = body.get("allowed_mentions")
    if allowed is None or "users" in (allowed.get("parse") or []):
        return mentioned
    return [user for user in mentioned if user in {str(u) for u in allowed.get("users") or []}]


def observe(h: Harness, result: Result, before: set[int], command: str, actor: FakeUser
            ) -> Step:
    created = [m for n, m in h.discord.messages.items() if n not in before
               and not m["flags"] & EPHEMERAL]
    notified: list[str] = []
    for request in result.requests:
        body = request.message
        creates = (request.method, request.route) in CREATES or request.callback_type == 4
        if body is not None and creates and not request.ephemeral:
            notified += pinged(body)
    return Step(command, str(actor.id), len(created), notified)


async def waiting(h: Harness) -> frozenset[str]:
    """Whom the channel's game waits for: the open question's player, else the active
    hero's; nobody in the lobby or once the game is over."""
    session = await h.bot.store.session(str(h.channel.id))
    if session is None or session.status != "running":
        return frozenset()
    state = await h.bot.store.state(str(h.channel.id))
    if state.pending is not None:
        return frozenset([state.pending.prompt.player])
    return frozenset([state.hero(state.turn.hero).player]) if state.turn else frozenset()


def latest_components(h: Harness) -> dict[str, Any]:
    """The first component of the latest public message in the channel that has any."""
    for message in reversed(list(h.discord.messages.values())):
        if int(message["channel_id"]) == h.channel.id and message["components"] \
                and not message["flags"] & EPHEMERAL:
            return message["components"][0]["components"][0]
    raise AssertionError("no message with components")


async def play(h: Harness, players: list[FakeUser], *, days: int, limit: int = 400) -> Tally:
    """Deal a co-op game for `players` and play it to the end of Day `days`."""
    users = {str(user.id): user for user in players}
    tally = Tally()

    async def run(command: str, actor: FakeUser, coro: Any) -> None:
        before, waited = set(h.discord.messages), await waiting(h)
        result = await coro
        step = observe(h, result, before, command, actor)
        step.before, step.after = waited, await waiting(h)
        tally.steps.append(step)

    await run("/kilforth new", players[0],
              h.slash("kilforth new", user=players[0], mode="coop", heroes=len(players)))
    for n, (user, (race, hero_class)) in enumerate(zip(players, [
            ("human", "warrior"), ("elf", "rogue"), ("dwarf", "priest"),
            ("halfling", "sorcerer")], strict=False)):
        await run("/kilforth join", user, h.slash(
            "kilforth join", user=user, race=race, opts={"class": hero_class},
            reward="item", name=f"Hero{n + 1}"))
    await run("/kilforth start", players[0], h.slash("kilforth start", user=players[0]))
    for _ in range(limit):
        state = await h.bot.store.state(str(h.channel.id))
        if state.result is not None or state.day > days:
            break
        if state.pending is not None:
            user = users[state.pending.prompt.player]
            component = latest_components(h)
            if component["type"] == BUTTON:
                await run("click", user, h.click(component["custom_id"], user=user))
            else:
                await run("select", user, h.select(component["custom_id"],
                                                   [component["options"][0]["value"]], user=user))
            continue
        assert state.turn is not None
        hero = state.hero(state.turn.hero)
        user = users[hero.player]
        moves = [c for c in legal_commands(state, hero.player, kinds=["move"])
                 if isinstance(c, Move)]
        if hero.ap > 2 and moves:
            await run("/move", user, h.slash("move", user=user, region=moves[0].region))
        else:
            await run("/camp", user, h.slash("camp", user=user))
    return tally
