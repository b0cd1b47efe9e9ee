"""The typed effect vocabulary every card ability is written in (DESIGN.md §4).

An ability is *when* (timing, trigger, conditions), *what it costs* (costs, limit) and
*what it does* (effects). The engine implements each condition, cost and effect kind
exactly once; content only combines them. Nothing here is executable text.
"""

from functools import cached_property
from typing import Annotated, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, model_validator

from kilforth.content.vocabulary import (
    ActionKind,
    Attribute,
    EncounterSubtype,
    EncounterType,
    RewardType,
    Terrain,
)


class Strict(BaseModel):
    """Base of every content model: unknown fields are refused, loaded content is immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


# --------------------------------------------------------------------------- conditions

class TerrainIs(Strict):
    """The hero's current Region has one of these terrains ("city" for the City)."""

    kind: Literal["terrain"] = "terrain"
    terrains: list[Terrain | Literal["city"]] = Field(min_length=1)


class AgainstType(Strict):
    """The card being tested against (or fought) has one of these Encounter types."""

    kind: Literal["against_type"] = "against_type"
    types: list[EncounterType | Literal["ancient"]] = Field(min_length=1)


class AgainstSubtype(Strict):
    kind: Literal["against_subtype"] = "against_subtype"
    subtypes: list[EncounterSubtype] = Field(min_length=1)


class AgainstKeyword(Strict):
    kind: Literal["against_keyword"] = "against_keyword"
    keywords: list[str] = Field(min_length=1)


class InCombat(Strict):
    """The test is a Fight test in a Battle round (R-ENG-BAT-3)."""

    kind: Literal["in_combat"] = "in_combat"


class TestAttribute(Strict):
    """The test uses one of these attributes."""

    kind: Literal["test_attribute"] = "test_attribute"
    attributes: list[Attribute] = Field(min_length=1)


class HasSurprise(Strict):
    kind: Literal["has_surprise"] = "has_surprise"


class IsHidden(Strict):
    kind: Literal["hidden"] = "hidden"
    hidden: bool = True


class SelfExhausted(Strict):
    """The card carrying the ability is exhausted (Werewolf: card text overrides R-PRQ-7)."""

    kind: Literal["self_exhausted"] = "self_exhausted"


class RegionInGloom(Strict):
    kind: Literal["region_gloom"] = "region_gloom"
    gloom: bool = True


Condition = Annotated[
    TerrainIs | AgainstType | AgainstSubtype | AgainstKeyword | InCombat | TestAttribute
    | HasSurprise | IsHidden | SelfExhausted | RegionInGloom,
    Field(discriminator="kind"),
]


# --------------------------------------------------------------------------- costs

class ExhaustSelf(Strict):
    """R-PRQ-7: the card must be ready and is exhausted."""

    kind: Literal["exhaust"] = "exhaust"


class SacrificeSelf(Strict):
    """R-PRQ-6: the Asset is removed from play and discarded (ready or exhausted)."""

    kind: Literal["sacrifice"] = "sacrifice"


class PayGold(Strict):
    kind: Literal["pay_gold"] = "pay_gold"
    amount: int = Field(ge=1)


class SpendAp(Strict):
    kind: Literal["spend_ap"] = "spend_ap"
    amount: int = Field(ge=1)


class DiscardCard(Strict):
    """Discard a Rumour from hand or sacrifice an Asset of this Reward type (Dark Elf)."""

    kind: Literal["discard_card"] = "discard_card"
    reward_type: RewardType
    from_hand: bool = True
    from_play: bool = True


Cost = Annotated[
    ExhaustSelf | SacrificeSelf | PayGold | SpendAp | DiscardCard,
    Field(discriminator="kind"),
]


# --------------------------------------------------------------------------- effects

Target = Literal["self", "foe", "heroes_here", "unhidden_heroes_here", "all_heroes"]


class AttributeBonus(Strict):
    """A modifier to an attribute. `per` scales it by the number of matching Assets;
    attribute "used" means whichever attribute the test uses (Orc, Half-Demon)."""

    kind: Literal["attribute_bonus"] = "attribute_bonus"
    attribute: Attribute | Literal["used"]
    amount: int
    per: RewardType | None = None


