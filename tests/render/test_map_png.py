"""The map picture's bytes: a PNG of the promised size, the same for the same state, and a
Region in Gloom clearly shadowed (issue 11)."""

import io
from concurrent.futures import ThreadPoolExecutor

from PIL import Image, ImageChops, ImageStat

from kilforth.render.picture import map_layout, map_png, style
from tests.render.helpers import encounter_of, four_heroes, with_region
from tests.rules.helpers import PACK


def decode(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    image.load()
    return image.convert("RGB")


def test_the_picture_is_a_png_of_the_layouts_size() -> None:
    state = four_heroes()
    data = map_png(state, PACK)
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    layout = map_layout(state, PACK)
    assert decode(data).size == (layout.width, layout.height)


def test_the_same_state_gives_the_same_bytes_twice() -> None:
    state = with_region(
        four_heroes(), four_heroes().grid[0], gloom=True, encounters=(encounter_of("enemy"),)
    )
    assert map_png(state, PACK, players={"u1": "Ana"}) == map_png(
        state, PACK, players={"u1": "Ana"}
    )


def test_pictures_drawn_at_once_on_several_threads_are_the_same_bytes() -> None:
    """The bot draws off the event loop (asyncio.to_thread), so drawings may overlap and
    share the fonts and cached sprites."""
    states = [with_region(four_heroes(), region, gloom=True) for region in four_heroes().grid[:6]]
    alone = [map_png(state, PACK) for state in states]
    with ThreadPoolExecutor(max_workers=3) as pool:
        together = list(pool.map(lambda state: map_png(state, PACK), states * 2))
    assert together == alone * 2


def test_a_region_in_gloom_is_darker_where_its_tile_is_and_nowhere_else() -> None:
    """R-OVW-2: a Region in Gloom looks clearly shadowed."""
    state = four_heroes()
    region = next(
        r
        for r in state.grid
        if not PACK.regions[r].city
        and not PACK.regions[r].shortcut
        and all(h.region != r for h in state.heroes)
    )
    box = map_layout(state, PACK).tile(region).box
    light, dark = (
        decode(map_png(state, PACK)),
        decode(map_png(with_region(state, region, gloom=True), PACK)),
    )
    brightness = [ImageStat.Stat(im.crop(box).convert("L")).mean[0] for im in (light, dark)]
    assert brightness[1] < brightness[0] * 0.6
    # Elsewhere only the palette the picture is reduced to may shift a shade here and there.
    difference = ImageChops.difference(light, dark).convert("L")
    elsewhere = Image.new("L", light.size, 255)
    elsewhere.paste(0, box)
    assert ImageStat.Stat(difference, elsewhere).mean[0] < 1
    assert ImageStat.Stat(difference.crop(box)).mean[0] > 50
    assert moon_pixels(dark.crop(box)) > 100 and moon_pixels(light.crop(box)) == 0


def moon_pixels(tile: Image.Image) -> int:
    """Pixels of the moon mark's pale yellow, give or take the palette's rounding."""
    r, g, b = (
        band.point(lambda v, c=c: 255 if abs(v - c) <= 12 else 0)
        for band, c in zip(tile.split(), style.MOON, strict=True)
    )
    return ImageStat.Stat(ImageChops.multiply(ImageChops.multiply(r, g), b)).sum[0] // 255


def test_a_mid_game_four_hero_picture_stays_under_250_kb() -> None:
    state = four_heroes()
    cards = tuple(encounter_of(kind) for kind in ("enemy", "quest", "place", "stranger"))
    for region in state.grid[:20]:
        state = with_region(state, region, gloom=True, encounters=cards, obstacles=1)
    assert len(map_png(state, PACK)) <= 250_000
