"""What the store hands back and what an exported game file holds."""

from dataclasses import KW_ONLY, dataclass
from datetime import datetime
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from kilforth.commands import Command
from kilforth.events import Event
from kilforth.i18n import DEFAULT_LANG, Lang
from kilforth.options import GameOptions
from kilforth.state import GameState, HeroSpec

Status = Literal["lobby", "running", "finished", "abandoned"]
EntryKind = Literal["start", "command", "undo", "import", "abandon", "reset", "reassign"]

PilotReason = Literal["companion", "away", "moderator"]

MAX_HEROES = 4
EXPORT_FORMAT = "kilforth-game"
# Version 1 carries every entry's state (`GameExport`); version 2, the file an export makes,
# carries each entry's state hash and only the states a replay cannot make (`CompactExport`).
FULL_EXPORT_VERSION = 1
EXPORT_VERSION = 2
# The entries whose state no replay makes: the players a game was dealt to, or handed to.
CARRIES_STATE = frozenset({"start", "reassign"})


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SessionInfo(Model):
    """A session's metadata and seats, without its (large) state."""

    id: int
    guild: str
    channel: str
    status: Status
    options: GameOptions
    hero_count: int = Field(ge=1, le=MAX_HEROES)
    seats: list[HeroSpec]
    seed: int | None
    version: int = Field(ge=0)
    created_by: str
    created_at: datetime
    updated_at: datetime
    # The language its public messages are in, chosen when it was created.
    lang: Lang = DEFAULT_LANG

    @property
    def players(self) -> list[str]:
        return list(dict.fromkeys(seat.player for seat in self.seats))


class Pilot(Model):
    """A seat the computer plays: a companion for the whole game, or a player's seat while
    they are away (until `until`, or until they come back when None) or put on the autopilot
    by a moderator. `level` names the automatic player (`kilforth.sim.levels`)."""

    player: str
    level: str
    reason: PilotReason
    until: datetime | None = None


class LogEntry(Model):
    """One accepted command or moderator action, and the session's status after it.
    `command` is set for kind "command"; `restored_from` for kind "undo" (the version whose
    state it brought back). A "reassign" handed heroes to other players (`player` is the
    moderator; the entry's state differs from the one before only in who plays). `rules` is
    the rules version that wrote it (None: before versions were recorded; see
    `store.versions`)."""

    version: int = Field(ge=1)
    kind: EntryKind
    player: str
    at: datetime
    status: Status
    command: Command | None = None
    events: list[Event] = []
    restored_from: int | None = None
    rules: str | None = Field(default=None, max_length=40)


class ExportEntry(LogEntry):
    """A log entry with the state it produced (None for abandon and reset), so an imported
    game can be undone and checked like the original."""

    state: GameState | None


class ExportSession(Model):
    guild: str
    channel: str
    status: Status
    options: GameOptions
    hero_count: int = Field(ge=1, le=MAX_HEROES)
    seed: int = Field(ge=0, lt=2**63)  # a seed is 63 random bits, as SQLite stores integers
    version: int = Field(ge=1)
    created_by: str
    created_at: datetime
    updated_at: datetime
    # Files exported before games had a language were all English games.
    lang: Lang = DEFAULT_LANG


class _Document(Model):
    """What every export document holds besides its log."""

    format: Literal["kilforth-game"] = EXPORT_FORMAT
    schema_version: int
    exported_at: datetime
    session: ExportSession
    seats: list[HeroSpec] = Field(min_length=1, max_length=MAX_HEROES)


class GameExport(_Document):
    """A whole game in one JSON document: session, options, seats, and the log whose first
    entry ("start") carries the initial state. Every entry carries its state (the files of
    format version 1, and what `Store.export` hands a caller in this process)."""

    schema_version: Literal[1] = FULL_EXPORT_VERSION
    log: list[ExportEntry] = Field(min_length=1)


class CompactEntry(LogEntry):
    """A log entry with the hash of the state it produced (None for abandon and reset), and
    the state itself only where a replay cannot make it (`CARRIES_STATE`)."""

    state_hash: str | None = Field(default=None, pattern="^[0-9a-f]{32}$")
    state: GameState | None = None


class CompactExport(_Document):
    """A whole game as an export file holds it (format version 2): what a replay from the
    seed needs (the commands, the answers given in them, the deal and any change of
    players) and the hash each state must have, instead of every state, which made a late
    four-hero game's file larger than Discord takes."""

    schema_version: Literal[2] = EXPORT_VERSION
    log: list[CompactEntry] = Field(min_length=1)


@dataclass(frozen=True)
class ExecResult:
    """What a command (or start, or undo) produced: its events, the new state and the session
    version that state has. `before`: the stored state the command was applied to, read in
    the same lock as its write, so that whom the game waited for before it is the stored
    game's, whichever process moved it last (None where there was none to read: a game just
    dealt, an undo). `game` and `lang`: the session's id and language, read with it, so that
    telling the result needs no other read of the session."""

    events: list[Event]
    state: GameState
    version: int
    before: GameState | None = None
    _: KW_ONLY
    game: int
    lang: Lang


@dataclass(frozen=True)
class ReplayReport:
    """A consistency check of one session: `ok` when replaying the log from the seed
    reproduces every stored state and event list. `mismatch` is the first version that
    differs, with the reason; `rules_changed` when that entry was written by other rules than
    this code's (an upgrade, not damage)."""

    session_id: int
    checked: int
    ok: bool
    mismatch: int | None = None
    reason: str = ""
    rules_changed: bool = False
    # Entries other rules wrote that this code's play differently, taken as the document
    # gives them (an import's check only: see `transfer.replay_log`).
    adopted: tuple[int, ...] = ()
