"""A throw-away PostgreSQL server for the tests: Debian's ``postgresql`` binaries, a data
directory in a temporary folder, a free port on 127.0.0.1, trust auth; started the first time a
test asks for it and stopped when the test process ends. PostgreSQL refuses to run as root, so
as root the server runs as the ``postgres`` user.

Without the binaries the PostgreSQL tests skip, saying why; with ``TROY_REQUIRE_POSTGRES=1`` (as
``.ci/run`` sets) they fail instead, so CI cannot pass having tested one backend only.
"""

from __future__ import annotations

import atexit
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from pathlib import Path

import pytest

REQUIRE = "TROY_REQUIRE_POSTGRES"
_names = itertools.count(1)


def bindir() -> Path | None:
    """The newest installed server's binaries (Debian keeps them out of PATH)."""
    found = sorted(Path("/usr/lib/postgresql").glob("*/bin/pg_ctl"), key=lambda p: p.parts[-3])
    return found[-1].parent if found else None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """One running server; ``url(name)`` is a database's address on it."""

    def __init__(self, bin_dir: Path, *, durable: bool = False) -> None:
        self.bin = bin_dir
        self.root = Path(tempfile.mkdtemp(prefix="troy-pg-"))
        self.data = self.root / "data"
        self.port = _free_port()
        self._as_user: list[str] = []
        if os.geteuid() == 0:
            shutil.chown(self.root, "postgres", "postgres")
            self._as_user = ["runuser", "-u", "postgres", "--"]
        self._run("initdb", "-D", str(self.data), "-U", "postgres", "--auth=trust", "-E", "UTF8")
        # Tests throw the data away: no fsync (a benchmark passes durable=True).
        fast = "" if durable else " -c fsync=off -c synchronous_commit=off -c full_page_writes=off"
        options = (
            f"-p {self.port} -k {self.root} -c listen_addresses=127.0.0.1"
            f" -c max_connections=300{fast}"
        )
        log = str(self.root / "server.log")
        self._run("pg_ctl", "-D", str(self.data), "-l", log, "-o", options, "-w", "start")

    def _run(self, tool: str, *args: str) -> None:
        subprocess.run(
            [*self._as_user, str(self.bin / tool), *args],
            check=True,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            timeout=120,
        )

    def url(self, name: str = "postgres") -> str:
        return f"postgresql://postgres@127.0.0.1:{self.port}/{name}"

    def create_database(self, name: str | None = None) -> str:
        """A new empty database; its URL."""
        name = name or f"t{os.getpid()}_{next(_names)}"
        self._run("createdb", "-h", "127.0.0.1", "-p", str(self.port), "-U", "postgres", name)
        return self.url(name)

    def stop(self) -> None:
        if self.data.exists():
            self._run("pg_ctl", "-D", str(self.data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(self.root, ignore_errors=True)


_server: PgServer | None = None
_failure: str | None = None


def shared() -> PgServer | None:
    """The test process's server, started on first use; None (with the reason remembered) when
    no server can run here."""
    global _server, _failure
    if _server is None and _failure is None:
        found = bindir()
        if found is None:
            _failure = "PostgreSQL is not installed (apt-get install postgresql)"
        else:
            try:
                _server = PgServer(found)
            except (OSError, subprocess.SubprocessError) as exc:
                detail = getattr(exc, "stderr", b"") or b""
                _failure = f"PostgreSQL would not start: {exc} {detail.decode(errors='replace')}"
            else:
                atexit.register(_server.stop)
    return _server


def require() -> PgServer:
    """The server, or skip this test (fail it when ``TROY_REQUIRE_POSTGRES`` is set)."""
    server = shared()
    if server is None:
        if os.environ.get(REQUIRE):
            pytest.fail(f"{REQUIRE} is set but {_failure}", pytrace=False)
        pytest.skip(_failure or "no PostgreSQL")
    return server


def fresh_url() -> str:
    """A new empty database on the shared server (skips or fails as ``require`` says)."""
    return require().create_database()
