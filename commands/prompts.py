"""Questions as components (DESIGN.md §6): the turn banner says who must act and what the
game waits for, and an open prompt becomes buttons or select menus whose custom ids say which
game and which question they answer (`PromptRef`, their one spelling), so they keep working
after a restart and refuse politely once stale:

    kf:p:<game>:<version>:<prompt>:<option index>    a button, one per option (≤ 5 options)
    kf:s:<game>:<version>:<prompt>:<page>            a select menu of up to 25 options
    kf:v:<game>:<version>:<prompt>                   "show my choice", for a private question

<game> is the store's session id, never reused, so a button of an abandoned game cannot answer
the channel's next one. <version> is the session's version when the question was shown: every
change, an undo included, appends a version, so it never repeats and a button left over from
before an undo cannot answer the question asked again after it.

In a competitive game every question is private (it may show cards of a hand): the banner
holds only the `kf:v` button, which shows the question and its answers to its player alone.
"""

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from typing import Any

import discord

from commands.context import game_flow, mention
from commands.embeds import Palette, add_field, embed, truncate
from commands.errors import reports_errors
from commands.panel import PanelRef, turn_view
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.i18n import msgid
from kilforth.render import panel, prompts, text
from kilforth.render.cards import weather_text
from kilforth.render.say import ENGLISH, Say
from kilforth.sim.agents import waiting_on
from kilforth.state import GameState, Prompt

BUTTONS_MAX = 5
# The longest detail of an answer in a question's message: about two lines on a phone.
DETAIL_AT_MOST = 90
SELECT_MAX = 25
SELECTS_MAX = 5  # a message holds five rows
STALE = msgid("discord-stale")
STALE_GAME = msgid("discord-stale-game")


@dataclass(frozen=True)
class PromptRef:
    """The question a component answers, and the one spelling of the custom ids that carry it
    (`kf:<kind>:<game>:<version>:<prompt>[:<index>]`). Discord caps a custom id at 100
    characters: with 19-digit numbers and a 40-character prompt id the widest is 87."""

    game: int
    version: int
    prompt: str

    @staticmethod
    def template(kind: str, index: str | None = None) -> str:
        """The DynamicItem template of a component `kind`, with a trailing number `index`."""
        tail = f":(?P<{index}>\\d{{1,2}})" if index else ""
        return (rf"kf:{kind}:(?P<game>\d{{1,19}}):(?P<version>\d{{1,19}})"
                rf":(?P<prompt>[^:]{{1,40}}){tail}")

    def custom_id(self, kind: str, index: int | None = None) -> str:
        tail = "" if index is None else f":{index}"
        return f"kf:{kind}:{self.game}:{self.version}:{self.prompt}{tail}"

    @classmethod
    def from_match(cls, match: re.Match[str]) -> "PromptRef":
        return cls(int(match["game"]), int(match["version"]), match["prompt"])


def must_answer(state: GameState) -> list[str]:
    """Whom the banner names: the player the game waits for (`waiting_on`); at the end,
    everyone."""
    if state.result is not None:
        return list(dict.fromkeys(h.player for h in state.heroes))
    player = waiting_on(state)
    return [] if player is None else [player]


def banner(state: GameState, pack: Pack, game: int, version: int,
           deadline: datetime | None = None, pilots: Mapping[str, str] | None = None, *,
           say: Say = ENGLISH) -> tuple[str | None, discord.Embed, discord.ui.View | None]:
    """The turn banner: who must act (as mentions), what the game waits for, and the prompt's
    buttons or menus addressed to whoever must answer it. `game` and `version`: the session
    and the version `state` is at, which the components carry (see `PromptRef`).
    `deadline`: when the awaited player's turn clock runs out, shown as a relative time.
    `pilots`: how the computer plays each seat it plays (issue 15.4), by player."""
    content, shown, view = _banner(state, pack, game, version, say)
    if deadline is not None and state.result is None:
        ends = discord.utils.format_dt(deadline, "R")
        add_field(shown, say("discord-clock"), say("discord-clock-ends", ends=ends))
    played = [f"{hero.name} ({pilots[hero.player]})" for hero in state.heroes
              if pilots and hero.player in pilots]
    if played and state.result is None:
        add_field(shown, say("discord-computer-seats"), "\n".join(played))
    return content, shown, view


