"""The web view's pictures: drawn from a public view alone, in two threads of the web view's own
(so a burst of watchers never takes the bot's drawing threads), once per (table, version) or
(table, position), with the last few kept."""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections import OrderedDict
from collections.abc import Hashable, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from render import registry

log = logging.getLogger("troy.web")

WHOLE_MAP_GAMES = frozenset({"siege"})  # the table shows all of the map on the web
KEPT = 48  # pictures kept in memory (a Siege map is ~0.5 MB)


def draw(view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    """The public table's PNG; the Siege's whole map rather than the part the chat shows."""
    if view.get("game") in WHOLE_MAP_GAMES:
        whole = importlib.import_module("render.siege.whole")
        picture: bytes = whole.draw_whole(dict(view), names)
        return picture
    return registry.draw_table(view, names)


def describe(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The picture in words (its alt text); a failure costs only the words."""
    try:
        return registry.describe_table(view, names)
    except Exception:  # noqa: BLE001 - the picture still goes out
        log.warning("web view: describing a table failed", exc_info=True)
        return ""


class Pictures:
    """Drawn pictures by key, each drawn once even when many ask at the same moment."""

    def __init__(self, workers: int = 2, kept: int = KEPT) -> None:
        self._pool = ThreadPoolExecutor(max_workers=workers, thread_name_prefix="web-draw")
        self._kept = kept
        self._done: OrderedDict[Hashable, bytes] = OrderedDict()
        self._drawing: dict[Hashable, asyncio.Future[bytes]] = {}
        self.drawn = 0

    async def get(self, key: Hashable, view: Mapping[str, Any], names: Sequence[str]) -> bytes:
        found = self._done.get(key)
        if found is not None:
            self._done.move_to_end(key)
            return found
        running = self._drawing.get(key)
        if running is None:
            loop = asyncio.get_running_loop()
            running = asyncio.ensure_future(
                loop.run_in_executor(self._pool, draw, view, tuple(names))
            )
            self._drawing[key] = running
            running.add_done_callback(lambda _: self._drawing.pop(key, None))
        picture = await asyncio.shield(running)
        if key not in self._done:
            self.drawn += 1
            self._done[key] = picture
            while len(self._done) > self._kept:
                self._done.popitem(last=False)
        return picture

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
