"""Cards, decks and the Map: where every card is, how it moves, and Map geometry.

Every card a game uses is in exactly one place: a deck, a discard pile, a Region, a hero's
hand, play area or loot, the revealed row, the Weather slot, an Ancient, or removed.
"""

from collections.abc import Callable
from functools import lru_cache
from typing import Any, Literal

from kilforth.content.cards import EncounterFace, NightCard, Plot, Reward
from kilforth.content.effects import Ability
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import REWARD_DECK_BY_TYPE, TOTEM_PREFIX, RewardType, Terrain
from kilforth.errors import CardId, CardRef, Word
from kilforth.i18n import msgid
from kilforth.rules.context import Ctx
from kilforth.state import (
    AbilityArg,
    AncientState,
    CardArg,
    GameState,
    Option,
    RegionState,
    Words,
    words,
)

SIZE = 5


def encounter_deck(terrain: Terrain) -> str:
    return f"encounter:{terrain}"


def reward_deck(kind: RewardType) -> str:
    return f"reward:{kind}"


def deck_of(pack: Pack, card: str) -> str:
    """The deck (and discard pile) a card belongs to."""
    if card in pack.encounters:
        return encounter_deck(pack.encounters[card].terrain)
    if card in pack.rewards:
        return reward_deck(pack.rewards[card].type)
    if card in pack.night:
        return "night"
    if card in pack.plots:
        return "plot"
    if card in pack.loot:
        return "loot"
    raise KeyError(card)


def face_of(pack: Pack, card: str) -> EncounterFace:
    """The Encounter data of an Encounter card or an Encounter-type Night card."""
    if card in pack.encounters:
        return pack.encounters[card]
    night = pack.night.get(card)
    if night is not None and night.encounter is not None:
        return night.encounter
    raise KeyError(card)


def card_name(pack: Pack, card: str) -> str:
    return pack.names.get(card, card)


def card_ref(pack: Pack, card: str) -> CardRef:
    """A card as a refusal's argument, with its English name for the English message."""
    return CardRef(card, card_name(pack, card))


def card_id_ref(pack: Pack, card: str) -> CardId:
    """A card as a refusal's argument, with the id a command names it by."""
    return CardId(card, card_name(pack, card))


def attribute_word(attribute: str) -> Word:
    return Word(attribute, msgid("refusal-attribute"))


def keyword_word(keyword: str) -> Word:
    return Word(keyword, msgid("refusal-keyword"))


def card_option(card: str, *, id: str | None = None, label: Words | None = None,
                zone: str = "") -> Option:
    """An answer that is a card: the renderer says its name, and what it is and does as the
    detail, so a player choosing among cards reads them (issue 12)."""
    return Option(id=id or card, card=card, label=label or "", zone=zone)


def card_named(card: str) -> Option:
    """An answer that is a card, said by its name alone."""
    return Option(id=card, label=words(msgid("prompt-card"), card=CardArg(card=card)))


def offered_ability(card: str, ability: str) -> Words:
    """What answering yes to an offered ability does: the ability, in words."""
    return words(msgid("prompt-ability"), ability=AbilityArg(card=card, ability=ability))


def asset_abilities(pack: Pack, card: str) -> list[Ability]:
    """The printed abilities of a card that can be an Asset: a Reward or a Totem."""
    if card.startswith(TOTEM_PREFIX):
        return pack.sagas[card[len(TOTEM_PREFIX):]].totem.abilities
    return pack.rewards[card].abilities if card in pack.rewards else []


def keywords_of(pack: Pack, card: str, subtypes_are_keywords: bool = False) -> frozenset[str]:
    """R-KW-1: printed keywords plus the card's type (Reward, Encounter or talent type)."""
    key = (card, subtypes_are_keywords)
    found = pack.keyword_sets.get(key)
    if found is None:
        found = pack.keyword_sets[key] = frozenset(_keywords(pack, card, subtypes_are_keywords))
    return found


