"""The game on Discord: run a player's command, answer in time, show what happened, and ask
whoever must act next (DESIGN.md §6).

`GameFlow` is the one path from an interaction to the store and back; the cogs build the
commands, the moderator cog calls `announce` after repairing a game. What is shown comes from
`narration` (the events) and `prompts` (the turn banner and its components).
"""

import asyncio
import functools
import logging
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NoReturn

import discord

from commands.autopilot import Played
from commands.context import channel_key, mention, player_id, private
from commands.deadline import in_time
from commands.embeds import Palette, embed, messages_of, paginate
from commands.errors import refusal_embed, refusals
from commands.language import game_say, reader_say
from commands.lookback import attachment_url, recap_file
from commands.narration import BattleLog, Told, event_embeds, narrate, private_lines
from commands.panel import PANEL_STALE, PanelRef, turn_view
from commands.pictures import ATTACHMENT, MapPictures, as_file, drawn, player_names
from commands.prompts import (
    STALE,
    STALE_GAME,
    PromptRef,
    banner,
    must_answer,
    prompt_embed,
    prompt_view,
    question_text,
    secret_prompts,
)
from commands.reminders import Arming
from kilforth.commands import Camp, Choose, Command
from kilforth.content.pack import Pack, load_pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.events import Event
from kilforth.i18n import DEFAULT_LANG, msgid, t
from kilforth.render import panel, prompts, text
from kilforth.render.panel import Panel
from kilforth.render.say import Say, say_for
from kilforth.state import GameState, HeroState, Prompt
from kilforth.store import (
    ExecResult,
    SessionInfo,
    Store,
    VersionConflictError,
)
from kilforth.store.models import Pilot

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

# The messages that show the map picture: the one that starts the game, and the first turn
# of each Day (issue 11.2).
MAP_EVENTS = frozenset({"game_started", "day_started"})

# A message's headline: its words, or how to say them once the reader's language is known.
Headline = str | Callable[[Say], str]


