"""The game state: one pydantic model, JSON round-trippable (DESIGN.md §3).

Cards are referred to by id. Decks are lists whose *last* element is the top card.
A Totem in play is referred to as `totem:<saga id>` (a colon never occurs in card ids).
"""

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, SerializerFunctionWrapHandler, model_serializer

from kilforth.built import Built
from kilforth.content.vocabulary import Attribute, RewardType
from kilforth.options import GameOptions
from kilforth.rng import RandomSource

SCHEMA_VERSION = 1

Phase = Literal["setup", "day", "night", "over"]


class SharedItems:
    """Field metadata: the items of this list or dict (the decks and discard piles, the
    Ancients) are shared by a state and its copies, and are replaced, never changed in
    place, by whatever changes one (`board.pile`, `ancients.state_of` in a command; a
    repair assigns a new value). A command changes few of them, and copying them all was a
    third of every copy of a four-hero game."""


Piles = Annotated[dict[str, list[str]], SharedItems()]


class Model(BaseModel):
    """Base of the state's models. Empty lists and dicts are defaults by `default_factory`:
    pydantic deep-copies a literal `[]` or `{}` default for every new instance, and some of
    these models are made on every command."""

    model_config = ConfigDict(extra="forbid", validate_assignment=False)

    # The fields an assignment may set: all of them, unless the model is frozen.
    _assignable: ClassVar[frozenset[str]] = frozenset()

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        cls._assignable = frozenset() if cls.model_config.get("frozen") else frozenset(cls.model_fields)

    def __setattr__(self, name: str, value: Any) -> None:
        # Rules assign fields many times in every command. pydantic's own assignment goes
        # through two calls and records the name in the fields set, which nothing here
        # reads; it still says what is wrong with an assignment to a frozen model or to a
        # name that is not a field.
        if name in self._assignable:
            self.__dict__[name] = value
        else:
            super().__setattr__(name, value)


class Evolving(Model):
    """A model that gained fields after games were stored: each one in `LATER` is written
    only while it differs from its default, so a state that does not use it keeps the JSON,
    and the hash, that the versions before it recorded."""

    LATER: ClassVar[tuple[str, ...]] = ()

    @model_serializer(mode="wrap")
    def _without_unused_later_fields(self, handler: SerializerFunctionWrapHandler) -> Any:
        data = handler(self)
        for name in self.LATER:
            if getattr(self, name) == type(self).model_fields[name].default:
                data.pop(name, None)
        return data


# The longest name a hero may be given.
HERO_NAME_AT_MOST = 64


class HeroSpec(Evolving):
    """What a player picks for a hero before setup (R-SETUP-2..4, R-SETUP-10)."""

    player: str = Field(min_length=1, max_length=64)
    name: str = Field(min_length=1, max_length=HERO_NAME_AT_MOST)
    race: str
    hero_class: str
    saga: str | None = None
    starting_deck: RewardType | None = None
    # The player named the Race or Class by its feminine form ("sorcière"): the seat says
    # them so, in a language that has one.
    feminine: bool = False

    LATER: ClassVar[tuple[str, ...]] = ("feminine",)


class Preferences(Evolving):
    """Standing answers that spare prompts whose answer a player always gives. Immutable, so
    copies of the state share it; changing one replaces it."""

    model_config = ConfigDict(frozen=True)

    fight_to_the_end: bool = False
    loot: Literal["ask", "gold", "token"] = "ask"
    rumour: Literal["ask", "keep", "draw"] = "ask"
    # "ask": whenever one more success changes the outcome; "to_complete": only when it can
    # complete the Test or avert its failure's consequence (R-TEST-6).
    fate: Literal["ask", "to_complete", "never"] = "ask"
    camp_without_ap: bool = False  # camp at once on a turn that starts at 0 AP, Gifts or not
    skip_gift_windows: bool = False  # no pause for Gifts before an Engagement or between rounds

    LATER: ClassVar[tuple[str, ...]] = ("skip_gift_windows",)


class Accumulated(Model):
    """R-SUCC-1/2: successes a hero holds against one Encounter, and the locked attribute.
    Immutable, so copies of the state share it; more successes replace it."""

    model_config = ConfigDict(frozen=True)

    attribute: Attribute
    count: int = 0


class HeroState(Evolving):
    id: str
    player: str
    name: str
    race: str
    hero_class: str
    saga: str
    max_hp: int
    hp: int
    ap: int
    ap_gained_today: int = 0
    bonus_ap: dict[str, int] = Field(default_factory=dict)
    fate: int = 4
    gold: int
    region: str
    hidden: bool = False
    defeated: bool = False
    removed: bool = False
    camped: bool = False
    chapter: int = 1  # 1..4 Chapters, 5 = Finale face up, 6 = Saga complete
    talents: list[str] = Field(default_factory=list)
    rumours: list[str] = Field(default_factory=list)
    assets: list[str] = Field(default_factory=list)
    loot: list[str] = Field(default_factory=list)
    exhausted: list[str] = Field(default_factory=list)
    fate_used_today: bool = False
    chapter_done_today: bool = False
    feat_done_today: bool = False
    successes: dict[str, Accumulated] = Field(default_factory=dict)
    locked_today: dict[str, Attribute] = Field(default_factory=dict)
    finale_successes: int = 0
    evaded: list[str] = Field(default_factory=list)
    grants: list[str] = Field(default_factory=list)
    uses: dict[str, int] = Field(default_factory=dict)
    prefs: Preferences = Preferences()
    # Her player named her Race or Class by its feminine form (`HeroSpec.feminine`): her
    # sheet and records say them so, whatever name she was given.
    feminine: bool = False

    LATER: ClassVar[tuple[str, ...]] = ("feminine",)

    @property
    def in_play(self) -> bool:
        return not self.removed


