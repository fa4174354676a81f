"""One background job run every so many seconds: the clock loop and the outbox sweep.

Each is one task for the whole bot, started when the bot is ready and stopped when it closes;
``start`` and ``stop`` are idempotent. A run that raises is logged and the loop goes on: one
bad run must not stop the next. Tests call ``run_once`` instead of waiting.
"""

from __future__ import annotations

import asyncio
import logging

from tabletop.unexpected import log_unexpected


class Periodic:
    """Calls ``run_once`` every ``interval`` seconds (the first after one interval)."""

    log = logging.getLogger("troy.periodic")
    failed = "a periodic job failed"  # what the log says when one run raises

    def __init__(self, interval: float) -> None:
        self.interval = interval
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None or self._task.done():
            self._task = asyncio.create_task(self._run())

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            await asyncio.gather(self._task, return_exceptions=True)
            self._task = None

    async def _run(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            try:
                await self.run_once()
            except Exception:  # noqa: BLE001 - the loop must outlive one bad run
                log_unexpected(self.log, self.failed)

    async def run_once(self) -> int:
        """One run; returns how many things it did (for tests and the log)."""
        raise NotImplementedError
