"""Any process can run a timer for any channel (issue 18, several bot processes): a reminder
set by the process whose gateway holds the game's guild is claimed and fired by another bot
on the same database that never saw that guild, and posted through the HTTP API, once."""

from pathlib import Path

import harness
import pytest
from clock import HOUR, T0, FakeClock, run_until
from harness import Harness
from test_play_helpers import open_store, play_harness

from commands.settings import Settings


async def test_a_reminder_is_posted_over_http_by_a_bot_without_the_games_guild(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "kilforth.sqlite3"
    clock = FakeClock()
    # The game's process: a solo game dealt with a 2-hour clock, whose reminders wait in
    # the store's timer table. Its clock never moves: it fires nothing.
    async with play_harness(db, clock) as home:
        await home.slash("kilforth new", mode="solo", heroes=1, clock_hours=2)
        await home.slash("kilforth join", race="human", opts={"class": "warrior"},
                         reward="item", name="Hero")
        await home.slash("kilforth start")
        channel, guild = home.channel, home.guild_id
        set_by_home = await home.bot.store.timers(str(channel.id))
        home_posts = len(home.discord.requests)
    assert set_by_home, "the game has no reminder to fire"
    assert len(home.discord.requests) == home_posts

    # Another process: another bot in another guild (its ids start later), on the same
    # database. Discord's HTTP API knows every channel; this bot's gateway never heard of the
    # game's guild or channel.
    monkeypatch.setattr(harness, "START_MS", harness.START_MS + 10**6)
    async with Harness(settings=Settings(KILFORTH_DB=db), store_factory=open_store,
                       clock=clock) as elsewhere:
        elsewhere.discord.channels[channel.id] = channel
        assert elsewhere.guild_id != guild
        assert elsewhere.bot.get_guild(guild) is None
        assert elsewhere.bot.get_channel(channel.id) is None
        due = set_by_home[0].due
        posts = await run_until(elsewhere, clock, due + HOUR / 60)
        sent = [r for r in elsewhere.discord.requests
                if (r.method, r.route) == ("POST", "/channels/{channel_id}/messages")]
        remaining = await elsewhere.bot.store.timers(str(channel.id))

    # Exactly one post, the reminder pinging the player, in the game's channel, over HTTP;
    # nothing due is left (the clock's next reminder is set for later).
    assert due > T0
    assert len(posts) == 1 and posts[0].pinged == [str(home.player.id)]
    assert [r.path for r in sent] == [f"/channels/{channel.id}/messages"]
    assert remaining and all(t.due > due for t in remaining)
