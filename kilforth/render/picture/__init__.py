"""The map picture: a game state drawn as a PNG, for the players on Discord (issue 11).
`map_layout` places everything; `map_png` paints that layout. The recap picture (issue 32):
a game's chronicle charted over its Days beside its final map, `recap_layout` and
`recap_png`. Pure and deterministic: the
same state gives the same bytes on any machine (fonts ship with the package)."""

from collections.abc import Mapping

from kilforth.chronicle import Chronicle
from kilforth.content.pack import Pack
from kilforth.render.picture.draw import png
from kilforth.render.picture.layout import (
    Header,
    LegendEntry,
    Link,
    MapLayout,
    Tile,
    Token,
    map_layout,
)
from kilforth.render.picture.recap import RecapLayout, recap_layout
from kilforth.render.picture.recap_draw import paint
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState

__all__ = ["Header", "LegendEntry", "Link", "MapLayout", "RecapLayout", "Tile", "Token",
           "map_layout", "map_png", "recap_layout", "recap_png"]


def map_png(state: GameState, pack: Pack, *, players: Mapping[str, str] | None = None,
            pilots: Mapping[str, str] | None = None, say: Say = ENGLISH) -> bytes:
    """The Map as PNG bytes; `players` maps a player id to the name shown in the legend
    (default: the id), `pilots` a seat the computer plays to how ("computer", "autopilot")."""
    return png(map_layout(state, pack, players=players, pilots=pilots, say=say))


def recap_png(chronicle: Chronicle, pack: Pack, *, players: Mapping[str, str] | None = None,
              say: Say = ENGLISH) -> bytes:
    """The recap of a game as PNG bytes; `players` maps a player id to their name."""
    plan = map_layout(chronicle.final, pack, players=players, say=say)
    layout = recap_layout(chronicle, pack, (plan.width, plan.height), players=players, say=say)
    return paint(layout, png(plan))
