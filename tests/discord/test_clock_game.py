"""A four-player co-op game with two absent players, played to its end through the offline
Discord by the two present players, the turn clock's reminders and the autopilot (issue 15,
"Done when"). The present players move while their hero has more than 2 AP, then camp, and
give every question its first answer; the absent ones never answer, so each of their turns
waits for its reminder and then for the clock to run out (on_timeout autopilot).

    .venv/bin/python -m pytest -q -s tests/discord/test_clock_game.py
"""

from pathlib import Path

from calm import latest_components
from clock import HOUR, FakeClock, Post, run_until
from harness import BUTTON, FakeUser, Harness
from test_play_helpers import play_harness

from kilforth.commands import Move
from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.legal import legal_commands
from kilforth.sim.agents import waiting_on

REMINDERS = ("⏳ Half your time is gone", "⌛ Your time is up", "🔔", "🚨")
AUTOPILOT = "🤖 The computer plays"
# Far more steps than a game of 25 Days takes, so a game that never ends fails instead.
LIMIT = 5000


async def test_two_absent_players_are_reminded_and_played_by_the_autopilot_to_the_end(
        tmp_path: Path) -> None:
    clock = FakeClock()
    async with play_harness(tmp_path / "kilforth.sqlite3", clock) as h:
        present = [h.player, h.user("bob")]
        absent = [h.user("cleo"), h.user("dan")]
        posts, game = await play(h, clock, present, absent)
        state = await h.bot.store.session_state(game)
        assert await h.bot.store.timers(str(h.channel.id)) == []

    assert state.result is not None
    assert violations(pack_for(state), state) == []
    reminders = [p for p in posts if p.title.startswith(REMINDERS)]
    autopilot = [p for p in posts if p.title == AUTOPILOT]
    stalled = [p for p in posts if "stalled" in p.title]
    print(f"\nThe game ended on Day {state.day} ({state.result.outcome}): {len(reminders)}"
          f" reminders and {len(autopilot)} autopilot turns, {len(stalled)} stalled notices.")
    absent_ids = {str(user.id) for user in absent}
    # Only the absent players were reminded (the others never let their clock run), each
    # reminder pinging its player alone, and every turn of theirs was the autopilot's.
    assert reminders and {tuple(p.pinged) for p in reminders} <= {(a,) for a in absent_ids}
    assert len(autopilot) >= len(reminders)
    assert stalled == []


async def play(h: Harness, clock: FakeClock, present: list[FakeUser],
               absent: list[FakeUser]) -> tuple[list[Post], int]:
    """Deal the game with a 2-hour clock and play it to its end; the timers' posts, and the
    game's session id."""
    players = [*present, *absent]
    users = {str(user.id): user for user in present}
    await h.slash("kilforth new", user=players[0], mode="coop", heroes=4, clock_hours=2,
                  on_timeout="autopilot")
    for n, (user, (race, hero_class)) in enumerate(zip(players, [
            ("human", "warrior"), ("elf", "rogue"), ("dwarf", "priest"),
            ("halfling", "sorcerer")], strict=True)):
        await h.slash("kilforth join", user=user, race=race, opts={"class": hero_class},
                      reward="item", name=f"Hero{n + 1}")
    await h.slash("kilforth start", user=players[0])
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    posts: list[Post] = []
    for _ in range(LIMIT):
        state = await h.bot.store.session_state(session.id)
        if state.result is not None:
            return posts, session.id
        waited = waiting_on(state)
        assert waited is not None
        user = users.get(waited)
        if user is None:
            # An absent player: the game waits for their clock to run out.
            posts += await run_until(h, clock, clock.now() + 2 * HOUR)
        elif state.pending is not None:
            component = latest_components(h)
            if component["type"] == BUTTON:
                await h.click(component["custom_id"], user=user)
            else:
                await h.select(component["custom_id"], [component["options"][0]["value"]],
                               user=user)
        else:
            assert state.turn is not None
            hero = state.hero(state.turn.hero)
            moves = [c for c in legal_commands(state, hero.player, kinds=["move"])
                     if isinstance(c, Move)]
            if hero.ap > 2 and moves:
                await h.slash("move", user=user, region=moves[0].region)
            else:
                await h.slash("camp", user=user)
    raise AssertionError(f"the game did not end within {LIMIT} steps")
