"""Pictures of the table and the hands, drawn in a worker thread so the bot keeps answering.

``render`` is imported lazily: a drawing failure (or a renderer not installed yet) costs the
picture, never the move — the words alone still tell the story.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from typing import Any

import discord

log = logging.getLogger("troy.images")


async def _draw(kind: str, view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    try:
        from render import registry
    except ImportError:
        log.warning("render.registry is not available; sending %s without a picture", kind)
        return None
    draw = registry.draw_table if kind == "table" else registry.draw_hand
    try:
        return await asyncio.to_thread(draw, view, list(names))
    except Exception:
        log.exception("drawing the %s failed; sending words only", kind)
        return None


async def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    return await _draw("table", view, names)


async def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes | None:
    return await _draw("hand", view, names)


def as_file(data: bytes | None, name: str) -> discord.File | None:
    """A fresh File each time: a File can only be uploaded once."""
    return discord.File(io.BytesIO(data), filename=name) if data else None