class GameFlow:
    """One per bot (`bot.flow`): runs players' commands and announces what follows."""

    def __init__(self, bot: "KilforthBot") -> None:
        self.bot = bot
        # Each channel's battle still going on, whose message the next rounds edit. Kept in
        # memory: after a restart the rounds go on in a new message.
        self._battles: dict[int, BattleLog] = {}
        self.pictures = MapPictures()
        # Each channel's last message that asks a question with components, retired once
        # the channel is told anything after it (`_retire`). Kept in memory: after a restart
        # a left-over button is refused politely when clicked.
        self._asking: dict[int, _Asking] = {}
        # Each channel's game and its latest turn banner, which a reminder links to. Kept in
        # memory: after a restart a reminder goes without its link until the next banner.
        self._banners: dict[int, tuple[int, int]] = {}

    async def _latest(self, channel: str) -> SessionInfo | None:
        """The channel's latest game: `store.session` holds only a lobby or a running game,
        and a game's last messages, once it has ended, are in its language too."""
        games = await self.store.games(channel)
        return games[0] if games else None

    @property
    def store(self) -> Store:
        return self.bot.store

    async def act(self, interaction: discord.Interaction[Any], command: Command, *,
                  quiet: bool = False) -> None:
        """Run `command` (which must name the interaction's user as its player) in the
        interaction's channel, answer with what happened and the turn banner.
        `quiet`: a private answer and no banner, for what concerns only the player (their
        standing preferences)."""
        arming = self.bot.turn_clock.arming(interaction.channel_id or 0,
                                            player_id(interaction.user))
        done: list[ExecResult] = []

        async def work() -> ExecResult:
            done.append(await self._execute(channel_key(interaction), command, arming))
            return done[-1]

        def headline(say: Say) -> str:
            # One name per person (issue 35.7): the headline names the hero who acts, as
            # every line under it does, in the state the command was applied to (read with
            # it, not again before it); the player's Discord name is only in the ping.
            before = done[-1].before if done else None
            player = interaction.user.display_name if before is None else _actor(
                before, command, interaction.user.display_name)
            return say("discord-headline", player=player, kind=command.kind)

        if not quiet:
            await self.run(interaction, work(), headline, arming=arming, acted=command.player)
            return

        async def alone() -> ExecResult:
            result = await work()
            await self.bot.autopilot.back(channel_key(interaction), command.player)
            return result

        with refusals():
            try:
                result = await in_time(interaction, alone(), private=True)
            finally:
                arming.written()
        pack = pack_for(result.state)
        say = reader_say(interaction, pack)
        await private(interaction,
                      event_embeds(result.state, pack, result.events, headline(say), say)
                      or [embed(headline(say), say("discord-saved"), colour=Palette.INFO)])

    async def run(self, interaction: discord.Interaction[Any], work: Awaitable[ExecResult],
                  headline: Headline, *, note: str | None = None,
                  arming: Arming | None = None, acted: str | None = None) -> ExecResult:
        """Await a store call that moves the game (a command, the start), answering in time,
        then show its events under `headline` with the turn banner (`note` under the
        headline when nothing public happened; by default, that it is done). `arming`: the
        turn clock set with `work`'s commands, if it is; `acted`: the player whose own
        command `work` is."""
        with refusals():
            result, played = await in_time(interaction, self._then_computer(
                channel_key(interaction), work, arming, acted))
        await self._publish(interaction, result, headline, played=played, note=note,
                            arming=arming)
        return result

    async def _then_computer(self, channel: str, work: Awaitable[ExecResult],
                             arming: Arming | None, acted: str | None = None
                             ) -> tuple[ExecResult, Played]:
        """`work`, then what the seats the computer plays do at once after it (with the turn
        clock set in their transactions too, if `arming`). `acted`: the player whose own
        command `work` is, whose seat the computer gives back first (`Autopilot.back`)."""
        try:
            result = await work
            return result, await self.bot.autopilot.follow(channel, result, arming,
                                                           acted=acted)
        finally:
            if arming is not None:
                arming.written()

    async def _shown(self, interaction: discord.Interaction[Any], game: int, version: int,
                     stale: str = STALE) -> tuple[SessionInfo, GameState] | None:
        """The channel's game, if a component's message showed it as it is now (the same
        game, at the same version); else None, after a polite private refusal (`stale`:
        what it says when the game has moved on)."""
        key = channel_key(interaction)
        with refusals():
            session = await self.store.session(key)
            if session is None or session.id != game:
                await _refuse(interaction, load_pack(), STALE if session is None else STALE_GAME)
                return None
            state = await self.store.state(key)
        if session.version != version:
            await _refuse(interaction, pack_for(state), stale)
            return None
        return session, state

    async def _open_prompt(self, interaction: discord.Interaction[Any], ref: PromptRef,
                           option: int = 0) -> tuple[SessionInfo, GameState, Prompt] | None:
        """The prompt a component answers, if it is still open and addressed to the user;
        else None, after a polite private refusal."""
        shown = await self._shown(interaction, ref.game, ref.version)
        if shown is None:
            return None
        session, state = shown
        pending = state.pending
        if pending is None or pending.prompt.id != ref.prompt \
                or not 0 <= option < len(pending.prompt.options):
            await _refuse(interaction, pack_for(state), STALE)
            return None
        prompt = pending.prompt
        if prompt.player != player_id(interaction.user):
            say = reader_say(interaction, pack_for(state))
            whose = text.hero_name(state, prompt.hero)
            m = mention(prompt.player)
            said = say("discord-question-for-player", hero=whose, mention=m) if m else say(
                "discord-question-for", hero=whose)
            await private(interaction, [refusal_embed(said, say)])
            return None
        return session, state, prompt

    async def _open_panel(self, interaction: discord.Interaction[Any], ref: PanelRef
                          ) -> tuple[GameState, Panel] | None:
        """The turn panel a component belongs to, if the game is still where the banner
        showed it and the turn is the user's; else None, after a polite private refusal."""
        shown = await self._shown(interaction, ref.game, ref.version, PANEL_STALE)
        if shown is None:
            return None
        _, state = shown
        pack = pack_for(state)
        found = panel.turn_panel(state, pack)
        if found is None:
            await _refuse(interaction, pack, PANEL_STALE)
            return None
        if found.hero.player != player_id(interaction.user):
            say = reader_say(interaction, pack)
            m = mention(found.hero.player)
            said = say("panel-turn-for-player", hero=found.hero.name, mention=m) if m else say(
                "panel-turn-for", hero=found.hero.name)
            await private(interaction, [refusal_embed(said, say)])
            return None
        return state, found

    async def take(self, interaction: discord.Interaction[Any], ref: PanelRef,
                   index: int) -> None:
        """A click on the turn panel: the command it names, run as its slash command runs
        (`act`), once the panel is known to be current and the user's."""
        found = await self._open_panel(interaction, ref)
        if found is None:
            return
        state, shown = found
        if not 0 <= index < len(shown.commands):
            await _refuse(interaction, pack_for(state), PANEL_STALE)
            return
        await self.act(interaction, shown.commands[index])

    async def show_panel(self, interaction: discord.Interaction[Any], ref: PanelRef) -> None:
        """Show a secret turn panel to the player whose turn it is."""
        found = await self._open_panel(interaction, ref)
        if found is not None:
            state, shown = found
            pack = pack_for(state)
            say = reader_say(interaction, pack)
            await interaction.response.send_message(
                embed=embed(say("panel-what-now"), panel.open_actions(state, pack, shown, say),
                            colour=Palette.TURN),
                view=turn_view(ref, state, pack, shown, say, reveal=True), ephemeral=True)

    async def reveal(self, interaction: discord.Interaction[Any], ref: PromptRef) -> None:
        """Show a private question and its answers to the player it is for."""
        found = await self._open_prompt(interaction, ref)
        if found is not None:
            _, state, prompt = found
            pack = pack_for(state)
            say = reader_say(interaction, pack)
            await interaction.response.send_message(
                embed=prompt_embed(state, prompt, say), view=prompt_view(ref, pack, prompt, say),
                ephemeral=True)

    async def choose(self, interaction: discord.Interaction[Any], ref: PromptRef,
                     option: int) -> None:
        """A click on a prompt's button or menu: refuse it politely when it is stale or
        someone else's, else answer the prompt and retire the components."""
        found = await self._open_prompt(interaction, ref, option)
        if found is None:
            return
        session, state, prompt = found
        key, me = channel_key(interaction), player_id(interaction.user)
        arming = self.bot.turn_clock.arming(interaction.channel_id or 0, me)
        chosen = prompt.options[option]
        pack = pack_for(state)
        say = game_say(session, pack)
        label = prompts.option_label(pack, chosen, say)
        command = Choose(player=me, hero=prompt.hero, prompt=prompt.id, option=chosen.id)
        try:
            result, played = await in_time(interaction, self._then_computer(
                key, self._execute(key, command, arming), arming, me), update=True)
        except RuleError as error:
            if error.code not in ("stale_prompt", "no_prompt"):
                raise
            # Another click got there first, between our check and the store's lock.
            await _refuse(interaction, pack, STALE)
            return
        hero = text.hero_name(state, prompt.hero)
        answered = embed(
            say("discord-answered"), f"{question_text(state, prompt, say)}\n\n"
            f"**{say('discord-chose', hero=hero, label=label)}**", colour=Palette.INFO)
        # A private question's answer is its player's alone (issue 14.8): the public headline
        # says that a choice was made, never which.
        headline = f"{hero} · {say('discord-choice-made')}" if secret_prompts(state) else say(
            "discord-chose", hero=hero, label=label)
        await self._publish(interaction, result, headline, answered=answered, played=played,
                            arming=arming)

    async def announce(self, channel: discord.abc.Messageable, state: GameState,
                       events: Sequence[Event], *, note: str | None = None,
                       told: Sequence[discord.Embed] = (),
                       before: GameState | None = None) -> None:
        """Post `events` (or what is already `told`) and the turn banner in `channel`, in
        one message, outside any player's command (after a moderator's repair, say). `note`
        heads the message, e.g. what the moderator did. `before`: the stored state the
        change started from (`ExecResult.before`), whose awaited players are not pinged
        again; None pings whoever the game now waits for."""
        pack = pack_for(state)
        key = _channel_id(channel)
        session = await self.store.session(str(key))
        say = game_say(session or await self._latest(str(key)), pack)
        told = [*event_embeds(state, pack, events, say("discord-what-happened"), say), *told]
        if note:
            told.insert(0, embed(note, colour=Palette.WARNING))
        game, version = _asked(session)
        # A game the computer or the clock ended outside any command ends with its recap too.
        picture = (await self._recap(key, state, getattr(channel, "guild", None), say)
                   if state.result is not None else None)

        async def send(embeds: list[discord.Embed], **extra: Any) -> int:
            return (await channel.send(embeds=embeds, **extra)).id

        await self._post(send, list(told), state, pack, key, game, version, acted=None,
                         before=before, say=say, picture=picture)

    async def skip(self, channel: str) -> tuple[HeroState, ExecResult]:
        """Make the active hero of `channel`'s game camp, ending their turn: a moderator's
        skip, or the turn clock's when it runs out. Refused while a question is open (nobody
        answers for a player) and when no hero is taking a turn."""
        with refusals():
            session = await self.store.session(channel)
            state = await self.store.state(channel)
        if state.result is not None:
            _refusal("game_over", msgid("discord-skip-game-over"))
        # The question and the banner quoted are in the game's words.
        say, pack = game_say(session, pack_for(state)), pack_for(state)
        if state.pending is not None:
            prompt = state.pending.prompt
            _refusal("prompt_open", msgid("discord-skip-prompt-open"),
                     hero=text.hero_name(state, prompt.hero),
                     player=mention(prompt.player) or f"`{prompt.player}`",
                     question=prompts.question(state, pack, prompt, say))
        if state.turn is None:
            _refusal("no_turn", msgid("discord-skip-no-turn"),
                     banner=text.turn_banner(state, pack, say=say))
        hero = state.hero(state.turn.hero)
        # The store logs a command under the player it acts for; who asked is logged by the
        # caller. The player has not come back from being away: their seat stays the
        # computer's (no `acted`, see `_then_computer`).
        with refusals():
            return hero, await self.store.execute(channel, hero.player,
                                                  Camp(player=hero.player, hero=hero.id))

    # -- plumbing

    async def _execute(self, channel: str, command: Command, arming: Arming) -> ExecResult:
        with refusals():
            try:
                result = await self.store.execute(channel, command.player, command,
                                                  timers=arming)
            except VersionConflictError:
                # Changed elsewhere between load and write (a repair, another process):
                # the command is checked again against the fresh state.
                result = await self.store.execute(channel, command.player, command,
                                                  timers=arming)
        return result

    async def _publish(self, interaction: discord.Interaction[Any], result: ExecResult,
                       headline: Headline, *, answered: discord.Embed | None = None,
                       played: Played | None = None, note: str | None = None,
                       arming: Arming | None = None) -> None:
        """Show what a command did, and who must act next, in one public message (issue
        11.4). `answered`: a click's answer, which replaces the question in the message
        clicked. A battle going on is edited in the message that holds it. `played`: what
        the computer's seats did after the command, told after it; the banner is then the
        game as they left it. `arming`: the turn clock, if set with the commands."""
        state, events, pack = result.state, result.events, pack_for(result.state)
        channel = interaction.channel_id or 0
        now, told_events = (result, events) if played is None else (
            played.result, [*events, *played.events])
        # The game's id and language come with its result, without another read. A game
        # that ended (by the command or the computer's follow-ups) shows no components,
        # which would carry its id.
        say = say_for(pack, now.lang)
        game = now.game if now.state.result is None else 0
        seats = None if played is None else played.seats
        # A game that ended shows its recap (drawn below); one that goes on, at a Day's
        # start, its map.
        ended = any(e.kind == "game_over" for e in told_events)
        drawing = None
        if not ended and any(e.kind in MAP_EVENTS for e in told_events):
            # Drawn while the message is made; it follows the message if not ready by then.
            drawing = self.pictures.draw(
                channel, game, now.version, now.state,
                player_names(now.state, interaction.guild, self.bot),
                await self.bot.autopilot.words(str(channel), now.state, say, seats), say)
        title = headline if isinstance(headline, str) else headline(say)
        going_on = self._battles.pop(channel, None)
        if going_on is not None and going_on.version + 1 != result.version:
            going_on = None
        told = narrate(state, pack, events, title, going_on, say)
        retold: BattleLog | None = None
        if going_on is not None:
            told.remove(going_on)
            if await self._retell(interaction, going_on, answered):
                retold = going_on
            else:
                told.insert(0, going_on)  # its message is gone: it goes on in the new one
        elif answered is not None:
            await _edit_clicked(interaction, _with_answer(_clicked_embeds(interaction), answered))
        if not told and answered is None:
            # A slash command is answered with a headline even when nothing public happened:
            # it is done, or it stopped at a question (a test's Fate, say) before anything did.
            if going_on is not None:
                note = say("discord-battle-goes-on")
            elif note is None and state.pending is not None:
                note = say("discord-awaits-answer")
            told.append(embed(title, note or say("discord-done"), colour=Palette.INFO))
        if played is not None:
            told += played.embeds()
        events = told_events
        picture = await self._recap(channel, now.state, interaction.guild, say) if ended \
            else None
        # A question's click edits its message (`answered`); a turn panel's does not, and
        # its banner is retired like any question left behind.
        clicked = interaction.message.id if interaction.message is not None \
            and answered is not None else None
        await self._post(functools.partial(_say, interaction), told, now.state, pack, channel,
                         game, now.version, acted=player_id(interaction.user),
                         before=result.before, retold=retold, picture=picture,
                         drawing=drawing, say=say, edited=clicked, arming=arming, seats=seats)
        mine = reader_say(interaction, pack)
        secrets = private_lines(state, pack, events, player_id(interaction.user), mine)
        if secrets:
            await private(interaction, [embed(mine(msgid("discord-only-you")), page, colour=Palette.INFO)
                                        for page in paginate("\n".join(secrets))])

    async def _recap(self, channel: int, state: GameState, guild: discord.Guild | None,
                     say: Say) -> discord.File | None:
        """The recap picture of the game that just ended in `channel`, for its last message
        (issue 32); None, logged, if it cannot be drawn: the end must still be told."""
        ended = await self._latest(str(channel))
        if ended is None:
            return None
        try:
            told = await self.store.chronicle(ended.id)
            return await recap_file(told, player_names(state, guild, self.bot), say)
        except Exception:
            log.exception("Could not draw the recap of channel %s", channel)
            return None

    async def _retell(self, interaction: discord.Interaction[Any], battle: BattleLog,
                      answered: discord.Embed | None) -> bool:
        """Edit the message holding `battle` with its new rounds, and the message clicked
        with `answered` (one edit when they are the same message). False if the battle's
        message could not be edited."""
        clicked = interaction.message
        if answered is not None and clicked is not None and clicked.id == battle.message:
            battle.after = _with_answer(battle.after, answered)
            await _edit_clicked(interaction, battle.framed())
            return True
        if answered is not None:
            await _edit_clicked(interaction, _with_answer(_clicked_embeds(interaction), answered))
        if battle.message is None or interaction.channel_id is None:
            return False
        message = self.bot.get_partial_messageable(interaction.channel_id) \
            .get_partial_message(battle.message)
        try:
            await message.edit(embeds=battle.framed())
        except discord.HTTPException:
            log.warning("Could not edit battle message %s in channel %s; posting it again",
                        battle.message, interaction.channel_id, exc_info=True)
            return False
        return True

    async def _post(self, send: "Send", told: list[Told], state: GameState, pack: Pack,
                    channel: int, game: int, version: int, *, acted: str | None,
                    before: GameState | None, say: Say, retold: BattleLog | None = None,
                    picture: discord.File | None = None,
                    drawing: "asyncio.Future[bytes] | None" = None,
                    edited: int | None = None, arming: Arming | None = None,
                    seats: Mapping[str, Pilot] | None = None) -> None:
        """Post `told` and the turn banner as one message (more only when Discord's limits
        demand it), pinging whom `_pings` says of `before` and `state`; `picture`, at the
        end the recap, or `drawing`, the map as it is drawn, is shown in the banner: the map
        at once if it is drawn, else by an edit once it is.
        Remembers where each battle is shown, and the battle left open (`retold`: one
        edited in its own message), so that the next rounds edit it. The question asked
        before, if its message still offers its components, is retired (`edited`: a
        message the command already edited, the one clicked). `arming`: the turn clock as
        the commands set it in their transactions; if none did, it is set here. `seats`:
        the seats the computer plays, if the interaction read them already."""
        if arming is not None and arming.planned == version:
            deadline = arming.deadline
        else:
            try:
                deadline = await self.bot.turn_clock.arm(channel, game, version, state, acted)
            except Exception:
                # The move is made and must be told; a clock that could not be set only
                # loses its reminders.
                log.exception("Could not set the turn clock of channel %s", channel)
                deadline = None
        pilots = await self.bot.autopilot.labels(str(channel), state, say, seats)
        content, turn, view = banner(state, pack, game, version, deadline, pilots, say=say)
        png = _ready(drawing, channel)
        # Told now, with no wait since: the render may end while the message is sent.
        follows = drawing is not None and not drawing.done()
        if png is not None:
            picture = as_file(png)
        if picture is not None:
            turn.set_image(url=attachment_url(picture))
        flat: list[tuple[discord.Embed, BattleLog | None]] = [
            (shown, item if isinstance(item, BattleLog) else None)
            for item in told for shown in (item.embeds() if isinstance(item, BattleLog)
                                           else [item])]
        flat.append((turn, None))
        groups = messages_of(shown for shown, _ in flat)
        pings = _pings(state, before, acted)
        before = self._asking.pop(channel, None)
        message: int | None = None
        start = 0
        for n, group in enumerate(groups):
            # Who must act, the question's components and the pings go with the banner.
            is_last = n == len(groups) - 1
            extra = {key: value for key, value in (("content", content), ("view", view),
                                                   ("file", picture)) if value and is_last}
            message = await send(group, allowed_mentions=_mentions(pings if is_last else []),
                                 **extra)
            owners = [owner for _, owner in flat[start:start + len(group)]]
            for at, owner in enumerate(owners):
                if owner is not None:
                    owner.message, owner.before, owner.after = message, group[:at], group[at + 1:]
            start += len(group)
        if message is not None:
            self._banners[channel] = (game, message)
        if drawing is not None and follows and message is not None:
            self.pictures.follow(self._picture_follows(channel, message, groups[-1], turn,
                                                       drawing))
        if before is not None and before.message not in (message, edited):
            await self._retire(channel, before)
        if view is not None and message is not None:
            # A battle's message is edited round by round (`_retell`): embeds kept from now
            # would undo its later rounds, so only its components go.
            battle_here = any(owner is not None for _, owner in flat[-len(groups[-1]):])
            settled = None if battle_here else _settled(groups[-1], state, say)
            self._asking[channel] = _Asking(message, settled)
        battles = [*([retold] if retold else []),
                   *(item for item in told if isinstance(item, BattleLog))]
        if battles and not battles[-1].over and state.pending is not None:
            battles[-1].version = version
            self._battles[channel] = battles[-1]

    async def _picture_follows(self, channel: int, message: int, shown: list[discord.Embed],
                               turn: discord.Embed, picture: "asyncio.Future[bytes]") -> None:
        """Add the map to the banner `turn` (the last of the message's embeds `shown`) once
        it is drawn. The banner keeps it: a battle's later rounds edit the message with it."""
        try:
            png = await asyncio.shield(picture)
        except Exception:
            # The picture is a view of the board, not the game: the move is told without it.
            log.exception("Could not draw the map of channel %s", channel)
            return
        turn.set_image(url=ATTACHMENT)
        found = self.bot.get_partial_messageable(channel).get_partial_message(message)
        try:
            await found.edit(embeds=shown, attachments=[as_file(png)])
        except discord.HTTPException:
            log.warning("Could not add the map to message %s in channel %s", message,
                        channel, exc_info=True)

    async def _retire(self, channel: int, asking: "_Asking") -> None:
        """Take the components off a question's message that the game has moved past, and
        the line that pinged its player; a private question's notice says it was answered."""
        message = self.bot.get_partial_messageable(channel).get_partial_message(asking.message)
        try:
            if asking.settled is None:
                await message.edit(content=None, view=None)
            else:
                await message.edit(content=None, embeds=asking.settled, view=None)
        except discord.HTTPException:
            # Deleted, or out of reach: its components are refused politely if clicked.
            log.warning("Could not retire question message %s in channel %s", asking.message,
                        channel, exc_info=True)

    def banner_url(self, guild: str, channel: int, game: int) -> str | None:
        """The jump link to game `game`'s latest turn banner in `channel`, if known."""
        shown = self._banners.get(channel)
        if shown is None or shown[0] != game:
            return None
        return f"https://discord.com/channels/{guild}/{channel}/{shown[1]}"