def _keywords(pack: Pack, card: str, subtypes_are_keywords: bool) -> set[str]:
    if card.startswith(TOTEM_PREFIX):
        return set(pack.sagas[card[len(TOTEM_PREFIX):]].totem.keywords)
    if card in pack.rewards:
        r: Reward = pack.rewards[card]
        return {*r.keywords, r.unique, r.type}
    if card in pack.plots:
        p: Plot = pack.plots[card]
        return set(p.keywords)
    if card in pack.talents:
        t = pack.talents[card]
        return {*t.keywords, t.type}
    try:
        face = face_of(pack, card)
    except KeyError:
        return set()
    found = {*face.keywords, face.type}
    if subtypes_are_keywords:
        found.add(face.subtype)
    return found


def gold_value(pack: Pack, card: str) -> int:
    """A card's printed Gold value; a Plot prints none and is worth 0 (R-REF-4)."""
    if card.startswith(TOTEM_PREFIX):
        return pack.sagas[card[len(TOTEM_PREFIX):]].totem.gold
    if card in pack.rewards:
        return pack.rewards[card].gold
    try:
        return face_of(pack, card).gold
    except KeyError:
        return 0


def reward_deck_for(pack: Pack, card: str) -> RewardType:
    """R-RWD-4/5, AMB-47: the printed icon, else the usual deck for the type."""
    face = face_of(pack, card)
    return face.reward_icon or REWARD_DECK_BY_TYPE[face.type]


# ------------------------------------------------------------------ decks

def pile(ctx: Ctx, piles: Literal["decks", "discards"], deck: str) -> list[str]:
    """A deck or discard pile to change: the state's piles are shared with its copies
    (state.SharedItems), so the first change in a resolution replaces the pile by its own
    copy. Read a pile straight from the state; change it only through here, and ask for it
    anew after a question, which may share it again."""
    held = getattr(ctx.state, piles)
    if (piles, deck) not in ctx.owned:
        held[deck] = list(held[deck])
        ctx.owned.add((piles, deck))
    return held[deck]


def draw(ctx: Ctx, deck: str) -> str | None:
    """The top card of a deck, or None if it is empty. R-OTH-2: an Encounter or Reward deck
    whose last card is drawn is rebuilt at once from its shuffled discard pile."""
    if not ctx.state.decks[deck]:
        return None
    card = pile(ctx, "decks", deck).pop()
    _refill(ctx, deck)
    _note_draw(ctx, deck, card)
    return card


def _note_draw(ctx: Ctx, deck: str, card: str) -> None:
    """R-ENG-SURP-2: an Enemy drawn from an Encounter deck during this turn has Surprise,
    whatever drew it (Move, Search, an Event or an ability), so every such draw is noted."""
    if ctx.state.turn is not None and deck.startswith("encounter:"):
        ctx.state.turn.drawn.append(card)


def _refill(ctx: Ctx, deck: str) -> None:
    if not ctx.state.decks[deck] and deck.startswith(("encounter:", "reward:")) and ctx.state.discards[deck]:
        refilled = pile(ctx, "decks", deck)
        refilled.extend(ctx.state.discards[deck])
        pile(ctx, "discards", deck).clear()
        ctx.state.rng.shuffle(refilled)


def draw_matching(ctx: Ctx, deck: str, wanted: Callable[[str], bool]) -> str | None:
    """R-OTH-3: draw until a card matches; the others are discarded unresolved. Only the
    current deck is searched; it is refilled (R-OTH-2) afterwards."""
    cards = pile(ctx, "decks", deck)
    while cards:
        card = cards.pop()
        if wanted(card):
            _refill(ctx, deck)
            _note_draw(ctx, deck, card)
            return card
        pile(ctx, "discards", deck).append(card)
    _refill(ctx, deck)
    return None


