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
    Trophy,
)
from kilforth.i18n import Lang, msgid, t


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

# Message keys; `passive` and `trigger` timings say nothing of their own (a trigger is said
# by its trigger's phrase).
TIMING: dict[str, str | None] = {
    "passive": None,
    "trigger": None,
    "activated": msgid("timing-activated"),
    "gift": msgid("timing-gift"),
    "boost": msgid("timing-boost"),
    "roll": msgid("timing-roll"),
    "damage": msgid("timing-damage"),
}

TRIGGER: dict[str, str] = {
    "break_camp": msgid("trigger-break-camp"),
    "make_camp": msgid("trigger-make-camp"),
    "enter_region": msgid("trigger-enter-region"),
    "engagement_start": msgid("trigger-engagement-start"),
    "defeat_foe": msgid("trigger-defeat-foe"),
    "defeat_enemy": msgid("trigger-defeat-enemy"),
    "dawn": msgid("trigger-dawn"),
    "enter_play": msgid("trigger-enter-play"),
    "leave_play": msgid("trigger-leave-play"),
    "after_assault": msgid("trigger-after-assault"),
}


def when_text(ability: Ability, lang: Lang = "en") -> str:
    """When the ability applies ('At Dawn', 'On your turn'), or '' for a passive one."""
    key = TRIGGER[ability.trigger] if ability.trigger else TIMING[ability.timing]
    return t(lang, key) if key else ""


def _or(lang: Lang, words: Sequence[str]) -> str:
    return either(words, t(lang, "joiner-or"))


def _and(lang: Lang, words: Sequence[str]) -> str:
    return either(words, t(lang, "joiner-and"))


def _types(lang: Lang, types: Sequence[str]) -> str:
    """'an Enemy or a Place', 'the Ancient'."""
    return _or(lang, [t(lang, "a-type", word=w) for w in types])


def _keyword(lang: Lang, keyword: str) -> str:
    return t(lang, "keyword", word=keyword, titled=title(keyword))


def _attributes(lang: Lang, attributes: Sequence[str]) -> str:
    """The attributes of a test, the first with the article it takes: 'a Fight or Sneak'."""
    first, *rest = attributes
    return _or(
        lang,
        [t(lang, "attribute-first", word=first)]
        + [t(lang, "attribute-next", word=a) for a in rest],
    )


def _yes(flag: bool) -> str:
    """A flag as a catalogue selector's variant."""
    return "yes" if flag else "no"


CONDITION: dict[str, Callable[[Any, Lang], str]] = {
    "terrain": lambda c, lang: _or(
        lang, [t(lang, "condition-terrain", terrain=w) for w in c.terrains]
    ),
    "against_type": lambda c, lang: t(lang, "condition-against", types=_types(lang, c.types)),
    "against_subtype": lambda c, lang: t(
        lang, "condition-against", types=_types(lang, c.subtypes)
    ),
    "against_keyword": lambda c, lang: t(
        lang,
        "condition-against-keyword",
        keywords=_or(lang, [_keyword(lang, k) for k in c.keywords]),
    ),
    "in_combat": lambda c, lang: t(lang, "condition-in-combat"),
    "test_attribute": lambda c, lang: t(
        lang, "condition-test-attribute", attributes=_attributes(lang, c.attributes)
    ),
    "has_surprise": lambda c, lang: t(lang, "condition-has-surprise"),
    "hidden": lambda c, lang: t(lang, "condition-hidden", hidden=_yes(c.hidden)),
    "self_exhausted": lambda c, lang: t(lang, "condition-self-exhausted"),
    "region_gloom": lambda c, lang: t(lang, "condition-region-gloom", gloom=_yes(c.gloom)),
}


# ------------------------------------------------------------------ costs


def _discard(c: Any, lang: Lang) -> str:
    ways = ([t(lang, "cost-discard-rumour", type=c.reward_type)] if c.from_hand else []) + (
        [t(lang, "cost-sacrifice-asset", type=c.reward_type)] if c.from_play else []
    )
    if not ways:
        raise Unwordable("from_hand", "a discard_card cost needs from_hand or from_play")
    return either(ways, t(lang, "joiner-or"))