Send = Callable[..., Awaitable[int | None]]


@dataclass(frozen=True)
class _Asking:
    """A posted message whose components ask a question: its id, and for a private question
    the embeds that replace its own once answered (None: its embeds stay)."""

    message: int
    settled: list[discord.Embed] | None


def _pings(state: GameState, before: GameState | None, acted: str | None) -> list[str]:
    """Whom the message notifies (issue 11.4): the players the game now waits for that the
    stored game was not waiting for before the change the message tells — never the player
    whose turn simply goes on, and nobody once the game is over. Both states are the store's,
    not a memory of this process: the rule holds when another process told the channel last,
    and after a restart (issue 37.1). With no state before (a game just dealt, a repair), the
    player who just acted is not pinged about what they have just done."""
    waiting = [] if state.result is not None else must_answer(state)
    waited = set(must_answer(before)) if before is not None else {acted}
    return [player for player in waiting if player not in waited]


def _settled(shown: list[discord.Embed], state: GameState, say: Say) -> list[discord.Embed] | None:
    """The embeds of a message holding a private question's public notice (its last embed),
    once the question is answered: the notice says so, without the clock that ran for it.
    None for a public question, whose message stays as it was."""
    if state.pending is None or not secret_prompts(state):
        return None
    notice = shown[-1].copy()
    notice.description = say("discord-secret-chosen", hero=text.hero_name(state, state.pending.prompt.hero))
    notice.clear_fields()
    return [*shown[:-1], notice]


