"""Events: what happened, with the data a renderer needs (DESIGN.md §3).

The engine returns them from `apply`; the console prints them, the bot renders them as
embeds, the store logs them, tests assert on them. Hero and card fields hold ids; the
renderers look names up in the content pack and the state.
"""

from typing import Annotated, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from kilforth.built import Built
from kilforth.content.vocabulary import Attribute
from kilforth.state import Evolving, GameResult, Prompt


class Ev(Built, BaseModel):
    """Base of the events. Empty list defaults are `default_factory`: pydantic deep-copies a
    literal `[]` default for every new event."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class GameStarted(Ev):
    kind: Literal["game_started"] = "game_started"
    mode: str
    heroes: list[str]
    first_hero: str


class DayStarted(Ev):
    kind: Literal["day_started"] = "day_started"
    day: int
    first_hero: str


class TurnStarted(Ev):
    kind: Literal["turn_started"] = "turn_started"
    hero: str
    ap: int


class Camped(Ev):
    kind: Literal["camped"] = "camped"
    hero: str
    first: bool
    forced: bool = False


class Moved(Ev):
    kind: Literal["moved"] = "moved"
    hero: str
    origin: str
    destination: str
    how: Literal["move", "shortcut", "diagonal", "flee", "defeat", "effect"] = "move"


class EncounterPlaced(Ev):
    kind: Literal["encounter_placed"] = "encounter_placed"
    card: str
    region: str
    source: Literal["deck", "night", "effect"] = "deck"


class CardDiscarded(Ev):
    """A card left play or a hand for a discard pile or the box."""

    kind: Literal["card_discarded"] = "card_discarded"
    card: str
    hero: str | None = None
    reason: str


class CardGained(Ev):
    kind: Literal["card_gained"] = "card_gained"
    hero: str
    card: str
    zone: Literal["rumour", "asset", "loot", "talent"]
    source: str


class Roll(Ev, Evolving):
    """One test (R-TEST): the dice as rolled, after rerolls, and the successes they made."""

    LATER: ClassVar[tuple[str, ...]] = ("added",)

    kind: Literal["roll"] = "roll"
    tester: str
    attribute: Attribute
    dice: list[int]
    final: list[int]
    successes: int
    fate: int = 0
    # Successes an ability added outright ("+1 success"), counted in `successes` as Fate is.
    added: int = 0
    accumulated: int = 0
    target: int | None = None
    passed: bool | None = None
    purpose: str = ""
    modifiers: list[str] = Field(default_factory=list)


class Engaged(Ev):
    kind: Literal["engaged"] = "engaged"
    hero: str
    foe: str
    surprise: Literal["hero", "foe"] | None = None
    team: list[str] = Field(default_factory=list)


class Evaded(Ev):
    kind: Literal["evaded"] = "evaded"
    hero: str
    foe: str
    automatic: bool


class BattleRound(Ev):
    kind: Literal["battle_round"] = "battle_round"
    hero: str
    foe: str
    round: int
    dealt: int
    taken: int
    foe_hp: int
    hero_hp: int


class Fled(Ev):
    kind: Literal["fled"] = "fled"
    hero: str
    foe: str
    destination: str


class HeroDefeated(Ev):
    kind: Literal["hero_defeated"] = "hero_defeated"
    hero: str
    by: str | None
    gold_lost: int
    card_lost: str | None = None
    removed: bool = False
    spared: bool = False  # AMB-30 `hp_only`: defeated outside a Battle, keeping Gold, cards and place


class EncounterDefeated(Ev):
    kind: Literal["encounter_defeated"] = "encounter_defeated"
    hero: str
    card: str
    how: Literal["confront", "battle", "overcome", "effect", "clear"]


class BecameHostile(Ev):
    kind: Literal["became_hostile"] = "became_hostile"
    hero: str
    card: str
    chosen: bool


class Changed(Ev):
    """A hero's counter changed: hp, ap, gold or fate, with the new value and why."""

    kind: Literal["changed"] = "changed"
    hero: str
    what: Literal["hp", "max_hp", "ap", "gold", "fate"]
    delta: int
    value: int
    reason: str


class HiddenChanged(Ev):
    kind: Literal["hidden_changed"] = "hidden_changed"
    hero: str
    hidden: bool


