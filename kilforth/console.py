"""The local console: a hot-seat game at the terminal, on the same engine and the same store
as the Discord bot (docs/architecture.md).

Players type the bot's command words (`move greyspire peaks`, `confront hermit influence`,
`trade buy spell`…). A name or id is read in any case, in full or by the start of the name
or of one of its words, and only among what that command could take for this player now
(`Scope`): a card they hold, an Encounter of their Region. Whenever the game waits on a
player the console asks that player: a question is answered with the number of an option,
and anything else lists the options again. Computer companions (`kilforth.sim.agents`) take
their turns and answer their questions by themselves; their commands are told in a few
lines. Every accepted command goes through `Store.execute`, so a console game is saved
after each command: Ctrl-C, Ctrl-D or `quit` stop at once, and `--resume ID` goes on.

The console deals the game itself, so that `--seed` and scripted dice (`--dice`) are
honoured, and hands the dealt game to the store as an import (the store's own `start` draws
a fresh seed). A game with scripted dice is a rehearsal: its dice are not those of its seed,
so the store's replay check cannot reproduce it.
"""

import asyncio
import os
import re
import secrets
import shlex
import subprocess
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import TextIO

from pydantic import ValidationError
from pydantic_core import ErrorDetails

from kilforth import console_records, console_words, engine
from kilforth.commands import (
    TRADE_ORDER,
    Assault,
    Bundle,
    Camp,
    Choose,
    Clear,
    Command,
    Confront,
    Discover,
    Exchange,
    Feat,
    Hide,
    Move,
    Overcome,
    Resolve,
    Rest,
    Search,
    SetPreferences,
    TeamUp,
    Trade,
    Unhide,
    Use,
)
from kilforth.console_words import COMMANDS, english, fold
from kilforth.content.pack import Pack, load_pack
from kilforth.content.vocabulary import ATTRIBUTES, REWARD_TYPES
from kilforth.errors import RuleError
from kilforth.events import DayStarted, EncounterPlaced, Event, Roll, TurnStarted
from kilforth.i18n import DEFAULT_LANG, Lang, msgid, t
from kilforth.legal import Legal
from kilforth.options import GameOptions, Mode
from kilforth.render import overview, prompts, results, rolls, rules_help, text
from kilforth.render.cards import card_sheet, sheet_text, what_it_does
from kilforth.render.companions import acting_name, summary
from kilforth.render.refusals import refusal_text
from kilforth.render.say import ENGLISH, Say, say_for
from kilforth.rules import board
from kilforth.rules.actions import cheapest_reward, purse_for_purchase
from kilforth.sim.agents import Agent, waiting_on
from kilforth.sim.seats import COMPUTER, DEFAULT_LEVEL, companions_for, saga_for, suggested_hero
from kilforth.state import GameState, HeroSpec, HeroState
from kilforth.store import Store, StoreError
from kilforth.store.backend import DEFAULT_DB, Target
from kilforth.store.errors import SessionError
from kilforth.store.models import ExportEntry, ExportSession, GameExport
from kilforth.store.postgres import without_password
from kilforth.terminal import terminal_width, wrap_text
from kilforth.visibility import visible_cards

GUILD = "console"
HUMAN = "player"
SOLO_PLAYER = "you"
MAX_HEROES = 4

class InputError(ValueError):
    """A line the console cannot turn into a command; the message says why."""


class SetupCancelled(Exception):
    """The input ended (Ctrl-D) while the heroes were being chosen."""


# ------------------------------------------------------------------ names

def _is_number(word: str) -> bool:
    """Digits 0-9 only: `str.isdigit` also accepts "²", which `int` refuses."""
    return re.fullmatch(r"[0-9]+", word) is not None


def _norm(name: str) -> str:
    return re.sub(r"[\s_\-',]+", " ", fold(name)).strip()


@dataclass
class Names:
    """Display names and ids of the things in scope for one question, matched
    case-insensitively: exactly, else by a unique beginning of the name or of one of its
    words. `what` says what is in scope ("a
    Rumour in your hand"). Copies of one card share a name: the first one added answers to
    it, so callers add the copies a player can use first."""

    what: str
    say: Say = ENGLISH
    ids: dict[str, str] = field(default_factory=dict)  # normalised name or id -> id
    shown: dict[str, str] = field(default_factory=dict)  # id -> display name

    def add(self, card: str, name: str) -> None:
        self.ids.setdefault(_norm(card), card)
        self.ids.setdefault(_norm(name), card)
        self.shown.setdefault(card, name)

    def hits(self, raw: str) -> dict[str, str]:
        """The things `raw` may name, id by display name: the one it names exactly, else
        every one whose name it begins, or one of whose words it begins ("signet" for
        Merchant Prince's Signet). One per display name: two copies are not an ambiguity."""
        key = _norm(raw)
        if key in self.ids:
            card = self.ids[key]
            return {self.shown[card]: card}
        return {self.shown[card]: card for k, card in reversed(self.ids.items())
                if key and f" {key}" in f" {k}"}

    def find(self, raw: str) -> str:
        hits = self.hits(raw)
        if len(hits) == 1:
            return next(iter(hits.values()))
        if hits:
            raise InputError(self.say("console-ambiguous", raw=raw,
                                      names=" · ".join(sorted(hits))))
        known = sorted(set(self.shown.values()))
        raise InputError(self.say("console-not-in-scope", raw=raw, what=self.what,
                                  known="some" if known else "none", names=" · ".join(known)))

    def longest(self, words: list[str]) -> tuple[str, int]:
        """The id named by the longest run of leading words, and how many words it took: a
        whole name first, else the beginning of one name alone ("sell mireille wren")."""
        for n in range(len(words), 0, -1):
            key = _norm(" ".join(words[:n]))
            if key in self.ids:
                return self.ids[key], n
        for n in range(len(words) - 1, 0, -1):
            hits = self.hits(" ".join(words[:n]))
            if len(hits) == 1:
                return next(iter(hits.values())), n
        return self.find(" ".join(words)), len(words)


def _names(what: str, pairs: dict[str, str], say: Say = ENGLISH) -> Names:
    found = Names(what, say)
    for card, name in pairs.items():
        found.add(card, name)
    return found


