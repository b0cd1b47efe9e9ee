"""Issue 36: the console's Map says every Region's whole name, in French as in English,
wrapped in its cell (never cut), and stays 76 columns wide: it fits a terminal of 80
columns, and one of 120."""

import pytest

from kilforth.content.pack import load_pack
from kilforth.render.say import ENGLISH, say_for
from kilforth.render.text import CELL, map_text, wrapped
from kilforth.rules import board
from kilforth.sim.sample import sample_game

PACK = load_pack()
STATE = sample_game(PACK, seed=7, day=3, heroes=2)


def _cells(text: str) -> list[list[str]]:
    """Each Region's cell lines, in the order of the grid."""
    lines = [line for line in text.splitlines() if line.startswith(("+", "|"))]  # no legend
    rows: list[list[str]] = []
    for line in lines:
        if line.startswith("+"):
            rows.append([])
        else:
            rows[-1].append(line)
    rows = [r for r in rows if r]
    return [[line.split("|")[1 + col] for line in row] for row in rows for col in range(board.SIZE)]


def _joined(lines: list[str]) -> str:
    text = ""
    for line in lines:
        text += line if not text or text.endswith("-") else " " + line
    return text


@pytest.mark.parametrize("lang", ["fr", "en"])
@pytest.mark.parametrize("columns", [80, 120])
def test_every_region_s_whole_name_is_on_the_map(lang: str, columns: int) -> None:
    say = say_for(PACK, lang) if lang == "fr" else ENGLISH
    text = map_text(STATE, PACK, say)
    assert max(len(line) for line in text.splitlines()) <= min(columns, 76)
    cells = _cells(text)
    for region, cell in zip(STATE.grid, cells, strict=True):
        name = say.card(PACK, region)
        title = [line.rstrip() for line in cell[: len(wrapped(name, CELL))]]
        assert _joined(title) == name


def test_a_long_french_name_wraps_at_spaces_and_hyphens() -> None:
    assert wrapped("Clairière d'Écorce-d'Argent", CELL) == ["Clairière", "d'Écorce-", "d'Argent"]
    assert wrapped("Couronne-de-Givre", CELL) == ["Couronne-de-", "Givre"]
    assert wrapped("Lanternebourg", CELL) == ["Lanternebourg"]
    assert all(len(line) <= CELL for region in PACK.regions
               for line in wrapped(say_for(PACK, "fr").card(PACK, region), CELL))
