"""The whole plain of Troy in one picture, for zooming in (the "Whole map" button under the Siege
table answers with it privately): the turn and both sides, every square with its coordinates on
every edge and a large value on every counter, this move's plans, and a key to the marks.

The table posted in the channel shows only the part of the map where the decision is, large
enough for a phone (``render.siege.table``); this picture is meant to be opened and zoomed, so
its words are sized for a desktop's preview (about 550 px wide).

Draws only from the public view (docs/dev/siege-view.md) and the engine's map.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.siege.view_types import PublicView, public_of
from render.core.bounded import MB, memo
from render.core.canvas import parchment, stone_panel
from render.core.grid import Grid
from render.core.language import ENGLISH_WORDS, Words, words
from render.core.png import encode
from render.core.theme import INK, STONE, STONE_DARK, mix
from render.siege.header import draw_sides, draw_top, draw_turn
from render.siege.key import draw_key
from render.siege.mapview import Frame, draw_map, whole_map
from render.siege.model import ground, read_calendar, read_pieces
from render.siege.terrain import terrain_image

PREVIEW = 550  # px: how wide Discord shows a plain attachment on a desktop
LEGIBLE = 10  # px: the smallest letters a player reads at that width
PAD = 12
CELL = 44
MARGIN = 30
BANNER_H = 52
ROW_H = 40  # the turn band
SIDE_H = 36  # each side's row under it
KEY_H = 34
TEXT_PX = 22  # the turn, the names, the losses
WIDTH = 2 * PAD + 2 * MARGIN + ground().cols * CELL
MIN_PX = math.ceil(LEGIBLE * WIDTH / PREVIEW)  # 21: what every word keeps at 550 px wide
LABEL_PX = MIN_PX  # the coordinates on the map's edges
_lock = threading.Lock()
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class WholeLayout:
    """Where the parts of the whole-map picture go; the tests probe squares through ``board``."""

    width: int
    height: int
    turn: Box
    sides: Box
    board: Grid
    key: Box


def whole_layout() -> WholeLayout:
    """The bands, then the map and its key, all the same width."""
    g = ground()
    turn = (PAD, BANNER_H + 4, WIDTH - PAD, BANNER_H + 4 + ROW_H)
    sides = (PAD, turn[3], WIDTH - PAD, turn[3] + 2 * SIDE_H)
    board = Grid(PAD + MARGIN, sides[3] + 6 + MARGIN, g.cols, g.rows, CELL, MARGIN)
    outer = board.outer
    key = (outer[0] + 8, outer[3] + 2, outer[2] - 8, outer[3] + 2 + KEY_H)
    return WholeLayout(WIDTH, key[3] + PAD, turn, sides, board, key)


def paint_frame(draw: ImageDraw.ImageDraw, grid: Grid) -> None:
    """The stone frame round a grid and the dark line round its squares."""
    stone_panel(draw, grid.outer, STONE, STONE_DARK, radius=10, width=2)
    draw.rectangle(
        (grid.x - 2, grid.y - 2, grid.x + grid.width + 2, grid.y + grid.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )


@memo("siege whole-map backgrounds", entries=8, max_bytes=32 * MB)
def _background(wall: bool, language: str) -> Image.Image:
    """Everything that never changes within a day: parchment, the framed map with its ground
    and coordinates, and the key in ``language``. Cached; each picture starts from a copy."""
    layout = whole_layout()
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    grid = layout.board
    paint_frame(draw, grid)
    grid.draw_labels(draw, fill=INK, size=LABEL_PX)
    img.paste(terrain_image(ground(), grid.cell, wall, language), (grid.x, grid.y))
    draw_key(img, layout.key, MIN_PX, MIN_PX, words(language))
    return img


def clear_background() -> None:
    _background.cache_clear()


def render_whole(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The whole map as a Pillow image (``draw_whole`` encodes it)."""
    return _render_whole(public_of(given), names, said)


def _render_whole(view: PublicView, names: Sequence[str], said: Words) -> Image.Image:
    pieces = read_pieces(view)
    layout = whole_layout()
    grid = layout.board
    with _lock:
        img = _background(read_calendar(view).wall, said.language).copy()
    draw = ImageDraw.Draw(img)
    draw_top(draw, layout.width, BANNER_H, view, TEXT_PX, PAD, said)
    draw_turn(draw, layout.turn, view, names, TEXT_PX, MIN_PX, said)
    draw_sides(draw, layout.sides, view, names, TEXT_PX, MIN_PX, said)
    draw_map(img, view, Frame(whole_map(), grid.cell, grid.x, grid.y), pieces)
    return img


def draw_whole(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the whole Siege map for ``given`` (a public or seat view)."""
    return encode(_render_whole(public_of(given), names, said))
