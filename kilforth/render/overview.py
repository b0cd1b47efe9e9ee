"""What lies face up beside the Map, one line each: the Weather and what it does, and each
Ancient with its Health, its abilities in play and the terrains where it brings its Plots
(R-SETUP-13). The console prints them above the Map, with `look`, and the Weather on each
turn line."""

from kilforth.content.pack import Pack
from kilforth.render.cards import either, what_it_does
from kilforth.render.say import ENGLISH, Say
from kilforth.state import AncientState, GameState


def weather_line(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """'Weather: Storm of Ill Omen: Against a Demon: …', or that none has come yet."""
    if state.weather is None:
        return say("board-no-weather")
    does = what_it_does(pack, state.weather, say)
    return say("board-weather", card=say.card(pack, state.weather),
               doing=say("event-doing", does=does) if does else say("event-doing-nothing"))


def ancient_line(state: GameState, pack: Pack, ancient: AncientState, say: Say = ENGLISH) -> str:
    card = pack.ancients[ancient.id]
    if ancient.defeated:
        return say("board-ancient-defeated", ancient=say.card(pack, ancient.id))
    # The abilities in play: in a first game none (R-SETUP-16 b); mixed, maybe another's.
    abilities = [say.name(c.id, c.name) for a in pack.ancients.values() for c in a.capabilities
                 if c.id in ancient.capabilities]
    return say("board-ancient-line", ancient=say.card(pack, ancient.id), hp=ancient.hp,
               fight_word=say("attribute", word="fight"), fight=card.fight,
               region=say.card(pack, card.region),
               where="map" if ancient.on_map else "waiting",
               plots_on=say("field-plots-on"),
               terrains=say("terrain-regions", terrains=either(
                   [say("terrain", word=w) for w in card.plot_terrains], say("joiner-or"))),
               plots=len(ancient.plots), count=len(abilities), abilities=", ".join(abilities))


def ancient_lines(state: GameState, pack: Pack, say: Say = ENGLISH) -> list[str]:
    return [ancient_line(state, pack, a, say) for a in state.ancients]


def board_header(state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """The lines above the Map: the Weather, then the Ancients."""
    return "\n".join([weather_line(state, pack, say), *ancient_lines(state, pack, say)])
