"""Prompt buttons and menus: the answer, foreign and stale clicks, double clicks, a restart in
between, and the select menu of a long prompt."""

import asyncio
import copy
from pathlib import Path

import pytest
from harness import Harness
from test_play_helpers import (
    answer,
    asked,
    banner_of,
    dice,
    play_harness,
    rig,
    snapshot,
    solo_game,
    started_solo,
    state_of,
)

from commands.prompts import PromptButton, PromptRef, prompt_view
from kilforth.content.pack import load_pack
from kilforth.render.prompts import option_label
from kilforth.rules import board
from kilforth.state import GameState, Option, Prompt

EPHEMERAL = 64



async def test_buttons_carry_game_version_prompt_and_option(h: Harness) -> None:
    first = await started_solo(h)
    state = await state_of(h)
    session = await h.bot.store.session(str(h.channel.id))
    assert state.pending is not None and session is not None
    assert first == f"kf:p:{session.id}:{session.version}:{state.pending.prompt.id}:0"
    assert len(first) <= 100
    labels = [c["label"] for row in h.discord.message_with(first)["components"]
              for c in row["components"]]
    assert labels == [option_label(load_pack(), o) for o in state.pending.prompt.options]


async def test_a_click_answers_retires_the_buttons_and_posts_the_next_turn(h: Harness) -> None:
    first = await started_solo(h)
    clicked = await h.click(first)

    assert clicked.response_type == 7  # the prompt's message is edited in place
    edited = clicked.messages[0]
    # Issue 11.4: what happened stays in the message; only its question shows the answer.
    assert edited["components"] == [] and "Ana chose:" in edited["embeds"][-1]["description"]
    assert "A solo game begins with Ana" in edited["embeds"][0]["description"]
    assert "Ana gains" in clicked.text()
    banner = banner_of(clicked)
    assert banner["content"] == f"<@{h.player.id}>, your turn."
    assert banner["embeds"][-1]["title"].startswith("Day 1 — Ana's turn (4 AP)")
    # What followed the answer is headed by the choice, said as a sentence.
    assert banner["embeds"][0]["title"].startswith("Ana chose: ")
    state = await state_of(h)
    assert state.pending is None and len(state.heroes[0].rumours) == 1


async def test_a_foreign_click_is_refused_privately_and_changes_nothing(h: Harness) -> None:
    first = await started_solo(h)
    before = await state_of(h)
    refused = await h.click(first, user=h.user("mallory"))

    assert refused.response_type == 4 and refused.response.ephemeral  # type: ignore[union-attr]
    assert f"This question is for Ana (<@{h.player.id}>)" in refused.text()
    assert await state_of(h) == before


async def test_a_stale_click_is_refused_politely(h: Harness) -> None:
    first = await started_solo(h)
    old = snapshot(h, first)
    await h.click(first)
    after = await state_of(h)
    # The player's client still shows the old buttons.
    h.discord.remember(old)
    stale = await h.click(first, message=old)

    assert stale.response.ephemeral and "already been answered" in stale.text()  # type: ignore[union-attr]
    assert await state_of(h) == after


async def test_a_double_click_applies_once(h: Harness) -> None:
    first = await started_solo(h)
    old = snapshot(h, first)
    version = (await h.bot.store.session(str(h.channel.id))).version  # type: ignore[union-attr]

    one, two = await asyncio.gather(h.click(first, message=old),
                                    h.click(first, message=copy.deepcopy(old)))

    assert sorted([one.response_type, two.response_type]) == [4, 7]
    refused = one if one.response_type == 4 else two
    assert "already been answered" in refused.text()
    info = await h.bot.store.session(str(h.channel.id))
    assert info is not None and info.version == version + 1


