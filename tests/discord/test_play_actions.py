"""The Actions and the other turn commands: each one's happy path, its main refusal, and the
autocomplete values it offers."""

from typing import Any

import pytest
import pytest_asyncio
from harness import Harness, Result
from test_play_helpers import (
    answer,
    banner_of,
    dice,
    duo_game,
    new_table,
    rig,
    solo_game,
    state_of,
)

from commands.prompts import DETAIL_AT_MOST
from kilforth.commands import Move
from kilforth.content.pack import load_pack
from kilforth.legal import legal_commands
from kilforth.render import text
from kilforth.rules import board
from kilforth.state import GameState

QUEST = "escort-the-pilgrims"  # a Quest of the base pack, tested with Study or Influence



pytestmark = pytest.mark.asyncio(loop_scope="module")


@pytest_asyncio.fixture(loop_scope="module")
async def h(bot: Harness) -> Harness:
    """The bot in a channel of its own, holding a solo game at its first turn."""
    new_table(bot)
    await solo_game(bot)
    return bot


def refused(result: Result, *words: str) -> None:
    assert result.response.ephemeral, result.text()  # type: ignore[union-attr]
    assert [m for m in result.messages if not m.get("flags")] == [], "a refusal posts nothing"
    for word in words:
        assert word in result.text(), result.text()


async def neighbour(h: Harness) -> str:
    state = await state_of(h)
    return next(c.region for c in legal_commands(state, str(h.player.id)) if isinstance(c, Move))


async def at_quest(h: Harness) -> str:
    """Put Ana in a Region beside the City that holds the quest; the Region's id."""
    target = await neighbour(h)

    def there(s: GameState) -> None:
        board.update_region(s, target, encounters=(QUEST,))
        s.heroes[0].region = target

    await rig(h, there)
    return target


async def test_move_offers_the_legal_destinations_and_goes(h: Harness) -> None:
    state = await state_of(h)
    legal = {c.region for c in legal_commands(state, str(h.player.id)) if isinstance(c, Move)}
    offered = (await h.autocomplete("move", "region")).choices
    assert {c["value"] for c in offered} == legal
    target = offered[0]["value"]
    assert "—" in offered[0]["name"]

    await rig(h, lambda s: board.add_to_region(s, target, "encounters", QUEST))
    moved = await h.slash("move", region=target)

    assert moved.response_type == 4 and not moved.response.ephemeral  # type: ignore[union-attr]
    assert "Ana moves from Lanternholm to" in moved.embeds[0]["description"]
    assert "your turn" in banner_of(moved)["content"]
    assert (await state_of(h)).heroes[0].region == target


async def test_move_refuses_a_region_that_is_not_next_to_you(h: Harness) -> None:
    state = await state_of(h)
    far = next(r for r in state.grid if r not in {c.region for c in legal_commands(
        state, str(h.player.id)) if isinstance(c, Move)} and r != state.heroes[0].region)
    refused(await h.slash("move", region=far), "is not next to you", "R-ACT-MOVE-1")


async def test_an_unseated_user_and_an_out_of_turn_player_are_refused(bot: Harness) -> None:
    h = bot
    new_table(h)
    bob = h.user("bob")
    await duo_game(h, bob)
    state = await state_of(h)
    active = state.hero(state.turn.hero)  # type: ignore[union-attr]
    waiting = bob if active.player == str(h.player.id) else h.player
    refused(await h.slash("search", user=waiting), f"It is {active.name}'s turn", "R-DAY-2")
    refused(await h.slash("search", user=h.user("carl")), "You have no hero in this game")
    assert (await h.autocomplete("move", "region", user=waiting)).choices == []


async def test_search_draws_an_encounter_but_not_in_the_city(h: Harness) -> None:
    refused(await h.slash("search"), "The City has no Encounter deck", "R-ACT-SEARCH-1")
    target = await neighbour(h)
    await rig(h, lambda s: setattr(s.heroes[0], "region", target))
    searched = await h.slash("search")
    assert "New Encounter in" in searched.text()


