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
from kilforth.i18n import DEFAULT_LANG, msgid, t
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
    """A string option naming one `what` (a card, a hero…; each has its words in the
    catalogue's `discord-bad-option`), at most `length` characters."""

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
            "empty" if not cleaned
            else "long" if len(cleaned) > self.length
            else "control" if any(unicodedata.category(c) in _UNPRINTABLE for c in cleaned)
            else None)
        if problem is None:
            return cleaned
        log.debug("refused a %s option of %d characters from user %s", self.what, len(value),
                  interaction.user.id)
        # The catalogue's variant for the thing named: "Obstacle or Plot" -> obstacle-or-plot.
        params = {"what": self.what.lower().replace(" ", "-"), "shown": self.what,
                  "problem": problem, "length": len(cleaned), "limit": self.length}
        key = msgid("discord-bad-option")
        raise RuleError("bad_option", t(DEFAULT_LANG, key, **params), key=key, params=params)


Region = app_commands.Transform[str, Text("Region", CARD_LENGTH)]
Card = app_commands.Transform[str, Text("card", CARD_LENGTH)]
EncounterId = app_commands.Transform[str, Text("Encounter", CARD_LENGTH)]
Hero = app_commands.Transform[str, Text("hero", HERO_LENGTH)]
HeroName = app_commands.Transform[str, Text("hero name", NAME_LENGTH)]
AttributeName = app_commands.Transform[str, Text("attribute", ATTRIBUTE_LENGTH)]
ClearTarget = app_commands.Transform[str, Text("Obstacle or Plot", CARD_LENGTH)]
AncientId = app_commands.Transform[str, Text("Ancient", CARD_LENGTH)]
