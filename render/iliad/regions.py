"""Whole regions of a picture drawn once and pasted while nothing in them changes.

A move changes one army at most, so the other seats' panels and the middle of the table come out
the same as last time: each is kept as the exact pixels it covered, under a key holding
everything it shows plus the canvas size and its place (the parchment under it depends on both).
The store is a bounded cache (render/core/bounded.py): by entries and bytes, least recently used
out first.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable

from PIL import Image

from render.core.bounded import MB, Bounded

Box = tuple[int, int, int, int]
# A table or two: 6 panels and a middle each, up to 0.5 MB apiece (Pillow: 4 bytes a pixel).
_regions: Bounded[Hashable, Image.Image] = Bounded("iliad regions", 96, 6 * MB)


def draw_region(img: Image.Image, box: Box, key: Hashable, paint: Callable[[], None]) -> None:
    """``paint()`` draws ``box`` of ``img`` (and nothing outside it) the first time; later calls
    with the same ``key`` on a canvas of the same size paste the pixels it drew."""
    full = (key, img.size, box)
    found = _regions.get(full)
    if found is not None:
        img.paste(found, box[:2])
        return
    paint()
    _regions.put(full, img.crop(box))


def clear() -> None:
    """Forget every region (tests compare a cold render with a warm one)."""
    _regions.clear()
