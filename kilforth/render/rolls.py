"""How a test reads (R-TEST): the dice as numbers with the successes in bold, how many
successes they make, then the target and the result, e.g.

    **6** **5** 3 1 → 2 successes · needed 2 · Success!

Numbers rather than the ⚀–⚅ glyphs, which are too small to read on every Discord client.
Bold is Markdown, which Discord shows; a renderer for plain text passes its own `bold`.
"""

from collections.abc import Callable, Collection

from kilforth.content.pack import Pack
from kilforth.events import Roll
from kilforth.options import GameOptions
from kilforth.render.text import hero_name, name
from kilforth.state import GameState

Bold = Callable[[str], str]


def markdown_bold(shown: str) -> str:
    return f"**{shown}**"


def scoring_faces(options: GameOptions) -> frozenset[int]:
    """R-TEST-5: the faces that succeed before any ability, 5 and 6, and 4 in the beginner
    variant (the engine counts with `rules.dice.success_faces`). A face an ability made
    succeed is not bolded; the count of successes, which the engine gives, includes it."""
    return frozenset({4, 5, 6} if options.beginner_successes else {5, 6})


def tester_name(state: GameState, pack: Pack, tester: str) -> str:
    """Who tests: a hero (by id, h1…) or an Encounter or Foe (by card id)."""
    return hero_name(state, tester) if tester.startswith("h") and tester[1:].isdigit() \
        else name(pack, tester)


def dice_text(dice: list[int], scoring: Collection[int], bold: Bold = markdown_bold) -> str:
    """The faces, highest first, the scoring ones in bold."""
    return " ".join(bold(str(d)) if d in scoring else str(d) for d in sorted(dice, reverse=True))


def successes_text(roll: Roll) -> str:
    """'2 successes', with what Fate added and the successes held from earlier rounds."""
    counted = f"{roll.successes} success{'' if roll.successes == 1 else 'es'}"
    if roll.fate:
        counted += f" ({roll.fate} from Fate)"
    if roll.accumulated:
        counted += f" + {roll.accumulated} held = {roll.successes + roll.accumulated}"
    return counted


def verdict_text(roll: Roll, bold: Bold = markdown_bold) -> str:
    """'needed 2 · Success!', or less when the test has no target or no result."""
    parts = [] if roll.target is None else [f"needed {roll.target}"]
    if roll.passed is not None:
        parts.append(bold("Success!") if roll.passed else "Not enough.")
    return " · ".join(parts)


def roll_text(state: GameState, roll: Roll, bold: Bold = markdown_bold) -> str:
    """The dice, the successes, the target and the result on one line; dice changed by a
    reroll or an ability are followed by the faces first rolled."""
    scoring = scoring_faces(state.options)
    shown = dice_text(roll.final, scoring, bold) or "no dice"
    if sorted(roll.dice) != sorted(roll.final):
        shown += f" (rolled {dice_text(roll.dice, scoring, bold)})"
    verdict = verdict_text(roll, bold)
    return f"{shown} → {successes_text(roll)}" + (f" · {verdict}" if verdict else "")


def roll_line(state: GameState, pack: Pack, roll: Roll, bold: Bold = markdown_bold) -> str:
    """A test as one line of a battle's or a Night's log."""
    return (f"🎲 {tester_name(state, pack, roll.tester)} tests {roll.attribute.title()}: "
            f"{roll_text(state, roll, bold)}")
