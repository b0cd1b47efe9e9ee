"""The turn panel (issue 35): on the turn banner, the legal commands of the hero whose turn
it is, as buttons (the Actions without an argument) and select menus (those with one, and
the Gifts). A click runs the command through `GameFlow`, exactly as its slash command would.

Custom ids name the game and the version the banner showed, like the question buttons
(`commands.prompts.PromptRef`), so a panel the game has moved past is refused politely:

    kf:a:<game>:<version>:<command index>     a button
    kf:m:<game>:<version>:<page>              a menu; its values are command indexes
    kf:w:<game>:<version>                     "show my actions", where hands are secret

An index names one command of `kilforth.render.panel.turn_panel`, whose order is a function
of the state: at the same version the click finds the command the banner offered.
"""

import re
from dataclasses import dataclass
from typing import Any

import discord

from commands.context import game_flow
from commands.embeds import truncate
from commands.errors import reports_errors
from kilforth.content.pack import Pack
from kilforth.i18n import msgid
from kilforth.render import panel
from kilforth.render.panel import Panel
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState

PANEL_STALE = msgid("panel-stale")
ROWS_MAX = 5
BUTTONS_PER_ROW = 5
OPTIONS_MAX = 25
LABEL_MAX = 80  # a button's label
OPTION_MAX = 100  # a menu option's label, value and description


@dataclass(frozen=True)
class PanelRef:
    """The banner a panel's component belongs to: its game and the version it showed."""

    game: int
    version: int

    @staticmethod
    def template(kind: str, index: str | None = None) -> str:
        tail = f":(?P<{index}>\\d{{1,3}})" if index else ""
        return rf"kf:{kind}:(?P<game>\d{{1,19}}):(?P<version>\d{{1,19}}){tail}"

    def custom_id(self, kind: str, index: int | None = None) -> str:
        tail = "" if index is None else f":{index}"
        return f"kf:{kind}:{self.game}:{self.version}{tail}"

    @classmethod
    def from_match(cls, match: re.Match[str]) -> "PanelRef":
        return cls(int(match["game"]), int(match["version"]))


def secret_panel(state: GameState) -> bool:
    """Where hands are secret, the panel names the cards of one (a Rumour to Discover, a
    card to sell): it is shown to its player alone, behind a button."""
    return state.options.secret_hands


def menu_pages(found: Panel, rows: int) -> list[tuple[str, list[int]]]:
    """The panel's menus as at most `rows` select menus of 25 options: one per group when
    they fit, else every group's commands in order, in pages. What does not fit in five
    rows (a hundred targets and more) is left to the slash commands."""
    groups = [(name, indexes[i:i + OPTIONS_MAX]) for name, indexes in found.menus
              for i in range(0, len(indexes), OPTIONS_MAX)]
    if len(groups) <= rows:
        return groups
    every = [i for _, indexes in found.menus for i in indexes]
    return [("", every[i:i + OPTIONS_MAX]) for i in range(0, len(every), OPTIONS_MAX)][:rows]


def turn_view(ref: PanelRef, state: GameState, pack: Pack, found: Panel, say: Say = ENGLISH,
              *, reveal: bool = False) -> discord.ui.View:
    """The components of panel `found`. `reveal`: the panel itself, where a secret panel's
    banner shows only its "show my actions" button."""
    view = discord.ui.View(timeout=None)
    if secret_panel(state) and not reveal:
        view.add_item(PanelReveal(ref, say))
        return view
    buttons = found.buttons[:BUTTONS_PER_ROW * 2]
    for at, index in enumerate(buttons):
        command = found.commands[index]
        name = say("panel-kind", kind=command.kind)
        shown = say("panel-button-ap", action=name) if command.kind in panel.ACTION_KINDS else name
        view.add_item(PanelButton(ref, index, label=truncate(shown, LABEL_MAX),
                                  row=at // BUTTONS_PER_ROW,
                                  quiet=command.kind in ("camp", "unhide")))
    rows = -(-len(buttons) // BUTTONS_PER_ROW)
    pages = menu_pages(found, ROWS_MAX - rows)
    for page, (group, indexes) in enumerate(pages):
        placeholder = say("panel-menu", group=group) if group else say(
            "panel-menu-page", page=page + 1, pages=len(pages))
        options = [discord.SelectOption(
            value=str(i), label=truncate(panel.label(state, pack, found.commands[i], say),
                                         OPTION_MAX),
            description=truncate(panel.detail(state, pack, found.commands[i], say),
                                 OPTION_MAX) or None)
            for i in indexes]
        view.add_item(PanelSelect(ref, page, options=options, placeholder=placeholder,
                                  row=rows + page))
    return view


class PanelButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=PanelRef.template("a", "command")):
    """One command without an argument."""

    def __init__(self, ref: PanelRef, command: int, *, label: str = "…", row: int | None = None,
                 quiet: bool = False) -> None:
        style = discord.ButtonStyle.secondary if quiet else discord.ButtonStyle.primary
        super().__init__(discord.ui.Button(label=label, style=style, row=row,
                                           custom_id=ref.custom_id("a", command)))
        self.ref, self.command = ref, command

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PanelButton":
        return cls(PanelRef.from_match(match), int(match["command"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await game_flow(interaction).take(interaction, self.ref, self.command)


class PanelSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                  template=PanelRef.template("m", "page")):
    """Up to 25 commands with an argument; the values are command indexes."""

    def __init__(self, ref: PanelRef, page: int, *,
                 options: list[discord.SelectOption] | None = None, placeholder: str = "…",
                 row: int | None = None) -> None:
        super().__init__(discord.ui.Select(
            custom_id=ref.custom_id("m", page), placeholder=placeholder, row=row,
            options=options or [discord.SelectOption(label="…", value="0")]))
        self.ref = ref

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PanelSelect":
        return cls(PanelRef.from_match(match), int(match["page"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []
        command = int(values[0]) if values and str(values[0]).isdigit() else -1
        await game_flow(interaction).take(interaction, self.ref, command)


class PanelReveal(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=PanelRef.template("w")):
    """Shows a secret panel to the player whose turn it is."""

    def __init__(self, ref: PanelRef, say: Say = ENGLISH) -> None:
        super().__init__(discord.ui.Button(label=say("panel-show"),
                                           style=discord.ButtonStyle.primary,
                                           custom_id=ref.custom_id("w")))
        self.ref = ref

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PanelReveal":
        return cls(PanelRef.from_match(match))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await game_flow(interaction).show_panel(interaction, self.ref)


PANEL_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PanelButton, PanelSelect, PanelReveal)

