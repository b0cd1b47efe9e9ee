"""The autopilot (issue 15): the computer plays a seat's pending decisions when the turn clock
runs out (`bot.autopilot.play_turn`), tells it in one public message and hands control back.
Every state it leaves obeys the game's invariants (R-HERO-HP-1, R-SETUP-17: each dealt hero's
starting question is answered like any other)."""

import threading

import pytest
from harness import EPHEMERAL, Harness
from test_play_helpers import dealt_duo, duo_game, new_table, player, rig, solo_game, state_of

from commands import autopilot
from kilforth.commands import Camp, Command
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.legal import legal_commands
from kilforth.sim.agents import COMPLETE, waiting_on
from kilforth.sim.search import SearchAgent, at_stake
from kilforth.sim.seats import DEFAULT_LEVEL
from kilforth.state import GameState


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


async def test_a_timed_out_solo_turn_plays_out_that_day_and_no_more(h: Harness) -> None:
    """R-DAY-4: in solo the game always waits on the one player; the clock's autopilot plays
    the rest of their Day (the Night after it included), not the rest of the game."""
    new_table(h)
    state = await solo_game(h)
    played = await h.bot.autopilot.play_turn(h.channel.id, player(h.player))
    after = await state_of(h)
    assert played >= 1 and after.result is None
    assert after.day == state.day + 1 and waiting_on(after) == player(h.player)
    assert violations(pack_for(after), after) == []


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


class Broken:
    """An automatic player with a bug: it sends a command the rules refuse (not its turn)."""

    name = "broken"

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        other = next(h for h in state.heroes if h.player != player)
        return Camp(player=player, hero=other.id)


class Restless:
    """An automatic player that never stops on its own: it makes camp only when nothing
    else is legal."""

    name = "restless"

    def act(self, state: GameState, player: str, pack: Pack) -> Command:
        legal = legal_commands(state, player, pack)
        return next((c for c in legal if c.kind != "camp"), legal[0])


async def test_a_buggy_automatic_player_is_stopped_and_the_command_still_told(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(autopilot, "pilot", lambda level, seed, n: Broken())
    bob = h.user("bob")
    state = await duo_game(h, bob)
    first = waiting_on(state)
    target = bob if first == player(bob) else h.player
    handed = await h.slash("kilforth-admin autopilot", user=h.owner,
                           opts={"player": target, "setting": "on"})
    assert handed.response is not None and not handed.response.ephemeral
    after = await state_of(h)
    assert after == state and waiting_on(after) == first


async def test_the_computer_plays_a_bounded_number_of_commands_in_one_go(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The clock's autopilot plays a solo player's Day: an automatic player that would never
    end it is stopped after MAX_COMMANDS, and the channel is told."""
    monkeypatch.setattr(autopilot, "pilot", lambda level, seed, n: Restless())
    monkeypatch.setattr(autopilot, "MAX_COMMANDS", 3)
    new_table(h)
    await solo_game(h)
    key = str(h.channel.id)
    before = await h.bot.store.session(key)
    since = len(h.discord.messages)
    assert await h.bot.autopilot.play_turn(h.channel.id, player(h.player)) == 3
    after = await h.bot.store.session(key)
    assert before is not None and after is not None
    assert after.version - before.version == 3
    told = _public(h, since)
    assert "The computer stops after 3 commands" in told[0]["embeds"][0]["description"]


async def test_the_computer_never_plays_a_game_alone(h: Harness) -> None:
    """Issue 35.8: one player away, a moderator hands the other to the autopilot: with no
    hero left to a person, the computer ends the current hero's turn and stops; the game
    waits, and the channel is told once who can take it back."""
    new_table(h)
    bob, mod = h.user("bob"), h.user("mod", moderator=True)
    state = await duo_game(h, bob)
    waiting = waiting_on(state)
    away, other = (bob, h.player) if waiting == player(h.player) else (h.player, bob)
    await h.slash("kilforth away", user=away, days=3)
    before = await state_of(h)
    assert waiting_on(before) == player(other), "the away seat's turn is played at once"

    handed = await h.slash("kilforth-admin autopilot", user=mod, opts={"player": other},
                           setting="on")

    after = await state_of(h)
    assert after.result is None
    said = "\n".join(e.get("description") or "" for m in handed.posts for e in m["embeds"])
    assert said.count("Nobody plays this game in person now") == 1
    assert f"<@{other.id}>" in said and f"<@{away.id}>" in said
    # One hero's turn was played, not the rest of the game.
    assert after.day <= before.day + 1
    assert after.turn is not None and after.turn.hero != before.turn.hero  # type: ignore[union-attr]
    assert violations(pack_for(after), after) == []


async def test_a_timed_out_solo_turn_after_a_complete_saga_is_searched_in_a_worker_thread(
        h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """The default level searches the turns of a solo endgame (one hero, one Ancient: a
    complete Saga, R-SAGA-7): its rollouts run the engine in a worker thread, and what it
    plays obeys the rules like any command."""
    new_table(h)
    await solo_game(h)
    threads: set[str] = set()
    rollout = SearchAgent.rollout

    def counted(self: SearchAgent, *args: object) -> float:
        threads.add(threading.current_thread().name)
        return rollout(self, *args)  # type: ignore[arg-type]

    monkeypatch.setattr(SearchAgent, "rollout", counted)

    def saga_complete(s: GameState) -> None:
        s.heroes[0].chapter = COMPLETE
        s.ancients[0].on_map = True

    state = await rig(h, saga_complete)
    assert at_stake(state) and DEFAULT_LEVEL == "search"
    played = await h.bot.autopilot.play_turn(h.channel.id, player(h.player))
    after = await state_of(h)
    assert played >= 1 and threads and threading.main_thread().name not in threads
    assert violations(pack_for(after), after) == []
