"""The map picture's layout: which Region's tile holds which tokens and marks (issue 11).
The picture is painted from this layout, so these tests check what it shows where."""

from kilforth.content.vocabulary import ENCOUNTER_TYPES
from kilforth.render.cards import what_it_does
from kilforth.render.palette import hero_colour
from kilforth.render.picture import map_layout, style
from kilforth.render.picture.fonts import font, text_width
from kilforth.render.picture.layout import ENCOUNTER_TYPES_SHOWN, SWATCH, wrap_name
from kilforth.render.text import shortcut_number
from kilforth.rules import board
from kilforth.state import GameState
from tests.render.helpers import encounter_of, four_heroes, inside, overlaps, with_region
from tests.rules.helpers import PACK


def a_plain_region(state: GameState) -> str:
    return next(r for r in state.grid if not PACK.regions[r].city and not PACK.regions[r].shortcut)


def test_the_map_is_five_by_five_tiles_in_the_grid_order_with_full_names() -> None:
    state = four_heroes()
    layout = map_layout(state, PACK)
    assert tuple(t.region for t in layout.tiles) == state.grid
    for i, tile in enumerate(layout.tiles):
        row, col = divmod(i, board.SIZE)
        if col:
            assert tile.box[0] > layout.tiles[i - 1].box[2]
        if row:
            assert tile.box[1] > layout.tiles[i - board.SIZE].box[3]
        # Never cut: the lines hold the name's words, all of them, in one or two lines.
        assert " ".join(tile.name_lines) == PACK.regions[tile.region].name
        assert 1 <= len(tile.name_lines) <= 2
        assert inside(tile.name_box, tile.box)


def test_the_picture_is_phone_readable_1000_to_1400_px_wide_with_names_a_sixtieth_of_it_tall() -> (
    None
):
    layout = map_layout(four_heroes(), PACK)
    assert 1000 <= layout.width <= 1400
    for tile in layout.tiles:
        _, top, _, bottom = font("bold", tile.name_size).getbbox("H")
        assert bottom - top >= layout.width / 60, tile.region


def test_a_long_name_wraps_onto_two_lines_and_keeps_every_word() -> None:
    lines, size = wrap_name("The Weeping Stones of the Far North", 208)
    assert len(lines) == 2
    assert " ".join(lines) == "The Weeping Stones of the Far North"
    assert size >= 16


def test_heroes_stand_on_their_regions_in_seat_colours_and_the_active_one_is_ringed() -> None:
    """R-DOC-2: the active hero is the hero whose turn it is."""
    state = four_heroes()
    assert state.turn is not None
    layout = map_layout(state, PACK, players={"u1": "Ana", "u2": "Bjorn"})
    for seat, hero in enumerate(state.heroes, 1):
        token = layout.tile(hero.region).token("hero", hero.id)
        assert token is not None
        assert token.label == str(seat)
        assert token.colour == hero_colour(state, hero.id)
        assert token.active == (hero.id == state.turn.hero)
    held = [t.region for t in layout.tiles if t.token("hero")]
    assert set(held) == {h.region for h in state.heroes}
    legend = {e.ref: e for e in layout.legend if e.kind == "hero"}
    assert legend["h1"].text.startswith(f"{state.heroes[0].name} · Ana")
    assert "Bjorn" in legend["h2"].text
    # No display name given: the hero alone, neither the player's id nor the hero twice.
    assert "u3" not in legend["h3"].text and " · " not in legend["h3"].text
    assert legend["h3"].text.startswith(state.heroes[2].name)
    assert legend[state.turn.hero].active and "their turn" in legend[state.turn.hero].text
    assert legend["h2"].colour == hero_colour(state, "h2")


def test_a_hidden_hero_has_a_hidden_token_and_says_so_in_the_legend() -> None:
    """R-ACT-HIDE-2: a hero who hides takes a Hidden token."""
    state = four_heroes().model_copy(deep=True)
    state.heroes[1].hidden = True
    layout = map_layout(state, PACK)
    hidden = [t.hidden for tile in layout.tiles for t in tile.tokens if t.kind == "hero"]
    assert sorted(hidden) == [False, False, False, True]
    assert layout.tile(state.heroes[1].region).token("hero", "h2").hidden  # type: ignore[union-attr]
    legend = next(e for e in layout.legend if e.ref == "h2")
    assert legend.hidden and "Hidden" in legend.text


def test_a_hero_out_of_the_game_has_no_token() -> None:
    state = four_heroes().model_copy(deep=True)
    state.heroes[2].removed = True
    layout = map_layout(state, PACK)
    assert all(t.token("hero", state.heroes[2].id) is None for t in layout.tiles)
    assert "out of the game" in next(e.text for e in layout.legend if e.ref == state.heroes[2].id)


