"""The one exception the engine raises for an illegal command, and the arguments its message
takes."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from kilforth.render.say import Say


class CardRef(str):
    """A card id given to a message as an argument: the renderer says the card's name in the
    reader's language, where a plain string is put in as it is. `english` is the card's own
    name, which the English message (logs) uses without a pack at hand."""

    english: str

    def __new__(cls, card: str, english: str | None = None) -> "CardRef":
        ref = super().__new__(cls, card)
        ref.english = english or card
        return ref


class CardId(CardRef):
    """A card said by its name and by the id a command names it by, where a reader may have
    to type it."""


class Word(str):
    """One of the game's fixed words given by its id (an attribute, a terrain, a keyword, an
    Action): said by catalogue message `key` with `$word` (the id) and `$titled` (the id with
    capitals), which is how each language picks its own word for it."""

    key: str

    def __new__(cls, word: str, key: str) -> "Word":
        said = super().__new__(cls, word)
        said.key = key
        return said


@dataclass(frozen=True)
class Phrase:
    """Words only a renderer can make (an ability's text, a question), made for the reader."""

    words: Callable[["Say"], str]


# A list is said item by item, joined by commas.
Arg = str | int | Phrase | tuple[str | Phrase, ...]


class RuleError(Exception):
    """An illegal command: a stable `code`, a message a player understands (saying what to do
    instead), and the rule id it enforces. The state it was applied to is untouched.

    `key` names the message in the catalogues (`kilforth/i18n/`) and `params` its arguments,
    so that `kilforth.render.refusals.refusal_text` says it in the reader's language.
    `message` is the English text, for logs and for callers without a language: given, or
    else said from the English catalogue when first read, so that the engine only names its
    refusals and never formats one it does not show (`legal_commands` tries many)."""

    def __init__(self, code: str, message: str | None = None, rule: str | None = None, *,
                 key: str | None = None, params: Mapping[str, Arg] | None = None) -> None:
        if message is None and key is None:
            raise ValueError(f"refusal '{code}' needs a catalogue key or a message")
        super().__init__(code)
        self.code = code
        self._message = message
        self.rule = rule
        self.key = key
        self.params: Mapping[str, Arg] = params or {}

    @property
    def message(self) -> str:
        if self._message is None:
            from kilforth.render.refusals import english_reason  # the renderer needs errors

            self._message = english_reason(self)
        return self._message

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message
