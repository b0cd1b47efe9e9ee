"""Persistence: game sessions per channel and their append-only command log (DESIGN.md §5).

    async with await Store.open() as store:
        await store.create(guild, channel, player, GameOptions(mode="coop"), hero_count=2)
        await store.join(channel, HeroSpec(...))
        ...
        result = await store.start(channel, player)
        result = await store.execute(channel, player, Move(player=player, region="..."))
"""

from kilforth.store.errors import (
    CorruptStateError,
    ExecutionFailedError,
    ImportRefusedError,
    SchemaTooNewError,
    SessionError,
    StoreError,
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
from kilforth.store.schema import SCHEMA_VERSION, default_path
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
    "VersionConflictError",
    "default_path",
]
