"""Shared by the web view's tests: a store with a real game played a little through the service,
and the web application over it behind aiohttp's test server."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from aiohttp.test_utils import TestClient, TestServer

from tabletop.models import Update
from tabletop.service import Service
from tabletop.store import Store
from web.app import create_app
from web.links import Links

SECRET = "a test secret that is long enough"
CHANNEL, GUILD = 500, 9
ALICE, BOB = 1, 2
SEED = 424242


async def new_table(
    service: Service, game: str = "iliad", *, channel: int = CHANNEL, bots: int = 1
) -> Update:
    """Alice and ``bots`` random bots at ``game``, started (Alice's move first or soon)."""
    await service.new_game(channel, GUILD, ALICE, "Alice", game, {})
    for _ in range(bots):
        await service.add_bot(channel, ALICE, "random")
    return await service.start(channel, ALICE)


async def alice_moves(service: Service, channel: int = CHANNEL) -> Update | None:
    """Alice makes her first legal move, if she has one now."""
    choices = await service.choices(channel, ALICE)
    if not choices:
        return None
    return await service.act(channel, ALICE, choices[0].code)


async def play_out(service: Service, channel: int = CHANNEL, limit: int = 2000) -> Update:
    """Alice moves (first legal move each time) until the game ends."""
    update = await service.status(channel)
    for _ in range(limit):
        if update.outcome is not None:
            return update
        moved = await alice_moves(service, channel)
        update = moved if moved is not None else await service.status(channel)
    raise AssertionError("the game did not end")


@asynccontextmanager
async def web_client(store: Store, **limits: Any) -> AsyncIterator[TestClient[Any, Any]]:
    app = create_app(store, Links(SECRET, "http://test"), **limits)
    async with TestClient(TestServer(app)) as client:
        yield client
