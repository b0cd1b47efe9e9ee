"""What players look up — map, hero sheets, hand, log, rules, help — what stays private in a
competitive game, and the command tree Discord receives."""

import re

import pytest
import pytest_asyncio
from harness import Harness
from test_play_helpers import (
    answer,
    asked,
    banner_of,
    dealt_duo,
    duo_game,
    new_table,
    seat,
    solo_game,
    state_of,
)

from kilforth.content.pack import load_pack
from kilforth.render import rules_help, text
from kilforth.render.prompts import option_label
from tests.i18n.english import english_words

EPHEMERAL = 64



pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module")
async def h(bot: Harness) -> Harness:
    """The bot in a channel of its own, with no game yet."""
    new_table(bot)
    return bot


async def test_hero_and_hand(h: Harness) -> None:
    await solo_game(h)
    sheet = await h.slash("hero")
    assert sheet.response.ephemeral and "Ana — Human Warrior" in sheet.text()  # type: ignore[union-attr]
    hp = load_pack().races["human"].max_hp
    assert f"▰▰▰▰ {hp}/{hp}" in sheet.text()
    hand = await h.slash("hand")
    rumour = (await state_of(h)).heroes[0].rumours[0]
    assert hand.response.ephemeral and "Rumours (1/6)" in hand.text()  # type: ignore[union-attr]
    assert "Discover at" in hand.text() and rumour
    stranger = await h.slash("hand", user=h.user("carl"))
    assert "You have no hero" in stranger.text()


async def test_a_competitive_hand_stays_private(h: Harness) -> None:
    bob = h.user("bob")
    state = await dealt_duo(h, bob, "competitive")
    assert state.pending is not None
    chooser = h.player if state.pending.prompt.player == str(h.player.id) else bob
    hero = next(x for x in state.heroes if x.player == str(chooser.id))
    kept = option_label(load_pack(), state.pending.prompt.options[0])

    started = h.discord.message_with((await asked(h)).custom_id("v"))
    assert "only they see it" in started["embeds"][-1]["description"]
    assert kept not in str(started)
    clicked = await answer(h, 0, user=chooser)

    # The answer edits the private question in place; what follows is public but the card
    # kept, which its owner alone is told.
    edited, *sent = clicked.messages
    assert clicked.interaction.message is not None
    assert h.discord.messages[clicked.interaction.message.id]["flags"] & EPHEMERAL
    assert f"chose: {kept}" in edited["embeds"][0]["description"]
    public = [m for m in sent if not (m.get("flags") or 0) & EPHEMERAL]
    [secret] = [m for m in sent if (m.get("flags") or 0) & EPHEMERAL]
    public_text = "\n".join(e.get("description") or "" for m in public for e in m["embeds"])
    assert f"{hero.name} gains a Rumour." in public_text and kept not in public_text
    assert f"{hero.name} gains {kept} (rumour)." in secret["embeds"][0]["description"]

    other = bob if chooser == h.player else h.player
    await answer(h, 0, user=other)
    sheet = await h.slash("hero", user=other, opts={"player": chooser})
    assert "Rumours (1/6)\n• kept private" in sheet.text() and kept not in sheet.text()
    log = await h.slash("log", user=other, last=5)
    assert f"{hero.name} gains a Rumour." in log.text() and kept not in log.text()
    mine = await h.slash("log", user=chooser, last=5)
    assert kept in mine.text()


async def test_log_shows_what_happened_since_my_last_command(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    first = state.hero(state.turn.hero)  # type: ignore[union-attr]
    mover = h.player if first.player == str(h.player.id) else bob
    waiter = bob if mover == h.player else h.player
    await h.slash("camp", user=mover)

    # Issue 32: summed up Day by Day, a line per hero.
    log = await h.slash("log", user=waiter)
    assert log.response.ephemeral  # type: ignore[union-attr]
    assert log.embeds[0]["title"] == "While you were away"
    assert "**Day 1**" in log.text() and f"{first.name}: made camp" in log.text()
    other = next(h for h in state.heroes if h.id != first.id)
    assert f"{other.name}: nothing of note" in log.text()
    nothing = await h.slash("log", user=mover)
    assert "Nothing new" in nothing.text()
    whole = await h.slash("log", user=mover, since="start")
    assert f"{first.name}: made camp" in whole.text()
    everything = await h.slash("log", user=mover, last=50)
    assert "start" in everything.text() and "makes camp" in everything.text()


async def test_rules_topics_cite_rule_ids(h: Harness) -> None:
    assert 20 <= len(rules_help.TOPICS) <= 25
    for key in rules_help.TOPICS:
        cited = {lang: re.findall(r"R-[A-Z0-9.-]+", rules_help.topic_text(lang, key))
                 for lang in ("en", "fr")}
        assert cited["en"] and cited["en"] == cited["fr"], key
    shown = await h.slash("rules", topic="confront")
    assert shown.response.ephemeral and "R-ACT-CONF" in shown.text()  # type: ignore[union-attr]


async def test_rules_speak_the_readers_language(h: Harness) -> None:
    shown = (await h.slash("rules", topic="battle", locale="fr")).text()
    assert "Bataille" in shown and "Adversaire" in shown and "Les règles complètes" in shown
    assert english_words(shown) == set()


async def test_help_lists_every_command(h: Harness) -> None:
    shown = await h.slash("help")
    text = shown.text()
    for name in ("/move", "/confront", "/gift exchange", "/kilforth join", "/log", "/rules"):
        assert f"`{name}`" in text


async def test_help_groups_the_commands_and_lists_moderator_ones_to_moderators(h: Harness
                                                                               ) -> None:
    player = (await h.slash("help")).text()
    sections = [line for line in player.split("\n") if line.startswith("**")]
    assert sections == ["**Setting up a game**", "**On your turn**",
                        "**Gifts (free during your turn)**", "**Looking things up**",
                        "**Moderators**"]
    assert "`/kilforth-admin undo`" not in player and "`/kilforth-admin …`" in player
    moderator = (await h.slash("help", user=h.user("mod", moderator=True))).text()
    assert "`/kilforth-admin undo`" in moderator and "`/kilforth-admin …`" not in moderator


async def test_the_command_tree_is_within_discords_limits_and_syncs(h: Harness) -> None:
    payloads = await h.registration()  # checks names, descriptions, option and choice counts
    names = {p["name"] for p in payloads}
    assert {"move", "clear", "search", "hide", "confront", "rest", "discover", "trade", "feat",
            "camp", "use", "unhide", "prefs", "gift", "map", "hero", "hand", "log", "rules",
            "help", "kilforth"} <= names
    assert len(payloads) <= 100
    for payload in payloads:
        assert len(payload["description"]) <= 100
        for option in payload.get("options") or []:
            assert len(option["description"]) <= 100
            assert len(option.get("choices") or []) <= 25
    [request] = await h.sync()
    assert request.body == payloads


async def test_the_banner_shows_the_region_of_the_active_hero(h: Harness) -> None:
    await h.slash("kilforth new", mode="solo")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await h.slash("kilforth start")
    clicked = await answer(h)
    banner = banner_of(clicked)["embeds"][-1]
    state = await state_of(h)
    assert banner["description"] == text.hero_status(state, load_pack(), state.heroes[0])
    assert banner["description"].startswith("HP ") and "at Lanternholm" in banner["description"]
    assert banner["fields"][0]["name"] == "Here" and "Lanternholm" in banner["fields"][0]["value"]
