"""Autocomplete for the game's commands: what the game allows now, by name (DESIGN.md §6).

Every list comes from the engine (`legal_commands`) or from what the state shows; the cogs
only choose how to label it. A channel without a running game offers nothing.
"""

from collections.abc import Iterable, Sequence
from typing import Any, TypeVar

import discord
from discord import app_commands

from commands.context import channel_key, player_id
from commands.embeds import truncate
from kilforth.commands import Command
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.legal import legal_commands
from kilforth.render.say import Say
from kilforth.state import GameState, HeroState
from kilforth.store import StoreError

C = TypeVar("C", bound=Command)

CHOICES_MAX = 25
CHOICE_TEXT = 100


async def game_state(interaction: discord.Interaction[Any]) -> GameState | None:
    """The channel's running game, or None (no game, a lobby, a damaged game)."""
    try:
        return await interaction.client.store.state(channel_key(interaction))
    except StoreError:
        return None


async def legal(interaction: discord.Interaction[Any], kind: type[C]
                ) -> tuple[GameState, Pack, list[C]] | None:
    """The commands of type `kind` the user may send now, with the state and its pack."""
    state = await game_state(interaction)
    if state is None:
        return None
    # Only this kind is worked out: autocomplete runs at every keystroke.
    found = legal_commands(state, player_id(interaction.user), kinds={kind.model_fields["kind"].default})
    return state, pack_for(state), [c for c in found if isinstance(c, kind)]


def my_heroes(state: GameState, interaction: discord.Interaction[Any]) -> list[HeroState]:
    return [h for h in state.heroes_of(player_id(interaction.user)) if h.in_play]


def acting_hero(state: GameState, interaction: discord.Interaction[Any]) -> HeroState | None:
    """The user's hero whose turn it is, else their first hero in play."""
    mine = my_heroes(state, interaction)
    if state.turn is not None:
        for hero in mine:
            if hero.id == state.turn.hero:
                return hero
    return mine[0] if mine else None


def matching(options: Iterable[tuple[str, str]], current: str
             ) -> list[app_commands.Choice[str]]:
    """(label, value) pairs whose label or value contains what was typed, first 25, each
    unique by value and within Discord's lengths."""
    typed = current.strip().lower()
    seen: set[str] = set()
    found: list[app_commands.Choice[str]] = []
    for label, value in options:
        if value in seen or len(value) > CHOICE_TEXT:
            continue
        if typed and typed not in label.lower() and typed not in value.lower():
            continue
        seen.add(value)
        found.append(app_commands.Choice(name=truncate(label, CHOICE_TEXT), value=value))
        if len(found) == CHOICES_MAX:
            break
    return found


def card_choices(pack: Pack, cards: Sequence[str], say: Say) -> list[tuple[str, str]]:
    """Cards by name in the words of `say` (the player typing)."""
    return [(say.card(pack, card), card) for card in cards]
