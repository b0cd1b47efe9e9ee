"""Every Region readable, the Ancient and the weather visible (issue 35.3-4): `/look`, the
map's menu of Regions, the Ancient's `/card` from set-up, the weather on the banner and
`/map`."""

from harness import Harness
from test_play_helpers import banner_of, duo_game, rig, state_of

from kilforth.engine import pack_for
from kilforth.rules import board
from kilforth.state import GameState

QUEST = "escort-the-pilgrims"


async def test_look_shows_each_encounter_with_its_name_and_tests(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    region = next(r for r in state.grid if r != pack_for(state).city.id)
    await rig(h, lambda s: board.add_to_region(s, region, "encounters", QUEST))
    name = pack_for(state).names[region]

    offered = await h.autocomplete("look", "region", region=name[:4])
    assert region in [c["value"] for c in offered.choices]
    looked = await h.slash("look", region=region)

    assert looked.response is not None and looked.response.ephemeral
    said = looked.text()
    assert name in said and "Escort the Pilgrims" in said
    face = board.face_of(pack_for(state), QUEST)
    for attribute, value in face.values.items():
        assert f"{attribute.title()} {value}" in said
    assert f"{face.gold} Gold" in said


async def test_an_unknown_region_is_refused_and_changes_nothing(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    looked = await h.slash("look", region="Atlantis")
    assert looked.response is not None and looked.response.ephemeral
    assert "There is no Region 'Atlantis' on this Map" in looked.text()
    assert await state_of(h) == state


async def test_the_maps_menu_of_regions_answers_privately(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    shown = await h.slash("map")
    [menu] = [c for row in shown.messages[0]["components"] for c in row["components"]]
    assert len(menu["options"]) == len(state.grid) <= 25
    city = pack_for(state).city.id
    looked = await h.select(menu["custom_id"], [city])
    assert looked.response is not None and looked.response.ephemeral
    assert "Heroes here: Ana, Bo" in looked.text()


async def test_an_ancient_can_be_looked_at_before_it_arrives(h: Harness) -> None:
    bob = h.user("bob")
    state = await duo_game(h, bob)
    ancient = state.ancients[0]
    assert not ancient.on_map and not state.ancients_arrived
    name = pack_for(state).names[ancient.id]
    offered = await h.autocomplete("card", "name", name=name[:5])
    assert ancient.id in [c["value"] for c in offered.choices]
    shown = await h.slash("card", name=ancient.id)
    said = shown.text()
    assert f"Health now: {ancient.hp}" in said and "not arrived yet" in said
    assert "Plots held: none" in said


async def test_the_weather_is_on_the_banner_and_the_map(h: Harness) -> None:
    bob = h.user("bob")
    await duo_game(h, bob)
    weather = next(n.id for n in pack_for(await state_of(h)).night.values()
                   if n.type == "weather")

    def rain(s: GameState) -> None:
        s.weather = weather

    state = await rig(h, rain)
    assert state.turn is not None
    mover = h.player if state.hero(state.turn.hero).player == str(h.player.id) else bob
    moved = await h.slash("hide", user=mover)
    name = pack_for(state).names[weather]
    fields = {f["name"]: f["value"] for f in banner_of(moved)["embeds"][-1]["fields"]}
    assert fields["Weather"].startswith(f"{name}: ") and "lose 1 HP" in fields["Weather"]
    shown = await h.slash("map")
    fields = {f["name"]: f["value"] for f in shown.messages[0]["embeds"][0]["fields"]}
    assert fields["Weather"].startswith(f"{name}: ")