# The field naming the card or target of each command kind whose target is looked up.
# The words that split a trade and an exchange into their parts.
TRADE_WORDS = ("buy", "sell", "heal")
EXCHANGE_WORDS = ("give", "take")

TARGET_FIELD = {"confront": "encounter", "overcome": "encounter", "discover": "card",
                "resolve": "card", "use": "card", "clear": "target", "assault": "ancient"}

# What is in scope for each of those kinds, as the refusal of an unknown name says it.
SCOPE = {"confront": msgid("console-scope-confront"), "overcome": msgid("console-scope-confront"),
         "discover": msgid("console-scope-discover"), "resolve": msgid("console-scope-resolve"),
         "use": msgid("console-scope-use"), "clear": msgid("console-scope-clear"),
         "assault": msgid("console-scope-assault"), "trade": msgid("console-scope-trade")}


class Scope:
    """What one player may name now: for a command kind, the targets the acting hero could
    give it (what they see or hold, `Legal.candidates`), the legal ones first."""

    def __init__(self, state: GameState, player: str, pack: Pack, say: Say = ENGLISH) -> None:
        self.state, self.pack, self.say = state, pack, say
        self.legal = Legal(state, player, pack)

    def allows(self, kind: str) -> bool:
        return kind in self.legal

    def targets(self, kind: str) -> Names:
        def named(command: Command) -> list[str]:
            if isinstance(command, Trade):
                return command.sell
            return [getattr(command, TARGET_FIELD[kind])]

        found = Names(self.say(SCOPE[kind]), self.say)
        for command in [*self.legal.get(kind, []), *self.legal.candidates(kind)]:
            for card in named(command):
                if card == "obstacle":
                    found.add(card, self.say("console-obstacle"))
                else:
                    _add_card(found, self.pack, card)
        return found

    def holdings(self, hero: HeroState, player: str) -> Names:
        """What a hero can hand over in an exchange (R-GIFT-EX-2): Rumours, Assets, Loot; but
        in a competitive game another player's Rumours are a secret hand, not to be named."""
        secret = self.state.options.mode == "competitive" and hero.player != player
        found = Names(self.say("console-scope-holdings", hero=hero.name,
                               secret="yes" if secret else "no"), self.say)
        for card in [*([] if secret else hero.rumours), *hero.assets, *hero.loot]:
            _add_card(found, self.pack, card)
        return found


def _add_card(names: Names, pack: Pack, card: str) -> None:
    """A card under its name in the console's language, and under its English name too; a
    Race or Class under its feminine form as well ("elfe noire", "sorcière")."""
    names.add(card, names.say.card(pack, card))
    names.add(card, board.card_name(pack, card))
    if feminine := names.say.feminine(card):
        names.add(card, feminine)


# ------------------------------------------------------------------ parsing a line

@dataclass(frozen=True)
class Local:
    """A console command that does not touch the game: map, look, hero, card, log, rules,
    help, quit."""

    word: str
    arg: str = ""


Parsed = Command | Local


# The console's words for the command kinds whose word differs from the kind.
KIND_OF_WORD = {"team-up": "team_up", "teamup": "team_up", "team": "team_up"}
LOCAL_WORDS = {"map", "look", "help", "quit", "exit", "hero", "card", "rules", "log"}
# The event lines `log` reads back when no number is given: about one Day's worth.
LOG_LINES = 20
# The commands that take nothing after them: words after one are refused, not ignored, so
# that "camp no wait" does not make camp.
BARE = frozenset({"search", "hide", "rest", "camp", "unhide"})
# The longest line read: the longest command (a Trade selling a hand of cards) is a few
# hundred characters, and a refusal quotes the line.
LINE_AT_MOST = 500


