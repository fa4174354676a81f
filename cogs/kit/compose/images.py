"""Pictures of the table and the hands, drawn off the event loop so the bot keeps answering.

By default in a fixed pool of ``DRAW_THREADS`` threads of our own, not ``asyncio.to_thread``:
the default executor runs up to cores + 4 threads (32 on a big host), and glibc gives each
thread that allocates its own malloc arena, so memory grew with every thread that drew. With
few threads (and ``MALLOC_ARENA_MAX``, set by ``scripts/run``) it stays flat. With
``use_processes(n)`` (the bot's ``RENDER_PROCESSES`` setting) they
are drawn in ``n`` worker processes instead: drawing is CPU work that holds the GIL for most of
its time, and in threads many tables moving at once starve the event loop (replies then wait on
pictures). Workers import the renderers of the games registered at import time.

``render`` is imported lazily: a drawing failure (or a renderer not installed yet) costs the
picture, never the move — the words alone still tell the story.
"""

from __future__ import annotations

import asyncio
import ctypes
import ctypes.util
import io
import itertools
import logging
import multiprocessing
import os
import struct
import zlib
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import discord

from cogs.kit.compose import drawn_tables
from render.core.language import ENGLISH, ENGLISH_WORDS, Words
from tabletop.orphans import end_with_parent
from tabletop.unexpected import log_unexpected

log = logging.getLogger("troy.images")
R = TypeVar("R")

DRAW_THREADS = 2  # the machine's cores; more threads only wait on the GIL and cost an arena each
THREAD_NAME = "troy-draw"

# After every picture, hand the pages freed by drawing back to the system: glibc keeps them
# otherwise (a picture allocates and frees megabytes), and the resident size creeps up. A trim
# costs well under a millisecond; every 8th picture still let 4 busy tables peak at 207 MB.
TRIM_EVERY = 1

_workers: ProcessPoolExecutor | None = None
_drawn = itertools.count(1)  # next() is atomic under the GIL: safe from the drawing threads
_threads: ThreadPoolExecutor | None = None


def _pool() -> ThreadPoolExecutor:
    """The drawing threads, started on first use."""
    global _threads
    if _threads is None:
        _threads = ThreadPoolExecutor(max_workers=DRAW_THREADS, thread_name_prefix=THREAD_NAME)
    return _threads


def _drawer(kind: str) -> Callable[..., bytes]:
    from render import registry

    return registry.draw_table if kind == "table" else registry.draw_hand


def _release() -> Callable[[], object]:
    """glibc's ``malloc_trim(0)``, or nothing where the C library has none."""
    try:
        trim = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return lambda: None
    trim.argtypes = [ctypes.c_size_t]
    return lambda: trim(0)


_trim = _release()


def _draw_here(kind: str, view: Mapping[str, Any], names: list[str], language: str) -> bytes:
    """Runs in a drawing thread or a worker process; the picture's words in ``language``."""
    from render.core.language import words

    try:
        return _drawer(kind)(view, names, said=words(language))
    finally:
        if next(_drawn) % TRIM_EVERY == 0:
            _trim()


def _warm() -> None:
    """A worker's first job: import the renderers before the first picture is asked for."""
    import render.registry  # noqa: F401


def use_processes(count: int) -> None:
    """Draw in ``count`` worker processes from now on (0: in the drawing threads)."""
    global _workers
    stop_processes()
    if count > 0:
        context = multiprocessing.get_context("spawn")
        _workers = ProcessPoolExecutor(
            max_workers=count,
            mp_context=context,
            initializer=end_with_parent,  # a killed bot leaves no drawing process behind
            initargs=(os.getpid(),),
        )
        for _ in range(count):
            _workers.submit(_warm)


def stop_processes() -> None:
    global _workers
    if _workers is not None:
        _workers.shutdown(wait=False, cancel_futures=True)
        _workers = None


async def _draw(
    kind: str, view: Mapping[str, Any], names: Sequence[str], said: Words
) -> bytes | None:
    try:
        _drawer(kind)
    except ImportError:
        log.warning("render.registry is not available; sending %s without a picture", kind)
        return None
    try:
        return await _run(kind, view, list(names), said.language)
    except Exception:
        log_unexpected(log, "drawing the %s failed; sending words only", kind)
        return None


async def _run(kind: str, view: Mapping[str, Any], names: list[str], language: str) -> bytes:
    return await _off_the_loop(_draw_here, kind, view, names, language)


async def _off_the_loop(work: Callable[..., R], *args: Any) -> R:
    """``work(*args)`` in the drawing processes, else the drawing threads (and in the threads
    from then on if the processes died)."""
    loop = asyncio.get_running_loop()
    executor: Executor = _workers or _pool()
    try:
        return await loop.run_in_executor(executor, work, *args)
    except BrokenProcessPool:
        log_unexpected(log, "the drawing processes died; drawing in threads from now on")
        stop_processes()
        return await loop.run_in_executor(_pool(), work, *args)


