"""A slow database must not leave a command unanswered: Discord waits three seconds for the first
answer, while a write waits out another process's lock (SQLite's busy timeout is ten seconds).
Here another connection holds the file's write lock (``BEGIN IMMEDIATE``) for up to four seconds
while a player uses a lobby command or button; the bot must acknowledge it within the three
seconds, while the lock is still held, and show its answer once the write is through."""

from __future__ import annotations

import sqlite3
import threading
import time
from collections.abc import Awaitable, Iterator
from contextlib import contextmanager
from typing import Any

import pytest
from simcord.http import router
from simtable import World, components, private, public_messages, said

from tabletop.models import LOBBY

HOLD = 4.0  # longer than Discord's 3 s
DISCORD_WAITS = 3.0

pytestmark = pytest.mark.skipif(
    __import__("os").environ.get("TROY_TEST_BACKEND") == "postgres",
    reason="the lock is SQLite's own",
)


class Lock:
    """Another process's write lock on the database file, held until the bot acknowledged the
    interaction (or ``HOLD`` seconds passed, which fails the test)."""

    def __init__(self) -> None:
        self.acknowledged = threading.Event()
        self.acknowledged_at: float | None = None
        self.released_at: float | None = None
        self.started_at = 0.0

    def saw_callback(self) -> None:
        if self.acknowledged_at is None:
            self.acknowledged_at = time.perf_counter()
        self.acknowledged.set()


@contextmanager
def answers_watched(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Lock]]:
    """Notes when the bot first answers an interaction (its callback), in wall time."""
    current: list[Lock] = []
    real = router.dispatch

    def watched(backend: Any, method: str, path: str, **kwargs: Any) -> Any:
        if method == "POST" and path.endswith("/callback") and current:
            current[-1].saw_callback()
        return real(backend, method, path, **kwargs)

    monkeypatch.setattr(router, "dispatch", watched)
    yield current


def hold_write_lock(path: str, lock: Lock) -> threading.Thread:
    taken = threading.Event()

    def run() -> None:
        db = sqlite3.connect(path, isolation_level=None)
        try:
            db.execute("BEGIN IMMEDIATE")
            taken.set()
            lock.acknowledged.wait(HOLD)
            lock.released_at = time.perf_counter()
            db.execute("COMMIT")
        finally:
            db.close()

    thread = threading.Thread(target=run, daemon=True)
    thread.start()
    assert taken.wait(5)
    return thread


async def while_locked(world: World, watch: list[Lock], action: Awaitable[Any]) -> Any:
    """Run ``action`` (a coroutine: it starts only here) while another connection holds the
    write lock; check that the bot acknowledged it in time, before the lock went; return the
    action's result."""
    lock = Lock()
    watch.append(lock)
    thread = hold_write_lock(world.settings.database_path, lock)
    lock.started_at = time.perf_counter()
    result = await action
    thread.join()
    watch.remove(lock)
    assert lock.acknowledged_at is not None, "never acknowledged"
    waited = lock.acknowledged_at - lock.started_at
    assert waited < DISCORD_WAITS, f"acknowledged after {waited:.1f} s"
    assert lock.released_at is not None and lock.acknowledged_at <= lock.released_at
    return result


@pytest.fixture
def watch(world: World, monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Lock]]:
    with answers_watched(monkeypatch) as current:
        yield current


def lobby_card(world: World) -> Any:
    """The newest lobby card in the channel."""
    return next(
        m for m in reversed(public_messages(world)) if m.embeds and "lobby" in m.embeds[0].title
    )


async def test_lobby_commands_are_acknowledged_while_the_store_waits(
    world: World, watch: list[Lock]
) -> None:
    ch = world.channel
    opened = await while_locked(
        world, watch, world.alice.slash(ch, "game new", game="ilios", options="size=5")
    )
    assert opened.acknowledged
    card = lobby_card(world)
    assert "alice" in card.embeds[0].description
    joined = await while_locked(world, watch, world.bob.slash(ch, "game join"))
    assert private(joined) and "seated" in said(joined)
    added = await while_locked(world, watch, world.alice.slash(ch, "game bot"))
    assert private(added) and "Added a normal bot" in said(added)
    left = await while_locked(world, watch, world.carol.slash(ch, "game join"))
    left = await while_locked(world, watch, world.carol.slash(ch, "game leave"))
    assert private(left) and "You left" in said(left)
    card = lobby_card(world)
    assert "bob" in card.embeds[0].description and "carol" not in card.embeds[0].description
    again = await while_locked(world, watch, world.alice.slash(ch, "game new", game="ilios"))
    assert private(again) and "already going on" in said(again)
    started = await while_locked(world, watch, world.alice.slash(ch, "game start"))
    assert private(started) and "game is on" in said(started).lower()
    abandoned = await while_locked(world, watch, world.alice.slash(ch, "game abandon"))
    assert abandoned.acknowledged
    assert "abandoned the game" in (public_messages(world)[-1].content or "")
    assert await world.bot.store.live_game(ch.id) is None


async def test_lobby_buttons_are_acknowledged_while_the_store_waits(
    world: World, watch: list[Lock]
) -> None:
    ch = world.channel
    await world.alice.slash(ch, "game new", game="ilios", options="size=5")
    for member, label, seen in (
        (world.bob, "Join", "bob"),
        (world.bob, "Add bot", "Bot 1 (normal)"),
    ):
        card = lobby_card(world)
        pressed = await while_locked(world, watch, member.click(card, label=label))
        assert pressed.acknowledged
        assert seen in lobby_card(world).embeds[0].description
    pressed = await while_locked(world, watch, world.bob.click(lobby_card(world), label="Join"))
    assert private(pressed) and "already seated" in said(pressed)
    pressed = await while_locked(world, watch, world.alice.click(lobby_card(world), label="Start"))
    table = await world.bot.service.table(ch.id)
    assert table.status != LOBBY
    assert not components(lobby_card(world))


async def test_watch_notify_and_rematch_are_acknowledged_while_the_store_waits(
    world: World, watch: list[Lock]
) -> None:
    ch = world.channel
    watched = await while_locked(world, watch, world.carol.slash(ch, "game watch", switch="on"))
    assert private(watched) and "DM you" in said(watched)
    notified = await while_locked(world, watch, world.carol.slash(ch, "game notify", switch="on"))
    assert private(notified) and "DM you" in said(notified)
    refused = await while_locked(world, watch, world.alice.slash(ch, "game rematch"))
    assert private(refused) and "no game" in said(refused).lower()
