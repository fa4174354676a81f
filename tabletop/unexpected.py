"""Our own unexpected errors in the log: with their traceback, but at most once per kind a minute.

Anyone can make the bot fail the same way over and over (a hostile file, a button pressed in a
loop); the first traceback is what a maintainer needs, the next hundred only fill the disk. A
*kind* is the exception's type, where it was raised and the line that logs it; the next one logged
after the quiet minute says how many were left out meanwhile. Thread-safe: bots think in threads.
"""

from __future__ import annotations

import logging
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

WINDOW_SECONDS = 60.0

Kind = tuple[str, str, str]


PROJECT = str(Path(__file__).resolve().parents[1])


def _ours(filename: str) -> bool:
    return filename.startswith(PROJECT) and "site-packages" not in filename


def kind_of(error: BaseException, message: str) -> Kind:
    """(exception type, the line of our code it came through last, the message that logs it):
    an error raised inside a library (every HTTP error comes from the same line of discord.py)
    is told apart by the line of ours that called it."""
    frames = traceback.extract_tb(error.__traceback__)
    ours = [f for f in frames if _ours(f.filename)] or frames
    where = f"{ours[-1].filename}:{ours[-1].lineno}" if ours else "?"
    return (f"{type(error).__module__}.{type(error).__qualname__}", where, message)


@dataclass
class UnexpectedErrors:
    """When each kind was last logged, and how many of it were left out since."""

    window: float = WINDOW_SECONDS
    clock: Callable[[], float] = time.monotonic
    _last: dict[Kind, float] = field(default_factory=dict)
    _left_out: dict[Kind, int] = field(default_factory=dict)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def admit(self, kind: Kind) -> int | None:
        """None: leave this one out; else log it, saying how many were left out before it."""
        now = self.clock()
        with self._lock:
            last = self._last.get(kind)
            if last is not None and now - last < self.window:
                self._left_out[kind] = self._left_out.get(kind, 0) + 1
                return None
            self._last[kind] = now
            return self._left_out.pop(kind, 0)

    def reset(self) -> None:
        with self._lock:
            self._last.clear()
            self._left_out.clear()


UNEXPECTED = UnexpectedErrors()


def log_unexpected(
    logger: logging.Logger,
    message: str,
    *args: object,
    error: BaseException | None = None,
) -> bool:
    """Log ``error`` (default: the exception being handled) at ERROR with its traceback, unless
    one of its kind was logged in the last minute. True when it was logged."""
    error = error if error is not None else sys.exc_info()[1]
    if error is None:
        logger.error(message, *args)
        return True
    left_out = UNEXPECTED.admit(kind_of(error, message))
    if left_out is None:
        return False
    if left_out:
        message += " (%d more like it were left out of the log since the last one)"
        args = (*args, left_out)
    logger.error(message, *args, exc_info=(type(error), error, error.__traceback__))
    return True
