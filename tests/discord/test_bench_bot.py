"""`bench bot` times real answers (issue 37.5): the clicks it makes on a question carry the
ids the bot itself puts on its buttons, so they are answered, not refused as stale; a click
that is refused stops the bench instead of being timed."""

import pytest
from harness import Harness
from test_play_helpers import started_solo, state_of

from commands import bench


async def test_the_benchs_click_on_a_question_is_answered(h: Harness) -> None:
    posted = await started_solo(h)
    before = await state_of(h)
    session = await h.bot.store.session(str(h.channel.id))
    assert before.pending is not None and session is not None
    done = await bench._act(h, {str(h.player.id): h.player}, h.channel, before)
    assert done is not None and done[0] == "button"
    after = await h.bot.store.session(str(h.channel.id))
    assert after is not None and after.version > session.version
    # The bench's id is the one the bot posted on the question's first answer.
    assert posted == f"kf:p:{session.id}:{session.version}:{before.pending.prompt.id}:0"


async def test_a_refused_click_stops_the_bench(h: Harness) -> None:
    await started_solo(h)
    # A copy: the store's cached state is not to be touched.
    state = (await state_of(h)).model_copy(deep=True)
    assert state.pending is not None
    # A question the game no longer asks: the bot refuses the click as stale.
    state.pending.prompt.id = "gone"
    with pytest.raises(RuntimeError, match="was not answered"):
        await bench._act(h, {str(h.player.id): h.player}, h.channel, state)
