"""A hero's counters and whereabouts: HP and AP (R-HP), Gold, Fate, Hidden, moving between
Regions (R-SUCC-4 a), cards in hand and in play (R-LIM, R-KW-3), and defeat (R-ENG-DEF)."""

from kilforth.content.vocabulary import ActionKind
from kilforth.events import (
    CardDiscarded,
    CardGained,
    Changed,
    HeroDefeated,
    HiddenChanged,
    Moved,
)
from kilforth.i18n import msgid
from kilforth.rules import board
from kilforth.rules.context import Ctx
from kilforth.state import CardArg, HeroState, words

LIMIT = 6


def change_gold(ctx: Ctx, hero: HeroState, delta: int, reason: str) -> None:
    """Gold never goes below 0 (R-OTH-5 has no upper limit)."""
    new = max(0, hero.gold + delta)
    if new != hero.gold:
        delta, hero.gold = new - hero.gold, new
        ctx.emit(Changed(hero=hero.id, what="gold", delta=delta, value=new, reason=reason))


def change_fate(ctx: Ctx, hero: HeroState, delta: int, reason: str) -> None:
    new = max(0, hero.fate + delta)
    if new != hero.fate:
        delta, hero.fate = new - hero.fate, new
        ctx.emit(Changed(hero=hero.id, what="fate", delta=delta, value=new, reason=reason))


def gain_ap(ctx: Ctx, hero: HeroState, amount: int, reason: str, for_action: ActionKind | None = None) -> None:
    """R-HP-2: AP only from Break Camp or effects that grant it. AP restricted to an Action
    (Shaman, Scout, some Loot) is kept apart and spent first on that Action."""
    if for_action is None:
        hero.ap += amount
        hero.ap_gained_today += amount
        ctx.emit(Changed(hero=hero.id, what="ap", delta=amount, value=hero.ap, reason=reason))
        return
    hero.bonus_ap[for_action] = hero.bonus_ap.get(for_action, 0) + amount
    ctx.emit(Changed(hero=hero.id, what="action_ap", delta=amount,
                     value=hero.bonus_ap[for_action], reason=reason))


def heal(ctx: Ctx, hero: HeroState, amount: int, reason: str) -> int:
    """R-OTH-6: never above maximum; healing gives no AP (R-HP-2). Returns HP gained."""
    gained = min(amount, hero.max_hp - hero.hp)
    if gained > 0:
        hero.hp += gained
        ctx.emit(Changed(hero=hero.id, what="hp", delta=gained, value=hero.hp, reason=reason))
    return gained


def raise_max_hp(ctx: Ctx, hero: HeroState, amount: int, reason: str) -> None:
    hero.max_hp += amount
    ctx.emit(Changed(hero=hero.id, what="max_hp", delta=amount, value=hero.max_hp, reason=reason))


def wound(ctx: Ctx, hero: HeroState, amount: int, reason: str) -> int:
    """Lose HP and as much AP (R-HP-1), never more than the hero has (R-ENG-DEF-4).
    Returns the HP lost; the caller decides what a fall to 0 means (battle or not)."""
    lost = min(amount, hero.hp)
    if lost <= 0:
        return 0
    hero.hp -= lost
    ctx.emit(Changed(hero=hero.id, what="hp", delta=-lost, value=hero.hp, reason=reason))
    _lose_ap(ctx, hero, lost, reason)
    return lost


def _lose_ap(ctx: Ctx, hero: HeroState, amount: int, reason: str) -> None:
    """R-HP-1: each HP lost costs one AP if the hero has one. Ordinary AP goes first, as it
    serves any Action; AP kept for one Action (Scout, Shaman, a Loot token) goes next, one
    Action after another in name order, unless `wound_restricted_ap` spares it."""
    ordinary = min(amount, hero.ap)
    if ordinary:
        hero.ap -= ordinary
        ctx.emit(Changed(hero=hero.id, what="ap", delta=-ordinary, value=hero.ap, reason=reason))
    left = amount - ordinary
    if ctx.options.wound_restricted_ap == "spared":
        return
    for action in sorted(hero.bonus_ap):
        taken = min(left, hero.bonus_ap[action])
        if taken:
            hero.bonus_ap[action] -= taken
            left -= taken
            ctx.emit(Changed(hero=hero.id, what="action_ap", delta=-taken,
                             value=hero.bonus_ap[action], reason=reason))


