"""`/gift …` in a two-player game: an Exchange and a Team Up the other player must agree to
(their prompt, their buttons), Resolve, and the refusals of Assault and Overcome."""

from dataclasses import dataclass

import pytest
import pytest_asyncio
from harness import FakeUser, Harness
from test_play_helpers import answer, banner_of, duo_game, new_table, rig, state_of

from kilforth.rules import board
from kilforth.state import GameState


@dataclass
class Table:
    h: Harness
    active: FakeUser  # whose turn it is
    other: FakeUser
    me: str  # the active hero's id
    them: str



pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module")
async def table(bot: Harness) -> Table:
    """A two-player game at its first turn, in a channel of its own."""
    new_table(bot)
    bob = bot.user("bob")
    state = await duo_game(bot, bob)
    hero = state.hero(state.turn.hero)  # type: ignore[union-attr]
    active, other = (bot.player, bob) if hero.player == str(bot.player.id) else (bob, bot.player)
    them = next(x.id for x in state.heroes if x.id != hero.id)
    return Table(bot, active, other, hero.id, them)


async def test_exchange_waits_for_the_other_players_agreement(table: Table) -> None:
    h = table.h
    partners = (await h.autocomplete("gift exchange", "with", user=table.active)).choices
    assert [c["value"] for c in partners] == [table.them]
    theirs = (await h.autocomplete("gift exchange", "take_card", user=table.active,
                                   opts={"with": table.them})).choices
    their_rumour = (await state_of(h)).hero(table.them).rumours[0]
    assert [c["value"] for c in theirs] == [their_rumour]  # co-op: hands are open
    await rig(h, lambda s: setattr(s.hero(table.me), "gold", 3))

    asked = await h.slash("gift exchange", user=table.active, give_gold=2,
                          opts={"with": table.them})

    banner = banner_of(asked)
    assert banner["content"] == f"<@{table.other.id}>, a choice for you."
    assert banner["allowed_mentions"]["users"] == [table.other.id]
    not_mine = await answer(h, 0, user=table.active)
    assert not_mine.response.ephemeral and "This question is for" in not_mine.text()  # type: ignore[union-attr]

    agreed = await answer(h, 0, user=table.other)
    assert "exchange" in agreed.text()
    state = await state_of(h)
    assert (state.hero(table.me).gold, state.hero(table.them).gold) == (1, 3)
    assert "your turn" in banner_of(agreed)["content"]
    assert banner_of(agreed)["allowed_mentions"]["users"] == [table.active.id]


async def test_team_up_can_be_declined(table: Table) -> None:
    h = table.h
    offered = (await h.autocomplete("gift team-up", "hero", user=table.active)).choices
    assert [c["value"] for c in offered] == [table.them]
    await h.slash("gift team-up", user=table.active, hero=table.them)
    declined = await answer(h, 1, user=table.other)
    assert "declines" in declined.text() and "team" in declined.text()
    assert (await state_of(h)).team == []


async def test_resolve_uses_a_loot_token(table: Table) -> None:
    h = table.h

    def coffee(s: GameState) -> None:
        s.hero(table.me).loot.append(s.decks["loot"].pop(s.decks["loot"].index(
            "loot-strong-coffee")))

    await rig(h, coffee)
    offered = (await h.autocomplete("gift resolve", "card", user=table.active)).choices
    assert {"name": "Flask of Strong Coffee", "value": "loot-strong-coffee"} in offered
    ap = (await state_of(h)).hero(table.me).ap
    resolved = await h.slash("gift resolve", user=table.active, card="loot-strong-coffee")
    assert "+1 AP" in resolved.text()
    assert (await state_of(h)).hero(table.me).ap == ap + 1


async def test_assault_and_overcome_are_refused_with_their_rules(table: Table) -> None:
    h = table.h
    assert (await h.autocomplete("gift assault", "ancient", user=table.active)).choices == []
    assault = await h.slash("gift assault", user=table.active)
    assert assault.response.ephemeral and "R-SAGA-7" in assault.text()  # type: ignore[union-attr]
    overcome = await h.slash("gift overcome", user=table.active, encounter="thornback-boar")
    assert overcome.response.ephemeral  # type: ignore[union-attr]


async def test_gifts_belong_to_the_active_hero(table: Table) -> None:
    h = table.h
    refused = await h.slash("gift team-up", user=table.other, hero=table.me)
    assert refused.response.ephemeral and "turn" in refused.text()  # type: ignore[union-attr]


async def test_a_gift_window_is_a_question_with_a_go_on_button(bot: Harness) -> None:
    """R-TURN-4: the turn of a hero beside an Enemy starts with a Gift window, one "Go on"
    button and the reminder that a Gift may be sent; a Team Up sent then is answered by the
    other player, and going on starts the team's Battle."""
    new_table(bot)
    bob = bot.user("bob")
    state = await duo_game(bot, bob)
    first = state.hero(state.turn.hero)  # type: ignore[union-attr]
    active, other = (bot.player, bob) if first.player == str(bot.player.id) else (bob, bot.player)
    second = next(x for x in state.heroes if x.id != first.id)

    def beside_raiders(s: GameState) -> None:
        s.decks["encounter:plains"].remove("raider-band")
        board.add_to_region(s, "wheatmere", "encounters", "raider-band")
        for hero in s.heroes:
            hero.region = "wheatmere"

    await rig(bot, beside_raiders)
    camped = await bot.slash("camp", user=active)
    window = banner_of(camped)
    assert window["content"] == f"<@{other.id}>, a choice for you."
    shown = window["embeds"][-1]["description"]
    assert "Raider Band is about to engage you." in shown and "/gift" in shown
    labels = [c["label"] for row in window["components"] for c in row["components"]]
    assert labels == ["Go on"]
    assert (await state_of(bot)).pending.prompt.kind == "gift_window"  # type: ignore[union-attr]

    await bot.slash("gift team-up", user=other, hero=first.id)
    await answer(bot, 0, user=active)  # joins
    again = await state_of(bot)
    assert again.team == [second.id, first.id] and again.pending.prompt.kind == "gift_window"  # type: ignore[union-attr]
    fought = await answer(bot, 0, user=other)  # Go on
    assert "Go on" in fought.text() and "engages Raider Band (team:" in fought.text()
