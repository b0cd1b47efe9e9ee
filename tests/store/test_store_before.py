"""A command's result carries the stored state it was applied to (issue 37.1): the Discord
layer pings whom the game starts waiting for by comparing it with the new state, so it must
be the database's, written by whichever process moved the game last, not this process's."""

from kilforth.commands import Move
from kilforth.store import Store

from .support import running
from .toy_engine import ToyEngine


async def test_the_state_before_a_command_is_the_one_another_store_wrote(
        store: Store, db: str, toy: ToyEngine) -> None:
    await running(store, "c1", ("p1", "p2"))
    mine = await store.execute("c1", "p1", Move(player="p1", region="r1"))
    assert mine.before is not None and mine.before.seq == mine.state.seq - 1
    async with await Store.open(db, engine=toy) as other:
        theirs = await other.execute("c1", "p2", Move(player="p2", region="r2"))
        assert theirs.before == mine.state
        # This store's last state is stale now: the command applies to the other's.
        again = await store.execute("c1", "p1", Move(player="p1", region="r3"))
    assert again.before == theirs.state
    assert again.before != mine.state


async def test_a_dealt_game_and_an_undo_have_no_state_before(store: Store) -> None:
    dealt = await running(store, "c1")
    await store.execute("c1", "p1", Move(player="p1", region="r1"))
    undone = await store.undo("c1", "mod")
    assert dealt.before is None
    assert undone.before is None and undone.state == dealt.state