class Parser:
    """Turns a typed line into a command for `player`, looking names up among what that
    player may name now (`Scope`)."""

    def __init__(self, pack: Pack, say: Say = ENGLISH,
                 width: Callable[[], int] = terminal_width) -> None:
        self.pack, self.say, self.width = pack, say, width
        self.regions = Names(say("console-scope-region"), say)
        for region in pack.regions:
            _add_card(self.regions, pack, region)
        self.attributes = _names(say("console-scope-attribute"),
                                 {a: say("attribute", word=a) for a in ATTRIBUTES}, say)
        self.decks = _names(say("console-scope-deck"),
                            {k: say("reward-type", word=k) for k in REWARD_TYPES}, say)
        for english_word in (*ATTRIBUTES, *REWARD_TYPES):
            (self.attributes if english_word in ATTRIBUTES else self.decks).add(
                english_word, english_word)
        self.topics = _names(say("console-scope-topic"),
                             {k: rules_help.topic_title(say.lang, k) for k in rules_help.TOPICS},
                             say)

    def heroes(self, state: GameState) -> Names:
        found = Names(self.say("console-scope-hero"), self.say)
        for h in state.heroes:
            found.add(h.id, h.name)
        return found

    def names_for(self, word: str, state: GameState, player: str) -> set[str]:
        """The names that may follow a command word for this player now (Tab completion)."""
        word = english(word)
        kind = KIND_OF_WORD.get(word, word)
        names: set[str] = set()
        if kind in SCOPE:
            names |= set(Scope(state, player, self.pack, self.say).targets(kind).shown.values())
        if word in ("move", "look"):
            names |= set(self.regions.shown.values())
        if kind in ("team_up", "exchange", "hero"):
            names |= {h.name for h in state.heroes}
        if word in ("confront", "feat"):
            names |= set(self.attributes.shown.values())
            names |= {self._word("hostile")} if word == "confront" else set()
        if word == "trade":
            names |= set(self.decks.shown.values()) | {self._word(w) for w in TRADE_WORDS}
        return names

    def _word(self, english_word: str) -> str:
        return console_words.word(self.say.lang, english_word)

    def parse(self, line: str, state: GameState, player: str) -> Parsed:
        if len(line) > LINE_AT_MOST:
            raise InputError(self.say("console-line-too-long", length=len(line), most=LINE_AT_MOST))
        words = line.split()
        if not words:
            raise InputError(self.say("console-type-command"))
        word, rest = english(words[0]), words[1:]
        if word in BARE and rest:
            raise InputError(self.say("console-bare-command", command=words[0], rest=" ".join(rest)))
        arg = " ".join(rest)
        if re.match(r"[0-9]", word):
            return self._choose(words, state, player)
        if word in LOCAL_WORDS:
            return Local("quit" if word == "exit" else word, arg)
        scope = Scope(state, player, self.pack, self.say)
        if state.pending is not None and not scope.allows(KIND_OF_WORD.get(word, word)):
            raise InputError(_open_question(state, self.say, self.width()))
        try:
            return self._command(word, rest, scope, player)
        except ValidationError as exc:
            # A number out of the command's bounds (`trade heal 0`, 10000 Gold): say which.
            details = "; ".join(self._problem(e) for e in exc.errors())
            raise InputError(self.say("console-cannot-play", line=line.strip(),
                                      details=details)) from exc

    def _problem(self, error: ErrorDetails) -> str:
        """One part of a command the model refuses, in the player's words: pydantic's are
        English, and its paths name fields and hero ids (`heal.h1`)."""
        # The part as the player typed it: the last step of the path that is a word of the
        # console (`give.gold` is the Gold given; `heal.h1` the healing).
        words = [str(step) for step in error["loc"] if str(step) in console_words.WORD_KEYS]
        field_name = self._word(words[-1]) if words else ".".join(map(str, error["loc"][:1]))
        bound = next((b for b in ("gt", "ge", "lt", "le") if b in error.get("ctx", {})), None)
        if bound is None:
            return self.say("console-invalid-part", field=field_name)
        return self.say("console-out-of-bounds", field=field_name, bound=bound,
                        limit=str(error["ctx"][bound]))

    def _command(self, word: str, rest: list[str], scope: Scope, player: str) -> Command:
        state, arg = scope.state, " ".join(rest)
        match word:
            case "move":
                region = self.regions.find(self._need(arg, "move"))
                return Move(player=player, region=region)
            case "confront":
                return self._confront(rest, scope, player)
            case "search":
                return Search(player=player)
            case "hide":
                return Hide(player=player)
            case "rest":
                return Rest(player=player)
            case "camp":
                return Camp(player=player)
            case "unhide":
                return Unhide(player=player)
            case "clear":
                target = scope.targets("clear").find(arg) if arg else "obstacle"
                return Clear(player=player, target=target)
            case "discover":
                return Discover(player=player, card=scope.targets("discover").find(
                    self._need(arg, "discover")))
            case "feat":
                return Feat(player=player, attribute=self.attributes.find(arg) if arg else None)  # type: ignore[arg-type]
            case "assault":
                ancient = scope.targets("assault").find(arg) if arg else None
                return Assault(player=player, ancient=ancient)
            case "overcome":
                return Overcome(player=player, encounter=scope.targets("overcome").find(
                    self._need(arg, "overcome")))
            case "resolve":
                card = scope.targets("resolve").find(self._need(arg, "resolve"))
                return Resolve(player=player, card=card)
            case "use":
                card = scope.targets("use").find(self._need(arg, "use"))
                return Use(player=player, card=card)
            case "team-up" | "teamup" | "team":
                self._need(arg, "team-up")
                return TeamUp(player=player, heroes=self._items(rest, self.heroes(state)))
            case "trade":
                return self._trade(rest, scope, player)
            case "exchange":
                return self._exchange(rest, scope, player)
            case "prefs":
                return self._prefs(rest, player)
        raise InputError(self.say("console-unknown-command", word=word))

    def _prefs(self, rest: list[str], player: str) -> Command:
        """`prefs <name> on|off`: a standing answer, as /prefs sets it."""
        name = console_words.preference(rest[0]) if len(rest) == 2 else None
        value = english(rest[1]) if len(rest) == 2 else None
        if name is None or value not in ("on", "off"):
            raise InputError(self.say("console-usage", usage="prefs"))
        return SetPreferences(player=player, **{name: value == "on"})

    def _need(self, arg: str, usage: str) -> str:
        """`arg`, or the refusal that shows how command `usage` is written."""
        if not arg:
            raise InputError(self.say("console-usage", usage=usage))
        return arg

    def _choose(self, words: list[str], state: GameState, player: str) -> Command:
        """The answer to the open question typed as `words`, a line beginning with a digit."""
        if state.pending is None:
            raise InputError(self.say("console-no-question"))
        prompt = state.pending.prompt
        number = fold(words[0])
        # "1 2" or "1x" is not read as its first number, which may not be the option meant.
        if len(words) > 1 or not _is_number(number):
            raise InputError(_open_question(state, self.say, self.width(), self.say(
                "console-one-number", answer=" ".join(words), count=len(prompt.options))))
        if not 1 <= int(number) <= len(prompt.options):
            raise InputError(_open_question(state, self.say, self.width()))
        return Choose(player=player, prompt=prompt.id, option=prompt.options[int(number) - 1].id)

    def _confront(self, rest: list[str], scope: Scope, player: str) -> Command:
        self._need(" ".join(rest), "confront")
        encounters = scope.targets("confront")
        last = rest[-1]
        if len(rest) > 1 and english(last) == "hostile":
            card = encounters.find(" ".join(rest[:-1]))
            return Confront(player=player, encounter=card, hostile=True)
        if len(rest) > 1 and _norm(last) in self.attributes.ids:
            card = encounters.find(" ".join(rest[:-1]))
            attribute = self.attributes.ids[_norm(last)]
            return Confront(player=player, encounter=card, attribute=attribute)  # type: ignore[arg-type]
        return Confront(player=player, encounter=encounters.find(" ".join(rest)))

    @staticmethod
    def _items(words: list[str], names: Names) -> list[str]:
        """The items of a list, read as the longest names one after another (commas, which
        some names contain, may separate them too)."""
        words = [w for w in (w.strip(",") for w in words) if w]
        items = []
        while words:
            card, used = names.longest(words)
            items.append(card)
            words = words[used:]
        return items

    def _trade(self, rest: list[str], scope: Scope, player: str) -> Command:
        """`trade buy spell`, `trade sell <card>, <card>`, `trade heal 2 [hero]`, or several
        of them in one line, made in that order."""
        parts = self._segments(rest, TRADE_WORDS)
        self._need(" ".join(rest), "trade")
        buy, sell, heal = None, [], {}
        for key, words in parts.items():
            if key == "buy":
                deck = self._need(" ".join(words), "trade-buy")
                buy = self.decks.find(deck)
            elif key == "sell":
                sell = self._items(words, scope.targets("trade"))
            else:
                if not words or not _is_number(words[0]):
                    raise InputError(self.say("console-usage", usage="trade-heal"))
                who = (self.heroes(scope.state).find(" ".join(words[1:])) if words[1:]
                       else _actor(scope.state, player, self.say).id)
                heal = {who: int(words[0])}
        # R-ACT-TRADE-2: several options are made in the order written.
        steps = {"order": [*parts, *(s for s in TRADE_ORDER if s not in parts)]} if len(parts) > 1 else {}
        return Trade(player=player, buy=buy, sell=sell, heal=heal, **steps)  # type: ignore[arg-type]

    def _exchange(self, rest: list[str], scope: Scope, player: str) -> Command:
        """`exchange <hero> give 2 gold, <card> take <card>`: what is given is looked up
        among the acting hero's cards, what is taken among the other hero's."""
        state = scope.state
        cut = next((i for i, w in enumerate(rest) if english(w) in EXCHANGE_WORDS), len(rest))
        if cut == 0:
            raise InputError(self.say("console-usage", usage="exchange"))
        other = self.heroes(state).find(" ".join(rest[:cut]))
        owners = {"give": _actor(state, player, self.say), "take": state.hero(other)}
        parts = self._segments(rest[cut:], EXCHANGE_WORDS)
        bundles = {key: self._bundle(words, scope.holdings(owners[key], player))
                   for key, words in parts.items()}
        return Exchange(player=player, with_hero=other, give=bundles.get("give", Bundle()),
                        take=bundles.get("take", Bundle()))

    def _segments(self, words: list[str], keys: tuple[str, ...]) -> dict[str, list[str]]:
        """Words split at the given keywords, typed in any language: `buy spell sell x` ->
        {buy: [spell], sell: [x]}."""
        found: dict[str, list[str]] = {}
        current: list[str] | None = None
        for w in words:
            key = english(w)
            if key in keys:
                if key in found:
                    raise InputError(self.say("console-given-twice", word=w))
                current = found[key] = []
            elif current is None:
                shown = ", ".join(self._word(k) for k in keys)
                raise InputError(self.say("console-start-with", words=shown))
            else:
                current.append(w)
        return found

    def _bundle(self, words: list[str], cards: Names) -> Bundle:
        gold, found = 0, []
        for item in self._items(words, _GoldOr(cards)):
            if item.startswith("gold:"):
                gold += int(item[5:])
            else:
                found.append(item)
        return Bundle(gold=gold, cards=found)


