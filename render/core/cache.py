"""Sprites drawn once and pasted many times: board frames, tiles, legends.

A board is mostly the same pictures over and over (the frame and its coordinates never change, a
tile looks the same wherever it lies), so each is drawn once into a small image and pasted. A
sprite is keyed by everything that changes how it looks, and drawn at the origin of its own image,
so every copy is alike wherever it lies (drawn in place, half-pixel coordinates could round one
pixel differently from one square to the next). Transparent sprites
keep their background's pixels where they draw nothing (shapes are not antialiased in Pillow, so
their edges are fully opaque or fully transparent); text that must blend with what is under it goes
on a sprite with that opaque background colour.

The sprites are kept in a bounded cache (render/core/bounded.py): least recently used out first
once over its entries or bytes. Two threads may draw the same missing sprite at once; both draw
the same pixels.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.core.bounded import MB, Bounded, image_bytes

RGBA = tuple[int, int, int, int]
TRANSPARENT: RGBA = (0, 0, 0, 0)
# A whole 7×7 game draws 200-300 sprites (tiles by kind, facing and owner; open squares; frames),
# about 12 MB; the bound keeps about one game and evicts the least recently used beyond it.
MAX_BYTES = 12 * MB
MAX_SPRITES = 4096

Painter = Callable[[ImageDraw.ImageDraw], None]


@dataclass(frozen=True)
class Sprite:
    """A drawn picture split once into colour and coverage, so pasting converts nothing."""

    rgb: Image.Image
    mask: Image.Image | None  # None: fully opaque

    @property
    def nbytes(self) -> int:
        """Memory held by the pixels, for the cache's bound (Pillow keeps an RGB pixel in 4
        bytes, a mask's in 1)."""
        return image_bytes(self.rgb) + (0 if self.mask is None else image_bytes(self.mask))

    def paste(self, target: Image.Image, xy: tuple[int, int]) -> None:
        """Onto an RGB ``target`` at ``xy``; transparent pixels keep the target's."""
        target.paste(self.rgb, xy, self.mask)


SPRITES: Bounded[Hashable, Sprite] = Bounded("sprites", MAX_SPRITES, MAX_BYTES)


def sprite(
    key: Hashable, size: tuple[int, int], paint: Painter, background: RGBA = TRANSPARENT
) -> Sprite:
    """The cached sprite for ``key``, painted by ``paint`` on a ``size`` image of ``background``
    the first time."""
    found = SPRITES.get(key)
    if found is not None:
        return found
    img = Image.new("RGBA", size, background)
    paint(ImageDraw.Draw(img))
    alpha = img.getchannel("A")
    opaque = alpha.getextrema() == (255, 255)
    return SPRITES.put(key, Sprite(img.convert("RGB"), None if opaque else alpha))


def is_whole(box: tuple[float, ...]) -> bool:
    """Whether every coordinate is an integer: only then does a pasted sprite match drawing."""
    return all(float(v).is_integer() for v in box)


def clear() -> None:
    """Forget every sprite (tests use it to compare a cold render with a warm one)."""
    SPRITES.clear()


def count() -> int:
    return len(SPRITES)


def size_in_bytes() -> int:
    return SPRITES.nbytes


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