class ExtraDice(Strict):
    kind: Literal["extra_dice"] = "extra_dice"
    amount: int = Field(ge=1)


class SubstituteAttribute(Strict):
    """"Use X for Y tests": the hero may test Y with their X value (AMB-4: optional)."""

    kind: Literal["substitute_attribute"] = "substitute_attribute"
    use: Attribute
    instead_of: Attribute


class AutoEvade(Strict):
    """Evade the Foe without a test (Druid, R-ENG-EVA-6)."""

    kind: Literal["auto_evade"] = "auto_evade"


class NoCounterattack(Strict):
    """A Foe defeated this round deals no damage (Martial B IV, AMB-25)."""

    kind: Literal["no_counterattack"] = "no_counterattack"


class ForbidAction(Strict):
    kind: Literal["forbid_action"] = "forbid_action"
    action: ActionKind


class FoeBonus(Strict):
    """While in play: Foes (or the Ancient) matching the conditions gain this much."""

    kind: Literal["foe_bonus"] = "foe_bonus"
    attribute: Attribute | Literal["health"]
    amount: int


class Reroll(Strict):
    """Reroll dice showing these faces (all of them, or up to `count`)."""

    kind: Literal["reroll"] = "reroll"
    faces: list[int] = Field(min_length=1)
    count: int | None = None


class FacesSucceed(Strict):
    """Dice showing these faces also count as successes."""

    kind: Literal["faces_succeed"] = "faces_succeed"
    faces: list[int] = Field(min_length=1)


class DoubleFace(Strict):
    """Each die showing this face counts as two successes."""

    kind: Literal["double_face"] = "double_face"
    face: int = Field(ge=1, le=6)


class ExtraSuccesses(Strict):
    kind: Literal["extra_successes"] = "extra_successes"
    amount: int = Field(ge=1)


class PreventHpLoss(Strict):
    kind: Literal["prevent_hp_loss"] = "prevent_hp_loss"
    amount: int = Field(ge=1)


class GainGold(Strict):
    kind: Literal["gain_gold"] = "gain_gold"
    amount: int = Field(ge=1)
    target: Target = "self"


class LoseGold(Strict):
    kind: Literal["lose_gold"] = "lose_gold"
    amount: int = Field(ge=1)
    target: Target = "self"


class Heal(Strict):
    kind: Literal["heal"] = "heal"
    amount: int = Field(ge=1)
    target: Target = "self"


class LoseHp(Strict):
    kind: Literal["lose_hp"] = "lose_hp"
    amount: int = Field(ge=1)
    target: Target = "self"


class GainAp(Strict):
    """Gain AP; with `for_action` the AP may be spent only on that Action (Shaman, Scout)."""

    kind: Literal["gain_ap"] = "gain_ap"
    amount: int = Field(ge=1)
    for_action: ActionKind | None = None


class GainFate(Strict):
    kind: Literal["gain_fate"] = "gain_fate"
    amount: int = Field(ge=1)


class LoseFate(Strict):
    kind: Literal["lose_fate"] = "lose_fate"
    amount: int = Field(ge=1)
    target: Target = "self"


class BecomeHidden(Strict):
    kind: Literal["become_hidden"] = "become_hidden"


class LoseHidden(Strict):
    kind: Literal["lose_hidden"] = "lose_hidden"
    target: Target = "self"


class GainReward(Strict):
    """Draw the top card of a Reward deck into hand (R-REF-3) or straight into play."""

    kind: Literal["gain_reward"] = "gain_reward"
    deck: RewardType
    as_asset: bool = False


class GainLoot(Strict):
    kind: Literal["gain_loot"] = "gain_loot"
    count: int = Field(default=1, ge=1)


class DiscardRumour(Strict):
    """The target discards a Rumour of their choice (nothing if the hand is empty)."""

    kind: Literal["discard_rumour"] = "discard_rumour"
    target: Target = "self"


class PlaceObstacle(Strict):
    """An Obstacle token on the hero's Region, or on the Night card's Region."""

    kind: Literal["place_obstacle"] = "place_obstacle"
    count: int = Field(default=1, ge=1)


