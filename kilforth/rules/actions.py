"""The Actions of R-ACT (Feat lives with the Sagas): each has a check that refuses an
illegal command with the rule and what to do instead, and a resolution (R-ACT-2: an Action
is declared only if it can be resolved completely)."""

from kilforth.commands import Clear, Confront, Discover, Hide, Move, Rest, Search, Trade
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import Attribute, RewardType
from kilforth.errors import CardRef, RuleError, Word
from kilforth.events import (
    BecameHostile,
    CardDiscarded,
    EncounterDefeated,
    EncounterPlaced,
    ObstacleChanged,
)
from kilforth.i18n import msgid
from kilforth.rules import abilities, board, dice, engagement, heroes
from kilforth.rules.abilities import Situation
from kilforth.rules.context import Ctx
from kilforth.rules.event_cards import resolve_event
from kilforth.rules.registry import rule
from kilforth.rules.rewards import defeat_encounter
from kilforth.state import Accumulated, CardArg, HeroState, KeywordArg, words

# ------------------------------------------------------------------ drawing Encounters

def reveal_encounter(ctx: Ctx, hero: HeroState, region: str) -> str | None:
    """R-ACT-MOVE-4/5, R-ACT-SEARCH-2/3: draw from the Region's terrain deck, place it,
    resolve Revealed and Event abilities. The City has no deck (R-CITY-1)."""
    terrain = board.terrain_of(ctx.pack, region)
    if terrain is None:
        return None
    card = board.draw(ctx, board.encounter_deck(terrain))
    if card is None:
        return None
    board.add_to_region(ctx.state, region, "encounters", card)
    ctx.emit(EncounterPlaced(card=card, region=region, source="deck"))
    face = ctx.pack.encounters[card]
    abilities.run_effects(ctx, hero, face.revealed, Situation(region=region), card)
    if face.event is not None and card in ctx.state.regions[region].encounters:
        board.remove_from_region(ctx.state, region, "encounters", card)
        resolve_event(ctx, hero, card, face.event, region)
    return card


# ------------------------------------------------------------------ Move

def move_targets(ctx: Ctx, hero: HeroState) -> dict[str, str]:
    """Legal destinations and how they are reached (R-ACT-MOVE-1, Arcane B II)."""
    found = {r: "move" for r in board.orthogonal(ctx.state, hero.region)}
    for r in board.shortcuts(ctx.pack, hero.region):
        found.setdefault(r, "shortcut")
    if "diagonal_move" in hero.grants:
        for r in board.diagonal(ctx.state, hero.region):
            found.setdefault(r, "diagonal")
    return found


def _check_move(ctx: Ctx, hero: HeroState, cmd: Move) -> None:
    if cmd.region not in ctx.state.regions:
        raise RuleError("no_such_region", rule="R-ACT-MOVE-1", key=msgid("refusal-no-such-region"),
                        params={"region": cmd.region, "reachable": _reachable(ctx, hero)})
    if cmd.region == hero.region:
        raise RuleError("already_there", rule="R-ACT-MOVE-1", key=msgid("refusal-already-there"),
                        params={"region": board.card_ref(ctx.pack, cmd.region),
                                "reachable": _reachable(ctx, hero)})
    if cmd.region not in move_targets(ctx, hero):
        raise RuleError("not_adjacent", rule="R-ACT-MOVE-1", key=msgid("refusal-not-adjacent"),
                        params={"region": board.card_ref(ctx.pack, cmd.region),
                                "reachable": _reachable(ctx, hero)})


def _reachable(ctx: Ctx, hero: HeroState) -> tuple[CardRef, ...]:
    return tuple(board.card_ref(ctx.pack, r) for r in move_targets(ctx, hero))


@rule("move", "action", _check_move)
def move(ctx: Ctx, hero: HeroState, cmd: Move) -> None:
    origin = hero.region
    how = move_targets(ctx, hero)[cmd.region]
    if how == "diagonal":
        hero.grants.remove("diagonal_move")
    heroes.relocate(ctx, hero, cmd.region, how)
    abilities.fire(ctx, hero, "enter_region")  # R-ACT-MOVE-3
    if not ctx.state.regions[cmd.region].encounters:
        reveal_encounter(ctx, hero, cmd.region)
    if not hero.camped:
        engagement.engage_all(ctx, hero, origin=origin)  # R-ACT-MOVE-5 (c)