COST: dict[str, Callable[[Any, Lang], str]] = {
    "exhaust": lambda c, lang: t(lang, "cost-exhaust"),
    "sacrifice": lambda c, lang: t(lang, "cost-sacrifice"),
    "pay_gold": lambda c, lang: t(lang, "cost-pay-gold", amount=c.amount),
    "spend_ap": lambda c, lang: t(lang, "cost-spend-ap", amount=c.amount),
    "discard_card": _discard,
}


# ------------------------------------------------------------------ effects

def _act(lang: Lang, key: str, e: Any, **args: str | int) -> str:
    """An effect on its target: 'lose 1 HP' for the hero, 'the Foe loses 1 HP' for another."""
    subject = "" if e.target == "self" else t(lang, "subject", target=e.target)
    return t(lang, key, target=e.target, subject=subject, **args)


def _bonus(e: Any, lang: Lang) -> str:
    what = (
        t(lang, "effect-bonus-used")
        if e.attribute == "used"
        else t(lang, "attribute", word=e.attribute)
    )
    if e.per:
        return t(
            lang,
            "effect-attribute-bonus-per",
            attribute=what,
            signed=_signed(e.amount),
            type=t(lang, "reward-type", word=e.per),
        )
    return t(lang, "effect-attribute-bonus", attribute=what, signed=_signed(e.amount))


def _faces(lang: Lang, faces: Sequence[int]) -> str:
    """'1s and 2s'."""
    return _and(lang, [t(lang, "die-face", face=f) for f in faces])


def _reroll(e: Any, lang: Lang) -> str:
    if e.count:
        showing = _or(lang, [str(f) for f in e.faces])
        return t(lang, "effect-reroll-up-to", count=e.count, faces=showing)
    return t(lang, "effect-reroll", faces=_faces(lang, e.faces))


def _gain_ap(e: Any, lang: Lang) -> str:
    if e.for_action:
        action = t(lang, "action", word=e.for_action)
        return t(lang, "effect-gain-ap-for", amount=e.amount, action=action)
    return t(lang, "effect-gain-ap", amount=e.amount)


def _gain_reward(e: Any, lang: Lang) -> str:
    deck = t(lang, "deck", word=e.deck)
    key = msgid("effect-gain-reward-asset") if e.as_asset else msgid("effect-gain-reward")
    return t(lang, key, deck=deck)


def _foe_bonus(e: Any, lang: Lang) -> str:
    """One bonus to the Foe, without its subject: `effects_text` gives a run of them one."""
    attribute = t(lang, "attribute", word=e.attribute)
    return t(lang, "effect-foe-bonus", attribute=attribute, signed=_signed(e.amount))


GRANT: dict[str, str] = {
    "discover_anywhere": msgid("grant-discover-anywhere"),
    "diagonal_move": msgid("grant-diagonal-move"),
    "trade_here": msgid("grant-trade-here"),
}

