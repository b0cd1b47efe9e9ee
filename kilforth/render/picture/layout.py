"""Where everything on the map picture goes, computed from a state alone. The drawing only
paints this layout, so tests of the layout are tests of what the picture shows where."""

import unicodedata
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from itertools import pairwise
from typing import Literal

from kilforth.content.pack import Pack
from kilforth.content.vocabulary import Terrain
from kilforth.render import results
from kilforth.render.cards import what_it_does
from kilforth.render.palette import RGB, hero_colour
from kilforth.render.picture import style
from kilforth.render.picture.fonts import text_width
from kilforth.render.picture.style import TokenKind
from kilforth.render.say import ENGLISH, Say
from kilforth.render.text import shortcut_number
from kilforth.rules import board
from kilforth.rules.turns import LAST_DAY
from kilforth.state import GameState

Box = tuple[int, int, int, int]  # left, top, right, bottom; right and bottom excluded
Point = tuple[int, int]


@dataclass(frozen=True)
class Token:
    """One mark in a tile: a hero (`ref` their id, `label` their seat number), the Ancient
    (`ref` its id), or one kind of Encounter, Obstacles or Plots with how many there are."""

    kind: TokenKind
    ref: str
    label: str
    count: int
    box: Box
    colour: RGB
    active: bool = False
    hidden: bool = False  # a Hidden hero (R-ACT-HIDE-2)


@dataclass(frozen=True)
class Tile:
    region: str
    box: Box
    name_lines: tuple[str, ...]
    name_size: int
    name_box: Box
    terrain: Terrain | None  # None for the City
    terrain_word: str
    gloom: bool
    shortcut: int | None  # its number, the same at each end (as on the text Map)
    tokens: tuple[Token, ...]

    def token(self, kind: TokenKind, ref: str | None = None) -> Token | None:
        return next((t for t in self.tokens if t.kind == kind and ref in (None, t.ref)), None)


@dataclass(frozen=True)
class Link:
    """A Shortcut: a curve between the Shortcut marks of two Regions showing the same symbol
    (told on the picture by its number), bent towards `bend` (a quadratic Bézier control
    point) so that it does not run along a row of marks."""

    number: int
    regions: tuple[str, str]
    ends: tuple[Point, Point]
    bend: Point


@dataclass(frozen=True)
class Header:
    """The day and phase on the left, the Weather on the right; whose turn it is below the
    Weather, or, when a Weather is in play, beside the phase, and the Weather's effect
    (`effect`, drawn at `effect_size`) below the Weather (issue 35.4)."""

    day: str
    phase: str
    weather: str
    turn: str
    box: Box
    effect: str = ""
    effect_size: int = style.HEADER_SMALL


@dataclass(frozen=True)
class LegendEntry:
    """A line of the legend: a token (or a terrain swatch) and what it stands for."""

    kind: TokenKind | Literal["terrain", "gloom", "shortcut"]
    ref: str
    label: str
    text: str
    size: int
    colour: RGB
    box: Box
    active: bool = False
    hidden: bool = False  # a hero's swatch is their token, hollow when they are Hidden
    terrain: Terrain | None = None  # for a terrain swatch; None is the City


@dataclass(frozen=True)
class MapLayout:
    width: int
    height: int
    header: Header
    tiles: tuple[Tile, ...]
    links: tuple[Link, ...]
    legend: tuple[LegendEntry, ...]

    def tile(self, region: str) -> Tile:
        return next(t for t in self.tiles if t.region == region)


# Foes first: what can hurt a hero is what a player looks for.
ENCOUNTER_TYPES_SHOWN: tuple[TokenKind, ...] = ("enemy", "stranger", "quest", "place")
# Between the phase and whose turn it is, when they share the header's left.
HEADER_GAP = 24
LEGEND_TOP = style.HEADER_H + board.SIZE * style.TILE_H + (board.SIZE - 1) * style.GUTTER + 16
LEGEND_ROW = 44
SWATCH = 32


def wrap_name(name: str, width: int) -> tuple[tuple[str, ...], int]:
    """A Region's full name in at most two lines of `width` px, and the font size: the
    largest from NAME_SIZE down that fits. Never cut: at the smallest size a name that still
    does not fit keeps its words whole."""
    words = name.split()
    for size in range(style.NAME_SIZE, style.NAME_MIN_SIZE - 1, -1):
        lines = _greedy(words, width, size)
        if len(lines) <= 2 and all(text_width(line, "bold", size) <= width for line in lines):
            return tuple(lines), size
    return tuple(_greedy(words, width, style.NAME_MIN_SIZE)), style.NAME_MIN_SIZE


