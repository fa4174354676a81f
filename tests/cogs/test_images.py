"""Pictures drawn in worker processes are the very pictures drawn in threads, and a drawing
failure costs the picture, never the move."""

from __future__ import annotations

import asyncio
import threading
import time
from collections.abc import Callable, Sequence
from typing import Any

import pytest

from cogs.kit.compose import images
from engine import registry


def a_view() -> dict[str, Any]:
    game = registry.get("ilios")
    state = game.setup({"size": "5"}, 2, 11)
    return dict(game.public_view(state))


async def test_worker_processes_draw_the_same_png() -> None:
    view = a_view()
    in_thread = await images.draw_table(view, ["alice", "bob"])
    assert in_thread and in_thread.startswith(b"\x89PNG")
    images.use_processes(1)
    try:
        in_process = await images.draw_table(view, ["alice", "bob"])
    finally:
        images.stop_processes()
    assert in_process == in_thread


async def test_a_broken_drawing_sends_words_only(caplog: pytest.LogCaptureFixture) -> None:
    assert await images.draw_table({"game": "no-such-game"}, []) is None
    assert any("drawing the table failed" in r.getMessage() for r in caplog.records)


async def test_pictures_are_drawn_in_the_small_fixed_pool(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not in asyncio's default executor, whose many threads each take a malloc arena."""
    threads: set[str] = set()

    def drawer(kind: str) -> Callable[..., bytes]:
        def draw(view: dict[str, Any], names: Sequence[str], said: object) -> bytes:
            threads.add(threading.current_thread().name)
            time.sleep(0.01)  # long enough that many draws overlap
            return b"png"

        return draw

    monkeypatch.setattr(images, "_drawer", drawer)
    got = await asyncio.gather(*(images.draw_table({}, []) for _ in range(24)))
    assert got == [b"png"] * 24
    assert 1 <= len(threads) <= images.DRAW_THREADS
    assert all(name.startswith(images.THREAD_NAME) for name in threads)
