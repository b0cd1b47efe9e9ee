"""What stands in a Region and what an Ancient holds now, in words (issue 35.3-4): `/look`
on Discord, and the live part of an Ancient's `/card`."""

from kilforth.content.pack import Pack
from kilforth.render import text
from kilforth.render.abilities import requirement_text
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState


def look_text(state: GameState, pack: Pack, region: str, say: Say = ENGLISH) -> str:
    """A Region in words: its terrain and Gloom, the heroes there, each Encounter with its
    type, tests, Health and Gold, the Obstacles, each Plot with what defeats it, and the
    Ancient if it stands there."""
    lines = [text.region_text(state, pack, region, say)]
    lines += [say("look-plot-needs", plot=say.card(pack, plot),
                  needs=requirement_text(pack.plots[plot].to_defeat, lang=say.lang))
              for plot in state.regions[region].plots]
    here = state.regions[region]
    if not (here.encounters or here.obstacles or here.plots):
        lines.append(say("look-empty"))
    return "\n".join(lines)


def ancient_now(state: GameState, pack: Pack, ancient: str, say: Say = ENGLISH) -> str | None:
    """An Ancient of the game as it stands: its Health, where it is, the Plots it holds;
    None for an Ancient not in this game."""
    found = next((a for a in state.ancients if a.id == ancient), None)
    if found is None:
        return None
    where = ("defeated" if found.defeated else "on_map" if found.on_map else "waiting")
    return say("look-ancient-now", hp=found.hp, where=where,
               region=say.card(pack, pack.ancients[ancient].region),
               plots=", ".join(say.card(pack, p) for p in found.plots) or say("look-no-plot"))
