"""The game on Discord: run a player's command, answer in time, show what happened, and ask
whoever must act next (DESIGN.md §6).

`GameFlow` is the one path from an interaction to the store and back; the cogs build the
commands, the moderator cog calls `announce` after repairing a game. Open prompts become
buttons or select menus whose custom ids carry the channel, the state's sequence number and
the prompt id, so they keep working after a restart and refuse politely once answered:

    kf:p:<channel>:<seq>:<prompt>:<option index>     a button, one per option (≤ 5 options)
    kf:s:<channel>:<seq>:<prompt>:<page>             a select menu of up to 25 options
    kf:v:<channel>:<seq>:<prompt>                    "show my choice", for a private question

A battle is told in one message: the rounds that later answers play (Fate, "fight on or
flee?") edit it, while each state change still posts a new turn banner that pings its player.

In a competitive game every question is private (it may show cards of a hand): the banner
holds only the `kf:v` button, which shows the question and its answers to its player alone.
"""

import contextlib
import logging
import re
from collections.abc import Awaitable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from commands.deadline import in_time
from commands.embeds import Limit, Palette, add_field, embed, messages_of, paginate, truncate
from commands.errors import refusal_embed, reports_errors
from kilforth.commands import Choose, Command
from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.errors import RuleError
from kilforth.events import Event, GameOver, Roll
from kilforth.render import text
from kilforth.state import GameState, Prompt
from kilforth.store import (
    CorruptStateError,
    ExecResult,
    SessionError,
    Store,
    VersionConflictError,
)

if TYPE_CHECKING:
    from commands.bot import KilforthBot

log = logging.getLogger(__name__)

BUTTONS_MAX = 5
SELECT_MAX = 25
SELECTS_MAX = 5  # a message holds five rows
STALE = "That question has already been answered or has changed, so this button does nothing now."


def player_id(user: discord.abc.Snowflake) -> str:
    """The engine's player id of a Discord user."""
    return str(user.id)


def channel_key(interaction: discord.Interaction[Any]) -> str:
    """The store's key of the channel (or thread) an interaction happened in."""
    return str(interaction.channel_id)


def mention(player: str) -> str | None:
    """A mention of a player whose id is a Discord user id (tests and benchmarks use others)."""
    return f"<@{player}>" if player.isdigit() else None


@contextlib.contextmanager
def refusals() -> Iterator[None]:
    """Store refusals shown to the player like rule refusals: `report_error` turns a
    `RuleError` into a private reason, and a lobby or channel refusal is the same kind of
    thing. A damaged game is logged and the player told who can repair it."""
    try:
        yield
    except SessionError as error:
        raise RuleError(error.code, error.message) from error
    except CorruptStateError as error:
        log.error("Damaged game: %s", error)
        raise RuleError(
            "corrupt_state",
            "This channel's saved game is damaged. A moderator can reset it with"
            " /kilforth-admin reset.",
        ) from error


# ------------------------------------------------------------------ rendering


@dataclass
class _Section:
    title: str
    colour: discord.Colour
    lines: list[str] = field(default_factory=list)


# Events that belong to an Engagement once it has begun: the battle's log keeps them.
_BATTLE_KINDS = frozenset({
    "roll", "battle_round", "changed", "evaded", "fled", "hero_defeated", "encounter_defeated",
    "became_hostile", "card_gained", "card_discarded", "ability_used", "moved", "hidden_changed",
    "ancient_defeated",
})
# Events after which an Engagement has no further round.
_BATTLE_ENDS = frozenset({
    "evaded", "fled", "hero_defeated", "encounter_defeated", "ancient_defeated"})


@dataclass
class BattleLog:
    """An Engagement told round by round. Its rounds are often played by several commands and
    answers (Fate, "fight on or flee?"), so its lines grow and the one message showing it
    (`message`) is edited rather than posted again."""

    title: str
    lines: list[str] = field(default_factory=list)
    over: bool = False
    # The game's version when the log was left open: only the next version continues it.
    version: int = 0
    message: int | None = None
    # How many lines that message shows.
    shown: int = 0

    def embeds(self) -> list[discord.Embed]:
        """The log in one message's worth of embeds; a log too long for one message keeps
        its latest part."""
        pages = [embed(self.title, page, colour=Palette.FAILURE)
                 for page in paginate("\n".join(self.lines), Limit.DESCRIPTION)]
        return messages_of(pages)[-1]