class RegionState(Model):
    """A Region's state is an immutable value, shared by every game state it has not changed
    in, so copying a state for a command copies no Region: an edit replaces the value
    (`board.update_region`)."""

    model_config = ConfigDict(frozen=True)

    gloom: bool = False
    encounters: tuple[str, ...] = ()
    obstacles: int = 0
    plots: tuple[str, ...] = ()


class AncientState(Model):
    id: str
    hp: int
    capabilities: list[str]
    on_map: bool = False
    defeated: bool = False
    plots: list[str] = Field(default_factory=list)


class TurnState(Built, Evolving):
    """The active hero's turn (R-TURN): which step it is in and what happened in it."""

    hero: str
    acted: bool = False
    drawn: list[str] = Field(default_factory=list)
    made_hostile: list[str] = Field(default_factory=list)
    # The Foe of the Battle under way, which a Gift made between its rounds cannot leave for
    # another Battle (an Assault) nor change the sides of (a Team Up).
    fighting: str | None = None

    LATER: ClassVar[tuple[str, ...]] = ("fighting",)


class CardArg(Built, Model):
    """A card given to a message: said by its name in the reader's language."""

    card: str


class AbilityArg(Built, Model):
    """One of a card's printed abilities given to a message: said in words."""

    card: str
    ability: str


class TrophyArg(Built, Model):
    """One of an Encounter's Trophies (by its place on the card) given to a message."""

    card: str
    trophy: int


class KeywordArg(Built, Model):
    """A keyword given to a message: the English says its id, another language its word."""

    keyword: str


class Words(Built, Model):
    """A message of the catalogues (`kilforth/i18n`) and its arguments: what the state keeps
    of a text a person reads, so that each reader has it said in their own language
    (`kilforth.render.prompts`)."""

    key: str
    args: dict[str, "Arg"] = Field(default_factory=dict)


# A list is said item by item, joined by commas.
Item = int | str | CardArg | AbilityArg | TrophyArg | KeywordArg | Words
Arg = Item | list[Item]
Words.model_rebuild()


def words(key: str, **args: Arg) -> Words:
    return Words(key=key, args=args)


class Option(Built, Model):
    """An answer. A card answer (`card`) is labelled with the card's name and detailed with
    what the card is and does, after its `zone` (an `asset` or a `rumour`) when it has one,
    unless `label` or `detail` says otherwise. A `label` or `detail` that is a plain string
    was stored, in English, by a version before the catalogues."""

    id: str
    label: Words | str = ""
    detail: Words | str = ""
    card: str = ""
    zone: str = ""


class Prompt(Built, Model):
    """A choice the engine waits for (DESIGN.md §3). `id` changes with every prompt, so a
    stale answer is refused. A `text` that is a plain string was stored, in English, by a
    version before the catalogues."""

    id: str
    hero: str
    player: str
    kind: str
    text: Words | str
    options: list[Option]
    allows_gifts: bool = False


class Pending(Built, Model):
    """A command paused on a prompt. The engine resolves a command by replaying it from
    `base` with the answers given so far; the dice replay identically because the random
    source is part of `base`."""

    base: "GameState"
    command: dict[str, Any]
    answers: list[dict[str, Any]] = Field(default_factory=list)
    emitted: int = 0
    prompt: Prompt


EndCause = Literal["time", "ancient", "no_heroes"]


class GameResult(Model):
    outcome: Literal["won", "lost", "finished"]
    winners: list[str] = Field(default_factory=list)
    vp: dict[str, int] = Field(default_factory=dict)
    team_vp: int | None = None
    days: int
    ancients_defeated: list[str] = Field(default_factory=list)
    # Why the game ended, which `kilforth.render.results` says in the reader's language; the
    # hero who felled the last Ancient. Games ended before these existed kept an English
    # `reason` instead.
    cause: EndCause | None = None
    slayer: str | None = None
    reason: str = ""


class GameState(Model):
    schema_version: int = SCHEMA_VERSION
    pack: str = "base"
    options: GameOptions
    seed: int
    rng: RandomSource
    seq: int = 0
    phase: Phase = "setup"
    day: int = 1
    grid: tuple[str, ...]  # the Map's Regions row by row; fixed at setup (R-SETUP-1)
    regions: dict[str, RegionState]
    heroes: list[HeroState]
    starting_heroes: int
    first_hero: str
    first_to_camp: str | None = None
    turn: TurnState | None = None
    team: list[str] = Field(default_factory=list)
    decks: Piles
    discards: Piles
    revealed: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)
    weather: str | None = None
    hostile: dict[str, list[str]] = Field(default_factory=dict)
    ancients: Annotated[list[AncientState], SharedItems()] = Field(default_factory=list)
    ancients_arrived: bool = False
    pending: Pending | None = None
    result: GameResult | None = None

    def hero(self, hero_id: str) -> HeroState:
        for h in self.heroes:
            if h.id == hero_id:
                return h
        raise KeyError(hero_id)

    def heroes_of(self, player: str) -> list[HeroState]:
        return [h for h in self.heroes if h.player == player]


Pending.model_rebuild()

