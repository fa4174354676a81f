"""Reviews as the service runs them: one per table at a time, one decision per worker job (so no
review holds a worker past the pool's hard limit), with a progress call at most every ~2 s."""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from tabletop.review import Review, decisions, judge
from tabletop.thinking import ThinkPool

Progress = Callable[[int, int], Awaitable[None]]  # (decisions judged, decisions to judge)
EVERY = 2.0  # seconds between progress calls: an edited reply is a Discord request


class ReviewRunning(Exception):
    """A review was asked for at a table whose review is still running."""


class ReviewDesk:
    """Runs reviews in the bots' workers and keeps a second one at the same table out."""

    def __init__(self, pool: ThinkPool, *, clock: Callable[[], float] = time.monotonic) -> None:
        self.pool = pool
        self.clock = clock
        self._running: set[int] = set()

    def running(self, table: int) -> bool:
        return table in self._running

    async def review(
        self,
        table: int,
        record: Mapping[str, Any],
        seat: int,
        progress: Progress,
        *,
        most: int = 40,
        seconds: float = 90.0,
    ) -> Review:
        """The seat's judged decisions; ``cut`` when some were left out (``most`` or the
        ``seconds`` of the whole review). Raises ``ReviewRunning`` for a second at a table."""
        if table in self._running:
            raise ReviewRunning
        self._running.add(table)
        try:
            jobs, cut = decisions(record, seat, most)
            verdicts = []
            started = last = self.clock()
            await progress(0, len(jobs))
            for done, job in enumerate(jobs):
                now = self.clock()
                if now - started >= seconds:
                    cut = True
                    break
                if now - last >= EVERY:
                    last = now
                    await progress(done, len(jobs))
                verdict: Any = await self.pool.run(judge, job)
                if verdict is not None:
                    verdicts.append(verdict)
            return Review(seat, tuple(verdicts), cut)
        finally:
            self._running.discard(table)
