"""`legal_commands(state, player)`: the commands a player may send now, checked by the same
rule checks `apply` uses. Automatic players pick from it and the bot's autocomplete offers
it. Trade and Exchange have too many combinations to list: a representative set is given
(each single purchase, healing to full, each single sale; giving one card or 1 Gold)."""

from collections.abc import Callable

from kilforth.commands import (
    Assault,
    Camp,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Feat,
    Hide,
    Move,
    Overcome,
    Resolve,
    Rest,
    Search,
    TeamUp,
    Trade,
    Unhide,
    Use,
)
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import REWARD_TYPES
from kilforth.errors import RuleError
from kilforth.rules.abilities import hero_sources
from kilforth.rules.actions import confront_attributes, move_targets
from kilforth.rules.context import Ctx
from kilforth.rules.registry import RULES
from kilforth.state import GameState, HeroState


def _candidates(ctx: Ctx, hero: HeroState) -> list[Command]:
    state, p, h = ctx.state, hero.player, hero.id
    region = state.regions[hero.region]
    found: list[Command] = [Camp(player=p, hero=h), Search(player=p, hero=h), Hide(player=p, hero=h),
                            Rest(player=p, hero=h), Feat(player=p, hero=h)]
    found += [Move(player=p, hero=h, region=r) for r in move_targets(ctx, hero)]
    found += [Clear(player=p, hero=h, target=t) for t in ["obstacle", *region.plots]]
    for card in region.encounters:
        found.append(Confront(player=p, hero=h, encounter=card, hostile=True))
        found += [Confront(player=p, hero=h, encounter=card, attribute=a) for a in confront_attributes(ctx, hero, card)]
        found.append(Overcome(player=p, hero=h, encounter=card))
    found += [Discover(player=p, hero=h, card=c) for c in hero.rumours]
    found += [Trade(player=p, hero=h, buy=k) for k in REWARD_TYPES]
    found += [Trade(player=p, hero=h, sell=[c]) for c in [*hero.rumours, *hero.assets]]
    if hero.hp < hero.max_hp and hero.gold:
        found.append(Trade(player=p, hero=h, heal={h: min(hero.gold, hero.max_hp - hero.hp)}))
    found += [Assault(player=p, hero=h, ancient=a.id) for a in state.ancients if a.on_map]
    # Only cards that print a Gift (Resolve) or an activated ability (Use) can pass those checks.
    timings = {s.card: {a.timing for a in s.abilities} for s in hero_sources(ctx, hero)}
    found += [Resolve(player=p, hero=h, card=c) for c in [*hero.loot, *hero.assets] if "gift" in timings.get(c, ())]
    found += [Use(player=p, hero=h, card=c) for c in [hero.race, hero.hero_class, *hero.talents, *hero.assets]
              if "activated" in timings.get(c, ())]
    others = [o for o in state.heroes if o.in_play and o.id != h and o.region == hero.region]
    if others:
        found.append(TeamUp(player=p, hero=h, heroes=[o.id for o in others]))
    for other in others:
        found += [Exchange(player=p, hero=h, with_hero=other.id, give={"cards": [c]}) for c in hero.rumours]
        if hero.gold:
            found.append(Exchange(player=p, hero=h, with_hero=other.id, give={"gold": 1}))
    if hero.hidden:
        found.append(Unhide(player=p, hero=h))
    return found


def is_legal(ctx: Ctx, command: Command) -> bool:
    from kilforth.engine import acting_hero, check_turn

    try:
        hero = acting_hero(ctx, command)
        check_turn(ctx, hero, command.kind)
        RULES[command.kind].check(ctx, hero, command)
    except RuleError:
        return False
    return True


def legal_commands(state: GameState, player: str, pack: Pack | None = None) -> list[Command]:
    """Every listed command `player` could send now without a RuleError."""
    from kilforth.engine import pack_for

    pack = pack or pack_for(state)
    if state.result is not None:
        return []
    answers: list[Command] = []
    if state.pending is not None:
        prompt = state.pending.prompt
        if prompt.player != player:
            return []
        answers = [Choose(player=player, hero=prompt.hero, prompt=prompt.id, option=o.id) for o in prompt.options]
        if not prompt.allows_gifts:
            return answers
    if state.turn is None:
        return answers
    hero = state.hero(state.turn.hero)
    if hero.player != player:
        return answers
    # Checks only read the state, so no copy is needed. Every candidate names the active
    # hero, so the turn check depends on the command kind alone: it is made once per kind.
    from kilforth.engine import check_turn

    ctx = Ctx(state=state, pack=pack, memo={})
    turn_ok: dict[str, bool] = {}
    gifts_only = state.pending is not None  # R-TURN-4: only Gifts may interrupt an open question
    found = list(answers)
    for c in _candidates(ctx, hero):
        rule = RULES.get(c.kind)
        if rule is None or (gifts_only and rule.kind != "gift"):
            continue
        if c.kind not in turn_ok:
            turn_ok[c.kind] = _passes(lambda kind=c.kind: check_turn(ctx, hero, kind))
        if turn_ok[c.kind] and _passes(lambda c=c, rule=rule: rule.check(ctx, hero, c)):
            found.append(c)
    return found


def _passes(check: Callable[[], None]) -> bool:
    try:
        check()
    except RuleError:
        return False
    return True
