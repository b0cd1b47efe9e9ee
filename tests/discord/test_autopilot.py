"""The autopilot (issue 15): the computer plays a seat's pending decisions when the turn clock
runs out (`bot.autopilot.play_turn`), tells it in one public message and hands control back.
Every state it leaves obeys the game's invariants (R-HERO-HP-1, R-SETUP-17: each dealt hero's
starting question is answered like any other)."""

from harness import EPHEMERAL, Harness
from test_play_helpers import dealt_duo, new_table, player, state_of

from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.sim.agents import waiting_on


def _public(h: Harness, since: int) -> list[dict]:
    return [m for m in list(h.discord.messages.values())[since:]
            if not (m.get("flags") or 0) & EPHEMERAL]


async def test_a_timed_out_turn_is_played_by_the_autopilot_and_handed_back(h: Harness) -> None:
    # R-SETUP-17
    new_table(h)
    bob = h.user("bob")
    state = await dealt_duo(h, bob)
    first = waiting_on(state)
    assert first is not None
    before = len(h.discord.messages)
    played = await h.bot.autopilot.play_turn(h.channel.id, first)
    assert played >= 1
    after = await state_of(h)
    assert waiting_on(after) != first
    assert violations(pack_for(after), after) == []
    told = _public(h, before)
    assert len(told) == 1
    assert told[0]["embeds"][0]["title"] == "🤖 The computer plays"
    assert "(autopilot)" in told[0]["embeds"][0]["description"]
    # Control is handed back: the other player is asked, and pinged.
    other = player(bob) if first == player(h.player) else player(h.player)
    assert waiting_on(after) == other
    assert f"<@{other}>" in told[0]["content"]


async def test_play_turn_plays_nothing_for_a_player_the_game_does_not_wait_on(h: Harness
                                                                             ) -> None:
    new_table(h)
    bob = h.user("bob")
    state = await dealt_duo(h, bob)
    idle = next(h.player for h in state.heroes if h.player != waiting_on(state))
    before = len(h.discord.messages)
    assert await h.bot.autopilot.play_turn(h.channel.id, idle) == 0
    assert await state_of(h) == state
    assert len(h.discord.messages) == before
