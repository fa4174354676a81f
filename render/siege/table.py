"""The public Siege table: the whole plain of Troy with coordinates on every edge, every piece as a
counter, this move's plans drawn on it, and a side panel with the calendar, the losses and the
last dice.

Draws only from the public view (docs/dev/siege-view.md) and the engine's map; the game hides
nothing but the seed, so a seat view draws the same picture.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.cache import draw_cached
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.grid import Grid
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import BANNER, GOLD, GOLD_LIGHT, INK, STONE, STONE_DARK, mix
from render.siege.mapview import Window, render_map, whole_map
from render.siege.model import ground
from render.siege.panel import draw_panel
from render.siege.words import turn_line

PAD = 16
BANNER_H = 54
CELL = 46
MARGIN = 24
PANEL_W = 330
TITLE = "SIEGE OF TROY"


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of the table picture go; the tests probe squares through ``board``."""

    width: int
    height: int
    board: Grid
    panel: tuple[int, int, int, int]


def table_layout() -> TableLayout:
    """The same size all game long: the map sets the height, the panel sits beside it."""
    g = ground()
    board = Grid(PAD + MARGIN, BANNER_H + PAD + MARGIN, g.cols, g.rows, CELL, MARGIN)
    outer = board.outer
    panel = (outer[2] + PAD, outer[1], outer[2] + PAD + PANEL_W, outer[3])
    return TableLayout(panel[2] + PAD, outer[3] + PAD, board, panel)


def paint_frame(
    draw: ImageDraw.ImageDraw, grid: Grid, box: tuple[float, float, float, float]
) -> None:
    """The stone frame with the column letters above and below and row numbers either side.
    ``box`` is ``grid.outer`` moved to wherever the frame is painted."""
    moved = Grid(
        int(box[0]) + grid.margin,
        int(box[1]) + grid.margin,
        grid.cols,
        grid.rows,
        grid.cell,
        grid.margin,
    )
    stone_panel(draw, moved.outer, STONE, STONE_DARK, radius=10, width=2)
    draw.rectangle(
        (moved.x - 2, moved.y - 2, moved.x + moved.width + 2, moved.y + moved.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )
    moved.draw_labels(draw, fill=INK, size=max(12, min(16, grid.margin * 3 // 5)))


def draw_map_frame(img: Image.Image, grid: Grid, key: str) -> None:
    """The frame, cached: it never changes for one size."""
    draw_cached(
        img,
        grid.outer,
        (key, grid.cols, grid.rows, grid.cell),
        lambda d, b: paint_frame(d, grid, b),
    )


def draw_banner(img: Image.Image, width: int, line: str) -> None:
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, width, BANNER_H), fill=BANNER)
    draw.line((0, BANNER_H - 3, width, BANNER_H - 3), fill=GOLD, width=3)
    title_font = font("serif", 28)
    draw_text(draw, (PAD + 4, BANNER_H / 2 - 1), TITLE, title_font, GOLD_LIGHT, anchor="lm")
    tx = PAD + 4 + title_font.getlength(TITLE) + 24
    room = int(width - tx - PAD)
    lf = fit_font(line, "bold", 20, room, min_size=12)
    draw_text(draw, (tx, BANNER_H / 2), ellipsize(line, lf, room), lf, (250, 240, 215), anchor="lm")


def paste_map(img: Image.Image, view: dict[str, Any], grid: Grid, window: Window) -> None:
    """The map of ``window`` into the frame's grid."""
    img.paste(render_map(view, window, grid.cell), (grid.x, grid.y))


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    layout = table_layout()
    img = parchment(layout.width, layout.height)
    draw_banner(img, layout.width, turn_line(view, names))
    draw_map_frame(img, layout.board, "siege-frame")
    paste_map(img, view, layout.board, whole_map())
    draw_panel(img, view, names, layout.panel)
    return img


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public Siege table for ``view`` (a public or seat view)."""
    return encode(render_table(view, names))