def _actor(state: GameState, player: str, say: Say = ENGLISH) -> HeroState:
    """The hero `player` acts with: the active one if it is theirs, else their first."""
    if state.turn is not None and state.hero(state.turn.hero).player == player:
        return state.hero(state.turn.hero)
    mine = state.heroes_of(player)
    if not mine:
        raise InputError(say("console-no-hero"))
    return mine[0]


def _open_question(state: GameState, say: Say, width: int, why: str | None = None) -> str:
    """The refusal of anything but an answer while a question is open: why, if a more precise
    reason than "answer with a number" applies, and the question again."""
    assert state.pending is not None
    prompt = state.pending.prompt
    return ((why or say("console-open-question", count=len(prompt.options))) + "\n"
            + prompts.prompt_text(state, engine.pack_for(state), prompt, say, width=width))


class _GoldOr(Names):
    """Card names, plus "<n> gold" read as the item "gold:<n>"."""

    def __init__(self, cards: Names) -> None:
        super().__init__(cards.what, cards.say, cards.ids, cards.shown)

    def find(self, raw: str) -> str:
        match = re.fullmatch(r"\s*([0-9]+)\s*(\S+)\s*", raw)
        if match and english(match.group(2)) == "gold":
            return f"gold:{match.group(1)}"
        return super().find(raw)

    def longest(self, words: list[str]) -> tuple[str, int]:
        if len(words) >= 2 and _is_number(words[0]) and english(words[1]) == "gold":
            return f"gold:{words[0]}", 2
        return super().longest(words)


# ------------------------------------------------------------------ setting up a game

@dataclass
class SeatChoice:
    """One hero asked for on the command line; None leaves the choice to the console."""

    name: str | None = None
    race: str | None = None
    hero_class: str | None = None
    saga: str | None = None
    feminine: bool = False  # the Race or Class was typed in its feminine form: "sorcière"


@dataclass
class Settings:
    db: str | None = None
    resume: int | None = None
    heroes: int = 1
    companions: int = 0
    mode: Mode | None = None
    seats: list[SeatChoice] = field(default_factory=list)
    seed: int | None = None
    dice: list[int] = field(default_factory=list)
    first_game: bool = False
    list_games: bool = False
    history: int | None = None  # the page of the finished games to show
    stats: str | None = None  # "": the records alone; a player: theirs first
    lang: Lang = DEFAULT_LANG
    level: str = DEFAULT_LEVEL  # how the computer companions play (`kilforth.sim.levels`)


def default_mode(settings: Settings) -> Mode:
    """Solo for one hero on their own; co-operative as soon as there are several heroes."""
    if settings.mode is not None:
        return settings.mode
    return "solo" if settings.heroes == 1 and settings.companions == 0 else "coop"


