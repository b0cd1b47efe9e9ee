"""Discord's 3-second window (issue 14, point 9): the moderator commands that write, the
lobby commands and `/log` answer with a "thinking" placeholder when their work runs long,
then give the real answer in its place. The store is slowed down here, and the deferral
threshold shortened, so that every read and write runs past it."""

import asyncio
from typing import Any

import pytest
from harness import FakeUser, Harness, Result
from test_admin import answer, lobby, running, started

from kilforth.store import Store

DEFERRED = 5  # DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE: "thinking…"
DEFERRED_UPDATE = 6  # a component's silent acknowledgement
SLOW = 0.05


@pytest.fixture(autouse=True)
def slow_store(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("commands.deadline.DEFER_AFTER", SLOW / 5)
    for name in ("_rows", "_tx"):
        original = getattr(Store, name)

        async def slowed(self: Store, *args: Any, _original: Any = original,
                         **options: Any) -> Any:
            await asyncio.sleep(SLOW)
            return await _original(self, *args, **options)

        monkeypatch.setattr(Store, name, slowed)


def deferred(result: Result, *, private: bool, kind: int = DEFERRED) -> str:
    """The answer's text, once checked that it came after a deferral of the right kind."""
    assert result.response_type == kind, result.requests
    assert result.response.ephemeral == private  # type: ignore[union-attr]
    followups = [r for r in result.requests if not r.is_callback]
    assert followups, "the real answer follows the placeholder"
    return result.text()


@pytest.fixture
def mod(harness: Harness) -> FakeUser:
    return harness.user("mod", moderator=True)


async def test_opening_joining_and_kicking_defer_publicly(harness: Harness, mod: FakeUser
                                                         ) -> None:
    bob = harness.user("bob")
    opened = await harness.slash("kilforth new", mode="coop")
    assert "A new game" in deferred(opened, private=False)
    joined = await harness.slash("kilforth join", race="human", opts={"class": "warrior"},
                                 name="Ana")
    assert "Ana takes a seat" in deferred(joined, private=False)
    await harness.slash("kilforth join", user=bob, race="elf", opts={"class": "rogue"})
    kicked = await harness.slash("kilforth-admin kick", user=mod, player=bob)
    assert "Seat removed" in deferred(kicked, private=False)
    carol = harness.user("carol")
    handed = await harness.slash("kilforth-admin replace", user=mod, player=harness.player,
                                 new_player=carol)
    assert "Seat handed over" in deferred(handed, private=False)


async def test_a_refusal_after_a_public_deferral_stays_private(harness: Harness) -> None:
    await harness.slash("kilforth new", mode="solo", heroes=1)
    await harness.slash("kilforth join", race="human", opts={"class": "warrior"}, name="Ana")
    full = await harness.slash("kilforth join", user=harness.user("bob"), race="elf",
                               opts={"class": "rogue"})
    assert full.response_type == DEFERRED
    assert any(r.method == "DELETE" for r in full.requests), "the placeholder is removed"
    assert full.messages[-1]["flags"] & 64 and "Not possible" in full.text()


async def test_moderator_repairs_defer_privately(harness: Harness, mod: FakeUser) -> None:
    bob = harness.user("bob")
    state = await running(harness, [harness.player, bob])
    skipped = await harness.slash("kilforth-admin skip", user=mod)
    assert "Turn skipped" in deferred(skipped, private=True)
    undone = await harness.slash("kilforth-admin undo", user=mod)
    assert "Undone" in deferred(undone, private=True)
    carol = harness.user("carol")
    handed = await harness.slash("kilforth-admin replace", user=mod, player=bob,
                                 new_player=carol)
    assert "Hero handed over" in deferred(handed, private=True)
    assert state.turn is not None

    asked = await harness.slash("kilforth-admin reset", user=mod)
    assert "Reset this channel's game?" in deferred(asked, private=True)
    done = await harness.click(f"kf:reset:1:{mod.id}:1", user=mod)
    assert done.response_type == DEFERRED_UPDATE
    assert "Reset done" in done.text()
    assert await harness.bot.store.session(str(harness.channel.id)) is None


async def test_log_defers_privately(harness: Harness) -> None:
    state = await started(harness, [harness.player])
    while state.pending is not None:
        state = await answer(harness, state)
    shown = await harness.slash("log", last=5)
    assert "entries" in deferred(shown, private=True)


async def test_a_quick_answer_is_not_deferred(harness: Harness, monkeypatch: pytest.MonkeyPatch
                                              ) -> None:
    monkeypatch.setattr("commands.deadline.DEFER_AFTER", 2.0)
    await lobby(harness, [harness.player])
    opened = await harness.slash("kilforth-admin undo", user=harness.user("m", moderator=True))
    assert opened.response_type == 4 and "nothing to undo" in opened.text()
