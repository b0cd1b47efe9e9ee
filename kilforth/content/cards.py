"""Pydantic models of every card family (RULES.md §2.1). Ids are stable kebab-case;
names are display text. Validation here is per card; cross-references between cards
are checked by the pack loader."""

from typing import Literal

from pydantic import Field, model_validator

from kilforth.content.effects import (
    ASSET_TRIGGERS,
    EFFECT_KINDS,
    HERO_TRIGGERS,
    IMMEDIATE_KINDS,
    NIGHT_KINDS,
    NIGHT_TARGETS,
    Ability,
    Effect,
    EventSpec,
    PlotRequirement,
    Strict,
    Trophy,
    foe_targets,
)
from kilforth.content.vocabulary import (
    SUBTYPES_BY_TYPE,
    UNIQUE_KEYWORDS,
    Attribute,
    EncounterSubtype,
    EncounterType,
    NightType,
    RewardType,
    TalentType,
    Terrain,
)

Id = Field(pattern=r"^[a-z0-9]+(-[a-z0-9]+)*$", min_length=1, max_length=60)
Name = Field(min_length=1, max_length=80)
Keyword = str
Bonuses = dict[Attribute, int]
# A Foe's bonus is read from the world and the Ancient, never from a hero's own cards.
HERO_CARD_EFFECTS = EFFECT_KINDS - {"foe_bonus"}
WORLD_TIMINGS = frozenset({"passive", "trigger"})


def _abilities_fit(
    field: str,
    abilities: list[Ability],
    *,
    triggers: frozenset[str],
    timings: frozenset[str] | None = None,
    effects: frozenset[str] | None = None,
) -> None:
    """Refuse an ability the engine would never read on this kind of card, so no card carries
    an ability that silently does nothing."""
    for i, a in enumerate(abilities):
        if timings is not None and a.timing not in timings:
            raise ValueError(f"{field}.{i}.timing: timing '{a.timing}' is never used here; use one of {sorted(timings)}")
        if a.trigger is not None and a.trigger not in triggers:
            raise ValueError(f"{field}.{i}.trigger: '{a.trigger}' never fires for this card; use one of {sorted(triggers)}")
        wrong = sorted({e.kind for e in a.effects} - (effects if effects is not None else HERO_CARD_EFFECTS))
        if wrong:
            raise ValueError(f"{field}.{i}.effects: {wrong} have no effect on this card")


def _night_fits(effects: list[Effect]) -> None:
    """Refuse a Night effect the Night phase cannot resolve without a hero using it."""
    for i, e in enumerate(effects):
        if e.kind not in NIGHT_KINDS:
            raise ValueError(f"night.{i}: '{e.kind}' cannot happen at Night; use one of {sorted(NIGHT_KINDS)}")
        target = getattr(e, "target", None)
        if target is not None and target not in NIGHT_TARGETS:
            raise ValueError(f"night.{i}.target: a Night effect strikes {sorted(NIGHT_TARGETS)}, not '{target}'")


class Card(Strict):
    id: str = Id
    name: str = Name
    flavour: str = Field(default="", max_length=300)


class Race(Card):
    """R-COMP-8, §3.2. Base attribute values, maximum Health and starting Gold."""

    attributes: dict[Attribute, int]
    max_hp: int = Field(default=4, ge=1)
    gold: int = Field(default=1, ge=0)
    keywords: list[Keyword] = []
    abilities: list[Ability] = []

    @model_validator(mode="after")
    def _four_attributes(self) -> "Race":
        if set(self.attributes) != {"fight", "study", "sneak", "influence"}:
            raise ValueError("attributes: a Race gives a value for each of fight, study, sneak, influence")
        _abilities_fit("abilities", self.abilities, triggers=HERO_TRIGGERS)
        return self


class HeroClass(Card):
    """R-COMP-9, §3.3. Bonuses, talent type(s) (AMB-6: a list), ability."""

    bonuses: Bonuses = {}
    talent_types: list[TalentType] = Field(min_length=1)
    keywords: list[Keyword] = []
    abilities: list[Ability] = []

    @model_validator(mode="after")
    def _fit(self) -> "HeroClass":
        _abilities_fit("abilities", self.abilities, triggers=HERO_TRIGGERS)
        return self


class Talent(Card):
    """R-COMP-10, §3.4. Its talent type counts as one of its keywords (R-KW-1)."""

    type: TalentType
    line: Literal["a", "b"]
    level: int = Field(ge=1, le=4)
    keywords: list[Keyword] = []
    abilities: list[Ability] = Field(min_length=1)

    @model_validator(mode="after")
    def _fit(self) -> "Talent":
        _abilities_fit("abilities", self.abilities, triggers=HERO_TRIGGERS)
        return self


