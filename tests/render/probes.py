"""Pixel probes the render tests share: they read the RGB picture before PNG encoding, where the
colours are exact."""

from __future__ import annotations

from types import ModuleType
from typing import Any

import pytest
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


def record_fonts(
    monkeypatch: pytest.MonkeyPatch, modules: tuple[ModuleType, ...]
) -> list[tuple[int, str]]:
    """From now on, the (font size, text) of every non-blank text ``modules`` draw with their
    ``draw_text`` (the list fills as they draw)."""
    sizes: list[tuple[int, str]] = []
    for module in modules:
        real = module.draw_text

        def spy(draw: Any, xy: Any, text: str, fnt: Any, *a: Any, _r: Any = real, **k: Any) -> None:
            if text.strip():
                sizes.append((fnt.size, text))
            _r(draw, xy, text, fnt, *a, **k)

        monkeypatch.setattr(module, "draw_text", spy)
    return sizes
