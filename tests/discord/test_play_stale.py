"""Stale components (issue 14.1): a button names its game and the exact version of the
question it answers, so one left over from an abandoned game or from before an undo is
refused politely and changes nothing."""


from harness import FakeUser, Harness
from hypothesis import given
from hypothesis import strategies as st
from test_play_helpers import (
    answer,
    asked,
    seat,
    snapshot,
    started_solo,
    state_of,
)

from commands.prompts import PromptButton, PromptRef, PromptReveal, PromptSelect


async def test_a_button_of_an_abandoned_game_does_not_answer_the_next_game(h: Harness) -> None:
    old_button = await started_solo(h)
    old_message = snapshot(h, old_button)
    abandoned = await h.slash("kilforth abandon")
    assert "abandoned" in abandoned.text()
    # The same seed deals the same board: the new game asks the same question at the same
    # sequence number, which is what used to let the old button answer it.
    new_button = await started_solo(h)
    before = await state_of(h)
    old = PromptButton.__discord_ui_compiled_template__.fullmatch(old_button)
    assert old is not None and PromptRef.from_match(old).prompt == (await asked(h)).prompt
    assert old_button != new_button

    h.discord.remember(old_message)
    stale = await h.click(old_button, message=old_message)

    assert stale.response is not None and stale.response.ephemeral
    assert "earlier game" in stale.text()
    assert await state_of(h) == before


async def test_a_button_from_before_an_undo_does_not_answer_the_question_asked_again(
        h: Harness) -> None:
    bob, mod = h.user("bob"), h.user("mod", moderator=True)
    await h.slash("kilforth new", mode="coop")
    await seat(h, h.player, "human", "warrior", reward="item", name="Ana")
    await seat(h, bob, "elf", "rogue", reward="ally", name="Bo")
    await h.slash("kilforth start")

    def whose(player: str) -> FakeUser:
        return h.player if player == str(h.player.id) else bob

    first = await state_of(h)
    assert first.pending is not None
    await answer(h, 0, user=whose(first.pending.prompt.player))
    second = await state_of(h)
    assert second.pending is not None
    leftover = (await asked(h)).custom_id("p", 0)
    leftover_message = snapshot(h, leftover)

    await h.slash("kilforth-admin undo", user=mod)
    assert (await state_of(h)).seq == first.seq  # the undo brings the same question back
    await answer(h, 1, user=whose(first.pending.prompt.player))
    again = await state_of(h)
    assert again.pending is not None and again.seq == second.seq
    assert again.pending.prompt.id == second.pending.prompt.id

    h.discord.remember(leftover_message)
    stale = await h.click(leftover, message=leftover_message,
                          user=whose(again.pending.prompt.player))

    assert stale.response is not None and stale.response.ephemeral
    assert "already been answered or has changed" in stale.text()
    assert await state_of(h) == again



@given(game=st.integers(1, 2**63 - 1), version=st.integers(0, 2**63 - 1),
       prompt=st.text(st.characters(blacklist_characters=":", blacklist_categories=("Cs",)),
                      min_size=1, max_size=40),
       index=st.integers(0, 99), kind=st.sampled_from([(PromptButton, "p"), (PromptSelect, "s")]))
def test_every_custom_id_fits_discord_and_reads_back_as_its_question(
        game: int, version: int, prompt: str, index: int,
        kind: tuple[type[PromptButton | PromptSelect], str]) -> None:
    # Discord caps a custom id at 100 characters; the id must name the same question back.
    item, letter = kind
    ref = PromptRef(game, version, prompt)
    custom_id = ref.custom_id(letter, index)
    assert len(custom_id) <= 100
    match = item.__discord_ui_compiled_template__.fullmatch(custom_id)
    assert match is not None and PromptRef.from_match(match) == ref
    assert PromptReveal.__discord_ui_compiled_template__.fullmatch(ref.custom_id("v"))
