"""The map picture in French (issue 19): the header, the Regions' names and terrain, and the
legend from the French catalogue, fitting the same boxes as in English."""

from kilforth.content.pack import load_pack
from kilforth.render.picture import map_layout, map_png
from kilforth.render.picture.layout import MapLayout
from kilforth.render.say import say_for
from kilforth.sim.sample import sample_game
from tests.i18n.english import english_words
from tests.render.helpers import inside

PACK = load_pack()
FR = say_for(PACK, "fr")
STATE = sample_game(PACK, seed=7, day=8, heroes=4)


def words_of(layout: MapLayout) -> list[str]:
    header = layout.header
    return [header.day, header.phase, header.weather, header.turn,
            *(" ".join(t.name_lines) for t in layout.tiles),
            *(t.terrain_word for t in layout.tiles),
            *(e.text for e in layout.legend)]


def test_the_french_picture_says_no_english_word() -> None:
    """R-OVW-1: the Map, its Regions and the Day, in the French edition's words."""
    layout = map_layout(STATE, PACK, pilots={"p2": "autopilot", "p3": "computer"}, say=FR)
    names = frozenset(w.lower() for h in STATE.heroes for w in h.name.split())
    assert {w for text in words_of(layout) for w in english_words(text, names)} == set()
    assert layout.header.day == "Jour 8 sur 25"
    assert layout.header.phase == "Phase de Jour"
    legend = {e.ref: e.text for e in layout.legend}
    assert "(pilote automatique)" in legend["h2"] and "(ordinateur" in legend["h3"]
    assert {legend["gloom"], legend["shortcut"], legend["enemy"], legend["plot"]} == {
        "Ombre", "Raccourci n", "Ennemi", "Intrigue"}
    assert {t.terrain_word for t in layout.tiles} == {
        "Plaines", "Forêt", "Landes", "Montagnes", "Cité"}


def test_french_region_names_fit_their_tiles() -> None:
    """The French names are longer: each is whole, in its tile, as the English ones are."""
    layout = map_layout(STATE, PACK, say=FR)
    for tile in layout.tiles:
        assert " ".join(tile.name_lines) == FR.card(PACK, tile.region)
        assert inside(tile.name_box, tile.box)
    for entry in layout.legend:
        assert entry.box[2] - 22 <= layout.width - 24


def test_the_french_picture_is_drawn() -> None:
    english, french = map_png(STATE, PACK), map_png(STATE, PACK, say=FR)
    assert french.startswith(b"\x89PNG") and french != english