def _opened(state: GameState, pack: Pack, e: Event) -> BattleLog | None:
    """The log of an Engagement or Assault that `e` begins."""
    if e.kind == "engaged":
        return BattleLog(f"⚔ {text.hero_name(state, e.hero)} against {text.name(pack, e.foe)}")
    if e.kind == "ancient_assaulted":
        return BattleLog(f"⚔ {text.hero_name(state, e.hero)} assaults"
                         f" {text.name(pack, e.ancient)}")
    return None


def _resumed(state: GameState, pack: Pack, events: Sequence[Event]) -> BattleLog | None:
    """A log for events that go on with a battle whose log is not at hand (the bot restarted
    in the middle of it): they begin with a round before any other kind of event."""
    for e in events:
        if e.kind == "battle_round":
            return BattleLog(f"⚔ {text.hero_name(state, e.hero)} against"
                             f" {text.name(pack, e.foe)} (continued)")
        if e.kind != "prompt_opened" and e.kind not in _BATTLE_KINDS:
            return None
    return None


def roll_embed(state: GameState, pack: Pack, roll: Roll) -> discord.Embed:
    """A test: the dice faces, the successes and what they did."""
    tester = roll.tester
    who = text.hero_name(state, tester) if tester.startswith("h") and tester[1:].isdigit() \
        else text.name(pack, tester)
    purpose = f" — {roll.purpose.replace('_', ' ')}" if roll.purpose else ""
    colour = Palette.INFO if roll.passed is None else (
        Palette.SUCCESS if roll.passed else Palette.FAILURE)
    dice = text.faces(roll.final)
    if roll.dice != roll.final:
        dice += f"\n(rolled {text.faces(roll.dice)})"
    shown = embed(f"🎲 {who} tests {roll.attribute.title()}{purpose}", dice or "no dice",
                  colour=colour)
    total = roll.successes + roll.accumulated
    successes = f"{roll.successes}"
    if roll.fate:
        successes += f" ({roll.fate} from Fate)"
    if roll.accumulated:
        successes += f" + {roll.accumulated} held = {total}"
    add_field(shown, "Successes", successes, inline=True)
    if roll.target is not None:
        add_field(shown, "Needed", str(roll.target), inline=True)
    if roll.passed is not None:
        add_field(shown, "Result", "Success!" if roll.passed else "Not enough", inline=True)
    if roll.modifiers:
        add_field(shown, "Modifiers", ", ".join(roll.modifiers))
    return shown


def summary_embed(state: GameState, pack: Pack, over: GameOver) -> discord.Embed:
    """The end of the game: outcome, winners and Victory Points."""
    result = over.result
    colour = Palette.SUCCESS if result.outcome == "won" else (
        Palette.FAILURE if result.outcome == "lost" else Palette.TURN)
    shown = embed(f"🏁 The game is over — {result.outcome}", result.reason, colour=colour,
                  footer=f"{result.days} day(s) played")
    winners = ", ".join(text.hero_name(state, h) for h in result.winners) or "nobody"
    add_field(shown, "Winners", winners)
    if result.vp:
        add_field(shown, "Victory Points", "\n".join(
            f"{text.hero_name(state, h)}: {vp}" for h, vp in result.vp.items()))
    if result.team_vp is not None:
        add_field(shown, "Team score", str(result.team_vp), inline=True)
    if result.ancients_defeated:
        add_field(shown, "Ancients defeated",
                  ", ".join(text.name(pack, a) for a in result.ancients_defeated))
    return shown


