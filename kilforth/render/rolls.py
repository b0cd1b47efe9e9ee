"""How a test reads (R-TEST): where the dice come from, the dice as numbers with the
successes in bold and the faces that succeed, how many successes they make and which cards
helped, then the target and the result, e.g.

    Fight 5 = 3 + Notched Longsword 1 + Moth 1: **6** **5** 4 1 2 · 5–6 succeed
    → 2 successes · needed 2 · Success!

Numbers rather than the ⚀–⚅ glyphs, which are too small to read on every Discord client.
Bold is Markdown, which Discord shows; a renderer for plain text passes its own `bold`.
"""

from collections.abc import Callable, Collection

from kilforth.content.pack import Pack
from kilforth.events import Roll
from kilforth.i18n import Lang, t
from kilforth.options import GameOptions
from kilforth.render.say import Say, say_for
from kilforth.render.text import hero_name, tester_name
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


def pool_text(state: GameState, pack: Pack, roll: Roll, lang: Lang = "en") -> str:
    """The attribute tested and where its dice come from (R-TEST-2): 'Fight 5 = 3 +
    Notched Longsword 1 + Moth 1', the printed value first, then each card, team-mate and
    Surprise by name; 'Fight 3' when the value alone makes the pool."""
    attribute = t(lang, "attribute-next", word=roll.attribute)
    if roll.used is not None:
        attribute = t(lang, "roll-used", attribute=attribute,
                      used=t(lang, "attribute", word=roll.used))
    if not roll.sources:
        return attribute
    say = say_for(pack, lang)
    parts = [str(s.amount) if s.source == "value" else
             t(lang, "roll-part", source=_source_name(state, pack, s.source, lang, say),
               amount=s.amount)
             for s in roll.sources]
    total = max(0, sum(s.amount for s in roll.sources))
    if len(parts) == 1:
        return t(lang, "roll-pool-alone", attribute=attribute, total=total)
    return t(lang, "roll-pool", attribute=attribute, total=total, parts=" + ".join(parts))


def _source_name(state: GameState, pack: Pack, source: str, lang: Lang, say: Say) -> str:
    if source == "surprise":
        return t(lang, "roll-surprise")
    if source.startswith("team:"):
        return hero_name(state, source.removeprefix("team:"))
    return say.card(pack, source)


def faces_text(state: GameState, lang: Lang = "en") -> str:
    """'5–6 succeed' (R-TEST-5), or '4–6' with the beginner variant."""
    return t(lang, "roll-faces", low=min(scoring_faces(state.options)))


def credits_text(state: GameState, pack: Pack, roll: Roll, lang: Lang = "en") -> str:
    """The cards that changed the roll (R-TEST-4), each by name and what it did."""
    say = say_for(pack, lang)
    return ", ".join(t(lang, "roll-credit", card=say.card(pack, c.card),
                       effects=", ".join(t(lang, "roll-credit-effect", effect=e)
                                         for e in c.effects))
                     for c in roll.credits)


def successes_text(roll: Roll, lang: Lang = "en") -> str:
    """'2 successes', with what Fate added and the successes held from earlier rounds."""
    counted = t(lang, "roll-successes", count=roll.successes)
    if roll.fate:
        counted += " " + t(lang, "roll-from-fate", fate=roll.fate)
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
    state: GameState, roll: Roll, bold: Bold = markdown_bold, lang: Lang = "en",
    pack: Pack | None = None,
) -> str:
    """The dice and the faces that succeed, the successes (and the cards that helped, when
    `pack` names them), the target and the result on one line; dice changed by a reroll or
    an ability are followed by the faces first rolled."""
    scoring = scoring_faces(state.options)
    shown = dice_text(roll.final, scoring, bold) or t(lang, "roll-no-dice")
    if sorted(roll.dice) != sorted(roll.final):
        shown += " " + t(lang, "roll-rolled", dice=dice_text(roll.dice, scoring, bold))
    if roll.final:
        shown += f" · {faces_text(state, lang)}"
    counted = successes_text(roll, lang)
    if pack is not None and roll.credits:
        counted += f" · {credits_text(state, pack, roll, lang)}"
    verdict = verdict_text(roll, bold, lang)
    return f"{shown} → {counted}" + (f" · {verdict}" if verdict else "")


def roll_line(
    state: GameState, pack: Pack, roll: Roll, bold: Bold = markdown_bold, lang: Lang = "en"
) -> str:
    """A test as one line of a battle's or a Night's log."""
    return t(
        lang,
        "roll-line",
        tester=tester_name(state, pack, roll.tester, say_for(pack, lang)),
        attribute=pool_text(state, pack, roll, lang),
        roll=roll_text(state, roll, bold, lang, pack),
    )