# ------------------------------------------------------------------ Clear

def _check_clear(ctx: Ctx, hero: HeroState, cmd: Clear) -> None:
    region = ctx.state.regions[hero.region]
    if not region.obstacles and not region.plots:
        raise RuleError("nothing_to_clear", rule="R-ACT-CLEAR-1", key=msgid("refusal-nothing-to-clear"))
    if cmd.target == "obstacle":
        if not region.obstacles:
            raise RuleError("no_obstacle", rule="R-ACT-CLEAR-2", key=msgid("refusal-no-obstacle"))
        return
    if cmd.target not in region.plots:
        raise RuleError("no_such_plot", rule="R-ACT-CLEAR-2", key=msgid("refusal-no-such-plot"),
                        params={"plot": board.card_ref(ctx.pack, cmd.target), "count": len(region.plots),
                                "here": tuple(board.card_id_ref(ctx.pack, p) for p in region.plots)})
    need = ctx.pack.plots[cmd.target].to_defeat
    match need.kind:
        case "pay_gold" if hero.gold < need.amount:
            raise RuleError("cannot_pay", rule="R-ACT-CLEAR-2", key=msgid("refusal-plot-gold"),
                            params={"cost": need.amount, "gold": hero.gold})
        case "exhaust_talents" if len(_ready_talents(hero)) < need.count:
            raise RuleError("not_enough_talents", rule="R-ACT-CLEAR-2", key=msgid("refusal-plot-talents"),
                            params={"count": need.count, "ready": len(_ready_talents(hero))})
        case "discard_keyword" if not _cards_with(ctx, hero, need.keyword):
            raise RuleError("missing_keyword", rule="R-ACT-CLEAR-2", key=msgid("refusal-plot-keyword"),
                            params={"keyword": board.keyword_word(need.keyword)})


def _ready_talents(hero: HeroState) -> list[str]:
    return [t for t in hero.talents if t not in hero.exhausted]


def _cards_with(ctx: Ctx, hero: HeroState, keyword: str) -> list[str]:
    kw = ctx.options.subtypes_are_keywords
    return [c for c in [*hero.rumours, *hero.assets] if keyword in board.keywords_of(ctx.pack, c, kw)]


@rule("clear", "action", _check_clear)
def clear(ctx: Ctx, hero: HeroState, cmd: Clear) -> None:
    """R-ACT-CLEAR-2/3: remove an Obstacle, or meet a Plot's To Defeat and take it as a
    Rumour; then draw a Loot token (as many as the Plot shows, G-11)."""
    if cmd.target == "obstacle":
        region = board.update_region(ctx.state, hero.region, obstacles=ctx.state.regions[hero.region].obstacles - 1)
        ctx.emit(ObstacleChanged(region=hero.region, delta=-1, obstacles=region.obstacles))
        heroes.gain_loot_token(ctx, hero, "clear")
        return
    plot = ctx.pack.plots[cmd.target]
    need = plot.to_defeat
    match need.kind:
        case "test":
            # A Plot is no Encounter: a team helps only to Confront, Engage or attempt a Finale
            # (R-GIFT-TEAM-1), so the active hero tests alone.
            sit = Situation(attribute=need.attribute, against=plot.id)
            result = dice.hero_test(ctx, hero, need.attribute, sit, target=need.value, need=need.value,
                                    purpose="plot")
            if result.successes < need.value:
                return
        case "pay_gold":
            heroes.change_gold(ctx, hero, -need.amount, f"plot:{plot.id}")
        case "exhaust_talents":
            ready = _ready_talents(hero)
            for _ in range(need.count):
                pick = ctx.ask(hero, "exhaust_talent", words(msgid("prompt-exhaust-talent")),
                               [board.card_option(t) for t in ready])
                ready.remove(pick)
                hero.exhausted.append(pick)
        case "discard_keyword":
            cards = _cards_with(ctx, hero, need.keyword)
            asked = words(msgid("prompt-plot-payment"), keyword=KeywordArg(keyword=need.keyword))
            pick = ctx.ask(hero, "plot_payment", asked, [board.card_option(c) for c in cards])
            if pick in hero.rumours:
                heroes.discard_rumour(ctx, hero, pick, f"plot:{plot.id}")
            else:
                heroes.remove_asset(ctx, hero, pick, f"plot:{plot.id}")
    board.remove_from_region(ctx.state, hero.region, "plots", plot.id)
    ctx.emit(EncounterDefeated(hero=hero.id, card=plot.id, how="clear"))
    heroes.gain_rumour(ctx, hero, plot.id, "clear")
    for _ in range(plot.loot):
        heroes.gain_loot_token(ctx, hero, "clear")


