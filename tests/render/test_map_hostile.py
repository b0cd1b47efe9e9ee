"""Whatever players call themselves, the picture is drawn and its legend stays in place: a
display name is any text Discord allows, up to 32 characters, and a hero's name up to 64."""

import io

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from PIL import Image

from kilforth.render.picture import map_layout, map_png
from kilforth.render.picture.layout import wrap_name
from tests.render.helpers import encounter_of, four_heroes, inside, overlaps, with_region
from tests.rules.helpers import PACK

STATE = four_heroes()


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    names=st.lists(st.text(min_size=1, max_size=32), min_size=4, max_size=4),
    hero=st.text(min_size=1, max_size=64),
)
def test_any_display_and_hero_names_give_a_legend_of_single_lines_inside_their_place(
    names: list[str], hero: str
) -> None:
    state = STATE.model_copy(deep=True)
    state.heroes[0].name = hero
    players = dict(zip(("u1", "u2", "u3", "u4"), names, strict=True))
    layout = map_layout(state, PACK, players=players)
    for entry in layout.legend:
        assert "\n" not in entry.text and "\r" not in entry.text
        assert entry.box[2] <= layout.width
    with Image.open(io.BytesIO(map_png(state, PACK, players=players))) as image:
        assert image.size == (layout.width, layout.height)


REGION_WITH_LONGEST_NAME = max(
    STATE.grid,
    key=lambda r: (len(wrap_name(PACK.regions[r].name, 208)[0]), len(PACK.regions[r].name)),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    heroes=st.integers(0, 4),
    ancient=st.booleans(),
    counts=st.tuples(*[st.integers(0, 12)] * 4),
    obstacles=st.integers(0, 9),
    plots=st.integers(0, 3),
    gloom=st.booleans(),
)
@example(heroes=4, ancient=True, counts=(12, 12, 12, 12), obstacles=9, plots=3, gloom=True)
def test_however_crowded_a_region_its_tokens_stay_inside_its_tile_apart_and_below_its_name(
    heroes: int, ancient: bool, counts: tuple[int, ...], obstacles: int, plots: int, gloom: bool
) -> None:
    region = REGION_WITH_LONGEST_NAME
    state = STATE.model_copy(deep=True)
    for hero in state.heroes[:heroes]:
        hero.region = region
    state.ancients[0].on_map = ancient
    encounters = tuple(
        encounter_of(kind)
        for kind, n in zip(("enemy", "quest", "place", "stranger"), counts, strict=True)
        for _ in range(n)
    )
    state = with_region(
        state,
        region,
        encounters=encounters,
        obstacles=obstacles,
        plots=tuple(sorted(PACK.plots)[:plots]),
        gloom=gloom,
    )
    tile = map_layout(state, PACK).tile(region)
    for i, token in enumerate(tile.tokens):
        assert inside(token.box, tile.box), token
        assert not overlaps(token.box, tile.name_box), token
        assert all(not overlaps(token.box, other.box) for other in tile.tokens[i + 1 :])
