"""Card abilities in play: where they come from, when their conditions hold, what they
cost, and what each effect kind does. Every condition, cost and effect of the vocabulary
(kilforth/content/effects.py) is implemented here, once."""

from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from kilforth.content.effects import Ability, Condition, Effect, Trigger
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import TERRAINS, Attribute
from kilforth.errors import Phrase, RuleError
from kilforth.events import AbilityUsed, CardDiscarded, EncounterPlaced, ObstacleChanged, Peeked
from kilforth.i18n import msgid
from kilforth.render.abilities import ability_text
from kilforth.rules import board, heroes
from kilforth.rules.context import Ctx
from kilforth.state import CardArg, HeroState, Option, words

SourceKind = Literal["race", "class", "talent", "asset", "loot", "world"]


@dataclass(slots=True)
class Foe:
    """The opponent of a Battle, with its HP for the Battle (R-ENG-BAT-1)."""

    card: str
    name: str
    hp: int
    ancient: bool = False


@dataclass(slots=True)
class Situation:
    """What a condition can look at: the test's attribute, what it is against, the Battle."""

    attribute: Attribute | None = None
    against: str | None = None
    in_combat: bool = False
    surprise: bool = False
    foe: Foe | None = None
    region: str | None = None
    tags: set[str] = field(default_factory=set)
    # Who makes the choices an effect asks of each hero it strikes; None: each hero
    # chooses for themselves (R-NIGHT-DARK-2 names the First Hero for Night cards).
    chooser: HeroState | None = None


@dataclass(frozen=True, slots=True)
class Source:
    """A card that carries abilities or bonuses. Whether it is ready is read from the hero
    (`is_ready`), so a Source never changes and can be shared."""

    card: str
    kind: SourceKind
    abilities: list[Ability]
    bonuses: Mapping[Attribute, int]  # the card's own
    usable: bool = True


Sources = tuple[Source, ...]


def is_ready(hero: HeroState, src: Source) -> bool:
    """R-PRQ-7: an exhausted card gives no bonus and no passive ability until readied."""
    return src.card not in hero.exhausted


# ------------------------------------------------------------------ sources

# Sources are a pure function of the pack and their key, and never change, so they are
# remembered across commands and games (and shared safely between threads).
_REMEMBERED: dict[tuple[Any, ...], tuple[Pack, Sources]] = {}
_REMEMBER_AT_MOST = 20_000


def _remembered(ctx: Ctx, key: tuple[Any, ...], build: Callable[[Ctx, HeroState], Sources],
                hero: HeroState) -> Sources:
    held = _REMEMBERED.get(key)
    if held is not None and held[0] is ctx.pack:
        return held[1]
    found = build(ctx, hero)
    if len(_REMEMBERED) >= _REMEMBER_AT_MOST:
        _REMEMBERED.clear()
    _REMEMBERED[key] = (ctx.pack, found)
    return found


def hero_sources(ctx: Ctx, hero: HeroState, *, with_locks: bool = True) -> Sources:
    """Every card of the hero's that can carry abilities or bonuses (R-ATTR-2)."""
    key: tuple[Any, ...] = (id(ctx.pack), hero.race, hero.hero_class, tuple(hero.talents), tuple(hero.assets),
                            tuple(hero.loot), with_locks)
    if with_locks:
        # What a padlock's Study check reads besides the hero's cards (_study_for_locks): a
        # condition kind that reads more of the state must add it here.
        key += (tuple(hero.exhausted), hero.region, ctx.state.regions[hero.region].gloom, ctx.state.weather,
                hero.hidden, hero.defeated)
    return _remembered(ctx, key, _hero_sources if with_locks else _hero_sources_unlocked, hero)


def _hero_sources_unlocked(ctx: Ctx, hero: HeroState) -> Sources:
    return _hero_sources(ctx, hero, with_locks=False)