# ------------------------------------------------------------------ Search, Hide, Rest

def _check_search(ctx: Ctx, hero: HeroState, cmd: Search) -> None:
    region = ctx.state.regions[hero.region]
    terrain = board.terrain_of(ctx.pack, hero.region)
    if terrain is None:
        raise RuleError("search_city", rule="R-ACT-SEARCH-1", key=msgid("refusal-search-city"))
    if region.encounters:
        raise RuleError("region_not_empty", rule="R-ACT-SEARCH-1", key=msgid("refusal-search-not-empty"))
    if region.obstacles:
        raise RuleError("obstacle", rule="R-ACT-CLEAR-4", key=msgid("refusal-search-obstacle"))
    if not ctx.state.decks[board.encounter_deck(terrain)]:
        raise RuleError("deck_empty", rule="R-ACT-2", key=msgid("refusal-encounter-deck-empty"),
                        params={"terrain": Word(terrain, msgid("refusal-terrain"))})


@rule("search", "action", _check_search)
def search(ctx: Ctx, hero: HeroState, cmd: Search) -> None:
    reveal_encounter(ctx, hero, hero.region)
    if not hero.camped:
        engagement.engage_all(ctx, hero, origin=None)


def _check_hide(ctx: Ctx, hero: HeroState, cmd: Hide) -> None:
    if hero.hidden:
        raise RuleError("already_hidden", rule="R-ACT-HIDE-1", key=msgid("refusal-already-hidden"))


@rule("hide", "action", _check_hide)
def hide(ctx: Ctx, hero: HeroState, cmd: Hide) -> None:
    heroes.set_hidden(ctx, hero, True)


def _check_rest(ctx: Ctx, hero: HeroState, cmd: Rest) -> None:
    if ctx.state.regions[hero.region].encounters:
        raise RuleError("region_not_empty", rule="R-ACT-REST-1", key=msgid("refusal-rest-not-empty"))
    if hero.hp >= hero.max_hp:
        raise RuleError("full_health", rule="R-ACT-REST-1", key=msgid("refusal-full-health"))


@rule("rest", "action", _check_rest)
def rest(ctx: Ctx, hero: HeroState, cmd: Rest) -> None:
    heroes.heal(ctx, hero, 1, "rest")


# ------------------------------------------------------------------ Confront

def confront_attributes(ctx: Ctx, hero: HeroState, card: str) -> list[Attribute]:
    """R-ACT-CONF-3: an attribute the card shows a (non-skull) value for; Influence against a
    Stranger; the locked attribute once a success record exists (AMB-42)."""
    face = board.face_of(ctx.pack, card)
    locked = hero.successes[card].attribute if card in hero.successes else None
    if locked is None and ctx.options.confront_attribute_lock == "whole_day":
        locked = hero.locked_today.get(card)
    if locked is not None:
        return [locked]
    if face.type == "stranger":
        return ["influence"]
    return [a for a in face.values]  # type: ignore[misc]


def encounter_target(ctx: Ctx, hero: HeroState, card: str, attribute: Attribute) -> int:
    face = board.face_of(ctx.pack, card)
    sit = Situation(attribute=attribute, against=card)
    return max(1, face.values[attribute] + abilities.foe_bonus(ctx, hero, attribute, sit))


