"""Helpers shared by the store tests."""

from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import ExecResult, Store


def hero(player: str, name: str | None = None) -> HeroSpec:
    return HeroSpec(player=player, name=name or f"Hero of {player}", race="human",
                    hero_class="warrior")


async def running(store: Store, channel: str, players: tuple[str, ...] = ("p1",),
                  mode: str = "coop") -> ExecResult:
    """A started game in `channel` with one hero per player."""
    await store.create("g1", channel, players[0], GameOptions(mode=mode), len(players))
    for player in players:
        await store.join(channel, hero(player))
    return await store.start(channel, players[0])