def _greedy(words: list[str], width: int, size: int) -> list[str]:
    lines: list[str] = []
    for word in words:
        if lines and text_width(f"{lines[-1]} {word}", "bold", size) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines


def token_width(kind: TokenKind, count: int, size: int = style.TOKEN) -> int:
    """A token `size` px tall: a hero's is round, the others as wide as their symbol and count."""
    if kind == "hero":
        return size
    counted = text_width(f"×{count}", "bold", style.count_size(size)) + 4 if count > 1 else 0
    return size + counted


def tile_box(row: int, col: int) -> Box:
    left = style.MARGIN + col * (style.TILE_W + style.GUTTER)
    top = style.HEADER_H + row * (style.TILE_H + style.GUTTER)
    return left, top, left + style.TILE_W, top + style.TILE_H


def shortcut_mark(box: Box) -> Point:
    """The centre of a tile's Shortcut mark, where its links end: the bottom strip's right."""
    return box[2] - style.PAD - style.STRIP // 2, box[3] - style.STRIP // 2 - 2


UNPLACED: Box = (0, 0, 0, 0)


def _mark(kind: TokenKind, count: int, ref: str | None = None) -> Token:
    """A token of a kind other than a hero's, not placed yet."""
    return Token(kind, ref or kind, style.SYMBOL[kind], count, UNPLACED, style.TOKEN_FILL[kind])


def _marks(state: GameState, pack: Pack, region: str) -> list[Token]:
    """What a Region holds, in the order its tokens are laid out, not placed yet."""
    active = active_hero(state)
    marks = [
        Token(
            "hero",
            hero.id,
            str(seat),
            1,
            UNPLACED,
            hero_colour(state, hero.id),
            active=hero.id == active,
            hidden=hero.hidden,
        )
        for seat, hero in enumerate(state.heroes, 1)
        if hero.in_play and hero.region == region
    ]
    marks += [
        _mark("ancient", 1, ancient.id) for ancient in board.ancients_in(state, pack, region)
    ]
    rs = state.regions[region]
    types = Counter(board.face_of(pack, card).type for card in rs.encounters)
    marks += [_mark(kind, types[kind]) for kind in ENCOUNTER_TYPES_SHOWN if types[kind]]
    if rs.obstacles:
        marks.append(_mark("obstacle", rs.obstacles))
    if rs.plots:
        marks.append(_mark("plot", len(rs.plots)))
    return marks


def _tokens(marks: list[Token], box: Box, top: int) -> tuple[Token, ...]:
    """Tokens flow left to right in rows from `top`, at full size if they stay clear of the
    tile's bottom strip, else compact; a tile more crowded still runs into its strip rather
    than leave anything out."""
    for size in (style.TOKEN, style.TOKEN_COMPACT):
        placed = _flow_tokens(marks, box, top, size)
        if not placed or placed[-1].box[3] <= box[3] - style.STRIP:
            break
    return placed


def _flow_tokens(marks: list[Token], box: Box, top: int, size: int) -> tuple[Token, ...]:
    left, right = box[0] + style.PAD + style.RING, box[2] - style.PAD
    x, y = left, top
    placed: list[Token] = []
    for token in marks:
        w = token_width(token.kind, token.count, size)
        if x > left and x + w > right:
            x, y = left, y + size + style.TOKEN_GAP + 2
        placed.append(replace(token, box=(x, y, x + w, y + size)))
        x += w + style.TOKEN_GAP + (style.RING if token.kind == "hero" else 0)
    return tuple(placed)


def _tile(state: GameState, pack: Pack, region: str, box: Box, say: Say) -> Tile:
    info = pack.regions[region]
    inner = style.TILE_W - 2 * style.PAD
    lines, size = wrap_name(say.card(pack, region), inner)
    line_h = size + style.NAME_LEADING
    name_top = box[1] + style.PAD - 2
    name_box = (
        box[0] + style.PAD,
        name_top,
        box[0] + style.PAD + max(text_width(line, "bold", size) for line in lines),
        name_top + len(lines) * line_h,
    )
    tokens = _tokens(_marks(state, pack, region), box, name_box[3] + style.PAD)
    return Tile(
        region,
        box,
        lines,
        size,
        name_box,
        info.terrain,
        say("picture-terrain", terrain=info.terrain or "city"),
        state.regions[region].gloom,
        None if info.shortcut is None else shortcut_number(pack, info.shortcut),
        tokens,
    )