def _check_confront(ctx: Ctx, hero: HeroState, cmd: Confront) -> None:
    region = ctx.state.regions[hero.region]
    if cmd.encounter not in region.encounters:
        raise RuleError("no_such_encounter", rule="R-ACT-CONF-2", key=msgid("refusal-no-such-encounter-here"),
                        params={"encounter": board.card_ref(ctx.pack, cmd.encounter),
                                "count": len(region.encounters),
                                "here": tuple(board.card_id_ref(ctx.pack, c) for c in region.encounters)})
    if region.obstacles:
        raise RuleError("obstacle", rule="R-ACT-CONF-1", key=msgid("refusal-confront-obstacle"))
    face = board.face_of(ctx.pack, cmd.encounter)
    if face.type == "enemy" or engagement.is_enemy_of(ctx, hero, cmd.encounter):
        raise RuleError("confront_enemy", rule="R-ACT-CONF-1", key=msgid("refusal-confront-enemy"),
                        params={"encounter": board.card_ref(ctx.pack, cmd.encounter)})
    if face.type == "stranger" and hero.hidden:
        raise RuleError("hidden_stranger", rule="R-STR-1", key=msgid("refusal-hidden-stranger"))
    if cmd.hostile:
        if face.type != "stranger":
            raise RuleError("not_a_stranger", rule="R-STR-4", key=msgid("refusal-not-a-stranger"),
                            params={"encounter": board.card_ref(ctx.pack, cmd.encounter)})
        return
    allowed = confront_attributes(ctx, hero, cmd.encounter)
    if cmd.attribute is None:
        if len(allowed) > 1:
            raise RuleError("which_attribute", rule="R-ACT-CONF-3", key=msgid("refusal-which-attribute"),
                            params={"allowed": tuple(map(board.attribute_word, allowed))})
        return
    if cmd.attribute not in allowed:
        tested = cmd.encounter in hero.successes
        why = "tested" if tested else ("stranger" if face.type == "stranger" else "missing")
        raise RuleError("wrong_attribute", rule="R-ACT-CONF-3", key=msgid("refusal-wrong-attribute"),
                        params={"attribute": board.attribute_word(cmd.attribute), "why": why,
                                "encounter": board.card_ref(ctx.pack, cmd.encounter),
                                "tested": board.attribute_word(allowed[0]) if tested else "",
                                "allowed": tuple(map(board.attribute_word, allowed))})


def make_hostile(ctx: Ctx, hero: HeroState, card: str, *, chosen: bool) -> None:
    """R-STR-3/4/5: the hero's Enemy token goes on the Stranger, and they fight it at once
    with nobody having Surprise."""
    ctx.state.hostile.setdefault(card, []).append(hero.id)
    hero.successes.pop(card, None)
    if ctx.state.turn is not None:
        ctx.state.turn.made_hostile.append(card)
    ctx.emit(BecameHostile(hero=hero.id, card=card, chosen=chosen))
    engagement.engage(ctx, hero, card, origin=None, just_hostile=True)


@rule("confront", "action", _check_confront)
def confront(ctx: Ctx, hero: HeroState, cmd: Confront) -> None:
    card = cmd.encounter
    if cmd.hostile:
        make_hostile(ctx, hero, card, chosen=True)
        return
    attribute = cmd.attribute or confront_attributes(ctx, hero, card)[0]
    target = encounter_target(ctx, hero, card, attribute)
    held = hero.successes.get(card)
    accumulated = held.count if held else 0
    team = engagement.team_of(ctx, hero)
    sit = Situation(attribute=attribute, against=card)
    # R-STR-3: a Stranger turns hostile on a total of 0, so one success from Fate matters too.
    turns_hostile = board.face_of(ctx.pack, card).type == "stranger" and accumulated == 0
    hostile = words(msgid("prompt-stake-hostile"), card=CardArg(card=card))
    stake = (1, hostile) if turns_hostile else None
    result = dice.hero_test(ctx, hero, attribute, sit, target=target, need=target - accumulated,
                            purpose="confront", accumulated=accumulated, team=team, stake=stake,
                            kept=words(msgid("prompt-kept-accumulated")))  # R-SUCC-1
    total = accumulated + result.successes
    hero.locked_today[card] = attribute
    if total >= target:
        defeat_encounter(ctx, hero, card, "confront", attribute)  # R-ACT-CONF-5
        engagement.dissolve_team(ctx)  # R-GIFT-TEAM-9, after the team's Rewards are shared
        return
    engagement.dissolve_team(ctx)
    hero.successes[card] = Accumulated(attribute=attribute, count=total)  # R-ACT-CONF-6
    if turns_hostile and total == 0:
        make_hostile(ctx, hero, card, chosen=False)  # R-STR-3


