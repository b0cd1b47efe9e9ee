"""An abandoned or reset game's paused commands are dropped (issue 14, point 10): the
engine no longer holds the question nobody will answer."""

from harness import Harness
from test_admin import key, started

from kilforth import engine


def paused_of(seed: int) -> int:
    return sum(1 for paused in engine._PAUSED.held.values() if paused.base.seed == seed)


async def test_abandoning_drops_the_games_paused_commands(harness: Harness) -> None:
    state = await started(harness, [harness.player])
    assert state.pending is not None and paused_of(state.seed) >= 1
    done = await harness.slash("kilforth abandon")
    assert "abandoned" in done.text()
    assert paused_of(state.seed) == 0


async def test_a_reset_drops_the_games_paused_commands(harness: Harness) -> None:
    mod = harness.user("mod", moderator=True)
    state = await started(harness, [harness.player])
    assert paused_of(state.seed) >= 1
    await harness.slash("kilforth-admin reset", user=mod)
    await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert await harness.bot.store.session(key(harness)) is None
    assert paused_of(state.seed) == 0
