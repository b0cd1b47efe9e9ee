"""How a test reads (R-TEST): the dice as numbers with the successes in bold, how many
successes they make, then the target and the result, e.g.

    **6** **5** 3 1 → 2 successes · needed 2 · Success!

Numbers rather than the ⚀–⚅ glyphs, which are too small to read on every Discord client.
Bold is Markdown, which Discord shows; a renderer for plain text passes its own `bold`.
"""

from collections.abc import Callable, Collection

from kilforth.content.pack import Pack
from kilforth.events import Roll
from kilforth.i18n import Lang, t
from kilforth.options import GameOptions
from kilforth.render.say import say_for
from kilforth.render.text import tester_name
from kilforth.state import GameState

Bold = Callable[[str], str]


def markdown_bold(shown: str) -> str:
    return f"**{shown}**"


def scoring_faces(options: GameOptions) -> frozenset[int]:
    """R-TEST-5: the faces that succeed before any ability, 5 and 6, and 4 in the beginner
    variant (the engine counts with `rules.dice.success_faces`). A face an ability made
    succeed is not bolded; the count of successes, which the engine gives, includes it."""
    return frozenset({4, 5, 6} if options.beginner_successes else {5, 6})


def dice_text(dice: list[int], scoring: Collection[int], bold: Bold = markdown_bold) -> str:
    """The faces, highest first, the scoring ones in bold."""
    return " ".join(bold(str(d)) if d in scoring else str(d) for d in sorted(dice, reverse=True))


def successes_text(roll: Roll, lang: Lang = "en") -> str:
    """'2 successes', with what Fate and abilities added and the successes held from
    earlier rounds."""
    counted = t(lang, "roll-successes", count=roll.successes)
    if roll.fate:
        counted += " " + t(lang, "roll-from-fate", fate=roll.fate)
    if roll.added:
        counted += " " + t(lang, "roll-from-abilities", added=roll.added)
    if roll.accumulated:
        total = roll.successes + roll.accumulated
        counted += " " + t(lang, "roll-held", held=roll.accumulated, total=total)
    return counted


def verdict_text(roll: Roll, bold: Bold = markdown_bold, lang: Lang = "en") -> str:
    """'needed 2 · Success!', or less when the test has no target or no result."""
    parts = [] if roll.target is None else [t(lang, "roll-needed", target=roll.target)]
    if roll.passed is not None:
        parts.append(bold(t(lang, "roll-success")) if roll.passed else t(lang, "roll-not-enough"))
    return " · ".join(parts)


def roll_text(
    state: GameState, roll: Roll, bold: Bold = markdown_bold, lang: Lang = "en"
) -> str:
    """The dice, the successes, the target and the result on one line; dice changed by a
    reroll or an ability are followed by the faces first rolled."""
    scoring = scoring_faces(state.options)
    shown = dice_text(roll.final, scoring, bold) or t(lang, "roll-no-dice")
    if sorted(roll.dice) != sorted(roll.final):
        shown += " " + t(lang, "roll-rolled", dice=dice_text(roll.dice, scoring, bold))
    verdict = verdict_text(roll, bold, lang)
    return f"{shown} → {successes_text(roll, lang)}" + (f" · {verdict}" if verdict else "")


def roll_line(
    state: GameState, pack: Pack, roll: Roll, bold: Bold = markdown_bold, lang: Lang = "en"
) -> str:
    """A test as one line of a battle's or a Night's log."""
    return t(
        lang,
        "roll-line",
        tester=tester_name(state, pack, roll.tester, say_for(pack, lang)),
        attribute=t(lang, "attribute-next", word=roll.attribute),
        roll=roll_text(state, roll, bold, lang),
    )
