"""A calm channel (issue 11.4): one public message per command, holding what happened and
who must act next; a ping only when the game starts waiting for a player after waiting for
someone else. Measured on a scripted four-player co-op game (`calm.py`)."""

from pathlib import Path

import pytest
from calm import play
from harness import EPHEMERAL, FakeUser, Harness
from test_play_helpers import (
    banner_of,
    duo_game,
    new_table,
    play_harness,
    player,
    solo_game,
    state_of,
)

pytestmark = pytest.mark.asyncio(loop_scope="module")


async def test_a_four_player_game_posts_one_message_per_command(tmp_path: Path) -> None:
    async with play_harness(tmp_path / "kilforth.sqlite3") as h:
        players = [h.player, h.user("bob"), h.user("cleo"), h.user("dan")]
        tally = await play(h, players, days=2)
    print("\n" + tally.report())
    assert tally.commands >= 30
    assert [step.command for step in tally.steps if step.messages != 1] == []
    for step in tally.steps:
        # Pinged: exactly whom the game now waits for and did not before, but never the
        # player who just acted (who starts the game may well be asked first).
        assert sorted(step.pinged) == sorted(step.after - step.before - {step.actor}), step
    assert tally.pings_to_actor == 0
    assert tally.pings > 0


async def test_no_ping_when_the_same_player_goes_on(bot: Harness) -> None:
    new_table(bot)
    await solo_game(bot)
    moved = await bot.slash("move", region=await _a_neighbour(bot))
    banner = banner_of(moved)
    assert banner["content"] == f"<@{bot.player.id}>, your turn."  # named, for who reads
    assert banner["allowed_mentions"]["users"] == []  # but not notified
    # The turn's start is not told again above the banner that says it.
    assert not any(line.startswith("▶") for e in banner["embeds"]
                   for line in (e.get("description") or "").splitlines())


async def test_one_ping_when_the_turn_passes_to_another_player(bot: Harness) -> None:
    new_table(bot)
    bob = bot.user("bob")
    state = await duo_game(bot, bob)
    assert state.turn is not None
    first = state.hero(state.turn.hero).player
    mover, other = (bot.player, bob) if first == player(bot.player) else (bob, bot.player)
    # R-TURN-1: one Action, then the turn passes to the next hero.
    moved = await bot.slash("move", user=mover, region=await _a_neighbour(bot, mover))
    after = await state_of(bot)
    assert after.turn is not None and after.hero(after.turn.hero).player == player(other)
    [public] = [m for m in moved.posts if not (m.get("flags") or 0) & EPHEMERAL]
    assert public["allowed_mentions"]["users"] == [other.id]
    assert public["content"] == f"<@{other.id}>, your turn."


async def _a_neighbour(h: Harness, user: FakeUser | None = None) -> str:
    return str((await h.autocomplete("move", "region", user=user)).choices[0]["value"])
