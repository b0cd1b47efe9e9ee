"""Private choices stay private (issue 14.8): in a competitive game every question is asked
in private (DESIGN.md §6), so nothing public may name the answer — not the events, and not
the headline over them."""


from harness import EPHEMERAL, FakeUser, Harness, Result
from test_play_helpers import (
    answer,
    asked,
    buttons,
    dealt_duo,
    state_of,
)

from kilforth.content.pack import load_pack
from kilforth.render.prompts import option_label


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
