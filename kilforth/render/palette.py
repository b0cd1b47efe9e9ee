"""Colours shared by every renderer: a hero keeps one token colour on the map picture, the
hero sheet's embed and the legend. The hues are the Okabe–Ito set, chosen so that players
with the common colour-vision deficiencies can still tell four heroes apart."""

from kilforth.state import GameState

RGB = tuple[int, int, int]

HERO_COLOURS: tuple[RGB, ...] = (
    (230, 159, 0),  # orange
    (86, 180, 233),  # sky blue
    (0, 158, 115),  # bluish green
    (204, 121, 167),  # reddish purple
)


def hero_colour(state: GameState, hero_id: str) -> RGB:
    """A hero's token colour, by seat: the order of `state.heroes` never changes in a game."""
    seat = next(i for i, h in enumerate(state.heroes) if h.id == hero_id)
    return HERO_COLOURS[seat % len(HERO_COLOURS)]


def as_int(colour: RGB) -> int:
    """A colour as the 0xRRGGBB integer Discord's embeds take."""
    r, g, b = colour
    return (r << 16) | (g << 8) | b
