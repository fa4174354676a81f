"""Bundled fonts (DejaVu, see assets/fonts/LICENSE-DejaVu.txt), loaded from inside the package.

The fonts ship with the code so that pictures look the same on every host. The bot draws in worker
threads (``asyncio.to_thread``), so each thread keeps its own font objects rather than sharing one
FreeType face between threads.
"""

from __future__ import annotations

import threading
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


_local = threading.local()


def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` ("sans", "bold" or "serif") at ``size`` pixels; cached per
    thread."""
    cache: dict[tuple[str, int], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = _local.fonts = {}
    key = (style, max(6, int(size)))
    found = cache.get(key)
    if found is None:
        found = cache[key] = ImageFont.truetype(str(FONT_DIR / FILES[style]), key[1])
    return found