def _links(tiles: tuple[Tile, ...]) -> tuple[Link, ...]:
    """Regions showing the same Shortcut symbol (AMB-38), linked in a chain in reading order:
    three Regions with one symbol take two links, not three crossing the Map."""
    links: list[Link] = []
    for number in sorted({t.shortcut for t in tiles if t.shortcut is not None}):
        chain = [t for t in tiles if t.shortcut == number]
        for a, b in pairwise(chain):
            ends = shortcut_mark(a.box), shortcut_mark(b.box)
            links.append(Link(number, (a.region, b.region), ends, _bend(*ends)))
    return tuple(links)


def _bend(p: Point, q: Point) -> Point:
    """A control point a fifth of the link's length off its middle, towards the Map's top
    left: the marks sit at the tiles' bottom right, so the curve leaves the strips of marks."""
    (x0, y0), (x1, y1) = p, q
    nx, ny = y0 - y1, x1 - x0  # perpendicular to the link, as long as it
    if nx + ny > 0:
        nx, ny = -nx, -ny
    return (x0 + x1) // 2 + nx // 5, (y0 + y1) // 2 + ny // 5


def active_hero(state: GameState) -> str | None:
    """The hero whose turn it is (R-DOC-2), while the game goes on."""
    return state.turn.hero if state.turn is not None and state.result is None else None


def _header(state: GameState, pack: Pack, say: Say) -> Header:
    weather = say.card(pack, state.weather) if state.weather else say("picture-clear")
    active = active_hero(state)
    if state.result is not None:
        turn = say("picture-over", outcome=results.outcome_text(state.result, say))
    phase = say("picture-phase", phase=state.phase)
    half = style.WIDTH // 2 - style.MARGIN
    effect, effect_size = "", style.HEADER_SMALL
    if state.weather:
        effect, effect_size = fit_line(what_it_does(pack, state.weather, say), half,
                                       style.HEADER_SMALL)
    if state.result is not None:
        turn = say("picture-over", outcome=results.outcome_text(state.result, say))
    elif active is not None:
        seat = next(i for i, h in enumerate(state.heroes, 1) if h.id == active)
        name = one_line(state.hero(active).name) or say("picture-hero", seat=seat)
        # Half the width, beside the day and phase on the left; beside the phase itself
        # when the Weather's effect takes the place below the Weather.
        width = half - (text_width(phase, "bold", style.HEADER_SMALL) + HEADER_GAP
                        if effect else 0)
        turn, _ = fit_line(say("picture-turn", hero=name), width, style.HEADER_SMALL,
                           style.HEADER_SMALL)
    else:
        turn = ""
    return Header(
        say("picture-day", day=state.day, last=LAST_DAY),
        phase,
        say("picture-weather", weather=weather),
        turn,
        (0, 0, style.WIDTH, style.HEADER_H),
        effect,
        effect_size,
    )


