"""The game on Discord: run a player's command, answer in time, show what happened, and ask
whoever must act next (DESIGN.md §6).

`GameFlow` is the one path from an interaction to the store and back; the cogs build the
commands, the moderator cog calls `announce` after repairing a game. What is shown comes from
`narration` (the events) and `prompts` (the turn banner and its components).
"""

import asyncio
import contextlib
import itertools
import logging
from collections.abc import Awaitable, Sequence
from typing import TYPE_CHECKING, Any, TypeVar

import discord

from commands.context import channel_key, mention, player_id, private
from commands.embeds import Palette, embed, messages_of, paginate
from commands.errors import refusal_embed, refusals
from commands.narration import BattleLog, event_embeds, narrate, private_lines
from commands.prompts import (
    STALE,
    STALE_GAME,
    PromptRef,
    banner,
    must_answer,
    prompt_embed,
    prompt_view,
    secret_prompts,
)
from kilforth.commands import Choose, Command
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.render import text
from kilforth.state import GameState, Prompt
from kilforth.store import ExecResult, SessionInfo, Store, VersionConflictError

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

T = TypeVar("T")

# Past this, the answer is deferred: Discord drops an interaction not answered within 3 s.
DEFER_AFTER = 2.0


class GameFlow:
    """One per bot (`bot.flow`): runs players' commands and announces what follows."""

    def __init__(self, bot: "KilforthBot") -> None:
        self.bot = bot
        # Each channel's battle still going on, whose message the next rounds edit. Kept in
        # memory: after a restart the rounds go on in a new message.
        self._battles: dict[int, BattleLog] = {}

    @property
    def store(self) -> Store:
        return self.bot.store

    async def act(self, interaction: discord.Interaction[Any], command: Command, *,
                  quiet: bool = False) -> None:
        """Run `command` (which must name the interaction's user as its player) in the
        interaction's channel, answer with what happened, then post the turn banner.
        `quiet`: a private answer and no banner, for what concerns only the player (their
        standing preferences)."""
        headline = f"{interaction.user.display_name} · {command.kind.replace('_', ' ').title()}"
        work = self._execute(channel_key(interaction), command)
        if not quiet:
            await self.run(interaction, work, headline)
            return
        with refusals():
            result = await self._in_time(interaction, work, private=True)
        pack = pack_for(result.state)
        await private(interaction, event_embeds(result.state, pack, result.events, headline)
                      or [embed(headline, "Saved.", colour=Palette.INFO)])

    async def run(self, interaction: discord.Interaction[Any], work: Awaitable[ExecResult],
                  headline: str) -> ExecResult:
        """Await a store call that moves the game (a command, the start), answering in time,
        then show its events under `headline` and post the turn banner."""
        with refusals():
            result = await self._in_time(interaction, work)
        await self._publish(interaction, result, headline)
        return result

    async def _open_prompt(self, interaction: discord.Interaction[Any], ref: PromptRef,
                           option: int = 0) -> tuple[GameState, Prompt] | None:
        """The prompt a component answers, if it is still open and addressed to the user;
        else None, after a polite private refusal."""
        key = channel_key(interaction)
        with refusals():
            session = await self.store.session(key)
            if session is None or session.id != ref.game:
                await private(interaction, [refusal_embed(STALE_GAME)])
                return None
            state = await self.store.state(key)
        pending = state.pending
        if pending is None or session.version != ref.version or pending.prompt.id != ref.prompt \
                or not 0 <= option < len(pending.prompt.options):
            await private(interaction, [refusal_embed(STALE)])
            return None
        prompt = pending.prompt
        if prompt.player != player_id(interaction.user):
            whose = text.hero_name(state, prompt.hero)
            await private(interaction, [refusal_embed(
                f"This question is for {whose}" + (f" ({m})." if (m := mention(prompt.player))
                                                   else "."))])
            return None
        return state, prompt

    async def reveal(self, interaction: discord.Interaction[Any], ref: PromptRef) -> None:
        """Show a private question and its answers to the player it is for."""
        found = await self._open_prompt(interaction, ref)
        if found is not None:
            state, prompt = found
            await interaction.response.send_message(
                embed=prompt_embed(state, prompt), view=prompt_view(ref, prompt),
                ephemeral=True)

    async def choose(self, interaction: discord.Interaction[Any], ref: PromptRef,
                     option: int) -> None:
        """A click on a prompt's button or menu: refuse it politely when it is stale or
        someone else's, else answer the prompt and retire the components."""
        found = await self._open_prompt(interaction, ref, option)
        if found is None:
            return
        state, prompt = found
        key, me = channel_key(interaction), player_id(interaction.user)
        chosen = prompt.options[option]
        command = Choose(player=me, hero=prompt.hero, prompt=prompt.id, option=chosen.id)
        try:
            result = await self._in_time(interaction, self._execute(key, command), update=True)
        except RuleError as error:
            if error.code not in ("stale_prompt", "no_prompt"):
                raise
            # Another click got there first, between our check and the store's lock.
            await private(interaction, [refusal_embed(STALE)])
            return
        answered = embed(
            "Answered", f"{text.prompt_text(state, prompt)}\n\n**{text.hero_name(state, prompt.hero)}"
            f" chose: {chosen.label}**", colour=Palette.INFO)
        if interaction.response.is_done():
            await interaction.edit_original_response(content=None, embed=answered, view=None)
        else:
            await interaction.response.edit_message(content=None, embed=answered, view=None)
        # A private question's answer is its player's alone (issue 14.8): the public headline
        # says that a choice was made, never which.
        said = "Choice made" if secret_prompts(state) else chosen.label
        await self._publish(interaction, result, f"{text.hero_name(state, prompt.hero)} · {said}")

    async def announce(self, channel: discord.abc.Messageable, state: GameState,
                       events: Sequence[Event], *, note: str | None = None) -> None:
        """Post `events` and the turn banner in `channel` outside any player's command (after
        a moderator's repair, say). `note` heads the message, e.g. what the moderator did."""
        pack = pack_for(state)
        shown = event_embeds(state, pack, events, "What happened")
        if note:
            shown.insert(0, embed(note, colour=Palette.WARNING))
        for group in messages_of(shown):
            await channel.send(embeds=group)
        session = await self.store.session(str(_channel_id(channel)))
        content, turn, view = banner(state, pack, *_asked(session))
        await channel.send(content=content, embed=turn, view=view or discord.utils.MISSING,
                           allowed_mentions=_mentions(state))

    # -- plumbing

    async def _execute(self, channel: str, command: Command) -> ExecResult:
        with refusals():
            try:
                return await self.store.execute(channel, command.player, command)
            except VersionConflictError:
                # Changed elsewhere between load and write (a repair, another process):
                # the command is checked again against the fresh state.
                return await self.store.execute(channel, command.player, command)

    async def _in_time(self, interaction: discord.Interaction[Any], work: Awaitable[T], *,
                       update: bool = False, private: bool = False) -> T:
        """Await `work`, deferring the answer if it takes long (`update`: a component's
        silent acknowledgement; `private`: an ephemeral "thinking"). On a refusal after a
        public defer, the "thinking" message is removed so the reason can be private."""
        task = asyncio.ensure_future(work)
        done, _ = await asyncio.wait({task}, timeout=DEFER_AFTER)
        if done:
            return task.result()
        if update:
            await interaction.response.defer()
        else:
            await interaction.response.defer(thinking=True, ephemeral=private)
        try:
            return await task
        except Exception:
            if not update and not private:
                with contextlib.suppress(discord.HTTPException):
                    await interaction.delete_original_response()
            raise

    async def _publish(self, interaction: discord.Interaction[Any], result: ExecResult,
                       headline: str) -> None:
        state, events, pack = result.state, result.events, pack_for(result.state)
        channel = interaction.channel_id or 0
        going_on = self._battles.pop(channel, None)
        if going_on is not None and going_on.version + 1 != result.version:
            going_on = None
        told = narrate(state, pack, events, headline, going_on)
        if not interaction.response.is_done() and (not told or going_on is not None):
            # The command needs an answer of its own; a battle's message is only edited.
            note = "Done." if going_on is None else "The battle goes on in its message above."
            told.insert(0, embed(headline, note, colour=Palette.INFO))
        # Plain embeds in a row share messages; each battle has its own, edited in place.
        for is_battle, items in itertools.groupby(told, key=lambda item: isinstance(item, BattleLog)):
            if is_battle:
                for battle in items:
                    await self._show_battle(interaction, battle)  # type: ignore[arg-type]
                continue
            for group in messages_of(list(items)):  # type: ignore[arg-type]
                await _say(interaction, group)
        battles = [item for item in told if isinstance(item, BattleLog)]
        if battles and not battles[-1].over and state.pending is not None:
            battles[-1].version = result.version
            self._battles[channel] = battles[-1]
        secrets = private_lines(state, pack, events, player_id(interaction.user))
        if secrets:
            await private(interaction, [embed("Only you see this", page, colour=Palette.INFO)
                                        for page in paginate("\n".join(secrets))])
        session = await self.store.session(str(channel))
        content, turn, view = banner(state, pack, session.id if session else 0, result.version)
        await interaction.followup.send(content=content or discord.utils.MISSING, embed=turn,
                                        view=view or discord.utils.MISSING,
                                        allowed_mentions=_mentions(state))

    async def _show_battle(self, interaction: discord.Interaction[Any], battle: BattleLog
                           ) -> None:
        """Edit the battle's message with its new lines, or post it if it has none yet (or
        it is gone)."""
        if battle.shown == len(battle.lines):
            return
        if battle.message is not None and interaction.channel_id is not None:
            message = self.bot.get_partial_messageable(interaction.channel_id) \
                .get_partial_message(battle.message)
            try:
                await message.edit(embeds=battle.embeds())
            except discord.HTTPException:
                log.warning("Could not edit battle message %s in channel %s; posting it again",
                            battle.message, interaction.channel_id, exc_info=True)
            else:
                battle.shown = len(battle.lines)
                return
        battle.message = await _say(interaction, battle.embeds())
        battle.shown = len(battle.lines)


async def _say(interaction: discord.Interaction[Any], embeds: Sequence[discord.Embed]) -> int | None:
    """Send `embeds` publicly, as the answer or as a followup; the message's id."""
    if interaction.response.is_done():
        sent = await interaction.followup.send(embeds=list(embeds), wait=True)
        return sent.id
    answered = await interaction.response.send_message(embeds=list(embeds))
    return answered.message_id


def _asked(session: SessionInfo | None) -> tuple[int, int]:
    """The game and version a banner's components carry (a finished game has none to ask)."""
    return (session.id, session.version) if session is not None else (0, 0)


def _channel_id(channel: discord.abc.Messageable) -> int:
    return int(getattr(channel, "id", 0))


def _mentions(state: GameState) -> discord.AllowedMentions:
    """Ping exactly the players the game waits for; never roles or everyone."""
    users = [discord.Object(id=int(p)) for p in must_answer(state) if p.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)
