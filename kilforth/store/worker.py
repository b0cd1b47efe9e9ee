"""The store's worker process, for CPU-bound work on a whole game: checking an imported file
(parsing a document of up to 20 MiB and replaying every entry through the engine).

A worker thread would not do: pydantic parsing a large document and the engine's rules are
Python that holds the GIL, so the event loop's thread would wait for it (over a second for a
late four-hero game, every channel stalled). One process is started on first use and kept
for the next: starting one costs the imports of the engine and its pack. It is started with
"spawn", not "fork": the bot's process has threads (the database's, discord.py's), and a
forked child may inherit a lock one of them held. Arguments and results cross by pickling,
so they are plain data (text, numbers, dataclasses of them): a live model would cost the
event loop its unpickling.

A whole document (an import's file, an export's JSON, 15 MB for a late four-hero game) does
not cross by pickling: the pool's feeder and result threads copy it into fresh memory while
holding the GIL, and a bot with a large heap then stalled its event loop for 40-160 ms. It
crosses as a temporary file instead (`run_with_document`, `document_from`), written and read
by system calls, which run without the GIL.
"""

import asyncio
import functools
import importlib
import multiprocessing
import os
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any, TypeVar

from kilforth.store.errors import StoreError

if TYPE_CHECKING:
    from kilforth.store.sessions import Engine

T = TypeVar("T")


# How often, in seconds, the worker looks whether the process that started it still runs.
PARENT_CHECK = 0.5


@functools.cache
def _pool() -> ProcessPoolExecutor:
    return ProcessPoolExecutor(max_workers=1, mp_context=multiprocessing.get_context("spawn"),
                               initializer=watch_parent, initargs=(os.getpid(),))


def watch_parent(parent: int) -> None:
    """In the worker: end it as soon as `parent`, the bot's process, has ended, however it
    ended. A bot killed with SIGKILL never shuts its pool down, and the worker, waiting on a
    queue whose other end it holds itself, would wait forever (and multiprocessing's
    resource tracker with it, which ends once no process holds its pipe); under a
    supervisor that restarts the bot, they piled up (issue 37.4). When its parent ends the
    worker is handed to another process, so its parent's id changes: a thread polls it.
    Not PR_SET_PDEATHSIG: it fires when the thread that started the worker ends, and the
    pool starts it from whichever thread submits first."""
    threading.Thread(target=_orphaned, args=(parent,), name="kilforth-parent-watch",
                     daemon=True).start()


def _orphaned(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK)
    # No clean-up to do: the worker holds no state, and its temporary files are the
    # parent's to remove. `_exit`, as a normal exit would wait for the queue's threads.
    os._exit(0)


async def start() -> None:
    """Start the process and warm its engine now (the bot does it at start-up), so that
    the first import neither waits for that nor has the loop pay for starting a process."""
    from kilforth.store.warm import warm_engine

    await run(warm_engine)


async def run(work: Callable[..., T], *args: Any) -> T:
    """`work(*args)` in the worker process (`work` a module-level function, the arguments
    picklable); its exception, if it raises one that pickles, is raised here."""
    pool = _pool()
    try:
        # Submitted from a thread: the first submission starts the process, which with a
        # large heap to copy holds the calling thread a fifth of a second.
        done = await asyncio.to_thread(pool.submit, work, *args)
        return await asyncio.wrap_future(done)
    except BrokenProcessPool as exc:
        # The next call starts a new process.
        _pool.cache_clear()
        raise StoreError("the store's worker process stopped before finishing (out of "
                         "memory, or killed): try again") from exc


# A text document is written this many characters at a time, so that encoding it lets the
# event loop's thread in between.
_CHUNK = 1 << 20


def _write(path: str, document: bytes | str) -> None:
    with open(path, "wb") as file:
        if isinstance(document, bytes):
            file.write(document)
        else:
            for start in range(0, len(document), _CHUNK):
                file.write(document[start:start + _CHUNK].encode())


async def _with_file(use: Callable[[str], Any]) -> Any:
    """`await use(path)` with a new temporary file, removed afterwards whatever happens."""
    fd, path = tempfile.mkstemp(prefix="kilforth-", suffix=".json")
    os.close(fd)
    try:
        return await use(path)
    finally:
        # Removing a file of megabytes just written can wait on the disk: not on the loop.
        await asyncio.to_thread(os.unlink, path)


async def run_with_document(work: Callable[..., T], document: bytes | str, *args: Any) -> T:
    """`work(path, *args)` in the worker process, with `document` in the file at `path`."""

    async def use(path: str) -> T:
        await asyncio.to_thread(_write, path, document)
        return await run(work, path, *args)

    result: T = await _with_file(use)
    return result


async def document_from(work: Callable[..., None], *args: Any) -> bytes:
    """The document `work(path, *args)` writes at `path` in the worker process."""

    async def use(path: str) -> bytes:
        await run(work, path, *args)
        return await asyncio.to_thread(Path(path).read_bytes)

    document: bytes = await _with_file(use)
    return document


def engine_ref(engine: "Engine") -> "Engine | str":
    """What to send the worker for `engine`: a module (`kilforth.engine`) by its name, as a
    module does not pickle; any other engine as itself."""
    return engine.__name__ if isinstance(engine, ModuleType) else engine


def engine_of(ref: "Engine | str") -> "Engine":
    """The engine an `engine_ref` names, in the worker."""
    if isinstance(ref, str):
        engine: Engine = importlib.import_module(ref)  # type: ignore[assignment]
        return engine
    return ref