async def test_hide_then_unhide(h: Harness) -> None:
    hidden = await h.slash("hide")
    assert "Ana hides." in hidden.text()
    refused(await h.slash("hide"), "R-ACT-HIDE-1")

    offered = (await h.autocomplete("unhide", "hero")).choices
    assert offered == [{"name": "Ana", "value": "h1"}]
    shown = await h.slash("unhide")
    assert "Ana is no longer hidden." in shown.text()
    assert not (await state_of(h)).heroes[0].hidden
    refused(await h.slash("unhide"))


async def test_confront_offers_encounters_and_attributes_and_shows_the_roll(h: Harness) -> None:
    await at_quest(h)
    encounters = (await h.autocomplete("confront", "encounter")).choices
    state = await state_of(h)
    assert encounters == [{"name": text.encounter_text(state, load_pack(), QUEST), "value": QUEST}]
    values = load_pack().encounters[QUEST].values
    attributes = (await h.autocomplete("confront", "attribute", encounter=QUEST)).choices
    assert attributes == [{"name": f"{a.title()} (needs {v})", "value": a}
                          for a, v in values.items()]

    await rig(h, dice(6, 6, 6, 6, 6, 6))
    confronted = await h.slash("confront", encounter=QUEST, attribute="study")

    roll = confronted.embeds[0]
    assert roll["title"] == "🎲 Ana tests Study — confront"
    # Issue 11.3: numbers, the successes in bold, then the target and the result; issue
    # 35.5: first where the dice come from, and which faces succeed.
    pool, said = roll["description"].split("\n")
    assert pool.startswith("Study ")
    rolled = said.split(" · ")[0].split()
    assert rolled and set(rolled) == {"**6**"} and len(rolled) == int(pool.split()[1])
    assert said == (f"{' '.join(rolled)} · 5–6 succeed → {len(rolled)} successes"
                    f" · needed {values['study']} · **Success!**")
    assert "Ana defeats Escort the Pilgrims" in confronted.text()
    assert "a choice for you" in banner_of(confronted)["content"]  # Gold or a Loot token


async def test_a_confront_stopped_at_its_fate_question_is_not_called_done(bot: Harness) -> None:
    """R-TEST-6: a test short of its target asks about Fate before anything is told; the
    headline says the rest waits for that answer, not that the command is done."""
    h = bot
    new_table(h)
    await solo_game(h)
    await at_quest(h)
    await rig(h, dice(*[1] * 12))  # no success of the one Study needs: Fate would make it
    confronted = await h.slash("confront", encounter=QUEST, attribute="study")

    assert (await state_of(h)).pending.prompt.kind == "fate"  # type: ignore[union-attr]
    headline = confronted.embeds[0]
    assert headline["title"].endswith("· Confront")
    assert headline["description"] == "The rest waits for an answer.", confronted.text()
    assert "Done." not in confronted.text()
    # Its answers fit a phone: a Rumour to discard is told in a line, not its whole text.
    answers = banner_of(confronted)["embeds"][-1]["description"].split("\n")[1:]
    details = [line.split(" — ", 1)[1] for line in answers if " — " in line]
    assert details and all(len(d) <= DETAIL_AT_MOST for d in details)
    assert any(d.endswith("…") for d in details), answers


async def test_confront_refuses_what_is_not_here(h: Harness) -> None:
    refused(await h.slash("confront", encounter=QUEST, attribute="study"))
    refused(await h.slash("confront", encounter=QUEST, attribute="charm"), "not an attribute")


async def test_rest_heals_and_refuses_at_full_health(h: Harness) -> None:
    refused(await h.slash("rest"), "R-ACT-REST")
    await rig(h, lambda s: setattr(s.heroes[0], "hp", 2))
    rested = await h.slash("rest")
    assert "+1 HP → 3" in rested.text()


async def test_discover_offers_rumours_of_this_region(h: Harness) -> None:
    card = (await state_of(h)).decks["reward:ally"][-1]
    where = load_pack().rewards[card].region

    def holding_it_there(s: GameState) -> None:
        s.heroes[0].rumours.append(s.decks["reward:ally"].pop())
        s.heroes[0].region = where

    await rig(h, holding_it_there)
    offered = (await h.autocomplete("discover", "card")).choices
    assert offered == [{"name": text.name(load_pack(), card), "value": card}]
    found = await h.slash("discover", card=card)
    assert text.name(load_pack(), card) in found.text()
    assert card in (await state_of(h)).heroes[0].assets
    refused(await h.slash("discover", card=card))


