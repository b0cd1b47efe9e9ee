"""The turn clock through the offline Discord (issue 15.1-15.3, 15.7): reminders at half the
clock, at its end and every clock after, pinging only the awaited player; a player who acts
gets none; snooze; quiet hours that delay reminders and never the clock; every on_timeout
policy; the stalled notice; the clock's settings; a restart with timers pending."""

from collections.abc import AsyncIterator
from datetime import time, timedelta
from pathlib import Path
from typing import Any

import pytest
from clock import HOUR, T0, FakeClock, Post, run_until
from harness import EPHEMERAL, MODERATOR_PERMISSIONS, FakeRole, FakeUser, Harness, Result
from test_play_helpers import (
    answer,
    banner_of,
    open_store,
    play_harness,
    player,
    seat,
    state_of,
)

from commands.reminders import REMINDER, Watch
from commands.settings import Settings
from kilforth.commands import Camp, Move
from kilforth.legal import legal_commands
from kilforth.state import GameState
from kilforth.store.timers import QuietHours

DAY = timedelta(days=1)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
async def h(tmp_path: Path, clock: FakeClock) -> AsyncIterator[Harness]:
    async with play_harness(tmp_path / "kilforth.sqlite3", clock) as started:
        yield started


@pytest.fixture
def bob(h: Harness) -> FakeUser:
    return h.user("bob")


async def duo(h: Harness, bob: FakeUser, **clock_options: Any) -> GameState:
    """A co-op game of Ana (h.player) and Bo (bob), dealt and past its starting choices at
    T0, with the turn clock given."""
    await h.slash("kilforth new", mode="coop", **clock_options)
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await seat(h, bob, "elf", "rogue", reward="ally", name="Bo")
    await h.slash("kilforth start")
    state = await state_of(h)
    while state.pending is not None:
        await answer(h, user=h.player if state.pending.prompt.player == player(h.player)
                     else bob)
        state = await state_of(h)
    assert state.turn is not None
    return state


def awaited(state: GameState) -> str:
    assert state.turn is not None and state.pending is None
    return state.hero(state.turn.hero).player


def user_of(h: Harness, bob: FakeUser, player_id: str) -> FakeUser:
    return h.player if player_id == player(h.player) else bob


def timeline(posts: list[Post]) -> list[tuple[timedelta, str]]:
    return [(post.at - T0, post.title) for post in posts]


def private_text(result: Result) -> str:
    return " ".join(f"{e.get('title', '')} {e.get('description', '')}"
                    for m in result.messages if (m.get("flags") or 0) & EPHEMERAL
                    for e in m.get("embeds") or [])


async def test_reminders_come_at_half_time_at_the_end_then_every_clock_until_stalled(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob)
    me = awaited(state)

    posts = await run_until(h, clock, T0 + 10 * DAY)

    assert timeline(posts) == [
        (12 * HOUR, "⏳ Half your time is gone"),
        (DAY, "⌛ Your time is up"),
        (2 * DAY, "🔔 Still waiting for you"),
        (3 * DAY, "🔔 The whole table is still waiting"),
        (4 * DAY, "🚨 Last reminder"),
        (5 * DAY, "🛑 The game is stalled"),
    ]
    for reminder in posts[:5]:
        assert reminder.body["content"] == f"<@{me}>"
        assert reminder.pinged == [me]
    stalled = posts[-1]
    assert stalled.body["allowed_mentions"]["parse"] == [] and not stalled.pinged
    assert "Moderators (anyone with the Manage Channels permission)" in stalled.text
    assert f"<@{me}>" in stalled.text
    # `remind`: the clock running out changed nothing in the game.
    assert await state_of(h) == state
    assert await h.bot.store.timers(str(h.channel.id)) == []


async def test_the_banner_shows_the_deadline_as_a_relative_time(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=6)
    clock.set(T0 + HOUR)
    mover = user_of(h, bob, awaited(state))
    target = next(c.region for c in legal_commands(state, player(mover))
                  if isinstance(c, Move))
    moved = await h.slash("move", user=mover, region=target)

    fields = banner_of(moved)["embeds"][-1]["fields"]
    deadline = int((T0 + 7 * HOUR).timestamp())
    assert {"name": "⏳ Clock", "value": f"Time to act runs out <t:{deadline}:R>.",
            "inline": False} in fields


async def test_status_shows_the_deadline(h: Harness, bob: FakeUser, clock: FakeClock
                                          ) -> None:
    await duo(h, bob, clock_hours=6)
    clock.set(T0 + HOUR)
    status = await h.slash("kilforth status")
    deadline = int((T0 + 6 * HOUR).timestamp())
    assert f"Time to act runs out <t:{deadline}:R>." in status.text()