def narrate(state: GameState, pack: Pack, events: Sequence[Event], headline: str,
            battle: BattleLog | None = None) -> list[discord.Embed | BattleLog]:
    """What everyone reads of `events`, in order: plain lines under `headline`, a roll embed
    per test outside a battle, a log per Engagement (`battle`, if given, is the open one
    these events go on with), an embed per Night and the end-of-game summary. Secret
    details are left out (see `private_lines`)."""
    told: list[discord.Embed | BattleLog] = []
    section: _Section | None = None
    night = dawned = False
    fight = battle or _resumed(state, pack, events)
    if fight is not None:
        told.append(fight)

    def flush() -> None:
        nonlocal section
        if section is not None and section.lines:
            told.extend(embed(section.title, page, colour=section.colour)
                        for page in paginate("\n".join(section.lines), Limit.DESCRIPTION))
        section = None

    for e in events:
        if e.kind == "prompt_opened":
            continue  # the turn banner asks the question
        if fight is not None and e.kind not in _BATTLE_KINDS:
            fight.over, fight = True, None
        opened = _opened(state, pack, e)
        if opened is not None:
            flush()
            fight = opened
            told.append(fight)
        elif e.kind == "game_over":
            flush()
            told.append(summary_embed(state, pack, e))
            continue
        elif e.kind == "night_started":
            flush()
            section, night = _Section(f"☾ Night {e.day}", Palette.NIGHT), True
        elif e.kind == "day_started" and dawned:
            flush()
            section = _Section(f"☀ Day {e.day}", Palette.TURN)
        elif fight is None and not night and e.kind == "roll":
            flush()
            told.append(roll_embed(state, pack, e))
            continue
        line = text.public_line(state, pack, e)
        if line is None:
            continue
        if fight is not None:
            fight.lines.append(line)
            fight.over = fight.over or e.kind in _BATTLE_ENDS
            continue
        if section is None:
            section = _Section(headline, Palette.INFO)
        section.lines.append(line)
        if e.kind == "dawn" and night:
            flush()
            night, dawned = False, True
    flush()
    return told


def event_embeds(state: GameState, pack: Pack, events: Sequence[Event], headline: str
                 ) -> list[discord.Embed]:
    """`narrate` as embeds only, for messages that are never edited."""
    return [shown for item in narrate(state, pack, events, headline)
            for shown in (item.embeds() if isinstance(item, BattleLog) else [item])]


def private_lines(state: GameState, pack: Pack, events: Sequence[Event], player: str
                  ) -> list[str]:
    """The secret details of `events` that `player` alone may read."""
    return [line for e in events
            if text.secret_owner(state, e) == player and (line := text.secret_line(state, pack, e))]


def must_answer(state: GameState) -> list[str]:
    """Who the game waits for: the player of the open prompt, else of the active hero; at the
    end, everyone."""
    if state.result is not None:
        return list(dict.fromkeys(h.player for h in state.heroes))
    if state.pending is not None:
        return [state.pending.prompt.player]
    if state.turn is not None:
        return [state.hero(state.turn.hero).player]
    return []


def banner(state: GameState, pack: Pack, channel: int) -> tuple[str | None, discord.Embed,
                                                                  discord.ui.View | None]:
    """The turn banner: who must act (as mentions), what the game waits for, and the prompt's
    buttons or menus addressed to whoever must answer it."""
    waiting = must_answer(state)
    mentions = " ".join(m for p in waiting if (m := mention(p)))
    title = text.turn_banner(state, pack)
    if state.result is not None:
        return (mentions or None), embed(title, "Thanks for playing!", colour=Palette.TURN), None
    if state.pending is not None:
        prompt = state.pending.prompt
        content = f"{mentions}, a choice for you." if mentions else None
        if secret_prompts(state):
            shown = embed(title, f"{text.hero_name(state, prompt.hero)} has a choice to make;"
                          " only they see it.", colour=Palette.TURN)
            view = discord.ui.View(timeout=None)
            view.add_item(PromptReveal(channel, state.seq, prompt.id))
            return content, shown, view
        return content, prompt_embed(state, prompt), prompt_view(channel, state.seq, prompt)
    if state.turn is None:
        return None, embed(title, colour=Palette.TURN), None
    hero = state.hero(state.turn.hero)
    content = f"{mentions}, your turn." if mentions else None
    shown = embed(title, text.hero_status(state, pack, hero), colour=Palette.TURN)
    add_field(shown, "Here", text.region_text(state, pack, hero.region))
    return content, shown, None


def secret_prompts(state: GameState) -> bool:
    """In a competitive game a question may show cards of a hand (which Rumour to keep, which
    to discard), so every question is asked in private."""
    return state.options.mode == "competitive"


