"""The local console: a hot-seat game at the terminal, on the same engine and the same store
as the Discord bot (DESIGN.md §1).

Players type the bot's command words (`move greyspire peaks`, `confront hermit influence`,
`trade buy spell`…); names or ids are accepted, in any case. Whenever the game waits on a
player the console asks that player: a prompt is answered with the number of an option.
Computer companions (`kilforth.sim.agents`) take their turns and answer their prompts by
themselves. Every accepted command goes through `Store.execute`, so a console game is
saved after each command and can be resumed (`--resume ID`).

The console deals the game itself, so that `--seed` and scripted dice (`--dice`) are
honoured, and hands the dealt game to the store as an import (the store's own `start` draws
a fresh seed). A game with scripted dice is a rehearsal: its dice are not those of its seed,
so the store's replay check cannot reproduce it.
"""

import re
import secrets
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import TextIO

from kilforth import engine
from kilforth.commands import (
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
from kilforth.events import Event
from kilforth.options import GameOptions, Mode
from kilforth.render import text
from kilforth.rules import board
from kilforth.sim.agents import Agent, HeuristicAgent, waiting_on
from kilforth.state import GameState, HeroSpec, HeroState
from kilforth.store import Store, StoreError
from kilforth.store.models import ExportEntry, ExportSession, GameExport

GUILD = "console"
HUMAN = "player"
COMPUTER = "computer"
SOLO_PLAYER = "you"
MAX_HEROES = 4

# R-SETUP-16 (a): the first-game Class and Saga pairs, each with a Race to go with it.
FIRST_GAME = [
    ("human", "warrior", "take-the-fortress"),
    ("elf", "priest", "save-the-villagers"),
    ("halfling", "rogue", "assassinate-the-lord"),
    ("dwarf", "sorcerer", "steal-the-artefact"),
]

HELP = """\
Actions (1 AP each):
  move <region>                     confront <encounter> [attribute | hostile]
  search    hide    rest            clear [plot]          discover <card>
  trade buy <ally|item|spell|title>   trade sell <card>, <card>…   trade heal <n> [hero]
  feat [attribute]                  (completes your Chapter, or attempts the Finale)
Gifts (free): assault [ancient] · overcome <encounter> · resolve <card> · team-up <hero>…
  exchange <hero> give <n gold | card>, … take <n gold | card>, …
Other: camp · use <card> · unhide
Console: map · look · hero [name] · help · quit
A question is answered with the number of an option. Names or ids, in any case."""

WORDS = ("move", "confront", "search", "hide", "rest", "clear", "discover", "trade", "feat", "camp",
         "assault", "overcome", "resolve", "team-up", "exchange", "use", "unhide", "map", "look", "hero",
         "help", "quit")


class InputError(ValueError):
    """A line the console cannot turn into a command; the message says why."""


# ------------------------------------------------------------------ names

def _norm(name: str) -> str:
    return re.sub(r"[\s_\-',]+", " ", name.casefold()).strip()


@dataclass
class Names:
    """Display names and ids of one kind of thing, matched case-insensitively: exactly, else
    by a unique prefix."""

    what: str
    ids: dict[str, str] = field(default_factory=dict)  # normalised name or id -> id
    shown: dict[str, str] = field(default_factory=dict)  # id -> display name

    def add(self, card: str, name: str) -> None:
        self.ids[_norm(card)] = card
        self.ids[_norm(name)] = card
        self.shown[card] = name

    def find(self, raw: str) -> str:
        key = _norm(raw)
        if key in self.ids:
            return self.ids[key]
        hits = sorted({card for k, card in self.ids.items() if k.startswith(key)}) if key else []
        if len(hits) == 1:
            return hits[0]
        if hits:
            raise InputError(f"'{raw}' could be {', '.join(self.shown[h] for h in hits)}: say which.")
        known = ", ".join(sorted(self.shown.values())[:12])
        raise InputError(f"There is no {self.what} '{raw}'." + (f" Known: {known}." if known else ""))

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


def card_names(pack: Pack) -> Names:
    """Every card a command may name: Encounters, Rewards, Plots, Loot, Night cards, Totems,
    Races, Classes and Talents (for `use`)."""
    found = Names("card")
    for family in (pack.encounters, pack.rewards, pack.plots, pack.loot, pack.night, pack.talents,
                   pack.races, pack.classes):
        for card_id, card in family.items():
            found.add(card_id, card.name)
    for saga_id, saga in pack.sagas.items():
        found.add(f"{board.TOTEM_PREFIX}{saga_id}", saga.totem.name)
    return found


# ------------------------------------------------------------------ parsing a line

@dataclass(frozen=True)
class Local:
    """A console command that does not touch the game: map, look, hero, help, quit."""

    word: str
    arg: str = ""


Parsed = Command | Local


class Parser:
    """Turns a typed line into a command for `player`, looking names up in the pack and
    the state."""

    def __init__(self, pack: Pack) -> None:
        self.pack = pack
        self.regions = _names("region", {r: c.name for r, c in pack.regions.items()})
        self.cards = card_names(pack)
        self.ancients = _names("Ancient", {a: c.name for a, c in pack.ancients.items()})
        self.attributes = _names("attribute", {a: a for a in ATTRIBUTES})
        self.decks = _names("Reward deck", {k: k for k in REWARD_TYPES})

    def heroes(self, state: GameState) -> Names:
        found = Names("hero")
        for h in state.heroes:
            found.add(h.id, h.name)
        return found

    def parse(self, line: str, state: GameState, player: str) -> Parsed:
        words = line.split()
        if not words:
            raise InputError("Type a command, or 'help'.")
        word, rest = words[0].casefold().replace("_", "-"), words[1:]
        arg = " ".join(rest)
        if word.isdigit():
            return self._choose(int(word), state, player)
        match word:
            case "map" | "look" | "help" | "quit" | "exit" | "hero":
                return Local("quit" if word == "exit" else word, arg)
            case "move":
                return Move(player=player, region=self.regions.find(self._need(arg, "move <region>")))
            case "confront":
                return self._confront(rest, player)
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
                return Clear(player=player, target=self.cards.find(arg) if arg else "obstacle")
            case "discover":
                return Discover(player=player, card=self.cards.find(self._need(arg, "discover <card>")))
            case "feat":
                return Feat(player=player, attribute=self.attributes.find(arg) if arg else None)  # type: ignore[arg-type]
            case "assault":
                return Assault(player=player, ancient=self.ancients.find(arg) if arg else None)
            case "overcome":
                return Overcome(player=player, encounter=self.cards.find(self._need(arg, "overcome <encounter>")))
            case "resolve":
                return Resolve(player=player, card=self.cards.find(self._need(arg, "resolve <card>")))
            case "use":
                return Use(player=player, card=self.cards.find(self._need(arg, "use <card>")))
            case "team-up" | "teamup" | "team":
                heroes = self.heroes(state)
                return TeamUp(player=player, heroes=self._items(rest, heroes))
            case "trade":
                return self._trade(rest, state, player)
            case "exchange":
                return self._exchange(rest, state, player)
        raise InputError(f"Unknown command '{words[0]}'. Type 'help' for the list.")

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
            raise InputError(f"Answer with a number from 1 to {len(options)}.")
        prompt = state.pending.prompt
        return Choose(player=player, prompt=prompt.id, option=options[number - 1].id)

    def _confront(self, rest: list[str], player: str) -> Command:
        if not rest:
            raise InputError("Usage: confront <encounter> [attribute | hostile]")
        last = rest[-1].casefold()
        if len(rest) > 1 and last == "hostile":
            return Confront(player=player, encounter=self.cards.find(" ".join(rest[:-1])), hostile=True)
        if len(rest) > 1 and _norm(last) in self.attributes.ids:
            return Confront(player=player, encounter=self.cards.find(" ".join(rest[:-1])),
                            attribute=self.attributes.ids[_norm(last)])  # type: ignore[arg-type]
        return Confront(player=player, encounter=self.cards.find(" ".join(rest)))

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

    def _trade(self, rest: list[str], state: GameState, player: str) -> Command:
        """`trade buy spell`, `trade sell <card>, <card>`, `trade heal 2 [hero]`, or several
        of them in one line."""
        parts = _segments(rest, ("buy", "sell", "heal"))
        if not parts:
            raise InputError("Usage: trade buy <deck> | trade sell <card>… | trade heal <n> [hero]")
        buy, sell, heal = None, [], {}
        for key, words in parts.items():
            if key == "buy":
                buy = self.decks.find(self._need(" ".join(words), "trade buy <ally|item|spell|title>"))
            elif key == "sell":
                sell = self._items(words, self.cards)
            else:
                if not words or not words[0].isdigit():
                    raise InputError("Usage: trade heal <n> [hero]")
                who = self.heroes(state).find(" ".join(words[1:])) if words[1:] else self._actor(state, player)
                heal = {who: int(words[0])}
        return Trade(player=player, buy=buy, sell=sell, heal=heal)  # type: ignore[arg-type]

    def _exchange(self, rest: list[str], state: GameState, player: str) -> Command:
        """`exchange <hero> give 2 gold, <card> take <card>`."""
        heroes = self.heroes(state)
        cut = next((i for i, w in enumerate(rest) if w.casefold() in ("give", "take")), len(rest))
        if cut == 0:
            raise InputError("Usage: exchange <hero> give <n gold | card>, … take <n gold | card>, …")
        other = heroes.find(" ".join(rest[:cut]))
        parts = _segments(rest[cut:], ("give", "take"))
        bundles = {key: self._bundle(words) for key, words in parts.items()}
        return Exchange(player=player, with_hero=other, give=bundles.get("give", Bundle()),
                        take=bundles.get("take", Bundle()))

    def _bundle(self, words: list[str]) -> Bundle:
        gold, cards = 0, []
        for item in self._items(words, _GoldOr(self.cards)):
            if item.startswith("gold:"):
                gold += int(item[5:])
            else:
                cards.append(item)
        return Bundle(gold=gold, cards=cards)

    @staticmethod
    def _actor(state: GameState, player: str) -> str:
        if state.turn is not None and state.hero(state.turn.hero).player == player:
            return state.turn.hero
        mine = state.heroes_of(player)
        if not mine:
            raise InputError("You have no hero in this game.")
        return mine[0].id


class _GoldOr(Names):
    """Card names, plus "<n> gold" read as the item "gold:<n>"."""

    def __init__(self, cards: Names) -> None:
        super().__init__(cards.what, cards.ids, cards.shown)

    def find(self, raw: str) -> str:
        match = re.fullmatch(r"\s*(\d+)\s*gold\s*", raw.casefold())
        return f"gold:{match.group(1)}" if match else super().find(raw)

    def longest(self, words: list[str]) -> tuple[str, int]:
        if len(words) >= 2 and words[0].isdigit() and words[1].casefold() == "gold":
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


def describe(command: Command, state: GameState, pack: Pack) -> str:
    """A command in the console's own words, to show what a computer player did."""
    data = command.model_dump(exclude={"player", "hero", "kind"}, exclude_defaults=True)
    if isinstance(command, Choose) and state.pending is not None:
        option = next((o for o in state.pending.prompt.options if o.id == command.option), None)
        return f"chooses: {option.label if option else command.option}"
    words = [command.kind.replace("_", "-")]
    for value in data.values():
        items = value if isinstance(value, list) else [value]
        words += [board.card_name(pack, str(v)) if isinstance(v, str) else str(v) for v in items]
    return " ".join(words)


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
        race, klass, saga = _defaults(pack, taken, seat)
        if not computer and io.interactive:
            io.say(f"Hero {i + 1} (press Enter for the suggestion in brackets).")
            race = seat.race or _pick(io, "Race", "Races", pack.races, race, taken["race"])
            klass = seat.hero_class or _pick(io, "Class", "Classes", pack.classes, klass, taken["class"])
            saga = seat.saga or _pick(io, "Saga", "Sagas", pack.sagas,
                                      _saga_for(pack, klass, taken["saga"]) or saga, taken["saga"])
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


def _defaults(pack: Pack, taken: dict[str, set[str]], seat: SeatChoice) -> tuple[str, str, str]:
    """The seat's choices, completed from the next free first-game pairing (any free card
    when the pack has none left)."""
    pairs = [p for p in FIRST_GAME if p[0] in pack.races and p[1] in pack.classes and p[2] in pack.sagas
             and p[0] not in taken["race"] and p[1] not in taken["class"] and p[2] not in taken["saga"]]
    race, klass, saga = pairs[0] if pairs else (None, None, None)
    race = seat.race or race or next(r for r in pack.races if r not in taken["race"])
    klass = seat.hero_class or klass or next(c for c in pack.classes if c not in taken["class"])
    if seat.hero_class and not seat.saga:
        saga = _saga_for(pack, klass, taken["saga"]) or saga
    saga = seat.saga or saga or next(s for s in pack.sagas if s not in taken["saga"])
    return race, klass, saga


def _saga_for(pack: Pack, klass: str, taken: set[str]) -> str | None:
    return next((s for s, saga in pack.sagas.items() if saga.suggested_class == klass and s not in taken), None)


def _pick(io: Io, what: str, plural: str, cards: dict, default: str,  # type: ignore[type-arg]
          taken: set[str]) -> str:
    free = {card_id: card.name for card_id, card in cards.items() if card_id not in taken}
    names = _names(what.lower(), free)
    io.say(f"  {plural}: {', '.join(free.values())}")
    while True:
        answer = io.ask(f"  {what} [{free.get(default, default)}]: ")
        if answer is None or not answer.strip():
            return default
        try:
            return names.find(answer)
        except InputError as exc:
            io.say(f"  {exc}")


def resolve_seat(pack: Pack, seat: SeatChoice) -> SeatChoice:
    """A seat's names turned into ids (names or ids, any case), or InputError."""
    return SeatChoice(
        name=seat.name,
        race=_names("race", {k: v.name for k, v in pack.races.items()}).find(seat.race) if seat.race else None,
        hero_class=(_names("class", {k: v.name for k, v in pack.classes.items()}).find(seat.hero_class)
                    if seat.hero_class else None),
        saga=_names("saga", {k: v.name for k, v in pack.sagas.items()}).find(seat.saga) if seat.saga else None,
    )


async def deal(store: Store, options: GameOptions, specs: list[HeroSpec], seed: int, dice: list[int],
               pack: Pack) -> tuple[int, str, list[Event]]:
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
        """What a player needs before deciding: the map and the hero, or the question."""
        if state.result is not None:
            return
        if state.pending is not None:
            self.io.say(text.prompt_text(state, state.pending.prompt))
            return
        self.io.say(text.map_text(state, self.pack))
        if state.turn is not None:
            hero = state.hero(state.turn.hero)
            self.io.say(text.hero_sheet(state, self.pack, hero))
            self.io.say(text.region_text(state, self.pack, hero.region))
        self.io.say(text.turn_banner(state, self.pack))

    async def run(self, state: GameState) -> int:
        self.situation(state)
        while state.result is None:
            self.state = state
            player = waiting_on(state)
            if player is None:
                self.io.say("Nobody can act: the game is stuck. Moderators can undo the last command.")
                return 1
            if player in self.companions:
                command = self.companions[player].act(state, player, self.pack)
                who = self._who(state, player)
                self.io.say(f"» {who} (computer): {describe(command, state, self.pack)}")
                state = await self._execute(state, player, command) or state
                continue
            line = self.io.ask(f"{self._who(state, player)}> ")
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
            state = await self._execute(state, player, parsed) or state
        self.result(state)
        return 0

    def completions(self, line: str) -> list[str]:
        """Ways to finish a partly typed line: a command word, then a name that fits here
        (Regions, cards on the Map and in the heroes' hands, heroes, attributes, decks)."""
        if " " not in line:
            return [w for w in WORDS if w.startswith(line.casefold())]
        head, _, tail = line.partition(" ")
        state = self.state
        names: set[str] = {self.pack.regions[r].name for r in self.pack.regions}
        names |= set(ATTRIBUTES) | set(REWARD_TYPES) | {"hostile", "give", "take", "buy", "sell", "heal"}
        if state is not None:
            names |= {h.name for h in state.heroes}
            cards = [c for r in state.regions.values() for c in (*r.encounters, *r.plots)]
            cards += [c for h in state.heroes for c in (*h.rumours, *h.assets, *h.loot, *h.talents, h.race,
                                                         h.hero_class)]
            names |= {board.card_name(self.pack, c) for c in cards}
            names |= {self.pack.ancients[a.id].name for a in state.ancients}
        return sorted(f"{head} {n}" for n in names if n.casefold().startswith(tail.casefold()))

    def _who(self, state: GameState, player: str) -> str:
        if state.pending is not None:
            return state.hero(state.pending.prompt.hero).name
        if state.turn is not None:
            return state.hero(state.turn.hero).name
        return player

    async def _execute(self, state: GameState, player: str, command: Command) -> GameState | None:
        """Apply and save one command; a refused one prints the reason and changes nothing."""
        try:
            result = await self.store.execute(self.channel, player, command)
        except RuleError as exc:
            self.io.say(f"✖ {exc.message}" + (f" ({exc.rule})" if exc.rule else ""))
            return None
        except StoreError as exc:
            self.io.say(f"✖ {exc}")
            return None
        self.show(result.state, result.events)
        self.situation(result.state)
        return result.state

    def _local(self, parsed: Local, state: GameState, player: str) -> None:
        match parsed.word:
            case "help":
                self.io.say(HELP)
            case "map":
                self.io.say(text.map_text(state, self.pack))
            case "look":
                hero = self._hero(state, player, "")
                self.io.say(text.region_text(state, self.pack, hero.region))
            case "hero":
                try:
                    hero = self._hero(state, player, parsed.arg)
                except InputError as exc:
                    self.io.say(f"✖ {exc}")
                    return
                # Hot-seat players share the screen; in a competitive game hands stay private.
                private = state.options.mode == "competitive" and hero.player != player
                self.io.say(text.hero_sheet(state, self.pack, hero, show_hand=not private))

    def _hero(self, state: GameState, player: str, name: str) -> HeroState:
        if name:
            return state.hero(self.parser.heroes(state).find(name))
        if state.turn is not None:
            return state.hero(state.turn.hero)
        return state.heroes_of(player)[0] if state.heroes_of(player) else state.heroes[0]

    def _saved(self) -> None:
        self.io.say(f"Game saved (session {self.session}). Resume it with: python -m kilforth play "
                    f"--resume {self.session}")

    def result(self, state: GameState) -> None:
        assert state.result is not None
        result = state.result
        self.io.say(f"Game over on day {result.days}: {result.outcome}. {result.reason}")
        for hero in state.heroes:
            self.io.say(f"  {hero.name}: {result.vp.get(hero.id, 0)} VP")
        if result.team_vp is not None:
            self.io.say(f"  Team score: {result.team_vp} VP")


def companions_for(specs: list[HeroSpec], seed: int) -> dict[str, Agent]:
    """A heuristic player for every computer seat."""
    players = dict.fromkeys(s.player for s in specs if s.player.startswith(COMPUTER))
    return {p: HeuristicAgent(seed * 31 + n) for n, p in enumerate(players)}


async def play(settings: Settings, io: Io, on_console: Callable[["Console"], None] | None = None) -> int:
    """Start (or resume) a console game and play it until it ends or the input does."""
    pack = load_pack()
    store = await Store.open(settings.db)
    try:
        if settings.resume is not None:
            return await _resume(store, settings.resume, pack, io, on_console)
        mode = default_mode(settings)
        if mode == "solo" and settings.companions:
            io.say("✖ A solo game has a single player: computer companions need --mode coop or competitive.")
            return 2
        total = settings.heroes + settings.companions
        if not 1 <= total <= MAX_HEROES:
            io.say(f"✖ A game has 1 to {MAX_HEROES} heroes; {total} were asked for.")
            return 2
        try:
            settings.seats = [resolve_seat(pack, s) for s in settings.seats]
            specs = choose_heroes(settings, pack, io)
        except InputError as exc:
            io.say(f"✖ {exc}")
            return 2
        seed = settings.seed if settings.seed is not None else secrets.randbits(63)
        options = GameOptions(mode=mode, first_game=settings.first_game)
        try:
            session, channel, events = await deal(store, options, specs, seed, settings.dice, pack)
        except RuleError as exc:
            io.say(f"✖ {exc.message}")
            return 2
        state = await store.state(channel)
        io.say(f"New {mode} game, session {session}, seed {seed}. Type 'help' for the commands.")
        console = Console(store, session, channel, pack, io, companions_for(specs, seed))
        if on_console is not None:
            on_console(console)
        console.show(state, events)
        return await console.run(state)
    finally:
        await store.close()


async def _resume(store: Store, session: int, pack: Pack, io: Io,
                  on_console: Callable[["Console"], None] | None) -> int:
    try:
        info = await store.get(session)
    except StoreError as exc:
        io.say(f"✖ {exc}")
        return 2
    if info.guild != GUILD:
        io.say(f"✖ Session {session} is a Discord game (channel {info.channel}), not a console one.")
        return 2
    state = await store.session_state(session)
    console = Console(store, session, info.channel, pack, io, companions_for(info.seats, info.seed or 0))
    if on_console is not None:
        on_console(console)
    if info.status != "running":
        io.say(f"Session {session} is {info.status}.")
        if state.result is not None:
            console.result(state)
        return 0
    io.say(f"Resuming session {session} (day {state.day}). Type 'help' for the commands.")
    return await console.run(state)
