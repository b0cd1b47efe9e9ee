"""One of the processes of `test_store_processes`: plays `COMMANDS` moves spread over every
channel given, claiming due timers between them, and prints one JSON line per acknowledged
command and per claimed timer.

    python -m tests.store.process_worker DSN NAME COMMANDS CHANNEL...
"""

import asyncio
import json
import sys
from datetime import UTC, datetime

from kilforth.commands import Move
from kilforth.store import Store, VersionConflictError

from .toy_engine import REGIONS, ToyEngine

# Every timer the test adds is due by then.
NOW = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)


def say(**line: object) -> None:
    print(json.dumps(line), flush=True)


async def main(dsn: str, name: str, commands: int, channels: list[str]) -> None:
    async with await Store.open(dsn, engine=ToyEngine()) as store:
        for n in range(commands):
            channel = channels[n % len(channels)]
            move = Move(player="p1", region=REGIONS[n % len(REGIONS)])
            while True:
                try:
                    result = await store.execute(channel, "p1", move)
                    break
                except VersionConflictError:
                    # Another process wrote this channel first: play on its state, as the
                    # bot does.
                    continue
            say(worker=name, channel=channel, version=result.version)
            for timer in await store.claim_due(NOW, limit=2):
                say(worker=name, timer=timer.id)
        while claimed := await store.claim_due(NOW, limit=2):
            for timer in claimed:
                say(worker=name, timer=timer.id)


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4:]))
