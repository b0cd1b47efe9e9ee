"""A question the engine waits on, for people: its wording, and each answer's label and
detail, in the reader's language (`Say`). The console prints `prompt_text`; Discord puts
`question` in an embed and each option on a button or a menu entry."""

from kilforth.content.pack import Pack
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState, Option, Prompt


def _hero_name(state: GameState, hero_id: str) -> str:
    try:
        return state.hero(hero_id).name
    except KeyError:
        return hero_id


def question(state: GameState, pack: Pack, prompt: Prompt, say: Say = ENGLISH) -> str:
    """The question, said to its hero: 'Aria: Use the Lantern?'."""
    who = _hero_name(state, prompt.hero)
    # Some questions already start with the hero's name; say it once.
    return prompt.text if prompt.text.startswith(f"{who}:") else f"{who}: {prompt.text}"


def option_label(pack: Pack, option: Option, say: Say = ENGLISH) -> str:
    return option.label or option.id


def option_detail(pack: Pack, option: Option, say: Say = ENGLISH) -> str:
    return option.detail


def prompt_text(state: GameState, pack: Pack, prompt: Prompt, say: Say = ENGLISH) -> str:
    """The question and its numbered answers, as console lines."""
    lines = [question(state, pack, prompt, say)]
    for i, option in enumerate(prompt.options, 1):
        detail = option_detail(pack, option, say)
        lines.append(f"  {i}. {option_label(pack, option, say)}" + (f" — {detail}" if detail else ""))
    return "\n".join(lines)
