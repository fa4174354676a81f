"""The title banner on top of every game's pictures: a dark band with a gold line, the game's
name in serif, then a caption (whose turn, whose hand) in bold after it."""

from __future__ import annotations

from PIL import ImageDraw

from render.core.fonts import font
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import BANNER, GOLD, GOLD_LIGHT, RGB

CAPTION: RGB = (250, 240, 215)  # the caption's ink, lighter than the gold title


def draw_title_banner(
    draw: ImageDraw.ImageDraw,
    width: int,
    height: int,
    title: str,
    size: int,
    left: float,
    gap: float,
) -> float:
    """Draw the band ``width`` × ``height`` and ``title`` at ``left``; return the x where what
    follows the title starts, ``gap`` after it (a marker, an emblem, the caption)."""
    draw.rectangle((0, 0, width, height), fill=BANNER)
    draw.line((0, height - 3, width, height - 3), fill=GOLD, width=3)
    title_font = font("serif", size)
    draw_text(draw, (left, height / 2 - 1), title, title_font, GOLD_LIGHT, anchor="lm")
    return left + title_font.getlength(title) + gap


def draw_banner_caption(
    draw: ImageDraw.ImageDraw,
    x: float,
    right: float,
    height: int,
    text: str,
    size: int,
    min_size: int,
) -> None:
    """The caption from ``x`` to ``right`` on a banner ``height`` tall: shrunk down to
    ``min_size`` to fit, then cut with an ellipsis."""
    room = int(right - x)
    fnt = fit_font(text, "bold", size, room, min_size=min_size)
    draw_text(draw, (x, height / 2), ellipsize(text, fnt, room), fnt, CAPTION, anchor="lm")
