"""The Night phase (R-NIGHT-1): A. Gloom, B. Darkness, C. Dawn, in that order.

`turns.end_day` runs it after every Day but the 25th and starts the next Day itself, so the
Night ends with Dawn (R-NIGHT-DAWN-6 is the caller's Break Camp).
"""

from collections.abc import Sequence

from kilforth.events import (
    CardDiscarded,
    Dawn,
    EncounterPlaced,
    NightStarted,
    PlotPlaced,
    RegionGloomed,
    WeatherChanged,
)
from kilforth.rules import abilities, board, event_cards, heroes, turns
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.state import HeroState

DAWN_HEALING = 2


def run_night(ctx: Ctx) -> None:
    state = ctx.state
    state.phase = "night"
    state.turn = None
    ctx.emit(NightStarted(day=state.day))
    for hero in state.heroes:
        hero.evaded = []  # R-ENG-EVA-3: an Evasion lasts until the end of the Day phase
    gloom(ctx)
    arrived = darkness(ctx)
    shadows(ctx, arrived)
    dawn(ctx)


# ------------------------------------------------------------------ A. Gloom

def gloom(ctx: Ctx) -> None:
    """R-NIGHT-GLOOM-1: heroes on a Region showing its Gloom side lose its red value
    (AMB-30 `gloom_damage`); Hidden does not protect (AMB-13). A hero brought to 0 HP is
    defeated (R-OTH-6), with the penalties unless `non_battle_defeat` is `hp_only` (AMB-30)."""
    for hero in turns.turn_order(ctx):
        if not ctx.state.regions[hero.region].gloom:
            continue
        printed = ctx.pack.regions[hero.region].gloom_damage
        amount = printed if ctx.options.gloom_damage == "printed" else 1
        if heroes.wound(ctx, hero, amount, "gloom"):
            heroes.after_wound(ctx, hero, hero.region)


# ------------------------------------------------------------------ B. Darkness

def darkness(ctx: Ctx) -> list[str]:
    """R-NIGHT-DARK-1..5: the First Hero draws the top Night card, its Region falls into
    Gloom, the card resolves by type, and only then may a Plot appear there. Returns the
    Plots placed."""
    first = turns.turn_order(ctx)[0]
    card = board.draw(ctx, "night")
    if card is None:
        return []  # no reshuffle rule for the Night deck (R-OTH-2), so nothing happens
    night = ctx.pack.night[card]
    region = night.region
    board.update_region(ctx.state, region, gloom=True)  # G-3: a Region already in Gloom stays so
    ctx.emit(RegionGloomed(region=region, card=card))
    if night.type == "weather":
        _replace_weather(ctx, card)
    elif night.event is not None:
        event_cards.resolve_event(ctx, first, card, night.event, region, chooser=_chooser(ctx, first))
    else:
        _place_night_encounter(ctx, first, card, region)
    return place_plots(ctx, region)  # R-NIGHT-DARK-3: after the card is fully resolved


def _chooser(ctx: Ctx, first: HeroState) -> HeroState | None:
    """R-NIGHT-DARK-2: the First Hero makes the choices a Night card requires, every hero's
    included, unless the game lets each hero choose for themselves (`night_choices`)."""
    return first if ctx.options.night_choices == "first_hero" else None


def _replace_weather(ctx: Ctx, card: str) -> None:
    """R-NIGHT-DARK-2: the new Weather replaces the one in play, which is discarded."""
    old = ctx.state.weather
    if old is not None:
        board.discard(ctx, old)
        ctx.emit(CardDiscarded(card=old, hero=None, reason="weather_replaced"))
    ctx.state.weather = card
    ctx.emit(WeatherChanged(card=card, replaced=old))


def _place_night_encounter(ctx: Ctx, first: HeroState, card: str, region: str) -> None:
    """R-NIGHT-DARK-2/5, AMB-39: an Enemy, Place, Quest or Stranger goes onto the Region it
    names; one naming the City resolves its other effects and is then discarded. Revealed
    abilities resolve as the card comes into view (R-ABIL-1), with the First Hero choosing."""
    face = board.face_of(ctx.pack, card)
    sit = Situation(region=region, chooser=_chooser(ctx, first))
    if ctx.pack.regions[region].city:
        abilities.run_effects(ctx, first, face.revealed, sit, card)
        board.discard(ctx, card)
        ctx.emit(CardDiscarded(card=card, hero=None, reason="city_is_safe"))
        return
    board.add_to_region(ctx.state, region, "encounters", card)
    ctx.emit(EncounterPlaced(card=card, region=region, source="night"))
    abilities.run_effects(ctx, first, face.revealed, sit, card)