def _banner(state: GameState, pack: Pack, game: int, version: int, say: Say
            ) -> tuple[str | None, discord.Embed, discord.ui.View | None]:
    waiting = must_answer(state)
    mentions = " ".join(m for p in waiting if (m := mention(p)))
    title = text.turn_banner(state, pack, say=say)
    if state.result is not None:
        return (mentions or None), embed(title, say("discord-thanks"), colour=Palette.TURN), None
    if state.pending is not None:
        prompt = state.pending.prompt
        ref = PromptRef(game, version, prompt.id)
        content = say("discord-choice-for", mentions=mentions) if mentions else None
        if secret_prompts(state):
            shown = embed(title, say("discord-secret-choice",
                                     hero=text.hero_name(state, prompt.hero)),
                          colour=Palette.TURN)
            view = discord.ui.View(timeout=None)
            view.add_item(PromptReveal(ref, say))
            return content, shown, view
        return content, prompt_embed(state, prompt, say), prompt_view(ref, pack, prompt, say)
    if state.turn is None:
        return None, embed(title, colour=Palette.TURN), None
    hero = state.hero(state.turn.hero)
    content = say("discord-your-turn", mentions=mentions) if mentions else None
    shown = embed(title, text.hero_status(state, pack, hero, say=say), colour=Palette.TURN)
    add_field(shown, say("discord-here"), text.region_text(state, pack, hero.region, say=say))
    if state.weather:
        add_field(shown, say("info-map-weather"), weather_text(pack, state.weather, say))
    found = panel.turn_panel(state, pack)
    if found is None:
        return content, shown, None
    add_field(shown, say("panel-what-now"), panel.open_actions(state, pack, found, say))
    return content, shown, turn_view(PanelRef(game, version), state, pack, found, say)


def secret_prompts(state: GameState) -> bool:
    """In a competitive game a question may show cards of a hand (which Rumour to keep, which
    to discard), so every question is asked in private."""
    return state.options.mode == "competitive"


def question_text(state: GameState, prompt: Prompt, say: Say = ENGLISH) -> str:
    """A question and its answers as a message shows them: each answer's detail (a card's
    whole text, for one to discard) cut to a line a phone shows whole; /card shows the rest."""
    return prompts.prompt_text(state, pack_for(state), prompt, say,
                               brief=functools.partial(truncate, limit=DETAIL_AT_MOST))


def prompt_embed(state: GameState, prompt: Prompt, say: Say = ENGLISH) -> discord.Embed:
    gifts = "\n" + say("discord-gifts-too") if prompt.allows_gifts else ""
    return embed(say("discord-waiting-for", hero=text.hero_name(state, prompt.hero)),
                 question_text(state, prompt, say) + gifts, colour=Palette.TURN)


def _option_label(pack: Pack, prompt: Prompt, index: int, limit: int, say: Say) -> str:
    return truncate(prompts.option_label(pack, prompt.options[index], say), limit)


def prompt_view(ref: PromptRef, pack: Pack, prompt: Prompt, say: Say = ENGLISH
                ) -> discord.ui.View:
    """Buttons for a short prompt, select menus (25 options each) for a long one."""
    view = discord.ui.View(timeout=None)
    count = len(prompt.options)
    if count <= BUTTONS_MAX:
        for index in range(count):
            view.add_item(PromptButton(ref, index,
                                       label=_option_label(pack, prompt, index, 80, say)))
        return view
    for page in range(min(SELECTS_MAX, -(-count // SELECT_MAX))):
        view.add_item(PromptSelect(ref, page, prompt, pack, say))
    return view


class PromptButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=PromptRef.template("p", "option")):
    """One answer to a prompt."""

    def __init__(self, ref: PromptRef, option: int, *, label: str = "…") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           custom_id=ref.custom_id("p", option)))
        self.ref, self.option = ref, option

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptButton":
        return cls(PromptRef.from_match(match), int(match["option"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await game_flow(interaction).choose(interaction, self.ref, self.option)


class PromptSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                   template=PromptRef.template("s", "page")):
    """Up to 25 answers to a long prompt; the values are option indexes."""

    def __init__(self, ref: PromptRef, page: int, shown: Prompt | None = None,
                 pack: Pack | None = None, say: Say = ENGLISH) -> None:
        options = [discord.SelectOption(label="…", value="0")]
        if shown is not None and pack is not None:
            first = page * SELECT_MAX
            options = [
                discord.SelectOption(
                    label=_option_label(pack, shown, index, 100, say), value=str(index),
                    description=truncate(
                        prompts.option_detail(pack, shown.options[index], say), 100) or None)
                for index in range(first, min(first + SELECT_MAX, len(shown.options)))
            ]
        super().__init__(discord.ui.Select(
            custom_id=ref.custom_id("s", page), options=options,
            placeholder=say("discord-choose") if page == 0
            else say("discord-more-choices", page=page + 1)))
        self.ref = ref

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptSelect":
        return cls(PromptRef.from_match(match), int(match["page"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []
        option = int(values[0]) if values and str(values[0]).isdigit() else -1
        await game_flow(interaction).choose(interaction, self.ref, option)


class PromptReveal(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=PromptRef.template("v")):
    """Shows a private question, with its answers, to the player it is for."""

    def __init__(self, ref: PromptRef, say: Say = ENGLISH) -> None:
        super().__init__(discord.ui.Button(label=say("discord-show-choice"),
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=ref.custom_id("v")))
        self.ref = ref

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptReveal":
        return cls(PromptRef.from_match(match))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await game_flow(interaction).reveal(interaction, self.ref)


PROMPT_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PromptButton, PromptSelect, PromptReveal)

