"""The bot's process as far as its helper processes go (issue 37.4): starts the store's
worker as the bot does at start-up, says so, then waits to be killed.

    python -m tests.store.orphan_parent
"""

import asyncio

from kilforth.store import worker


async def main() -> None:
    await worker.start()
    print("ready", flush=True)
    await asyncio.Event().wait()


if __name__ == "__main__":
    asyncio.run(main())
