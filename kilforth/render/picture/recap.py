"""Where everything on the recap picture goes (issue 32): the chart over the Days on the
left, the final map and each hero's line beside it. Computed from a `Chronicle` alone, so
tests of this layout are tests of which series and marks the picture shows, and where."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Literal

from kilforth.chronicle import SAGA_COMPLETE, Chronicle
from kilforth.content.pack import Pack
from kilforth.render import results
from kilforth.render.palette import RGB, hero_colour
from kilforth.render.picture import style
from kilforth.render.picture.fonts import text_width
from kilforth.render.picture.layout import Box
from kilforth.render.say import ENGLISH, Say

SeriesKind = Literal["chapters", "vp", "hp", "gloom", "ancient"]
MarkKind = Literal["saga", "assault", "ancient"]

WIDTH = 1600
CHART_RIGHT = 1000  # the chart's right edge; the map and the heroes' lines are beside it
COLUMN_LEFT = CHART_RIGHT + 40
AXIS_W = 52  # the panels' value labels, left of each plot
PANEL_H = 150
PANEL_TITLE_H = 44
PANEL_GAP = 18
DAY_AXIS_H = 36
MARK_ROW = 28  # a labelled line's row under the Day axis
TITLE_SIZE = 34
SUBTITLE_SIZE = 22
PANEL_TITLE_SIZE = 24
TICK_SIZE = 18
LINE_SIZE = 22
LINE_MIN_SIZE = 18
SEPARATOR = " · "  # between the parts of a hero's line, where a long one is broken
NAME_SIZE = 26
SEAT = 30  # a hero's seat disc beside their lines and on their Saga's mark
LINE_LEADING = 6
HERO_GAP = 16
LINE_NUDGE = 4  # between heroes' lines that run level
GLOOM_LINE: RGB = style.GLOOM_BORDER
ANCIENT_LINE: RGB = style.ANCIENT_RING
ASSAULT_MARK: RGB = style.ANCIENT_RING
ARRIVAL_MARK: RGB = style.MUTED


@dataclass(frozen=True)
class Series:
    """A line of the chart: a hero's (`ref` their id) or the board's (`ref` the kind)."""

    kind: SeriesKind
    ref: str
    colour: RGB
    values: tuple[int | None, ...]  # one per point of the chronicle; None: nothing to show
    points: tuple[tuple[int, int] | None, ...]


@dataclass(frozen=True)
class Panel:
    kind: SeriesKind
    title: str
    box: Box  # the plot area
    ticks: tuple[tuple[int, str], ...]  # (y, label)
    series: tuple[Series, ...]


@dataclass(frozen=True)
class Mark:
    """A Day marked on the chart: a hero's Saga completed (`ref` the hero, drawn on the
    Chapters panel, its label their seat), the final Assault or the Ancient's arrival (a line
    across every panel, labelled under the Day axis)."""

    kind: MarkKind
    ref: str
    day: int
    x: int
    label: str
    colour: RGB
    box: Box  # the seat disc of a Saga's mark; the line's label of the others


@dataclass(frozen=True)
class HeroLines:
    hero: str
    seat: str
    colour: RGB
    disc: Box
    lines: tuple[tuple[str, int], ...]  # each line's text and size, the name first
    top: int


@dataclass(frozen=True)
class RecapLayout:
    width: int
    height: int
    title: str
    subtitle: str
    panels: tuple[Panel, ...]
    days: tuple[tuple[int, str], ...]  # the Day axis: (x, label) under the last panel
    day_axis_y: int
    day_word: str  # the Day axis's caption
    marks: tuple[Mark, ...]
    map_box: Box
    heroes: tuple[HeroLines, ...]

    def panel(self, kind: SeriesKind) -> Panel | None:
        return next((p for p in self.panels if p.kind == kind), None)

    def series(self, kind: SeriesKind, ref: str | None = None) -> Series | None:
        panel = self.panel(kind)
        if panel is None:
            return None
        return next((s for s in panel.series if ref in (None, s.ref)), None)

    def marked(self, kind: MarkKind) -> list[Mark]:
        return [m for m in self.marks if m.kind == kind]


def recap_layout(chronicle: Chronicle, pack: Pack, map_size: tuple[int, int], *,
                 players: Mapping[str, str] | None = None, say: Say = ENGLISH) -> RecapLayout:
    """The recap of a finished (or running) game; `map_size` is the map picture's, shown
    scaled to the column beside the chart; `players` names a hero's player (default: none)."""
    state = chronicle.final
    points = chronicle.points
    top = style.HEADER_H + 12
    kinds: list[SeriesKind] = ["chapters"]
    if state.options.mode == "competitive":
        kinds.append("vp")
    kinds += ["hp", "gloom"]
    if any(p.ancient_hp is not None for p in points):
        kinds.append("ancient")
    left, right = style.MARGIN + AXIS_W, CHART_RIGHT - 12
    step = (right - left) / max(1, len(points) - 1)
    xs = tuple(round(left + n * step) for n in range(len(points)))
    panels: list[Panel] = []
    y = top
    for kind in kinds:
        box = (left, y + PANEL_TITLE_H, right, y + PANEL_TITLE_H + PANEL_H)
        panels.append(_panel(kind, chronicle, box, xs, say))
        y = box[3] + PANEL_GAP
    day_axis_y = y - PANEL_GAP + 8
    chart_bottom = day_axis_y + DAY_AXIS_H
    days = tuple((x, say("recap-end") if p.end else str(p.day))
                 for x, p in zip(xs, points, strict=True))

    def day_x(day: int) -> int:
        """The middle of Day `day` on the axis: between its Dawn and the next point."""
        n = next((i for i, p in enumerate(points) if p.day == day and not p.end),
                 len(points) - 1)
        after = min(n + 1, len(points) - 1)
        return (xs[n] + xs[after]) // 2

    marks: list[Mark] = []
    chapters = panels[0]
    stacked: dict[int, int] = {}
    for seat, hero in enumerate(state.heroes, 1):
        day = chronicle.saga_days.get(hero.id)
        if day is None:
            continue
        x = day_x(day)
        level = stacked.get(x, 0)
        stacked[x] = level + 1
        cy = chapters.box[1] + SEAT // 2 + 2 + level * (SEAT + 4)
        marks.append(Mark("saga", hero.id, day, x, str(seat), hero_colour(state, hero.id),
                          (x - SEAT // 2, cy - SEAT // 2, x + SEAT // 2, cy + SEAT // 2)))
    # The lines' labels under the Day axis, a row each, so that close Days never overlap.
    row = chart_bottom
    for kind, day, colour in (("ancient", chronicle.ancient_day, ARRIVAL_MARK),
                              ("assault", chronicle.assault_day, ASSAULT_MARK)):
        if day is None:
            continue
        x = day_x(day)
        label = say("recap-mark", kind=kind, day=day)
        w = text_width(label, "bold", TICK_SIZE)
        lx = min(max(x - w // 2, left), right - w)
        marks.append(Mark(kind, kind, day, x, label, colour,  # type: ignore[arg-type]
                          (lx, row, lx + w, row + MARK_ROW)))
        row += MARK_ROW
    chart_bottom = row
    map_w = WIDTH - style.MARGIN - COLUMN_LEFT
    map_h = round(map_size[1] * map_w / map_size[0])
    map_box = (COLUMN_LEFT, top, COLUMN_LEFT + map_w, top + map_h)
    heroes: list[HeroLines] = []
    hy = map_box[3] + 24
    text_left = COLUMN_LEFT + SEAT + 12
    for seat, hero in enumerate(state.heroes, 1):
        lines = _hero_lines(chronicle, pack, hero.id, players or {}, say)
        fitted = tuple(fit for n, line in enumerate(lines) for fit in _fit(
            line, WIDTH - style.MARGIN - text_left, NAME_SIZE if n == 0 else LINE_SIZE))
        disc = (COLUMN_LEFT, hy, COLUMN_LEFT + SEAT, hy + SEAT)
        heroes.append(HeroLines(hero.id, str(seat), hero_colour(state, hero.id), disc, fitted, hy))
        hy += sum(size + LINE_LEADING for _, size in fitted) + HERO_GAP
    height = max(chart_bottom, hy) + style.MARGIN
    result = state.result
    title = (say("picture-over", outcome=results.outcome_text(result, say)) if result
             else say("recap-title-running", day=state.day))
    subtitle = say("recap-subtitle", mode=state.options.mode, days=state.day,
                   heroes=len(state.heroes))
    if result is not None:
        subtitle += " · " + results.reason_text(result, state, pack, say)
    return RecapLayout(WIDTH, height, title, subtitle, tuple(panels), days, day_axis_y,
                       say("recap-day-axis"), tuple(marks), map_box, tuple(heroes))


def _values(chronicle: Chronicle, kind: SeriesKind, ref: str) -> tuple[int | None, ...]:
    match kind:
        case "chapters":
            return tuple(p.chapters.get(ref, 0) for p in chronicle.points)
        case "vp":
            return tuple(p.vp.get(ref, 0) for p in chronicle.points)
        case "hp":
            return tuple(p.hp.get(ref, 0) for p in chronicle.points)
        case "gloom":
            return tuple(p.gloom for p in chronicle.points)
    return tuple(p.ancient_hp for p in chronicle.points)


def _panel(kind: SeriesKind, chronicle: Chronicle, box: Box, xs: tuple[int, ...], say: Say
           ) -> Panel:
    state = chronicle.final
    if kind in ("gloom", "ancient"):
        colour = GLOOM_LINE if kind == "gloom" else ANCIENT_LINE
        lines = [(kind, colour, _values(chronicle, kind, kind))]
    else:
        lines = [(h.id, hero_colour(state, h.id), _values(chronicle, kind, h.id))
                 for h in state.heroes]
    top = max((v for _, _, values in lines for v in values if v is not None), default=0)
    match kind:
        case "chapters":
            high, ticks = SAGA_COMPLETE - 1, range(SAGA_COMPLETE)
        case "gloom":
            high = len(state.grid)
            ticks = range(0, high + 1, 5)
        case _:
            high = max(1, top)
            unit = max(1, -(-high // 4))
            high = -(-high // unit) * unit
            ticks = range(0, high + 1, unit)
    _, y0, _, y1 = box

    def y_of(value: int) -> int:
        return round(y1 - (y1 - y0) * value / high)

    # Heroes' lines often run level (the same Chapter, full HP): each is nudged by its seat
    # so that none hides another.
    nudge = [round((n - (len(lines) - 1) / 2) * LINE_NUDGE) for n in range(len(lines))]
    series = tuple(
        Series(kind, ref, colour, values,
               tuple(None if v is None else (x, y_of(v) + dy)
                     for x, v in zip(xs, values, strict=True)))
        for (ref, colour, values), dy in zip(lines, nudge, strict=True))
    labels = tuple((y_of(v), say("recap-saga-done") if kind == "chapters" and v == high
                    else str(v)) for v in ticks)
    return Panel(kind, say("recap-panel", kind=kind), box, labels, series)


def _hero_lines(chronicle: Chronicle, pack: Pack, hero_id: str, players: Mapping[str, str],
                say: Say) -> list[str]:
    state = chronicle.final
    hero = state.hero(hero_id)
    tally = chronicle.tallies[hero_id]
    player = players.get(hero.player)
    name = say("recap-hero-player", hero=hero.name, player=player) if player else hero.name
    vp = state.result.vp.get(hero_id, 0) if state.result else chronicle.points[-1].vp[hero_id]
    return [
        name,
        say("recap-hero-who", race=say.card(pack, hero.race), hero_class=say.card(pack, hero.hero_class)),
        say("recap-hero-saga", saga=say.card(pack, hero.saga),
            chapters=min(hero.chapter - 1, 4), done="yes" if hero.chapter >= SAGA_COMPLETE else "no"),
        say("recap-hero-tally", encounters=tally.encounters, gold=tally.gold_earned,
            defeats=tally.defeats, vp=vp),
    ]


def _fit(line: str, width: int, size: int) -> list[tuple[str, int]]:
    """A line at the largest size from `size` down to LINE_MIN_SIZE that fits `width`; one
    that does not fit even then is broken at its " · " into lines that do. Never cut."""
    for smaller in range(size, LINE_MIN_SIZE - 1, -1):
        if text_width(line, "bold", smaller) <= width:
            return [(line, smaller)]
    parts = line.split(SEPARATOR)
    lines = [parts[0]]
    for part in parts[1:]:
        joined = lines[-1] + SEPARATOR + part
        if text_width(joined, "bold", LINE_MIN_SIZE) <= width:
            lines[-1] = joined
        else:
            lines.append(part)
    return [(shown, LINE_MIN_SIZE) for shown in lines]
