"""Shared by the `test_play_*` modules (it holds no tests): the bot with its real cogs and a
real store whose games are dealt from a fixed seed, and ways to set a game up the way the
rules tests do — edit the stored state, script the dice — before driving it through
interactions only.
"""

import copy
import sqlite3
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from harness import FakeChannel, FakeUser, Harness, Result

from commands.prompts import PromptRef
from commands.scheduler import Clock
from commands.settings import Settings
from kilforth import engine
from kilforth.commands import Command
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec
from kilforth.store import Store, snapshots

SEED = 7  # the City's neighbours, decks and night cards the play tests rely on


class FixedSeedEngine:
    """The real engine, dealing every game from SEED so a test knows the board."""

    def new_game(self, options: GameOptions, heroes: list[HeroSpec], seed: int) -> engine.Outcome:
        return engine.new_game(options, heroes, SEED)

    def apply(self, state: GameState, command: Command) -> engine.Outcome:
        return engine.apply(state, command)


async def open_store(path: Path) -> Store:
    return await Store.open(path, engine=FixedSeedEngine())


@asynccontextmanager
async def play_harness(db: Path, clock: Clock | None = None) -> AsyncIterator[Harness]:
    async with Harness(settings=Settings(KILFORTH_DB=db), store_factory=open_store,
                       clock=clock) as started:
        yield started


def new_table(h: Harness) -> FakeChannel:
    """Move `h` to a fresh channel, so tests sharing one bot keep their games apart."""
    h.channel = h.new_channel(f"table-{len(h.discord.channels)}")
    return h.channel


async def rig(h: Harness, edit: Callable[[GameState], None],
              channel: FakeChannel | None = None) -> GameState:
    """Edit the channel's stored state in place, as a repair would (the log is untouched)."""
    key = str((channel or h.channel).id)
    state = await h.bot.store.state(key)
    edit(state)
    with sqlite3.connect(h.settings.db) as conn:
        conn.execute("UPDATE sessions SET state = ? WHERE channel = ? AND status = 'running'",
                     (snapshots.compress(state.model_dump_json()), key))
    conn.close()
    return state


def dice(*faces: int) -> Callable[[GameState], None]:
    def script(state: GameState) -> None:
        state.rng.scripted = list(faces)
    return script


async def state_of(h: Harness, channel: FakeChannel | None = None) -> GameState:
    return await h.bot.store.state(str((channel or h.channel).id))


def buttons(message: dict[str, Any]) -> list[str]:
    return [c["custom_id"] for row in message.get("components") or []
            for c in row["components"]]


def banner_of(result: Result) -> dict[str, Any]:
    """The turn banner: the last public message an interaction sent. Edits of earlier
    messages (a battle's, a question's retired) are not one."""
    return [m for r in result.requests if (m := r.message) is not None and r.method != "PATCH"
            and not (m.get("flags") or 0) & 64][-1]


def snapshot(h: Harness, custom_id: str) -> dict[str, Any]:
    """The message holding `custom_id` as it is now, to click it again after it changed."""
    return copy.deepcopy(h.discord.message_with(custom_id))


async def answer(h: Harness, option: int = 0, user: FakeUser | None = None) -> Result:
    """Click option `option` of the open prompt's latest buttons or menu."""
    state = await state_of(h)
    assert state.pending is not None, "no open prompt"
    prompt = state.pending.prompt
    ref = await asked(h)
    if state.options.mode == "competitive":
        # The question is private: the banner's button shows it to its player first.
        await h.click(ref.custom_id("v"), user=user)
    if len(prompt.options) <= 5:
        return await h.click(ref.custom_id("p", option), user=user)
    return await h.select(ref.custom_id("s", option // 25), [str(option)], user=user)


async def asked(h: Harness, channel: FakeChannel | None = None) -> PromptRef:
    """The open prompt of the channel's game as its components name it now."""
    key = str((channel or h.channel).id)
    session = await h.bot.store.session(key)
    state = await h.bot.store.state(key)
    assert session is not None and state.pending is not None, "no open prompt"
    return PromptRef(session.id, session.version, state.pending.prompt.id)


async def seat(h: Harness, user: FakeUser, race: str, hero_class: str, **options: Any) -> Result:
    return await h.slash("kilforth join", user=user, race=race, opts={"class": hero_class},
                         **options)


async def solo_game(h: Harness) -> GameState:
    """A solo game for h.player (a human warrior named Ana, item deck) at its first turn."""
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await h.slash("kilforth start")
    await answer(h)
    state = await state_of(h)
    assert state.pending is None and state.turn is not None
    return state


async def started_solo(h: Harness) -> str:
    """A solo game for h.player (Ana) waiting on its starting-Rumour prompt (R-SETUP-17);
    the custom id of its first button."""
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    return buttons(banner_of(await h.slash("kilforth start")))[0]


async def dealt_duo(h: Harness, bob: FakeUser, mode: str = "coop") -> GameState:
    """A two-player game (Ana the human warrior for h.player, Bo the elf rogue for bob) just
    dealt: its starting prompts are open."""
    await h.slash("kilforth new", mode=mode)
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await seat(h, bob, "elf", "rogue", reward="ally", name="Bo")
    await h.slash("kilforth start")
    return await state_of(h)


async def duo_game(h: Harness, bob: FakeUser, mode: str = "coop") -> GameState:
    """`dealt_duo`, both starting Rewards chosen."""
    state = await dealt_duo(h, bob, mode)
    while state.pending is not None:
        prompt = state.pending.prompt
        await answer(h, user=h.player if prompt.player == str(h.player.id) else bob)
        state = await state_of(h)
    return state


def player(user: FakeUser) -> str:
    return str(user.id)
