"""What the map picture looks like: its geometry, colours and symbols. The layout places
things with these numbers and the drawing paints them, so both read them from here."""

from typing import Literal

from kilforth.content.vocabulary import Terrain
from kilforth.render.palette import RGB

TokenKind = Literal["hero", "ancient", "enemy", "quest", "place", "stranger", "obstacle", "plot"]

# Discord shows a picture at most about 400 px wide on a phone; 1,200 px keeps a Region name
# of 1/60 of the width (20 px) about 7 px tall there, the smallest text still read at a glance.
WIDTH = 1200
MARGIN = 24
GUTTER = 8
TILE_W = 224
TILE_H = 188
HEADER_H = 84
PAD = 8

NAME_SIZE = 28  # DejaVu's capitals are 0.73 em: 20 px, 1/60 of the width
NAME_MIN_SIZE = 16  # only for a name that cannot fit in two lines at NAME_SIZE
NAME_LEADING = 2
LABEL_SIZE = 17
HEADER_LARGE = 32
HEADER_SMALL = 22
HERO_LEGEND_SIZE = 24
KEY_SIZE = 20
LEGEND_MIN_SIZE = 16  # for the longest display names, which Discord allows up to 32 characters
TOKEN = 34  # a token's height; a hero token is a circle this wide
TOKEN_COMPACT = 26  # in a tile too crowded for full-size tokens
TOKEN_GAP = 6
RING = 7  # the active hero's highlight around their token
STRIP = 30  # the tile's bottom strip: terrain, Shortcut and Gloom marks

BACKGROUND: RGB = (38, 33, 30)
INK: RGB = (28, 24, 22)
PAPER: RGB = (246, 238, 222)
MUTED: RGB = (196, 186, 170)
CITY_BORDER: RGB = (214, 168, 52)
LINK: RGB = (52, 42, 80)
GLOOM_SHADE: RGB = (24, 14, 48)
GLOOM_ALPHA = 165  # of 255: the tile's colours stay faintly visible under the shadow
GLOOM_BORDER: RGB = (120, 96, 190)
MOON: RGB = (250, 226, 140)
ANCIENT_RING: RGB = (210, 40, 40)
# The colours marks and text are drawn with, which the palette keeps exactly.
MARKS: tuple[RGB, ...] = (
    BACKGROUND,
    INK,
    PAPER,
    MUTED,
    CITY_BORDER,
    LINK,
    GLOOM_SHADE,
    GLOOM_BORDER,
    MOON,
    ANCIENT_RING,
)

# The fill of each terrain, and the City under the key None. The pattern drawn over the fill
# (trees, peaks, tufts, dunes, towers) tells them apart without colour.
TERRAIN_FILL: dict[Terrain | None, RGB] = {
    "plains": (226, 222, 150),
    "forests": (142, 186, 120),
    "wastes": (214, 178, 132),
    "mountains": (170, 176, 190),
    None: (236, 226, 206),
}

# Each kind of token has a symbol as well as a colour, so no one needs the colour.
SYMBOL: dict[TokenKind, str] = {
    "hero": "",
    "ancient": "☠",
    "enemy": "⚔",
    "quest": "⚑",
    "place": "⌂",
    "stranger": "☺",
    "obstacle": "▩",
    "plot": "✦",
}
TOKEN_FILL: dict[TokenKind, RGB] = {
    "hero": INK,
    "ancient": (16, 12, 12),
    "enemy": (176, 36, 36),
    "quest": (150, 98, 0),
    "place": (34, 92, 160),
    "stranger": (112, 64, 144),
    "obstacle": (88, 88, 88),
    "plot": (120, 24, 96),
}
MOON_SYMBOL = "☾"
SHORTCUT_SYMBOL = "⇄"


def label_size(token: int) -> int:
    """The size of a hero's seat number on a token `token` px tall."""
    return round(token * 0.59)


def symbol_size(token: int) -> int:
    return round(token * 0.65)


def count_size(token: int) -> int:
    """The size of the count beside a token's symbol (×2)."""
    return round(token * 0.5)
