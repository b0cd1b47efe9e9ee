"""Absent players (issue 15.4): `/kilforth away [days]` hands a seat to the autopilot, which
plays it at once whenever the game waits on it; `/kilforth back`, any command of the player's
own, or the end of the days hands it back. `/kilforth-admin autopilot <player> on|off` does the
same for a moderator. Every refusal is private, says why, and changes nothing."""

from datetime import timedelta
from pathlib import Path

from clock import T0, FakeClock, run_until
from harness import EPHEMERAL, FakeUser, Harness, Result
from test_play_helpers import duo_game, new_table, play_harness, player, seat, solo_game, state_of

from kilforth.commands import Move
from kilforth.engine import pack_for
from kilforth.invariants import violations
from kilforth.legal import legal_commands
from kilforth.sim.agents import waiting_on
from kilforth.sim.seats import DEFAULT_LEVEL
from kilforth.store.models import Pilot


def refused(result: Result, *words: str) -> None:
    assert result.response is not None and result.response.ephemeral, result.text()
    assert [m for m in result.messages if not (m.get("flags") or 0) & EPHEMERAL] == []
    for word in words:
        assert word in result.text(), result.text()


async def pilots(h: Harness) -> dict[str, str]:
    return {p: seat.reason for p, seat in (await h.bot.store.pilots(str(h.channel.id))).items()}


async def test_away_for_days_plays_the_seat_at_once_and_ends_by_itself(tmp_path: Path) -> None:
    # R-DAY-CAMP-1: the autopilot's turns follow the rules like any player's
    clock = FakeClock()
    async with play_harness(tmp_path / "kilforth.sqlite3", clock) as h:
        await _away_for_days(h, h.user("bob"), clock)


async def _away_for_days(h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo_game(h, bob)
    absent = waiting_on(state)
    assert absent is not None
    user = h.player if absent == player(h.player) else bob
    other = bob if user is h.player else h.player
    away = await h.slash("kilforth away", user=user, days=3)
    public = [m for m in away.posts if not (m.get("flags") or 0) & EPHEMERAL]
    assert len(public) == 1
    titles = [e["title"] for e in public[0]["embeds"]]
    assert titles[0].lower() == f"{user.name} is away" and "🤖 The computer plays" in titles
    assert f"<t:{int((T0 + timedelta(days=3)).timestamp())}:R>" in public[0]["embeds"][0][
        "description"]
    state = await state_of(h)
    assert waiting_on(state) == player(other)
    assert violations(pack_for(state), state) == []
    assert [str(u) for u in public[0]["allowed_mentions"]["users"]] == [player(other)]
    assert await pilots(h) == {absent: "away"}
    # The banner shows the seat on autopilot, and until when.
    fields = {f["name"]: f["value"] for f in public[0]["embeds"][-1].get("fields", [])}
    hero = next(x.name for x in state.heroes if x.player == absent)
    until = f"<t:{int((T0 + timedelta(days=3)).timestamp())}:R>"
    assert fields["🤖 Played by the computer"] == f"{hero} (autopilot until {until})"

    posts = await run_until(h, clock, T0 + timedelta(days=3, minutes=1))
    over = [p for p in posts if p.title == "Back from the autopilot"]
    assert len(over) == 1 and over[0].pinged == [absent]
    assert await pilots(h) == {}


async def test_back_and_a_command_of_ones_own_end_an_away(h: Harness) -> None:
    bob = h.user("bob")
    await duo_game(h, bob)
    await h.slash("kilforth away", user=bob)
    assert await pilots(h) == {player(bob): "away"}
    back = await h.slash("kilforth back", user=bob)
    assert back.embeds[0]["title"].lower() == "bob is back"
    assert await pilots(h) == {}
    refused(await h.slash("kilforth back", user=bob), "not playing your hero")

    await h.slash("kilforth away", user=bob)
    # Any command of bob's own, even one that concerns only him, brings him back.
    await h.slash("prefs", user=bob, loot="gold")
    assert await pilots(h) == {}


async def test_away_is_refused_outside_a_running_game_and_for_strangers(
        h: Harness) -> None:
    bob = h.user("bob")
    refused(await h.slash("kilforth away", days=2), "no game in this channel")
    await h.slash("kilforth new", mode="coop")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    refused(await h.slash("kilforth away"), "has not started")
    await seat(h, bob, "elf", "rogue", reward="ally", name="Bo")
    await h.slash("kilforth start")
    refused(await h.slash("kilforth away", user=h.user("carol")), "has no seat")
    assert await pilots(h) == {}


async def test_away_is_refused_when_nobody_else_would_be_left_playing(h: Harness) -> None:
    """The autopilot keeps a game going for the players still at it: for a solo player, or
    the last one not away, it would play the whole rest of the game at once (R-WIN-1)."""
    await solo_game(h)
    before = await state_of(h)
    refused(await h.slash("kilforth away", days=1), "Nobody else is playing this game now")
    assert await pilots(h) == {} and await state_of(h) == before

    new_table(h)
    bob = h.user("bob")
    await duo_game(h, bob)
    await h.slash("kilforth away", user=bob)
    refused(await h.slash("kilforth away"), "Nobody else is playing")
    assert await pilots(h) == {player(bob): "away"}


async def test_a_moderator_turns_a_players_autopilot_on_and_off(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    refused(await h.slash("kilforth-admin autopilot", user=bob,
                          opts={"player": h.player, "setting": "on"}), "Only moderators")
    assert await pilots(h) == {}
    target = bob if waiting_on(state) == player(bob) else h.player
    on = await h.slash("kilforth-admin autopilot", user=h.owner,
                       opts={"player": target, "setting": "on"})
    assert on.embeds[0]["title"].lower().endswith(f"puts {target.name}'s hero on autopilot")
    assert await pilots(h) == {player(target): "moderator"}
    state = await state_of(h)
    assert waiting_on(state) != player(target)
    assert violations(pack_for(state), state) == []
    off = await h.slash("kilforth-admin autopilot", user=h.owner,
                        opts={"player": target, "setting": "off"})
    assert off.embeds[0]["title"].lower() == f"{target.name}'s hero is theirs again"
    assert await pilots(h) == {}
    refused(await h.slash("kilforth-admin autopilot", user=h.owner,
                          opts={"player": target, "setting": "off"}), "nothing to turn off")


async def test_a_public_command_of_ones_own_ends_an_away_before_the_computer_plays(
        h: Harness) -> None:
    """Issue 31 reads the computer's seats once for a command: the player's own /move hands
    their seat back first, so the follow-ups do not play the rest of their turn."""
    bob = h.user("bob")
    state = await duo_game(h, bob)
    awaited = waiting_on(state)
    assert awaited is not None
    mover = h.player if awaited == player(h.player) else bob
    # Away while the game waits on them (as a moderator's switch left it, say).
    key = str(h.channel.id)
    await h.bot.store.set_pilot(key, Pilot(player=awaited, level=DEFAULT_LEVEL, reason="away"))
    before = await h.bot.store.session(key)
    assert before is not None
    target = next(c.region for c in legal_commands(state, awaited) if isinstance(c, Move))
    await h.slash("move", user=mover, region=target)
    assert await pilots(h) == {}
    # Their /move alone: the computer played nothing of theirs after it.
    after = await h.bot.store.session(key)
    assert after is not None and after.version == before.version + 1
