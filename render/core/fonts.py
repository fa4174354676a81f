"""Bundled fonts, loaded from inside the package: DejaVu for the pictures' own words, and a
fallback chain for players' names in other scripts (licences beside the files in assets/fonts/;
``scripts/build_fonts.py`` rebuilds the fallbacks).

The fonts ship with the code so that pictures look the same on every host. The bot draws in a
few worker threads (cogs/kit/compose/images.py), so each thread keeps its own font objects rather
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
# Tried in order after the picture's own font, for characters it has no glyph for.
FALLBACKS = (
    "NotoSansArabic-Regular.ttf",
    "NotoSansHebrew-Regular.ttf",
    "NotoSansDevanagari-Regular.ttf",
    "NotoSansThai-Regular.ttf",
    "NotoSansCJK-Subset.otf",
    "Symbola-Emoji.ttf",
)


MAX_FONTS = 64  # per thread: every size of every style the four games use, with room to spare
_local = threading.local()


def font_file(path: str, size: float) -> ImageFont.FreeTypeFont:
    """The font in file ``path`` (a bundled file name, or a full path) at ``size`` pixels, laid
    out by raqm so that right-to-left scripts come out shaped and in order; cached per thread."""
    cache: Bounded[tuple[str, int], ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = _local.fonts = Bounded(f"fonts ({threading.current_thread().name})", MAX_FONTS)
    key = (path, max(6, int(size)))
    return cache.get_or_make(
        key,
        lambda: ImageFont.truetype(
            str(FONT_DIR / path), key[1], layout_engine=ImageFont.Layout.RAQM
        ),
    )


def font(style: str, size: int) -> ImageFont.FreeTypeFont:
    """The bundled font ``style`` ("sans", "bold" or "serif") at ``size`` pixels."""
    return font_file(FILES[style], size)
