"""Paints a `RecapLayout` with Pillow, the final map scaled beside the chart. Everything is
placed by the layout; this module only knows how each thing looks."""

import io

from PIL import Image

from kilforth.render.palette import RGB
from kilforth.render.picture import style
from kilforth.render.picture.draw import Canvas
from kilforth.render.picture.recap import (
    LINE_LEADING,
    PANEL_TITLE_H,
    PANEL_TITLE_SIZE,
    SUBTITLE_SIZE,
    TICK_SIZE,
    TITLE_SIZE,
    Mark,
    Panel,
    RecapLayout,
)

PANEL_GROUND: RGB = (52, 46, 42)
GRID: RGB = (84, 76, 70)
LINE_W = 4
DOT = 4
DASH = 8
# Written out, not left to a library default, because the bytes must not change.
COMPRESS_LEVEL = 6


def paint(layout: RecapLayout, map_picture: bytes) -> bytes:
    """The recap as PNG bytes; `map_picture` is the final map's PNG, scaled into its box."""
    canvas = Canvas(layout.width, layout.height)
    canvas.text((style.MARGIN, 34), layout.title, "bold", TITLE_SIZE, style.PAPER, "lm")
    canvas.text((style.MARGIN, 70), layout.subtitle, "bold", SUBTITLE_SIZE, style.MUTED, "lm")
    for panel in layout.panels:
        _panel(canvas, panel)
    chart = (layout.panels[0].box[1], layout.panels[-1].box[3])
    # The lines across the chart first: a Saga's mark stays whole over them.
    for mark in sorted(layout.marks, key=lambda m: m.kind == "saga"):
        _mark(canvas, mark, layout.panels[0], chart)
    canvas.text((style.MARGIN, layout.day_axis_y + 4), layout.day_word, "bold", TICK_SIZE,
                style.MUTED)
    for x, label in layout.days:
        canvas.text((x, layout.day_axis_y + 4), label, "bold", TICK_SIZE, style.MUTED, "ma")
    left, top, right, bottom = layout.map_box
    with Image.open(io.BytesIO(map_picture)) as picture:
        small = picture.convert("RGB").resize((right - left, bottom - top),
                                              Image.Resampling.LANCZOS)
    canvas.image.paste(small, (left, top))
    canvas.draw.rectangle((left - 1, top - 1, right, bottom), outline=style.MUTED, width=1)
    for hero in layout.heroes:
        x0, y0, x1, y1 = hero.disc
        canvas.draw.ellipse(hero.disc, fill=hero.colour, outline=style.PAPER, width=2)
        canvas.text(((x0 + x1) / 2, (y0 + y1) / 2), hero.seat, "bold", style.label_size(y1 - y0),
                    style.INK, "mm")
        y = hero.top
        for n, (line, size) in enumerate(hero.lines):
            ink = style.PAPER if n == 0 else style.MUTED
            canvas.text((x1 + 12, y), line, "bold", size, ink)
            y += size + LINE_LEADING
    out = io.BytesIO()
    canvas.image.save(out, format="PNG", compress_level=COMPRESS_LEVEL)
    return out.getvalue()


def _panel(canvas: Canvas, panel: Panel) -> None:
    draw = canvas.draw
    left, top, right, _ = panel.box
    canvas.text((style.MARGIN, top - PANEL_TITLE_H + 6), panel.title, "bold", PANEL_TITLE_SIZE,
                style.PAPER)
    draw.rectangle(panel.box, fill=PANEL_GROUND)
    for y, label in panel.ticks:
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        canvas.text((left - 8, y), label, "bold", TICK_SIZE, style.MUTED, "rm")
    for series in panel.series:
        shown = [p for p in series.points if p is not None]
        if len(shown) > 1:
            draw.line(shown, fill=series.colour, width=LINE_W, joint="curve")
        for x, y in shown:
            draw.ellipse((x - DOT, y - DOT, x + DOT, y + DOT), fill=series.colour)


def _mark(canvas: Canvas, mark: Mark, chapters: Panel, chart: tuple[int, int]) -> None:
    draw = canvas.draw
    if mark.kind == "saga":
        _dashed(canvas, mark.x, chapters.box[1], chapters.box[3], mark.colour, 2)
        x0, y0, x1, y1 = mark.box
        draw.ellipse(mark.box, fill=mark.colour, outline=style.PAPER, width=2)
        canvas.text(((x0 + x1) / 2, (y0 + y1) / 2), mark.label, "bold",
                    style.label_size(y1 - y0), style.INK, "mm")
        return
    _dashed(canvas, mark.x, chart[0], chart[1], mark.colour, 3)
    canvas.text(mark.box[:2], mark.label, "bold", TICK_SIZE, mark.colour)


def _dashed(canvas: Canvas, x: int, top: int, bottom: int, colour: RGB, width: int) -> None:
    for y in range(top, bottom, 2 * DASH):
        canvas.draw.line([(x, y), (x, min(y + DASH, bottom))], fill=colour, width=width)
