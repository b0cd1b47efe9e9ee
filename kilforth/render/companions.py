"""What a seat the computer plays did, in a few lines: the console's companions and the
Discord bot's companions and autopilot tell their commands this way."""

from kilforth.commands import Choose, Command
from kilforth.content.pack import Pack
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
from kilforth.rules import board
from kilforth.state import GameState

# What a summary leaves out: the dice, the rounds, the questions and answers, whose turn
# begins (the turn banner that follows says it), and the bookkeeping of the computer's own
# heroes (their points and cards gained).
DETAIL_EVENTS = (Roll, BattleRound, PromptOpened, AbilityUsed, Declined, Peeked, TurnStarted)
OWN_DETAIL_EVENTS = (Changed, CardGained, CardDiscarded)


def describe(command: Command, state: GameState, pack: Pack, say: Say = ENGLISH) -> str:
    """A command in the console's own words, to show what a computer player did."""
    data = command.model_dump(exclude={"player", "hero", "kind"}, exclude_defaults=True)
    if isinstance(command, Choose) and state.pending is not None:
        option = next((o for o in state.pending.prompt.options if o.id == command.option), None)
        return f"chooses: {prompts.option_label(pack, option) if option else command.option}"
    words = [command.kind.replace("_", "-")]
    for value in data.values():
        items = value if isinstance(value, list) else [value]
        words += [board.card_name(pack, str(v)) if isinstance(v, str) else str(v) for v in items]
    return " ".join(words)


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
        lines.append(f"» {acting_name(before, player)} ({who}): "
                     f"{describe(command, before, pack)}")
    elif public:
        what = "makes a choice" if before.options.secret_hands \
            else describe(command, before, pack)
        lines.append(f"» {acting_name(before, player)} ({who}) {what}")
    theirs = {h.id for h in after.heroes if h.player in computers}
    line = text.public_line if public else text.event_line
    lines += [told for e in events
              if not isinstance(e, DETAIL_EVENTS)
              and not (isinstance(e, OWN_DETAIL_EVENTS) and e.hero in theirs)
              and (told := line(after, pack, e))]
    return lines
