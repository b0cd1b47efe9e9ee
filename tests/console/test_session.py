"""A console session from outside: Ctrl-C and Ctrl-D in real processes, the hints it prints
(run exactly as printed), `play --list`, and a five-day game whose map appears only when it
starts or on `map`."""

import asyncio
import io
import os
import queue
import shlex
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

import pytest

import bot as entry
from kilforth.console import Io, Settings, command_line, play

ROOT = Path(__file__).resolve().parents[2]
# The processes run in other directories; the package is found there even when not installed.
ENV = {**os.environ, "PYTHONIOENCODING": "utf-8",
       "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
MAP_LEGEND = "@n hero n · E encounters"
POSIX = pytest.mark.skipif(os.name != "posix", reason="signals and terminals as POSIX has them")


class Reader:
    """A process's output, read as it comes so a test can wait for a line."""

    def __init__(self, stream: io.BufferedReader | int) -> None:
        self.chunks: queue.Queue[bytes] = queue.Queue()
        self.text = ""
        read = (lambda: os.read(stream, 4096)) if isinstance(stream, int) else (lambda: stream.read1(4096))

        def pump() -> None:
            while True:
                try:
                    chunk = read()
                except OSError:  # the terminal closed
                    chunk = b""
                self.chunks.put(chunk)
                if not chunk:
                    return

        threading.Thread(target=pump, daemon=True).start()

    def wait_for(self, needle: str, timeout: float = 60) -> None:
        deadline = time.monotonic() + timeout
        while needle not in self.text:
            try:
                chunk = self.chunks.get(timeout=max(0.0, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(f"{needle!r} never came; got:\n{self.text}") from None
            if not chunk:
                raise AssertionError(f"the output ended before {needle!r}:\n{self.text}")
            self.text += chunk.decode("utf-8", "replace")

    def rest(self, timeout: float = 60) -> str:
        deadline = time.monotonic() + timeout
        while True:
            chunk = self.chunks.get(timeout=max(0.0, deadline - time.monotonic()))
            if not chunk:
                return self.text
            self.text += chunk.decode("utf-8", "replace")


def settle() -> None:
    """Let a process that has just printed its question reach the read that waits for the
    answer: a signal between the two is only seen once the read returns. A person pressing
    Ctrl-C is never that quick."""
    time.sleep(1)


def resume_hint(out: str) -> list[str]:
    """The command on the line after "Resume it with:", split as a POSIX shell would."""
    return command_after("Resume it with:", out)


def command_after(hint: str, out: str) -> list[str]:
    """The command a hint ending in `hint` prints on the line below it, as a shell reads it."""
    lines = out.splitlines()
    at = next(i for i, line in enumerate(lines) if line.endswith(hint))
    return shlex.split(lines[at + 1])


@POSIX
def test_ctrl_c_saves_and_exits_at_once_and_the_printed_hint_resumes(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    game = subprocess.Popen([sys.executable, "-m", "kilforth", "play", "--db", str(db), "--seed", "5"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=tmp_path, env=ENV)
    assert game.stdin is not None and game.stdout is not None and game.stderr is not None
    out = Reader(game.stdout)
    game.stdin.write(b"1\n1\n")
    game.stdin.flush()
    out.wait_for("'s turn (")  # both starting-Reward answers are in; the console waits for a line
    settle()
    game.send_signal(signal.SIGINT)
    assert game.wait(timeout=30) == 130
    printed = out.rest()
    assert "Game saved (session 1)." in printed
    assert "Traceback" not in game.stderr.read().decode()
    hint = resume_hint(printed)
    assert hint[:5] == [sys.executable, "-m", "kilforth", "play", "--resume"]
    # The hint, run as printed from another directory, finds the game: the --db came with it.
    done = subprocess.run(hint, input="quit\n", capture_output=True, text=True, encoding="utf-8",
                          cwd=ROOT, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Resuming session 1 (day 1)." in done.stdout


@POSIX
@pytest.mark.parametrize(("wait_for", "delay"), [("", 0.0), ("", 0.06), ("» ", 0.0)],
                         ids=["while-starting", "while-loading", "while-companions-play"])
def test_ctrl_c_at_any_moment_leaves_no_traceback_and_a_sound_database(tmp_path: Path, wait_for: str,
                                                                     delay: float) -> None:
    """At once (the interpreter starting), a moment later (the command line loading its
    catalogues) or during play."""
    db = tmp_path / "games.sqlite3"
    # As at a terminal, the game starts with Ctrl-C's default handling, even when these tests
    # run in the background of a shell without job control, which starts them ignoring it.
    game = subprocess.Popen([sys.executable, "-m", "kilforth", "play", "--db", str(db), "--seed", "3",
                             "--companions", "3"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            cwd=tmp_path, env=ENV,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    assert game.stdin is not None and game.stdout is not None and game.stderr is not None
    out = Reader(game.stdout)
    game.stdin.write(b"1\n1\n" + b"camp\n" * 30)
    game.stdin.flush()
    if wait_for:
        out.wait_for(wait_for)
    time.sleep(delay)
    game.send_signal(signal.SIGINT)
    # Before the interpreter has set up its own handling, the signal simply ends the process.
    assert game.wait(timeout=30) in (130, -signal.SIGINT)
    printed = out.rest()
    assert "Traceback" not in game.stderr.read().decode()
    listed = subprocess.run([sys.executable, "-m", "kilforth", "play", "--list", "--db", str(db)],
                            capture_output=True, text=True, encoding="utf-8", cwd=tmp_path, env=ENV, timeout=60)
    assert listed.returncode == 0, listed.stderr
    if "Game saved (session 1)." in printed:
        done = subprocess.run(resume_hint(printed), input="quit\n", capture_output=True, text=True,
                              encoding="utf-8", cwd=tmp_path, env=ENV, timeout=120)
        assert done.returncode == 0, done.stderr
        assert "Resuming session 1" in done.stdout
    else:
        assert "No console game is saved" in listed.stdout or "1  coop" in listed.stdout


def ctrl_d(game: subprocess.Popen[bytes], terminal: int) -> None:
    os.write(terminal, b"\x04")  # at the start of a line: the end of the input


def ctrl_c(game: subprocess.Popen[bytes], terminal: int) -> None:
    settle()
    game.send_signal(signal.SIGINT)


@POSIX
@pytest.mark.parametrize(("press", "status"), [(ctrl_d, 1), (ctrl_c, 130)])
def test_stopping_while_heroes_are_chosen_creates_no_game(
        tmp_path: Path, press: Callable[[subprocess.Popen[bytes], int], None], status: int) -> None:
    import pty

    db = tmp_path / "games.sqlite3"
    # A terminal, so that the console asks for each hero's Race, Class and Saga.
    terminal, slave = pty.openpty()
    game = subprocess.Popen([sys.executable, "-m", "kilforth", "play", "--db", str(db)],
                            stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path, env=ENV, close_fds=True)
    os.close(slave)
    try:
        out = Reader(terminal)
        out.wait_for("Race [")
        press(game, terminal)
        assert game.wait(timeout=30) == status
        out.wait_for("Set-up cancelled: no game was created.")
        assert "Traceback" not in out.text
    finally:
        os.close(terminal)
    listed = subprocess.run([sys.executable, "-m", "kilforth", "play", "--list", "--db", str(db)],
                            capture_output=True, text=True, encoding="utf-8", cwd=tmp_path, env=ENV, timeout=60)
    assert listed.returncode == 0, listed.stderr
    assert "No console game is saved" in listed.stdout
    # Its hint starts a game, as printed, from any directory.
    start = command_after("Start one with:", listed.stdout)
    done = subprocess.run(start, input="quit\n", capture_output=True, text=True, encoding="utf-8",
                          cwd=ROOT, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "New solo game, session 1" in done.stdout


def test_play_list_shows_the_saved_games_and_its_hint_resumes_the_latest(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    base = [sys.executable, "-m", "kilforth", "play", "--db", str(db)]
    for extra, lines in ((["--seed", "3"], "1\n1\ncamp\nquit\n"),
                         (["--seed", "4", "--companions", "1", "--name", "Ysra"], "quit\n")):
        done = subprocess.run(base + extra, input=lines, capture_output=True, text=True, encoding="utf-8",
                              cwd=tmp_path, env=ENV, timeout=120)
        assert done.returncode == 0, done.stderr
    listed = subprocess.run([*base, "--list"], capture_output=True, text=True, encoding="utf-8",
                            cwd=tmp_path, env=ENV, timeout=60)
    assert listed.returncode == 0, listed.stderr
    header, second, first, hint, command = listed.stdout.splitlines()
    assert header.split() == ["id", "mode", "heroes", "day", "status", "last", "played"]
    assert second.split()[:5] == ["2", "coop", "Ysra,", "Elf", "Priest"]
    assert first.split()[:6] == ["1", "solo", "Human", "Warrior", "2", "running"]
    assert first.endswith("UTC")
    assert hint == "Resume the latest with:"
    latest = shlex.split(command)
    done = subprocess.run(latest, input="quit\n", capture_output=True, text=True, encoding="utf-8",
                          cwd=ROOT, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Resuming session 2 (day 1)." in done.stdout


def test_the_hint_names_no_db_when_the_default_is_in_use(tmp_path: Path) -> None:
    env = {k: v for k, v in ENV.items() if k != "KILFORTH_DB"}
    done = subprocess.run([sys.executable, "-m", "kilforth", "play", "--seed", "2"], input="quit\n",
                          capture_output=True, text=True, encoding="utf-8", cwd=tmp_path, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    assert resume_hint(done.stdout) == [sys.executable, "-m", "kilforth", "play", "--resume", "1"]
    assert (tmp_path / "kilforth.sqlite3").is_file()


def test_bot_py_starts_the_console_on_the_database_of_its_env_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    for name in list(os.environ):
        if name == "DISCORD_TOKEN" or name.startswith("KILFORTH_"):
            monkeypatch.delenv(name)
    env_file = tmp_path / "bot.env"
    env_file.write_text(f"KILFORTH_DB={tmp_path / 'from-env.sqlite3'}\n", encoding="utf-8")
    calls: list[list[str]] = []
    monkeypatch.setattr(entry.subprocess, "call", lambda command: calls.append(command) or 0)
    monkeypatch.setattr(sys.stdin, "isatty", lambda: True)
    assert entry.main(["--env-file", str(env_file)]) == 0
    expected = ["play", "--db", str((tmp_path / "from-env.sqlite3").resolve())]
    assert calls == [[sys.executable, "-m", "kilforth", *expected]]
    # The hint printed before names the same command, and --sync with this settings file.
    out = capsys.readouterr().out
    assert command_line(*expected) in out
    assert f"--env-file {env_file.resolve()} --sync" in out


def test_a_five_day_game_prints_the_map_only_when_it_starts_or_on_map(tmp_path: Path) -> None:
    """R-DAY-1: each camp of the last hero ends the Day; a computer companion plays along."""
    lines = ["1", "1", "search", "hero", "move ashen moor", "look lanternholm", "map"]
    lines += ["camp", "1", "1", "1", "1"] * 6 + ["quit"]
    out = io.StringIO()
    settings = Settings(db=str(tmp_path / "k.sqlite3"), seed=4, companions=1)
    assert asyncio.run(play(settings, Io.script(lines, out))) == 0
    text = out.getvalue()
    days = text.count("☀ Day ")
    assert "☀ Day 6 breaks." in text
    moves = text.count("Human Warrior moves from ")
    assert moves == 1
    # Once on sitting down and once for `map` (issue 30): a Day and a move print less.
    assert text.count(MAP_LEGEND) == 2
    # A move tells the move and what the hero finds there.
    assert "Human Warrior> move ashen moor\nHuman Warrior moves from Lanternholm to Ashen Moor." in text
    assert "\nAshen Moor (Wastes" in text
    assert "Human Warrior> look lanternholm\nLanternholm (The City)" in text
    # Each of the companion's commands in a few lines: what it did and what came of it (the
    # Night and the Day that a camp may bring belong to everyone, and are told in full).
    blocks: list[list[str]] = []
    for line in text.splitlines():
        if line.startswith("» "):
            blocks.append([line])
        elif line.startswith(("Human Warrior>", "☾ Night", "☀ Day", "Day ")):  # "Day n —": a turn banner
            blocks.append([])
        elif blocks:
            blocks[-1].append(line)
    told = [block for block in blocks if block and block[0].startswith("» Elf Priest (computer): ")]
    # At least one command a Day: the companion plays (how much depends on its strategy).
    assert len(told) >= days - 1
    assert max(len(block) for block in told) <= 6, max(told, key=len)
    assert not any(line.startswith(("Elf Priest tests ", "▶ Elf Priest's turn")) for block in told for line in block)


def controlling_terminal() -> None:
    """In the new process (a session leader), make its standard input the session's
    controlling terminal, so that Ctrl-C typed there interrupts its foreground processes."""
    import fcntl
    import termios

    fcntl.ioctl(0, termios.TIOCSCTTY, 0)


@POSIX
@pytest.mark.parametrize(("stage", "key", "status"),
                         [("set-up", b"\x03", 130), ("game", b"\x03", 130), ("game", b"\x04", 0)],
                         ids=["ctrl-c-at-set-up", "ctrl-c-in-game", "ctrl-d-in-game"])
def test_ctrl_c_under_bot_py_saves_the_console_game_without_a_traceback(
        tmp_path: Path, stage: str, key: bytes, status: int) -> None:
    """`python bot.py` without a token starts the console at a terminal (issue 30): Ctrl-C
    typed there reaches both processes, and stops the console as under `play`; so does
    Ctrl-D at the start of a line, the end of the input."""
    import pty

    db = tmp_path / "games.sqlite3"
    env_file = tmp_path / "bot.env"
    env_file.write_text(f"KILFORTH_DB={db}\n", encoding="utf-8")
    env = {k: v for k, v in ENV.items() if k != "DISCORD_TOKEN" and not k.startswith("KILFORTH_")}
    terminal, slave = pty.openpty()
    game = subprocess.Popen([sys.executable, str(ROOT / "bot.py"), "--env-file", str(env_file)],
                            stdin=slave, stdout=slave, stderr=slave, cwd=tmp_path, env=env,
                            close_fds=True, start_new_session=True, preexec_fn=controlling_terminal)
    os.close(slave)
    try:
        out = Reader(terminal)
        out.wait_for("Race [")
        if stage == "game":
            os.write(terminal, b"\n")
            out.wait_for("Class [")
            os.write(terminal, b"\n")
            out.wait_for("Saga [")
            os.write(terminal, b"\n")
            out.wait_for("from which deck?")
            os.write(terminal, b"1\n")
            out.wait_for("as your starting Rumour?")
            os.write(terminal, b"1\n")
            out.wait_for("'s turn (")
        settle()
        os.write(terminal, key)  # as typed: Ctrl-C interrupts the terminal's processes
        assert game.wait(timeout=30) == status
        printed = out.rest()
    finally:
        os.close(terminal)
    assert "Traceback" not in printed
    if stage == "set-up":
        assert "Set-up cancelled: no game was created." in printed
        return
    assert "Game saved (session 1). Resume it with:" in printed
    done = subprocess.run(resume_hint(printed), input="quit\n", capture_output=True, text=True,
                          encoding="utf-8", cwd=ROOT, env=ENV, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Resuming session 1 (day 1)." in done.stdout
