"""One lock per channel, held only while someone uses it: a bot in many servers must not keep a
lock for every channel it ever served."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class ChannelLocks:
    """``async with locks.hold(channel_id)`` serialises calls on one table; the lock is dropped
    as soon as nobody holds it or waits for it."""

    def __init__(self) -> None:
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}

    def __len__(self) -> int:
        return len(self._locks)

    @asynccontextmanager
    async def hold(self, channel_id: int) -> AsyncIterator[None]:
        lock = self._locks.setdefault(channel_id, asyncio.Lock())
        self._users[channel_id] = self._users.get(channel_id, 0) + 1
        try:
            async with lock:
                yield
        finally:
            left = self._users[channel_id] - 1
            if left:
                self._users[channel_id] = left
            else:
                del self._users[channel_id]
                del self._locks[channel_id]
