"""Sprites drawn once and pasted many times: board frames, tiles, legends.

A board is mostly the same pictures over and over (the frame and its coordinates never change, a
tile looks the same wherever it lies), so each is drawn once into a small image and pasted. A
sprite is keyed by everything that changes how it looks, and drawn at the origin of its own image:
pasting it at an integer position gives the same pixels as drawing it there. Transparent sprites
keep their background's pixels where they draw nothing (shapes are not antialiased in Pillow, so
their edges are fully opaque or fully transparent); text that must blend with what is under it goes
on a sprite with that opaque background colour.

Renders run in worker threads: the cache is guarded by a lock and bounded (least recently used
out first). Two threads may draw the same missing sprite at once; both draw the same pixels.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PIL import Image, ImageDraw

RGBA = tuple[int, int, int, int]
TRANSPARENT: RGBA = (0, 0, 0, 0)
MAX_SPRITES = 768  # a 7×7 game needs a few hundred (tiles by kind, facing and owner, open squares)

Painter = Callable[[ImageDraw.ImageDraw], None]

_lock = threading.Lock()
_sprites: OrderedDict[Hashable, Sprite] = OrderedDict()


@dataclass(frozen=True)
class Sprite:
    """A drawn picture split once into colour and coverage, so pasting converts nothing."""

    rgb: Image.Image
    mask: Image.Image | None  # None: fully opaque

    def paste(self, target: Image.Image, xy: tuple[int, int]) -> None:
        """Onto an RGB ``target`` at ``xy``; transparent pixels keep the target's."""
        target.paste(self.rgb, xy, self.mask)


def sprite(
    key: Hashable, size: tuple[int, int], paint: Painter, background: RGBA = TRANSPARENT
) -> Sprite:
    """The cached sprite for ``key``, painted by ``paint`` on a ``size`` image of ``background``
    the first time."""
    with _lock:
        found = _sprites.get(key)
        if found is not None:
            _sprites.move_to_end(key)
            return found
    img = Image.new("RGBA", size, background)
    paint(ImageDraw.Draw(img))
    alpha = img.getchannel("A")
    opaque = alpha.getextrema() == (255, 255)
    made = Sprite(img.convert("RGB"), None if opaque else alpha)
    with _lock:
        _sprites[key] = made
        while len(_sprites) > MAX_SPRITES:
            _sprites.popitem(last=False)
    return made


def is_whole(box: tuple[float, ...]) -> bool:
    """Whether every coordinate is an integer: only then does a pasted sprite match drawing."""
    return all(float(v).is_integer() for v in box)


def clear() -> None:
    """Forget every sprite (tests use it to compare a cold render with a warm one)."""
    with _lock:
        _sprites.clear()


def count() -> int:
    with _lock:
        return len(_sprites)


def draw_cached(
    target: Image.Image,
    box: tuple[float, float, float, float],
    key: Hashable,
    paint: Callable[[ImageDraw.ImageDraw, tuple[float, float, float, float]], None],
    background: RGBA = TRANSPARENT,
) -> None:
    """``paint(draw, box)`` onto ``target``, through a sprite cached under ``key`` and the box's
    size. ``paint`` must draw inside the box (its right and bottom edges included) and depend on
    nothing but ``key`` and the size. A box off the pixel grid is drawn directly."""
    if not is_whole(box):
        paint(ImageDraw.Draw(target), box)
        return
    left, top, right, bottom = (int(v) for v in box)
    w, h = right - left, bottom - top
    made = sprite(
        (key, w, h, background), (w + 1, h + 1), lambda d: paint(d, (0, 0, w, h)), background
    )
    made.paste(target, (left, top))