class ObstacleChanged(Ev):
    kind: Literal["obstacle_changed"] = "obstacle_changed"
    region: str
    delta: int
    obstacles: int
    # Why, when a card did it (a Plot or an Ancient at Night, an ability), as Changed.reason;
    # none when a hero cleared it by an Action. Logs written before it read as none.
    reason: str | None = None


class AbilityUsed(Ev):
    kind: Literal["ability_used"] = "ability_used"
    hero: str
    card: str
    ability: str


class ChapterCompleted(Ev):
    kind: Literal["chapter_completed"] = "chapter_completed"
    hero: str
    chapter: int
    free: bool = False


class SagaCompleted(Ev):
    kind: Literal["saga_completed"] = "saga_completed"
    hero: str
    saga: str
    totem_kept: bool


class AncientEntered(Ev):
    kind: Literal["ancient_entered"] = "ancient_entered"
    ancient: str
    region: str


class PlotPlaced(Ev):
    kind: Literal["plot_placed"] = "plot_placed"
    plot: str
    region: str


class AncientDefeated(Ev):
    kind: Literal["ancient_defeated"] = "ancient_defeated"
    hero: str
    ancient: str


class AncientAssaulted(Ev):
    """An Assault begins (R-GIFT-AS-3/4): the Plots that joined the Ancient and the HP it
    fights with."""

    kind: Literal["ancient_assaulted"] = "ancient_assaulted"
    hero: str
    ancient: str
    team: list[str] = Field(default_factory=list)
    plots: list[str] = Field(default_factory=list)
    hp: int


class AncientHealed(Ev):
    """An Ancient Ability card healed it after an Assault (the exception to R-GIFT-AS-6)."""

    kind: Literal["ancient_healed"] = "ancient_healed"
    ancient: str
    card: str
    amount: int
    hp: int


class TeamChanged(Ev):
    kind: Literal["team_changed"] = "team_changed"
    members: list[str]


class Exchanged(Ev):
    kind: Literal["exchanged"] = "exchanged"
    hero: str
    other: str
    gave_gold: int
    took_gold: int
    gave: list[str]
    took: list[str]


class Declined(Ev):
    """`hero` refused what `asked_by` offered them: an exchange or joining a team."""

    kind: Literal["declined"] = "declined"
    hero: str
    asked_by: str
    offer: Literal["exchange", "team_up"]


class NightStarted(Ev):
    kind: Literal["night_started"] = "night_started"
    day: int


class RegionGloomed(Ev):
    kind: Literal["region_gloomed"] = "region_gloomed"
    region: str
    card: str


class WeatherChanged(Ev):
    kind: Literal["weather_changed"] = "weather_changed"
    card: str
    replaced: str | None


class EventResolved(Ev):
    kind: Literal["event_resolved"] = "event_resolved"
    card: str
    hero: str | None
    passed: bool | None = None


class Peeked(Ev):
    """Private: what a hero saw on top of a deck (shown only to that player)."""

    kind: Literal["peeked"] = "peeked"
    hero: str
    deck: str
    card: str | None


class Dawn(Ev):
    kind: Literal["dawn"] = "dawn"
    day: int
    first_hero: str


class PromptOpened(Ev):
    kind: Literal["prompt_opened"] = "prompt_opened"
    prompt: Prompt


class GameOver(Ev):
    kind: Literal["game_over"] = "game_over"
    result: GameResult


Event = Annotated[
    GameStarted | DayStarted | TurnStarted | Camped | Moved | EncounterPlaced | CardDiscarded
    | CardGained | Roll | Engaged | Evaded | BattleRound | Fled | HeroDefeated
    | EncounterDefeated | BecameHostile | Changed | HiddenChanged | ObstacleChanged
    | AbilityUsed | ChapterCompleted | SagaCompleted | AncientEntered | PlotPlaced
    | AncientDefeated | AncientAssaulted | AncientHealed | TeamChanged | Exchanged | Declined
    | NightStarted | RegionGloomed
    | WeatherChanged | EventResolved | Peeked | Dawn | PromptOpened | GameOver,
    Field(discriminator="kind"),
]

event_list_adapter: TypeAdapter[list[Event]] = TypeAdapter(list[Event])