def _actor(state: GameState, command: Command, fallback: str) -> str:
    """The name of the hero `command` is for: the one it names, else the player's hero the
    game waits for, else the player's first; `fallback` for a player without a seat."""
    if command.hero:
        return text.hero_name(state, command.hero)
    awaited = state.pending.prompt.hero if state.pending is not None else (
        state.turn.hero if state.turn is not None else None)
    mine = [h for h in state.heroes if h.player == command.player]
    named = next((h for h in mine if h.id == awaited), mine[0] if mine else None)
    return named.name if named is not None else fallback


def _ready(picture: "asyncio.Future[bytes] | None", channel: int) -> bytes | None:
    """The picture if it is drawn by now; None if it is under way (or failed, which is
    logged: the move is told without it)."""
    if picture is None:
        return None
    try:
        return drawn(picture)
    except Exception:
        log.exception("Could not draw the map of channel %s", channel)
        return None


def _refusal(code: str, key: str, **params: str) -> NoReturn:
    """Refuse with catalogue message `key` (said in English for the log)."""
    raise RuleError(code, t(DEFAULT_LANG, key, **params), key=key, params=params)


async def _refuse(interaction: discord.Interaction[Any], pack: Pack, key: str) -> None:
    """A private refusal of a click, in its clicker's language."""
    say = reader_say(interaction, pack)
    await private(interaction, [refusal_embed(say(key), say)])


