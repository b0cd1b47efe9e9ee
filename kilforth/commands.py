"""Commands players send (DESIGN.md §3): one model per action, gift and `choose`.

Every command names the player who sends it; `hero` picks one of that player's heroes when
they control several (solo), and defaults to the hero whose turn it is.
"""

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from kilforth.content.vocabulary import Attribute, RewardType

CardId = Annotated[str, Field(min_length=1, max_length=80)]


class Base(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    player: str = Field(min_length=1, max_length=64)
    hero: str | None = Field(default=None, max_length=16)


# ------------------------------------------------------------------ actions (R-ACT)

class Move(Base):
    kind: Literal["move"] = "move"
    region: CardId


class Clear(Base):
    """Remove an Obstacle (target "obstacle") or defeat a Plot (its id) (R-ACT-CLEAR-2)."""

    kind: Literal["clear"] = "clear"
    target: CardId = "obstacle"


class Search(Base):
    kind: Literal["search"] = "search"


class Hide(Base):
    kind: Literal["hide"] = "hide"


class Confront(Base):
    """Test an Encounter (R-ACT-CONF), or with `hostile` turn a Stranger hostile (R-STR-4)."""

    kind: Literal["confront"] = "confront"
    encounter: CardId
    attribute: Attribute | None = None
    hostile: bool = False


class Rest(Base):
    kind: Literal["rest"] = "rest"


class Discover(Base):
    kind: Literal["discover"] = "discover"
    card: CardId


TradeStep = Literal["sell", "heal", "buy"]
TRADE_ORDER: tuple[TradeStep, ...] = ("sell", "heal", "buy")


class Trade(Base):
    """R-ACT-TRADE: sell cards, heal heroes here (hero id -> HP bought), buy one card from a
    Reward deck. At least one option; each at most once, in the `order` the hero chooses
    (R-ACT-TRADE-2); steps left out of `order` follow in the usual order."""

    kind: Literal["trade"] = "trade"
    sell: list[CardId] = Field(default_factory=list, max_length=12)
    heal: dict[str, Annotated[int, Field(ge=1, le=99)]] = Field(default_factory=dict, max_length=4)
    buy: RewardType | None = None
    order: list[TradeStep] = Field(default_factory=lambda: list(TRADE_ORDER), max_length=3)

    def steps(self) -> list[TradeStep]:
        """The chosen options, in the order they are made."""
        chosen = {"sell": bool(self.sell), "heal": bool(self.heal), "buy": self.buy is not None}
        ordered = list(dict.fromkeys([*self.order, *TRADE_ORDER]))
        return [step for step in ordered if chosen[step]]


class KeywordPayment(BaseModel):
    """R-ACT-FEAT-4: one Chapter keyword paid by discarding a Rumour or selecting an Asset
    (kept, or sacrificed for its full Gold value)."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    keyword: str = Field(min_length=1, max_length=40)
    card: CardId
    sacrifice: bool = False


class Feat(Base):
    """Complete the current Chapter (with `payment`, or answer prompts) or attempt the Finale."""

    kind: Literal["feat"] = "feat"
    payment: list[KeywordPayment] | None = Field(default=None, max_length=12)
    attribute: Attribute | None = None


class Camp(Base):
    kind: Literal["camp"] = "camp"


# ------------------------------------------------------------------ gifts (R-GIFT)

class Assault(Base):
    kind: Literal["assault"] = "assault"
    ancient: CardId | None = None


class Bundle(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    gold: int = Field(default=0, ge=0, le=999)
    cards: list[CardId] = Field(default_factory=list, max_length=12)


class Exchange(Base):
    """R-GIFT-EX: give and/or take with another hero in the Region, who must agree."""

    kind: Literal["exchange"] = "exchange"
    with_hero: str = Field(min_length=1, max_length=16)
    give: Bundle = Bundle()
    take: Bundle = Bundle()


class Overcome(Base):
    kind: Literal["overcome"] = "overcome"
    encounter: CardId


class Resolve(Base):
    """Use the Gift ability of an Asset or a Loot token (R-GIFT-RES)."""

    kind: Literal["resolve"] = "resolve"
    card: CardId
    ability: str | None = None


class TeamUp(Base):
    kind: Literal["team_up"] = "team_up"
    heroes: list[str] = Field(min_length=1, max_length=3)


# ------------------------------------------------------------------ other

class Use(Base):
    """Use an activated Hero ability of a Race, Class, Talent or Asset card (R-ABIL-5)."""

    kind: Literal["use"] = "use"
    card: CardId
    ability: str | None = None


class Unhide(Base):
    """Give up Hidden (R-HID-3)."""

    kind: Literal["unhide"] = "unhide"


class SetPreferences(Base):
    kind: Literal["preferences"] = "preferences"
    fight_to_the_end: bool | None = None
    loot: Literal["ask", "gold", "token"] | None = None
    rumour: Literal["ask", "keep", "draw"] | None = None
    fate: Literal["ask", "to_complete", "never"] | None = None
    camp_without_ap: bool | None = None
    skip_gift_windows: bool | None = None


class Choose(Base):
    """Answer the open prompt `prompt` with one of its option ids."""

    kind: Literal["choose"] = "choose"
    prompt: str = Field(min_length=1, max_length=40)
    option: str = Field(min_length=1, max_length=80)


Command = Annotated[
    Move | Clear | Search | Hide | Confront | Rest | Discover | Trade | Feat | Camp
    | Assault | Exchange | Overcome | Resolve | TeamUp | Use | Unhide | SetPreferences
    | Choose,
    Field(discriminator="kind"),
]

command_adapter: TypeAdapter[Command] = TypeAdapter(Command)


def parse_command(data: dict | str) -> Command:
    """A command from a dict or JSON (the store's log, the console, tests)."""
    if isinstance(data, str):
        return command_adapter.validate_json(data)
    return command_adapter.validate_python(data)
