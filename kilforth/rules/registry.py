"""Where each command kind's rule lives. Rule modules register a `check` (raise RuleError
if the command is illegal now, changing nothing) and a `resolve` (carry it out); the engine
dispatches through this table, and `legal_commands` asks the same checks."""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from kilforth.rules.context import Ctx
from kilforth.state import HeroState

Check = Callable[[Ctx, HeroState, Any], None]
Resolve = Callable[[Ctx, HeroState, Any], None]
Kind = Literal["action", "gift", "free"]


@dataclass(frozen=True)
class Rule:
    kind: Kind
    check: Check
    resolve: Resolve


RULES: dict[str, Rule] = {}


def rule(command: str, kind: Kind, check: Check) -> Callable[[Resolve], Resolve]:
    """Register `resolve` for a command kind, with its check."""
    def register(resolve: Resolve) -> Resolve:
        if command in RULES:
            raise ValueError(f"a rule for '{command}' is already registered")
        RULES[command] = Rule(kind, check, resolve)
        return resolve
    return register