def _hero_sources(ctx: Ctx, hero: HeroState, with_locks: bool = True) -> Sources:
    pack = ctx.pack
    race = pack.races[hero.race]
    klass = pack.classes[hero.hero_class]
    found = [
        Source(race.id, "race", race.abilities, {}),
        Source(klass.id, "class", klass.abilities, klass.bonuses),
    ]
    found += [Source(t, "talent", pack.talents[t].abilities, {}) for t in hero.talents]
    study = None
    for card in hero.assets:
        if card.startswith(board.TOTEM_PREFIX):
            totem = pack.sagas[card[len(board.TOTEM_PREFIX):]].totem
            found.append(Source(card, "asset", totem.abilities, totem.bonuses))
            continue
        reward = pack.rewards[card]
        usable = True
        if with_locks and reward.study_lock is not None:
            # R-ATTR-4: a Spell's ability needs Study >= its padlock; the Study used for
            # that check ignores Spell abilities, which would otherwise depend on themselves.
            if study is None:
                study = _study_for_locks(ctx, hero)
            usable = study >= reward.study_lock
        found.append(Source(card, "asset", reward.abilities, reward.bonuses, usable))
    found += [Source(t, "loot", pack.loot[t].abilities, {}) for t in hero.loot]
    return tuple(found)


def world_sources(ctx: Ctx, hero: HeroState) -> Sources:
    """Abilities that act on a hero from the world: the Weather in play and the face-up side
    of the hero's Region (R-COMP-7 engine note)."""
    key = (id(ctx.pack), "world", ctx.state.weather, hero.region, ctx.state.regions[hero.region].gloom)
    return _remembered(ctx, key, _world_sources, hero)


def _world_sources(ctx: Ctx, hero: HeroState) -> Sources:
    weather = ctx.state.weather
    found = []
    if weather:
        found.append(Source(weather, "world", ctx.pack.night[weather].weather, {}))
    region = ctx.pack.regions[hero.region]
    side = region.gloom_abilities if ctx.state.regions[hero.region].gloom else region.abilities
    if side:
        found.append(Source(region.id, "world", side, {}))
    return tuple(found)


def map_sources(ctx: Ctx, hero: HeroState, encounter: str) -> Sources:
    """The Map abilities of an Encounter a hero is testing against (R-ABIL-3)."""
    return _remembered(ctx, (id(ctx.pack), "map", encounter), lambda c, _: _map_sources(c, encounter), hero)


def _map_sources(ctx: Ctx, encounter: str) -> Sources:
    return (Source(encounter, "world", board.face_of(ctx.pack, encounter).map_abilities, {}),)


def _study_for_locks(ctx: Ctx, hero: HeroState) -> int:
    sources = tuple(s for s in hero_sources(ctx, hero, with_locks=False)
                    if not (s.kind == "asset" and s.card in ctx.pack.rewards
                            and ctx.pack.rewards[s.card].type == "spell"))
    return _attribute_from(ctx, hero, "study", Situation(attribute="study"), sources)


# ------------------------------------------------------------------ conditions

def against_profile(ctx: Ctx, hero: HeroState, against: str | None
                    ) -> tuple[set[str], str | None, frozenset[str]]:
    """Types, subtype and keywords of what a test is against. A Stranger carrying this
    hero's Enemy token counts as an Enemy for them (R-STR-5)."""
    if against is None:
        return set(), None, frozenset()
    if against in ctx.pack.ancients:
        return {"ancient"}, None, frozenset()
    if against in ctx.pack.plots:
        return {"plot"}, None, board.keywords_of(ctx.pack, against)
    face = board.face_of(ctx.pack, against)
    types = {face.type}
    if hero.id in ctx.state.hostile.get(against, []):
        types.add("enemy")
    return types, face.subtype, board.keywords_of(ctx.pack, against)


