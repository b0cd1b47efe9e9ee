"""A game in a thread of its own (issue 15.6): `/kilforth new thread:true` opens a public
thread of the channel named after the game, adds the player who opened it, and keys the game
to the thread. Every request is checked against Discord's OpenAPI description."""

import logging
from pathlib import Path

import discord
import harness
import pytest
from harness import EPHEMERAL, Harness, Result
from test_play_helpers import seat, state_of

from commands.permissions import NEEDED, invite_url


async def test_a_thread_game_opens_in_a_new_thread_keyed_to_it(h: Harness) -> None:
    opened = await h.slash("kilforth new", mode="coop", heroes=2, companions=1, thread=True)
    created = [r for r in h.discord.requests if r.route == "/channels/{channel_id}/threads"]
    assert len(created) == 1 and created[0].path.endswith(f"/channels/{h.channel.id}/threads")
    assert created[0].body["name"] == "Gloom of Kilforth · coop · 2 heroes"
    assert created[0].body["type"] == 11  # a public thread
    thread = next(c for c in h.discord.channels.values() if c.parent_id == h.channel.id)
    assert h.discord.thread_members[thread.id] == {h.player.id}
    assert f"<#{thread.id}>" in opened.text()
    # The lobby is posted in the thread, and the game belongs to the thread alone.
    lobby = [m for m in h.discord.messages.values() if m["channel_id"] == str(thread.id)]
    assert lobby[0]["embeds"][0]["title"] == "A new game of Gloom of Kilforth"
    assert await h.bot.store.session(str(h.channel.id)) is None
    info = await h.bot.store.session(str(thread.id))
    assert info is not None and info.status == "lobby"

    bob = h.user("bob")
    await seat(h, bob, "halfling", "rogue", reward="item", name="Bo", channel=thread)
    assert h.discord.thread_members[thread.id] == {h.player.id, bob.id}
    started = await h.slash("kilforth start", channel=thread)
    assert not started.response.ephemeral  # type: ignore[union-attr]
    state = await state_of(h, thread)
    assert state.options.mode == "coop" and len(state.heroes) == 2


async def test_a_thread_cannot_open_a_thread_of_its_own(h: Harness) -> None:
    thread = h.new_channel("a-thread", thread_of=h.channel)
    refused = await h.slash("kilforth new", thread=True, channel=thread)
    assert refused.response is not None and refused.response.ephemeral
    assert "from a server's text channel" in refused.text()
    assert not [m for m in refused.messages if not (m.get("flags") or 0) & EPHEMERAL]
    assert await h.bot.store.session(str(thread.id)) is None


@pytest.mark.parametrize("lacking", [("create_public_threads",),
                                     ("create_public_threads", "send_messages_in_threads")])
async def test_a_thread_game_where_the_bot_may_not_open_one_is_refused_naming_what_to_grant(
        h: Harness, monkeypatch: pytest.MonkeyPatch, lacking: tuple[str, ...]) -> None:
    """Issue 37.3: the bot's permissions in the channel (the interaction's app_permissions)
    lack what a thread game takes."""
    monkeypatch.setattr(harness, "BOT_PERMISSIONS", NEEDED & ~discord.Permissions(
        **dict.fromkeys(lacking, True)))
    refused = await h.slash("kilforth new", thread=True)
    names = {"create_public_threads": "**Create Public Threads**",
             "send_messages_in_threads": "**Send Messages in Threads**"}
    assert refused.response is not None and refused.response.ephemeral
    assert f"give me {', '.join(names[flag] for flag in lacking)} in this channel's" \
        in refused.text()
    _nothing_opened(h, refused)


async def test_a_thread_discord_refuses_is_refused_naming_what_to_grant(
        h: Harness, caplog: pytest.LogCaptureFixture) -> None:
    """Issue 37.3: Discord answers 403 (an overwrite the interaction's permissions did not
    show): the player is told what to grant, not that something went wrong, and no error is
    logged."""
    h.discord.fail("POST", "/channels/{channel_id}/threads", status=403, code=50013,
                   message="Missing Permissions")
    refused = await h.slash("kilforth new", thread=True)
    assert "I may not open a thread in this channel" in refused.text()
    assert "**Create Public Threads**, **Send Messages in Threads**" in refused.text()
    assert "went wrong" not in refused.text()
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]
    _nothing_opened(h, refused)


async def test_a_thread_refusal_is_said_in_french(h: Harness,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(harness, "BOT_PERMISSIONS", NEEDED & ~discord.Permissions(
        create_public_threads=True))
    h.locale = "fr"
    refused = await h.slash("kilforth new", thread=True)
    assert "Je ne peux pas ouvrir de fil dans ce salon" in refused.text()
    assert "**Créer des fils publics**" in refused.text()


def _nothing_opened(h: Harness, refused: Result) -> None:
    assert not [c for c in h.discord.channels.values() if c.parent_id == h.channel.id]
    assert not [m for m in refused.messages if not (m.get("flags") or 0) & EPHEMERAL]


def test_the_readmes_invite_link_grants_what_the_bot_needs() -> None:
    """The permissions the tests give the bot are the invite link's, and the README names
    each of them."""
    readme = (Path(__file__).parents[2] / "README.md").read_text()
    assert invite_url("APP_ID") in readme
    assert NEEDED.value == 309237763072
    # discord.py calls View Channels `read_messages` when listing.
    shown = {"read_messages": "View Channels", "read_message_history": "Read Message History",
             "send_messages": "Send Messages", "embed_links": "Embed Links",
             "attach_files": "Attach Files", "create_public_threads": "Create Public Threads",
             "send_messages_in_threads": "Send Messages in Threads"}
    assert {flag for flag, granted in NEEDED if granted} == set(shown)
    words = " ".join(readme.split())
    listed = words[words.index("the permissions are"):][:250]
    assert all(name in listed for name in shown.values())