class Io:
    """Where the console reads lines and writes text. `read` returns the next line (None at
    the end of the input); `interactive` when a person types, so questions are shown as
    prompts instead of echoed."""

    def __init__(self, read: Callable[[str], str | None], out: TextIO, interactive: bool,
                 width: Callable[[], int] = terminal_width) -> None:
        self.read, self.out, self.interactive, self.width = read, out, interactive, width

    @classmethod
    def script(cls, lines: Iterable[str], out: TextIO,
               width: Callable[[], int] = terminal_width) -> "Io":
        """Lines fed from a script or a pipe; each is echoed after its question, so the
        transcript reads like a session."""
        source = iter(lines)

        def read(question: str) -> str | None:
            line = next(source, None)
            if line is not None:
                line = line.rstrip("\r\n")
                print(f"{question}{line}", file=out, flush=True)
            return line

        return cls(read, out, interactive=False, width=width)

    def say(self, message: str = "") -> None:
        """Print `message`, each line wrapped to the terminal's width as it is now (it may
        have been resized since the last line)."""
        print(wrap_text(message, self.width()), file=self.out, flush=True)

    def say_command(self, message: str, command: str) -> None:
        """`message`, then a shell command on a line of its own, never cut: it is pasted
        whole, which a terminal does with a line it had to fold."""
        self.say(message)
        print(f"  {command}", file=self.out, flush=True)

    def ask(self, question: str) -> str | None:
        return self.read(question)


def choose_heroes(settings: Settings, pack: Pack, io: Io, say: Say = ENGLISH) -> list[HeroSpec]:
    """The heroes of a new game: what the command line says, else (at a terminal) what the
    players pick, with the first-game pairings of R-SETUP-16 offered as defaults."""
    mode = default_mode(settings)
    total = settings.heroes + settings.companions
    taken: dict[str, set[str]] = {"race": set(), "class": set(), "saga": set()}
    specs = []
    for i in range(total):
        computer = i >= settings.heroes
        seat = settings.seats[i] if i < len(settings.seats) else SeatChoice()
        race, klass, saga = suggested_hero(pack, taken, seat.race, seat.hero_class, seat.saga)
        feminine = seat.feminine
        if not computer and io.interactive:
            io.say(say("console-pick-hero", number=i + 1))
            if not seat.race:
                race, typed = _pick(io, say, "race", pack, pack.races, race, taken["race"])
                feminine |= say.is_feminine(race, typed, _norm)
            if not seat.hero_class:
                klass, typed = _pick(io, say, "class", pack, pack.classes, klass, taken["class"])
                feminine |= say.is_feminine(klass, typed, _norm)
            saga = seat.saga or _pick(io, say, "saga", pack, pack.sagas,
                                      saga_for(pack, klass, taken["saga"]) or saga,
                                      taken["saga"])[0]
        name = seat.name or say.hero_name(pack, race, klass, feminine)
        taken["race"].add(race)
        taken["class"].add(klass)
        taken["saga"].add(saga)
        if computer:
            player = f"{COMPUTER}{i + 1 - settings.heroes}"
        else:
            player = SOLO_PLAYER if mode == "solo" else f"{HUMAN}{i + 1}"
        specs.append(HeroSpec(player=player, name=name, race=race, hero_class=klass, saga=saga))
    return specs


def _pick(io: Io, say: Say, what: str, pack: Pack, cards: dict,  # type: ignore[type-arg]
          default: str, taken: set[str]) -> tuple[str, str]:
    """The card a player picks, and what they typed for it (empty for the suggestion)."""
    free = {card_id: say.card(pack, card_id) for card_id in cards if card_id not in taken}
    names = Names(say("console-scope-free", what=what), say)
    for card_id in free:
        _add_card(names, pack, card_id)
    if what == "saga":
        io.say("  " + say("console-pick-list", what=what, names=", ".join(free.values())))
    else:
        # A Race's attributes and a Class's bonuses are what the choice is made on.
        io.say("  " + say("console-pick-heading", what=what))
        for card_id, shown in free.items():
            fields = card_sheet(pack, card_id, say).fields
            io.say(f"    {shown}")
            io.say("      " + " · ".join(say("labelled", label=label, value=" ".join(value.split()))
                                         for label, value in fields))
    while True:
        answer = io.ask("  " + say("console-pick-ask", what=what,
                                   default=free.get(default, default)))
        if answer is None:
            raise SetupCancelled
        if not answer.strip():
            return default, ""
        try:
            return names.find(answer), answer
        except InputError as exc:
            io.say(f"  {exc}")


def resolve_seat(pack: Pack, seat: SeatChoice, say: Say = ENGLISH) -> SeatChoice:
    """A seat's names turned into ids (names or ids, any case, in either language), or
    InputError."""
    def find(what: str, cards: dict, chosen: str | None) -> str | None:  # type: ignore[type-arg]
        if not chosen:
            return None
        names = Names(say("console-scope-pick", what=what), say)
        for card in cards:
            _add_card(names, pack, card)
        return names.find(chosen)

    race, klass = find("race", pack.races, seat.race), find("class", pack.classes, seat.hero_class)
    feminine = any(card is not None and typed is not None and say.is_feminine(card, typed, _norm)
                   for card, typed in ((race, seat.race), (klass, seat.hero_class)))
    return SeatChoice(name=seat.name, race=race, hero_class=klass,
                      saga=find("saga", pack.sagas, seat.saga), feminine=feminine)


async def deal(store: Store, options: GameOptions, specs: list[HeroSpec], seed: int,
               dice: list[int], pack: Pack) -> tuple[int, str, list[Event]]:
    """Deal a new game with this seed (and scripted dice) and save it in the store under a
    fresh console channel. Returns the session id, the channel and the dealing's events."""
    outcome = engine.new_game(options, specs, seed, pack)
    state = outcome.state
    # A paused setup resumes from its base state, so the dice go there as well.
    held: GameState | None = state
    while held is not None:
        held.rng.scripted = list(dice)
        held = held.pending.base if held.pending is not None else None
    # The paused setup would go on with the dice it was dealt: dropped, its answer replays
    # from the base state, scripted dice included.
    engine.forget(seed)
    channel = f"{GUILD}-{secrets.token_hex(4)}"
    now = datetime.now(UTC)
    creator = specs[0].player
    status = "finished" if state.result is not None else "running"
    game = GameExport(
        exported_at=now,
        session=ExportSession(guild=GUILD, channel=channel, status=status, options=options,
                              hero_count=len(specs), seed=seed, version=1, created_by=creator,
                              created_at=now, updated_at=now),
        seats=specs,
        log=[ExportEntry(version=1, kind="start", player=creator, at=now, status=status,
                         events=outcome.events, state=state)],
    )
    info = await store.restore(GUILD, channel, creator, game)
    return info.id, channel, list(outcome.events)