async def _say(interaction: discord.Interaction[Any], embeds: Sequence[discord.Embed],
               **extra: Any) -> int | None:
    """Send `embeds` publicly, as the answer or as a followup; the message's id."""
    if interaction.response.is_done():
        sent = await interaction.followup.send(embeds=list(embeds), wait=True, **extra)
        return sent.id
    answered = await interaction.response.send_message(embeds=list(embeds), **extra)
    return answered.message_id


def _with_answer(embeds: list[discord.Embed], answered: discord.Embed) -> list[discord.Embed]:
    """`embeds` with the last, the question, replaced by `answered`, which keeps the
    question's picture: without an embed showing it, the file would hang below as a bare
    attachment."""
    if embeds and embeds[-1].image.url:
        answered.set_image(url=embeds[-1].image.url)
    return [*embeds[:-1], answered]


def _clicked_embeds(interaction: discord.Interaction[Any]) -> list[discord.Embed]:
    """The embeds of the message whose component was clicked; its last is the question."""
    return list(interaction.message.embeds) if interaction.message is not None else []


async def _edit_clicked(interaction: discord.Interaction[Any], embeds: list[discord.Embed]
                        ) -> None:
    """Edit the message clicked, retiring its components (the answer, or a silent defer)."""
    if interaction.response.is_done():
        await interaction.edit_original_response(content=None, embeds=embeds, view=None)
    else:
        await interaction.response.edit_message(content=None, embeds=embeds, view=None)


def _asked(session: SessionInfo | None) -> tuple[int, int]:
    """The game and version a banner's components carry (a finished game has none to ask)."""
    return (session.id, session.version) if session is not None else (0, 0)


def _channel_id(channel: discord.abc.Messageable) -> int:
    return int(getattr(channel, "id", 0))


def _mentions(players: Sequence[str]) -> discord.AllowedMentions:
    """Notify exactly `players`, though the message may name others; never roles or
    everyone."""
    users = [discord.Object(id=int(p)) for p in players if p.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)
