"""A throwaway PostgreSQL cluster for the tests, or the server `KILFORTH_TEST_POSTGRES` names.

The cluster lives in a temporary folder, listens on a free port of 127.0.0.1 only, trusts
local connections, and skips fsync (nothing in it outlives the test run). PostgreSQL refuses
to run as root: under root (CI's containers) the cluster runs as the unprivileged user
`KILFORTH_TEST_POSTGRES_USER` (by default `postgres`, which the Debian packages create).
"""

import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from kilforth.store import postgres

ENV_DSN = "KILFORTH_TEST_POSTGRES"
ENV_USER = "KILFORTH_TEST_POSTGRES_USER"
SUPERUSER = "postgres"


class NoServer(Exception):
    """Why the PostgreSQL tests cannot run here (they are skipped, saying it)."""


def bindir() -> Path | None:
    """The folder of `initdb` and `pg_ctl`: on the PATH, else where `pg_config` says, else
    the newest of Debian's versioned folders (which the packages leave off the PATH)."""
    found = shutil.which("pg_ctl")
    if found and shutil.which("initdb"):
        return Path(found).parent
    pg_config = shutil.which("pg_config")
    if pg_config:
        folder = subprocess.run([pg_config, "--bindir"], capture_output=True, text=True,
                                check=False).stdout.strip()
        if folder and (Path(folder) / "pg_ctl").is_file():
            return Path(folder)
    versions = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"),
                      key=lambda p: int(Path(p).parts[-3]) if Path(p).parts[-3].isdigit() else 0)
    return Path(versions[-1]).parent if versions else None


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def _runner() -> dict[str, object]:
    """How to start the server's programs: as ourselves, or as an unprivileged user."""
    if os.geteuid() != 0:
        return {}
    name = os.environ.get(ENV_USER, "postgres")
    try:
        user = pwd.getpwnam(name)
    except KeyError:
        raise NoServer(
            f"PostgreSQL refuses to run as root and there is no user {name!r} to run it as: "
            f"create one, set {ENV_USER} to an unprivileged user, or set {ENV_DSN} to a "
            "server's DSN") from None
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": [],
            "env": {**os.environ, "HOME": user.pw_dir}}


@contextmanager
def cluster() -> Iterator[str]:
    """A running cluster, as the DSN of its `postgres` database."""
    folder = bindir()
    if folder is None:
        raise NoServer(
            "PostgreSQL is not installed (no pg_ctl on the PATH, through pg_config or in "
            f"/usr/lib/postgresql): install it (Debian: apt-get install postgresql) or set "
            f"{ENV_DSN} to a server's DSN")
    runner = _runner()
    root = Path(tempfile.mkdtemp(prefix="kilforth-pg-"))
    if "user" in runner:
        os.chown(root, int(runner["user"]), int(runner["group"]))  # type: ignore[call-overload]
    data, port = root / "data", _free_port()

    def run(*args: str) -> None:
        done = subprocess.run(args, capture_output=True, text=True, check=False,
                              **runner)  # type: ignore[call-overload]
        if done.returncode != 0:
            raise NoServer(f"{' '.join(args[:2])} failed: {done.stderr.strip()[-500:]}")

    try:
        run(str(folder / "initdb"), "-D", str(data), "-U", SUPERUSER, "--auth=trust",
            "-E", "UTF8", "--no-sync", "--locale=C")
        options = (f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=off "
                   "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200")
        run(str(folder / "pg_ctl"), "-D", str(data), "-o", options, "-l",
            str(root / "server.log"), "-w", "start")
        try:
            yield f"postgresql://{SUPERUSER}@127.0.0.1:{port}/postgres"
        finally:
            run(str(folder / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
    finally:
        shutil.rmtree(root, ignore_errors=True)


@contextmanager
def server() -> Iterator[str]:
    """`KILFORTH_TEST_POSTGRES`'s server, else a throwaway cluster."""
    given = os.environ.get(ENV_DSN)
    if given:
        yield given
        return
    with cluster() as dsn:
        yield dsn


async def create_database(dsn: str) -> str:
    """A new empty database on the server, as its DSN (the tests' one per test)."""
    return await postgres.create_database(dsn, "kilforth_test")


drop_database = postgres.drop_database
