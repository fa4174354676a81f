"""Whole regions of a picture drawn once and pasted while nothing in them changes.

A move changes one army at most, so the other seats' panels and the middle of the table come out
the same as last time: each is kept as the exact pixels it covered, under a key holding
everything it shows plus the canvas size and its place (the parchment under it depends on both).
Renders run in worker threads: the store is guarded by a lock and bounded (least recently used out
first).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable

from PIL import Image

Box = tuple[int, int, int, int]
MAX_REGIONS = 96  # a few tables' worth: 6 panels and a middle each, about 0.5 MB apiece at most

_lock = threading.Lock()
_regions: OrderedDict[Hashable, Image.Image] = OrderedDict()


def draw_region(img: Image.Image, box: Box, key: Hashable, paint: Callable[[], None]) -> None:
    """``paint()`` draws ``box`` of ``img`` (and nothing outside it) the first time; later calls
    with the same ``key`` on a canvas of the same size paste the pixels it drew."""
    full = (key, img.size, box)
    with _lock:
        found = _regions.get(full)
        if found is not None:
            _regions.move_to_end(full)
    if found is not None:
        img.paste(found, box[:2])
        return
    paint()
    made = img.crop(box)
    with _lock:
        _regions[full] = made
        while len(_regions) > MAX_REGIONS:
            _regions.popitem(last=False)


def clear() -> None:
    """Forget every region (tests compare a cold render with a warm one)."""
    with _lock:
        _regions.clear()
