"""The fan-out of table changes to the open streams: one watcher for every table, bounded.

One task learns of changes for all watched tables at once: on SQLite it polls their marks
(version, status, clock) in one query every ``poll`` seconds; on PostgreSQL it wakes on the
``troy_tables`` notifications (on a connection of its own) and polls rarely, as a safety net.
A change builds the table's public state once and hands it to every subscriber of that table
without waiting for any of them: each subscriber keeps only the newest state (an older one not
yet sent is replaced), so a slow or vanished client costs one slot of memory and never holds
the watcher, nor the bot beside it.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import NamedTuple

from tabletop.store import Store
from tabletop.store.watch import TableMark

log = logging.getLogger("troy.web")


class Built(NamedTuple):
    """A table's public state as JSON text, and the mark a poll reads while that version stands
    (None when unknown: the next change of mark builds it again)."""

    text: str
    mark: TableMark | None = None


Build = Callable[[int], Awaitable[Built | None]]  # None: no such table

POLL = 0.2  # seconds between two polls of the watched tables (SQLite)
SAFETY_POLL = 5.0  # seconds between two polls when notifications say what changed
MAX_STREAMS = 2000  # open streams in all, per process
MAX_PER_ADDRESS = 8  # open streams from one address


class TooManyStreams(Exception):
    """A stream refused: this address, or the process, has as many open as allowed."""


@dataclass(eq=False)
class Subscriber:
    """One open stream of one table. ``pending``: the newest state not yet sent."""

    game_id: int
    address: str
    pending: str | None = None
    closed: bool = False
    _wake: asyncio.Event = field(default_factory=asyncio.Event)

    def offer(self, state: str) -> None:
        """The newest state replaces any older one still waiting (never queued twice)."""
        self.pending = state
        self._wake.set()

    def close(self) -> None:
        self.closed = True
        self._wake.set()

    async def next(self, timeout: float) -> str | None:
        """The newest state once there is one; None after ``timeout`` (time for a keep-alive)
        or when the hub closes."""
        if self.pending is None and not self.closed:
            with contextlib.suppress(TimeoutError):
                await asyncio.wait_for(self._wake.wait(), timeout)
        self._wake.clear()
        state, self.pending = self.pending, None
        return state


@dataclass
class Stats:
    """What the hub did, for the benchmark and the logs."""

    polls: int = 0
    changes: int = 0
    builds: int = 0
    offered: int = 0
    refused: int = 0
    last_change: dict[int, float] = field(default_factory=dict)  # game id -> monotonic time


class Hub:
    """Every open stream of this process, by table, and the one task that watches them."""

    def __init__(
        self,
        store: Store,
        build: Build,
        *,
        poll: float = POLL,
        max_streams: int = MAX_STREAMS,
        max_per_address: int = MAX_PER_ADDRESS,
    ) -> None:
        self.store = store
        self.build = build
        self.poll = poll
        self.max_streams = max_streams
        self.max_per_address = max_per_address
        self.stats = Stats()
        self._tables: dict[int, set[Subscriber]] = {}
        self._addresses: dict[str, int] = {}
        self._count = 0
        self._marks: dict[int, TableMark] = {}
        self._latest: dict[int, str] = {}  # the state last built, by watched table
        self._dirty: set[int] = set()
        self._wake = asyncio.Event()
        self._task: asyncio.Task[None] | None = None
        self._stop_listening: Callable[[], Awaitable[None]] | None = None
        self._notified = False

    # --- streams ---------------------------------------------------------------------------
    @property
    def open_streams(self) -> int:
        return self._count

    def subscribe(self, game_id: int, address: str) -> Subscriber:
        """A new stream of ``game_id``; TooManyStreams when a bound is reached."""
        if self._count >= self.max_streams or (
            self._addresses.get(address, 0) >= self.max_per_address
        ):
            self.stats.refused += 1
            raise TooManyStreams()
        sub = Subscriber(game_id, address)
        self._tables.setdefault(game_id, set()).add(sub)
        self._addresses[address] = self._addresses.get(address, 0) + 1
        self._count += 1
        return sub

    def unsubscribe(self, sub: Subscriber) -> None:
        subs = self._tables.get(sub.game_id)
        if subs is None or sub not in subs:
            return
        subs.discard(sub)
        if not subs:
            del self._tables[sub.game_id]
            self._marks.pop(sub.game_id, None)
            self._latest.pop(sub.game_id, None)
        left = self._addresses[sub.address] - 1
        if left:
            self._addresses[sub.address] = left
        else:
            del self._addresses[sub.address]
        self._count -= 1

    def latest(self, game_id: int) -> str | None:
        """The state last built for a watched table (None: not watched, or not built yet)."""
        return self._latest.get(game_id)

    def remember(self, game_id: int, state: str) -> None:
        """A state built by a page's first request, so the watcher starts from it."""
        if game_id in self._tables:
            self._latest.setdefault(game_id, state)

    # --- the watcher -----------------------------------------------------------------------
    async def start(self) -> None:
        try:
            self._stop_listening = await self.store.listen_tables(self._heard)
        except Exception:  # noqa: BLE001 - without notifications, polling still works
            log.warning("web view: cannot LISTEN on the database; polling instead", exc_info=True)
        self._notified = self._stop_listening is not None
        self._task = asyncio.create_task(self._run(), name="web-watch")

    async def close(self) -> None:
        """Stop watching and end every stream (their handlers return)."""
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None
        if self._stop_listening is not None:
            await self._stop_listening()
            self._stop_listening = None
        for subs in list(self._tables.values()):
            for sub in subs:
                sub.close()

    def _heard(self, game_id: int) -> None:
        if game_id in self._tables:
            self._dirty.add(game_id)
            self._wake.set()

    async def _run(self) -> None:
        interval = SAFETY_POLL if self._notified else self.poll
        while True:
            try:
                await asyncio.wait_for(self._wake.wait(), interval)
                everything = False
            except TimeoutError:
                everything = True
            self._wake.clear()
            try:
                await self.check(None if everything or not self._notified else self._dirty)
            except asyncio.CancelledError:
                raise
            except Exception:  # noqa: BLE001 - a failed poll is retried at the next one
                log.warning("web view: polling the tables failed", exc_info=True)
                await asyncio.sleep(self.poll)

    async def check(self, only: set[int] | None = None) -> int:
        """Publish every watched table whose mark changed (``only``: of these); how many."""
        ids = list(self._tables) if only is None else [g for g in only if g in self._tables]
        if only is not None:
            only.clear()
        if not ids:
            return 0
        self.stats.polls += 1
        marks = await self.store.table_marks(ids)
        changed = [g for g in ids if g in marks and self._marks.get(g) != marks[g]]
        for game_id in changed:
            self._marks[game_id] = marks[game_id]
            await self.publish(game_id)
        return len(changed)

    async def publish(self, game_id: int) -> None:
        """Build the table's state once and offer it to each of its streams. The mark of the
        version built is kept: when a commit came between the poll and the build, the build has
        shown it already, and the next poll need not build it again."""
        built = await self.build(game_id)
        self.stats.builds += 1
        subs = self._tables.get(game_id)
        if built is None or not subs:
            return
        if built.mark is not None:
            self._marks[game_id] = built.mark
        state = built.text
        if self._latest.get(game_id) == state:
            return
        self._latest[game_id] = state
        self.stats.changes += 1
        self.stats.last_change[game_id] = time.monotonic()
        for sub in subs:
            sub.offer(state)
        self.stats.offered += len(subs)
