"""The picture's fonts, shipped in `kilforth/render/fonts/` with their licence: a system font
differs between machines, and the same state must give the same bytes everywhere."""

from functools import cache
from importlib.resources import files
from typing import Literal

from PIL import ImageFont

Face = Literal["bold", "symbols"]

_FILES: dict[Face, str] = {
    # Condensed, so that a Region's full name fits a tile in two lines at a phone-readable size.
    "bold": "DejaVuSansCondensed-Bold.ttf",
    # The regular face holds the symbols the tokens wear (⚔ ⚑ ⌂ ☺ ▩ ✦ ☠ ☾ ⇄).
    "symbols": "DejaVuSans.ttf",
}


@cache
def font(face: Face, size: int) -> ImageFont.FreeTypeFont:
    path = files("kilforth.render") / "fonts" / _FILES[face]
    # The basic layout engine always: Raqm, where a machine has it, places glyphs differently.
    return ImageFont.truetype(str(path), size, layout_engine=ImageFont.Layout.BASIC)


@cache
def text_width(text: str, face: Face, size: int) -> int:
    return int(font(face, size).getlength(text) + 0.5)