def prompt_embed(state: GameState, prompt: Prompt) -> discord.Embed:
    gifts = "\nYou may also send a Gift now (/gift)." if prompt.allows_gifts else ""
    return embed(f"Waiting for {text.hero_name(state, prompt.hero)} to choose.",
                 text.prompt_text(state, prompt) + gifts, colour=Palette.TURN)


# ------------------------------------------------------------------ prompt components


def _option_label(prompt: Prompt, index: int, limit: int) -> str:
    return truncate(prompt.options[index].label or prompt.options[index].id, limit)


def prompt_view(channel: int, seq: int, prompt: Prompt) -> discord.ui.View:
    """Buttons for a short prompt, select menus (25 options each) for a long one."""
    view = discord.ui.View(timeout=None)
    count = len(prompt.options)
    if count <= BUTTONS_MAX:
        for index in range(count):
            view.add_item(PromptButton(channel, seq, prompt.id, index,
                                       label=_option_label(prompt, index, 80)))
        return view
    for page in range(min(SELECTS_MAX, -(-count // SELECT_MAX))):
        view.add_item(PromptSelect(channel, seq, prompt.id, page, prompt))
    return view


class PromptButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"kf:p:(?P<channel>\d+):(?P<seq>\d+):(?P<prompt>[^:]{1,40}):(?P<option>\d+)",
):
    """One answer to a prompt."""

    def __init__(self, channel: int, seq: int, prompt: str, option: int, *,
                 label: str = "…") -> None:
        super().__init__(discord.ui.Button(
            label=label, style=discord.ButtonStyle.primary,
            custom_id=f"kf:p:{channel}:{seq}:{prompt}:{option}"))
        self.channel, self.seq, self.prompt, self.option = channel, seq, prompt, option

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptButton":
        return cls(int(match["channel"]), int(match["seq"]), match["prompt"], int(match["option"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _flow(interaction).choose(interaction, self.channel, self.seq, self.prompt,
                                        self.option)


class PromptSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"kf:s:(?P<channel>\d+):(?P<seq>\d+):(?P<prompt>[^:]{1,40}):(?P<page>\d)",
):
    """Up to 25 answers to a long prompt; the values are option indexes."""

    def __init__(self, channel: int, seq: int, prompt: str, page: int,
                 shown: Prompt | None = None) -> None:
        options = [discord.SelectOption(label="…", value="0")]
        if shown is not None:
            first = page * SELECT_MAX
            options = [
                discord.SelectOption(
                    label=_option_label(shown, index, 100), value=str(index),
                    description=truncate(shown.options[index].detail, 100) or None)
                for index in range(first, min(first + SELECT_MAX, len(shown.options)))
            ]
        super().__init__(discord.ui.Select(
            custom_id=f"kf:s:{channel}:{seq}:{prompt}:{page}", options=options,
            placeholder="Choose…" if page == 0 else f"More choices ({page + 1})"))
        self.channel, self.seq, self.prompt = channel, seq, prompt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptSelect":
        return cls(int(match["channel"]), int(match["seq"]), match["prompt"], int(match["page"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        values = (interaction.data or {}).get("values") or []
        option = int(values[0]) if values and str(values[0]).isdigit() else -1
        await _flow(interaction).choose(interaction, self.channel, self.seq, self.prompt, option)


class PromptReveal(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"kf:v:(?P<channel>\d+):(?P<seq>\d+):(?P<prompt>[^:]{1,40})",
):
    """Shows a private question, with its answers, to the player it is for."""

    def __init__(self, channel: int, seq: int, prompt: str) -> None:
        super().__init__(discord.ui.Button(
            label="Show my choice", style=discord.ButtonStyle.secondary,
            custom_id=f"kf:v:{channel}:{seq}:{prompt}"))
        self.channel, self.seq, self.prompt = channel, seq, prompt

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction[Any],
                             item: discord.ui.Item[Any], match: re.Match[str]) -> "PromptReveal":
        return cls(int(match["channel"]), int(match["seq"]), match["prompt"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await _flow(interaction).reveal(interaction, self.channel, self.seq, self.prompt)


PROMPT_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    PromptButton, PromptSelect, PromptReveal)


def _flow(interaction: discord.Interaction[Any]) -> "GameFlow":
    flow: GameFlow = interaction.client.flow  # type: ignore[attr-defined]
    return flow


async def private(interaction: discord.Interaction[Any], embeds: Sequence[discord.Embed]
                  ) -> None:
    """Send `embeds` to the interaction's user alone, as the answer or as followups."""
    for group in messages_of(embeds):
        if interaction.response.is_done():
            await interaction.followup.send(embeds=group, ephemeral=True)
        else:
            await interaction.response.send_message(embeds=group, ephemeral=True)


# ------------------------------------------------------------------ the flow


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
            result = await in_time(interaction, work, private=True)
        pack = pack_for(result.state)
        await private(interaction, event_embeds(result.state, pack, result.events, headline)
                      or [embed(headline, "Saved.", colour=Palette.INFO)])

    async def run(self, interaction: discord.Interaction[Any], work: Awaitable[ExecResult],
                  headline: str) -> ExecResult:
        """Await a store call that moves the game (a command, the start), answering in time,
        then show its events under `headline` and post the turn banner."""
        with refusals():
            result = await in_time(interaction, work)
        await self._publish(interaction, result, headline)
        return result

    async def _open_prompt(self, interaction: discord.Interaction[Any], channel: int,
                           seq: int, prompt_id: str, option: int = 0
                           ) -> tuple[GameState, Prompt] | None:
        """The prompt a component answers, if it is still open and addressed to the user;
        else None, after a polite private refusal."""
        with refusals():
            state = await self.store.state(str(channel))
        pending = state.pending
        if pending is None or state.seq != seq or pending.prompt.id != prompt_id \
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

    async def reveal(self, interaction: discord.Interaction[Any], channel: int, seq: int,
                     prompt_id: str) -> None:
        """Show a private question and its answers to the player it is for."""
        found = await self._open_prompt(interaction, channel, seq, prompt_id)
        if found is not None:
            state, prompt = found
            await interaction.response.send_message(
                embed=prompt_embed(state, prompt), view=prompt_view(channel, seq, prompt),
                ephemeral=True)

    async def choose(self, interaction: discord.Interaction[Any], channel: int, seq: int,
                     prompt_id: str, option: int) -> None:
        """A click on a prompt's button or menu: refuse it politely when it is stale or
        someone else's, else answer the prompt and retire the components."""
        found = await self._open_prompt(interaction, channel, seq, prompt_id, option)
        if found is None:
            return
        state, prompt = found
        key, me = str(channel), player_id(interaction.user)
        chosen = prompt.options[option]
        command = Choose(player=me, hero=prompt.hero, prompt=prompt.id, option=chosen.id)
        try:
            result = await in_time(interaction, self._execute(key, command), update=True)
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
        await self._publish(interaction, result,
                            f"{text.hero_name(state, prompt.hero)} · {chosen.label}")

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
        content, turn, view = banner(state, pack, _channel_id(channel))
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
        plain: list[discord.Embed] = []
        for item in [*told, None]:
            if isinstance(item, discord.Embed):
                plain.append(item)
                continue
            for group in messages_of(plain):
                await _say(interaction, group)
            plain = []
            if item is not None:
                await self._show_battle(interaction, item)
        battles = [item for item in told if isinstance(item, BattleLog)]
        if battles and not battles[-1].over and state.pending is not None:
            battles[-1].version = result.version
            self._battles[channel] = battles[-1]
        secrets = private_lines(state, pack, events, player_id(interaction.user))
        if secrets:
            await private(interaction, [embed("Only you see this", page, colour=Palette.INFO)
                                        for page in paginate("\n".join(secrets))])
        content, turn, view = banner(state, pack, channel)
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


def _channel_id(channel: discord.abc.Messageable) -> int:
    return int(getattr(channel, "id", 0))


def _mentions(state: GameState) -> discord.AllowedMentions:
    """Ping exactly the players the game waits for; never roles or everyone."""
    users = [discord.Object(id=int(p)) for p in must_answer(state) if p.isdigit()]
    return discord.AllowedMentions(everyone=False, roles=False, replied_user=False, users=users)
