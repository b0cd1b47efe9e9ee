"""Interactions and typed characters per turn, before and after the turn panel (issue 35):
one scripted four-player co-op game played through the offline harness twice, the same
seeded choices both times, once typing every Action as its slash command, once tapping the
turn panel. Questions are answered with their buttons both times.

    cd tests/discord && ../../.venv/bin/python turn_figures.py [turns]

A typed command counts as a person types it in full, `/move region:Thornveil Thicket`
(autocomplete may spare some of the value's characters); a tap types nothing. A turn is one
turn-level command (in co-op a hero's turn passes on after each Action, R-TURN-1).
"""

import asyncio
import random
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from harness import FakeUser, Harness
from test_play_helpers import answer, play_harness, player, seat
from test_turn_panel import panel_choice, tap

from kilforth.commands import (
    Assault,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Move,
    Overcome,
    Resolve,
    TeamUp,
    Trade,
    Use,
)
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.render.panel import turn_panel
from kilforth.sim.agents import HeuristicAgent
from kilforth.state import GameState

HEROES = (("human", "warrior", "item", "Ana"), ("elf", "rogue", "ally", "Bo"),
          ("dwarf", "priest", "spell", "Cy"), ("halfling", "ranger", "title", "Di"))
TURNS = 80


@dataclass
class Tally:
    turns: int = 0
    interactions: int = 0
    typed: int = 0
    # Taps on the turn panel: one for a button, two for a menu (open it, pick).
    taps: int = 0

    def line(self, name: str) -> str:
        return (f"{name}: {self.turns} turns, {self.interactions / self.turns:.2f} interactions,"
                f" {self.typed / self.turns:.1f} typed characters and"
                f" {self.taps / self.turns:.2f} panel taps per turn")


def slash_of(state: GameState, command: Command) -> tuple[str, dict[str, Any]]:
    """The slash command a player sends for `command`, with its options by name: a card or
    a hero by its id, the value autocomplete sends."""
    match command:
        case Move(region=region):
            return "move", {"region": region}
        case Confront(encounter=encounter, hostile=True):
            return "confront", {"encounter": encounter, "hostile": True}
        case Confront(encounter=encounter, attribute=attribute):
            return "confront", {"encounter": encounter, "attribute": attribute}
        case Clear(target=target):
            return "clear", {"target": target}
        case Discover(card=card):
            return "discover", {"card": card}
        case Trade(sell=sell, heal=heal, buy=buy):
            options: dict[str, Any] = {"buy": buy} if buy else {}
            if sell:
                options["sell"] = sell[0]
            if heal:
                options["heal"] = sum(heal.values())
            return "trade", options
        case Use(card=card):
            return "use", {"card": card}
        case Resolve(card=card):
            return "gift resolve", {"card": card}
        case Overcome(encounter=encounter):
            return "gift overcome", {"encounter": encounter}
        case Assault(ancient=ancient):
            return "gift assault", {"ancient": ancient} if ancient else {}
        case TeamUp(heroes=heroes):
            return "gift team-up", {"hero": heroes[0]}
        case Exchange(with_hero=other, give=give):
            options = {"with": other}
            if give.cards:
                options["give_card"] = give.cards[0]
            if give.gold:
                options["give_gold"] = give.gold
            return "gift exchange", options
    return command.kind, {}


def typed(state: GameState, pack: Pack, command: str, options: dict[str, Any]) -> int:
    """The characters of a command typed in full, each card and hero by its name."""
    def shown(value: Any) -> str:
        if isinstance(value, str) and value in pack.names:
            return pack.names[value]
        if isinstance(value, str) and any(h.id == value for h in state.heroes):
            return state.hero(value).name
        return str(value)

    return len(" ".join([f"/{command}", *(f"{k}:{shown(v)}" for k, v in options.items())]))


async def play(h: Harness, tapping: bool, turns: int) -> Tally:
    users = [h.player, *(h.user(n) for n in ("bob", "cid", "dee"))]
    await h.slash("kilforth new", mode="coop", heroes=4)
    for user, (race, hero_class, reward, hero) in zip(users, HEROES, strict=True):
        await seat(h, user, race, hero_class, reward=reward, name=hero)
    await h.slash("kilforth start")
    by_id: dict[str, FakeUser] = {player(u): u for u in users}
    agent, rng = HeuristicAgent(35), random.Random(35)
    tally = Tally()
    state = await h.bot.store.state(str(h.channel.id))
    while state.result is None and tally.turns < turns:
        pack = pack_for(state)
        if state.pending is not None:
            prompt = state.pending.prompt
            wanted = agent.act(state, prompt.player, pack)
            option = ([o.id for o in prompt.options].index(wanted.option)
                      if isinstance(wanted, Choose) else 0)
            await answer(h, option, user=by_id[prompt.player])
            tally.interactions += 1
        else:
            assert state.turn is not None
            who = state.hero(state.turn.hero).player
            found = turn_panel(state, pack)
            assert found is not None
            command = found.commands[panel_choice(state, agent.act(state, who, pack), rng)]
            if tapping:
                index = found.commands.index(command)
                done = await tap(h, index, by_id[who])
                tally.taps += 1 if index in found.buttons else 2
            else:
                name, options = slash_of(state, command)
                done = await h.slash(name, user=by_id[who], opts=options)
                tally.typed += typed(state, pack, name, options)
            if done.response is None or done.response.ephemeral:
                raise AssertionError(f"{command!r} was refused: {done.text()}")
            tally.interactions += 1
            tally.turns += 1
        state = await h.bot.store.state(str(h.channel.id))
    return tally


async def main(turns: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        for tapping in (False, True):
            async with play_harness(Path(folder) / f"figures-{tapping}.sqlite3") as h:
                tally = await play(h, tapping, turns)
            print(tally.line("after (turn panel)" if tapping else "before (slash commands)"))


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]) if len(sys.argv) > 1 else TURNS))
