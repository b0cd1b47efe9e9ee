"""The fixed words of the game: attributes, terrains, card types and their unique keywords.

These are rules facts (RULES.md §3), not content: a content pack may add free keywords,
but it cannot invent a new attribute or terrain.
"""

from typing import Literal, get_args

Attribute = Literal["fight", "study", "sneak", "influence"]
ATTRIBUTES: tuple[Attribute, ...] = get_args(Attribute)

Terrain = Literal["plains", "forests", "wastes", "mountains"]
TERRAINS: tuple[Terrain, ...] = get_args(Terrain)

EncounterType = Literal["stranger", "place", "quest", "enemy"]
ENCOUNTER_TYPES: tuple[EncounterType, ...] = get_args(EncounterType)

EncounterSubtype = Literal[
    "neutral", "noble", "villain",
    "dwelling", "dungeon", "haven",
    "assist", "destroy", "seek",
    "demon", "humanoid", "undead",
]
SUBTYPES_BY_TYPE: dict[EncounterType, tuple[EncounterSubtype, ...]] = {
    "stranger": ("neutral", "noble", "villain"),
    "place": ("dwelling", "dungeon", "haven"),
    "quest": ("assist", "destroy", "seek"),
    "enemy": ("demon", "humanoid", "undead"),
}

RewardType = Literal["ally", "item", "spell", "title"]
REWARD_TYPES: tuple[RewardType, ...] = get_args(RewardType)

# A Totem put into play as an Asset (R-SAGA-6) is referred to as `totem:<saga id>`: a colon
# never occurs in card ids, so it cannot clash with one.
TOTEM_PREFIX = "totem:"

TalentType = Literal["arcane", "martial", "pious", "shadow"]
TALENT_TYPES: tuple[TalentType, ...] = get_args(TalentType)

# The cards number a Talent's level and a Saga's Chapters in Roman numerals, I to IV
# (R-TALENT-1, R-SAGA-1); the state keeps the integer.
ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV"}

# R-KW-2 / §3.7: every Reward card carries exactly one of its type's unique keywords.
UNIQUE_KEYWORDS: dict[RewardType, tuple[str, ...]] = {
    "ally": ("arcane", "martial", "pious", "shadow"),
    "item": ("weapon", "armour", "potion", "jewel"),
    "spell": ("combat", "healing", "aid", "kinetic"),
    "title": ("order", "rank", "reputation", "mount"),
}

# R-RWD-5: the usual Reward deck per Encounter type (fallback when a card prints no icon).
REWARD_DECK_BY_TYPE: dict[EncounterType, RewardType] = {
    "enemy": "item",
    "place": "title",
    "quest": "spell",
    "stranger": "ally",
}

# The attribute a type is usually tested with (§3.6): used to suggest, never to force,
# except Influence against Strangers (R-STR-2).
USUAL_ATTRIBUTE: dict[EncounterType, Attribute] = {
    "stranger": "influence",
    "place": "sneak",
    "quest": "study",
    "enemy": "fight",
}

NightType = Literal["weather", "event", "stranger", "place", "quest", "enemy"]

ActionKind = Literal[
    "move", "clear", "search", "hide", "confront", "rest", "discover", "trade", "feat"
]
ACTION_KINDS: tuple[ActionKind, ...] = get_args(ActionKind)
