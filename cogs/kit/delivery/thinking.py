"""Tables whose next bot searches: announced first as "thinking…", then moved in the background.

A ``hard`` bot thinks for about a second per decision in a worker process. The move that made
it due is confirmed and announced at once (the table says the bot is thinking, with no move
buttons); here one task per table asks the service for the searched move (``Service.think``)
and announces it, again while the next bot to move searches too.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

from tabletop.models import Update
from tabletop.unexpected import log_unexpected

if TYPE_CHECKING:
    from tabletop.service import Service

log = logging.getLogger("troy.delivery")

Announce = Callable[[Update], Awaitable[bool]]


class Thinking:
    """At most one thinking task per table; each lives until its table waits on a human."""

    def __init__(self, service: Callable[[], Service], announce: Announce) -> None:
        self._service = service
        self._announce = announce
        self._tasks: dict[int, asyncio.Task[None]] = {}

    def start(self, channel_id: int, game_id: int) -> None:
        """Let the table's searching bot think (nothing if it already does)."""
        if game_id not in self._tasks:
            self._tasks[game_id] = asyncio.create_task(self._think(channel_id, game_id))

    async def _think(self, channel_id: int, game_id: int) -> None:
        try:
            while True:
                update = await self._service().think(channel_id, game_id)
                if update is None:
                    return
                await self._announce(update)
                if not update.thinking:
                    return
        except asyncio.CancelledError:
            raise
        except Exception:  # noqa: BLE001 - the move stays due: the next call or start-up moves it
            log_unexpected(log, "game %s: the thinking bot could not move", game_id)
        finally:
            self._tasks.pop(game_id, None)

    def busy(self, game_id: int) -> bool:
        return game_id in self._tasks

    async def drained(self, game_id: int | None = None) -> None:
        """Wait until no table (or this one) is thinking: tests and benchmarks."""
        while tasks := [t for g, t in self._tasks.items() if game_id is None or g == game_id]:
            await asyncio.gather(*tasks, return_exceptions=True)

    async def close(self) -> None:
        for task in list(self._tasks.values()):
            task.cancel()
        await asyncio.gather(*self._tasks.values(), return_exceptions=True)
