"""The web view's pictures: drawn from a public view alone, once per (table, version) or
(table, position), with the last few kept.

Every watcher of a table asks for its new picture at once after each move: the first asking
starts the drawing and the others wait on it, and the view it is drawn from is the one the
state's builder already read for that version (``remember``), so a move watched by many costs
one drawing and no reading of the table again.

Beside the bot (``WEB_PORT``) a table's picture is the delivery's own when it drew that very
view (``drawn``, handed in by ``bot.py``): no second drawing of the same public table. Else it is
drawn away from the bot: in a worker process of the web view's own at a lower priority
(``processes``, the default beside the bot), so that a version watched by many costs the bot's
moves neither the interpreter's lock nor a core it needs; or in two threads of its own (0
processes: tests, and a web view running alone on a quiet machine).
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import multiprocessing
import os
import threading
import time
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from typing import Any

from render import registry

log = logging.getLogger("troy.web")

WHOLE_MAP_GAMES = frozenset({"siege"})  # the table shows all of the map on the web
KEPT = 48  # pictures kept in memory (a Siege map is ~0.5 MB)
SOURCES_KEPT = 1024  # tables whose latest public view is kept to draw from
NICE = 19  # the lowest priority: a watched picture waits for everything the bot does

# Another drawer's picture of a table at a version from this view and these names, or None.
Drawn = Callable[[int, int, Mapping[str, Any], Sequence[str]], Awaitable[bytes | None]]


def _worker(parent: int) -> None:
    """A drawing process: lower priority than the bot, and gone within a second of its
    parent, even one killed outright."""
    os.nice(NICE)

    def watch() -> None:
        while os.getppid() == parent:
            time.sleep(1)
        os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


def _warm() -> None:
    """Load every game's drawing code in a fresh worker before the first picture is asked for."""
    from engine import registry as games

    for entry in games.all_entries():
        if entry.render:
            importlib.import_module(f"{entry.render}.table")


def draw(view: Mapping[str, Any], names: Sequence[str]) -> bytes:
    """The public table's PNG; the Siege's whole map rather than the part the chat shows."""
    if view.get("game") in WHOLE_MAP_GAMES:
        whole = importlib.import_module("render.siege.whole")
        picture: bytes = whole.draw_whole(dict(view), names)
        return picture
    return registry.draw_table(view, names)


def describe(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """The picture in words (its alt text), all of them: a page has no limit to fit, and the
    fullest words are also the quickest to make. A failure costs only the words."""
    try:
        return registry.describe_table(view, names, room=None)
    except Exception:  # noqa: BLE001 - the picture still goes out
        log.warning("web view: describing a table failed", exc_info=True)
        return ""


@dataclass(frozen=True)
class Source:
    """What a table's picture is drawn from: its public view at a version, and its names."""

    game_id: int
    version: int
    view: Mapping[str, Any]
    names: tuple[str, ...]


class Pictures:
    """Drawn pictures by key, each drawn once even when many ask at the same moment."""

    def __init__(self, processes: int = 0, kept: int = KEPT, drawn: Drawn | None = None) -> None:
        self._pool: Executor
        if processes > 0:
            self._pool = ProcessPoolExecutor(
                max_workers=processes,
                mp_context=multiprocessing.get_context("spawn"),
                initializer=_worker,
                initargs=(os.getpid(),),
            )
            for _ in range(processes):
                self._pool.submit(_warm)
        else:
            self._pool = ThreadPoolExecutor(max_workers=2, thread_name_prefix="web-draw")
        self._kept = kept
        self._done: OrderedDict[Hashable, bytes] = OrderedDict()
        self._drawing: dict[Hashable, asyncio.Future[bytes]] = {}
        self._sources: OrderedDict[int, Source] = OrderedDict()
        self._others = drawn
        self.drawn = 0  # pictures made ready: drawn here or taken from ``drawn``
        self.reused = 0  # of them, taken from ``drawn``

    def remember(self, source: Source) -> None:
        """The public view of a table's latest version, as the state's builder read it."""
        self._sources[source.game_id] = source
        self._sources.move_to_end(source.game_id)
        while len(self._sources) > SOURCES_KEPT:
            self._sources.popitem(last=False)

    async def table(
        self, game_id: int, version: int | None, load: Callable[[], Awaitable[Source | None]]
    ) -> bytes | None:
        """The picture of table ``game_id`` at ``version`` (None: its latest), drawn from the
        remembered view when it is that version, else from ``load()`` (the table read again);
        None when there is no picture to show."""
        known = self._sources.get(game_id)
        if version is None and known is not None:
            version = known.version
        if version is None or known is None or known.version != version:
            drawn = self._done.get(("table", game_id, version))
            if drawn is not None:
                return drawn
            known = await load()
            if known is None:
                return None
            self.remember(known)
        key = ("table", game_id, known.version)
        return await self.get(key, known.view, known.names, self._reuse(known))

    def _reuse(self, source: Source) -> Callable[[], Awaitable[bytes | None]] | None:
        """How to ask for another drawer's picture of ``source`` (None: there is none to
        ask, or the web shows more of the table than the chat)."""
        others = self._others
        if others is None or source.view.get("game") in WHOLE_MAP_GAMES:
            return None
        return lambda: others(source.game_id, source.version, source.view, source.names)

    async def get(
        self,
        key: Hashable,
        view: Mapping[str, Any],
        names: Sequence[str],
        reuse: Callable[[], Awaitable[bytes | None]] | None = None,
    ) -> bytes:
        """The picture under ``key`` of ``view``: kept, being made, taken from ``reuse``
        when it has it, else drawn."""
        found = self._done.get(key)
        if found is not None:
            self._done.move_to_end(key)
            return found
        running = self._drawing.get(key)
        if running is None:
            running = asyncio.ensure_future(self._make(key, view, tuple(names), reuse))
            self._drawing[key] = running
            running.add_done_callback(lambda _: self._drawing.pop(key, None))
        return await asyncio.shield(running)

    async def _make(
        self,
        key: Hashable,
        view: Mapping[str, Any],
        names: tuple[str, ...],
        reuse: Callable[[], Awaitable[bytes | None]] | None,
    ) -> bytes:
        """The picture taken from ``reuse`` or drawn, and kept before anyone else may ask
        (no moment when it is neither being made nor kept)."""
        picture = await reuse() if reuse is not None else None
        if picture is not None:
            self.reused += 1
        else:
            loop = asyncio.get_running_loop()
            picture = await loop.run_in_executor(self._pool, draw, view, names)
        self.drawn += 1
        self._done[key] = picture
        while len(self._done) > self._kept:
            self._done.popitem(last=False)
        return picture

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