async def draw_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    version: int | None = None,
    game_id: int | None = None,
    said: Words = ENGLISH_WORDS,
) -> bytes | None:
    """The table's picture, its words in ``said``'s language; with ``version``, stamped with
    the version whose view it shows. With ``game_id`` too, an English picture is shelved for
    the web view beside the bot (``drawn_tables``)."""
    drawing = _draw("table", view, names, said)
    if game_id is not None and version is not None and said.language == ENGLISH:
        data = await drawn_tables.keep(game_id, version, view, names, drawing)
    else:
        data = await drawing
    return stamped(data, version) if data is not None and version is not None else data


async def draw_hand(
    view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> bytes | None:
    return await _draw("hand", view, names, said)


def _story_here(
    record: Mapping[str, Any], names: list[str], in_words: list[str], language: str
) -> tuple[bytes, list[str]]:
    """Runs in a drawing thread or a worker process: the game replayed, every side's score
    after every move drawn (``names`` on the chart, its words in ``language``), and the three
    lines that tell it (``in_words``: the names as a message shows them, markdown and mentions
    made harmless)."""
    from render.core.language import words
    from render.core.story_chart import draw_story
    from tabletop.story import decisive_move, score_series, side_names, story_lines

    said = words(language)
    series = score_series(record)
    sides = [said.line(side) for side in side_names(series, names)]
    chart = draw_story(series, sides, mark=decisive_move(series), said=said)
    try:
        return chart, story_lines(series, side_names(series, in_words))
    finally:
        _trim()


def _gif_here(record: Mapping[str, Any], names: list[str]) -> bytes:
    """Runs in a drawing thread or a worker process: the game replayed, each public table worth
    a frame drawn, and the frames encoded as one animated GIF."""
    from render.core.replay_gif import animate
    from tabletop.animation import frame_views

    try:
        draw = _drawer("table")
        return animate([draw(view, names) for view in frame_views(record)])
    finally:
        _trim()


async def draw_replay_gif(record: Mapping[str, Any], names: Sequence[str]) -> bytes:
    """A finished game as an animated GIF, drawn away from the event loop (a long game takes
    seconds; no other table waits for it)."""
    return await _off_the_loop(_gif_here, record, list(names))


async def draw_story(
    record: Mapping[str, Any],
    names: Sequence[str],
    in_words: Sequence[str],
    said: Words = ENGLISH_WORDS,
) -> tuple[bytes | None, list[str]]:
    """A finished game's story: the chart of every side's score (its words in ``said``'s
    language) and three lines (none of either when the game cannot be told: the final table
    goes out all the same)."""
    try:
        return await _off_the_loop(_story_here, record, list(names), list(in_words), said.language)
    except Exception:
        log_unexpected(log, "telling the story of a game failed; the final table goes without")
        return None, []


# The PNG text key that names the table version a picture was drawn from: whoever holds the
# bytes (a test reading an attachment back, a moderator's image viewer) can tell which version
# of the table they show, whatever the message's words say.
VERSION_KEY = "Table version"
_PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def stamped(png: bytes, version: int) -> bytes:
    """``png`` with a text chunk ``VERSION_KEY``: ``version`` after its header, the pixels
    untouched (a chunk is spliced in, nothing is encoded again: no cost worth measuring).
    Bytes that are not a PNG are returned as they are."""
    if not png.startswith(_PNG_SIGNATURE) or png[12:16] != b"IHDR":
        return png
    header_end = 8 + 12 + struct.unpack(">I", png[8:12])[0]  # length, type, data, CRC
    body = b"tEXt" + VERSION_KEY.encode("latin-1") + b"\0" + str(version).encode("ascii")
    chunk = struct.pack(">I", len(body) - 4) + body + struct.pack(">I", zlib.crc32(body))
    return png[:header_end] + chunk + png[header_end:]


def as_file(data: bytes | None, name: str, description: str = "") -> discord.File | None:
    """A fresh File each time: a File can only be uploaded once. ``description``: what the
    picture shows, in words (alt text, read out by screen readers)."""
    if not data:
        return None
    return discord.File(io.BytesIO(data), filename=name, description=description or None)


def describe(
    kind: str, view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> str:
    """The ``kind`` ("table" or "hand") picture of ``view`` in words, in ``said``'s language;
    a failure costs only the words."""
    try:
        from render import registry

        if kind == "table":
            return registry.describe_table(view, names, said)
        return registry.describe_hand(view, names, said)
    except Exception:
        log_unexpected(log, "describing the %s failed; sending its picture without words", kind)
        return ""


def caption(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """The game's words beside its table picture (``render.registry.caption``), in ``said``'s
    language; a failure costs only the caption."""
    try:
        from render import registry

        return registry.caption(view, names, said)
    except Exception:
        log_unexpected(log, "the table's caption failed; posting without it")
        return ""
