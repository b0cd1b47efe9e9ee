"""`python -m kilforth bench bot`: how long a player waits for the bot's first answer.

The bot runs with its real cogs and a real store holding `sessions` running games (one game,
dealt once and imported into every channel), logged in to the offline Discord of the tests
(`tests/discord/harness.py`, so this needs the repository checkout). Each sample is one slash
command in its own channel, timed from the INTERACTION_CREATE event entering discord.py (then
its CommandTree) to the interaction callback request leaving the bot: `/move` (the engine,
a store write, the events rendered) and `/kilforth status` (a read). Target: p99 < 50 ms.
"""

import sys
import tempfile
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from commands.settings import Settings
from kilforth.commands import Choose, Move
from kilforth.legal import legal_commands
from kilforth.options import GameOptions
from kilforth.state import HeroSpec
from kilforth.store import Store

HARNESS_DIR = Path(__file__).resolve().parent.parent / "tests" / "discord"
TARGET_P99_MS = 50.0


@dataclass(frozen=True)
class Latency:
    median: float
    p99: float

    @classmethod
    def of(cls, seconds: Sequence[float]) -> "Latency":
        ordered = sorted(seconds)
        return cls(ordered[len(ordered) // 2] * 1000,
                   ordered[min(len(ordered) - 1, len(ordered) * 99 // 100)] * 1000)


@dataclass(frozen=True)
class BotBench:
    sessions: int
    move: Latency
    status: Latency
    samples: int

    def report(self) -> str:
        worst = max(self.move.p99, self.status.p99)
        verdict = "met" if worst < TARGET_P99_MS else "MISSED"
        return "\n".join([
            f"bot: {self.sessions} sessions in the database, {self.samples} samples per command",
            "(interaction event in -> interaction callback out, through the real command tree)",
            f"{'':<18}{'median ms':>10}{'p99 ms':>10}",
            f"{'/move':<18}{self.move.median:>10.2f}{self.move.p99:>10.2f}",
            f"{'/kilforth status':<18}{self.status.median:>10.2f}{self.status.p99:>10.2f}",
            f"target (p99 < {TARGET_P99_MS:.0f} ms): {verdict}",
        ])


def _harness_class() -> Any:
    if not (HARNESS_DIR / "harness.py").is_file():
        raise RuntimeError("bench bot drives the bot through tests/discord/harness.py: run it"
                           " from a checkout of the repository")
    if str(HARNESS_DIR) not in sys.path:
        sys.path.insert(0, str(HARNESS_DIR))
    from harness import Harness

    return Harness


def _callback_delay(h: Any, result: Any) -> float:
    record = h.discord.interactions[result.interaction.token]
    return float(result.response.at - record.dispatched_at)


async def bench_bot(sessions: int = 1000) -> BotBench:
    harness_class = _harness_class()
    with tempfile.TemporaryDirectory() as folder:
        settings = Settings(KILFORTH_DB=Path(folder) / "bench.sqlite3")
        async with harness_class(settings=settings, store_factory=Store.open) as h:
            store: Store = h.bot.store
            player = str(h.player.id)
            guild = str(h.guild_id)
            first = str(h.channel.id)
            await store.create(guild, first, player, GameOptions(mode="solo"), 1)
            await store.join(first, HeroSpec(player=player, name="Ana", race="human",
                                             hero_class="warrior", starting_deck="item"))
            state = (await store.start(first, player)).state
            while state.pending is not None:
                prompt = state.pending.prompt
                answer = Choose(player=player, prompt=prompt.id, option=prompt.options[0].id)
                state = (await store.execute(first, player, answer)).state
            info = await store.session(first)
            assert info is not None
            exported = (await store.export(info.id)).model_dump_json()
            channels = [h.channel]
            for n in range(1, sessions):
                channel = h.new_channel(f"game-{n}")
                await store.import_game(guild, str(channel.id), player, exported)
                channels.append(channel)
            region = next(c.region for c in legal_commands(state, player)
                          if isinstance(c, Move))
            moves, reads = [], []
            for channel in channels:
                moves.append(_callback_delay(h, await h.slash("move", region=region,
                                                              channel=channel)))
                reads.append(_callback_delay(h, await h.slash("kilforth status",
                                                              channel=channel)))
    return BotBench(sessions, Latency.of(moves), Latency.of(reads), len(moves))
