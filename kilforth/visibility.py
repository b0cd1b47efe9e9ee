"""What a player may see of a game (DESIGN.md §6): the cards they may look up by name.

Everything on the table is public: the Map, the offers of a Trade, the discard piles
(R-OTH-1), every hero's Race, Class, Talents, Saga and Assets, the Weather, the Ancients
(face up from set-up) and the Plots in play. A hand (Rumours and Loot) is open in a
cooperative game and private to its owner in a competitive one. Discord's `/card` and the console's `card` both ask here.
"""

from collections.abc import Iterable, Iterator

from kilforth.content.pack import Pack
from kilforth.content.vocabulary import TOTEM_PREFIX
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState, HeroState


def _hero_cards(hero: HeroState, *, with_hand: bool) -> Iterator[str]:
    yield from (hero.race, hero.hero_class, hero.saga, *hero.talents, *hero.assets)
    if with_hand:
        yield from (*hero.rumours, *hero.loot)


def _offered(state: GameState, pack: Pack, player: str) -> Iterator[str]:
    """Cards offered in the question this player must answer ('asset:x' names card x)."""
    if state.pending is None or state.pending.prompt.player != player:
        return
    for option in state.pending.prompt.options:
        card = option.id if option.id in pack.names else option.id.partition(":")[2]
        if card in pack.names:
            yield card


def _table(state: GameState) -> Iterator[str]:
    for region in state.grid:
        rs = state.regions[region]
        yield region
        yield from (*rs.encounters, *rs.plots)
    yield from state.revealed
    for pile in state.discards.values():
        yield from pile
    if state.weather:
        yield state.weather
    for ancient in state.ancients:
        # R-SETUP-13: each Ancient lies face up near the Map from set-up, long before it
        # comes onto the Map.
        yield ancient.id
        yield from ancient.plots


def visible_cards(state: GameState, pack: Pack, player: str) -> list[str]:
    """The ids of the cards `player` may look at, their own first, each once."""
    secret = state.options.secret_hands
    mine = [h for h in state.heroes if h.player == player]
    others = [h for h in state.heroes if h.player != player]
    found: Iterable[str] = (
        *(c for h in mine for c in _hero_cards(h, with_hand=True)),
        *_offered(state, pack, player),
        *(c for h in others for c in _hero_cards(h, with_hand=not secret)),
        *_table(state),
    )
    totems = [f"{TOTEM_PREFIX}{h.saga}" for h in state.heroes]
    return [c for c in dict.fromkeys([*found, *totems]) if c in pack.names]


def find_visible(state: GameState, pack: Pack, player: str, wanted: str,
                 say: Say = ENGLISH) -> str | None:
    """The visible card named `wanted` (its id, or its name in English or in the language of
    `say`, case-insensitively), or None."""
    folded = wanted.strip().casefold()
    return next(
        (
            c
            for c in visible_cards(state, pack, player)
            if folded in (c.casefold(), pack.names[c].casefold(), say.card(pack, c).casefold())
        ),
        None,
    )