EFFECT: dict[str, Callable[[Any, Lang], str]] = {
    "attribute_bonus": _bonus,
    "extra_dice": lambda e, lang: t(lang, "effect-extra-dice", amount=e.amount),
    "substitute_attribute": lambda e, lang: t(
        lang,
        "effect-substitute-attribute",
        use=t(lang, "attribute", word=e.use),
        instead=t(lang, "attribute-next", word=e.instead_of),
    ),
    "auto_evade": lambda e, lang: t(lang, "effect-auto-evade"),
    "no_counterattack": lambda e, lang: t(lang, "effect-no-counterattack"),
    "forbid_action": lambda e, lang: t(
        lang, "effect-forbid-action", action=t(lang, "action", word=e.action)
    ),
    "foe_bonus": _foe_bonus,
    "reroll": _reroll,
    "faces_succeed": lambda e, lang: t(
        lang, "effect-faces-succeed", faces=_faces(lang, e.faces)
    ),
    "double_face": lambda e, lang: t(lang, "effect-double-face", face=e.face),
    "extra_successes": lambda e, lang: t(lang, "effect-extra-successes", amount=e.amount),
    "prevent_hp_loss": lambda e, lang: t(lang, "effect-prevent-hp-loss", amount=e.amount),
    "gain_gold": lambda e, lang: _act(lang, msgid("effect-gain-gold"), e, amount=e.amount),
    "lose_gold": lambda e, lang: _act(lang, msgid("effect-lose-gold"), e, amount=e.amount),
    "heal": lambda e, lang: _act(lang, msgid("effect-heal"), e, amount=e.amount),
    "lose_hp": lambda e, lang: _act(lang, msgid("effect-lose-hp"), e, amount=e.amount),
    "gain_ap": _gain_ap,
    "gain_fate": lambda e, lang: t(lang, "effect-gain-fate", amount=e.amount),
    "lose_fate": lambda e, lang: _act(lang, msgid("effect-lose-fate"), e, amount=e.amount),
    "become_hidden": lambda e, lang: t(lang, "effect-become-hidden"),
    "lose_hidden": lambda e, lang: _act(lang, msgid("effect-lose-hidden"), e),
    "gain_reward": _gain_reward,
    "gain_loot": lambda e, lang: t(lang, "effect-gain-loot", count=e.count),
    "discard_rumour": lambda e, lang: _act(lang, msgid("effect-discard-rumour"), e),
    "place_obstacle": lambda e, lang: t(lang, "effect-place-obstacle", count=e.count),
    "remove_obstacle": lambda e, lang: t(lang, "effect-remove-obstacle"),
    "ready_card": lambda e, lang: t(
        lang, "effect-ready-card", type=t(lang, "reward-type", word=e.reward_type)
    ),
    "peek_encounter": lambda e, lang: t(lang, "effect-peek-encounter"),
    "defeat_encounter": lambda e, lang: t(
        lang, "effect-defeat-encounter", type=t(lang, "a-type", word=e.subtype)
    ),
    "spawn_encounter": lambda e, lang: t(
        lang,
        "effect-spawn-encounter",
        terrain=e.terrain,
        type=t(lang, "a-type", word=e.encounter_type),
    ),
    "grant": lambda e, lang: t(lang, GRANT[e.permission]),
    "send_to_city": lambda e, lang: _act(lang, msgid("effect-send-to-city"), e),
}


def _path(*parts: str) -> str:
    """A field path inside a card: 'effects.0', or 'event.on_failure.1'."""
    return ".".join(p for p in parts if p)


def _phrase(
    table: dict[str, Callable[[Any, Lang], str]], item: Any, field: str, lang: Lang
) -> str:
    try:
        words = table[item.kind]
    except KeyError:
        raise Unwordable(field, f"'{item.kind}' has no phrase in the card renderer") from None
    try:
        return words(item, lang)
    except Unwordable as exc:
        raise Unwordable(_path(field, exc.field), exc.problem) from exc


def conditions_text(
    conditions: Sequence[Condition], field: str = "conditions", lang: Lang = "en"
) -> list[str]:
    return [_phrase(CONDITION, c, _path(field, str(i)), lang) for i, c in enumerate(conditions)]


def costs_text(costs: Sequence[Cost], field: str = "costs", lang: Lang = "en") -> list[str]:
    return [_phrase(COST, c, _path(field, str(i)), lang) for i, c in enumerate(costs)]


def effects_text(effects: Sequence[Effect], field: str = "effects", lang: Lang = "en") -> str:
    """The effects in order, as one clause ('gain 1 Gold and lose 1 HP')."""
    if not effects:
        raise Unwordable(field, "there is no effect to put into words")
    said: list[str] = []
    foe_bonuses: list[str] = []
    for i, e in enumerate(effects):
        phrase = _phrase(EFFECT, e, _path(field, str(i)), lang)
        if e.kind == "foe_bonus":
            foe_bonuses.append(phrase)
            continue
        if foe_bonuses:
            said.append(t(lang, "effect-foe-gets", bonuses=_and(lang, foe_bonuses)))
            foe_bonuses = []
        said.append(phrase)
    # "the Foe gets Fight +1 and Health +1": one subject for a run of Foe bonuses.
    if foe_bonuses:
        said.append(t(lang, "effect-foe-gets", bonuses=_and(lang, foe_bonuses)))
    return _and(lang, said)


def capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def sentence(words: str) -> str:
    return capital(words) + "."


