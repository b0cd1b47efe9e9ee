"""A game in a thread of its own (issue 15.6): `/kilforth new thread:true` opens a public
thread of the channel named after the game, adds the player who opened it, and keys the game
to the thread. Every request is checked against Discord's OpenAPI description."""

from harness import EPHEMERAL, Harness
from test_play_helpers import seat, state_of


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
