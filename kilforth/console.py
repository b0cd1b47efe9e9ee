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

from kilforth import engine
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
    TeamUp,
    Trade,
    Unhide,
    Use,
)
from kilforth.content.pack import Pack, load_pack
from kilforth.content.vocabulary import ATTRIBUTES, REWARD_TYPES
from kilforth.errors import RuleError
from kilforth.events import (
    DayStarted,
    Event,
)
from kilforth.legal import Legal
from kilforth.options import GameOptions, Mode
from kilforth.render import prompts, text
from kilforth.render.cards import card_sheet, sheet_text
from kilforth.render.companions import acting_name, summary
from kilforth.rules import board
from kilforth.sim.agents import Agent, waiting_on
from kilforth.sim.seats import COMPUTER, companions_for, saga_for, suggested_hero
from kilforth.state import GameState, HeroSpec, HeroState
from kilforth.store import Store, StoreError
from kilforth.store.backend import DEFAULT_DB, Target
from kilforth.store.models import ExportEntry, ExportSession, GameExport
from kilforth.store.postgres import without_password
from kilforth.visibility import find_visible

GUILD = "console"
HUMAN = "player"
SOLO_PLAYER = "you"
MAX_HEROES = 4

HELP = """\
Actions (1 AP each):
  move <region>                     confront <encounter> [attribute | hostile]
  search    hide    rest            clear [plot]          discover <card>
  trade buy <ally|item|spell|title>   trade sell <card>, <card>…   trade heal <n> [hero]
  (several in one trade, made in the order written: trade buy item sell <card>)
  feat [attribute]                  (completes your Chapter, or attempts the Finale)
Gifts (free): assault [ancient] · overcome <encounter> · resolve <card> · team-up <hero>…
  exchange <hero> give <n gold | card>, … take <n gold | card>, …
Other: camp · use <card> · unhide
Console: map · look [region] · hero [name] · card <name> · help · quit
A question is answered with the number of an option. Names or ids, in any case."""

WORDS = ("move", "confront", "search", "hide", "rest", "clear", "discover", "trade", "feat",
         "camp", "assault", "overcome", "resolve", "team-up", "exchange", "use", "unhide", "map",
         "look", "hero", "card", "help", "quit")


class InputError(ValueError):
    """A line the console cannot turn into a command; the message says why."""


class SetupCancelled(Exception):
    """The input ended (Ctrl-D) while the heroes were being chosen."""


# ------------------------------------------------------------------ names

def _is_number(word: str) -> bool:
    """Digits 0-9 only: `str.isdigit` also accepts "²", which `int` refuses."""
    return re.fullmatch(r"[0-9]+", word) is not None


def _norm(name: str) -> str:
    return re.sub(r"[\s_\-',]+", " ", name.casefold()).strip()


@dataclass
class Names:
    """Display names and ids of the things in scope for one question, matched
    case-insensitively: exactly, else by a unique beginning of the name or of one of its
    words. `what` says what is in scope ("a
    Rumour in your hand"). Copies of one card share a name: the first one added answers to
    it, so callers add the copies a player can use first."""

    what: str
    ids: dict[str, str] = field(default_factory=dict)  # normalised name or id -> id
    shown: dict[str, str] = field(default_factory=dict)  # id -> display name

    def add(self, card: str, name: str) -> None:
        self.ids.setdefault(_norm(card), card)
        self.ids.setdefault(_norm(name), card)
        self.shown.setdefault(card, name)

    def find(self, raw: str) -> str:
        key = _norm(raw)
        if key in self.ids:
            return self.ids[key]
        # A name matches when the text begins it or one of its words ("signet" for Merchant
        # Prince's Signet). One card per display name: two copies are not an ambiguity.
        hits = {self.shown[card]: card for k, card in reversed(self.ids.items())
                if key and f" {key}" in f" {k}"}
        if len(hits) == 1:
            return next(iter(hits.values()))
        if hits:
            raise InputError(f"'{raw}' could be {' · '.join(sorted(hits))}: say which.")
        known = sorted(set(self.shown.values()))
        listed = f"You can name: {' · '.join(known)}." if known else "There is none now."
        raise InputError(f"'{raw}' is not {self.what}. {listed}")

    def longest(self, words: list[str]) -> tuple[str, int]:
        """The id named by the longest run of leading words, and how many words it took."""
        for n in range(len(words), 0, -1):
            key = _norm(" ".join(words[:n]))
            if key in self.ids:
                return self.ids[key], n
        return self.find(" ".join(words)), len(words)