def test_encounters_show_by_type_with_their_counts() -> None:
    """R-COMP-6: Enemy, Quest, Place and Stranger; several of one type make one counted token."""
    state = four_heroes()
    region = a_plain_region(state)
    cards = (
        encounter_of("enemy"),
        encounter_of("enemy"),
        encounter_of("quest"),
        encounter_of("place"),
        encounter_of("stranger"),
    )
    tile = map_layout(with_region(state, region, encounters=cards), PACK).tile(region)
    counts = {t.kind: t.count for t in tile.tokens if t.kind in ENCOUNTER_TYPES}
    assert counts == {"enemy": 2, "quest": 1, "place": 1, "stranger": 1}
    assert set(ENCOUNTER_TYPES_SHOWN) == set(ENCOUNTER_TYPES)


def test_obstacles_and_plots_show_with_their_counts_on_their_region_only() -> None:
    """R-ACT-CLEAR-1: Obstacle tokens and Plot cards (R-COMP-14) on a Region."""
    state = four_heroes()
    region = a_plain_region(state)
    plots = tuple(sorted(PACK.plots)[:2])
    layout = map_layout(with_region(state, region, obstacles=3, plots=plots), PACK)
    tile = layout.tile(region)
    obstacle, plot = tile.token("obstacle"), tile.token("plot")
    assert obstacle is not None and obstacle.count == 3
    assert plot is not None and plot.count == 2
    assert all(
        not t.token("obstacle") and not t.token("plot") for t in layout.tiles if t.region != region
    )


def test_tokens_stay_inside_their_tile_and_do_not_overlap() -> None:
    state = four_heroes().model_copy(deep=True)
    region = state.heroes[0].region
    for hero in state.heroes:
        hero.region = region
    cards = tuple(encounter_of(kind) for kind in ENCOUNTER_TYPES)
    state = with_region(
        state, region, encounters=cards, obstacles=2, plots=tuple(sorted(PACK.plots)[:3])
    )
    tile = map_layout(state, PACK).tile(region)
    assert len(tile.tokens) == 4 + 4 + 2
    for i, token in enumerate(tile.tokens):
        assert inside(token.box, tile.box), token
        assert not overlaps(token.box, tile.name_box)
        assert all(not overlaps(token.box, other.box) for other in tile.tokens[i + 1 :])


def test_the_ancient_shows_on_its_region_once_it_is_on_the_map() -> None:
    """R-SAGA-7: the Ancient enters play on the Region named on its card."""
    state = four_heroes()
    ancient = state.ancients[0]
    home = PACK.ancients[ancient.id].region
    assert all(t.token("ancient") is None for t in map_layout(state, PACK).tiles)
    arrived = state.model_copy(deep=True)
    arrived.ancients[0].on_map = True
    layout = map_layout(arrived, PACK)
    assert [t.region for t in layout.tiles if t.token("ancient", ancient.id)] == [home]
    assert PACK.ancients[ancient.id].name in next(
        e.text for e in layout.legend if e.kind == "ancient"
    )


def test_the_legend_gives_the_ancients_health_now_not_the_printed_one() -> None:
    """R-ENG-BAT-1, R-GIFT-AS-8: Assaults wear the Ancient's HP down between Battles, so the
    players read its markers, not its card."""
    state = four_heroes().model_copy(deep=True)
    ancient = state.ancients[0]
    ancient.on_map, ancient.hp = True, 13
    legend = next(e.text for e in map_layout(state, PACK).legend if e.kind == "ancient")
    assert legend == f"{PACK.ancients[ancient.id].name} (13 HP)"
    ancient.defeated = True
    assert next(e.text for e in map_layout(state, PACK).legend if e.kind == "ancient") == "Ancient"


def test_the_ancients_key_entry_shrinks_to_fit_however_many_and_however_named() -> None:
    """Four Ancients at large with long names and many HP still fit one row of the legend."""
    state = four_heroes().model_copy(deep=True)
    for ancient in state.ancients:
        ancient.on_map, ancient.hp = True, 99
    long_names = PACK.model_copy(deep=True)
    long_names.names.update({a.id: f"{PACK.ancients[a.id].name} the Everlasting" for a in state.ancients})
    layout = map_layout(state, long_names)
    entry = next(e for e in layout.legend if e.kind == "ancient")
    assert entry.text.count("(99 HP)") >= 3 and entry.size < style.KEY_SIZE
    assert inside(entry.box, (0, 0, layout.width, layout.height))
    assert font("bold", entry.size).getlength(entry.text) <= layout.width - 2 * style.MARGIN - SWATCH - 8


def test_a_region_in_gloom_is_marked_and_the_others_are_not() -> None:
    """R-OVW-2: at night the Map falls into Gloom, one Region at a time."""
    state = four_heroes()
    region = a_plain_region(state)
    layout = map_layout(with_region(state, region, gloom=True), PACK)
    assert [t.region for t in layout.tiles if t.gloom] == [region]


