"""Posts of one table go out one at a time, in version order; a version overtaken by a newer
one before its turn came is dropped (the newer post carries its lines), so a post that hangs can
never leave an older picture as the channel's last one.

Each table has at most one worker task and one waiting post (the newest); nothing is kept for a
table with nothing to post but the version last posted.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from tabletop.models import Update
from tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.delivery")

# Posts one table (with what was submitted beside it, e.g. the interaction that caused it);
# False when Discord refused it (the poster keeps it pending and retries).
Post = Callable[[Update, Any], Awaitable[bool]]


class TableQueue:
    """Serialises ``post`` per game, newest first, never two at once for one table."""

    def __init__(self, post: Post) -> None:
        self._post = post
        self._waiting: dict[int, tuple[Update, Any]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._posted: dict[int, int] = {}

    def submit(self, update: Update, context: Any = None) -> None:
        """Queue ``update``'s table; returns at once (the caller never waits on Discord)."""
        game_id, version = update.table.game_id, update.table.version
        waiting = self._waiting.get(game_id)
        if waiting is not None and waiting[0].table.version >= version:
            return
        self._waiting[game_id] = (update, context)
        if game_id not in self._workers:
            self._workers[game_id] = asyncio.create_task(self._work(game_id))

    def posted(self, game_id: int) -> int | None:
        """The last version posted for this game by this process, if any."""
        return self._posted.get(game_id)

    async def drained(self, game_id: int | None = None) -> None:
        """Wait until the table (every table when None) has nothing left to post."""
        while True:
            tasks = [t for g, t in self._workers.items() if game_id is None or g == game_id]
            if not tasks:
                return
            await asyncio.gather(*tasks, return_exceptions=True)

    async def _work(self, game_id: int) -> None:
        try:
            while (job := self._waiting.pop(game_id, None)) is not None:
                update, context = job
                version = update.table.version
                if version <= self._posted.get(game_id, -1):
                    continue  # already posted (a retry racing a success), or older
                try:
                    if not await self._post(update, context):
                        continue
                except Exception:  # noqa: BLE001 - one table's failure must not stop the queue
                    log_unexpected(
                        log, "posting table of game %s version %s failed", game_id, version
                    )
                    continue
                self._posted[game_id] = version
                if update.outcome is not None:
                    self._posted.pop(game_id, None)  # a finished game posts nothing more
                    self._waiting.pop(game_id, None)
        finally:
            self._workers.pop(game_id, None)
