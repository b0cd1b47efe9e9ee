"""What everyone reads of a command's events (DESIGN.md §6): plain lines under a headline, a
roll embed per test outside a battle, one log per Engagement, an embed per Night and the
end-of-game summary.

A battle is told in the message of the command that began it: the rounds that later answers
play (Fate, "fight on or flee?") edit it there (`BattleLog`), while each later command gets
one message of its own.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

import discord

from commands.embeds import Limit, Palette, add_field, embed, messages_of, paginate
from kilforth.content.pack import Pack
from kilforth.events import Event, GameOver, Roll
from kilforth.render import results, rolls, text
from kilforth.render.say import ENGLISH, Say
from kilforth.state import GameState


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
    # The embeds around the log in its message, which an edit of the message keeps.
    before: list[discord.Embed] = field(default_factory=list)
    after: list[discord.Embed] = field(default_factory=list)

    def embeds(self) -> list[discord.Embed]:
        """The log as one embed; a log too long for one keeps its latest part."""
        pages = paginate("\n".join(self.lines), Limit.DESCRIPTION)
        return [embed(self.title, pages[-1], colour=Palette.FAILURE)]

    def framed(self) -> list[discord.Embed]:
        """The whole message holding the log, for an edit; the log alone if, grown, it no
        longer fits in one message with what surrounds it."""
        whole = [*self.before, *self.embeds(), *self.after]
        return whole if len(messages_of(whole)) == 1 else self.embeds()


Told = discord.Embed | BattleLog


def _opened(state: GameState, pack: Pack, e: Event, say: Say) -> BattleLog | None:
    """The log of an Engagement or Assault that `e` begins."""
    if e.kind == "engaged":
        return BattleLog(say("discord-battle", hero=text.hero_name(state, e.hero),
                             foe=say.card(pack, e.foe)))
    if e.kind == "ancient_assaulted":
        return BattleLog(say("discord-assault", hero=text.hero_name(state, e.hero),
                             ancient=say.card(pack, e.ancient)))
    return None


def _resumed(state: GameState, pack: Pack, events: Sequence[Event], say: Say
             ) -> BattleLog | None:
    """A log for events that go on with a battle whose log is not at hand (the bot restarted
    in the middle of it): they begin with a round before any other kind of event."""
    for e in events:
        if e.kind == "battle_round":
            return BattleLog(say("discord-battle-continued", hero=text.hero_name(state, e.hero),
                                 foe=say.card(pack, e.foe)))
        if e.kind != "prompt_opened" and e.kind not in _BATTLE_KINDS:
            return None
    return None


def roll_embed(state: GameState, pack: Pack, roll: Roll, say: Say = ENGLISH) -> discord.Embed:
    """A test: the dice as numbers with the successes in bold, the successes, the target and
    the result (`rolls.roll_text`), and the modifiers that applied."""
    who = rolls.tester_name(state, pack, roll.tester)
    attribute = say("attribute", word=roll.attribute)
    title = say("discord-roll-for", who=who, attribute=attribute, purpose=roll.purpose) \
        if roll.purpose else say("discord-roll", who=who, attribute=attribute)
    colour = Palette.INFO if roll.passed is None else (
        Palette.SUCCESS if roll.passed else Palette.FAILURE)
    shown = embed(title, f"{rolls.pool_text(state, pack, roll, say.lang)}\n"
                  f"{rolls.roll_text(state, roll, lang=say.lang, pack=pack)}", colour=colour)
    if roll.modifiers and not roll.sources:
        # A roll logged before its sources were: its English notes.
        add_field(shown, say("discord-modifiers"), ", ".join(roll.modifiers))
    return shown


def summary_embed(state: GameState, pack: Pack, over: GameOver, say: Say = ENGLISH
                  ) -> discord.Embed:
    """The end of the game: outcome, winners and Victory Points."""
    result = over.result
    colour = Palette.SUCCESS if result.outcome == "won" else (
        Palette.FAILURE if result.outcome == "lost" else Palette.TURN)
    shown = embed(say("discord-game-over", outcome=result.outcome),
                  results.reason_text(result, state, pack, say), colour=colour,
                  footer=say("discord-days-played", days=result.days))
    winners = ", ".join(text.hero_name(state, h) for h in result.winners) or say(
        "discord-nobody")
    add_field(shown, say("discord-winners"), winners)
    if result.vp:
        add_field(shown, say("discord-victory-points"), "\n".join(
            results.hero_score(result, hero, say) for hero in state.heroes))
    if result.team_vp is not None:
        add_field(shown, say("discord-team-score"), str(result.team_vp), inline=True)
    if result.ancients_defeated:
        add_field(shown, say("discord-ancients-defeated"),
                  ", ".join(say.card(pack, a) for a in result.ancients_defeated))
    return shown


def public_line(state: GameState, pack: Pack, e: Event, say: Say = ENGLISH) -> str | None:
    """What everyone reads of one event on Discord: `text.public_line`, but a test's dice as
    numbers with the successes in bold (issue 11.3)."""
    return rolls.roll_line(state, pack, e, lang=say.lang) if e.kind == "roll" else text.public_line(
        state, pack, e, say=say)


class Narrator:
    """One walk over a command's events, sorting each into what everyone reads: the open
    section of plain lines, a roll embed, the battle going on, a Night. Secret details are
    left out (see `private_lines`)."""

    def __init__(self, state: GameState, pack: Pack, headline: str, say: Say = ENGLISH
                 ) -> None:
        self.state, self.pack, self.headline, self.say = state, pack, headline, say
        self.told: list[Told] = []
        self._section: _Section | None = None
        self._fight: BattleLog | None = None
        # Inside a Night's section, and past the first Dawn (whose Day then gets a section).
        self._night = self._dawned = False

    def tell(self, events: Sequence[Event], battle: BattleLog | None = None) -> list[Told]:
        """What everyone reads of `events`, in order; `battle`, if given, is the open
        Engagement these events go on with."""
        self._fight = battle or _resumed(self.state, self.pack, events, self.say)
        if self._fight is not None:
            self.told.append(self._fight)
        for e in events:
            self._visit(e)
        self._flush()
        return self.told

    def _flush(self) -> None:
        section = self._section
        if section is not None and section.lines:
            self.told.extend(embed(section.title, page, colour=section.colour)
                             for page in paginate("\n".join(section.lines), Limit.DESCRIPTION))
        self._section = None

    def _visit(self, e: Event) -> None:
        state, pack, say = self.state, self.pack, self.say
        if e.kind in ("prompt_opened", "turn_started"):
            return  # the turn banner that ends the message asks the question, or says whose turn
        if self._fight is not None and e.kind not in _BATTLE_KINDS:
            self._fight.over, self._fight = True, None
        opened = _opened(state, pack, e, say)
        if opened is not None:
            self._flush()
            self._fight = opened
            self.told.append(opened)
        elif e.kind == "game_over":
            self._flush()
            self.told.append(summary_embed(state, pack, e, say))
            return
        elif e.kind == "night_started":
            self._flush()
            self._section = _Section(say("discord-night", day=e.day), Palette.NIGHT)
            self._night = True
        elif e.kind == "day_started" and self._dawned:
            self._flush()
            self._section = _Section(say("discord-day", day=e.day), Palette.TURN)
        elif self._fight is None and not self._night and e.kind == "roll":
            self._flush()
            self.told.append(roll_embed(state, pack, e, say))
            return
        line = public_line(state, pack, e, say)
        if line is None:
            return
        if self._fight is not None:
            self._fight.lines.append(line)
            self._fight.over = self._fight.over or e.kind in _BATTLE_ENDS
            return
        if self._section is None:
            self._section = _Section(self.headline, Palette.INFO)
        self._section.lines.append(line)
        if e.kind == "dawn" and self._night:
            self._flush()
            self._night, self._dawned = False, True


def narrate(state: GameState, pack: Pack, events: Sequence[Event], headline: str,
            battle: BattleLog | None = None, say: Say = ENGLISH) -> list[Told]:
    """What everyone reads of `events` under `headline` (see `Narrator`)."""
    return Narrator(state, pack, headline, say).tell(events, battle)


def event_embeds(state: GameState, pack: Pack, events: Sequence[Event], headline: str,
                 say: Say = ENGLISH) -> list[discord.Embed]:
    """`narrate` as embeds only, for messages that are never edited."""
    return [shown for item in narrate(state, pack, events, headline, say=say)
            for shown in (item.embeds() if isinstance(item, BattleLog) else [item])]


def private_lines(state: GameState, pack: Pack, events: Sequence[Event], player: str,
                  say: Say = ENGLISH) -> list[str]:
    """The secret details of `events` that `player` alone may read."""
    return [line for e in events
            if text.secret_owner(state, e) == player
            and (line := text.secret_line(state, pack, e, say=say))]
