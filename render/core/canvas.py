"""Backdrops: a parchment canvas with a soft, deterministic mottling, and stone panels.

The texture comes from a fixed seed so that the same view always gives the same bytes, and it is
low-frequency so that it costs little in the PNG.
"""

from __future__ import annotations

import random

from PIL import Image, ImageDraw, ImageFilter

from render.core.bounded import MB, memo
from render.core.theme import PARCHMENT, PARCHMENT_DARK, RGB, mix


# Canvases are 1-5 MB; every game has its sizes (the Iliad one per table height).
@memo("parchment", entries=4, max_bytes=8 * MB)
def _mottle(width: int, height: int, base: RGB, dark: RGB, seed: int) -> Image.Image:
    """Cached, because every render of one game asks for the same canvas size."""
    rng = random.Random(seed)
    cw, ch = max(2, width // 48), max(2, height // 48)
    small = Image.new("L", (cw, ch))
    small.putdata([rng.randrange(0, 256) for _ in range(cw * ch)])
    noise = small.resize((width, height), Image.Resampling.BICUBIC)
    noise = noise.filter(ImageFilter.GaussianBlur(radius=12))
    # Quantise the noise to a few levels: smooth to the eye, cheap for the encoder.
    noise = noise.point(lambda v: (v // 40) * 40)
    light = Image.new("RGB", (width, height), base)
    shade = Image.new("RGB", (width, height), mix(base, dark, 0.55))
    return Image.composite(shade, light, noise.point(lambda v: v // 2))


def parchment(
    width: int, height: int, base: RGB = PARCHMENT, dark: RGB = PARCHMENT_DARK, seed: int = 7
) -> Image.Image:
    """A new RGB canvas of mottled parchment, with a darker burnt border."""
    img = _mottle(width, height, base, dark, seed).copy()
    draw = ImageDraw.Draw(img)
    for i in range(6):
        draw.rectangle(
            (i, i, width - 1 - i, height - 1 - i), outline=mix(dark, (60, 40, 20), 0.5 - i * 0.07)
        )
    return img


def stone_panel(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    fill: RGB,
    edge: RGB,
    radius: int = 10,
    width: int = 2,
) -> None:
    """A framed panel with a thin inner line, for side bars and captions."""
    left, top, right, bottom = box
    draw.rounded_rectangle(box, radius, fill=fill, outline=edge, width=width)
    inset = width + 3
    draw.rounded_rectangle(
        (left + inset, top + inset, right - inset, bottom - inset),
        max(2, radius - inset),
        outline=mix(fill, edge, 0.45),
        width=1,
    )