def _names(what: str, pairs: dict[str, str]) -> Names:
    found = Names(what)
    for card, name in pairs.items():
        found.add(card, name)
    return found


# The field naming the card or target of each command kind whose target is looked up.
TARGET_FIELD = {"confront": "encounter", "overcome": "encounter", "discover": "card",
                "resolve": "card", "use": "card", "clear": "target", "assault": "ancient"}

# What is in scope for each of those kinds, as the refusal of an unknown name says it.
SCOPE = {"confront": "an Encounter in your Region", "overcome": "an Encounter in your Region",
         "discover": "a Rumour in your hand", "resolve": "a card of yours with a Gift",
         "use": "a card of yours with an ability to use",
         "clear": "an Obstacle or Plot in your Region", "assault": "an Ancient on the Map",
         "trade": "a card you can sell"}


class Scope:
    """What one player may name now: for a command kind, the targets the acting hero could
    give it (what they see or hold, `Legal.candidates`), the legal ones first."""

    def __init__(self, state: GameState, player: str, pack: Pack) -> None:
        self.state, self.pack = state, pack
        self.legal = Legal(state, player, pack)

    def allows(self, kind: str) -> bool:
        return kind in self.legal

    def targets(self, kind: str) -> Names:
        def named(command: Command) -> list[str]:
            if isinstance(command, Trade):
                return command.sell
            return [getattr(command, TARGET_FIELD[kind])]

        found = Names(SCOPE[kind])
        for command in [*self.legal.get(kind, []), *self.legal.candidates(kind)]:
            for card in named(command):
                shown = "Obstacle" if card == "obstacle" else board.card_name(self.pack, card)
                found.add(card, shown)
        return found

    def holdings(self, hero: HeroState, player: str) -> Names:
        """What a hero can hand over in an exchange (R-GIFT-EX-2): Rumours, Assets, Loot; but
        in a competitive game another player's Rumours are a secret hand, not to be named."""
        secret = self.state.options.mode == "competitive" and hero.player != player
        found = Names(f"a card {hero.name} holds" + (" in play" if secret else ""))
        for card in [*([] if secret else hero.rumours), *hero.assets, *hero.loot]:
            found.add(card, board.card_name(self.pack, card))
        return found


# ------------------------------------------------------------------ parsing a line

@dataclass(frozen=True)
class Local:
    """A console command that does not touch the game: map, look, hero, help, quit."""

    word: str
    arg: str = ""


Parsed = Command | Local


# The console's words for the command kinds whose word differs from the kind.
KIND_OF_WORD = {"team-up": "team_up", "teamup": "team_up", "team": "team_up"}
LOCAL_WORDS = {"map", "look", "help", "quit", "exit", "hero", "card"}