def set_hidden(ctx: Ctx, hero: HeroState, hidden: bool) -> None:
    if hero.hidden != hidden:
        hero.hidden = hidden
        ctx.emit(HiddenChanged(hero=hero.id, hidden=hidden))


def forget_region(hero: HeroState, region_encounters: tuple[str, ...]) -> None:
    """R-SUCC-4 (a), R-SAGA-5, R-ENG-EVA-3: leaving a Region loses every success
    accumulated there, the Finale's too, and ends evasions of its Foes."""
    for card in region_encounters:
        hero.successes.pop(card, None)
    hero.finale_successes = 0
    hero.evaded = []


def relocate(ctx: Ctx, hero: HeroState, destination: str, how: str) -> None:
    """Put the hero on another Region; entry triggers are the caller's business."""
    origin = hero.region
    if origin == destination:
        return
    forget_region(hero, ctx.state.regions[origin].encounters)
    hero.region = destination
    ctx.emit(Moved(hero=hero.id, origin=origin, destination=destination, how=how))  # type: ignore[arg-type]


def heroes_here(ctx: Ctx, region: str) -> list[HeroState]:
    return [h for h in ctx.state.heroes if h.in_play and h.region == region]


# ------------------------------------------------------------------ cards of a hero

def _choose_discard(ctx: Ctx, hero: HeroState, zone: str, cards: list[str]) -> str:
    options = [board.card_option(c) for c in cards]
    return ctx.ask(
        hero, "limit_of_six",
        words(msgid("prompt-limit"), count=LIMIT, zone=zone),
        options,
    )


def enforce_limits(ctx: Ctx, hero: HeroState) -> None:
    """R-LIM-1/2, AMB-16: past six Rumours, Assets or Loot tokens the owner discards down to
    six, choosing which (the incoming card included)."""
    while len(hero.rumours) > LIMIT:
        card = _choose_discard(ctx, hero, "rumours", hero.rumours)
        hero.rumours.remove(card)
        board.discard(ctx, card)
        ctx.emit(CardDiscarded(card=card, hero=hero.id, reason="limit_of_six"))
    while len(hero.assets) > LIMIT:
        card = _choose_discard(ctx, hero, "assets", hero.assets)
        remove_asset(ctx, hero, card, "limit_of_six")
    while len(hero.loot) > LIMIT:
        card = _choose_discard(ctx, hero, "loot", hero.loot)
        hero.loot.remove(card)
        board.discard(ctx, card)
        ctx.emit(CardDiscarded(card=card, hero=hero.id, reason="limit_of_six"))


def gain_rumour(ctx: Ctx, hero: HeroState, card: str, source: str) -> None:
    hero.rumours.append(card)
    ctx.emit(CardGained(hero=hero.id, card=card, zone="rumour", source=source))
    enforce_limits(ctx, hero)


def gain_loot_token(ctx: Ctx, hero: HeroState, source: str) -> None:
    """R-RWD-3: a Gold Loot is discarded at once for its value; others stay (Limit of Six)."""
    token = board.draw(ctx, "loot")
    if token is None:
        return
    loot = ctx.pack.loot[token]
    if loot.gold is not None:
        ctx.state.removed.append(token)
        ctx.emit(CardGained(hero=hero.id, card=token, zone="loot", source=source))
        change_gold(ctx, hero, loot.gold, "gold_loot")
        return
    hero.loot.append(token)
    ctx.emit(CardGained(hero=hero.id, card=token, zone="loot", source=source))
    enforce_limits(ctx, hero)


def unique_keyword(ctx: Ctx, card: str) -> str | None:
    reward = ctx.pack.rewards.get(card)
    return reward.unique if reward else None


def put_into_play(ctx: Ctx, hero: HeroState, card: str, source: str) -> None:
    """An Asset enters play ready (R-PRQ-7). R-KW-3: an older Asset with the same unique
    keyword is discarded. Enter Play abilities fire (R-PRQ-4), then the Limit of Six."""
    from kilforth.rules.abilities import fire_card_trigger

    unique = unique_keyword(ctx, card)
    if unique is not None:
        for older in [a for a in hero.assets if unique_keyword(ctx, a) == unique]:
            remove_asset(ctx, hero, older, "unique_keyword")
    hero.assets.append(card)
    ctx.emit(CardGained(hero=hero.id, card=card, zone="asset", source=source))
    fire_card_trigger(ctx, hero, card, "enter_play")
    enforce_limits(ctx, hero)