def limit_text(ability: Ability, lang: Lang = "en") -> str:
    """' (once per Day)', or '' for an ability without a limit."""
    if ability.limit is None:
        return ""
    return f" ({t(lang, 'limit', uses=ability.max_uses, per=ability.limit)})"


def ability_text(ability: Ability, field: str = "", lang: Lang = "en") -> str:
    """The ability in words, as one sentence: when, on what condition, at what cost, what."""
    conditions = conditions_text(ability.conditions, _path(field, "conditions"), lang)
    head = ", ".join(w for w in (when_text(ability, lang), *conditions) if w)
    costs = _and(lang, costs_text(ability.costs, _path(field, "costs"), lang))
    if ability.effects:
        what = effects_text(ability.effects, _path(field, "effects"), lang)
    elif costs:
        # An activated ability whose whole point is its cost (it pays for something else).
        what, costs = costs, ""
    else:
        raise Unwordable(_path(field, "effects"), "the ability neither costs nor does anything")
    lead = ", ".join(w for w in (head, costs) if w)
    team = t(lang, "ability-for-team") if ability.for_team else ""
    said = t(lang, "lead", lead=lead, what=what) if lead else what
    return capital(said) + team + limit_text(ability, lang) + "."


def event_text(event: EventSpec, field: str = "", lang: Lang = "en") -> str:
    """An Event: what happens, then its test and what success and failure do (R-ABIL-2)."""
    parts = []
    if event.effects:
        parts.append(sentence(effects_text(event.effects, _path(field, "effects"), lang)))
    if event.test is not None:
        attribute = t(lang, "attribute-next", word=event.test.attribute)
        parts.append(t(lang, "event-test", attribute=attribute, value=event.test.value))
        if event.on_success:
            effects = effects_text(event.on_success, _path(field, "on_success"), lang)
            parts.append(sentence(t(lang, "event-on-success", effects=effects)))
        if event.on_failure:
            effects = effects_text(event.on_failure, _path(field, "on_failure"), lang)
            parts.append(sentence(t(lang, "event-on-failure", effects=effects)))
    if event.spares_hidden:
        parts.append(t(lang, "event-spares-hidden"))
    if not parts:
        raise Unwordable(field, "an Event with neither a test nor an effect says nothing")
    return " ".join(parts)


def trophy_text(trophy: Trophy, field: str = "", lang: Lang = "en") -> str:
    forced = _yes(trophy.forced)
    kind = (
        t(lang, "trophy-with", forced=forced,
          attribute=t(lang, "attribute-next", word=trophy.attribute))
        if trophy.attribute
        else t(lang, "trophy", forced=forced)
    )
    what = effects_text(trophy.effects, _path(field, "effects"), lang)
    return t(lang, "lead", lead=kind, what=what) + "."


def revealed_text(effects: Sequence[Effect], field: str = "", lang: Lang = "en") -> str:
    """What happens when the card is revealed (R-ABIL-1)."""
    return sentence(effects_text(effects, field, lang))


def night_text(effects: Sequence[Effect], field: str = "", lang: Lang = "en") -> str:
    """What an Ancient or a Plot does at Night (C-5, C-6): it strikes the heroes of the
    Region it lies in, which no hero is using it from."""
    said = effects_text(effects, field, lang)
    return sentence(said.replace(t(lang, "night-your-region"), t(lang, "night-its-region")))


REQUIREMENT: dict[str, Callable[[Any, Lang], str]] = {
    "test": lambda r, lang: t(
        lang,
        "requirement-test",
        attribute=t(lang, "attribute-first", word=r.attribute),
        value=r.value,
    ),
    "pay_gold": lambda r, lang: t(lang, "cost-pay-gold", amount=r.amount),
    "exhaust_talents": lambda r, lang: t(lang, "requirement-exhaust-talents", count=r.count),
    "discard_keyword": lambda r, lang: t(
        lang, "requirement-discard-keyword", keyword=_keyword(lang, r.keyword)
    ),
}


def requirement_text(need: PlotRequirement, field: str = "", lang: Lang = "en") -> str:
    """A Plot's To Defeat requirement (R-ACT-CLEAR-2)."""
    return sentence(_phrase(REQUIREMENT, need, field, lang))
