"""Private choices stay private (issue 14.8): in a competitive game every question is asked
in private (DESIGN.md §6), so nothing public may name the answer — not the events, and not
the headline over them."""


from harness import EPHEMERAL, FakeUser, Harness, Result
from test_play_helpers import (
    answer,
    asked,
    buttons,
    dealt_duo,
    dice,
    duo_game,
    rig,
    state_of,
)

from kilforth.commands import Move
from kilforth.content.pack import load_pack
from kilforth.legal import legal_commands
from kilforth.render.prompts import option_label
from kilforth.rules import board


def public_text(h: Harness, result: Result) -> str:
    """Everything a bystander can read of what `result` sent: new messages that are not
    ephemeral, and edits of a message that is not (content, embeds and component labels)."""
    clicked = result.interaction.message
    edits_private = clicked is not None and bool(h.discord.messages[clicked.id]["flags"]
                                                 & EPHEMERAL)
    return "\n".join(
        str(r.message) for r in result.requests if r.message is not None and not r.ephemeral
        and not (r.callback_type == 7 and edits_private))


async def test_no_public_message_names_a_private_answer(h: Harness) -> None:
    # R-SETUP-17: each hero chooses a starting Rumour; in a competitive game the choice is
    # secret, so neither the public events nor the headline above them may name it.
    bob = h.user("bob")
    state = await dealt_duo(h, bob, "competitive")
    answered = 0
    while state.pending is not None:
        prompt = state.pending.prompt
        chooser: FakeUser = h.player if prompt.player == str(h.player.id) else bob
        chosen = option_label(load_pack(), prompt.options[0])
        clicked = await answer(h, 0, user=chooser)
        assert chosen and chosen in str(clicked.messages)  # its player is told, in private
        assert chosen not in public_text(h, clicked)
        answered += 1
        state = await state_of(h)
    assert answered == 2


async def test_a_private_questions_public_notice_is_retired_once_answered(h: Harness) -> None:
    """R-SETUP-17: once the starting Rumour is chosen in private, its public notice offers no
    button and pings nobody any more, and says the choice was made, not which."""
    bob = h.user("bob")
    state = await dealt_duo(h, bob, "competitive")
    assert state.pending is not None
    ref = await asked(h)
    [notice] = [m for m in h.discord.messages.values() if ref.custom_id("v") in buttons(m)]
    prompt = state.pending.prompt
    chooser: FakeUser = h.player if prompt.player == str(h.player.id) else bob
    chosen = option_label(load_pack(), prompt.options[0])

    await answer(h, 0, user=chooser)

    retired = h.discord.messages[int(notice["id"])]
    assert buttons(retired) == [] and not retired.get("content")
    said = retired["embeds"][-1]["description"]
    assert said.endswith("has made their choice.") and chosen not in str(retired)


async def test_a_battles_message_keeps_its_rounds_when_its_private_question_is_retired(
        h: Harness) -> None:
    """R-ENG-BAT-6: in a competitive game the battle's questions are private; retiring the
    notice that shared the battle's message must not undo the rounds told there since."""
    bob = h.user("bob")
    state = await duo_game(h, bob, "competitive")
    active = state.hero(state.turn.hero)  # type: ignore[union-attr]
    user: FakeUser = h.player if active.player == str(h.player.id) else bob
    target = next(c.region for c in legal_commands(state, active.player) if isinstance(c, Move))
    boar = load_pack().encounters["thornback-boar"]
    await rig(h, lambda s: board.add_to_region(s, target, "encounters", "thornback-boar"))
    # One of the hero's blows lands, none of its: Fate is asked for the second success.
    await rig(h, dice(*([6, 1, 1, 1, 1] + [1] * boar.values["fight"]) * 2))
    await h.slash("move", user=user, region=target)
    [message] = [m for m in h.discord.messages.values() if m["channel_id"] == str(h.channel.id)
                 and any(e.get("title", "").startswith("⚔") for e in m.get("embeds") or [])]
    battle_id = int(message["id"])
    # Fate (its second answer) makes the round's second success: the boar falls, and the
    # battle is over with the first question's answer.
    await answer(h, 1, user=user)
    while (await state_of(h)).pending is not None:
        await answer(h, 0, user=user)

    shown = h.discord.messages[battle_id]
    battle = next(e for e in shown["embeds"] if e.get("title", "").startswith("⚔"))
    assert battle["description"].endswith(f"✔ {active.name} defeats Thornback Boar (battle)."), battle
    assert "Round 1" in battle["description"]
    assert buttons(shown) == []