# ------------------------------------------------------------------ the game loop

class Console:
    def __init__(self, store: Store, session: int, channel: str, pack: Pack, io: Io,
                 companions: dict[str, Agent], say: Say = ENGLISH) -> None:
        self.store, self.session, self.channel = store, session, channel
        self.pack, self.io, self.companions, self.say = pack, io, companions, say
        self.parser = Parser(pack, say, io.width)
        self.state: GameState | None = None
        # A Trade that can buy nothing, told once: typed again at once, it is played.
        self.warned: Command | None = None

    def show(self, state: GameState, events: list[Event], *, listed: str | None = None) -> None:
        """The lines of `events`, with a new Encounter's tests and values, unless it is in
        the Region `listed` next (where a hero has just moved)."""
        # The banner before the next prompt names the Day, the hero, their AP and their
        # Region: the event starting that same turn would only say part of it a second time.
        announced = self._announced(state)
        told = [e for e in events if not (isinstance(e, TurnStarted) and e.hero == announced)]
        lines = []
        for e in told:
            if line := self._event_line(state, e):
                lines.append(line)
            if isinstance(e, EncounterPlaced) and e.region != listed \
                    and board.face_of(self.pack, e.card).event is None:
                lines.append("  " + text.encounter_text(state, self.pack, e.card, self.say))
        if lines:
            self.io.say("\n".join(lines))

    def _event_line(self, state: GameState, e: Event, public: bool = False) -> str | None:
        """The line told for an event; a test as Discord tells it, the dice as numbers with
        the scoring ones marked, since ⚀–⚅ are too small to read in many terminals."""
        if isinstance(e, Roll):
            return rolls.roll_line(state, self.pack, e, bold=_marked, lang=self.say.lang)
        if isinstance(e, EncounterPlaced) and board.face_of(self.pack, e.card).event is not None:
            # An Event is resolved and discarded at once: what it does is read here or never.
            does = what_it_does(self.pack, e.card, self.say)
            return "\n".join([text.event_line(state, self.pack, e, self.say) or "",
                              "  " + self.say("console-event-card", does=does)])
        if public:
            return text.public_line(state, self.pack, e, self.say)
        return text.event_line(state, self.pack, e, self.say)

    def situation(self, state: GameState) -> None:
        """Everything a player needs on sitting down: the map, the acting hero, their Region,
        and the open question or whose turn it is."""
        if state.result is not None:
            return
        self._map(state)
        if state.turn is not None and state.hero(state.turn.hero).player not in self.companions:
            hero = state.hero(state.turn.hero)
            self.io.say(text.hero_sheet(state, self.pack, hero, say=self.say))
            self.io.say(text.region_text(state, self.pack, hero.region, say=self.say))
        self._next(state)

    def _map(self, state: GameState) -> None:
        """The Weather and the Ancients beside the Map, then the Map."""
        self.io.say(overview.board_header(state, self.pack, self.say))
        self.io.say(text.map_text(state, self.pack, say=self.say))

    async def run(self, state: GameState) -> int:
        """Play until the game ends or the players stop; an interrupt (Ctrl-C) stops at once.
        Every accepted command is already saved, so stopping loses nothing."""
        self.situation(state)
        try:
            return await self._play(state)
        except (KeyboardInterrupt, asyncio.CancelledError):
            self.io.say()
            self._saved()
            raise

    async def _play(self, state: GameState) -> int:
        while state.result is None:
            self.state = state
            player = waiting_on(state)
            if player is None:
                self.io.say(self.say("console-stuck", session=self.session))
                return 1
            if player in self.companions:
                command = self.companions[player].act(state, player, self.pack)
                state = await self._execute(state, player, command)
                continue
            line = self.io.ask(f"{acting_name(state, player)}> ")
            if line is None:
                self._saved()
                return 0
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            try:
                parsed = self.parser.parse(line, state, player)
            except InputError as exc:
                self.io.say(f"✖ {exc}")
                continue
            if isinstance(parsed, Local):
                if parsed.word == "quit":
                    self._saved()
                    return 0
                if parsed.word == "log":
                    await self._log(state, player, parsed.arg)
                    continue
                self._local(parsed, state, player)
                continue
            if self._buys_nothing(state, player, parsed):
                continue
            state = await self._execute(state, player, parsed)
        self.result(state)
        await console_records.save_recap(self.store, self.session,
                                         console_records.recap_folder(self.store.target),
                                         self.io, self.say)
        return 0

    def _buys_nothing(self, state: GameState, player: str, command: Command) -> bool:
        """Whether to hold back a Trade whose purchase cannot afford a card of its deck: it
        is legal (R-ACT-TRADE-4: the three cards drawn are discarded), but it spends its AP
        for that alone, so the player is told first and plays it by typing it again."""
        warned, self.warned = self.warned, None
        if not isinstance(command, Trade) or command.buy is None or command == warned \
                or "trade" not in Legal(state, player, self.pack):
            return False
        purse = purse_for_purchase(self.pack, _actor(state, player, self.say), command)
        cheapest = cheapest_reward(self.pack, command.buy)
        if purse >= cheapest:
            return False
        self.io.say(self.say("console-buys-nothing", gold=purse, cheapest=cheapest,
                             deck=self.say("reward-type", word=command.buy)))
        self.warned = command
        return True

    def completions(self, line: str) -> list[str]:
        """Ways to finish a partly typed line: a command word, then a name that command could
        take now, from what the player sees or holds (never another hero's hand)."""
        if " " not in line:
            typed = fold(line)
            return [shown for shown in (self.parser._word(w) for w in COMMANDS)
                    if fold(shown).startswith(typed)]
        head, _, tail = line.partition(" ")
        state = self.state
        player = waiting_on(state) if state is not None else None
        if state is None or player is None:
            return []
        names = self.parser.names_for(head.casefold(), state, player)
        return sorted(f"{head} {n}" for n in names if n.casefold().startswith(tail.casefold()))

    async def _execute(self, state: GameState, player: str, command: Command) -> GameState:
        """Apply and save one command and tell what came of it; a refused one prints the
        reason and changes nothing."""
        try:
            result = await self.store.execute(self.channel, player, command)
        except RuleError as exc:
            self.io.say(f"✖ {refusal_text(exc, self.pack, self.say)}")
            return state
        except SessionError as exc:
            self.io.say(f"✖ {self.say(exc.key, **exc.params)}")
            return state
        except StoreError as exc:
            self.io.say(f"✖ {exc}")
            return state
        events = list(result.events)
        if player in self.companions:
            self._summarise(state, player, command, result.state, events)
        else:
            self.show(result.state, events,
                      listed=command.region if isinstance(command, Move) else None)
        after = result.state
        if after.result is None:
            # Not the whole Map, which would push what just happened off the screen: after
            # a Night, where every hero stands; after the player's move, what they found.
            if any(isinstance(e, DayStarted) for e in events):
                for line in self._status_lines(after):
                    self.io.say(line)
            elif isinstance(command, Move) and player not in self.companions:
                self.io.say(text.region_text(after, self.pack, command.region, say=self.say))
            self._next(after)
        return after

    def _status_lines(self, state: GameState) -> list[str]:
        """One short line per hero in play: Health, AP, Fate, Gold and Region."""
        return [self.say("console-hero-status", hero=hero.name,
                         status=text.status_line(self.pack, hero, self.say))
                for hero in state.heroes if hero.in_play]

    async def _log(self, state: GameState, player: str, arg: str) -> None:
        """The last event lines of the game, read again from its saved log; what only
        another player may see is told as everyone sees it."""
        if arg and not (_is_number(arg) and int(arg) > 0):
            self.io.say(f"✖ {self.say('console-log-usage', arg=arg)}")
            return
        count = int(arg) if arg else LOG_LINES
        lines = []
        for entry in await self.store.history(self.session):
            for e in entry.events:
                line = self._event_line(state, e,
                                        public=text.secret_owner(state, e) not in (None, player))
                if line:
                    lines.append(line)
        if not lines:
            self.io.say(self.say("console-log-empty"))
            return
        self.io.say("\n".join(lines[-count:]))

    def _summarise(self, before: GameState, player: str, command: Command, after: GameState,
                   events: list[Event]) -> None:
        for line in summary(before, after, self.pack, player, command, events,
                            set(self.companions), say=self.say):
            self.io.say(line)

    def _next(self, state: GameState) -> None:
        """The open question, if a person must answer it, else whose turn it is."""
        if state.pending is not None:
            if state.pending.prompt.player not in self.companions:
                self.io.say(prompts.prompt_text(state, self.pack, state.pending.prompt,
                                                self.say, width=self.io.width()))
        elif (hero_id := self._announced(state)) is not None:
            self.io.say(self._turn_line(state, state.hero(hero_id)))

    def _turn_line(self, state: GameState, hero: HeroState) -> str:
        """Whose turn it is, with AP kept for one Action and the Weather, which change what
        the hero may do this turn."""
        parts = [text.turn_banner(state, self.pack, say=self.say)]
        parts += [self.say("console-bonus-ap", count=count, action=self.say("action", word=action))
                  for action, count in sorted(hero.bonus_ap.items()) if count > 0]
        if state.weather is not None:
            parts.append(overview.weather_line(state, self.pack, self.say))
        return " ".join(parts)

    def _announced(self, state: GameState) -> str | None:
        """The hero whose turn `_next` announces: the active one, when a person plays them and
        no question is open (a companion's turn is told by its summary)."""
        if state.result is not None or state.pending is not None or state.turn is None:
            return None
        hero = state.hero(state.turn.hero)
        return None if hero.player in self.companions else hero.id

    def _local(self, parsed: Local, state: GameState, player: str) -> None:
        match parsed.word:
            case "help":
                self.io.say(self.say("console-help"))
            case "rules":
                self.io.say(self._rules(parsed.arg))
            case "map":
                self._map(state)
            case "look":
                try:
                    region = (self.parser.regions.find(parsed.arg) if parsed.arg
                              else _actor(state, player, self.say).region)
                except InputError as exc:
                    self.io.say(f"✖ {exc}")
                    return
                self.io.say(text.region_text(state, self.pack, region, say=self.say))
                for line in overview.ancient_lines(state, self.pack, self.say):
                    self.io.say(line)
            case "hero":
                try:
                    hero = self._hero(state, player, parsed.arg)
                except InputError as exc:
                    self.io.say(f"✖ {exc}")
                    return
                # Hot-seat players share the screen; in a competitive game hands stay private.
                private = state.options.secret_hands and hero.player != player
                self.io.say(text.hero_sheet(state, self.pack, hero, show_hand=not private,
                                            say=self.say))
            case "card":
                self.io.say(self._card(state, player, parsed.arg))

    def _card(self, state: GameState, player: str, name: str) -> str:
        if not name:
            return f"✖ {self.say('console-name-a-card')}"
        # Looked up as every other name the console reads; its own refusals say where it looked.
        shown = {c: self.say.card(self.pack, c) for c in visible_cards(state, self.pack, player)}
        visible = _names("", shown, self.say)
        for card in list(visible.shown):
            visible.add(card, self.pack.names[card])  # its English name too
        hits = visible.hits(name)
        if len(hits) > 1:
            return f"✖ {self.say('console-ambiguous', raw=name, names=' · '.join(sorted(hits)))}"
        if not hits:
            return f"✖ {self.say('console-no-such-card', name=name)}"
        return sheet_text(card_sheet(self.pack, next(iter(hits.values())), self.say), self.say)

    def _rules(self, topic: str) -> str:
        """One topic of the rules help, or the list of topics."""
        lang = self.say.lang
        if not topic:
            return rules_help.topics_line(lang)
        try:
            found = self.parser.topics.find(topic)
        except InputError as exc:
            return f"✖ {exc}"
        return self.say("console-rules-topic", title=rules_help.topic_title(lang, found),
                        text=rules_help.topic_text(lang, found))

    def _hero(self, state: GameState, player: str, name: str) -> HeroState:
        return (state.hero(self.parser.heroes(state).find(name)) if name
                else _actor(state, player, self.say))

    def _saved(self) -> None:
        resume = command_line("play", "--resume", str(self.session),
                              *db_option(self.store.target), *lang_option(self.say.lang))
        self.io.say_command(self.say("console-saved", session=self.session), resume)

    def result(self, state: GameState) -> None:
        assert state.result is not None
        result = state.result
        self.io.say(self.say("console-game-over", day=result.days,
                             outcome=results.outcome_text(result, self.say),
                             reason=results.reason_text(result, state, self.pack, self.say)))
        for line in results.score_lines(state, self.say):
            self.io.say(f"  {line}")


