"""The one exception the engine raises for an illegal command."""


class RuleError(Exception):
    """An illegal command: a stable `code`, a message a player understands (saying what to do
    instead), and the rule id it enforces. The state it was applied to is untouched."""

    def __init__(self, code: str, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.rule = rule

    def __str__(self) -> str:
        return f"{self.message} ({self.rule})" if self.rule else self.message
