"""The resolution context every rule function works through.

A command is resolved as straight-line code on a working copy of the state. When the rules
give a player a choice, `Ctx.ask` either returns the answer already recorded for that point
or pauses the resolution. The engine then stores the paused command, its base state and the
answers so far (state.pending). When the answer arrives the engine resumes the paused
resolution if this process still holds it, and otherwise replays the command from the base
with one more answer. Dice replay identically because the random source is part of the base
state, so both ways give the same result, and a player sees exactly the rolls they were
asked about.
"""

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kilforth.content.pack import Pack
from kilforth.events import Event
from kilforth.i18n import msgid
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroState, Option, Prompt, Words, words

GIFT = "\x00gift"  # never an option id: option ids come from card ids and words


class NeedAnswer(Exception):
    def __init__(self, prompt: Prompt) -> None:
        super().__init__(prompt.kind)
        self.prompt = prompt


@dataclass
class Ctx:
    state: GameState
    pack: Pack
    answers: list[dict[str, Any]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    pos: int = 0
    # Runs a gift sent while a prompt allowing gifts was open (set by the engine).
    interject: Callable[["Ctx", dict[str, Any]], None] | None = None
    # Suspends the resolution at a question and returns its answer when one comes (set by
    # the engine); without it, an unanswered question stops the resolution (NeedAnswer).
    pause: Callable[[Prompt], dict[str, Any]] | None = None
    # Whether a hero could make a Gift now (set by the engine, from `legal`, which the rules
    # cannot import without closing a circle); without it, no Gift is possible.
    gifts: Callable[["Ctx", HeroState], bool] | None = None
    # Values derived from the state, cached; set only for a context whose state does not
    # change while it lives (the read-only checks of `legal_commands`).
    memo: dict[Any, Any] | None = None
    # The piles ("decks", deck) and Ancients ("ancients", id) this resolution has made its
    # own: a state shares them with its copies until one is changed (state.SharedItems).
    owned: set[tuple[str, str]] = field(default_factory=set)

    @property
    def options(self) -> GameOptions:
        return self.state.options

    def gift_possible(self, hero: HeroState) -> bool:
        """Whether `hero` could make a Gift at this moment, by the same checks a Gift command
        passes (R-TURN-4: at any moment of their turn; R-GIFT-1: not while Hidden)."""
        return self.gifts is not None and self.gifts(self, hero)

    def emit(self, event: Event) -> None:
        self.events.append(event)

    def ask(
        self,
        hero: HeroState,
        kind: str,
        text: Words,
        options: list[Option],
        *,
        allows_gifts: bool = False,
    ) -> str:
        """The chosen option id. A single option is no choice and is taken at once, unless
        `allows_gifts`: then the answer may instead be a Gift, run at this point, `GIFT` is
        returned and the caller re-evaluates and asks again."""
        if not options:
            raise ValueError(f"prompt '{kind}' has no options")
        if len(options) == 1 and not allows_gifts:
            return options[0].id
        if self.pos == len(self.answers):
            prompt = Prompt(id=f"{self.state.seq}-{self.pos}", hero=hero.id, player=hero.player, kind=kind,
                            text=text, options=options, allows_gifts=allows_gifts)
            if self.pause is None:
                raise NeedAnswer(prompt)
            self.answers.append(self.pause(prompt))
        answer = self.answers[self.pos]
        self.pos += 1
        if "gift" in answer:
            if not allows_gifts or self.interject is None:
                raise ValueError("a gift was recorded at a prompt that does not allow one")
            self.interject(self, answer["gift"])
            # The gift may have changed the situation (an Overcome ends a Battle), so
            # the caller looks again before asking anew.
            return GIFT
        choice = answer["option"]
        if choice not in {o.id for o in options}:
            raise ValueError(f"recorded answer '{choice}' is not an option of '{kind}'")
        return choice

    def confirm(self, hero: HeroState, kind: str, text: Words, yes: Words | None = None,
                no: Words | None = None, detail: Words | None = None) -> bool:
        """A yes/no question; `detail` says what answering yes does."""
        options = [Option(id="yes", label=yes or words(msgid("prompt-yes")), detail=detail or ""),
                   Option(id="no", label=no or words(msgid("prompt-no")))]
        return self.ask(hero, kind, text, options) == "yes"