async def test_trade_buys_from_three_cards_and_sells(h: Harness) -> None:
    await rig(h, lambda s: setattr(s.heroes[0], "gold", 30))
    offered = (await h.autocomplete("trade", "sell")).choices
    rumour = (await state_of(h)).heroes[0].rumours[0]
    assert rumour in {c["value"] for c in offered}

    bought = await h.slash("trade", buy="item")
    state = await state_of(h)
    assert state.pending is not None and len(state.pending.prompt.options) == 3
    assert len(banner_of(bought)["components"][0]["components"]) == 3
    picked = await answer(h, 0)
    assert "(asset)" in picked.text()

    def wounded(s: GameState) -> None:
        s.heroes[0].ap, s.heroes[0].hp = 3, 3

    await rig(h, wounded)
    sold = await h.slash("trade", sell=rumour, heal=1)
    assert "+1 HP → 4" in sold.text() and "Gold" in sold.text()
    assert rumour not in (await state_of(h)).heroes[0].rumours


# Checks R-ACT-TRADE-2.
async def test_trade_carries_the_order_of_its_options_R_ACT_TRADE_2(h: Harness) -> None:
    def broke(s: GameState) -> None:
        s.heroes[0].gold, s.heroes[0].hp = 0, 3

    await rig(h, broke)
    rumour = (await state_of(h)).heroes[0].rumours[0]
    refused(await h.slash("trade", sell=rumour, heal=1, order="heal sell buy"), "R-ACT-TRADE-3")
    healed = await h.slash("trade", sell=rumour, heal=1, order="sell heal buy")
    assert "+1 HP → 4" in healed.text()


async def test_trade_is_refused_outside_the_city(h: Harness) -> None:
    await at_quest(h)
    refused(await h.slash("trade", buy="ally"), "R-ACT-TRADE-1")


async def test_feat_is_refused_without_the_keywords(h: Harness) -> None:
    refused(await h.slash("feat"), "R-ACT-FEAT")


async def test_clear_removes_an_obstacle_and_refuses_when_there_is_none(h: Harness) -> None:
    refused(await h.slash("clear"), "R-ACT-CLEAR-1")
    target = await neighbour(h)

    def blocked(s: GameState) -> None:
        s.heroes[0].region = target
        board.update_region(s, target, obstacles=1)

    await rig(h, blocked)
    assert (await h.autocomplete("clear", "target")).choices == [
        {"name": "An Obstacle", "value": "obstacle"}]
    cleared = await h.slash("clear")
    assert "An Obstacle is cleared from" in cleared.text()


async def test_use_refuses_a_card_without_an_activated_ability(h: Harness) -> None:
    refused(await h.slash("use", card="human"))


async def test_camp_brings_the_night_and_the_next_day(h: Harness) -> None:
    camped = await h.slash("camp")

    titles = [e["title"] for e in camped.embeds]
    assert "☾ Night 1" in titles
    night = next(e for e in camped.embeds if e["title"] == "☾ Night 1")
    assert "Dawn." in night["description"] and night["color"] == 0x2B2D42
    assert (await state_of(h)).day == 2
    assert banner_of(camped)["embeds"][-1]["title"].startswith("Day 2 — Ana's turn")


async def test_nothing_but_the_answer_while_a_prompt_is_open(h: Harness) -> None:
    await rig(h, lambda s: setattr(s.heroes[0], "gold", 30))
    await h.slash("trade", buy="item")
    refused(await h.slash("camp"), "Waiting for Ana to answer")
    assert (await h.autocomplete("move", "region")).choices == []


async def test_prefs_answer_privately_without_a_banner(h: Harness) -> None:
    saved = await h.slash("prefs", fight_to_the_end=True, loot="gold")
    assert saved.response.ephemeral and len(saved.messages) == 1  # type: ignore[union-attr]
    prefs = (await state_of(h)).heroes[0].prefs
    assert prefs.fight_to_the_end and prefs.loot == "gold"


