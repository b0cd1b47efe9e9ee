"""Invariants that hold after every command (DESIGN.md §7): used by tests, the simulator and
the fuzzer. Each returns human-readable violations; an empty list means the state is sound."""

from collections import Counter

from kilforth.content.pack import Pack
from kilforth.rules.board import TOTEM_PREFIX
from kilforth.rules.turns import LAST_DAY
from kilforth.state import GameState

LIMIT = 6


def tracked_cards(pack: Pack, state: GameState) -> set[str]:
    """Cards the game uses: every deck card, and the Plots of the Ancients in play."""
    ancients = {a.id for a in state.ancients}
    plots = set() if state.options.first_game else {
        p for p, c in pack.plots.items() if c.ancient in ancients}
    return {*pack.encounters, *pack.rewards, *pack.night, *pack.loot, *plots}


def card_places(state: GameState) -> Counter[str]:
    seen: Counter[str] = Counter()
    for pile in (*state.decks.values(), *state.discards.values()):
        seen.update(pile)
    for region in state.regions.values():
        seen.update(region.encounters)
        seen.update(region.plots)
    for hero in state.heroes:
        seen.update(hero.rumours)
        seen.update(c for c in hero.assets if not c.startswith(TOTEM_PREFIX))
        seen.update(hero.loot)
    for ancient in state.ancients:
        seen.update(ancient.plots)
    seen.update(state.revealed)
    seen.update(c for c in state.removed if not c.startswith(TOTEM_PREFIX))
    if state.weather:
        seen[state.weather] += 1
    return seen


def dangling(state: GameState) -> list[str]:
    """References inside a state to what it does not hold: a Region off the map, a hero who
    is not in the game. The engine never makes them; damage or a hand edit can, and a
    command would then fail on the first lookup."""
    found = [f"the map lists Region '{r}', which has no state" for r in state.grid
             if r not in state.regions]
    found += [f"{h.id} is in Region '{h.region}', which is not on the map" for h in state.heroes
              if h.region not in state.regions]
    heroes = {h.id for h in state.heroes}
    named = {"the first hero": [state.first_hero], "the turn": [state.turn.hero] if state.turn
             else [], "the team": state.team,
             "the open question": [state.pending.prompt.hero] if state.pending else []}
    found += [f"{what} names hero '{hero}', who is not in the game"
              for what, ids in named.items() for hero in ids if hero not in heroes]
    return found


def violations(pack: Pack, state: GameState) -> list[str]:
    found = dangling(state)
    for h in state.heroes:
        if not 0 <= h.hp <= h.max_hp:
            found.append(f"{h.id}: HP {h.hp} outside 0..{h.max_hp}")
        if h.ap < 0 or h.ap > h.hp + h.ap_gained_today:
            found.append(f"{h.id}: AP {h.ap} above HP {h.hp} (+{h.ap_gained_today} granted)")
        for zone in ("rumours", "assets", "loot"):
            if len(getattr(h, zone)) > LIMIT and state.pending is None:
                found.append(f"{h.id}: {len(getattr(h, zone))} {zone} (Limit of Six)")
        if h.gold < 0 or h.fate < 0:
            found.append(f"{h.id}: negative gold or fate")
    expected = tracked_cards(pack, state)
    seen = card_places(state)
    for card in expected:
        if seen[card] != 1:
            found.append(f"card {card} is in {seen[card]} places")
    for card in seen:
        if card not in expected:
            found.append(f"card {card} is in play but not part of this game")
    totems = Counter(c for c in [*state.removed, *(a for h in state.heroes for a in h.assets)]
                     if c.startswith(TOTEM_PREFIX))
    for h in state.heroes:
        card = f"{TOTEM_PREFIX}{h.saga}"
        if totems[card] > (1 if h.chapter >= 6 else 0):
            found.append(f"{h.id}: Totem {card} in {totems[card]} places at Chapter {h.chapter}")
    if not 1 <= state.day <= LAST_DAY:
        found.append(f"day {state.day} outside 1..{LAST_DAY}")
    for a in state.ancients:
        if a.hp < 0:
            found.append(f"ancient {a.id} has negative HP")
    return found