async def test_buttons_keep_working_after_a_restart(tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    async with play_harness(db) as before:
        first = await started_solo(before)
        message = before.discord.message_with(first)
    async with play_harness(db) as after:
        # Ids are minted from a fixed clock: the same guild, channel and player as before.
        assert (after.channel.id, after.player.id) == (before.channel.id, before.player.id)
        clicked = await after.click(first, message=message)
        assert clicked.response_type == 7
        assert "your turn" in banner_of(clicked)["content"]


async def test_a_long_prompt_becomes_a_select_menu(h: Harness) -> None:
    # R-LIM-2: a seventh Rumour must be discarded; seven options do not fit in buttons.
    await solo_game(h)
    state = await state_of(h)
    target = next(r for r in state.grid if r != state.heroes[0].region
                  and r in _neighbours(state, state.heroes[0].region))

    def six_rumours_and_a_quest(s: GameState) -> None:
        board.update_region(s, target, encounters=("escort-the-pilgrims",))
        deck = s.decks["reward:ally"]
        s.heroes[0].rumours = [deck.pop() for _ in range(6)]

    await rig(h, six_rumours_and_a_quest)
    await h.slash("prefs", loot="gold", rumour="keep")
    await h.slash("move", region=target)
    await rig(h, dice(6, 6, 6))
    confronted = await h.slash("confront", encounter="escort-the-pilgrims", attribute="study")

    banner = banner_of(confronted)
    [row] = banner["components"]
    [menu] = row["components"]
    assert menu["type"] == 3 and len(menu["options"]) == 7
    assert menu["custom_id"] == (await asked(h)).custom_id("s", 0)
    kept = (await state_of(h)).heroes[0].rumours
    picked = await h.select(menu["custom_id"], ["6"])
    assert picked.response_type == 7
    assert (await state_of(h)).heroes[0].rumours == kept[:6]


async def test_menus_split_long_prompts_and_refuse_a_closed_one(h: Harness) -> None:
    await solo_game(h)
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    prompt = Prompt(id="x", hero="h1", player=str(h.player.id), kind="test", text="?",
                    options=[Option(id=str(n), label=f"Option {n}") for n in range(30)])
    ref = PromptRef(session.id, session.version, "x")
    view = prompt_view(ref, load_pack(), prompt)
    menus = [item.item for item in view.children]  # type: ignore[attr-defined]
    assert [len(menu.options) for menu in menus] == [25, 5]
    assert [menu.custom_id for menu in menus] == [ref.custom_id("s", 0), ref.custom_id("s", 1)]
    channel = h.bot.get_channel(h.channel.id)
    await channel.send("menu", view=view)  # type: ignore[union-attr]
    # No prompt "x" is open: the pick is stale whoever makes it.
    stale = await h.select(ref.custom_id("s", 1), ["27"])
    assert stale.response.ephemeral and "already been answered" in stale.text()  # type: ignore[union-attr]


async def test_answer_helper_and_button_template_agree(h: Harness) -> None:
    await started_solo(h)
    clicked = await answer(h, 1)
    assert clicked.response_type == 7
    match = PromptButton.__discord_ui_compiled_template__.fullmatch("kf:p:1:2:3-4:1")
    assert match is not None and match["prompt"] == "3-4"


def _neighbours(state: GameState, region: str) -> list[str]:
    at = state.grid.index(region)
    row, col = divmod(at, 5)
    return [state.grid[r * 5 + c] for r, c in ((row - 1, col), (row + 1, col), (row, col - 1),
                                               (row, col + 1)) if 0 <= r < 5 and 0 <= c < 5]


async def test_a_slow_command_is_deferred_then_answered(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    await solo_game(h)
    monkeypatch.setattr("commands.deadline.DEFER_AFTER", 0.0)

    hidden = await h.slash("hide")
    assert hidden.response_type == 5
    assert "Ana hides." in hidden.messages[0]["embeds"][0]["description"]  # replaces "thinking"
    assert "your turn" in banner_of(hidden)["content"]

    # A refusal after a public "thinking" removes it and answers privately.
    refused = await h.slash("hide")
    assert refused.response_type == 5
    assert [r.method for r in refused.requests][1] == "DELETE"
    assert refused.requests[-1].ephemeral and "R-ACT-HIDE-1" in refused.text()


async def test_announce_posts_a_note_the_events_and_the_banner(h: Harness) -> None:
    await solo_game(h)
    state = await state_of(h)
    channel = h.bot.get_channel(h.channel.id)
    before = len(h.discord.messages)

    await h.bot.flow.announce(channel, state, [], note="A moderator undid the last command.")  # type: ignore[arg-type]

    [post] = list(h.discord.messages.values())[before:]
    assert post["embeds"][0]["title"] == "A moderator undid the last command."
    assert post["content"] == f"<@{h.player.id}>, your turn."
    assert post["embeds"][-1]["title"].startswith("Day 1 — Ana's turn")