async def test_autocomplete_offers_nothing_without_a_game(bot: Harness) -> None:
    new_table(bot)
    assert (await bot.autocomplete("move", "region")).choices == []
    assert (await bot.autocomplete("gift resolve", "card")).choices == []


async def test_a_battle_gets_its_own_embed(h: Harness) -> None:
    target = await neighbour(h)
    await rig(h, lambda s: board.add_to_region(s, target, "encounters", "thornback-boar"))
    # Ana's Fight dice all succeed, enough to kill the boar in one round; the boar's all miss.
    boar = load_pack().encounters["thornback-boar"]
    assert boar.health is not None and boar.health <= 5
    await rig(h, dice(*[6] * 5, *[1] * (boar.values["fight"] + 1)))
    moved = await h.slash("move", region=target)

    plain, battle = moved.embeds[:2]
    assert plain["title"] == "Ana · Move" and "Ana moves from Lanternholm" in plain["description"]
    assert battle["title"] == "⚔ Ana against Thornback Boar"
    lines = battle["description"].split("\n")
    assert lines[0] == "⚔ Ana engages Thornback Boar."
    assert lines[1].startswith("🎲 Ana tests Fight 5 = 3 + Warrior 2: **6** **6** **6** **6** **6**"
                               " · 5–6 succeed → 5 successes")
    assert "Round 1: Ana deals 5, takes 0" in battle["description"]
    assert "Ana defeats Thornback Boar (battle)." in battle["description"]
    assert "a choice for you" in banner_of(moved)["content"]  # the Loot step
    # /log tells the test the same way: numbers, no ⚀–⚅ glyphs.
    told = (await h.slash("log", last=1)).text()
    assert "🎲 Ana tests Fight 5 = 3 + Warrior 2: **6** **6**" in told and not set("⚀⚁⚂⚃⚄⚅") & set(told)


def battle_messages(h: Harness, title: str) -> list[dict[str, Any]]:
    """The messages of this channel holding an embed whose title starts with `title`."""
    return [m for m in h.discord.messages.values() if m["channel_id"] == str(h.channel.id)
            and any(e.get("title", "").startswith(title) for e in m.get("embeds") or [])]


async def boar_fight(h: Harness) -> Result:
    """Move Ana onto a 2-HP boar with dice that wound it once a round and miss her: the
    battle asks about Fate first, then whether to fight on after round 1."""
    target = await neighbour(h)
    boar = load_pack().encounters["thornback-boar"]
    assert boar.health == 2
    await rig(h, lambda s: board.add_to_region(s, target, "encounters", "thornback-boar"))
    await rig(h, dice(*([6, 1, 1, 1, 1] + [1] * boar.values["fight"]) * 2))
    return await h.slash("move", region=target)


def battle_in(message: dict[str, Any]) -> dict[str, Any]:
    """The battle's embed among the others of its message."""
    return next(e for e in message["embeds"] if e.get("title", "").startswith("⚔"))


async def test_a_battle_goes_on_round_by_round_in_one_message(h: Harness) -> None:
    """R-ENG-BAT-6: the rounds played by later answers edit the battle's one message."""
    moved = await boar_fight(h)
    [battle] = battle_messages(h, "⚔ Ana against Thornback Boar")
    # Issue 11.4: the move, the battle and the question that follows share one message.
    assert battle_in(banner_of(moved)) == battle_in(battle)
    assert battle_in(battle)["description"] == "⚔ Ana engages Thornback Boar."
    assert (await state_of(h)).pending.prompt.kind == "fate"  # type: ignore[union-attr]

    no_fate = await answer(h, 0)
    assert (await state_of(h)).pending.prompt.kind == "battle"  # type: ignore[union-attr]
    fight_on = await answer(h, 0)

    # The first answer is clicked on the battle's message: its answer edits the round in.
    # The second is clicked on the next message: the battle's message is edited apart.
    clicked = no_fate.interaction.message
    assert no_fate.response_type == 7 and clicked is not None and clicked.id == int(battle["id"])
    where = f"/channels/{h.channel.id}/messages/{battle['id']}"
    edits = [r for r in fight_on.requests if r.method == "PATCH" and r.path == where]
    assert len(edits) == 1
    assert battle_messages(h, "⚔ Ana against") == [battle]
    lines = battle_in(battle)["description"].split("\n")
    assert lines[0] == "⚔ Ana engages Thornback Boar."
    assert [line.split(":")[0] for line in lines if line.startswith("Round")] == [
        "Round 1", "Round 2"]
    assert lines[-1] == "✔ Ana defeats Thornback Boar (battle)."
    # The move's other embeds stay, and its question now shows the answer.
    assert battle["embeds"][0]["title"] == "Ana · Move"
    assert "Ana chose:" in battle["embeds"][-1]["description"] and not battle["components"]
    assert "a choice for you" in banner_of(moved)["content"]
    assert "Loot of Thornback Boar" in banner_of(fight_on)["embeds"][-1]["description"]
    assert not any(e.get("title", "").startswith("🎲") for e in fight_on.embeds)


