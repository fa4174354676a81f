"""The public Siege table, drawn to be read on a phone (Discord shows it about 360 px wide there,
550 on a desktop): the hour, whose turn it is and what to do, both sides, and a close-up of the
part of the map where the decision is (``render.siege.closeup.decision``: the side's plans so far,
where the last dice fell, its front line), with this move's plans drawn, a small map showing where
that part lies, and a key to the marks. Every word, value and coordinate is at least ``LEGIBLE``
px tall at ``PHONE`` px wide; the whole map is one button away (``render.siege.whole``) and the
calendar, the losses and the last dice in words go in the caption beside the picture
(``render.siege.caption``).

Draws only from the public view (docs/dev/siege-view.md) and the engine's map; the game hides
nothing but the seed, so a seat view draws the same picture.
"""

from __future__ import annotations

import math
import threading
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from engine.siege.board import BOARD
from engine.siege.view_types import PublicView, public_of
from render.core import cache
from render.core.bounded import MB, memo
from render.core.canvas import parchment
from render.core.grid import Grid
from render.core.language import ENGLISH_WORDS, Words, words
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import INK, RGB, WHITE
from render.siege import style
from render.siege.closeup import COLS, ROWS, Focus, decision
from render.siege.counters import counter_image, shown_name_px, value_px
from render.siege.edges import draw_window_labels
from render.siege.header import draw_sides, draw_top, draw_turn
from render.siege.key import KEY, draw_key
from render.siege.mapview import Window, counter_inset, render_map
from render.siege.model import Piece, ground, read_calendar, read_pieces
from render.siege.terrain import terrain_image, terrain_part
from render.siege.whole import clear_background, paint_frame