def test_shortcuts_are_links_between_regions_showing_the_same_symbol() -> None:
    """R-COMP-7, AMB-38: a Shortcut links every Region showing the same symbol."""
    state = four_heroes()
    layout = map_layout(state, PACK)
    symbols = {r.shortcut for r in PACK.regions.values() if r.shortcut}
    assert symbols
    for symbol in symbols:
        regions = {r.id for r in PACK.regions.values() if r.shortcut == symbol}
        # Each end shows the symbol's number, the text Map's too: where links cross, it
        # tells which two Regions one joins.
        number = shortcut_number(PACK, symbol)
        assert {t.region for t in layout.tiles if t.shortcut == number} == regions
        links = [link for link in layout.links if link.number == number]
        assert len(links) == len(regions) - 1
        assert {r for link in links for r in link.regions} == regions
        for link in links:
            for region, end in zip(link.regions, link.ends, strict=True):
                left, top, right, bottom = layout.tile(region).box
                assert left <= end[0] < right and top <= end[1] < bottom


def test_the_header_gives_the_day_the_phase_and_the_weather() -> None:
    """R-OVW-2 (25 days, Day and Night phases); R-COMP-12 (a Weather Night card)."""
    state = four_heroes()
    header = map_layout(state, PACK).header
    assert (header.day, header.phase, header.weather) == (
        "Day 1 of 25",
        "Day phase",
        "Weather: clear",
    )
    weather = next(card for card in PACK.night.values() if card.type == "weather")
    stormy = state.model_copy(update={"weather": weather.id, "day": 9, "phase": "night"})
    header = map_layout(stormy, PACK).header
    assert (header.day, header.phase, header.weather) == (
        "Day 9 of 25",
        "Night phase",
        f"Weather: {weather.name}",
    )
    assert header.turn == f"{state.hero(state.turn.hero).name}'s turn"  # type: ignore[union-attr]
    # Issue 35.4: the Weather's effect is said below it.
    assert header.effect == what_it_does(PACK, weather.id)
    assert text_width(header.effect, "bold", header.effect_size) <= style.WIDTH // 2


def test_a_long_hero_name_in_the_header_is_cut_to_its_half_of_the_width() -> None:
    state = four_heroes().model_copy(deep=True)
    assert state.turn is not None
    state.hero(state.turn.hero).name = "Wulfric " * 8
    turn = map_layout(state, PACK).header.turn
    assert turn.startswith("Wulfric Wulfric") and turn.endswith("…")
    assert font("bold", 22).getlength(turn) <= 600 - 24


def test_everything_fits_in_the_picture() -> None:
    layout = map_layout(four_heroes(), PACK)
    frame = (0, 0, layout.width, layout.height)
    assert all(inside(t.box, frame) for t in layout.tiles)
    assert all(inside(e.box, frame) for e in layout.legend)
    assert layout.legend[-1].box[1] > layout.tiles[-1].box[3]


LONGEST = "Aragorn son of Arathorn, King II"  # as long as Discord allows a display name


def test_a_long_display_name_shrinks_then_is_cut_with_an_ellipsis_in_its_half_of_the_legend() -> (
    None
):
    state = four_heroes()
    layout = map_layout(state, PACK, players={"u1": LONGEST, "u2": "Bjorn " * 30})
    first, second = (e for e in layout.legend if e.kind == "hero" and e.ref in ("h1", "h2"))
    assert LONGEST in first.text
    assert first.size < 24
    assert second.text.endswith("…")
    for entry in (first, second):
        width = font("bold", entry.size).getlength(entry.text)
        assert entry.box[0] + 40 + width <= entry.box[2]


def test_the_legend_keys_every_token_mark_and_terrain_on_rows_inside_the_picture() -> None:
    layout = map_layout(four_heroes(), PACK)
    kinds = [e.kind for e in layout.legend]
    assert {
        "enemy",
        "quest",
        "place",
        "stranger",
        "obstacle",
        "plot",
        "ancient",
        "gloom",
        "shortcut",
    } <= set(kinds)
    assert [e.terrain for e in layout.legend if e.kind == "terrain"] == [
        "plains",
        "forests",
        "wastes",
        "mountains",
        None,
    ]
    for entry in layout.legend:
        assert entry.box[2] - 22 <= layout.width - 24


def test_the_legend_marks_the_seats_the_computer_plays() -> None:
    """Issue 15.4: a seat on autopilot, or a computer companion's, says so in the legend."""
    state = four_heroes()
    layout = map_layout(state, PACK, pilots={"u2": "autopilot", "u4": "computer"})
    legend = {e.ref: e.text for e in layout.legend if e.kind == "hero"}
    assert "(autopilot" in legend["h2"] and "(computer" in legend["h4"]
    assert "autopilot" not in legend["h1"] and "computer" not in legend["h3"]