class RemoveObstacle(Strict):
    kind: Literal["remove_obstacle"] = "remove_obstacle"


class ReadyCard(Strict):
    """Ready one exhausted card of the hero's of this Reward type (Arcane A III)."""

    kind: Literal["ready_card"] = "ready_card"
    reward_type: RewardType


class PeekEncounter(Strict):
    """Look at the top card of an Encounter deck of the player's choice (Shadow B I)."""

    kind: Literal["peek_encounter"] = "peek_encounter"


class DefeatEncounter(Strict):
    """Defeat an Encounter of this subtype in the hero's Region, with its Rewards (Pious B IV)."""

    kind: Literal["defeat_encounter"] = "defeat_encounter"
    subtype: EncounterSubtype


class SpawnEncounter(Strict):
    """Draw from an Encounter deck until the first card of this type (R-OTH-3) and
    place it on the Region (the hero's, or the Night card's)."""

    kind: Literal["spawn_encounter"] = "spawn_encounter"
    terrain: Terrain | Literal["region"] = "region"
    encounter_type: EncounterType = "enemy"


class Grant(Strict):
    """A one-off permission for the hero's next matching Action this Day."""

    kind: Literal["grant"] = "grant"
    permission: Literal["discover_anywhere", "diagonal_move", "trade_here"]


class SendToCity(Strict):
    kind: Literal["send_to_city"] = "send_to_city"
    target: Target = "self"


Effect = Annotated[
    AttributeBonus | ExtraDice | SubstituteAttribute | AutoEvade | NoCounterattack
    | ForbidAction | FoeBonus | Reroll | FacesSucceed | DoubleFace | ExtraSuccesses
    | PreventHpLoss | GainGold | LoseGold | Heal | LoseHp | GainAp | GainFate | LoseFate
    | BecomeHidden | LoseHidden | GainReward | GainLoot | DiscardRumour | PlaceObstacle
    | RemoveObstacle | ReadyCard | PeekEncounter | DefeatEncounter | SpawnEncounter
    | Grant | SendToCity,
    Field(discriminator="kind"),
]

# Effects that are read while computing a test or a battle rather than executed once.
MODIFIER_KINDS = frozenset({
    "attribute_bonus", "extra_dice", "substitute_attribute", "auto_evade",
    "no_counterattack", "forbid_action", "foe_bonus",
})
# Effects applied to a roll at test step III or to its count (R-TEST-4, R-TEST-5).
ROLL_KINDS = frozenset({"reroll", "faces_succeed", "double_face", "extra_successes"})
# Effects applied when the hero would lose HP in a Battle.
DAMAGE_KINDS = frozenset({"prevent_hp_loss"})
# Effects that are executed once, in order.
IMMEDIATE_KINDS = frozenset({
    "gain_gold", "lose_gold", "heal", "lose_hp", "gain_ap", "gain_fate", "lose_fate",
    "become_hidden", "lose_hidden", "gain_reward", "gain_loot", "discard_rumour",
    "place_obstacle", "remove_obstacle", "ready_card", "peek_encounter",
    "defeat_encounter", "spawn_encounter", "grant", "send_to_city",
})
EFFECT_KINDS = MODIFIER_KINDS | ROLL_KINDS | DAMAGE_KINDS | IMMEDIATE_KINDS
# What an Ancient or a Plot does at Night (C-5, C-6). No hero uses it, so it strikes the
# heroes around it or its Region, never "you".
NIGHT_KINDS = frozenset({
    "lose_hp", "lose_gold", "lose_fate", "discard_rumour", "place_obstacle", "spawn_encounter",
})
NIGHT_TARGETS = frozenset({"heroes_here", "unhidden_heroes_here", "all_heroes"})

# --------------------------------------------------------------------------- abilities

Timing = Literal[
    "passive",    # always on while the card is in play (bonuses need the card ready, R-PRQ-7)
    "trigger",    # "If X, do Y" (R-PRQ-1): fires on `trigger`
    "activated",  # a Hero ability the player uses on their turn with the `use` command
    "gift",       # used through the Resolve Gift (R-ABIL-4, R-GIFT-RES)
    "boost",      # offered at step I of a matching test, before the roll (paid extra dice)
    "roll",       # offered at step III of a matching test (rerolls, faces) or to its count
    "damage",     # offered when the hero would lose HP in a Battle
]