PHONE = 360  # px: how wide Discord shows a picture on a phone
LEGIBLE = 9  # px: the smallest letters a player reads at that width
PAD = 8
CELL = 100
MARGIN = 30
BANNER_H = 56
TURN_H = 66  # two lines of the turn
SIDE_H = 38  # each side's row
HEAD_H = 40  # the close-up's heading
KEY_H = 34  # each of the key's two rows
MINI = 4  # px a square on the small map showing where the close-up lies
WIDTH = 2 * PAD + 2 * MARGIN + COLS * CELL
MIN_PX = math.ceil(LEGIBLE * WIDTH / PHONE)  # 22: what every word keeps at 360 px wide
TEXT_PX = MIN_PX + 2
LABEL_PX = MIN_PX
KEY_ROWS = (KEY[:4], KEY[4:])
_lock = threading.Lock()
Box = tuple[int, int, int, int]


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of the table picture go; the tests probe squares through ``close``."""

    width: int
    height: int
    turn: Box
    sides: Box
    mini: Box
    heading: Box
    close: Grid
    keys: tuple[Box, Box]


@dataclass
class Drawn:
    """The sizes of the letters a picture drew, by what they say (for the tests that check
    them against a phone's width)."""

    sizes: dict[str, float] = field(default_factory=dict)

    def note(self, what: str, px: float) -> None:
        self.sizes[what] = min(px, self.sizes.get(what, px))


def table_layout() -> TableLayout:
    """The bands (title, turn, sides beside the small map), the close-up's heading, the
    close-up and the key's two rows, all the same width."""
    turn = (PAD, BANNER_H + 4, WIDTH - PAD, BANNER_H + 4 + TURN_H)
    g = ground()
    mini_w, mini_h = g.cols * MINI, g.rows * MINI
    sides_bottom = turn[3] + 2 * SIDE_H
    mini = (WIDTH - PAD - mini_w, sides_bottom - mini_h - 4, WIDTH - PAD, sides_bottom - 4)
    sides = (PAD, turn[3], mini[0] - 12, sides_bottom)
    heading = (PAD, sides[3] + 4, WIDTH - PAD, sides[3] + 4 + HEAD_H)
    close = Grid(PAD + MARGIN, heading[3] + MARGIN, COLS, ROWS, CELL, MARGIN)
    outer = close.outer
    key1 = (outer[0] + 8, outer[3] + 4, outer[2] - 8, outer[3] + 4 + KEY_H)
    key2 = (key1[0], key1[3], key1[2], key1[3] + KEY_H)
    return TableLayout(WIDTH, key2[3] + PAD, turn, sides, mini, heading, close, (key1, key2))


@memo("siege table backgrounds", entries=8, max_bytes=16 * MB)
def _background(language: str) -> Image.Image:
    """What never changes in a language: parchment, the close-up's frame and the key. Cached
    by language; each picture starts from a copy."""
    layout = table_layout()
    img = parchment(layout.width, layout.height)
    paint_frame(ImageDraw.Draw(img), layout.close)
    for box, entries in zip(layout.keys, KEY_ROWS, strict=True):
        draw_key(img, box, MIN_PX, MIN_PX, words(language), entries)
    return img


MINI_COLOURS: dict[str, RGB] = {
    "sea": style.SEA,
    "shore": style.SHORE_SAND,
    "ship": style.HULL,
    "scamander": style.RIVER,
    "simoeis": style.RIVER,
    "hill": style.HILL,
    "wall": style.WALL,
    "gate": style.CAMP,
    "camp": style.CAMP,
    "citadel": style.CITADEL_EDGE,
}


@memo("siege small maps", entries=4)
def _mini_ground(day: int) -> Image.Image:
    """The whole map's ground at ``MINI`` px a square, one colour per kind of ground."""
    g = ground()
    img = Image.new("RGB", (g.cols * MINI, g.rows * MINI), style.PLAIN)
    draw = ImageDraw.Draw(img)
    for sq in range(g.cols * g.rows):
        colour = MINI_COLOURS.get(str(BOARD.terrain_on(sq, day)))
        if colour is not None:
            col, row = BOARD.col_row(sq)
            draw.rectangle(
                (col * MINI, row * MINI, col * MINI + MINI - 1, row * MINI + MINI - 1), colour
            )
    return img


def draw_mini(
    img: Image.Image, box: Box, day: int, pieces: Sequence[Piece], window: Window
) -> None:
    """The small whole map: every piece a dot of its side's colour, and a frame round the part
    the close-up shows (no words: it only says where that part lies)."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    draw.rectangle((left - 2, top - 2, right + 1, bottom + 1), outline=INK, width=2)
    img.paste(_mini_ground(min(day, 2)), (left, top))
    for p in pieces:
        if p.on_map and p.square is not None:
            x, y = left + p.square[0] * MINI, top + p.square[1] * MINI
            draw.rectangle((x, y, x + MINI - 1, y + MINI - 1), style.side(p.side).colour)
    x0, y0 = left + window.col0 * MINI, top + window.row0 * MINI
    x1, y1 = x0 + window.cols * MINI, y0 + window.rows * MINI
    draw.rectangle((x0 - 2, y0 - 2, x1 + 1, y1 + 1), outline=WHITE, width=1)
    draw.rectangle((x0 - 1, y0 - 1, x1, y1), outline=style.ATTACK, width=2)


def clear_caches() -> None:
    """Forget every cached piece of the Siege pictures (ground, background, counters, sprites):
    the next picture is drawn cold, as the first one after a start."""
    _background.cache_clear()
    _mini_ground.cache_clear()
    clear_background()
    terrain_image.cache_clear()
    terrain_part.cache_clear()
    counter_image.cache_clear()
    cache.clear()


def draw_closeup(
    img: Image.Image,
    view: PublicView,
    layout: TableLayout,
    seen: Focus,
    drawn: Drawn,
    said: Words,
) -> None:
    """The close-up's heading and its window of the map at ``CELL`` px a square."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.heading
    room = right - left
    fnt = fit_font(seen.title, "bold", TEXT_PX, room, min_size=MIN_PX)
    draw_text(draw, (left, (top + bottom) / 2), ellipsize(seen.title, fnt, room), fnt, INK, "lm")
    drawn.note("heading", fnt.size)
    grid = layout.close
    img.paste(render_map(view, seen.window, grid.cell, said.language), (grid.x, grid.y))
    draw_window_labels(draw, seen.window, (grid.x, grid.y), grid.cell, grid.margin, LABEL_PX)
    drawn.note("coordinates", LABEL_PX)


def note_counters(pieces: Sequence[Piece], window: Window, drawn: Drawn) -> None:
    """The sizes of the values and names of the counters the close-up shows."""
    size = CELL - 2 * counter_inset(CELL)
    for p in pieces:
        if p.on_map and p.square is not None and window.contains(p.square):
            drawn.note("counter values", value_px(size, p.label))
            drawn.note("counter names", shown_name_px(p.short, size))


def render_table_drawn(
    view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS
) -> tuple[Image.Image, Drawn]:
    """The table as a Pillow image, with the sizes of the letters it drew."""
    pieces = read_pieces(view)
    seen = decision(view, pieces, said=said)
    layout = table_layout()
    drawn = Drawn()
    with _lock:
        img = _background(said.language).copy()
    draw = ImageDraw.Draw(img)
    drawn.note("hour", draw_top(draw, layout.width, BANNER_H, view, TEXT_PX, PAD, said))
    drawn.note("turn", draw_turn(draw, layout.turn, view, names, TEXT_PX, MIN_PX, said, 2))
    drawn.note("sides", draw_sides(draw, layout.sides, view, names, TEXT_PX, MIN_PX, said))
    drawn.note("key", MIN_PX)
    draw_mini(img, layout.mini, read_calendar(view).day, pieces, seen.window)
    draw_closeup(img, view, layout, seen, drawn, said)
    note_counters(pieces, seen.window, drawn)
    return img, drawn


def render_table(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    return render_table_drawn(public_of(given), names, said)[0]


def draw_table(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the public Siege table for ``given`` (a public or seat view)."""
    return encode(render_table_drawn(public_of(given), names, said)[0])
