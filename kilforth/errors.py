"""The one exception the engine raises for an illegal command."""

from collections.abc import Mapping


class CardRef(str):
    """A card id given to a message as an argument: the renderer says the card's name in the
    reader's language, where a plain string is put in as it is."""

    __slots__ = ()


Arg = str | int


class RuleError(Exception):
    """An illegal command: a stable `code`, a message a player understands (saying what to do
    instead), and the rule id it enforces. The state it was applied to is untouched.

    `key` names the message in the catalogues (`kilforth/i18n/`) and `params` its arguments,
    so that `kilforth.render.refusals.refusal_text` says it in the reader's language;
    `message` is the English text, for logs and for callers without a language."""

    def __init__(self, code: str, message: str, rule: str | None = None, *,
                 key: str | None = None, params: Mapping[str, Arg] | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule
        self.key = key
        self.params: Mapping[str, Arg] = params or {}

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message
