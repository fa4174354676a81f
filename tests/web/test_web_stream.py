"""The stream: a commit reaches an open page within a second; streams are bounded per address
and in all; a slow or vanished client never holds the watcher."""

from __future__ import annotations

import asyncio
import functools
import json
import time
from typing import Any

import pg_server
import pytest
from webtable import SECRET, alice_moves, new_table, web_client

from tabletop.service import Service
from tabletop.store import Store
from tabletop.watch import Watch
from web.app import build_state
from web.links import Links
from web.pictures import Pictures
from web.stream import Built, Hub

LINKS = Links(SECRET)


async def next_state(response: Any, timeout: float = 2.0) -> dict[str, Any]:
    """The next ``state`` event of a stream (keep-alives and the retry line skipped)."""
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        chunk = await asyncio.wait_for(response.content.readuntil(b"\n\n"), left)
        for line in chunk.decode().splitlines():
            if line.startswith("data: "):
                state: dict[str, Any] = json.loads(line[6:])
                return state


async def state_at(response: Any, version: int, timeout: float = 1.0) -> dict[str, Any]:
    """The first state of ``version`` or later (a bot's reply may follow a move at once, so
    the move's own version may be seen first, or not at all)."""
    deadline = time.monotonic() + timeout
    while True:
        state = await next_state(response, deadline - time.monotonic())
        if state["version"] >= version:
            return state


async def test_a_commit_reaches_an_open_stream_within_a_second(
    service: Service, store: Store
) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        stream = await client.get(f"/t/{token}/events")
        assert stream.status == 200
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        first = await next_state(stream)
        assert first["version"] == update.table.version
        started = time.monotonic()
        moved = await alice_moves(service)
        assert moved is not None
        after = await state_at(stream, moved.table.version)
        assert after["version"] == moved.table.version > first["version"]
        assert time.monotonic() - started < 1.0
        stream.close()


async def test_streams_are_bounded_per_address_and_in_all(service: Service, store: Store) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store, max_streams=5, max_per_address=3) as client:
        opened = [await client.get(f"/t/{token}/events") for _ in range(3)]
        assert all(r.status == 200 for r in opened)
        refused = await client.get(f"/t/{token}/events")
        assert refused.status == 429
        for r in opened:
            r.close()
        await asyncio.sleep(0.2)
        again = await client.get(f"/t/{token}/events")
        assert again.status == 200, "a closed stream frees its place"
        again.close()


async def test_a_slow_subscriber_keeps_only_the_newest_state(store: Store) -> None:
    built = iter(range(1000))

    async def build(game_id: int) -> Built:
        return Built(f"state {next(built)}")

    hub = Hub(store, build, max_streams=10, max_per_address=10)
    slow = hub.subscribe(1, "a")
    quick = hub.subscribe(1, "b")
    for _ in range(50):
        await hub.publish(1)
        assert await quick.next(0.1) is not None
    assert slow.pending == "state 49", "never queued: one slot, the newest"
    assert await slow.next(0.1) == "state 49" and await slow.next(0.01) is None
    hub.unsubscribe(slow)
    hub.unsubscribe(quick)
    assert hub.open_streams == 0


async def test_a_commit_between_the_poll_and_the_build_is_not_built_twice(
    service: Service, store: Store
) -> None:
    """The poll reads one version; another commit lands before the build reads the table: the
    state built shows the newer version, and the next poll, reading that version, builds
    nothing more."""
    update = await new_table(service)
    game_id = update.table.game_id
    pictures = Pictures(0)
    real = functools.partial(build_state, Watch(store), LINKS, pictures)
    moved: list[int] = []

    async def build_after_a_move(game_id: int) -> Built | None:
        if not moved:
            after = await alice_moves(service)
            assert after is not None
            moved.append(after.table.version)
        return await real(game_id)

    hub = Hub(store, build_after_a_move, max_streams=10, max_per_address=10)
    hub.subscribe(game_id, "a")
    try:
        assert await hub.check() == 1
        assert json.loads(hub.latest(game_id) or "{}")["version"] == moved[0]
        assert hub.stats.builds == 1
        assert await hub.check() == 0 and hub.stats.builds == 1, "built once, not twice"
        again = await alice_moves(service)
        assert again is not None
        assert await hub.check() == 1 and hub.stats.builds == 2
        assert json.loads(hub.latest(game_id) or "{}")["version"] == again.table.version
    finally:
        pictures.close()


async def test_a_vanished_client_is_let_go(service: Service, store: Store) -> None:
    update = await new_table(service)
    token = LINKS.token(update.table.game_id)
    async with web_client(store) as client:
        app_hub = next(iter(client.app.values())).hub  # the one WebView
        stream = await client.get(f"/t/{token}/events")
        await next_state(stream)
        assert app_hub.open_streams == 1
        stream.connection.transport.abort()  # gone without a goodbye
        await alice_moves(service)  # the next event finds the socket closed
        for _ in range(30):
            if app_hub.open_streams == 0:
                break
            await asyncio.sleep(0.1)
        assert app_hub.open_streams == 0


@pytest.mark.skipif(pg_server.bindir() is None, reason="no PostgreSQL server binaries")
async def test_postgres_notifies_a_commit_of_another_process() -> None:
    url = pg_server.fresh_url()
    bot_store = await Store.open(url)
    web_store = await Store.open(url, owner="web")
    try:
        service = Service(bot_store, seed_source=lambda: 7)
        update = await new_table(service)
        token = LINKS.token(update.table.game_id)
        async with web_client(web_store) as client:
            hub = next(iter(client.app.values())).hub
            stream = await client.get(f"/t/{token}/events")
            first = await next_state(stream)
            assert hub._notified, "PostgreSQL: woken by NOTIFY, not by polling"
            started = time.monotonic()
            moved = await alice_moves(service)
            assert moved is not None
            after = await state_at(stream, moved.table.version)
            assert after["version"] == moved.table.version > first["version"]
            assert time.monotonic() - started < 1.0
            stream.close()
    finally:
        await bot_store.close()
        await web_store.close()
