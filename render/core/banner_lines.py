"""A banner caption in up to two lines: shrunk to fit one line, else wrapped onto a second line
(at a size two lines fit the banner's height), cut after a whole word only when even two lines at
the smallest size cannot hold it. For the long captions a player must read whole (what to do
now); ``render.core.banner.draw_banner_caption`` stays the one-line caption."""

from __future__ import annotations

from PIL import ImageDraw

from render.core.banner import CAPTION
from render.core.text import Font, draw_text
from render.core.text_lines import fit_lines

LEADING = 1.2  # a line's step, times the font size
MARGIN = 8  # kept free of the two lines in the banner's height (its gold line, some air)


def two_line_size(height: int) -> int:
    """The largest font two lines of which fit a banner ``height`` tall."""
    return int((height - MARGIN) / (2 * LEADING))


def banner_lines(
    text: str, room: int, height: int, size: int, min_size: int
) -> tuple[Font, list[str]]:
    """The font and the lines the caption takes in ``room`` px on a banner ``height`` tall."""
    return fit_lines(text, "bold", (size, min_size), room, 2, max(min_size, two_line_size(height)))


def draw_banner_lines(
    draw: ImageDraw.ImageDraw,
    x: float,
    right: float,
    height: int,
    text: str,
    size: int,
    min_size: int,
) -> None:
    """The caption from ``x`` to ``right`` on a banner ``height`` tall (its gold line at the
    bottom), centred in the band in one or two lines."""
    fnt, lines = banner_lines(text, int(right - x), height, size, min_size)
    step = fnt.size * LEADING
    middle = height / 2 if len(lines) == 1 else (height - 3) / 2
    for i, line in enumerate(lines):
        y = middle + (i - (len(lines) - 1) / 2) * step
        draw_text(draw, (x, y), line, fnt, CAPTION, anchor="lm")