def condition_holds(ctx: Ctx, hero: HeroState, cond: Condition, sit: Situation, ready: bool) -> bool:
    match cond.kind:
        case "terrain":
            terrain = board.terrain_of(ctx.pack, hero.region) or "city"
            return terrain in cond.terrains
        case "against_type":
            return bool(against_profile(ctx, hero, sit.against)[0] & set(cond.types))
        case "against_subtype":
            return against_profile(ctx, hero, sit.against)[1] in cond.subtypes
        case "against_keyword":
            return bool(against_profile(ctx, hero, sit.against)[2] & set(cond.keywords))
        case "in_combat":
            return sit.in_combat
        case "test_attribute":
            return sit.attribute in cond.attributes
        case "has_surprise":
            return sit.surprise
        case "hidden":
            return hero.hidden == cond.hidden
        case "self_exhausted":
            return not ready
        case "region_gloom":
            return ctx.state.regions[hero.region].gloom == cond.gloom
    raise ValueError(f"unknown condition {cond.kind}")


def _active(ctx: Ctx, hero: HeroState, src: Source, ability: Ability, sit: Situation) -> bool:
    """A passive ability applies while its card is ready (R-PRQ-7) unless it explicitly
    asks for the card to be exhausted (Werewolf)."""
    if not src.usable:
        return False
    ready = src.card not in hero.exhausted  # is_ready, inlined: this runs for every passive ability
    wants_exhausted = any(c.kind == "self_exhausted" for c in ability.conditions)
    if wants_exhausted == ready:
        return False
    return all(condition_holds(ctx, hero, c, sit, ready) for c in ability.conditions)


def passive_effects(ctx: Ctx, hero: HeroState, sit: Situation, kind: str,
                    sources: Sources | None = None) -> Iterator[tuple[Source, Effect]]:
    """Every passive modifier of `kind` acting on the hero now: their own cards, the world,
    and the Map abilities of what they are testing against (R-ABIL-3)."""
    pools = [sources if sources is not None else hero_sources(ctx, hero)]
    if not hero.defeated:  # R-ENG-DEF-1 (e): immune to abilities until the next Day phase
        pools.append(world_sources(ctx, hero))
        if sit.against is not None and board.is_encounter(ctx.pack, sit.against):
            pools.append(map_sources(ctx, hero, sit.against))
    for pool in pools:
        for src, ability in _passives(pool).get(kind, ()):
            if _active(ctx, hero, src, ability, sit):
                for effect in ability.effects:
                    if effect.kind == kind:
                        yield src, effect


# The passive abilities of a pool of sources by effect kind, in the pool's order. Looked up
# on every test, attribute and action check, so made once per pool: the pools of
# `hero_sources` and `world_sources` are remembered, and each entry holds its pool so that
# its id is not reused while the entry lives.
_PASSIVES: dict[int, tuple[Sources, dict[str, list[tuple[Source, Ability]]]]] = {}


def _passives(pool: Sources) -> dict[str, list[tuple[Source, Ability]]]:
    held = _PASSIVES.get(id(pool))
    if held is not None and held[0] is pool:
        return held[1]
    index: dict[str, list[tuple[Source, Ability]]] = {}
    for src in pool:
        for ability in src.abilities:
            if ability.timing == "passive":
                for kind in ability.effect_kinds:
                    index.setdefault(kind, []).append((src, ability))
    if len(_PASSIVES) >= _REMEMBER_AT_MOST:
        _PASSIVES.clear()
    _PASSIVES[id(pool)] = (pool, index)
    return index


def has_modifier(ctx: Ctx, hero: HeroState, kind: str, sit: Situation) -> bool:
    return next(passive_effects(ctx, hero, sit, kind), None) is not None


def forbids(ctx: Ctx, hero: HeroState, action: str) -> bool:
    if ctx.memo is None:
        return any(e.action == action for _, e in passive_effects(ctx, hero, Situation(), "forbid_action"))
    key = ("forbidden", hero.id)
    if key not in ctx.memo:
        ctx.memo[key] = {e.action for _, e in passive_effects(ctx, hero, Situation(), "forbid_action")}
    return action in ctx.memo[key]