# ------------------------------------------------------------------ Discover

def _check_discover(ctx: Ctx, hero: HeroState, cmd: Discover) -> None:
    if cmd.card not in hero.rumours:
        hand = tuple(board.card_id_ref(ctx.pack, c) for c in hero.rumours if c in ctx.pack.rewards)
        raise RuleError("not_in_hand", rule="R-ACT-DISC-1", key=msgid("refusal-not-in-hand"),
                        params={"card": board.card_ref(ctx.pack, cmd.card), "count": len(hand), "hand": hand})
    reward = ctx.pack.rewards.get(cmd.card)
    if reward is None:
        raise RuleError("not_a_reward", rule="R-ACT-DISC-4", key=msgid("refusal-not-a-reward"),
                        params={"card": board.card_ref(ctx.pack, cmd.card)})
    if reward.region != hero.region and "discover_anywhere" not in hero.grants:
        raise RuleError("wrong_region", rule="R-ACT-DISC-1", key=msgid("refusal-discover-region"),
                        params={"card": board.card_ref(ctx.pack, cmd.card),
                                "region": board.card_ref(ctx.pack, reward.region)})


@rule("discover", "action", _check_discover)
def discover(ctx: Ctx, hero: HeroState, cmd: Discover) -> None:
    if ctx.pack.rewards[cmd.card].region != hero.region:
        hero.grants.remove("discover_anywhere")  # R-ACT-DISC-2
    hero.rumours.remove(cmd.card)
    heroes.put_into_play(ctx, hero, cmd.card, "discover")


# ------------------------------------------------------------------ Trade

def sale_value(pack: Pack, card: str) -> int:
    """R-ACT-TRADE-5: half the Gold value, rounded down."""
    return board.gold_value(pack, card) // 2


def _gold_flow(pack: Pack, cmd: Trade) -> dict[str, int]:
    """What each step does to the hero's Gold, the purchase aside (its price is not known
    until the cards are drawn)."""
    return {"sell": sum(sale_value(pack, c) for c in cmd.sell),
            "heal": -sum(cmd.heal.values()), "buy": 0}


def purse_for_purchase(pack: Pack, hero: HeroState, cmd: Trade) -> int:
    """The Gold `hero` will have for the purchase of `cmd`: theirs, plus or minus the
    steps made before it, less what the steps after it need (`_buy`'s reserve)."""
    steps = cmd.steps()
    at = steps.index("buy")
    flow = _gold_flow(pack, cmd)
    return hero.gold + sum(flow[step] for step in steps[:at]) - _reserve(flow, steps[at + 1:])


def cheapest_reward(pack: Pack, kind: RewardType) -> int:
    """The lowest price a card of that Reward deck prints: with less, a purchase draws three
    cards and can buy none (R-ACT-TRADE-4)."""
    return min(card.gold for card in pack.rewards.values() if card.type == kind)


def _reserve(flow: dict[str, int], later: list[str]) -> int:
    """The Gold the steps after a purchase still need from the hero's purse."""
    need = running = 0
    for step in later:
        running += flow[step]
        need = max(need, -running)
    return need