def remove_asset(ctx: Ctx, hero: HeroState, card: str, reason: str) -> None:
    """An Asset leaves play to its discard pile (Leave Play fires, R-PRQ-5)."""
    from kilforth.rules.abilities import fire_card_trigger

    hero.assets.remove(card)
    if card in hero.exhausted:
        hero.exhausted.remove(card)
    board.discard(ctx, card)
    ctx.emit(CardDiscarded(card=card, hero=hero.id, reason=reason))
    fire_card_trigger(ctx, hero, card, "leave_play")


def discard_rumour(ctx: Ctx, hero: HeroState, card: str, reason: str) -> None:
    hero.rumours.remove(card)
    board.discard(ctx, card)
    ctx.emit(CardDiscarded(card=card, hero=hero.id, reason=reason))


def lose_a_card(ctx: Ctx, hero: HeroState, reason: str) -> str | None:
    """Sacrifice an Asset or discard a Rumour, the hero's choice (R-ENG-DEF-1 c, AMB-26)."""
    options = [board.card_option(c, id=f"asset:{c}", zone="asset",
                                 label=words(msgid("prompt-sacrifice-card"), card=CardArg(card=c)))
               for c in hero.assets]
    options += [board.card_option(c, id=f"rumour:{c}", zone="rumour",
                                  label=words(msgid("prompt-discard-card"), card=CardArg(card=c)))
                for c in hero.rumours]
    if not options:
        return None
    picked = ctx.ask(hero, "defeat_penalty", words(msgid("prompt-defeat-penalty")), options)
    zone, card = picked.split(":", 1)
    if zone == "asset":
        remove_asset(ctx, hero, card, reason)
    else:
        discard_rumour(ctx, hero, card, reason)
    return card


# ------------------------------------------------------------------ defeat

def defeat(ctx: Ctx, hero: HeroState, by: str | None) -> None:
    """R-ENG-DEF-1: make camp, lose all Gold, lose a card, go to the City, and be immune
    to abilities until the next Day phase (R-ENG-DEF-2: until Dawn)."""
    gold = hero.gold
    change_gold(ctx, hero, -gold, "defeat")
    lost = lose_a_card(ctx, hero, "defeat")
    ctx.emit(HeroDefeated(hero=hero.id, by=by, gold_lost=gold, card_lost=lost))
    relocate(ctx, hero, board.city_id(ctx.pack), "defeat")
    set_hidden(ctx, hero, False)
    _fall(ctx, hero)


def _fall(ctx: Ctx, hero: HeroState) -> None:
    """What every defeat has in common (R-OTH-6, R-ENG-DEF-1 a and e, R-ENG-DEF-2): the
    "Defeated" status until Dawn, which then gives 2 HP back, and a camp by day."""
    from kilforth.rules.turns import make_camp

    hero.defeated = True
    hero.successes = {}
    if ctx.state.phase == "day" and not hero.camped:
        make_camp(ctx, hero, forced=True)


def after_wound(ctx: Ctx, hero: HeroState, by: str | None) -> None:
    """A hero brought to 0 HP outside a Battle is defeated (R-OTH-6, AMB-30): with the
    full consequences by default; with `non_battle_defeat` `hp_only` the hero keeps Gold,
    cards and Region, but is still defeated until Dawn, when they regain 2 HP."""
    if hero.hp > 0 or hero.defeated:
        return
    if ctx.options.non_battle_defeat == "full_consequences":
        defeat(ctx, hero, by)
        return
    ctx.emit(HeroDefeated(hero=hero.id, by=by, gold_lost=0, spared=True))
    _fall(ctx, hero)


def remove_from_game(ctx: Ctx, hero: HeroState, by: str | None) -> None:
    """R-GIFT-AS-8, R-ENG-DEF-3: defeated by an Ancient, the hero leaves the game; their
    cards are discarded and their tokens return to the supply."""
    for card in list(hero.assets):
        remove_asset(ctx, hero, card, "removed")
    for card in list(hero.rumours):
        discard_rumour(ctx, hero, card, "removed")
    for token in list(hero.loot):
        hero.loot.remove(token)
        board.discard(ctx, token)
    gold = hero.gold
    hero.gold = 0
    hero.removed = True
    hero.camped = True
    hero.hidden = False
    hero.successes = {}
    ctx.emit(HeroDefeated(hero=hero.id, by=by, gold_lost=gold, removed=True))
    if ctx.state.team and hero.id in ctx.state.team:
        ctx.state.team.remove(hero.id)
