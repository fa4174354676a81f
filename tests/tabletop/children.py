"""Child processes for the crash tests: run a script against a database, read what it
acknowledges (never waiting forever), and kill it with SIGKILL."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TIMEOUT = 60.0  # seconds; far above a healthy child's time, so only a hang hits it


def spawn(script: str, *args: str) -> subprocess.Popen[str]:
    """Run ``script`` in a fresh interpreter at the project root; its stdout is a pipe."""
    return subprocess.Popen(
        [sys.executable, "-c", script, *args],
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{ROOT / 'tests' / 'tabletop'}"},
        stdout=subprocess.PIPE,
        text=True,
    )


def read_line(process: subprocess.Popen[str], timeout: float = TIMEOUT) -> str:
    """The child's next line; fails the test (killing the child) if none comes in time."""
    assert process.stdout is not None
    ready, _, _ = select.select([process.stdout], [], [], timeout)
    if not ready:
        kill(process)
        raise AssertionError(f"the child printed nothing for {timeout} s")
    line = process.stdout.readline()
    if not line:
        raise AssertionError(f"the child ended early (exit code {process.wait(timeout)})")
    return line.strip()


def kill(process: subprocess.Popen[str]) -> None:
    """SIGKILL: no cleanup, no flush, as a crash or the OOM killer would."""
    os.kill(process.pid, signal.SIGKILL)
    process.wait(TIMEOUT)
    assert process.returncode == -signal.SIGKILL
