"""Pictures drawn in worker processes are the very pictures drawn in threads, and a drawing
failure costs the picture, never the move."""

from __future__ import annotations

from typing import Any

import pytest

from cogs.discord_kit import images
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
