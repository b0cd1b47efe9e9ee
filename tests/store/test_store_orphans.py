"""No process outlives the bot (issue 37.4): killed with SIGKILL, which runs no clean-up,
its store worker and multiprocessing's resource tracker end within seconds, as they do when
it exits normally."""

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from kilforth.store import worker

pytestmark = pytest.mark.skipif(not Path("/proc/self/stat").exists(),
                                reason="reads the process table from /proc")

ROOT = Path(__file__).parents[2]
# The worker looks every PARENT_CHECK seconds; starting its imports may take longer.
GRACE = 15.0


def _stat(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command's name, or None if it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return text[text.rindex(")") + 2:].split()


def _alive(pid: int) -> bool:
    """Running, or sleeping: not gone, and not a zombie waiting for its reaper."""
    fields = _stat(pid)
    return fields is not None and fields[0] not in ("Z", "X")


def _children(parent: int) -> list[int]:
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            fields = _stat(int(entry.name))
            if fields is not None and int(fields[1]) == parent:
                found.append(int(entry.name))
    return found


def _bot() -> subprocess.Popen[str]:
    bot = subprocess.Popen([sys.executable, "-m", "tests.store.orphan_parent"], cwd=ROOT,
                           stdout=subprocess.PIPE, text=True)
    assert bot.stdout is not None and bot.stdout.readline() == "ready\n"
    return bot


def _gone(pids: list[int]) -> list[int]:
    """Waits for `pids` to end; those still running after the grace period."""
    deadline = time.monotonic() + GRACE
    while time.monotonic() < deadline and any(_alive(p) for p in pids):
        time.sleep(0.1)
    return [p for p in pids if _alive(p)]


def test_the_worker_and_the_resource_tracker_end_when_the_bot_is_killed() -> None:
    bot = _bot()
    helpers = _children(bot.pid)
    try:
        # The worker and the tracker multiprocessing starts for the pool's queues.
        assert len(helpers) == 2, helpers
        os.kill(bot.pid, signal.SIGKILL)
        bot.wait()
        assert _gone(helpers) == []
    finally:
        for pid in helpers:
            if _alive(pid):
                os.kill(pid, signal.SIGKILL)


def test_the_worker_ends_at_once_if_its_parent_is_already_gone(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Started after its parent ended (the pool starts a worker on first use): it ends."""
    parent = os.fork()
    if parent == 0:
        os._exit(0)
    os.waitpid(parent, 0)
    exited = threading.Event()
    # The watch's `os._exit`, caught: this test's process is not the one to end.
    monkeypatch.setattr(os, "_exit", lambda code: exited.set())
    worker.watch_parent(parent)
    assert exited.wait(5 * worker.PARENT_CHECK)
