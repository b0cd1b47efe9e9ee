"""A card's abilities put into words, generated from what they do (DESIGN.md §4).

One phrase per timing, trigger, condition, cost and effect kind of the vocabulary in
`kilforth.content.effects`; an ability's text is their composition, so what a card says is
what the engine does. Authored text on a card is flavour only.
"""

from collections.abc import Callable, Sequence
from typing import Any

from kilforth.content.effects import (
    Ability,
    Condition,
    Cost,
    Effect,
    EventSpec,
    PlotRequirement,
    Target,
    Trophy,
)


class Unwordable(ValueError):
    """An ability the vocabulary's phrases cannot say; `field` locates it in the card."""

    def __init__(self, field: str, problem: str) -> None:
        self.field, self.problem = field, problem
        super().__init__(f"{field}: {problem}")


def title(word: str) -> str:
    """A vocabulary word as printed on a card: 'plains' -> 'Plains'."""
    return word.replace("_", " ").title()


def either(words: Sequence[str], joiner: str = "or") -> str:
    """'A', 'A or B', 'A, B or C'."""
    if len(words) <= 1:
        return "".join(words)
    return f"{', '.join(words[:-1])} {joiner} {words[-1]}"


def an(word: str) -> str:
    """'a Demon', 'an Undead'."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _plural(count: int, one: str, many: str) -> str:
    return f"{count} {one if count == 1 else many}"


def _faces(faces: Sequence[int]) -> str:
    return either([f"{f}s" for f in faces], "and")


def _signed(amount: int) -> str:
    return f"+{amount}" if amount >= 0 else f"-{-amount}"


# ------------------------------------------------------------------ when

TIMING: dict[str, str] = {
    "passive": "",
    "trigger": "",  # said by its trigger
    "activated": "On your turn",
    "gift": "Gift",
    "boost": "Before you roll",
    "roll": "After you roll",
    "damage": "When you would lose HP in a Battle",
}

TRIGGER: dict[str, str] = {
    "break_camp": "At Break Camp",
    "make_camp": "When you make camp",
    "enter_region": "When you enter a Region",
    "engagement_start": "At the start of an Engagement",
    "defeat_foe": "When you defeat a Foe in Battle",
    "defeat_enemy": "When you defeat an Enemy",
    "dawn": "At Dawn",
    "enter_play": "When this card enters play",
    "leave_play": "When this card leaves play",
    "after_assault": "After an Assault that leaves the Ancient standing",
}

LIMIT: dict[str, str] = {"day": "Day", "game": "game", "battle": "Battle"}


def _types(types: Sequence[str]) -> str:
    return either(["the Ancient" if t == "ancient" else an(title(t)) for t in types])


CONDITION: dict[str, Callable[[Any], str]] = {
    "terrain": lambda c: either(
        ["in the City" if t == "city" else f"in {an(title(t))} Region" for t in c.terrains]
    ),
    "against_type": lambda c: f"against {_types(c.types)}",
    "against_subtype": lambda c: f"against {_types(c.subtypes)}",
    "against_keyword": lambda c: (
        f"against a card with the keyword {either([title(k) for k in c.keywords])}"
    ),
    "in_combat": lambda c: "in a Battle",
    "test_attribute": lambda c: f"in {an(either([title(x) for x in c.attributes]))} test",
    "has_surprise": lambda c: "when you have Surprise",
    "hidden": lambda c: "while Hidden" if c.hidden else "while not Hidden",
    "self_exhausted": lambda c: "while this card is exhausted",
    "region_gloom": lambda c: "in a Region in Gloom" if c.gloom else "in a Region not in Gloom",
}


# ------------------------------------------------------------------ costs


def _discard(c: Any) -> str:
    kind = title(c.reward_type)
    ways = ([f"discard {an(kind)} Rumour"] if c.from_hand else []) + (
        [f"sacrifice {an(kind)} Asset"] if c.from_play else []
    )
    if not ways:
        raise Unwordable("from_hand", "a discard_card cost needs from_hand or from_play")
    return either(ways)


COST: dict[str, Callable[[Any], str]] = {
    "exhaust": lambda c: "exhaust this card",
    "sacrifice": lambda c: "sacrifice this card",
    "pay_gold": lambda c: f"pay {c.amount} Gold",
    "spend_ap": lambda c: f"spend {c.amount} AP",
    "discard_card": _discard,
}


# ------------------------------------------------------------------ effects

SUBJECT: dict[str, str] = {
    "foe": "the Foe",
    "heroes_here": "every hero in your Region",
    "unhidden_heroes_here": "every hero in your Region who is not Hidden",
    "all_heroes": "every hero",
}


def _act(target: Target, verb: str, rest: str) -> str:
    """'lose 1 HP' for the hero themselves, 'the Foe loses 1 HP' for anyone else."""
    if target == "self":
        return f"{verb} {rest}".strip()
    third = verb + ("es" if verb.endswith("o") else "s")
    return f"{SUBJECT[target]} {third} {rest}".strip()


def _bonus(e: Any) -> str:
    what = "the attribute the test uses" if e.attribute == "used" else title(e.attribute)
    per = f" for each {title(e.per)} you have in play" if e.per else ""
    return f"{what} {_signed(e.amount)}{per}"


def _reroll(e: Any) -> str:
    if e.count:
        showing = either([str(f) for f in e.faces])
        return f"reroll up to {_plural(e.count, 'die', 'dice')} showing {showing}"
    return f"reroll your {_faces(e.faces)}"


def _gain_ap(e: Any) -> str:
    only = f", to spend only on the {title(e.for_action)} Action" if e.for_action else ""
    return f"gain {e.amount} AP{only}"


def _gain_reward(e: Any) -> str:
    deck = f"the {title(e.deck)} deck"
    return (
        f"put the top card of {deck} into play"
        if e.as_asset
        else f"draw the top card of {deck} into your hand"
    )


def _spawn(e: Any) -> str:
    deck = (
        "this Region's Encounter deck"
        if e.terrain == "region"
        else f"the {title(e.terrain)} Encounter deck"
    )
    return (
        f"draw from {deck} until {an(title(e.encounter_type))} comes up and place it in this Region"
    )


FOE_GETS = "the Foe gets "

GRANT: dict[str, str] = {
    "discover_anywhere": "your next Discover this Day may be made in any Region",
    "diagonal_move": "your next Move this Day may be diagonal",
    "trade_here": "you may Trade here, outside the City, once this Day",
}

EFFECT: dict[str, Callable[[Any], str]] = {
    "attribute_bonus": _bonus,
    "extra_dice": lambda e: f"roll {_plural(e.amount, 'extra die', 'extra dice')}",
    "substitute_attribute": lambda e: f"you may use {title(e.use)} for {title(e.instead_of)} tests",
    "auto_evade": lambda e: "evade the Foe without a test",
    "no_counterattack": lambda e: "a Foe you defeat this round deals you no damage",
    "forbid_action": lambda e: f"no {title(e.action)} Action may be taken",
    "foe_bonus": lambda e: f"{FOE_GETS}{title(e.attribute)} {_signed(e.amount)}",
    "reroll": _reroll,
    "faces_succeed": lambda e: f"your {_faces(e.faces)} also count as successes",
    "double_face": lambda e: f"each of your {e.face}s counts as two successes",
    "extra_successes": lambda e: f"add {_plural(e.amount, 'success', 'successes')}",
    "prevent_hp_loss": lambda e: f"prevent the loss of {e.amount} HP",
    "gain_gold": lambda e: _act(e.target, "gain", f"{e.amount} Gold"),
    "lose_gold": lambda e: _act(e.target, "lose", f"{e.amount} Gold"),
    "heal": lambda e: _act(e.target, "heal", f"{e.amount} HP"),
    "lose_hp": lambda e: _act(e.target, "lose", f"{e.amount} HP"),
    "gain_ap": _gain_ap,
    "gain_fate": lambda e: f"gain {e.amount} Fate",
    "lose_fate": lambda e: _act(e.target, "lose", f"{e.amount} Fate"),
    "become_hidden": lambda e: "become Hidden",
    "lose_hidden": lambda e: _act(e.target, "lose", "Hidden"),
    "gain_reward": _gain_reward,
    "gain_loot": lambda e: f"take {_plural(e.count, 'Loot token', 'Loot tokens')}",
    "discard_rumour": lambda e: _act(
        e.target,
        "discard",
        "a Rumour of their choice" if e.target != "self" else "a Rumour of your choice",
    ),
    "place_obstacle": lambda e: f"place {_plural(e.count, 'Obstacle', 'Obstacles')} in this Region",
    "remove_obstacle": lambda e: "remove an Obstacle from your Region",
    "ready_card": lambda e: f"ready one of your exhausted {title(e.reward_type)} cards",
    "peek_encounter": lambda e: "look at the top card of an Encounter deck of your choice",
    "defeat_encounter": lambda e: (
        f"defeat {an(title(e.subtype))} in your Region and take its Rewards"
    ),
    "spawn_encounter": _spawn,
    "grant": lambda e: GRANT[e.permission],
    "send_to_city": lambda e: _act(e.target, "go", "to the City"),
}


def _path(*parts: str) -> str:
    """A field path inside a card: 'effects.0', or 'event.on_failure.1'."""
    return ".".join(p for p in parts if p)


def _phrase(table: dict[str, Callable[[Any], str]], item: Any, field: str) -> str:
    try:
        words = table[item.kind]
    except KeyError:
        raise Unwordable(field, f"'{item.kind}' has no phrase in the card renderer") from None
    try:
        return words(item)
    except Unwordable as exc:
        raise Unwordable(_path(field, exc.field), exc.problem) from exc


def conditions_text(conditions: Sequence[Condition], field: str = "conditions") -> list[str]:
    return [_phrase(CONDITION, c, _path(field, str(i))) for i, c in enumerate(conditions)]


def costs_text(costs: Sequence[Cost], field: str = "costs") -> list[str]:
    return [_phrase(COST, c, _path(field, str(i))) for i, c in enumerate(costs)]


def effects_text(effects: Sequence[Effect], field: str = "effects") -> str:
    """The effects in order, as one clause ('gain 1 Gold and lose 1 HP')."""
    if not effects:
        raise Unwordable(field, "there is no effect to put into words")
    phrases = [_phrase(EFFECT, e, _path(field, str(i))) for i, e in enumerate(effects)]
    # "the Foe gets Fight +1 and Health +1": one subject for a run of Foe bonuses.
    said = [
        p.removeprefix(FOE_GETS) if i and phrases[i - 1].startswith(FOE_GETS) else p
        for i, p in enumerate(phrases)
    ]
    return either(said, "and")


def capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def sentence(words: str) -> str:
    return capital(words) + "."


def _limit(ability: Ability) -> str:
    if ability.limit is None:
        return ""
    times = "once" if ability.max_uses == 1 else f"up to {ability.max_uses} times"
    return f" ({times} per {LIMIT[ability.limit]})"


def ability_text(ability: Ability, field: str = "") -> str:
    """The ability in words, as one sentence: when, on what condition, at what cost, what."""
    when = TRIGGER[ability.trigger] if ability.trigger else TIMING[ability.timing]
    head = ", ".join(
        [w for w in (when, *conditions_text(ability.conditions, _path(field, "conditions"))) if w]
    )
    costs = either(costs_text(ability.costs, _path(field, "costs")), "and")
    if ability.effects:
        what = effects_text(ability.effects, _path(field, "effects"))
    elif costs:
        # An activated ability whose whole point is its cost (it pays for something else).
        what, costs = costs, ""
    else:
        raise Unwordable(_path(field, "effects"), "the ability neither costs nor does anything")
    lead = ", ".join(w for w in (head, costs) if w)
    team = (
        "; you may use it on a team-mate's test in your Region too, paying its cost"
        if ability.for_team
        else ""
    )
    return capital(f"{lead}: {what}" if lead else what) + team + _limit(ability) + "."


def event_text(event: EventSpec, field: str = "") -> str:
    """An Event: what happens, then its test and what success and failure do (R-ABIL-2)."""
    parts = []
    if event.effects:
        parts.append(sentence(effects_text(event.effects, _path(field, "effects"))))
    if event.test is not None:
        parts.append(f"Test {title(event.test.attribute)} {event.test.value}.")
        if event.on_success:
            parts.append(
                sentence(
                    "on a success, " + effects_text(event.on_success, _path(field, "on_success"))
                )
            )
        if event.on_failure:
            parts.append(
                sentence(
                    "on a failure, " + effects_text(event.on_failure, _path(field, "on_failure"))
                )
            )
    if event.spares_hidden:
        parts.append("Hidden heroes are spared.")
    if not parts:
        raise Unwordable(field, "an Event with neither a test nor an effect says nothing")
    return " ".join(parts)


def trophy_text(trophy: Trophy, field: str = "") -> str:
    kind = "Forced Trophy" if trophy.forced else "Trophy"
    used = f" (if you defeated it with {title(trophy.attribute)})" if trophy.attribute else ""
    return f"{kind}{used}: " + effects_text(trophy.effects, _path(field, "effects")) + "."


def revealed_text(effects: Sequence[Effect], field: str = "") -> str:
    """What happens when the card is revealed (R-ABIL-1)."""
    return sentence(effects_text(effects, field))


def night_text(effects: Sequence[Effect], field: str = "") -> str:
    """What an Ancient or a Plot does at Night (C-5, C-6): it strikes the heroes of the
    Region it lies in, which no hero is using it from."""
    return sentence(effects_text(effects, field).replace("in your Region", "in its Region"))


REQUIREMENT: dict[str, Callable[[Any], str]] = {
    "test": lambda r: f"pass {an(title(r.attribute))} {r.value} test",
    "pay_gold": lambda r: f"pay {r.amount} Gold",
    "exhaust_talents": lambda r: f"exhaust {_plural(r.count, 'Talent', 'Talents')}",
    "discard_keyword": lambda r: (
        f"discard a Rumour or sacrifice an Asset with the keyword {title(r.keyword)}"
    ),
}


def requirement_text(need: PlotRequirement, field: str = "") -> str:
    """A Plot's To Defeat requirement (R-ACT-CLEAR-2)."""
    return sentence(_phrase(REQUIREMENT, need, field))