def _marked(shown: str) -> str:
    """A scoring die or a passed test, marked in plain text as Discord shows it in bold."""
    return f"[{shown}]"


def shell_command(*words: str) -> str:
    """A command as it can be pasted into this platform's shell."""
    return subprocess.list2cmdline(words) if os.name == "nt" else shlex.join(words)


def command_line(*args: str) -> str:
    """`python -m kilforth …` with the interpreter running now (the virtual environment's,
    say), not whichever `python` is on the PATH."""
    return shell_command(sys.executable, "-m", "kilforth", *args)


def lang_option(lang: Lang) -> list[str]:
    """`--lang` and the console's language, unless it is English (the default)."""
    return [] if lang == DEFAULT_LANG else ["--lang", lang]


def db_option(target: Target) -> list[str]:
    """`--db` and the database in use, unless it is the default one here; a file's path
    absolute, so the command works from any directory. A PostgreSQL DSN is given without its
    password, which libpq's usual places (`PGPASSWORD`, `~/.pgpass`) supply."""
    if target.kind == "postgres":
        return ["--db", without_password(target.address)]
    path = target.path.resolve()
    return [] if path == Path(DEFAULT_DB).resolve() else ["--db", str(path)]


async def play(settings: Settings, io: Io,
               on_console: Callable[["Console"], None] | None = None) -> int:
    """Start (or resume) a console game and play it until it ends or the input does."""
    try:
        pack = load_pack()
        say = say_for(pack, settings.lang)
        store = await Store.open(settings.db)
    except (KeyboardInterrupt, asyncio.CancelledError):
        io.say("\n" + t(settings.lang, "console-not-started"))
        raise
    # Nothing between the store's opening and the `try` that closes it: a Ctrl-C there
    # would leave its connections' threads running, and the process with them.
    try:
        if settings.list_games:
            return await list_games(store, io, say)
        if settings.history is not None:
            return await console_records.history(store, GUILD, settings.history, pack, io, say)
        if settings.stats is not None:
            return await console_records.stats(store, GUILD, settings.stats, pack, io, say)
        if settings.resume is not None:
            return await _resume(store, settings.resume, pack, io, on_console, say)
        return await _new_game(store, settings, pack, io, on_console, say)
    finally:
        await store.close()