def place_plots(ctx: Ctx, region: str) -> list[str]:
    """R-NIGHT-DARK-4: a Plot appears on the Region that just fell into Gloom when its
    terrain is listed on an undefeated Ancient's card. One Plot however many Ancients list
    it, or one each (AMB-31 `plots_per_trigger`); the top Plot, or the first whose own
    terrain matches (AMB-48 `plot_placement`). None in the first game (R-SETUP-16) and none
    once the Plot deck is empty (G-2). Returns the Plots placed."""
    if ctx.options.first_game:
        return []
    terrain = board.terrain_of(ctx.pack, region)
    if terrain is None:
        return []
    listing = [a for a in ctx.state.ancients
               if not a.defeated and terrain in ctx.pack.ancients[a.id].plot_terrains]
    if not listing:
        return []
    placed: list[str] = []
    count = 1 if ctx.options.plots_per_trigger == "one" else len(listing)
    for _ in range(count):
        if ctx.options.plot_placement == "top_card":
            plot = board.draw(ctx, "plot")
        else:
            plot = _first_plot_of_terrain(ctx, terrain)
        if plot is None:
            break
        board.add_to_region(ctx.state, region, "plots", plot)
        ctx.emit(PlotPlaced(plot=plot, region=region))
        placed.append(plot)
    return placed


def _first_plot_of_terrain(ctx: Ctx, terrain: str) -> str | None:
    """AMB-48 `first_matching_terrain`: draw until a Plot of this terrain (R-OTH-3); the
    Plots passed over are shuffled back into the deck rather than discarded."""
    plots = board.pile(ctx, "decks", "plot")
    passed: list[str] = []
    found = None
    while plots:
        card = plots.pop()
        if ctx.pack.plots[card].terrain == terrain:
            found = card
            break
        passed.append(card)
    if passed:
        plots.extend(passed)
        ctx.state.rng.shuffle(plots)
    return found


def shadows(ctx: Ctx, arrived: Sequence[str] = ()) -> None:
    """R-COMP-13, C-5, C-6: once Darkness has placed its Plot, every Ancient in play, then
    every Plot on the Map in Map order, resolves its Night effects on its own Region, the
    First Hero choosing as for a Night card (R-NIGHT-DARK-2). A Plot that `arrived` this
    Night does not act until the next one (docs/rulings.md, RUL-1)."""
    state = ctx.state
    first = turns.turn_order(ctx)[0]
    chooser = _chooser(ctx, first)
    lurking = [(a.id, ctx.pack.ancients[a.id].night, ctx.pack.ancients[a.id].region)
               for a in board.ancients_at_large(state)]
    lurking += [(p, ctx.pack.plots[p].night, r) for r in state.grid for p in state.regions[r].plots
                if p not in arrived]
    for card, effects, region in lurking:
        abilities.run_effects(ctx, first, effects, Situation(region=region, chooser=chooser), card)


# ------------------------------------------------------------------ C. Dawn

def dawn(ctx: Ctx) -> None:
    """R-NIGHT-DAWN-1..5, in order."""
    state = ctx.state
    in_play = turns.turn_order(ctx)
    for hero in in_play:  # R-NIGHT-DAWN-1: Finale successes too (R-SAGA-5)
        hero.successes = {}
        hero.finale_successes = 0
    for hero in in_play:  # R-NIGHT-DAWN-2, R-HID-4
        heroes.set_hidden(ctx, hero, False)
    for hero in in_play:  # R-NIGHT-DAWN-3, R-ENG-DEF-2
        # A game saved when `hp_only` left a felled hero undefeated at 0 HP comes back too.
        if hero.defeated or hero.hp == 0:
            heroes.heal(ctx, hero, DAWN_HEALING, "dawn")
            hero.defeated = False
    for hero in in_play:  # R-NIGHT-DAWN-4 (R-GIFT-RES-2: exhausted cards ready at Dawn)
        hero.exhausted = []
    for hero in in_play:
        abilities.fire(ctx, hero, "dawn")
    state.first_hero = _next_first_hero(ctx)  # R-NIGHT-DAWN-5
    ctx.emit(Dawn(day=state.day, first_hero=state.first_hero))


def _next_first_hero(ctx: Ctx) -> str:
    """R-NIGHT-DAWN-5, R-CAMP-2: the first hero to Make Camp takes the token. If nobody
    qualified, or that hero has since left the game (a removed hero may have joined a team
    Assault after camping, R-GIFT-TEAM-3), the token stays, or passes clockwise from a
    removed holder."""
    state = ctx.state
    for candidate in (state.first_to_camp, state.first_hero):
        if candidate is not None and state.hero(candidate).in_play:
            return candidate
    seats = state.heroes
    i = next(i for i, h in enumerate(seats) if h.id == state.first_hero)
    return next(h.id for h in seats[i + 1:] + seats[:i] if h.in_play)