class Parser:
    """Turns a typed line into a command for `player`, looking names up among what that
    player may name now (`Scope`)."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.regions = _names("a Region", {r: c.name for r, c in pack.regions.items()})
        self.attributes = _names("an attribute", {a: a for a in ATTRIBUTES})
        self.decks = _names("a Reward deck", {k: k for k in REWARD_TYPES})

    def heroes(self, state: GameState) -> Names:
        found = Names("a hero in this game")
        for h in state.heroes:
            found.add(h.id, h.name)
        return found

    def names_for(self, word: str, state: GameState, player: str) -> set[str]:
        """The names that may follow a command word for this player now (Tab completion)."""
        kind = KIND_OF_WORD.get(word, word)
        names: set[str] = set()
        if kind in SCOPE:
            names |= set(Scope(state, player, self.pack).targets(kind).shown.values())
        if word in ("move", "look"):
            names |= set(self.regions.shown.values())
        if kind in ("team_up", "exchange", "hero"):
            names |= {h.name for h in state.heroes}
        if word in ("confront", "feat"):
            names |= set(ATTRIBUTES) | ({"hostile"} if word == "confront" else set())
        if word == "trade":
            names |= set(REWARD_TYPES) | {"buy", "sell", "heal"}
        return names

    def parse(self, line: str, state: GameState, player: str) -> Parsed:
        words = line.split()
        if not words:
            raise InputError("Type a command, or 'help'.")
        word, rest = words[0].casefold().replace("_", "-"), words[1:]
        arg = " ".join(rest)
        if _is_number(word):
            return self._choose(int(word), state, player)
        if word in LOCAL_WORDS:
            return Local("quit" if word == "exit" else word, arg)
        scope = Scope(state, player, self.pack)
        if state.pending is not None and not scope.allows(KIND_OF_WORD.get(word, word)):
            raise InputError(_open_question(state))
        try:
            return self._command(word, rest, scope, player)
        except ValidationError as exc:
            # A number out of the command's bounds (`trade heal 0`, 10000 Gold): say which.
            details = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
            raise InputError(f"'{line.strip()}' cannot be played: {details}.") from exc

    def _command(self, word: str, rest: list[str], scope: Scope, player: str) -> Command:
        state, arg = scope.state, " ".join(rest)
        match word:
            case "move":
                region = self.regions.find(self._need(arg, "move <region>"))
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
                    self._need(arg, "discover <card>")))
            case "feat":
                return Feat(player=player, attribute=self.attributes.find(arg) if arg else None)  # type: ignore[arg-type]
            case "assault":
                ancient = scope.targets("assault").find(arg) if arg else None
                return Assault(player=player, ancient=ancient)
            case "overcome":
                return Overcome(player=player, encounter=scope.targets("overcome").find(
                    self._need(arg, "overcome <encounter>")))
            case "resolve":
                card = scope.targets("resolve").find(self._need(arg, "resolve <card>"))
                return Resolve(player=player, card=card)
            case "use":
                card = scope.targets("use").find(self._need(arg, "use <card>"))
                return Use(player=player, card=card)
            case "team-up" | "teamup" | "team":
                return TeamUp(player=player, heroes=self._items(rest, self.heroes(state)))
            case "trade":
                return self._trade(rest, scope, player)
            case "exchange":
                return self._exchange(rest, scope, player)
        raise InputError(f"Unknown command '{word}'. Type 'help' for the list.")

    @staticmethod
    def _need(arg: str, usage: str) -> str:
        if not arg:
            raise InputError(f"Usage: {usage}")
        return arg

    def _choose(self, number: int, state: GameState, player: str) -> Command:
        if state.pending is None:
            raise InputError("There is no question to answer: type a command.")
        options = state.pending.prompt.options
        if not 1 <= number <= len(options):
            raise InputError(_open_question(state))
        prompt = state.pending.prompt
        return Choose(player=player, prompt=prompt.id, option=options[number - 1].id)

    def _confront(self, rest: list[str], scope: Scope, player: str) -> Command:
        if not rest:
            raise InputError("Usage: confront <encounter> [attribute | hostile]")
        encounters = scope.targets("confront")
        last = rest[-1].casefold()
        if len(rest) > 1 and last == "hostile":
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
        parts = _segments(rest, ("buy", "sell", "heal"))
        if not parts:
            raise InputError("Usage: trade buy <deck> | trade sell <card>… | trade heal <n> [hero]")
        buy, sell, heal = None, [], {}
        for key, words in parts.items():
            if key == "buy":
                deck = self._need(" ".join(words), "trade buy <ally|item|spell|title>")
                buy = self.decks.find(deck)
            elif key == "sell":
                sell = self._items(words, scope.targets("trade"))
            else:
                if not words or not _is_number(words[0]):
                    raise InputError("Usage: trade heal <n> [hero]")
                who = (self.heroes(scope.state).find(" ".join(words[1:])) if words[1:]
                       else _actor(scope.state, player).id)
                heal = {who: int(words[0])}
        # R-ACT-TRADE-2: several options are made in the order written.
        steps = {"order": [*parts, *(s for s in TRADE_ORDER if s not in parts)]} if len(parts) > 1 else {}
        return Trade(player=player, buy=buy, sell=sell, heal=heal, **steps)  # type: ignore[arg-type]

    def _exchange(self, rest: list[str], scope: Scope, player: str) -> Command:
        """`exchange <hero> give 2 gold, <card> take <card>`: what is given is looked up
        among the acting hero's cards, what is taken among the other hero's."""
        state = scope.state
        cut = next((i for i, w in enumerate(rest) if w.casefold() in ("give", "take")), len(rest))
        if cut == 0:
            raise InputError("Usage: exchange <hero> give <n gold | card>, … "
                             "take <n gold | card>, …")
        other = self.heroes(state).find(" ".join(rest[:cut]))
        owners = {"give": _actor(state, player), "take": state.hero(other)}
        parts = _segments(rest[cut:], ("give", "take"))
        bundles = {key: self._bundle(words, scope.holdings(owners[key], player))
                   for key, words in parts.items()}
        return Exchange(player=player, with_hero=other, give=bundles.get("give", Bundle()),
                        take=bundles.get("take", Bundle()))

    def _bundle(self, words: list[str], cards: Names) -> Bundle:
        gold, found = 0, []
        for item in self._items(words, _GoldOr(cards)):
            if item.startswith("gold:"):
                gold += int(item[5:])
            else:
                found.append(item)
        return Bundle(gold=gold, cards=found)


def _actor(state: GameState, player: str) -> HeroState:
    """The hero `player` acts with: the active one if it is theirs, else their first."""
    if state.turn is not None and state.hero(state.turn.hero).player == player:
        return state.hero(state.turn.hero)
    mine = state.heroes_of(player)
    if not mine:
        raise InputError("You have no hero in this game.")
    return mine[0]


def _open_question(state: GameState) -> str:
    """The refusal of anything but an answer while a question is open: the question again."""
    assert state.pending is not None
    prompt = state.pending.prompt
    return (f"Answer the open question with a number from 1 to {len(prompt.options)}:\n"
            + prompts.prompt_text(state, engine.pack_for(state), prompt))


class _GoldOr(Names):
    """Card names, plus "<n> gold" read as the item "gold:<n>"."""

    def __init__(self, cards: Names) -> None:
        super().__init__(cards.what, cards.ids, cards.shown)

    def find(self, raw: str) -> str:
        match = re.fullmatch(r"\s*([0-9]+)\s*gold\s*", raw.casefold())
        return f"gold:{match.group(1)}" if match else super().find(raw)

    def longest(self, words: list[str]) -> tuple[str, int]:
        if len(words) >= 2 and _is_number(words[0]) and words[1].casefold() == "gold":
            return f"gold:{words[0]}", 2
        return super().longest(words)


def _segments(words: list[str], keys: tuple[str, ...]) -> dict[str, list[str]]:
    """Words split at the given keywords: `buy spell sell x` -> {buy: [spell], sell: [x]}."""
    found: dict[str, list[str]] = {}
    current: list[str] | None = None
    for w in words:
        key = w.casefold()
        if key in keys:
            if key in found:
                raise InputError(f"'{key}' is given twice.")
            current = found[key] = []
        elif current is None:
            raise InputError(f"Start with one of: {', '.join(keys)}.")
        else:
            current.append(w)
    return found


# ------------------------------------------------------------------ setting up a game

@dataclass
class SeatChoice:
    """One hero asked for on the command line; None leaves the choice to the console."""

    name: str | None = None
    race: str | None = None
    hero_class: str | None = None
    saga: str | None = None


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


def default_mode(settings: Settings) -> Mode:
    """Solo for one hero on their own; co-operative as soon as there are several heroes."""
    if settings.mode is not None:
        return settings.mode
    return "solo" if settings.heroes == 1 and settings.companions == 0 else "coop"


class Io:
    """Where the console reads lines and writes text. `read` returns the next line (None at
    the end of the input); `interactive` when a person types, so questions are shown as
    prompts instead of echoed."""

    def __init__(self, read: Callable[[str], str | None], out: TextIO, interactive: bool) -> None:
        self.read, self.out, self.interactive = read, out, interactive

    @classmethod
    def script(cls, lines: Iterable[str], out: TextIO) -> "Io":
        """Lines fed from a script or a pipe; each is echoed after its question, so the
        transcript reads like a session."""
        source = iter(lines)

        def read(question: str) -> str | None:
            line = next(source, None)
            if line is not None:
                line = line.rstrip("\r\n")
                print(f"{question}{line}", file=out, flush=True)
            return line

        return cls(read, out, interactive=False)

    def say(self, message: str = "") -> None:
        print(message, file=self.out, flush=True)

    def ask(self, question: str) -> str | None:
        return self.read(question)


def choose_heroes(settings: Settings, pack: Pack, io: Io) -> list[HeroSpec]:
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
        if not computer and io.interactive:
            io.say(f"Hero {i + 1} (press Enter for the suggestion in brackets).")
            race = seat.race or _pick(io, "Race", "Races", pack.races, race, taken["race"])
            klass = seat.hero_class or _pick(io, "Class", "Classes", pack.classes, klass,
                                             taken["class"])
            saga = seat.saga or _pick(io, "Saga", "Sagas", pack.sagas,
                                      saga_for(pack, klass, taken["saga"]) or saga, taken["saga"])
        name = seat.name or f"{pack.races[race].name} {pack.classes[klass].name}"
        taken["race"].add(race)
        taken["class"].add(klass)
        taken["saga"].add(saga)
        if computer:
            player = f"{COMPUTER}{i + 1 - settings.heroes}"
        else:
            player = SOLO_PLAYER if mode == "solo" else f"{HUMAN}{i + 1}"
        specs.append(HeroSpec(player=player, name=name, race=race, hero_class=klass, saga=saga))
    return specs


def _pick(io: Io, what: str, plural: str, cards: dict, default: str,  # type: ignore[type-arg]
          taken: set[str]) -> str:
    free = {card_id: card.name for card_id, card in cards.items() if card_id not in taken}
    names = _names(f"a free {what}", free)
    io.say(f"  {plural}: {', '.join(free.values())}")
    while True:
        answer = io.ask(f"  {what} [{free.get(default, default)}]: ")
        if answer is None:
            raise SetupCancelled
        if not answer.strip():
            return default
        try:
            return names.find(answer)
        except InputError as exc:
            io.say(f"  {exc}")


def resolve_seat(pack: Pack, seat: SeatChoice) -> SeatChoice:
    """A seat's names turned into ids (names or ids, any case), or InputError."""
    def find(what: str, cards: dict, chosen: str | None) -> str | None:  # type: ignore[type-arg]
        return _names(what, {k: v.name for k, v in cards.items()}).find(chosen) if chosen else None

    return SeatChoice(name=seat.name, race=find("a Race", pack.races, seat.race),
                      hero_class=find("a Class", pack.classes, seat.hero_class),
                      saga=find("a Saga", pack.sagas, seat.saga))


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
                 companions: dict[str, Agent]) -> None:
        self.store, self.session, self.channel = store, session, channel
        self.pack, self.io, self.companions = pack, io, companions
        self.parser = Parser(pack)
        self.state: GameState | None = None

    def show(self, state: GameState, events: list[Event]) -> None:
        lines = text.events_text(state, self.pack, events)
        if lines:
            self.io.say(lines)

    def situation(self, state: GameState) -> None:
        """Everything a player needs on sitting down: the map, the acting hero, their Region,
        and the open question or whose turn it is."""
        if state.result is not None:
            return
        self.io.say(text.map_text(state, self.pack))
        if state.turn is not None and state.hero(state.turn.hero).player not in self.companions:
            hero = state.hero(state.turn.hero)
            self.io.say(text.hero_sheet(state, self.pack, hero))
            self.io.say(text.region_text(state, self.pack, hero.region))
        self._next(state)

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
                self.io.say("Nobody can act: the game is stuck. It stays saved as session "
                            f"{self.session}.")
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
                self._local(parsed, state, player)
                continue
            state = await self._execute(state, player, parsed)
        self.result(state)
        return 0

    def completions(self, line: str) -> list[str]:
        """Ways to finish a partly typed line: a command word, then a name that command could
        take now, from what the player sees or holds (never another hero's hand)."""
        if " " not in line:
            return [w for w in WORDS if w.startswith(line.casefold())]
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
            self.io.say(f"✖ {exc}")
            return state
        except StoreError as exc:
            self.io.say(f"✖ {exc}")
            return state
        events = list(result.events)
        if player in self.companions:
            self._summarise(state, player, command, result.state, events)
        else:
            self.show(result.state, events)
        after = result.state
        if after.result is None:
            # The map only when it changed for everyone (a new Day: then the acting hero too)
            # or for the player who moved (then where they arrived).
            if any(isinstance(e, DayStarted) for e in events):
                self.situation(after)
                return after
            if isinstance(command, Move) and player not in self.companions:
                self.io.say(text.map_text(after, self.pack))
                self.io.say(text.region_text(after, self.pack, command.region))
            self._next(after)
        return after

    def _summarise(self, before: GameState, player: str, command: Command, after: GameState,
                   events: list[Event]) -> None:
        for line in summary(before, after, self.pack, player, command, events,
                            set(self.companions)):
            self.io.say(line)

    def _next(self, state: GameState) -> None:
        """The open question, if a person must answer it, else whose turn it is."""
        if state.pending is not None:
            if state.pending.prompt.player not in self.companions:
                self.io.say(prompts.prompt_text(state, self.pack, state.pending.prompt))
        elif state.turn is not None and state.hero(state.turn.hero).player not in self.companions:
            self.io.say(text.turn_banner(state, self.pack))

    def _local(self, parsed: Local, state: GameState, player: str) -> None:
        match parsed.word:
            case "help":
                self.io.say(HELP)
            case "map":
                self.io.say(text.map_text(state, self.pack))
            case "look":
                try:
                    region = (self.parser.regions.find(parsed.arg) if parsed.arg
                              else _actor(state, player).region)
                except InputError as exc:
                    self.io.say(f"✖ {exc}")
                    return
                self.io.say(text.region_text(state, self.pack, region))
            case "hero":
                try:
                    hero = self._hero(state, player, parsed.arg)
                except InputError as exc:
                    self.io.say(f"✖ {exc}")
                    return
                # Hot-seat players share the screen; in a competitive game hands stay private.
                private = state.options.secret_hands and hero.player != player
                self.io.say(text.hero_sheet(state, self.pack, hero, show_hand=not private))
            case "card":
                self.io.say(self._card(state, player, parsed.arg))

    def _card(self, state: GameState, player: str, name: str) -> str:
        if not name:
            return "✖ Name a card: card <name>."
        found = find_visible(state, self.pack, player, name)
        if found is None:
            return f"✖ There is no card '{name}' you can see: your hand, the Map, offers, discards and heroes' cards."
        return sheet_text(card_sheet(self.pack, found))

    def _hero(self, state: GameState, player: str, name: str) -> HeroState:
        return state.hero(self.parser.heroes(state).find(name)) if name else _actor(state, player)

    def _saved(self) -> None:
        resume = command_line("play", "--resume", str(self.session), *db_option(self.store.target))
        self.io.say(f"Game saved (session {self.session}). Resume it with: {resume}")

    def result(self, state: GameState) -> None:
        assert state.result is not None
        result = state.result
        self.io.say(f"Game over on day {result.days}: {result.outcome}. {result.reason}")
        for hero in state.heroes:
            self.io.say(f"  {hero.name}: {result.vp.get(hero.id, 0)} VP")
        if result.team_vp is not None:
            self.io.say(f"  Team score: {result.team_vp} VP")