class Region(Card):
    """R-COMP-7. The City has no terrain (R-CITY-1)."""

    # Defaults to None because TOML cannot write a null: the City simply omits the field.
    terrain: Terrain | None = None
    city: bool = False
    shortcut: str | None = None
    gloom_damage: int = Field(default=1, ge=0)
    abilities: list[Ability] = []
    gloom_abilities: list[Ability] = []

    @model_validator(mode="after")
    def _city(self) -> "Region":
        if self.city != (self.terrain is None):
            raise ValueError("terrain: exactly the City has no terrain")
        # The face-up side acts on the heroes there like a Weather card (R-COMP-7).
        for field in ("abilities", "gloom_abilities"):
            _abilities_fit(field, getattr(self, field), triggers=HERO_TRIGGERS, timings=WORLD_TIMINGS,
                           effects=EFFECT_KINDS)
        return self


class EncounterFace(Strict):
    """What an Encounter prints (R-COMP-6); shared by Encounter cards and Night cards of
    an Encounter type (R-COMP-12)."""

    type: EncounterType
    subtype: EncounterSubtype
    keywords: list[Keyword] = []
    values: dict[Attribute, int] = {}
    skull_values: dict[Attribute, int] = {}
    health: int | None = Field(default=None, ge=1)
    gold: int = Field(default=0, ge=0)
    reward_icon: RewardType | None = None
    revealed: list[Effect] = []
    event: EventSpec | None = None
    map_abilities: list[Ability] = []
    trophies: list[Trophy] = []
    weakness: list[Keyword] = []

    @model_validator(mode="after")
    def _face(self) -> "EncounterFace":
        if self.subtype not in SUBTYPES_BY_TYPE[self.type]:
            raise ValueError(f"subtype: subtype '{self.subtype}' is not a {self.type} subtype")
        for v in [*self.values.values(), *self.skull_values.values()]:
            if v < 1:
                raise ValueError("values: attribute values are at least 1")
        if self.event is None:
            if not self.values:
                raise ValueError("values: an Encounter that is not an Event needs attribute values")
            if self.type == "enemy" and "fight" not in self.values:
                raise ValueError("values: an Enemy needs a fight value")
            if self.type in ("enemy", "stranger") and self.health is None:
                raise ValueError("health: Enemies and Strangers need health (R-COMP-6)")
            if self.type == "stranger":
                if "influence" not in self.values:
                    raise ValueError("values: a Stranger needs an influence value (R-STR-2)")
                if "fight" not in self.skull_values:
                    raise ValueError("skull_values: a Stranger needs a skull fight value for when it turns hostile")
        for e in self.revealed:
            if e.kind not in IMMEDIATE_KINDS:
                raise ValueError(f"revealed: effect '{e.kind}' cannot be Revealed")
        if foe_targets(self.revealed):
            raise ValueError("revealed: a Revealed ability has no Foe to target (R-ABIL-1)")
        for a in self.map_abilities:
            if a.timing != "passive":
                raise ValueError("map_abilities: Map abilities of an Encounter are passive modifiers")
            # R-ABIL-3: read only in an interaction with this card, never for a whole Action.
            if any(e.kind == "forbid_action" for e in a.effects):
                raise ValueError("map_abilities: a Map ability cannot forbid an Action; a Region or Weather can")
        return self

    @property
    def is_event(self) -> bool:
        return self.event is not None


class Encounter(Card, EncounterFace):
    """An Encounter deck card (R-COMP-6); its terrain names its deck (R-SETUP-8)."""

    terrain: Terrain


class Reward(Card):
    """R-COMP-5: a Reward card; `unique` is its one unique keyword (R-KW-2)."""

    type: RewardType
    region: str = Id
    gold: int = Field(ge=0)
    unique: Keyword
    keywords: list[Keyword] = []
    bonuses: Bonuses = {}
    study_lock: int | None = Field(default=None, ge=1)
    abilities: list[Ability] = []

    @model_validator(mode="after")
    def _reward(self) -> "Reward":
        if self.unique not in UNIQUE_KEYWORDS[self.type]:
            raise ValueError(
                f"unique: unique keyword '{self.unique}' is not one of the {self.type} unique keywords "
                f"{list(UNIQUE_KEYWORDS[self.type])}"
            )
        others = set(UNIQUE_KEYWORDS[self.type]) & set(self.keywords)
        if others:
            raise ValueError(f"keywords: a Reward has exactly one unique keyword; also lists {sorted(others)}")
        if self.study_lock is not None and self.type != "spell":
            raise ValueError("study_lock: only Spells have a Study lock (padlock)")
        _abilities_fit("abilities", self.abilities, triggers=ASSET_TRIGGERS)
        return self


