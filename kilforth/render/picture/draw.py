"""Paints a `MapLayout` with Pillow. Everything here is placed by the layout; this module
only knows how each thing looks."""

import io
import math
from dataclasses import replace
from functools import cache, lru_cache

from PIL import Image, ImageDraw

from kilforth.content.vocabulary import Terrain
from kilforth.render.palette import HERO_COLOURS, RGB
from kilforth.render.picture import style
from kilforth.render.picture.fonts import Face, font, text_width
from kilforth.render.picture.layout import (
    HEADER_GAP,
    SWATCH,
    Box,
    Header,
    LegendEntry,
    Link,
    MapLayout,
    Tile,
    Token,
)

# Colours kept when the picture is reduced to a palette before encoding. A palette image is a
# third of the bytes of an RGB one to filter and compress, so it encodes several times faster
# and smaller; 64 keep every fill and enough shades of each for smooth text edges.
COLOURS = 64
# Written out, not left to a library default, because the bytes must not change; 1 is the
# fastest, and a palette picture is small at any level.
COMPRESS_LEVEL = 1
PATTERN_STEP = 44  # between the terrain symbols repeated over a tile


class Canvas:
    """The picture being painted: the image and a drawing context on it."""

    def __init__(self, width: int, height: int) -> None:
        self.image = Image.new("RGB", (width, height), style.BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)

    def text(
        self,
        xy: tuple[float, float],
        text: str,
        face: Face,
        size: int,
        colour: RGB,
        anchor: str = "la",
    ) -> None:
        if not text:
            return
        mask, (dx, dy) = _text_mask(text, face, size, anchor)
        x, y = round(xy[0]) + dx, round(xy[1]) + dy
        self.image.paste(colour, (x, y, x + mask.width, y + mask.height), mask)

    def moon(self, cx: int, cy: int, size: int) -> None:
        """The Gloom mark: a crescent `size` px tall centred on (cx, cy)."""
        mask = _crescent(size)
        x, y = cx - size // 2, cy - size // 2
        self.image.paste(style.MOON, (x, y, x + size, y + size), mask)

    def shortcut(self, cx: int, cy: int, r: int) -> None:
        """The Shortcut mark, where links end: ⇄ on a disc of radius r centred on (cx, cy)."""
        self.draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), fill=style.LINK, outline=style.PAPER, width=2
        )
        self.text((cx, cy), style.SHORTCUT_SYMBOL, "symbols", r + 3, style.PAPER, "mm")