def shell_command(*words: str) -> str:
    """A command as it can be pasted into this platform's shell."""
    return subprocess.list2cmdline(words) if os.name == "nt" else shlex.join(words)


def command_line(*args: str) -> str:
    """`python -m kilforth …` with the interpreter running now (the virtual environment's,
    say), not whichever `python` is on the PATH."""
    return shell_command(sys.executable, "-m", "kilforth", *args)


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
        store = await Store.open(settings.db)
    except (KeyboardInterrupt, asyncio.CancelledError):
        io.say(NOT_STARTED)
        raise
    try:
        if settings.list_games:
            return await list_games(store, io)
        if settings.resume is not None:
            return await _resume(store, settings.resume, pack, io, on_console)
        return await _new_game(store, settings, pack, io, on_console)
    finally:
        await store.close()


NOT_STARTED = "\nSet-up cancelled: no game was created."


async def _new_game(store: Store, settings: Settings, pack: Pack, io: Io,
                    on_console: Callable[["Console"], None] | None) -> int:
    mode = default_mode(settings)
    if mode == "solo" and settings.companions:
        io.say("✖ A solo game has a single player: computer companions need --mode coop "
               "or competitive.")
        return 2
    total = settings.heroes + settings.companions
    if not 1 <= total <= MAX_HEROES:
        io.say(f"✖ A game has 1 to {MAX_HEROES} heroes; {total} were asked for.")
        return 2
    seed = settings.seed if settings.seed is not None else secrets.randbits(63)
    options = GameOptions(mode=mode, first_game=settings.first_game)
    # Until the game is dealt and saved, stopping (Ctrl-D at a question, Ctrl-C) leaves none.
    try:
        settings.seats = [resolve_seat(pack, s) for s in settings.seats]
        specs = choose_heroes(settings, pack, io)
        session, channel, events = await deal(store, options, specs, seed, settings.dice, pack)
    except InputError as exc:
        io.say(f"✖ {exc}")
        return 2
    except RuleError as exc:
        io.say(f"✖ {exc.message}")
        return 2
    except SetupCancelled:
        io.say(NOT_STARTED)
        return 1
    except (KeyboardInterrupt, asyncio.CancelledError):
        io.say(NOT_STARTED)
        raise
    state = await store.state(channel)
    io.say(f"New {mode} game, session {session}, seed {seed}. Type 'help' for the commands.")
    console = Console(store, session, channel, pack, io, companions_for((s.player for s in specs), seed))
    if on_console is not None:
        on_console(console)
    console.show(state, events)
    return await console.run(state)


