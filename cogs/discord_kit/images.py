"""Pictures of the table and the hands, drawn off the event loop so the bot keeps answering.

By default in threads. With ``use_processes(n)`` (the bot's ``RENDER_PROCESSES`` setting) they
are drawn in ``n`` worker processes instead: drawing is CPU work that holds the GIL for most of
its time, and in threads many tables moving at once starve the event loop (replies then wait on
pictures). Workers import the renderers of the games registered at import time.

``render`` is imported lazily: a drawing failure (or a renderer not installed yet) costs the
picture, never the move — the words alone still tell the story.
"""

from __future__ import annotations

import asyncio
import io
import logging
import multiprocessing
from collections.abc import Callable, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

import discord

from cogs.tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.images")

_workers: ProcessPoolExecutor | None = None


def _drawer(kind: str) -> Callable[[dict[str, Any], Sequence[str]], bytes]:
    from render import registry

    return registry.draw_table if kind == "table" else registry.draw_hand


def _draw_here(kind: str, view: dict[str, Any], names: list[str]) -> bytes:
    """Runs in a thread or a worker process."""
    return _drawer(kind)(view, names)


def _warm() -> None:
    """A worker's first job: import the renderers before the first picture is asked for."""
    import render.registry  # noqa: F401


def use_processes(count: int) -> None:
    """Draw in ``count`` worker processes from now on (0: in threads)."""
    global _workers
    stop_processes()
    if count > 0:
        context = multiprocessing.get_context("spawn")
        _workers = ProcessPoolExecutor(max_workers=count, mp_context=context)
        for _ in range(count):
            _workers.submit(_warm)


def stop_processes() -> None:
    global _workers
    if _workers is not None:
        _workers.shutdown(wait=False, cancel_futures=True)
        _workers = None


async def _draw(kind: str, view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    try:
        _drawer(kind)
    except ImportError:
        log.warning("render.registry is not available; sending %s without a picture", kind)
        return None
    try:
        return await _run(kind, view, list(names))
    except Exception:
        log_unexpected(log, "drawing the %s failed; sending words only", kind)
        return None


async def _run(kind: str, view: dict[str, Any], names: list[str]) -> bytes:
    executor: Executor | None = _workers
    if executor is None:
        return await asyncio.to_thread(_draw_here, kind, view, names)
    try:
        return await asyncio.get_running_loop().run_in_executor(
            executor, _draw_here, kind, view, names
        )
    except BrokenProcessPool:
        log_unexpected(log, "the drawing processes died; drawing in threads from now on")
        stop_processes()
        return await asyncio.to_thread(_draw_here, kind, view, names)


async def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    return await _draw("table", view, names)


async def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    return await _draw("hand", view, names)


def as_file(data: bytes | None, name: str) -> discord.File | None:
    """A fresh File each time: a File can only be uploaded once."""
    return discord.File(io.BytesIO(data), filename=name) if data else None


def caption(view: dict[str, Any], names: Sequence[str]) -> str:
    """The game's words beside its table picture (``render.registry.caption``); a failure
    costs only the caption."""
    try:
        from render import registry

        return registry.caption(view, names)
    except Exception:
        log_unexpected(log, "the table's caption failed; posting without it")
        return ""
