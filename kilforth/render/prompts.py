"""A question the engine waits on, for people: its wording, and each answer's label and
detail, in the reader's language (`Say`). The console prints `prompt_text`; Discord puts
`question` in an embed and each option on a button or a menu entry.

The state keeps a question and its answers as catalogue messages with their arguments
(`state.Words`), never as text; a state stored before the catalogues holds English strings,
which are shown as they are."""

import json
import re
from collections.abc import Callable

from kilforth.content.effects import Ability, Trophy
from kilforth.content.pack import Pack
from kilforth.content.vocabulary import ROMAN
from kilforth.render import results
from kilforth.render.abilities import ability_text, title, trophy_text
from kilforth.render.cards import abilities_of, card_summary
from kilforth.render.say import ENGLISH, Say
from kilforth.rules.board import face_of
from kilforth.state import (
    AbilityArg,
    Arg,
    CardArg,
    GameState,
    KeywordArg,
    Option,
    Prompt,
    TrophyArg,
    Words,
)


def _abilities(pack: Pack, card: str) -> list[Ability]:
    try:
        return abilities_of(pack, card)
    except KeyError:
        return []


def _trophies(pack: Pack, card: str) -> list[Trophy]:
    try:
        return face_of(pack, card).trophies
    except KeyError:
        return []


def _arg(pack: Pack, value: Arg, say: Say) -> str | int:
    match value:
        case CardArg(card=card):
            return say.card(pack, card)
        case AbilityArg(card=card, ability=ability):
            printed = next((a for a in _abilities(pack, card) if a.id == ability), None)
            # A state from another pack may name what this one lacks: said by its id.
            return ability if printed is None else ability_text(printed, lang=say.lang)
        case TrophyArg(card=card, trophy=index):
            trophies = _trophies(pack, card)
            return trophy_text(trophies[index], lang=say.lang) if 0 <= index < len(trophies) else card
        case KeywordArg(keyword=keyword):
            return say("prompt-keyword", word=keyword, titled=title(keyword))
        case Words():
            return said(pack, value, say)
        case list():
            return ", ".join(str(_arg(pack, item, say)) for item in value)
        case _:
            return value


def said(pack: Pack, text: Words | str, say: Say = ENGLISH) -> str:
    """A message kept in the state, in the reader's language (a plain string: English kept
    by an earlier version, as it is)."""
    if isinstance(text, str):
        return text
    return say(text.key, **{name: _arg(pack, value, say) for name, value in text.args.items()})


def _hero_name(state: GameState, hero_id: str) -> str:
    try:
        return state.hero(hero_id).name
    except KeyError:
        return hero_id


def question(state: GameState, pack: Pack, prompt: Prompt, say: Say = ENGLISH) -> str:
    """The question, said to its hero: 'Aria: Use the Lantern?'."""
    text = said(pack, prompt.text, say)
    # Some questions already start with the hero's name; say it once.
    to_hero = say("prompt-to-hero", hero=_hero_name(state, prompt.hero), question="")
    return text if text.startswith(to_hero) else to_hero + text


def option_label(pack: Pack, option: Option, say: Say = ENGLISH) -> str:
    if option.label:
        return said(pack, option.label, say)
    return say.card(pack, option.card) if option.card else option.id


def option_detail(pack: Pack, option: Option, say: Say = ENGLISH) -> str:
    if option.detail or option.card not in pack.names:
        return said(pack, option.detail, say)
    summary = card_summary(pack, option.card, say=say)
    return say("prompt-card-in-zone", zone=option.zone, summary=summary) if option.zone else summary


# The version before the catalogues named a Chapter in a question by its number ('Chapter 2
# complete'); the catalogues name it as its card does ('Chapter II complete').
_CHAPTER_NUMERAL = re.compile(r"\bChapter (IV|I{1,3})\b")
_NUMBER = {numeral: number for number, numeral in ROMAN.items()}


def _said_before(pack: Pack, text: Words | str) -> str:
    return _CHAPTER_NUMERAL.sub(lambda m: f"Chapter {_NUMBER[m[1]]}", said(pack, text))


def as_stored_before(state: GameState, pack: Pack) -> str:
    """The JSON the version before the catalogues kept for `state`, its open question and the
    reason its game ended in English words: the state hashes that version recorded are checked
    against it."""
    data = state.model_dump(mode="json")
    if state.result is not None and state.result.cause is not None:
        del data["result"]["cause"], data["result"]["slayer"]
        data["result"]["reason"] = results.reason_text(state.result, state, pack)
    if state.pending is not None:
        prompt = state.pending.prompt
        data["pending"]["prompt"]["text"] = _said_before(pack, prompt.text)
        data["pending"]["prompt"]["options"] = [
            {"id": o.id, "label": option_label(pack, o), "detail": option_detail(pack, o)}
            for o in prompt.options
        ]
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def prompt_text(state: GameState, pack: Pack, prompt: Prompt, say: Say = ENGLISH, *,
                brief: Callable[[str], str] | None = None, width: int | None = None) -> str:
    """The question and its numbered answers, as console lines. `brief` shortens each
    answer's detail (a card's whole text, say) where lines are short, as on a phone. An
    answer longer than `width` columns has its label on its line and its detail on an
    indented line below, so that the labels stand out when the details wrap."""
    lines = [question(state, pack, prompt, say)]
    for i, option in enumerate(prompt.options, 1):
        detail = option_detail(pack, option, say)
        if brief is not None:
            detail = brief(detail)
        label = f"  {i}. {option_label(pack, option, say)}"
        if detail and width is not None and len(f"{label} — {detail}") > width:
            lines += [label, " " * len(f"  {i}. ") + detail]
        else:
            lines.append(label + (f" — {detail}" if detail else ""))
    return "\n".join(lines)
