"""Pixel probes the render tests share: they read the RGB picture before PNG encoding, where the
colours are exact."""

from __future__ import annotations

from PIL import Image

from render.core.theme import RGB

Box = tuple[float, float, float, float]


def px(img: Image.Image, x: float, y: float) -> RGB:
    """The colour at (x, y)."""
    p = img.getpixel((int(x), int(y)))
    assert isinstance(p, tuple)
    return (p[0], p[1], p[2])


def share(img: Image.Image, box: Box, colour: RGB) -> float:
    """The fraction of the box's pixels that are exactly ``colour``."""
    crop = img.crop((int(box[0]), int(box[1]), int(box[2]), int(box[3])))
    colours = crop.getcolors(crop.width * crop.height) or []
    return sum(n for n, c in colours if c == colour) / (crop.width * crop.height)