Trigger = Literal[
    "break_camp",        # R-DAY-1
    "make_camp",         # the hero makes camp (Dwarf's "end of the Day", AMB-4)
    "enter_region",      # R-ACT-MOVE-3
    "engagement_start",  # before Surprise (War Mage, Shadow B II)
    "defeat_foe",        # the hero defeats a Foe in Battle (Vampire)
    "defeat_enemy",      # the hero defeats an Enemy-type Encounter by any means (Soldier)
    "dawn",              # R-NIGHT-DAWN
    "enter_play",        # R-PRQ-4
    "leave_play",        # R-PRQ-5
    "after_assault",     # an Assault ends with the Ancient alive (R-GIFT-AS-6)
]

LimitScope = Literal["day", "game", "battle"]

TRIGGERS: tuple[Trigger, ...] = get_args(Trigger)
# Triggers the engine fires for a hero's Race, Class, Talents, the Weather and their Region;
# Enter/Leave Play fire only for Assets (R-PRQ-4/5) and `after_assault` only for an Ancient.
HERO_TRIGGERS = frozenset(TRIGGERS) - {"enter_play", "leave_play", "after_assault"}
ASSET_TRIGGERS = HERO_TRIGGERS | {"enter_play", "leave_play"}

# Conditions that read only the hero and their Region. An activated or gift ability, and most
# triggers, are checked outside any test, so a condition about a test or a Foe never holds there.
SITUATION_FREE = frozenset({"terrain", "hidden", "self_exhausted", "region_gloom"})
AGAINST = frozenset({"against_type", "against_subtype", "against_keyword"})
CONDITIONS_BY_TRIGGER: dict[str, frozenset[str]] = {
    "engagement_start": SITUATION_FREE | AGAINST,
    "defeat_foe": SITUATION_FREE | AGAINST | {"test_attribute"},
    "defeat_enemy": SITUATION_FREE | AGAINST | {"test_attribute"},
    "after_assault": SITUATION_FREE | AGAINST,
}
# Only these effects can act on the Foe, and only where there is one: at the start of an
# Engagement, or on the Ancient after an Assault (R-GIFT-AS-6).
FOE_EFFECTS = frozenset({"heal", "lose_hp"})
FOE_TRIGGERS = frozenset({"engagement_start", "after_assault"})


def foe_targets(effects: "list[Effect]") -> list[str]:
    """The kinds of the effects that target the Foe."""
    return [e.kind for e in effects if getattr(e, "target", None) == "foe"]


class Ability(Strict):
    """One ability of a card. Its words are generated from what it does
    (`kilforth.render.abilities`), so a card never says something else than it does."""

    id: str = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$")
    timing: Timing
    trigger: Trigger | None = None
    conditions: list[Condition] = []
    costs: list[Cost] = []
    effects: list[Effect] = []
    limit: LimitScope | None = None
    max_uses: int = Field(default=1, ge=1)
    # A roll ability its owner may also use on a team-mate's test in their Region (the
    # Bard, AMB-4); the owner pays its cost.
    for_team: bool = False

    @cached_property
    def effect_kinds(self) -> frozenset[str]:
        """The kinds of its effects: a lookup for one kind of modifier skips the abilities
        without it before it evaluates any condition."""
        return frozenset(e.kind for e in self.effects)

    @model_validator(mode="after")
    def _consistent(self) -> "Ability":
        if (self.timing == "trigger") != (self.trigger is not None):
            raise ValueError("trigger: a trigger is given exactly when timing is 'trigger'")
        kinds = {e.kind for e in self.effects}
        allowed = {
            "passive": MODIFIER_KINDS,
            "trigger": IMMEDIATE_KINDS,
            "activated": IMMEDIATE_KINDS,
            "gift": IMMEDIATE_KINDS,
            "boost": frozenset({"extra_dice"}),
            "roll": ROLL_KINDS,
            "damage": DAMAGE_KINDS,
        }[self.timing]
        wrong = sorted(kinds - allowed)
        if wrong:
            raise ValueError(f"effects: effects {wrong} cannot be used with timing '{self.timing}'")
        if self.timing in {"activated", "gift"} and not self.effects and not self.costs:
            raise ValueError("effects: an activated or gift ability needs a cost or an effect")
        if self.timing == "passive" and self.costs:
            raise ValueError("costs: a passive ability has no cost")
        if self.for_team and self.timing != "roll":
            raise ValueError("for_team: only a roll ability can help a team-mate's test")
        self._readable_conditions(kinds)
        foe = foe_targets(self.effects)
        if foe and (self.trigger not in FOE_TRIGGERS or set(foe) - FOE_EFFECTS):
            raise ValueError(
                f"effects: {sorted(set(foe))} target the Foe, which only heal or lose_hp can, and only "
                f"in an ability triggered by {sorted(FOE_TRIGGERS)}"
            )
        return self

    def _readable_conditions(self, kinds: set[str]) -> None:
        if self.timing in {"activated", "gift"} or (self.timing == "passive" and "forbid_action" in kinds):
            readable, where = SITUATION_FREE, "outside any test or Engagement, where this ability is checked"
        elif self.timing == "trigger":
            readable = CONDITIONS_BY_TRIGGER.get(self.trigger or "", SITUATION_FREE)
            where = f"when '{self.trigger}' fires"
        else:
            return
        unreadable = sorted({c.kind for c in self.conditions} - readable)
        if unreadable:
            raise ValueError(f"conditions: {unreadable} can never hold {where}; use only {sorted(readable)}")


