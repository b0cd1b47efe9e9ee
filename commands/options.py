"""Free-text slash-command options, checked where they enter the bot.

Discord sends what a user types into a string option as it is. The game's models bound
every id (a card's at 80 characters, a hero's at 16), so a longer value, or one holding line
breaks or control characters, would fail deep inside a command as an unexpected error. Each
free-text option is declared with a `Text` transformer instead: Discord is told the bound (its
client stops typing there), and a value that still breaks it is refused here with what to
do instead, logged at DEBUG only (any player can send one).
"""

import logging
import unicodedata
from typing import Any

import discord
from annotated_types import MaxLen
from discord import app_commands
from pydantic import BaseModel

from kilforth.commands import Base, Move
from kilforth.errors import RuleError
from kilforth.state import HeroSpec

log = logging.getLogger(__name__)


def _longest(model: type[BaseModel], field: str) -> int:
    """The length the game's own model allows for `field`: one bound, stated once."""
    return next(m.max_length for m in model.model_fields[field].metadata
                if isinstance(m, MaxLen))


CARD_LENGTH = _longest(Move, "region")
HERO_LENGTH = _longest(Base, "hero")
NAME_LENGTH = _longest(HeroSpec, "name")
ATTRIBUTE_LENGTH = len("influence")
# Control characters, lone surrogates and line or paragraph separators: no id or name has
# them. Format characters stay allowed, for the joiners inside emoji in a hero's name.
_UNPRINTABLE = frozenset({"Cc", "Cs", "Zl", "Zp"})


class Text(app_commands.Transformer):
    """A string option naming one `what` (a card, a hero…), at most `length` characters."""

    def __init__(self, what: str, length: int) -> None:
        self.what, self.length = what, length

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.string

    @property
    def min_value(self) -> int:
        return 1

    @property
    def max_value(self) -> int:
        return self.length

    async def transform(self, interaction: discord.Interaction[Any], value: str) -> str:
        cleaned = value.strip()
        problem = (
            "is empty" if not cleaned
            else f"is {len(cleaned)} characters long, and none is longer than {self.length}"
            if len(cleaned) > self.length
            else "holds line breaks or control characters" if any(
                unicodedata.category(c) in _UNPRINTABLE for c in cleaned)
            else None)
        if problem is None:
            return cleaned
        log.debug("refused a %s option of %d characters from user %s", self.what, len(value),
                  interaction.user.id)
        raise RuleError("bad_option", f"That {self.what} {problem}: pick one of the"
                        " suggestions Discord shows as you type.")


Region = app_commands.Transform[str, Text("Region", CARD_LENGTH)]
Card = app_commands.Transform[str, Text("card", CARD_LENGTH)]
EncounterId = app_commands.Transform[str, Text("Encounter", CARD_LENGTH)]
Hero = app_commands.Transform[str, Text("hero", HERO_LENGTH)]
HeroName = app_commands.Transform[str, Text("hero name", NAME_LENGTH)]
AttributeName = app_commands.Transform[str, Text("attribute", ATTRIBUTE_LENGTH)]
ClearTarget = app_commands.Transform[str, Text("Obstacle or Plot", CARD_LENGTH)]
AncientId = app_commands.Transform[str, Text("Ancient", CARD_LENGTH)]
