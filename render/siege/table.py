"""The public Siege table: the whole plain of Troy with coordinates on every edge, every piece as a
counter, this move's plans drawn on it, and a side panel with the calendar, the losses and the
last dice.

Draws only from the public view (docs/dev/siege-view.md) and the engine's map; the game hides
nothing but the seed, so a seat view draws the same picture.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core import cache
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.bounded import MB, memo
from render.core.canvas import parchment, stone_panel
from render.core.grid import Grid
from render.core.png import encode
from render.core.theme import INK, STONE, STONE_DARK, mix
from render.siege import style
from render.siege.counters import counter_image
from render.siege.mapview import Frame, draw_map, whole_map
from render.siege.model import ground, read_calendar, read_pieces
from render.siege.panel import draw_panel, paint_panel_background
from render.siege.terrain import terrain_image
from render.siege.words import acting_side, turn_line

PAD = 16
BANNER_H = 54
CELL = 46
MARGIN = 24
PANEL_W = 330
TITLE = "SIEGE OF TROY"
_lock = threading.Lock()


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


def paint_frame(draw: ImageDraw.ImageDraw, grid: Grid) -> None:
    """The stone frame with the column letters above and below and row numbers either side."""
    stone_panel(draw, grid.outer, STONE, STONE_DARK, radius=10, width=2)
    draw.rectangle(
        (grid.x - 2, grid.y - 2, grid.x + grid.width + 2, grid.y + grid.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )
    grid.draw_labels(draw, fill=INK, size=max(12, min(16, grid.margin * 3 // 5)))


@memo("siege backgrounds", entries=2, max_bytes=12 * MB)
def _background(wall: bool) -> Image.Image:
    """Everything that never changes within a day: parchment, the framed map's ground and the
    panel's stone. Cached per wall state; each picture starts from a copy."""
    layout = table_layout()
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    paint_frame(draw, layout.board)
    grid = layout.board
    img.paste(terrain_image(ground(), grid.cell, wall), (grid.x, grid.y))
    paint_panel_background(img, layout.panel)
    return img


def clear_caches() -> None:
    """Forget every cached piece of the Siege pictures (ground, background, counters, sprites):
    the next picture is drawn cold, as the first one after a start."""
    _background.cache_clear()
    terrain_image.cache_clear()
    counter_image.cache_clear()
    cache.clear()


def chip_box(tx: float) -> tuple[float, float, float, float]:
    """The acting side's chip in the banner, left of the turn line starting at ``tx``."""
    return (tx, BANNER_H / 2 - 12, tx + 24, BANNER_H / 2 + 12)


def draw_banner(img: Image.Image, width: int, line: str, side_key: str | None = None) -> None:
    """The banner: the title, a chip in the colour of the side to act, and the turn line."""
    draw = ImageDraw.Draw(img)
    tx = draw_title_banner(draw, width, BANNER_H, TITLE, 28, PAD + 4, 24)
    if side_key is not None:
        look = style.side(side_key)
        draw.rounded_rectangle(chip_box(tx), 5, fill=look.colour, outline=(250, 240, 215), width=2)
        tx += 36
    draw_banner_caption(draw, tx, width - PAD, BANNER_H, line, 20, 12)


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    layout = table_layout()
    grid = layout.board
    with _lock:
        img = _background(read_calendar(view).wall).copy()
    draw_banner(img, layout.width, turn_line(view, names), acting_side(view))
    pieces = read_pieces(view)
    draw_map(img, view, Frame(whole_map(), grid.cell, grid.x, grid.y), pieces)
    draw_panel(img, view, names, layout.panel, pieces)
    return img


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public Siege table for ``view`` (a public or seat view)."""
    return encode(render_table(view, names))