# ------------------------------------------------------------------ attribute values

def _count_assets(ctx: Ctx, hero: HeroState, reward_type: str) -> int:
    return sum(1 for a in hero.assets if a in ctx.pack.rewards and ctx.pack.rewards[a].type == reward_type)


def _attribute_parts(ctx: Ctx, hero: HeroState, attr: Attribute, sit: Situation, sources: Sources,
                     *, used: bool | None = None) -> Iterator[tuple[str, int]]:
    """What makes an attribute's value, by source: "value" for the Race's printed value,
    then each card's bonus and each modifier, by card id. `used`: whether the test uses this
    value, so that bonuses "to the attribute used" count; by default, when `attr` is the
    test's attribute."""
    used = sit.attribute == attr if used is None else used
    yield "value", ctx.pack.races[hero.race].attributes[attr]
    exhausted = hero.exhausted
    for s in sources:
        if s.card not in exhausted and s.bonuses.get(attr, 0):
            yield s.card, s.bonuses[attr]
    for src, eff in passive_effects(ctx, hero, sit, "attribute_bonus", sources):
        if eff.attribute == attr or (eff.attribute == "used" and used):
            scale = _count_assets(ctx, hero, eff.per) if eff.per else 1
            yield src.card, eff.amount * scale


def _attribute_from(ctx: Ctx, hero: HeroState, attr: Attribute, sit: Situation, sources: Sources,
                    *, used: bool | None = None) -> int:
    return max(0, sum(amount for _, amount in _attribute_parts(ctx, hero, attr, sit, sources, used=used)))


def attribute(ctx: Ctx, hero: HeroState, attr: Attribute, sit: Situation | None = None) -> int:
    """R-ATTR-2: Race base + bonuses of ready cards + modifiers that apply now."""
    sit = sit or Situation(attribute=attr)
    return _attribute_from(ctx, hero, attr, sit, hero_sources(ctx, hero))


def test_value(ctx: Ctx, hero: HeroState, attr: Attribute, sit: Situation) -> tuple[int, Attribute]:
    """The value a hero tests `attr` with, and the attribute whose value it is: "Use X for
    Y tests" is optional (AMB-4), so the hero takes whichever is larger."""
    sources = hero_sources(ctx, hero)
    best, used = _attribute_from(ctx, hero, attr, sit, sources), attr
    for _, eff in passive_effects(ctx, hero, sit, "substitute_attribute", sources):
        if eff.instead_of == attr:
            other = _attribute_from(ctx, hero, eff.use, sit, sources, used=True)
            if other > best:
                best, used = other, eff.use
    return best, used


def extra_dice(ctx: Ctx, hero: HeroState, sit: Situation) -> int:
    return sum(e.amount for _, e in passive_effects(ctx, hero, sit, "extra_dice"))


def test_parts(ctx: Ctx, hero: HeroState, attr: Attribute, used: Attribute, sit: Situation
               ) -> list[tuple[str, int]]:
    """Where the dice of a test of `attr` come from, when the hero tests it with the value of
    `used` (`test_value`): the value's parts, then each extra die's card (R-TEST-2)."""
    parts = list(_attribute_parts(ctx, hero, used, sit, hero_sources(ctx, hero),
                                  used=None if used == attr else True))
    parts += [(src.card, e.amount) for src, e in passive_effects(ctx, hero, sit, "extra_dice")]
    return parts


def foe_bonus(ctx: Ctx, hero: HeroState, what: str, sit: Situation) -> int:
    """Modifiers that strengthen the Foe or Encounter a hero faces (Weather, its own Map
    abilities, an Ancient's capabilities and Plots)."""
    total = sum(e.amount for _, e in passive_effects(ctx, hero, sit, "foe_bonus", ()) if e.attribute == what)
    ancient = next((a for a in ctx.state.ancients if a.id == sit.against), None)
    if ancient is not None:
        abilities = [ab for cap in ctx.pack.ancients[ancient.id].capabilities if cap.id in ancient.capabilities
                     for ab in cap.abilities]
        abilities += [ab for p in ancient.plots for ab in ctx.pack.plots[p].ancient_abilities]
        for ab in abilities:
            if ab.timing == "passive" and all(condition_holds(ctx, hero, c, sit, True) for c in ab.conditions):
                total += sum(e.amount for e in ab.effects if e.kind == "foe_bonus" and e.attribute == what)
    return total