@cache
def _crescent(size: int) -> Image.Image:
    """A crescent drawn as a disc less an offset disc: bolder than the font's ☾ glyph, so
    the mark still shows once Discord shrinks the picture."""
    mask = Image.new("L", (size, size), 0)
    draw = ImageDraw.Draw(mask)
    draw.ellipse((0, 0, size - 1, size - 1), fill=255)
    bite = size * 2 // 5
    draw.ellipse((bite, -size // 8, size - 1 + bite, size - 1 - size // 8), fill=0)
    return mask


@lru_cache(maxsize=4096)
def _text_mask(
    text: str, face: Face, size: int, anchor: str
) -> tuple[Image.Image, tuple[int, int]]:
    """A text's coverage mask and its offset from the anchor. FreeType renders every glyph
    anew on each call, and most texts (names, words, counts) recur from picture to picture."""
    f = font(face, size)
    left, top, right, bottom = f.getbbox(text, anchor=anchor)
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=f, fill=255, anchor=anchor)
    return mask, (left, top)


def png(layout: MapLayout) -> bytes:
    canvas = Canvas(layout.width, layout.height)
    for tile in layout.tiles:
        canvas.image.paste(tile_ground(tile.terrain, tile.gloom), tile.box[:2])
    for link in layout.links:
        _link(canvas, link)
    for tile in layout.tiles:
        _tile(canvas, tile)
    _header(canvas, layout.header)
    for entry in layout.legend:
        _legend_entry(canvas, entry)
    reduced = canvas.image.quantize(palette=_palette(canvas.image), dither=Image.Dither.NONE)
    out = io.BytesIO()
    reduced.save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()


def _palette(image: Image.Image) -> Image.Image:
    """The picture's palette: every flat colour it is drawn with, exactly (a thin stroke or
    a small mark would otherwise be merged into a neighbouring hue), then COLOURS chosen from
    a quarter-size copy of the picture for the edges of text and shapes. Choosing from the
    whole picture instead would be most of the drawing time."""
    chosen = image.reduce(4).quantize(
        COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE
    )
    flat = [channel for colour in _flat_colours() for channel in colour]
    palette = Image.new("P", (1, 1))
    palette.putpalette(flat + chosen.getpalette()[: 3 * COLOURS])
    return palette


@cache
def _flat_colours() -> tuple[RGB, ...]:
    grounds = {
        colour
        for terrain in style.TERRAIN_FILL
        for gloom in (False, True)
        for _, colour in tile_ground(terrain, gloom).getcolors(maxcolors=256) or ()
    }
    marks = {*style.MARKS, *style.TOKEN_FILL.values(), *HERO_COLOURS}
    return tuple(sorted(grounds | marks))


# ------------------------------------------------------------------ terrain


def terrain_icon(
    draw: ImageDraw.ImageDraw, terrain: Terrain | None, cx: int, cy: int, r: int, colour: RGB
) -> None:
    """A terrain's symbol, centred on (cx, cy) within a square of half-side r: a tree, a peak,
    a tuft of grass, a dune or a tower, so that terrains differ by shape, not only colour."""
    w = max(1, r // 4)
    match terrain:
        case "forests":
            draw.polygon(
                [(cx, cy - r), (cx - r * 3 // 4, cy + r // 2), (cx + r * 3 // 4, cy + r // 2)],
                fill=colour,
            )
            draw.rectangle((cx - w // 2 - 1, cy + r // 2, cx + w // 2 + 1, cy + r), fill=colour)
        case "mountains":
            draw.polygon(
                [(cx - r, cy + r), (cx - r // 4, cy - r), (cx + r // 2, cy + r)], fill=colour
            )
            draw.polygon([(cx, cy + r), (cx + r // 2, cy - r // 4), (cx + r, cy + r)], fill=colour)
        case "plains":
            for dx, lean in ((-r // 2, -r // 2), (0, 0), (r // 2, r // 2)):
                draw.line(
                    [(cx + dx, cy + r), (cx + dx + lean, cy - r + abs(dx))], fill=colour, width=w
                )
        case "wastes":
            for dy in (-r // 2, r // 2):
                draw.arc(
                    (cx - r, cy + dy - r // 2, cx + r, cy + dy + r // 2),
                    200,
                    340,
                    fill=colour,
                    width=w,
                )
        case None:
            draw.rectangle((cx - r * 3 // 4, cy - r // 3, cx + r * 3 // 4, cy + r), fill=colour)
            for i in (-1, 0, 1):
                x = cx + i * r // 2
                draw.rectangle((x - r // 6, cy - r * 2 // 3, x + r // 6, cy - r // 3), fill=colour)


def _shade(colour: RGB, by: float) -> RGB:
    r, g, b = colour
    return int(r * by), int(g * by), int(b * by)


@cache
def tile_ground(terrain: Terrain | None, gloom: bool) -> Image.Image:
    """A tile's background: the terrain's colour with its symbol repeated faintly over it,
    shadowed for Gloom. Drawn once per kind and pasted, because every tile shares one of ten."""
    fill = style.TERRAIN_FILL[terrain]
    tile = Image.new("RGB", (style.TILE_W, style.TILE_H), fill)
    draw = ImageDraw.Draw(tile)
    step = PATTERN_STEP
    for row in range(style.TILE_H // step + 1):
        for col in range(style.TILE_W // step + 1):
            cx = col * step + (step // 2 if row % 2 else 0) + 12
            terrain_icon(draw, terrain, cx, row * step + 22, 9, _shade(fill, 0.9))
    border = style.CITY_BORDER if terrain is None else _shade(fill, 0.7)
    if gloom:
        shade = Image.new("RGB", tile.size, style.GLOOM_SHADE)
        tile = Image.blend(tile, shade, style.GLOOM_ALPHA / 255)
        draw = ImageDraw.Draw(tile)
        border = style.GLOOM_BORDER
    draw.rectangle(
        (0, 0, style.TILE_W - 1, style.TILE_H - 1),
        outline=border,
        width=5 if terrain is None else 3,
    )
    return tile


# ------------------------------------------------------------------ marks


def _link(canvas: Canvas, link: Link) -> None:
    """A dashed curve, light-cased so that it reads over any tile."""
    (x0, y0), (x1, y1) = link.ends
    bx, by = link.bend
    length = math.hypot(x1 - x0, y1 - y0)
    steps = max(2, int(length // 11))
    points = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * t * (1 - t), t * t
        points.append((a * x0 + b * bx + c * x1, a * y0 + b * by + c * y1))
    dashes = [points[i : i + 2] for i in range(0, steps, 2)]
    for dash in dashes:
        canvas.draw.line(dash, fill=style.PAPER, width=7)
    for dash in dashes:
        canvas.draw.line(dash, fill=style.LINK, width=3)


def _tile(canvas: Canvas, tile: Tile) -> None:
    draw = canvas.draw
    ink = style.PAPER if tile.gloom else style.INK
    x, y = tile.name_box[:2]
    for line in tile.name_lines:
        canvas.text((x, y), line, "bold", tile.name_size, ink)
        y += tile.name_size + style.NAME_LEADING
    left, _, right, bottom = tile.box
    mid = bottom - style.STRIP // 2 - 2
    terrain_icon(draw, tile.terrain, left + style.PAD + 10, mid, 9, ink)
    canvas.text(
        (left + style.PAD + 26, mid),
        tile.terrain_word,
        "bold",
        style.LABEL_SIZE,
        ink,
        "lm",
    )
    mark_x = right - style.PAD - style.STRIP // 2
    if tile.shortcut is not None:
        # Its number beside the mark, as on the text Map: where links cross, the number
        # still tells which two Regions one joins.
        canvas.shortcut(mark_x, mid, style.STRIP // 2)
        number = str(tile.shortcut)
        canvas.text((mark_x - style.STRIP // 2 - 3, mid), number, "bold", style.LABEL_SIZE, ink, "rm")
        mark_x -= style.STRIP + 12 + text_width(number, "bold", style.LABEL_SIZE)
    if tile.gloom:
        canvas.moon(mark_x, mid, style.STRIP - 4)
    for token in tile.tokens:
        _token(canvas, token)


def _token(canvas: Canvas, token: Token) -> None:
    x0, y0, x1, y1 = token.box
    sprite = _token_sprite(replace(token, box=(0, 0, x1 - x0, y1 - y0)))
    canvas.image.paste(sprite, (x0 - style.RING, y0 - style.RING), sprite)


@lru_cache(maxsize=1024)
def _token_sprite(token: Token) -> Image.Image:
    """A token (its box at the origin) drawn once on a transparent ground with room for the
    active hero's ring, then pasted wherever it stands: pictures repeat the same few tokens."""
    ring = style.RING
    width, height = token.box[2], token.box[3]
    sprite = Image.new("RGBA", (width + 2 * ring, height + 2 * ring), (0, 0, 0, 0))
    draw = ImageDraw.Draw(sprite)
    box = (ring, ring, ring + width, ring + height)
    cy = ring + height / 2
    if token.kind == "hero":
        if token.active:
            # Dark outside, light inside: the ring shows on the City's light ground and on Gloom.
            draw.ellipse((0, 0, width + 2 * ring - 1, height + 2 * ring - 1), fill=style.INK)
            draw.ellipse((3, 3, width + 2 * ring - 4, height + 2 * ring - 4), fill=style.PAPER)
        if token.hidden:
            # A Hidden hero is hollow: their colour as a thick ring, so shape tells it, not hue.
            draw.ellipse(box, fill=style.PAPER, outline=style.INK, width=2)
            draw.ellipse(
                (ring + 2, ring + 2, ring + width - 2, ring + height - 2),
                outline=token.colour,
                width=height // 6,
            )
        else:
            draw.ellipse(box, fill=token.colour, outline=style.INK, width=2)
        label = font("bold", style.label_size(height))
        draw.text((ring + width / 2, cy), token.label, font=label, fill=style.INK, anchor="mm")
        return sprite
    outline = style.ANCIENT_RING if token.kind == "ancient" else style.PAPER
    draw.rounded_rectangle(box, radius=height // 4, fill=token.colour, outline=outline, width=2)
    symbol = font("symbols", style.symbol_size(height))
    draw.text((ring + height / 2, cy), token.label, font=symbol, fill=style.PAPER, anchor="mm")
    if token.count > 1:
        count = font("bold", style.count_size(height))
        draw.text(
            (ring + height - 2, cy),
            f"×{token.count}",
            font=count,
            fill=style.PAPER,
            anchor="lm",
        )
    return sprite


# ------------------------------------------------------------------ header and legend


def _header(canvas: Canvas, header: Header) -> None:
    _, top, right, bottom = header.box
    mid = (top + bottom) // 2
    large, small = style.HEADER_LARGE, style.HEADER_SMALL
    canvas.text((style.MARGIN, mid - 14), header.day, "bold", large, style.PAPER, "lm")
    canvas.text((style.MARGIN, mid + 20), header.phase, "bold", small, style.MUTED, "lm")
    canvas.text(
        (right - style.MARGIN, mid - 14), header.weather, "bold", large - 4, style.PAPER, "rm"
    )
    if not header.effect:
        canvas.text((right - style.MARGIN, mid + 20), header.turn, "bold", small, style.MUTED,
                    "rm")
        return
    beside = style.MARGIN + text_width(header.phase, "bold", small) + HEADER_GAP
    canvas.text((beside, mid + 20), header.turn, "bold", small, style.MUTED, "lm")
    canvas.text((right - style.MARGIN, mid + 20), header.effect, "bold", header.effect_size,
                style.PAPER, "rm")


def _legend_entry(canvas: Canvas, entry: LegendEntry) -> None:
    draw = canvas.draw
    x0, y0, _, y1 = entry.box
    cy = (y0 + y1) // 2
    half = SWATCH // 2
    swatch: Box = (x0, cy - half, x0 + SWATCH, cy + half)
    match entry.kind:
        case "terrain":
            ground = tile_ground(entry.terrain, False).crop((60, 60, 60 + SWATCH, 60 + SWATCH))
            canvas.image.paste(ground, swatch[:2])
            draw.rectangle(swatch, outline=style.MUTED, width=1)
            terrain_icon(draw, entry.terrain, x0 + half, cy, 10, style.INK)
        case "gloom":
            draw.rectangle(swatch, fill=style.GLOOM_SHADE, outline=style.GLOOM_BORDER, width=2)
            canvas.moon(x0 + half, cy, SWATCH - 8)
        case "shortcut":
            canvas.shortcut(x0 + half, cy, half)
        case kind:
            token = Token(kind, entry.ref, entry.label, 1, swatch, entry.colour, entry.active)
            _token(canvas, replace(token, hidden=entry.hidden))
    ink = style.PAPER if entry.active or entry.kind == "hero" else style.MUTED
    canvas.text((x0 + SWATCH + 8, cy), entry.text, "bold", entry.size, ink, "lm")
