"""What an ability or a Talent is worth to an automatic player, in rough units of one
Gold's worth of progress. The weights are judgement, tuned by simulation: Health is
tomorrow's AP (R-DAY-1), so an HP counts for more than a Gold."""

from kilforth.content.effects import Ability, Cost, Effect
from kilforth.content.pack import Pack
from kilforth.state import HeroState

# The worth of one unit of each effect kind; kinds not listed are worth nothing to the player.
_PER_UNIT = {
    "gain_gold": 0.5, "gain_fate": 1.0, "gain_loot": 1.0, "gain_reward": 2.5, "ready_card": 0.5,
    "remove_obstacle": 0.5, "peek_encounter": 0.2, "defeat_encounter": 4.0, "grant": 0.5,
    "attribute_bonus": 1.0, "extra_dice": 1.0, "extra_successes": 2.0, "reroll": 1.0, "faces_succeed": 1.0,
    "double_face": 1.0, "auto_evade": 1.5, "no_counterattack": 1.5, "prevent_hp_loss": 2.0,
    "substitute_attribute": 0.5, "lose_gold": -0.5, "lose_fate": -1.0,
}
HP = 2.0
_COST = {"exhaust": 0.3, "sacrifice": 3.0, "discard_card": 1.5}


def effect_value(effect: Effect, hero: HeroState) -> float:
    amount = getattr(effect, "amount", None) or getattr(effect, "count", None) or 1
    target = getattr(effect, "target", "self")
    match effect.kind:
        case "heal":
            return HP * min(amount, hero.max_hp - hero.hp) if target == "self" else HP * amount
        case "lose_hp":
            # Damage to oneself is a cost; to a Foe or another it is the point of the ability.
            return -HP * amount if target == "self" else HP * amount
        case "gain_ap":
            # An AP is worth most to a hero about to run out of them.
            return (1.5 if hero.ap <= 1 else 0.3) * amount
        case "attribute_bonus" if getattr(effect, "attribute", None) == "fight":
            return 1.5 * amount
    return _PER_UNIT.get(effect.kind, 0.0) * amount


def cost_value(cost: Cost) -> float:
    if cost.kind in ("pay_gold", "spend_ap"):
        return (0.5 if cost.kind == "pay_gold" else 1.2) * cost.amount  # type: ignore[union-attr]
    return _COST[cost.kind]


def ability_value(ability: Ability, hero: HeroState) -> float:
    """Its effects' worth less its costs': positive when using it now is a gain."""
    return sum(effect_value(e, hero) for e in ability.effects) - sum(cost_value(c) for c in ability.costs)


def talent_value(pack: Pack, talent: str, hero: HeroState) -> float:
    """A Talent's abilities, a lasting bonus counting for every day left of its use."""
    return sum(ability_value(a, hero) + (1.0 if a.timing == "passive" else 0.0) for a in pack.talents[talent].abilities)