# ------------------------------------------------------------------ limits and costs

def _use_key(card: str, ability: Ability) -> str:
    return f"{ability.limit}:{card}/{ability.id}"


def uses_left(hero: HeroState, card: str, ability: Ability) -> int:
    if ability.limit is None:
        return 1_000_000
    return ability.max_uses - hero.uses.get(_use_key(card, ability), 0)


def reset_uses(hero: HeroState, scope: str) -> None:
    for key in [k for k in hero.uses if k.startswith(f"{scope}:")]:
        del hero.uses[key]


def _discardable(ctx: Ctx, hero: HeroState, reward_type: str, from_hand: bool, from_play: bool) -> list[str]:
    def is_type(c: str) -> bool:
        return c in ctx.pack.rewards and ctx.pack.rewards[c].type == reward_type
    return ([c for c in hero.rumours if is_type(c)] if from_hand else []) + \
           ([c for c in hero.assets if is_type(c)] if from_play else [])


def can_pay(ctx: Ctx, hero: HeroState, src: Source, ability: Ability) -> bool:
    if not src.usable or uses_left(hero, src.card, ability) <= 0:
        return False
    for cost in ability.costs:
        match cost.kind:
            case "exhaust":
                if not is_ready(hero, src):
                    return False
            case "sacrifice":
                if src.card not in hero.assets:
                    return False
            case "pay_gold":
                if hero.gold < cost.amount:
                    return False
            case "spend_ap":
                if hero.ap < cost.amount:
                    return False
            case "discard_card":
                if not _discardable(ctx, hero, cost.reward_type, cost.from_hand, cost.from_play):
                    return False
    return True


def pay(ctx: Ctx, hero: HeroState, src: Source, ability: Ability) -> None:
    """Pay every cost (R-PRQ-3/6/7) and count the use against its limit."""
    for cost in ability.costs:
        match cost.kind:
            case "exhaust":
                hero.exhausted.append(src.card)
            case "sacrifice":
                heroes.remove_asset(ctx, hero, src.card, "sacrifice")
            case "pay_gold":
                heroes.change_gold(ctx, hero, -cost.amount, f"cost:{src.card}")
            case "spend_ap":
                hero.ap -= cost.amount
            case "discard_card":
                cards = _discardable(ctx, hero, cost.reward_type, cost.from_hand, cost.from_play)
                asked = words(msgid("prompt-discard-cost"), type=cost.reward_type)
                card = ctx.ask(hero, "discard_cost", asked, [board.card_named(c) for c in cards])
                if card in hero.rumours:
                    heroes.discard_rumour(ctx, hero, card, "cost")
                else:
                    heroes.remove_asset(ctx, hero, card, "cost")
    if src.kind == "loot":
        # R-GIFT-RES-2: a resolved Loot token is removed from the game.
        hero.loot.remove(src.card)
        ctx.state.removed.append(src.card)
        ctx.emit(CardDiscarded(card=src.card, hero=hero.id, reason="resolved"))
    if ability.limit is not None:
        key = _use_key(src.card, ability)
        hero.uses[key] = hero.uses.get(key, 0) + 1


def ready_abilities(ctx: Ctx, hero: HeroState, timing: str, sit: Situation) -> list[tuple[Source, Ability]]:
    """Abilities of this timing whose conditions hold and whose costs can be paid now."""
    found = []
    for src in hero_sources(ctx, hero):
        for ability in src.abilities:
            if ability.timing != timing:
                continue
            if not all(condition_holds(ctx, hero, c, sit, is_ready(hero, src)) for c in ability.conditions):
                continue
            if can_pay(ctx, hero, src, ability):
                found.append((src, ability))
    return found


