"""What a seat the computer plays did, in a few lines: the console's companions and the
Discord bot's companions and autopilot tell their commands this way."""

from kilforth.commands import Choose, Command
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import ATTRIBUTES, REWARD_TYPES
from kilforth.events import (
    AbilityUsed,
    BattleRound,
    CardDiscarded,
    CardGained,
    Changed,
    Declined,
    Event,
    Peeked,
    PromptOpened,
    Roll,
    TurnStarted,
)
from kilforth.render import prompts, text
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState

# What a summary leaves out: the dice, the rounds, the questions and answers, whose turn
# begins (the turn banner that follows says it), and the bookkeeping of the computer's own
# heroes (their points and cards gained).
DETAIL_EVENTS = (Roll, BattleRound, PromptOpened, AbilityUsed, Declined, Peeked, TurnStarted)
OWN_DETAIL_EVENTS = (Changed, CardGained, CardDiscarded)


# What a summary does not say of a command: the order of a Trade's steps, which is the usual
# one, and an ability's id, which the events that follow put in words.
UNSAID_FIELDS = {"order", "ability"}


def describe(command: Command, state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """A command in the console's own words, to show what a computer player did."""
    if isinstance(command, Choose):
        # The question is the open one when the command is being told as it is played; a past
        # answer (a moderator's look at the log) is said by its card, or its option's id.
        asked = state.pending.prompt if state.pending is not None else None
        option = (next((o for o in asked.options if o.id == command.option), None)
                  if asked is not None and asked.id == command.prompt else None)
        label = (prompts.option_label(pack, option, say) if option
                 else say.card(pack, command.option))
        return say("companions-chooses", option=label)
    data = command.model_dump(exclude={"player", "hero", "kind", *UNSAID_FIELDS},
                              exclude_defaults=True)
    words = [say("companions-command", kind=command.kind)]
    for field, value in data.items():
        words += _words(state, pack, field, value, say)
    return " ".join(words)


def _words(state: GameState, pack: Pack, field: str, value: object, say: Say) -> list[str]:
    """A command's value in words: a card by its name, a hero by theirs, a fixed word from
    the vocabulary, a flag by its own name when it is set."""
    match value:
        case bool():
            return [say("companions-flag", flag=field)] if value else []
        case int():
            return [str(value)]
        case list():
            return [w for item in value for w in _words(state, pack, field, item, say)]
        case dict():
            return [w for key, item in value.items()
                    for w in (_words(state, pack, key, key, say) if field == "heal" else [])
                    + _words(state, pack, key, item, say)]
        case str() if any(h.id == value for h in state.heroes):
            return [text.hero_name(state, value)]
        case str() if value in ATTRIBUTES:
            return [say("companions-attribute", attribute=say("attribute", word=value))]
        case str() if value in REWARD_TYPES:
            return [say("reward-type", word=value)]
        case str() if field == "keyword":
            return [say.keyword(value)]
        case str():
            return [say("companions-card", card=say.card(pack, value))]
    return [str(value)]


def acting_name(state: GameState, player: str) -> str:
    """Who acts now: the hero asked the open question, else the hero whose turn it is."""
    if state.pending is not None:
        return state.hero(state.pending.prompt.hero).name
    if state.turn is not None:
        return state.hero(state.turn.hero).name
    return player


def summary(before: GameState, after: GameState, pack: Pack, player: str, command: Command,
            events: list[Event], computers: set[str], *, who: str = "computer",
            public: bool = False, say: Say = ENGLISH) -> list[str]:
    """`player`'s `command` (played by the computer, `who` says how) in a few lines: what it
    did and what came of it, without its dice or the questions it was asked. `computers`:
    the players whose heroes' bookkeeping is left out. `public`: the lines everyone may read
    (on Discord, where the seat's players were not watching): an answer is told, but where
    hands are secret not which it was."""
    lines = []
    if not isinstance(command, Choose):
        lines.append(say("companions-did", hero=acting_name(before, player), who=who,
                         what=describe(command, before, pack, say)))
    elif public:
        what = say("companions-makes-a-choice") if before.options.secret_hands \
            else describe(command, before, pack, say)
        lines.append(say("companions-chose", hero=acting_name(before, player), who=who,
                         what=what))
    theirs = {h.id for h in after.heroes if h.player in computers}
    line = text.public_line if public else text.event_line
    lines += [told for e in events
              if not isinstance(e, DETAIL_EVENTS)
              and not (isinstance(e, OWN_DETAIL_EVENTS) and e.hero in theirs)
              and (told := line(after, pack, e, say))]
    return lines
