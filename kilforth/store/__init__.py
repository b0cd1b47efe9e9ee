"""Persistence: game sessions per channel and their append-only command log (DESIGN.md §5).

    async with await Store.open() as store:  # $KILFORTH_DB (a file or postgresql://…)
        await store.create(guild, channel, player, GameOptions(mode="coop"), hero_count=2)
        await store.join(channel, HeroSpec(...))       # once per seat
        result = await store.start(channel, player)    # ExecResult(events, state, version)
        result = await store.execute(channel, player, Move(player=player, region="..."))

What the bot shows a player: `SessionError` (lobby and channel refusals, with a `code`) and
the engine's `RuleError`. What it logs and apologises for: `ExecutionFailedError`,
`VersionConflictError` (retry), `CorruptStateError` (a moderator can `reset` the channel),
`StoreUnavailableError` (the database did not answer a read: try again later).
Moderators: `undo`, `replay`, `export`, `import_game`, `reset`, `abandon`, `replace` (hand a
player's seat and heroes to someone else).
"""

from kilforth.store.backend import Target, default_target
from kilforth.store.errors import (
    CorruptStateError,
    ExecutionFailedError,
    ImportRefusedError,
    SchemaTooNewError,
    SessionError,
    StoreError,
    StoreUnavailableError,
    VersionConflictError,
)
from kilforth.store.models import (
    ExecResult,
    GameExport,
    LogEntry,
    ReplayReport,
    SessionInfo,
    Status,
)
from kilforth.store.schema import SCHEMA_VERSION
from kilforth.store.sessions import Engine, Store

__all__ = [
    "SCHEMA_VERSION",
    "CorruptStateError",
    "Engine",
    "ExecResult",
    "ExecutionFailedError",
    "GameExport",
    "ImportRefusedError",
    "LogEntry",
    "ReplayReport",
    "SchemaTooNewError",
    "SessionError",
    "SessionInfo",
    "Status",
    "Store",
    "StoreError",
    "StoreUnavailableError",
    "Target",
    "VersionConflictError",
    "default_target",
]