def discard(ctx: Ctx, card: str) -> None:
    """Put a card on its discard pile. Loot and Totems leave the game (R-RWD-3, R-SAGA-6)."""
    if card.startswith(TOTEM_PREFIX) or card in ctx.pack.loot:
        ctx.state.removed.append(card)
        return
    pile(ctx, "discards", deck_of(ctx.pack, card)).append(card)


def shuffle_into(ctx: Ctx, card: str) -> None:
    """Return a card to its deck and shuffle the deck (R-SETUP-10)."""
    cards = pile(ctx, "decks", deck_of(ctx.pack, card))
    cards.append(card)
    ctx.state.rng.shuffle(cards)


# ------------------------------------------------------------------ the Map

def update_region(state: GameState, region: str, **changes: Any) -> RegionState:
    """Replace a Region's (immutable, shared) state with one that has `changes`."""
    new = state.regions[region].model_copy(update=changes)
    state.regions[region] = new
    return new


def add_to_region(state: GameState, region: str, pile: Literal["encounters", "plots"], card: str) -> None:
    update_region(state, region, **{pile: (*getattr(state.regions[region], pile), card)})


def remove_from_region(state: GameState, region: str, pile: Literal["encounters", "plots"], card: str) -> None:
    cards = list(getattr(state.regions[region], pile))
    cards.remove(card)
    update_region(state, region, **{pile: tuple(cards)})


def position(state: GameState, region: str) -> tuple[int, int]:
    i = state.grid.index(region)
    return divmod(i, SIZE)


def orthogonal(state: GameState, region: str) -> list[str]:
    """R-ACT-MOVE-1: orthogonally adjacent Regions; never off the Map."""
    return list(_neighbours(state.grid, region)[0])


def diagonal(state: GameState, region: str) -> list[str]:
    return list(_neighbours(state.grid, region)[1])


@lru_cache(maxsize=4096)
def _neighbours(grid: tuple[str, ...], region: str) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """A Region's orthogonal and diagonal neighbours on a Map, which never changes in a game
    and is asked for at every step a player weighs."""
    r, c = divmod(grid.index(region), SIZE)

    def at(row: int, col: int) -> tuple[str, ...]:
        return (grid[row * SIZE + col],) if 0 <= row < SIZE and 0 <= col < SIZE else ()

    return ((*at(r - 1, c), *at(r + 1, c), *at(r, c - 1), *at(r, c + 1)),
            (*at(r - 1, c - 1), *at(r - 1, c + 1), *at(r + 1, c - 1), *at(r + 1, c + 1)))


def shortcuts(pack: Pack, region: str) -> list[str]:
    """AMB-38: Regions showing the same Shortcut symbol, linked both ways."""
    symbol = pack.regions[region].shortcut
    if symbol is None:
        return []
    return [r.id for r in pack.regions.values() if r.shortcut == symbol and r.id != region]


def ancients_at_large(state: GameState) -> list[AncientState]:
    """The Ancients in play on the Map and not defeated (R-SAGA-7, R-GIFT-AS-7)."""
    return [a for a in state.ancients if a.on_map and not a.defeated]


def ancients_in(state: GameState, pack: Pack, region: str) -> list[AncientState]:
    """The Ancients at large in a Region: each stands on the Region its card names."""
    return [a for a in ancients_at_large(state) if pack.ancients[a.id].region == region]


def distance(state: GameState, a: str, b: str) -> int:
    """Orthogonal steps, not through Shortcuts (AMB-26 (2))."""
    (r1, c1), (r2, c2) = position(state, a), position(state, b)
    return abs(r1 - r2) + abs(c1 - c2)


def terrain_of(pack: Pack, region: str) -> Terrain | None:
    return pack.regions[region].terrain


def city_id(pack: Pack) -> str:
    return pack.city.id


def is_night_encounter(pack: Pack, card: str) -> bool:
    night: NightCard | None = pack.night.get(card)
    return night is not None and night.encounter is not None


def is_encounter(pack: Pack, card: str) -> bool:
    return card in pack.encounters or is_night_encounter(pack, card)
