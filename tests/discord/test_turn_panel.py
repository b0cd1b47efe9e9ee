"""The turn panel (issue 35.1): the banner carries the legal commands of the hero whose turn
it is as buttons and menus, a click runs the command through the same path as its slash
command, and a panel the game has moved past is refused politely."""

import contextlib
import random
from typing import Any

from harness import FakeUser, Harness, Result
from test_play_helpers import (
    answer,
    banner_of,
    buttons,
    duo_game,
    player,
    snapshot,
    state_of,
)

from commands.panel import OPTION_MAX, OPTIONS_MAX, ROWS_MAX, PanelRef, menu_pages
from kilforth.commands import Choose, Command
from kilforth.engine import pack_for
from kilforth.legal import legal_commands
from kilforth.render.panel import Panel, turn_panel
from kilforth.sim.agents import HeuristicAgent
from kilforth.state import GameState, HeroState

# A 25-day game of two heroes takes a few hundred clicks; far more means the game is stuck.
CLICKS_AT_MOST = 4000


def offered(message: dict[str, Any]) -> dict[int, str]:
    """A banner's panel: each command index it offers, with its label."""
    found: dict[int, str] = {}
    for row in message.get("components") or []:
        for c in row["components"]:
            if c["custom_id"].startswith("kf:a:"):
                found[int(c["custom_id"].rsplit(":", 1)[1])] = c["label"]
            elif c["custom_id"].startswith("kf:m:"):
                found |= {int(o["value"]): o["label"] for o in c["options"]}
    return found


def within_limits(message: dict[str, Any]) -> None:
    rows = message.get("components") or []
    assert len(rows) <= ROWS_MAX
    for row in rows:
        for c in row["components"]:
            if c["type"] == 3:
                assert 1 <= len(c["options"]) <= OPTIONS_MAX
                assert all(len(o["label"]) <= OPTION_MAX
                           and len(o.get("description") or "") <= OPTION_MAX
                           for o in c["options"])


async def panel_ref(h: Harness) -> PanelRef:
    session = await h.bot.store.session(str(h.channel.id))
    assert session is not None
    return PanelRef(session.id, session.version)


async def tap(h: Harness, index: int, user: FakeUser) -> Result:
    """Take command `index` of the latest banner's panel: its button, or its menu option."""
    ref = await panel_ref(h)
    # A command without an argument is a button; the others are options of a menu.
    with contextlib.suppress(LookupError):
        return await h.click(ref.custom_id("a", index), user=user)
    for page in range(ROWS_MAX):
        menu = ref.custom_id("m", page)
        try:
            message = h.discord.message_with(menu)
        except LookupError:
            break
        if index in offered({"components": [{"components": [
                c for row in message["components"] for c in row["components"]
                if c["custom_id"] == menu]}]}):
            return await h.select(menu, [str(index)], user=user)
    raise LookupError(f"the panel offers no command {index}")


def panel_choice(state: GameState, wanted: Command, rng: random.Random) -> int:
    """The panel's index of the command an automatic player wants; a command the panel
    names differently (a Trade of several steps, a Feat's payment) gives way to one of its
    kind, else to any the panel offers."""
    found = turn_panel(state, pack_for(state))
    assert found is not None
    if wanted in found.commands:
        return found.commands.index(wanted)
    same = [i for i, c in enumerate(found.commands) if c.kind == wanted.kind]
    return same[0] if same else rng.randrange(len(found.commands))


async def test_a_whole_coop_game_is_played_by_tapping_alone(h: Harness) -> None:
    bob = h.user("bob")
    users = {player(h.player): h.player, player(bob): bob}
    await duo_game(h, bob)
    agent, rng = HeuristicAgent(35), random.Random(35)
    [game] = await h.bot.store.games(str(h.channel.id))
    turns = clicks = 0
    state = await state_of(h)
    while state.result is None:
        assert clicks < CLICKS_AT_MOST, "the game does not end"
        if state.pending is not None:
            prompt = state.pending.prompt
            wanted = agent.act(state, prompt.player, pack_for(state))
            option = ([o.id for o in prompt.options].index(wanted.option)
                      if isinstance(wanted, Choose) else rng.randrange(len(prompt.options)))
            await answer(h, option, user=users[prompt.player])
        else:
            assert state.turn is not None
            who = state.hero(state.turn.hero).player
            latest = banner_of_panel(h)
            within_limits(latest)
            assert set(offered(latest)) == set(range(len(legal_commands(state, who))))
            wanted = agent.act(state, who, pack_for(state))
            result = await tap(h, panel_choice(state, wanted, rng), users[who])
            assert result.response is not None and not result.response.ephemeral, result.text()
            turns += 1
        clicks += 1
        # The game's own state, once it has ended too.
        state = await h.bot.store.session_state(game.id)
    assert state.result is not None and state.result.outcome in ("won", "lost")
    assert turns > 20, (turns, clicks)
    ended = h.discord.messages[max(h.discord.messages)]
    assert not buttons(ended)