def _check_trade(ctx: Ctx, hero: HeroState, cmd: Trade) -> None:
    in_city = ctx.pack.regions[hero.region].city
    granted = "trade_here" in hero.grants and (ctx.options.trade_location == "city_or_effect" or in_city)
    if not in_city and not granted:
        raise RuleError("not_in_city", rule="R-ACT-TRADE-1", key=msgid("refusal-not-in-city"))
    if not cmd.sell and not cmd.heal and cmd.buy is None:
        raise RuleError("nothing_to_trade", rule="R-ACT-TRADE-2", key=msgid("refusal-nothing-to-trade"))
    if len(set(cmd.order)) != len(cmd.order):
        raise RuleError("repeated_step", rule="R-ACT-TRADE-2", key=msgid("refusal-repeated-step"),
                        params={"order": tuple(Word(step, msgid("refusal-trade-step")) for step in cmd.order)})
    if len(set(cmd.sell)) != len(cmd.sell):
        raise RuleError("duplicate_card", rule="R-ACT-TRADE-5", key=msgid("refusal-sold-twice"))
    for card in cmd.sell:
        if card not in hero.rumours and card not in hero.assets:
            raise RuleError("not_yours", rule="R-ACT-TRADE-5", key=msgid("refusal-not-yours-to-sell"),
                            params={"card": card})
    here = {h.id: h for h in heroes.heroes_here(ctx, hero.region)}
    for hid, amount in cmd.heal.items():
        if hid not in here:
            raise RuleError("not_here", rule="R-ACT-TRADE-3", key=msgid("refusal-heal-not-here"),
                            params={"hero": hid, "here": tuple(h.name for h in here.values())})
        missing = here[hid].max_hp - here[hid].hp
        if missing == 0:
            raise RuleError("overheal", rule="R-ACT-TRADE-3", key=msgid("refusal-heal-full"),
                            params={"hero": here[hid].name})
        if amount > missing:
            raise RuleError("overheal", rule="R-ACT-TRADE-3", key=msgid("refusal-overheal"),
                            params={"hero": here[hid].name, "missing": missing})
    steps = cmd.steps()
    if cmd.heal:
        before = steps[:steps.index("heal")]
        gold = hero.gold + sum(_gold_flow(ctx.pack, cmd)[step] for step in before)
        cost = sum(cmd.heal.values())
        if cost > gold:
            raise RuleError("cannot_pay", rule="R-ACT-TRADE-3", key=msgid("refusal-heal-gold"),
                            params={"cost": cost, "gold": gold, "sold": "yes" if "sell" in before else "no"})
    if cmd.buy is not None and not ctx.state.decks[board.reward_deck(cmd.buy)]:
        raise RuleError("deck_empty", rule="R-ACT-TRADE-4", key=msgid("refusal-reward-deck-empty"),
                        params={"deck": Word(cmd.buy, msgid("refusal-reward-deck"))})


@rule("trade", "action", _check_trade)
def trade(ctx: Ctx, hero: HeroState, cmd: Trade) -> None:
    """R-ACT-TRADE-2: the chosen options in the hero's order. Gold that healing after a
    purchase will need is kept back from the purchase, so the Action resolves completely
    (R-ACT-2)."""
    if "trade_here" in hero.grants and not ctx.pack.regions[hero.region].city:
        hero.grants.remove("trade_here")
    steps = cmd.steps()
    for i, step in enumerate(steps):
        match step:
            case "sell":
                for card in cmd.sell:
                    if card in hero.rumours:
                        heroes.discard_rumour(ctx, hero, card, "sold")
                    else:
                        heroes.remove_asset(ctx, hero, card, "sold")
                    heroes.change_gold(ctx, hero, sale_value(ctx.pack, card), "sale")
            case "heal":
                for hid, amount in cmd.heal.items():
                    heroes.change_gold(ctx, hero, -amount, "healing")
                    heroes.heal(ctx, ctx.state.hero(hid), amount, "trade")
            case "buy":
                assert cmd.buy is not None
                _buy(ctx, hero, cmd.buy, _reserve(_gold_flow(ctx.pack, cmd), steps[i + 1:]))


def _buy(ctx: Ctx, hero: HeroState, kind: str, reserve: int) -> None:
    """R-ACT-TRADE-4: draw 3, buy exactly one if any is affordable (straight into play), the
    rest go to the discard pile. `reserve` Gold is spoken for by the steps still to come."""
    deck = board.reward_deck(kind)  # type: ignore[arg-type]
    offered = [c for c in (board.draw(ctx, deck) for _ in range(3)) if c is not None]
    ctx.state.revealed.extend(offered)
    affordable = [c for c in offered if ctx.pack.rewards[c].gold <= hero.gold - reserve]
    bought = None
    if affordable:
        bought = ctx.ask(hero, "buy", words(msgid("prompt-buy")),
                         [board.card_option(c)
                          for c in affordable])
    for card in offered:
        ctx.state.revealed.remove(card)
        if card != bought:
            board.discard(ctx, card)
            ctx.emit(CardDiscarded(card=card, hero=None, reason="not_bought"))
    if bought is not None:
        heroes.change_gold(ctx, hero, -ctx.pack.rewards[bought].gold, "purchase")
        heroes.put_into_play(ctx, hero, bought, "trade")
