"""Bundled fonts (DejaVu, see assets/fonts/LICENSE-DejaVu.txt), loaded from inside the package.

The fonts ship with the code so that pictures look the same on every host.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


@lru_cache(maxsize=256)
def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` ("sans", "bold" or "serif") at ``size`` pixels; cached."""
    return ImageFont.truetype(str(FONT_DIR / FILES[style]), max(6, int(size)))
