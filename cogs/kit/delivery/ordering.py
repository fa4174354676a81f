"""Posts of one table go out one at a time, in version order; a version overtaken by a newer
one before its turn came is dropped (the newer post carries its lines), so a post that hangs can
never leave an older picture as the channel's last one.

Each table has at most one worker task and one waiting post (the newest); nothing is kept for a
table with nothing to post but the version last posted. Whoever submits a post may wait for it
to be over (posted, refused, or overtaken by a newer one) without waiting on the queue's order
beyond that.
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
        self._waiting: dict[int, tuple[Update, Any, asyncio.Future[None]]] = {}
        self._workers: dict[int, asyncio.Task[None]] = {}
        self._posted: dict[int, int] = {}

    def submit(self, update: Update, context: Any = None) -> asyncio.Future[None]:
        """Queue ``update``'s table; returns at once (the caller never waits on Discord) a
        future done when this post is over: sent, refused, or dropped for a newer one."""
        game_id, version = update.table.game_id, update.table.version
        over: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        waiting = self._waiting.get(game_id)
        if waiting is not None and waiting[0].table.version >= version:
            over.set_result(None)
            return over
        if waiting is not None:
            _finish(waiting[2])  # overtaken before its turn came
        self._waiting[game_id] = (update, context, over)
        if game_id not in self._workers:
            self._workers[game_id] = asyncio.create_task(self._work(game_id))
        return over

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
                update, context, over = job
                try:
                    await self._one(game_id, update, context)
                finally:
                    _finish(over)
        finally:
            self._workers.pop(game_id, None)
            waiting = self._waiting.pop(game_id, None)  # cancelled: nobody waits for ever
            if waiting is not None:
                _finish(waiting[2])

    async def _one(self, game_id: int, update: Update, context: Any) -> None:
        version = update.table.version
        if version <= self._posted.get(game_id, -1):
            return  # already posted (a retry racing a success), or older
        try:
            if not await self._post(update, context):
                return
        except Exception:  # noqa: BLE001 - one table's failure must not stop the queue
            log_unexpected(log, "posting table of game %s version %s failed", game_id, version)
            return
        self._posted[game_id] = version
        if update.outcome is not None:
            self._posted.pop(game_id, None)  # a finished game posts nothing more
            waiting = self._waiting.pop(game_id, None)
            if waiting is not None:
                _finish(waiting[2])


def _finish(over: asyncio.Future[None]) -> None:
    if not over.done():
        over.set_result(None)
