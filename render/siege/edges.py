"""The coordinates round a window of the map: its own column letters above and below and its row
numbers either side, so a zoomed part of the map names its squares as the whole map does."""

from __future__ import annotations

from PIL import ImageDraw

from engine.core.grid import column_name
from render.core.fonts import font
from render.core.text import draw_text
from render.core.theme import INK
from render.siege.mapview import Window


def draw_window_labels(
    draw: ImageDraw.ImageDraw, window: Window, xy: tuple[int, int], cell: int, margin: int, px: int
) -> None:
    """Labels of ``window`` drawn at ``cell`` px a square from its top-left corner ``xy``, in
    the ``margin`` band round it, in bold ``px`` px."""
    fnt = font("bold", px)
    x, y = xy
    half = margin / 2
    w, h = window.cols * cell, window.rows * cell
    for i in range(window.cols):
        cx = x + (i + 0.5) * cell
        label = column_name(window.col0 + i)
        draw_text(draw, (cx, y - half), label, fnt, INK, anchor="mm")
        draw_text(draw, (cx, y + h + half), label, fnt, INK, anchor="mm")
    for j in range(window.rows):
        cy = y + (j + 0.5) * cell
        label = str(window.row0 + j + 1)
        draw_text(draw, (x - half, cy), label, fnt, INK, anchor="mm")
        draw_text(draw, (x + w + half, cy), label, fnt, INK, anchor="mm")
