"""The console's games remembered (issue 32): `play --history` and `play --stats` over the
local database's console games, and the recap picture written to a file when a game ends.
The words are the Discord commands' (`kilforth.render.records`)."""

import asyncio
from pathlib import Path
from typing import Protocol

from kilforth.content.pack import Pack
from kilforth.engine import pack_for
from kilforth.records import RESULTS, player_stats, server_records
from kilforth.render.picture import recap_png
from kilforth.render.records import history_text, records_lines, stats_lines
from kilforth.render.say import Say
from kilforth.store import Store
from kilforth.store.backend import Target

# Games on a page of `play --history`.
HISTORY_PAGE = 10


class Out(Protocol):
    def say(self, message: str = "") -> None: ...


async def history(store: Store, guild: str, page: int, pack: Pack, out: Out, say: Say) -> int:
    """A page of the console's finished games, newest first."""
    games, counts = await store.finished_games(guild, page, HISTORY_PAGE)
    pages = max(1, -(-sum(counts.get(e, 0) for e in RESULTS) // HISTORY_PAGE))
    if page < 1 or page > pages:
        out.say(f"✖ {say('lookback-no-such-page', pages=pages)}")
        return 2
    out.say(say("console-history-title"))
    out.say(history_text(games, counts, page, pages, pack, str, str, say))
    return 0


async def stats(store: Store, guild: str, player: str | None, pack: Pack, out: Out, say: Say
                ) -> int:
    """The records of the console's games, after `player`'s statistics if one is named."""
    ended = await store.summaries(guild)
    if player:
        out.say(say("console-stats-title", player=player))
        for line in stats_lines(player_stats(ended, player), pack, say):
            out.say(f"  {line}")
    out.say(say("console-records"))
    for line in records_lines(server_records(ended), pack, str, say):
        out.say(f"  {line}")
    return 0


def recap_folder(target: Target) -> Path:
    """Where a game's recap picture goes: beside the database file it was played in, else
    (a PostgreSQL database) the current folder."""
    return target.path.resolve().parent if target.kind == "sqlite" else Path.cwd()


async def save_recap(store: Store, session: int, folder: Path, out: Out, say: Say) -> Path | None:
    """Write the recap picture of game `session` into `folder` and say where; None, said, if
    it cannot be written."""
    told = await store.chronicle(session)
    path = folder / f"kilforth-recap-{session}.png"
    picture = await asyncio.to_thread(recap_png, told, pack_for(told.final), say=say)
    try:
        path.write_bytes(picture)
    except OSError as exc:
        out.say(f"✖ {say('console-recap-failed', path=str(path), reason=exc.strerror or str(exc))}")
        return None
    out.say(say("console-recap", path=str(path)))
    return path