# ------------------------------------------------------------------ effects

def _targets(ctx: Ctx, hero: HeroState, target: str, sit: Situation) -> list[HeroState]:
    region = sit.region or hero.region
    match target:
        case "self":
            found = [hero]
        case "heroes_here":
            found = heroes.heroes_here(ctx, region)
        case "unhidden_heroes_here":
            found = [h for h in heroes.heroes_here(ctx, region) if not h.hidden]
        case "all_heroes":
            found = [h for h in ctx.state.heroes if h.in_play]
        case _:
            found = []
    if "spares_hidden" in sit.tags:
        found = [h for h in found if not h.hidden]  # R-HID-1 (a)
    # R-ENG-DEF-1 (e): a defeated hero is not affected by abilities until the next Day.
    return [h for h in found if not h.defeated]


def run_effects(ctx: Ctx, hero: HeroState, effects: list[Effect], sit: Situation, source: str) -> None:
    for effect in effects:
        run_effect(ctx, hero, effect, sit, source)


def run_effect(ctx: Ctx, hero: HeroState, effect: Effect, sit: Situation, source: str) -> None:
    """Execute one immediate effect. Effects apply as far as possible (R-ABIL-3)."""
    reason = f"effect:{source}"
    match effect.kind:
        case "gain_gold":
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.change_gold(ctx, h, effect.amount, reason)
        case "lose_gold":
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.change_gold(ctx, h, -effect.amount, reason)
        case "heal":
            if effect.target == "foe":
                _foe_hp(ctx, sit, effect.amount)
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.heal(ctx, h, effect.amount, reason)
        case "lose_hp":
            if effect.target == "foe":
                _foe_hp(ctx, sit, -effect.amount)
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.wound(ctx, h, effect.amount, reason)
                if not sit.in_combat:
                    heroes.after_wound(ctx, h, source)
        case "gain_ap":
            heroes.gain_ap(ctx, hero, effect.amount, reason, effect.for_action)
        case "gain_fate":
            heroes.change_fate(ctx, hero, effect.amount, reason)
        case "lose_fate":
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.change_fate(ctx, h, -effect.amount, reason)
        case "become_hidden":
            heroes.set_hidden(ctx, hero, True)
        case "lose_hidden":
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.set_hidden(ctx, h, False)
        case "gain_reward":
            card = board.draw(ctx, board.reward_deck(effect.deck))
            if card is not None:
                if effect.as_asset:
                    heroes.put_into_play(ctx, hero, card, reason)
                else:
                    heroes.gain_rumour(ctx, hero, card, reason)
        case "gain_loot":
            for _ in range(effect.count):
                heroes.gain_loot_token(ctx, hero, reason)
        case "discard_rumour":
            for h in _targets(ctx, hero, effect.target, sit):
                if h.rumours:
                    chooser = sit.chooser or h
                    asked = words(msgid("prompt-discard-rumour"), own="yes" if chooser is h else "no",
                                  hero=h.name)
                    card = ctx.ask(chooser, "discard_rumour", asked,
                                   [board.card_option(c) for c in h.rumours])
                    heroes.discard_rumour(ctx, h, card, reason)
        case "place_obstacle":
            region = sit.region or hero.region
            placed = board.update_region(ctx.state, region, obstacles=ctx.state.regions[region].obstacles + effect.count)
            ctx.emit(ObstacleChanged(region=region, delta=effect.count, obstacles=placed.obstacles,
                                     reason=reason))
        case "remove_obstacle":
            region = sit.region or hero.region
            if ctx.state.regions[region].obstacles:
                left = board.update_region(ctx.state, region, obstacles=ctx.state.regions[region].obstacles - 1)
                ctx.emit(ObstacleChanged(region=region, delta=-1, obstacles=left.obstacles, reason=reason))
        case "ready_card":
            cards = [c for c in hero.exhausted if c in ctx.pack.rewards and ctx.pack.rewards[c].type == effect.reward_type]
            if cards:
                asked = words(msgid("prompt-ready-card"), type=effect.reward_type)
                card = ctx.ask(hero, "ready_card", asked, [board.card_named(c) for c in cards])
                hero.exhausted.remove(card)
        case "peek_encounter":
            decks = [t for t in TERRAINS if ctx.state.decks[board.encounter_deck(t)]]
            if decks:
                terrains = [Option(id=t, label=words(msgid("terrain"), word=t)) for t in decks]
                terrain = ctx.ask(hero, "peek_deck", words(msgid("prompt-peek-deck")), terrains)
                deck = board.encounter_deck(terrain)  # type: ignore[arg-type]
                ctx.emit(Peeked(hero=hero.id, deck=deck, card=ctx.state.decks[deck][-1]))
        case "defeat_encounter":
            from kilforth.rules.rewards import defeat_encounter

            region = ctx.state.regions[hero.region]
            cards = [c for c in region.encounters
                     if not board.face_of(ctx.pack, c).is_event and board.face_of(ctx.pack, c).subtype == effect.subtype]
            if cards:
                card = ctx.ask(hero, "defeat_which", words(msgid("prompt-defeat-which")),
                               [board.card_named(c) for c in cards])
                defeat_encounter(ctx, hero, card, "effect", attribute=None)
        case "spawn_encounter":
            _spawn(ctx, hero, effect, sit)
        case "grant":
            hero.grants.append(effect.permission)
        case "send_to_city":
            for h in _targets(ctx, hero, effect.target, sit):
                heroes.relocate(ctx, h, board.city_id(ctx.pack), "effect")
        case _:
            raise ValueError(f"effect '{effect.kind}' is not an immediate effect")


