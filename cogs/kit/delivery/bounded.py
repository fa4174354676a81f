"""A bound on each Discord request made on a player's behalf.

discord.py retries a 5xx answer itself, inside the request, with sleeps that add up to about
25 s; a request that hangs waits longer still. Cut at ``REQUEST_TIMEOUT``, the request fails
fast and the delivery's own retry (short first delays, always the newest table) takes over, so
one slow answer never holds a table, a hand or a "✅ Saved" for long.

A request cut this way may still have reached Discord (it only answered late): whoever bounds a
post must not assume it is absent (see ``late_posts``).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable
from typing import TypeVar

T = TypeVar("T")

REQUEST_TIMEOUT = 3.0  # seconds: one Discord request, discord.py's own retries included


async def bounded(request: Awaitable[T], timeout: float = REQUEST_TIMEOUT) -> T:
    """``request``'s answer, or ``TimeoutError`` after ``timeout`` seconds (it is cancelled).
    Awaited in the caller's own task (no task of its own), so a test's virtual clock, which
    drives the caller's timers, drives this bound too."""
    async with asyncio.timeout(timeout):
        return await request
