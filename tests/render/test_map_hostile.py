"""Whatever players call themselves, the picture is drawn and its legend stays in place: a
display name is any text Discord allows, up to 32 characters, and a hero's name up to 64."""

import io

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PIL import Image

from kilforth.render.picture import map_layout, map_png
from tests.render.helpers import four_heroes
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
