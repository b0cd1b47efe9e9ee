"""A realistic database for the store and bot benches: many sessions, solo and four-hero,
from day 1 to day 25, some with an open question.

Playing 10,000 games would take hours, so a few template games are played to their end
through a real `Store` (real engine, heuristic players, fixed seeds), each in a file of its
own; that file's size is the database's bytes per finished game. Every bench session is then
a prefix of one template (its log, snapshots and seats copied by SQLite itself, under a new
id and channel) cut at a version picked for its day and for whether a question is open, with
the template's state at that version as its current state.
"""

import os
import random
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

from tqdm import tqdm

from kilforth.console import deal
from kilforth.content.pack import load_pack
from kilforth.options import GameOptions
from kilforth.sim.agents import waiting_on
from kilforth.sim.simulator import Setup, agents_for, deal_heroes
from kilforth.state import GameState
from kilforth.store import snapshots
from kilforth.store.sessions import Store

SOLO = Setup(mode="solo", heroes=1, check=False)
PARTY = Setup(mode="coop", heroes=4, check=False)
DAYS = 25
QUESTION_SHARE = 0.10


@dataclass(frozen=True)
class Cut:
    """A version of a template game a session can stop at."""

    version: int
    day: int
    question: bool  # a prompt is open: the next command is a button answer
    state: str


@dataclass
class Template:
    path: Path
    session_id: int
    heroes: int
    cuts: list[Cut] = field(default_factory=list)
    finished_bytes: int = 0

    def cut_for(self, day: int, question: bool, rng: random.Random) -> Cut:
        """A version on `day` (or the game's last day, if it ended sooner) with or without an
        open question (either, if that day has none of the kind asked)."""
        last = max(c.day for c in self.cuts)
        on_day = [c for c in self.cuts if c.day == min(day, last)] or self.cuts
        wanted = [c for c in on_day if c.question == question] or on_day
        return rng.choice(wanted)


@dataclass(frozen=True)
class Population:
    sessions: int
    templates: list[Template]
    # Channel -> (session id, template heroes, cut) of every bench session.
    channels: dict[str, tuple[int, int, Cut]]


def file_bytes(path: Path) -> int:
    """The database's size once its write-ahead log is folded in and free pages dropped."""
    with sqlite3.connect(path) as conn:
        conn.execute("VACUUM")
        conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    return path.stat().st_size


async def play_template(path: Path, setup: Setup, seed: int, players: Sequence[str] = ()
                        ) -> Template:
    """One game played to its end through a `Store` at `path`, with fsync off (building the
    bench, not measuring it). `players` names the players (the first plays every hero of a
    solo game); by default "p1", "p2", …"""
    pack = load_pack()
    specs = deal_heroes(pack, setup.mode, setup.heroes, random.Random(seed))
    if players:
        specs = [spec.model_copy(update={"player": players[0 if setup.mode == "solo" else n]})
                 for n, spec in enumerate(specs)]
    agents = agents_for(setup, specs, seed)
    async with await Store.open(path) as store:
        await store._backend.writer.execute("PRAGMA synchronous = OFF")
        session_id, channel, _ = await deal(store, GameOptions(mode=setup.mode), specs, seed,
                                            [], pack)
        template = Template(path, session_id, setup.heroes)
        state: GameState = await store.state(channel)
        version = (await store.get(session_id)).version
        while (player := waiting_on(state)) is not None:
            if state.result is None:
                template.cuts.append(Cut(version, state.day, state.pending is not None,
                                         state.model_dump_json()))
            result = await store.execute(channel, player, agents[player].act(state, player,
                                                                             pack))
            state, version = result.state, result.version
    # A database holding only the schema: what a game adds is the difference.
    empty = path.with_suffix(".empty")
    async with await Store.open(empty):
        pass  # opening writes the schema and nothing else
    template.finished_bytes = file_bytes(path) - file_bytes(empty)
    return template