def banner_of_panel(h: Harness) -> dict[str, Any]:
    """The latest message holding a turn panel."""
    for message in reversed(list(h.discord.messages.values())):
        if any(c.startswith("kf:a:") or c.startswith("kf:m:") for c in buttons(message)):
            return message
    raise LookupError("no turn panel was posted")


async def test_the_panel_offers_exactly_the_legal_commands(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    assert state.turn is not None
    hero = state.hero(state.turn.hero)
    legal = legal_commands(state, hero.player)
    found = turn_panel(state, pack_for(state))
    assert found is not None and sorted(map(repr, found.commands)) == sorted(map(repr, legal))
    latest = banner_of_panel(h)
    assert set(offered(latest)) == set(range(len(legal)))
    labels = offered(latest)
    kinds = {c.kind for c in legal}
    assert ("Make camp" in labels.values()) == ("camp" in kinds)
    assert any(label.startswith("Move to ") for label in labels.values()) == ("move" in kinds)
    shown = latest["embeds"][-1]
    [now] = [f["value"] for f in shown["fields"] if f["name"] == "What you can do"]
    assert f"({hero.ap} AP left)" in now


async def test_a_stale_panel_is_refused_politely_and_changes_nothing(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    assert state.turn is not None
    hero = state.hero(state.turn.hero)
    users = {player(h.player): h.player, player(bob): bob}
    me, other = users[hero.player], (bob if users[hero.player] is h.player else h.player)
    found = turn_panel(state, pack_for(state))
    assert found is not None
    ref = await panel_ref(h)
    camp = found.commands.index(next(c for c in found.commands if c.kind == "camp"))
    old = snapshot(h, ref.custom_id("a", camp))

    # Only the player whose turn it is may use the panel.
    theirs = await h.click(ref.custom_id("a", camp), user=other)
    assert theirs.response is not None and theirs.response.ephemeral
    assert f"This turn is {hero.name}'s" in theirs.text()
    assert await state_of(h) == state

    hidden = next(i for i, c in enumerate(found.commands) if c.kind in ("hide", "move"))
    moved = await tap(h, hidden, me)
    assert banner_of(moved)["embeds"]
    after = await state_of(h)
    assert after != state
    # The banner clicked lost its panel once the next one was posted.
    assert not buttons(h.discord.messages[int(old["id"])])

    h.discord.remember(old)
    stale = await h.click(ref.custom_id("a", camp), user=me, message=old)
    assert stale.response is not None and stale.response.ephemeral
    assert "The game has moved on since this panel was shown" in stale.text()
    assert await state_of(h) == after


async def test_where_hands_are_secret_the_panel_is_shown_to_its_player_alone(
        h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob, "competitive")
    assert state.turn is not None and state.options.secret_hands
    hero = state.hero(state.turn.hero)
    me = h.player if hero.player == player(h.player) else bob
    ref = await panel_ref(h)
    public = banner_of_panel_reveal(h, ref)
    assert buttons(public) == [ref.custom_id("w")]

    shown = await h.click(ref.custom_id("w"), user=me)
    assert shown.response is not None and shown.response.ephemeral
    private_panel = shown.messages[0]
    found = turn_panel(state, pack_for(state))
    assert found is not None and set(offered(private_panel)) == set(range(len(found.commands)))

    camp = found.commands.index(next(c for c in found.commands if c.kind == "camp"))
    camped = await h.click(ref.custom_id("a", camp), user=me)
    assert camped.response is not None and not camped.response.ephemeral
    assert (await state_of(h)).hero(hero.id).camped


def banner_of_panel_reveal(h: Harness, ref: PanelRef) -> dict[str, Any]:
    return h.discord.message_with(ref.custom_id("w"))


def test_menus_that_do_not_fit_in_five_rows_are_merged_into_pages() -> None:
    groups = [("move", list(range(0, 8))), ("confront", list(range(8, 38))),
              ("clear", list(range(38, 70))), ("resolve", list(range(70, 75)))]
    hero = object.__new__(HeroState)
    found = Panel(hero, [], [], groups)
    # One button row leaves four: the groups need six menus of 25 at most.
    pages = menu_pages(found, 4)
    assert [name for name, _ in pages] == ["", "", ""]
    assert [i for _, indexes in pages for i in indexes] == list(range(75))
    assert all(len(indexes) <= OPTIONS_MAX for _, indexes in pages)
    # With room enough, each group keeps its menu (a long one paged).
    assert [name for name, _ in menu_pages(found, 6)] == [
        "move", "confront", "confront", "clear", "clear", "resolve"]