def _legend(
    state: GameState, pack: Pack, players: Mapping[str, str], pilots: Mapping[str, str],
    say: Say,
) -> tuple[LegendEntry, ...]:
    """Heroes two to a row (each seat the computer plays marked so), then the key to the
    tokens, marks and terrains."""
    entries: list[LegendEntry] = []
    active = active_hero(state)
    half = (style.WIDTH - 2 * style.MARGIN) // 2
    for seat, hero in enumerate(state.heroes, 1):
        status = [
            say("picture-status", status=word)
            for word, on in (
                (pilots.get(hero.player, ""), hero.player in pilots),
                ("turn", hero.id == active),
                ("hidden", hero.hidden),
                ("defeated", hero.defeated),
                ("removed", hero.removed),
            )
            if on
        ]
        # A player whose name is not known is left out: their id means nothing to anyone.
        player = one_line(players.get(hero.player, ""))
        name = one_line(hero.name) or say("picture-hero", seat=seat)
        text = f"{name} · {player}" if player else name
        text, size = fit_line(
            text + (f" ({', '.join(status)})" if status else ""),
            half - SWATCH - 24,
            style.HERO_LEGEND_SIZE,
        )
        left = style.MARGIN + ((seat - 1) % 2) * half
        top = LEGEND_TOP + ((seat - 1) // 2) * LEGEND_ROW
        entries.append(
            LegendEntry(
                "hero",
                hero.id,
                str(seat),
                text,
                size,
                hero_colour(state, hero.id),
                (left, top, left + half, top + LEGEND_ROW),
                active=hero.id == active,
                hidden=hero.hidden,
            )
        )
    top = LEGEND_TOP + ((len(state.heroes) + 1) // 2) * LEGEND_ROW + 8
    # Its Health now, not the card's: Assaults wear it down and a competitive game adds
    # to it (R-ENG-BAT-1, R-GIFT-AS-8).
    ancients = [say("picture-ancient", ancient=say.card(pack, a.id), hp=a.hp)
                for a in board.ancients_at_large(state)]
    key = [
        _key(kind, say("picture-token", kind=kind), style.SYMBOL[kind], style.TOKEN_FILL[kind])
        for kind in (*ENCOUNTER_TYPES_SHOWN, "obstacle", "plot")
    ]
    # The one key entry whose words come from the pack and the game: it may not fill a row.
    named, size = fit_line(", ".join(ancients) or say("picture-token", kind="ancient"),
                           style.WIDTH - 2 * style.MARGIN - SWATCH - 8, style.KEY_SIZE)
    key += [
        replace(_key("ancient", named, style.SYMBOL["ancient"], style.TOKEN_FILL["ancient"]), size=size),
        _key("gloom", say("picture-gloom"), style.MOON_SYMBOL, style.GLOOM_SHADE),
        _key("shortcut", say("picture-shortcut"), style.SHORTCUT_SYMBOL, style.LINK),
    ]
    key += [
        replace(_key("terrain", say("picture-terrain", terrain=t or "city"), "",
                     style.TERRAIN_FILL[t]), terrain=t)
        for t in style.TERRAIN_FILL
    ]
    return (*entries, *_flow(key, top))


def _key(
    kind: TokenKind | Literal["terrain", "gloom", "shortcut"], text: str, label: str, colour: RGB
) -> LegendEntry:
    """An entry of the legend's key, not placed yet."""
    return LegendEntry(kind, kind, label, text, style.KEY_SIZE, colour, UNPLACED)


def _flow(entries: list[LegendEntry], top: int) -> list[LegendEntry]:
    """Legend entries side by side from `top`, each as wide as its swatch and words, on as
    many rows as they need."""
    x, right = style.MARGIN, style.WIDTH - style.MARGIN
    placed: list[LegendEntry] = []
    for entry in entries:
        w = SWATCH + 8 + text_width(entry.text, "bold", entry.size) + 22
        if x > style.MARGIN and x + w - 22 > right:
            x, top = style.MARGIN, top + LEGEND_ROW
        placed.append(replace(entry, box=(x, top, x + w, top + LEGEND_ROW)))
        x += w
    return placed


def one_line(text: str) -> str:
    """A name as one printable line: control and format characters dropped, any run of
    white space (line breaks included) one space. Players choose these names."""
    return " ".join("".join(ch for ch in text if unicodedata.category(ch)[0] != "C").split())


def fit_line(
    text: str, width: int, size: int, smallest: int = style.LEGEND_MIN_SIZE
) -> tuple[str, int]:
    """A line holding names the players chose, and its size: the largest from `size` down to
    `smallest` that fits `width`; past that, cut with an ellipsis (a Region's name is never
    cut, but a player's display name or a hero's name can be long)."""
    for s in range(size, smallest - 1, -1):
        if text_width(text, "bold", s) <= width:
            return text, s
    while text_width(text + "…", "bold", smallest) > width:
        text = text[:-1]
    return text.rstrip() + "…", smallest


def map_layout(
    state: GameState,
    pack: Pack,
    *,
    players: Mapping[str, str] | None = None,
    pilots: Mapping[str, str] | None = None,
    say: Say = ENGLISH,
) -> MapLayout:
    """The map picture's layout, in the language of `say`; `players` gives the legend's name
    for a player id, `pilots` how the computer plays a seat it plays ("computer",
    "autopilot")."""
    tiles = tuple(
        _tile(state, pack, state.grid[row * board.SIZE + col], tile_box(row, col), say)
        for row in range(board.SIZE)
        for col in range(board.SIZE)
    )
    legend = _legend(state, pack, players or {}, pilots or {}, say)
    height = max(e.box[3] for e in legend) + style.MARGIN
    return MapLayout(style.WIDTH, height, _header(state, pack, say), tiles, _links(tiles), legend)