class NightCard(Card):
    """R-COMP-12: names the Region that falls into Gloom; resolves by type."""

    region: str = Id
    type: NightType
    weather: list[Ability] = []
    event: EventSpec | None = None
    encounter: EncounterFace | None = None

    @model_validator(mode="after")
    def _by_type(self) -> "NightCard":
        if self.type == "weather":
            if not self.weather or self.event or self.encounter:
                raise ValueError("weather: a Weather card has weather abilities and nothing else")
            for a in self.weather:
                if a.timing not in WORLD_TIMINGS:
                    raise ValueError("weather: Weather abilities are passive or triggered")
            _abilities_fit("weather", self.weather, triggers=HERO_TRIGGERS, effects=EFFECT_KINDS)
        elif self.type == "event":
            if self.event is None or self.weather or self.encounter:
                raise ValueError("event: an Event Night card has an event and nothing else")
        else:
            if self.encounter is None or self.weather or self.event:
                raise ValueError("encounter: an Encounter-type Night card has encounter data and nothing else")
            if self.encounter.type != self.type:
                raise ValueError("encounter.type: the encounter data's type must match the card's type")
            if self.encounter.is_event:
                raise ValueError("encounter.event: an Encounter-type Night card is placed, so it is not an Event")
        return self


class Capability(Card):
    """An Ancient Ability card (R-COMP-13). Passive abilities strengthen the Ancient in an
    Assault; an `after_assault` trigger with a heal is the exception to R-GIFT-AS-6."""

    abilities: list[Ability] = Field(min_length=1)

    @model_validator(mode="after")
    def _read_by_the_assault(self) -> "Capability":
        for i, a in enumerate(self.abilities):
            kinds = {e.kind for e in a.effects}
            if a.timing == "passive" and kinds <= {"foe_bonus"}:
                continue
            if a.trigger == "after_assault" and kinds <= {"heal"} and len(foe_targets(a.effects)) == len(a.effects):
                continue
            raise ValueError(
                f"abilities.{i}: an Ancient's ability is a passive foe_bonus, or an after_assault "
                "trigger that heals the Foe (the Ancient); nothing else is read in an Assault"
            )
        return self


class Ancient(Card):
    """R-COMP-13: the reference card."""

    fight: int = Field(ge=1)
    health: int = Field(ge=1)
    # Health added for each hero beyond the second who started a Competitive game, where one
    # Ancient faces every rival and each Assault's damage stays (R-GIFT-AS-6): a card's number
    # for the player count, as the "1-2 players" keywords are (R-ACT-FEAT-6).
    rival_health: int = Field(0, ge=0)
    region: str = Id
    gold: int = Field(ge=0)
    plot_terrains: list[Terrain] = Field(min_length=1)
    capabilities: list[Capability] = Field(min_length=1)
    # C-5: what it does every Night once it has entered play, to its own Region's heroes.
    night: list[Effect] = []

    @model_validator(mode="after")
    def _night(self) -> "Ancient":
        _night_fits(self.night)
        return self


class Plot(Card):
    """R-COMP-14: placed by its Ancient at night, cleared through its To Defeat requirement."""

    ancient: str = Id
    keywords: list[Keyword] = []
    to_defeat: PlotRequirement
    terrain: Terrain
    ancient_abilities: list[Ability] = Field(min_length=1)
    loot: int = Field(default=1, ge=1)
    # C-6: what it does every Night while it lies on the Map, to its Region's heroes.
    night: list[Effect] = []

    @model_validator(mode="after")
    def _passive(self) -> "Plot":
        _night_fits(self.night)
        for a in self.ancient_abilities:
            if a.timing != "passive":
                raise ValueError("ancient_abilities: a Plot's Ancient ability is a passive modifier")
        _abilities_fit("ancient_abilities", self.ancient_abilities, triggers=frozenset(),
                       effects=frozenset({"foe_bonus"}))
        return self


class Chapter(Strict):
    """R-COMP-11: required keywords; `small_party_keywords` only with 1-2 starting heroes."""

    keywords: list[Keyword] = Field(min_length=1)
    small_party_keywords: list[Keyword] = []


class Finale(Strict):
    name: str = Name
    region: str = Id
    attribute: Attribute
    value: int = Field(ge=1)


class Totem(Strict):
    name: str = Name
    bonuses: Bonuses = {}
    keywords: list[Keyword] = []
    abilities: list[Ability] = []
    gold: int = Field(ge=0)

    @model_validator(mode="after")
    def _fit(self) -> "Totem":
        _abilities_fit("abilities", self.abilities, triggers=ASSET_TRIGGERS)
        return self


class Saga(Card):
    """R-COMP-11: four Chapters, a Finale and its Totem."""

    suggested_class: str | None = None
    first_game: bool = False
    chapters: list[Chapter] = Field(min_length=4, max_length=4)
    finale: Finale
    totem: Totem


class Loot(Card):
    """C-8: a Gold Loot (R-RWD-3) or a single-use token resolved with the Resolve Gift."""

    gold: int | None = Field(default=None, ge=1)
    abilities: list[Ability] = []

    @model_validator(mode="after")
    def _kind(self) -> "Loot":
        if (self.gold is None) == (not self.abilities):
            raise ValueError("gold: a Loot token is either Gold (gold) or an effect (a gift ability)")
        for a in self.abilities:
            if a.timing != "gift":
                raise ValueError("abilities: a Loot token's ability is a gift ability (R-RWD-3)")
        return self