async def templates(folder: Path, games: int, players: Sequence[str] = ()) -> list[Template]:
    """`games` solo and `games` four-hero template games."""
    made = []
    for n, setup in tqdm([(n, setup) for n in range(games) for setup in (SOLO, PARTY)],
                         desc="template games", unit="game", leave=False):
        made.append(await play_template(folder / f"template-{setup.mode}-{n}.sqlite3",
                                        setup, 1000 + n, players))
    return made


def _copy(conn: sqlite3.Connection, template: Template, alias: str, session_id: int,
          channel: str, cut: Cut) -> None:
    conn.execute(
        f"INSERT INTO sessions (id, guild, channel, status, options, hero_count, seed, "
        f"created_by, created_at, updated_at) SELECT ?, 'bench', ?, 'lobby', options, "
        f"hero_count, seed, created_by, created_at, updated_at FROM {alias}.sessions "
        f"WHERE id = ?", (session_id, channel, template.session_id))
    conn.execute(f"INSERT INTO seats SELECT ?, position, player, hero FROM {alias}.seats "
                 f"WHERE session_id = ?", (session_id, template.session_id))
    # In version order: the log's trigger moves the session along one version at a time.
    conn.execute(
        f"INSERT INTO log SELECT ?, version, kind, player, at, status, command, events, "
        f"state_hash, restored_from, rules FROM {alias}.log WHERE session_id = ? AND version <= ?",
        (session_id, template.session_id, cut.version))
    conn.execute(f"INSERT INTO snapshots SELECT ?, version, state FROM {alias}.snapshots "
                 f"WHERE session_id = ? AND version <= ?",
                 (session_id, template.session_id, cut.version))
    # What the log's trigger would have done row by row, once.
    conn.execute(
        f"UPDATE sessions SET state = ?, version = ?, status = (SELECT status FROM "
        f"{alias}.log WHERE session_id = ? AND version = ?) WHERE id = ?",
        (snapshots.compress_session(cut.state), cut.version, template.session_id, cut.version,
         session_id))


async def populate(path: Path, made: Sequence[Template], sessions: int, seed: int = 0
                   ) -> Population:
    """`sessions` running games in a new database at `path`, half solo and half four-hero,
    days spread evenly over 1–25, `QUESTION_SHARE` of them with a question open."""
    async with await Store.open(path):
        pass  # the schema, if the file is new
    rng = random.Random(seed)
    channels: dict[str, tuple[int, int, Cut]] = {}
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        # Building, not measuring: no fsync, a large page cache. (The bot bench's store has
        # the file open meanwhile, so it stays in write-ahead logging.)
        conn.execute("PRAGMA synchronous = OFF")
        conn.execute("PRAGMA cache_size = -262144")
        for n, template in enumerate(made):
            conn.execute(f"ATTACH DATABASE ? AS t{n}", (str(template.path),))
        # A bulk load: the log's triggers (one check and one update per row) would make it
        # several times slower; the copy sets what they would have set, then they come back.
        triggers = [sql for (sql,) in conn.execute(
            "SELECT sql FROM main.sqlite_master WHERE type = 'trigger' AND tbl_name = 'log'")]
        conn.execute("BEGIN")
        for name in ("log_checks_version", "log_moves_session"):
            conn.execute(f"DROP TRIGGER {name}")
        for n in tqdm(range(sessions), desc="sessions", unit="session", leave=False):
            which = rng.randrange(len(made))
            template = made[which]
            cut = template.cut_for(1 + n % DAYS, rng.random() < QUESTION_SHARE, rng)
            channel = f"c{n}"
            _copy(conn, template, f"t{which}", n + 1, channel, cut)
            channels[channel] = (n + 1, template.heroes, cut)
        for sql in triggers:
            if "log_checks_version" in sql or "log_moves_session" in sql:
                conn.execute(sql)
        conn.execute("COMMIT")
    finally:
        conn.close()
    # Built without fsync: flushed here, or the first fsync measured would write the build.
    with path.open("rb+") as file:
        os.fsync(file.fileno())
    return Population(sessions, list(made), channels)