async def test_a_player_who_acts_before_a_reminder_gets_none(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob)
    me = awaited(state)
    await run_until(h, clock, T0 + 11 * HOUR)
    target = next(c.region for c in legal_commands(state, me) if isinstance(c, Move))
    # R-TURN-1: one Action, and the turn passes; the next player's clock starts now.
    await h.slash("move", user=user_of(h, bob, me), region=target)
    other = awaited(await state_of(h))
    assert other != me

    posts = await run_until(h, clock, T0 + 23 * HOUR + timedelta(minutes=1))
    assert [(p.at - T0, p.title, p.pinged) for p in posts] == [
        (23 * HOUR, "⏳ Half your time is gone", [other])]


async def test_a_reminder_scheduled_before_the_player_acted_is_not_sent(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    """The timer that fires after the player acted (another process's, or one that raced the
    command) finds their command in the log and says nothing."""
    state = await duo(h, bob)
    me = awaited(state)
    key = str(h.channel.id)
    session = await h.bot.store.session(key)
    assert session is not None
    before = Watch(game=session.id, since=session.version, start=T0, deadline=T0 + DAY)
    target = next(c.region for c in legal_commands(state, me) if isinstance(c, Move))
    await h.slash("move", user=user_of(h, bob, me), region=target)
    await h.bot.scheduler.add(session.id, key, REMINDER, T0 + HOUR, player=me,
                              payload=before.payload())

    posts = await run_until(h, clock, T0 + 2 * HOUR)
    assert posts == []


async def test_the_next_player_is_reminded_once_the_turn_passes(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob)
    first = awaited(state)
    await run_until(h, clock, T0 + 11 * HOUR)
    await h.slash("camp", user=user_of(h, bob, first))
    after = await state_of(h)
    second = awaited(after)
    assert second != first

    posts = await run_until(h, clock, T0 + 2 * DAY)
    assert {p for post in posts for p in post.pinged} == {second}
    assert timeline(posts)[:2] == [(23 * HOUR, "⏳ Half your time is gone"),
                                   (35 * HOUR, "⌛ Your time is up")]


async def test_snooze_delays_the_next_reminder_by_two_hours_but_not_the_clock(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=2, on_timeout="skip")
    me = awaited(state)
    [first] = await run_until(h, clock, T0 + HOUR)
    [row] = first.body["components"]
    [button] = row["components"]
    assert button["label"] == "Snooze 2 h"

    other = bob if me == player(h.player) else h.player
    refused = await h.click(button["custom_id"], user=other)
    assert f"This reminder is for <@{me}>" in private_text(refused)

    clock.set(T0 + HOUR + timedelta(minutes=10))
    snoozed = await h.click(button["custom_id"], user=user_of(h, bob, me))
    until = int((T0 + 3 * HOUR + timedelta(minutes=10)).timestamp())
    assert f"No reminder before <t:{until}:R>" in private_text(snoozed)
    assert not [m for m in snoozed.messages if not (m.get("flags") or 0) & EPHEMERAL]

    # The clock still runs out at T0 + 2 h: the hero camps then, and the snoozed reminder,
    # due after it, finds the game no longer waiting for them.
    posts = await run_until(h, clock, T0 + 3 * HOUR + timedelta(minutes=10))
    hero = "Ana" if me == player(h.player) else "Bo"
    nxt = awaited(await state_of(h))
    assert nxt != me
    assert [(p.at - T0, p.title, p.pinged) for p in posts] == [
        (2 * HOUR, f"⌛ {hero}'s time ran out: {hero} makes camp.", [nxt]),
        (3 * HOUR, "⏳ Half your time is gone", [nxt])]


async def test_snooze_pushes_a_reminder_due_within_two_hours(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=2)
    me = awaited(state)
    [first] = await run_until(h, clock, T0 + HOUR)
    custom_id = first.body["components"][0]["components"][0]["custom_id"]
    await h.click(custom_id, user=user_of(h, bob, me))

    posts = await run_until(h, clock, T0 + 3 * HOUR + timedelta(minutes=30))
    assert timeline(posts) == [(3 * HOUR, "⌛ Your time is up")]
    # A reminder of an earlier turn snoozes nothing.
    await run_until(h, clock, T0 + 5 * HOUR)
    await h.slash("camp", user=user_of(h, bob, me))
    stale = await h.click(custom_id, user=user_of(h, bob, me))
    assert "The game has moved on since this reminder" in private_text(stale)


async def test_quiet_hours_across_midnight_delay_reminders_in_the_players_timezone(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob)
    me = awaited(state)
    set_quiet = await h.slash("kilforth quiet", user=user_of(h, bob, me),
                              opts={"from": "22:00", "to": "7:00", "timezone": "Europe/Paris"})
    assert "From 22:00 to 07:00 (Europe/Paris)" in private_text(set_quiet)
    assert await h.bot.store.quiet_hours(me) == QuietHours(
        start=time(22), end=time(7), timezone="Europe/Paris")

    posts = await run_until(h, clock, T0 + 30 * HOUR)
    # Half time is 22:00 UTC, 23:00 in Paris: it waits until 7:00 in Paris, 6:00 UTC. The
    # clock itself runs out on time, at 10:00 UTC the next day.
    assert timeline(posts) == [(20 * HOUR, "⏳ Half your time is gone"),
                               (DAY, "⌛ Your time is up")]


async def test_quiet_hours_never_stop_the_clock(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=12, on_timeout="skip")
    me = awaited(state)
    await h.slash("kilforth quiet", user=user_of(h, bob, me),
                  opts={"from": "22:00", "to": "7:00", "timezone": "Europe/Paris"})
    # The clock runs out at 22:00 UTC, 23:00 in Paris: the hero camps then all the same.
    posts = await run_until(h, clock, T0 + 13 * HOUR)
    assert [(p.at - T0, "makes camp" in p.title) for p in posts] == [
        (6 * HOUR, False), (12 * HOUR, True)]
    assert awaited(await state_of(h)) != me


@pytest.mark.parametrize(("options", "why"), [
    ({"from": "25:00", "to": "7:00", "timezone": "UTC"}, "is not a time of day"),
    ({"from": "noon", "to": "7:00", "timezone": "UTC"}, "is not a time of day"),
    ({"from": "22:00:00", "to": "7:00", "timezone": "UTC"}, "longer than 5"),
    ({"from": "22:00", "to": "22:00", "timezone": "UTC"}, "start and end at different times"),
    ({"from": "22:00", "to": "7:00", "timezone": "Mars/Olympus"}, "is not a time zone I know"),
    ({"from": "22:00", "to": "7:00", "timezone": "../../etc/passwd"}, "not a time zone"),
    # The host's zone, and the zone database's placeholder: files of the database that name
    # no place (issue 37.5).
    ({"from": "22:00", "to": "7:00", "timezone": "localtime"}, "is not a time zone I know"),
    ({"from": "22:00", "to": "7:00", "timezone": "Factory"}, "is not a time zone I know"),
])
async def test_bad_quiet_hours_are_refused_and_change_nothing(
        h: Harness, options: dict[str, str], why: str) -> None:
    result = await h.slash("kilforth quiet", opts=options)
    assert why in private_text(result)
    assert await h.bot.store.quiet_hours(player(h.player)) is None


async def test_quiet_hours_are_cleared_by_the_command_without_options(h: Harness) -> None:
    await h.slash("kilforth quiet", opts={"from": "22:00", "to": "7:00", "timezone": "UTC"})
    half = await h.slash("kilforth quiet", opts={"from": "22:00"})
    assert "Give all three of from, to and timezone" in private_text(half)
    assert await h.bot.store.quiet_hours(player(h.player)) is not None
    cleared = await h.slash("kilforth quiet")
    assert "Reminders reach you at any hour again" in private_text(cleared)
    assert await h.bot.store.quiet_hours(player(h.player)) is None


async def test_the_timezone_is_offered_as_you_type(h: Harness) -> None:
    offered = await h.autocomplete("kilforth quiet", "timezone",
                                   opts={"from": "22:00", "to": "7:00", "timezone": "paris"})
    assert [c["value"] for c in offered.choices] == ["Europe/Paris"]


async def test_on_timeout_skip_makes_the_hero_camp_when_the_clock_runs_out(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=4, on_timeout="skip")
    me = awaited(state)
    hero = state.hero(state.turn.hero)  # type: ignore[union-attr]

    posts = await run_until(h, clock, T0 + 4 * HOUR)
    assert timeline(posts) == [(2 * HOUR, "⏳ Half your time is gone"),
                               (4 * HOUR, f"⌛ {hero.name}'s time ran out: {hero.name} makes"
                                          " camp.")]
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    [camped] = [e for e in await h.bot.store.history(session.id) if e.kind == "command"
                and isinstance(e.command, Camp) and e.command.hero == hero.id]
    assert camped.player == me
    # The next player's clock starts when their turn does.
    nxt = awaited(await state_of(h))
    assert nxt != me
    later = await run_until(h, clock, T0 + 6 * HOUR)
    assert [(p.at - T0, p.pinged) for p in later] == [(6 * HOUR, [nxt])]


async def test_on_timeout_skip_leaves_an_open_question_to_the_reminders(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    """Nobody answers for a player: a clock that runs out on a question only reminds."""
    await h.slash("kilforth new", mode="coop", clock_hours=2, on_timeout="skip")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await seat(h, bob, "elf", "rogue", reward="ally", name="Bo")
    await h.slash("kilforth start")
    asked = await state_of(h)
    assert asked.pending is not None

    posts = await run_until(h, clock, T0 + 2 * HOUR)
    assert timeline(posts) == [(HOUR, "⏳ Half your time is gone"),
                               (2 * HOUR, "⌛ Your time is up")]
    assert await state_of(h) == asked


async def test_on_timeout_autopilot_plays_the_turn_and_hands_control_back(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob, clock_hours=4, on_timeout="autopilot")
    me = awaited(state)
    other = player(bob) if me == player(h.player) else player(h.player)

    posts = await run_until(h, clock, T0 + 4 * HOUR)
    assert [(p.at - T0, p.title, p.pinged) for p in posts] == [
        (2 * HOUR, "⏳ Half your time is gone", [me]),
        (4 * HOUR, "🤖 The computer plays", [other])]
    assert "(autopilot)" in posts[-1].text
    after = await state_of(h)
    assert awaited(after) == other
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    played = [e for e in await h.bot.store.history(session.id) if e.player == me]
    assert played and all(e.kind == "command" for e in played)
    # Handed back: the seat is not the computer's, and the next turn is the other player's.
    assert await h.bot.store.pilots(str(h.channel.id)) == {}


async def test_the_stalled_notice_names_the_moderator_roles(tmp_path: Path) -> None:
    clock = FakeClock()
    settings = Settings(KILFORTH_DB=tmp_path / "kilforth.sqlite3", KILFORTH_MOD_ROLE="Referees")
    async with Harness(settings=settings, store_factory=open_store, clock=clock) as h:
        mods = FakeRole(h.ids(), "Mods", MODERATOR_PERMISSIONS.value)
        h.gateway("GUILD_ROLE_CREATE", {"guild_id": str(h.guild_id), "role": mods.payload(1)})
        referees = h.role("Referees")
        h.role("Players")
        await duo(h, h.user("bob"), clock_hours=1)
        posts = await run_until(h, clock, T0 + 5 * HOUR)
    [stalled] = [p for p in posts if "stalled" in p.title]
    assert f"Moderators (<@&{mods.id}>, <@&{referees.id}>)" in stalled.text
    assert stalled.body["allowed_mentions"]["parse"] == []


async def test_a_moderator_changes_the_clock_which_starts_again(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    await duo(h, bob)
    mod = h.user("mod", moderator=True)
    key = str(h.channel.id)
    clock.set(T0 + 3 * HOUR)

    shown = await h.slash("kilforth-admin clock", user=mod)
    assert "24 h to act" in private_text(shown)
    changed = await h.slash("kilforth-admin clock", user=mod, hours=6, on_timeout="skip")
    assert "the hero makes camp" in changed.text()
    assert not changed.response.ephemeral  # type: ignore[union-attr]
    assert {(t.kind, t.due - T0) for t in await h.bot.store.timers(key)} == {
        ("expiry", 9 * HOUR), ("reminder", 6 * HOUR)}

    await h.slash("kilforth-admin clock", user=mod, hours=0)
    assert await h.bot.store.timers(key) == []
    refused = await h.slash("kilforth-admin clock", user=bob, hours=1)
    assert "Only moderators" in private_text(refused)


async def test_no_clock_means_no_reminder(h: Harness, bob: FakeUser, clock: FakeClock
                                          ) -> None:
    await duo(h, bob, clock_hours=0)
    assert await run_until(h, clock, T0 + 30 * DAY) == []


async def test_an_abandoned_game_reminds_nobody(h: Harness, bob: FakeUser,
                                                clock: FakeClock) -> None:
    await duo(h, bob)
    await h.slash("kilforth abandon", user=h.user("mod", moderator=True))
    assert await h.bot.store.timers(str(h.channel.id)) == []
    assert await run_until(h, clock, T0 + 3 * DAY) == []


async def test_a_restart_with_timers_pending_fires_each_once(tmp_path: Path) -> None:
    db = tmp_path / "kilforth.sqlite3"
    before = FakeClock()
    async with play_harness(db, before) as h:
        bob = h.user("bob")
        me = awaited(await duo(h, bob, clock_hours=2))
        pending = await h.bot.store.timers(str(h.channel.id))
        assert [t.kind for t in pending] == [REMINDER]

    # Down for an hour and a half: the reminder missed meanwhile comes at start-up, once, and
    # the next one leaves it an hour (half the clock) instead of following at once.
    after = FakeClock(T0 + 90 * timedelta(minutes=1))
    async with play_harness(db, after) as h:
        await h.bot.scheduler.idle()
        at_start = [Post(after.now(), r.body or {}) for r in h.discord.requests
                    if (r.method, r.route) == ("POST", "/channels/{channel_id}/messages")]
        posts = at_start + await run_until(h, after, T0 + 5 * HOUR)
    assert [(p.at - T0, p.title, p.pinged) for p in posts] == [
        (90 * timedelta(minutes=1), "⏳ Half your time is gone", [me]),
        (150 * timedelta(minutes=1), "⌛ Your time is up", [me]),
        (4 * HOUR, "🔔 Still waiting for you", [me]),
    ]


async def test_a_reminder_names_the_hero_their_region_and_ap_and_links_the_banner(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    state = await duo(h, bob)
    assert state.turn is not None
    hero = state.hero(state.turn.hero)
    banner = h.discord.messages[max(h.discord.messages)]
    assert banner["components"], "the turn banner carries the panel"

    [first, *_] = await run_until(h, clock, T0 + DAY)

    assert "the game is waiting for your turn" in first.text
    assert f"{hero.name} is in Lanternholm with {hero.ap} AP." in first.text
    link = f"https://discord.com/channels/{h.guild_id}/{h.channel.id}/{banner['id']}"
    assert f"[Go to the turn banner]({link})" in first.text


async def test_a_move_with_the_clock_on_is_one_transaction(
        h: Harness, bob: FakeUser, clock: FakeClock) -> None:
    """Issue 31: the turn clock's timers were written after the command, each cancel and
    add in a transaction (and an fsync) of its own, 2.2-2.9 commits a /move. The command's
    log entry, its session row and its clock now commit together, once."""
    state = await duo(h, bob, clock_hours=6, on_timeout="skip")
    clock.set(T0 + HOUR)
    mover = user_of(h, bob, awaited(state))
    target = next(c.region for c in legal_commands(state, player(mover))
                  if isinstance(c, Move))
    writes = h.bot.store._backend.writes
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    groups = writes.groups

    moved = await h.slash("move", user=mover, region=target)

    assert writes.groups - groups == 1
    assert (await h.bot.store.history(session.id))[-1].kind == "command"
    # The clock of the player now awaited started from the move: its expiry and reminder.
    now = awaited(await state_of(h))
    after = await h.bot.store.timers(str(h.channel.id))
    assert sorted((t.kind, t.player, t.due - T0, t.created - T0, t.session_id)
                  for t in after) == [("expiry", now, 7 * HOUR, HOUR, session.id),
                                      ("reminder", now, 4 * HOUR, HOUR, session.id)]
    deadline = int((T0 + 7 * HOUR).timestamp())
    assert f"<t:{deadline}:R>" in str(banner_of(moved)["embeds"][-1]["fields"])


async def test_a_move_reads_the_session_seats_and_pilots_once_each_where_it_can(
        h: Harness, bob: FakeUser, clock: FakeClock, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 31: a /move read the session and seats three times and the computer seats
    three times (13 reads). The command reads its session row with its state and language,
    which the headline (issue 35: it names the hero who acts, from the state the command
    was applied to) and the message use too: neither reads the session or its seats again;
    the computer seats are read once, for the player's own command ending any away, the
    follow-ups, the banner and the legend."""
    state = await duo(h, bob, clock_hours=6)
    mover = user_of(h, bob, awaited(state))
    target = next(c.region for c in legal_commands(state, player(mover))
                  if isinstance(c, Move))
    backend = h.bot.store._backend
    fetch, read = backend.fetch, []

    async def spied(sql: str, params: Any = ()) -> Any:
        read.append(sql)
        return await fetch(sql, params)

    monkeypatch.setattr(backend, "fetch", spied)
    await h.slash("move", user=mover, region=target)

    def reads(table: str) -> int:
        return sum(sql.split(" WHERE")[0].endswith(f"FROM {table}") for sql in read)

    assert (reads("sessions"), reads("seats"), reads("pilots")) == (0, 0, 1)
    assert sum("FROM snapshots WHERE session_id = sessions.id" in sql for sql in read) == 1
    assert (reads("clocks"), sum("FROM timers WHERE channel" in sql for sql in read)) == (1, 1)