async def _new_game(store: Store, settings: Settings, pack: Pack, io: Io,
                    on_console: Callable[["Console"], None] | None, say: Say) -> int:
    mode = default_mode(settings)
    if mode == "solo" and settings.companions:
        io.say(f"✖ {say('console-solo-companions')}")
        return 2
    total = settings.heroes + settings.companions
    if not 1 <= total <= MAX_HEROES:
        io.say(f"✖ {say('console-hero-count', most=MAX_HEROES, count=total)}")
        return 2
    seed = settings.seed if settings.seed is not None else secrets.randbits(63)
    options = GameOptions(mode=mode, first_game=settings.first_game)
    # Until the game is dealt and saved, stopping (Ctrl-D at a question, Ctrl-C) leaves none.
    try:
        settings.seats = [resolve_seat(pack, s, say) for s in settings.seats]
        specs = choose_heroes(settings, pack, io, say)
        session, channel, events = await deal(store, options, specs, seed, settings.dice, pack)
    except InputError as exc:
        io.say(f"✖ {exc}")
        return 2
    except RuleError as exc:
        io.say(f"✖ {refusal_text(exc, pack, say)}")
        return 2
    except SetupCancelled:
        io.say("\n" + say("console-not-started"))
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        io.say("\n" + say("console-not-started"))
        raise
    state = await store.state(channel)
    io.say(say("console-new-game", mode=mode, session=session, seed=str(seed)))
    console = Console(store, session, channel, pack, io,
                      companions_for((s.player for s in specs), seed, settings.level), say)
    if on_console is not None:
        on_console(console)
    console.show(state, events)
    return await console.run(state)


async def list_games(store: Store, io: Io, say: Say = ENGLISH) -> int:
    """The console games saved in this database, most recently played first."""
    games = await store.guild_games(GUILD)
    lang = lang_option(say.lang)
    if not games:
        start = command_line("play", *db_option(store.target), *lang)
        io.say_command(say("console-no-games", location=str(store.location)), start)
        return 0
    rows = [tuple(say("console-list-header").split("|"))]
    for info in games:
        state = await store.session_state(info.id)
        heroes = ", ".join(seat.name for seat in info.seats)
        played = info.updated_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
        rows.append((str(info.id), say("console-mode", mode=info.options.mode), heroes,
                     str(state.day), say("console-status", status=info.status), played))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        io.say("  ".join(cells).rstrip())
    latest = command_line("play", "--resume", str(games[0].id), *db_option(store.target), *lang)
    io.say_command(say("console-resume-latest"), latest)
    return 0


async def _resume(store: Store, session: int, pack: Pack, io: Io,
                  on_console: Callable[["Console"], None] | None, say: Say) -> int:
    try:
        info = await store.get(session)
    except SessionError as exc:
        io.say(f"✖ {say(exc.key, **exc.params)}")
        return 2
    except StoreError as exc:
        io.say(f"✖ {exc}")
        return 2
    if info.guild != GUILD:
        io.say(f"✖ {say('console-discord-game', session=session, channel=info.channel)}")
        return 2
    state = await store.session_state(session)
    companions = companions_for((s.player for s in info.seats), info.seed or 0)
    console = Console(store, session, info.channel, pack, io, companions, say)
    if on_console is not None:
        on_console(console)
    if info.status != "running":
        io.say(say("console-session-status", session=session, status=info.status))
        if state.result is not None:
            console.result(state)
        return 0
    io.say(say("console-resuming", session=session, day=state.day))
    return await console.run(state)