async def list_games(store: Store, io: Io) -> int:
    """The console games saved in this database, most recently played first."""
    games = await store.guild_games(GUILD)
    if not games:
        start = command_line("play", *db_option(store.target))
        io.say(f"No console game is saved in {store.location}. Start one with: {start}")
        return 0
    rows = [("id", "mode", "heroes", "day", "status", "last played")]
    for info in games:
        state = await store.session_state(info.id)
        heroes = ", ".join(seat.name for seat in info.seats)
        played = info.updated_at.astimezone(UTC).strftime("%Y-%m-%d %H:%M UTC")
        rows.append((str(info.id), info.options.mode, heroes, str(state.day), info.status, played))
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))]
    for row in rows:
        cells = (cell.ljust(width) for cell, width in zip(row, widths, strict=True))
        io.say("  ".join(cells).rstrip())
    latest = command_line("play", "--resume", str(games[0].id), *db_option(store.target))
    io.say(f"Resume the latest with: {latest}")
    return 0


async def _resume(store: Store, session: int, pack: Pack, io: Io,
                  on_console: Callable[["Console"], None] | None) -> int:
    try:
        info = await store.get(session)
    except StoreError as exc:
        io.say(f"✖ {exc}")
        return 2
    if info.guild != GUILD:
        io.say(f"✖ Session {session} is a Discord game (channel {info.channel}), "
               "not a console one.")
        return 2
    state = await store.session_state(session)
    companions = companions_for((s.player for s in info.seats), info.seed or 0)
    console = Console(store, session, info.channel, pack, io, companions)
    if on_console is not None:
        on_console(console)
    if info.status != "running":
        io.say(f"Session {session} is {info.status}.")
        if state.result is not None:
            console.result(state)
        return 0
    io.say(f"Resuming session {session} (day {state.day}). Type 'help' for the commands.")
    return await console.run(state)
