"""A zoomed view of part of the map (``/siege view around:F7``): the squares round one square at
the table's close-up scale, with their real coordinates on every edge, the plans drawn as on
the table, and under the map every piece in sight by its full name.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.grid import square_name
from engine.siege.pieces import Side
from engine.siege.view_types import PublicView, public_of
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.png import encode
from render.core.text import draw_text, ellipsize
from render.core.theme import INK, STONE, STONE_DARK, mix
from render.siege import style
from render.siege.edges import draw_window_labels
from render.siege.mapview import Window, render_map
from render.siege.model import ground, pos, read_calendar, read_pieces
from render.siege.words import hour_line, piece_name

COLS = 8
ROWS = 7
CELL = 100  # the table's close-up scale: the counters' names read on a phone
MARGIN = 30
PAD = 10
BANNER_H = 52
LIST_LINE = 32
LIST_COLUMNS = 2
WIDTH = PAD * 2 + MARGIN * 2 + COLS * CELL
# A piece's state as the roster says it after its name.
STATES = {"wounded": N_("wounded"), "abstaining": N_("abstaining"), "dead": N_("dead")}
TEXT_PX = math.ceil(9 * WIDTH / 360)  # every word: 9 px tall when a phone shows it 360 px wide


def region_window(around: str) -> Window:
    """The ``COLS`` × ``ROWS`` squares centred on ``around`` as near as the map's edges allow;
    ValueError for anything that is not a square of the map."""
    centre = pos(around)
    if centre is None:
        raise ValueError(f"{around!r} is not a square of the map (A1 to X16)")
    g = ground()
    cols, rows = min(COLS, g.cols), min(ROWS, g.rows)
    col0 = min(max(0, centre[0] - cols // 2), g.cols - cols)
    row0 = min(max(0, centre[1] - rows // 2), g.rows - rows)
    return Window(col0, row0, cols, rows)


def _roster(view: PublicView, window: Window, said: Words) -> list[tuple[Side, str]]:
    """(side, words) for every piece in the window, top row first."""
    out = []
    pieces = [p for p in read_pieces(view) if p.on_map and p.square and window.contains(p.square)]
    for p in sorted(pieces, key=lambda p: (p.square[1], p.square[0]) if p.square else (0, 0)):
        assert p.square is not None
        state = (
            ""
            if p.state == "well"
            else f", {said(STATES[p.state]) if p.state in STATES else p.state}"
        )
        name = piece_name(p.name, said)
        out.append((p.side, f"{square_name(p.square)} {name} ({p.label}){state}"))
    return out


def region_size(rows_of_names: int) -> tuple[int, int]:
    width = WIDTH
    height = BANNER_H + PAD + MARGIN * 2 + ROWS * CELL + PAD + rows_of_names * LIST_LINE + PAD
    return width, height


def map_origin() -> tuple[int, int]:
    """Pixel of the window's top-left square corner (for the tests' probes)."""
    return PAD + MARGIN, BANNER_H + PAD + MARGIN


def render_region(
    given: Mapping[str, Any],
    around: str,
    names: Sequence[str] = (),
    *,
    said: Words = ENGLISH_WORDS,
) -> Image.Image:
    """The squares round ``around`` (``draw_region`` encodes it); ValueError off the map."""
    return _render_region(public_of(given), around, names, said)


def _render_region(view: PublicView, around: str, names: Sequence[str], said: Words) -> Image.Image:
    window = region_window(around)
    roster = _roster(view, window, said)
    fnt = font("sans", TEXT_PX)
    col_w = (COLS * CELL + 2 * MARGIN) // LIST_COLUMNS
    per_col = (len(roster) + LIST_COLUMNS - 1) // LIST_COLUMNS
    width, height = region_size(max(1, per_col))
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    cal = read_calendar(view)
    title = said("Around {square}", square=around.strip().upper())
    tx = draw_title_banner(draw, width, BANNER_H, title, TEXT_PX + 4, PAD + 2, 20)
    line = hour_line(cal, said)
    if cal.moving:
        moving = said("Greeks to move") if cal.moving == "greek" else said("Trojans to move")
        line = f"{line} · {moving}"
    draw_banner_caption(draw, tx, width - PAD, BANNER_H, line, TEXT_PX + 2, TEXT_PX)
    x, y = map_origin()
    outer = (x - MARGIN, y - MARGIN, x + COLS * CELL + MARGIN, y + ROWS * CELL + MARGIN)
    stone_panel(draw, outer, STONE, STONE_DARK, radius=10, width=2)
    draw.rectangle(
        (x - 2, y - 2, x + window.cols * CELL + 2, y + window.rows * CELL + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )
    draw_window_labels(draw, window, (x, y), CELL, MARGIN, TEXT_PX)
    img.paste(render_map(view, window, CELL, said.language), (x, y))
    top = outer[3] + PAD
    if not roster:
        draw_text(draw, (PAD, top), said("No piece in sight."), fnt, INK)
    for k, (side_key, text) in enumerate(roster):
        col, row = divmod(k, per_col)
        lx, ly = PAD + col * col_w, top + row * LIST_LINE
        draw.rounded_rectangle(
            (lx, ly + 5, lx + 20, ly + 25), 3, fill=style.side(side_key).colour, outline=INK
        )
        shown = ellipsize(text, fnt, col_w - 36)
        draw_text(draw, (lx + 28, ly), shown, fnt, INK)
    return img


def draw_region(
    given: Mapping[str, Any],
    around: str,
    names: Sequence[str] = (),
    *,
    said: Words = ENGLISH_WORDS,
) -> bytes:
    """PNG of the squares round ``around`` (e.g. ``"F7"``); ValueError off the map."""
    return encode(_render_region(public_of(given), around, names, said))