# --------------------------------------------------------------------------- encounter parts

class TestSpec(Strict):
    """"TEST [Attribute X]" (R-TEST-8): succeeds on `value` or more successes."""

    attribute: Attribute
    value: int = Field(default=1, ge=1)


class EventSpec(Strict):
    """An Event (R-ABIL-2): resolved once by the active hero (the First Hero at night),
    then the card is discarded. Its test costs no AP and is attempted once."""

    test: TestSpec | None = None
    effects: list[Effect] = []
    on_success: list[Effect] = []
    on_failure: list[Effect] = []
    spares_hidden: bool = False

    @model_validator(mode="after")
    def _consistent(self) -> "EventSpec":
        for e in [*self.effects, *self.on_success, *self.on_failure]:
            if e.kind not in IMMEDIATE_KINDS:
                raise ValueError(f"effects: effect '{e.kind}' cannot be used in an Event")
        if foe_targets([*self.effects, *self.on_success, *self.on_failure]):
            raise ValueError("effects: an Event has no Foe to target (R-ABIL-2)")
        if self.test is None and (self.on_success or self.on_failure):
            raise ValueError("test: on_success/on_failure need a test")
        return self


class Trophy(Strict):
    """R-RWD-7: optional unless forced; with an attribute, only if the defeating test used it."""

    attribute: Attribute | None = None
    forced: bool = False
    effects: list[Effect] = Field(min_length=1)

    @model_validator(mode="after")
    def _immediate(self) -> "Trophy":
        for e in self.effects:
            if e.kind not in IMMEDIATE_KINDS:
                raise ValueError(f"effects: effect '{e.kind}' cannot be used in a Trophy")
        if foe_targets(self.effects):
            raise ValueError("effects: a Trophy is taken once its card is defeated, so it has no Foe to target")
        return self


class PlotTest(Strict):
    """To Defeat: pass a test (successes do not accumulate between Clear actions)."""

    kind: Literal["test"] = "test"
    attribute: Attribute
    value: int = Field(ge=1)


class PlotPay(Strict):
    kind: Literal["pay_gold"] = "pay_gold"
    amount: int = Field(ge=1)


class PlotExhaustTalents(Strict):
    kind: Literal["exhaust_talents"] = "exhaust_talents"
    count: int = Field(ge=1)


class PlotDiscardKeyword(Strict):
    """Discard a Rumour or sacrifice an Asset carrying this keyword."""

    kind: Literal["discard_keyword"] = "discard_keyword"
    keyword: str


PlotRequirement = Annotated[
    PlotTest | PlotPay | PlotExhaustTalents | PlotDiscardKeyword,
    Field(discriminator="kind"),
]