async def test_a_gift_between_rounds_is_told_in_the_battle(h: Harness) -> None:
    """R-GIFT-1: a Gift sent at the "fight on or flee?" question goes into the battle's
    message; the command itself gets a short public answer pointing there."""
    await boar_fight(h)
    await answer(h, 0)

    def coffee(s: GameState) -> None:
        # The question replays its command from `base`: the token is in both. A state shares
        # its piles with the states it was copied from, so a pile is replaced, not changed.
        for state in (s, s.pending.base):  # type: ignore[union-attr]
            state.decks["loot"] = [c for c in state.decks["loot"] if c != "loot-strong-coffee"]
            state.heroes[0].loot.append("loot-strong-coffee")

    await rig(h, coffee)
    resolved = await h.slash("gift resolve", card="loot-strong-coffee")
    assert not resolved.response.ephemeral  # type: ignore[union-attr]
    answer_message = banner_of(resolved)
    assert "battle goes on in its message above" in answer_message["embeds"][0]["description"]
    [battle] = battle_messages(h, "⚔ Ana against Thornback Boar")
    assert "+1 AP" in battle_in(battle)["description"]
    assert "Fight on or flee?" in answer_message["embeds"][-1]["description"]


async def test_after_a_restart_the_battle_goes_on_in_a_new_message(h: Harness) -> None:
    await boar_fight(h)
    await answer(h, 0)
    h.bot.flow._battles.clear()  # what a restart forgets

    await answer(h, 0)
    first, resumed = battle_messages(h, "⚔ Ana against Thornback Boar")
    assert "Round 2" not in battle_in(first)["description"]
    assert battle_in(resumed)["title"] == "⚔ Ana against Thornback Boar (continued)"
    assert "Round 2: Ana deals 1" in battle_in(resumed)["description"]


async def test_a_battle_whose_message_is_gone_is_posted_again(h: Harness) -> None:
    await boar_fight(h)
    await answer(h, 0)
    h.discord.fail("PATCH", "/channels/{channel_id}/messages/{message_id}", code=10008,
                   message="Unknown Message")
    await answer(h, 0)
    assert len(battle_messages(h, "⚔ Ana against Thornback Boar")) == 2


async def test_trade_sells_several_cards_and_heals_a_companion(bot: Harness) -> None:
    """R-ACT-TRADE-3/5: several sales and healing for another hero here, in one Action."""
    new_table(bot)
    bob = bot.user("bob")
    state = await duo_game(bot, bob)
    ana = next(h for h in state.heroes if h.player == str(bot.player.id))
    bo = next(h for h in state.heroes if h.player == str(bob.id))

    def setup(s: GameState) -> None:
        s.turn.hero = ana.id
        hero = next(h for h in s.heroes if h.id == ana.id)
        hero.rumours.append(s.decks["reward:title"].pop())
        hero.gold = 5
        other = next(h for h in s.heroes if h.id == bo.id)
        other.hp = other.ap = 2

    await rig(bot, setup)
    cards = (await state_of(bot)).hero(ana.id).rumours
    assert [c["value"] for c in (await bot.autocomplete("trade", "companion")).choices] == [bo.id]
    await bot.slash("trade", sell=cards[0], sell2=cards[1], companion=bo.id, companion_heal=2)
    after = await state_of(bot)
    assert after.hero(ana.id).rumours == [] and after.hero(bo.id).hp == 4