def _foe_hp(ctx: Ctx, sit: Situation, delta: int) -> None:
    if sit.foe is not None:
        sit.foe.hp = max(0, sit.foe.hp + delta)


def _spawn(ctx: Ctx, hero: HeroState, effect: Effect, sit: Situation) -> None:
    region = sit.region or hero.region
    terrain = board.terrain_of(ctx.pack, region) if effect.terrain == "region" else effect.terrain
    if terrain is None or ctx.pack.regions[region].city:
        return  # R-CITY-1: nothing is ever placed in the City
    deck = board.encounter_deck(terrain)
    card = board.draw_matching(ctx, deck, lambda c: ctx.pack.encounters[c].type == effect.encounter_type
                               and not ctx.pack.encounters[c].is_event)
    if card is not None:
        board.add_to_region(ctx.state, region, "encounters", card)
        ctx.emit(EncounterPlaced(card=card, region=region, source="effect"))


# ------------------------------------------------------------------ triggers and uses

def fire(ctx: Ctx, hero: HeroState, trigger: Trigger, sit: Situation | None = None) -> None:
    """R-PRQ-1: abilities triggered by `trigger`, once per occurrence. Abilities with a cost
    are optional and asked for; free ones apply. Defeated heroes are immune (R-ENG-DEF-1 e)."""
    if hero.defeated or not hero.in_play:
        return
    sit = sit or Situation()
    for src in hero_sources(ctx, hero) + world_sources(ctx, hero):
        for ability in src.abilities:
            if ability.timing == "trigger" and ability.trigger == trigger:
                _fire_one(ctx, hero, src, ability, sit)


def fire_card_trigger(ctx: Ctx, hero: HeroState, card: str, trigger: Trigger) -> None:
    """Enter Play / Leave Play of one card (R-PRQ-4/5)."""
    for src in hero_sources(ctx, hero):
        if src.card == card:
            for ability in src.abilities:
                if ability.timing == "trigger" and ability.trigger == trigger:
                    _fire_one(ctx, hero, src, ability, Situation())
            return
    if trigger == "leave_play":  # the card has already left: read it from the pack
        for ability in board.asset_abilities(ctx.pack, card):
            if ability.timing == "trigger" and ability.trigger == trigger:
                _fire_one(ctx, hero, Source(card, "asset", [ability], {}), ability, Situation())


