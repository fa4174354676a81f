"""Bundled fonts (DejaVu, see assets/fonts/LICENSE-DejaVu.txt), loaded from inside the package.

The fonts ship with the code so that pictures look the same on every host. The bot draws in a
few worker threads (cogs/discord_kit/images.py), so each thread keeps its own font objects rather
than sharing one FreeType face between threads, in a bounded cache (a few dozen sizes in use).
"""

from __future__ import annotations

import threading
from pathlib import Path

from PIL import ImageFont

from render.core.bounded import Bounded

FONT_DIR = Path(__file__).resolve().parent.parent / "assets" / "fonts"
FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
}


MAX_FONTS = 64  # per thread: every size of every style the four games use, with room to spare
_local = threading.local()


def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` ("sans", "bold" or "serif") at ``size`` pixels; cached per
    thread."""
    cache: Bounded[tuple[str, int], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = _local.fonts = Bounded(f"fonts ({threading.current_thread().name})", MAX_FONTS)
    key = (style, max(6, int(size)))
    return cache.get_or_make(key, lambda: ImageFont.truetype(str(FONT_DIR / FILES[style]), key[1]))
