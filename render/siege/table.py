"""The public Siege table, drawn for Discord's preview (about 550 px wide): the turn and both
sides in large letters, the whole plain of Troy with coordinates on every edge and a large value
on every counter, a key to the marks, and under it a close-up of where the last fight happened,
at twice the scale so the counters' names read too. The calendar, the losses and the last dice
in words go in the caption beside the picture (``render.siege.caption``).

Draws only from the public view (docs/dev/siege-view.md) and the engine's map; the game hides
nothing but the seed, so a seat view draws the same picture.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core import cache
from render.core.bounded import MB, memo
from render.core.canvas import parchment, stone_panel
from render.core.grid import Grid
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import INK, STONE, STONE_DARK, mix
from render.siege.closeup import COLS as CLOSE_COLS
from render.siege.closeup import ROWS as CLOSE_ROWS
from render.siege.closeup import Focus, focus
from render.siege.counters import counter_image
from render.siege.edges import draw_window_labels
from render.siege.header import draw_sides, draw_top, draw_turn
from render.siege.key import draw_key
from render.siege.mapview import Frame, draw_map, render_map, whole_map
from render.siege.model import ground, read_calendar, read_pieces
from render.siege.terrain import terrain_image, terrain_part

PREVIEW = 550  # px: how wide Discord shows a plain attachment
LEGIBLE = 10  # px: the smallest letters a player reads at that width
PAD = 12
CELL = 44
MARGIN = 30
CLOSE_CELL = 96
BANNER_H = 52
ROW_H = 40  # the turn band
SIDE_H = 36  # each side's row under it
KEY_H = 34
HEAD_H = 36  # the close-up's heading
TEXT_PX = 22  # the turn, the names, the losses, the close-up's heading
WIDTH = 2 * PAD + 2 * MARGIN + ground().cols * CELL
MIN_PX = math.ceil(LEGIBLE * WIDTH / PREVIEW)  # 21: what every word keeps at 550 px wide
LABEL_PX = MIN_PX  # the coordinates on the map's edges
_lock = threading.Lock()
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of the table picture go; the tests probe squares through ``board``
    and the close-up through ``close``."""

    width: int
    height: int
    turn: Box
    sides: Box
    board: Grid
    key: Box
    heading: Box | None
    close: Grid | None


def table_layout(with_closeup: bool = True) -> TableLayout:
    """The bands, then the map, its key and (when there was or is a fight) the close-up, all
    the same width."""
    g = ground()
    turn = (PAD, BANNER_H + 4, WIDTH - PAD, BANNER_H + 4 + ROW_H)
    sides = (PAD, turn[3], WIDTH - PAD, turn[3] + 2 * SIDE_H)
    board = Grid(PAD + MARGIN, sides[3] + 6 + MARGIN, g.cols, g.rows, CELL, MARGIN)
    outer = board.outer
    key = (outer[0] + 8, outer[3] + 2, outer[2] - 8, outer[3] + 2 + KEY_H)
    if not with_closeup:
        return TableLayout(WIDTH, key[3] + PAD, turn, sides, board, key, None, None)
    heading = (PAD, key[3] + 4, WIDTH - PAD, key[3] + 4 + HEAD_H)
    close_w = CLOSE_COLS * CLOSE_CELL
    x = (WIDTH - close_w) // 2
    close = Grid(x, heading[3] + MARGIN, CLOSE_COLS, CLOSE_ROWS, CLOSE_CELL, MARGIN)
    height = close.outer[3] + PAD
    return TableLayout(WIDTH, height, turn, sides, board, key, heading, close)


def paint_frame(draw: ImageDraw.ImageDraw, grid: Grid) -> None:
    """The stone frame round a grid and the dark line round its squares."""
    stone_panel(draw, grid.outer, STONE, STONE_DARK, radius=10, width=2)
    draw.rectangle(
        (grid.x - 2, grid.y - 2, grid.x + grid.width + 2, grid.y + grid.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )


@memo("siege backgrounds", entries=4, max_bytes=12 * MB)
def _background(wall: bool, with_closeup: bool) -> Image.Image:
    """Everything that never changes within a day: parchment, the framed map with its ground
    and coordinates, the key and the close-up's frame. Cached; each picture starts from a copy."""
    layout = table_layout(with_closeup)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    grid = layout.board
    paint_frame(draw, grid)
    grid.draw_labels(draw, fill=INK, size=LABEL_PX)
    img.paste(terrain_image(ground(), grid.cell, wall), (grid.x, grid.y))
    draw_key(img, layout.key, MIN_PX, MIN_PX)
    if layout.close is not None:
        paint_frame(draw, layout.close)
    return img


def clear_caches() -> None:
    """Forget every cached piece of the Siege pictures (ground, background, counters, sprites):
    the next picture is drawn cold, as the first one after a start."""
    _background.cache_clear()
    terrain_image.cache_clear()
    terrain_part.cache_clear()
    counter_image.cache_clear()
    cache.clear()


def draw_closeup(img: Image.Image, view: dict[str, Any], layout: TableLayout, seen: Focus) -> None:
    """The close-up's heading and its window of the map at ``CLOSE_CELL`` px a square."""
    assert layout.close is not None and layout.heading is not None
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.heading
    room = right - left
    fnt = fit_font(seen.title, "bold", TEXT_PX, room, min_size=MIN_PX)
    draw_text(draw, (left, (top + bottom) / 2), ellipsize(seen.title, fnt, room), fnt, INK, "lm")
    grid = layout.close
    img.paste(render_map(view, seen.window, grid.cell), (grid.x, grid.y))
    draw_window_labels(draw, seen.window, (grid.x, grid.y), grid.cell, grid.margin, LABEL_PX)


def render_table(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    pieces = read_pieces(view)
    seen = focus(view, pieces)
    layout = table_layout(seen is not None)
    grid = layout.board
    with _lock:
        img = _background(read_calendar(view).wall, seen is not None).copy()
    draw = ImageDraw.Draw(img)
    draw_top(draw, layout.width, BANNER_H, view, TEXT_PX, PAD)
    draw_turn(draw, layout.turn, view, names, TEXT_PX, MIN_PX)
    draw_sides(draw, layout.sides, view, names, TEXT_PX, MIN_PX)
    draw_map(img, view, Frame(whole_map(), grid.cell, grid.x, grid.y), pieces)
    if seen is not None:
        draw_closeup(img, view, layout, seen)
    return img


def draw_table(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the public Siege table for ``view`` (a public or seat view)."""
    return encode(render_table(view, names))