def _fire_one(ctx: Ctx, hero: HeroState, src: Source, ability: Ability, sit: Situation) -> None:
    if not src.usable or not all(condition_holds(ctx, hero, c, sit, is_ready(hero, src)) for c in ability.conditions):
        return
    if not can_pay(ctx, hero, src, ability):
        return
    if ability.costs and not ctx.confirm(
        hero, "use_ability", words(msgid("prompt-use-ability"), card=CardArg(card=src.card)),
        detail=board.offered_ability(src.card, ability.id)
    ):
        return
    pay(ctx, hero, src, ability)
    ctx.emit(AbilityUsed(hero=hero.id, card=src.card, ability=ability.id))
    run_effects(ctx, hero, ability.effects, sit, src.card)


def find_ability(ctx: Ctx, hero: HeroState, card: str, ability_id: str | None, timing: str) -> tuple[Source, Ability]:
    """The hero's ability to use with `use` (timing activated) or `resolve` (timing gift)."""
    src = next((s for s in hero_sources(ctx, hero) if s.card == card), None)
    if src is None:
        raise RuleError("no_such_card", rule="R-ABIL-4", key=msgid("refusal-no-card-in-play"),
                        params={"card": card, "timing": timing})
    matching = [a for a in src.abilities if a.timing == timing and (ability_id is None or a.id == ability_id)]
    if not matching:
        raise RuleError("no_such_ability", rule="R-ABIL-4", key=msgid("refusal-no-such-ability"),
                        params={"card": board.card_ref(ctx.pack, card), "timing": timing})
    if len(matching) > 1:
        raise RuleError("ambiguous_ability", rule="R-ABIL-4", key=msgid("refusal-ambiguous-ability"),
                        params={"abilities": tuple(a.id for a in matching)})
    ability = matching[0]
    if not src.usable:
        raise RuleError("spell_locked", rule="R-PRQ-2", key=msgid("refusal-spell-locked"),
                        params={"card": board.card_ref(ctx.pack, card)})
    for cond in ability.conditions:
        if not condition_holds(ctx, hero, cond, Situation(), is_ready(hero, src)):
            raise RuleError("condition_unmet", rule="R-PRQ-1", key=msgid("refusal-condition-unmet"),
                            params={"card": board.card_ref(ctx.pack, card), "ability": _said(ability)})
    if not can_pay(ctx, hero, src, ability):
        if uses_left(hero, card, ability) <= 0:
            raise RuleError("limit_reached", rule="R-PRQ-3", key=msgid("refusal-limit-reached"),
                            params={"card": board.card_ref(ctx.pack, card)})
        if any(c.kind == "exhaust" for c in ability.costs) and not is_ready(hero, src):
            raise RuleError("exhausted", rule="R-PRQ-7", key=msgid("refusal-exhausted"),
                            params={"card": board.card_ref(ctx.pack, card)})
        raise RuleError("cannot_pay", rule="R-PRQ-3", key=msgid("refusal-ability-cost"),
                        params={"card": board.card_ref(ctx.pack, card), "ability": _said(ability)})
    return src, ability


def _said(ability: Ability) -> Phrase:
    """An ability's text as a refusal's argument, in the reader's language."""
    return Phrase(lambda say: ability_text(ability, lang=say.lang))


def use_ability(ctx: Ctx, hero: HeroState, src: Source, ability: Ability) -> None:
    pay(ctx, hero, src, ability)
    ctx.emit(AbilityUsed(hero=hero.id, card=src.card, ability=ability.id))
    run_effects(ctx, hero, ability.effects, Situation(), src.card)
