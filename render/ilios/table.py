"""The public ILIOS table, drawn for Discord's preview (a picture shown 550 px wide): a banner
with whose turn it is, the board across the whole width, and under it a card per player and a
strip with the last move and the bag (or the winner).

Draws only from the public view (docs/dev/ilios-view.md); nothing here can see a hand.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.core.grid import grid as square_grid
from engine.ilios.view_types import PublicView, public_of
from render.core.banner import CAPTION, draw_title_banner
from render.core.cache import draw_cached
from render.core.canvas import parchment, stone_panel
from render.core.grid import Grid
from render.core.language import ENGLISH_WORDS, Words
from render.core.png import encode
from render.core.sprites import draw_highlight, draw_marker
from render.core.text import draw_text
from render.core.theme import HIGHLIGHT, INK, STONE, STONE_DARK, mix, player_style
from render.ilios.players import (
    STRIP_H,
    card_boxes,
    cards_height,
    draw_card,
    draw_strip,
    players,
)
from render.ilios.tiles import paste_open, paste_plundered, paste_tile
from render.ilios.words import is_over, turn_lines

WIDTH = 700  # the picture's width, for every board size and seat count
PAD = 12
GAP = 8  # between the board, the cards and the strip
BANNER_H = 52
TITLE_SIZE = 28
TURN_SIZE, TURN_MIN = 22, 18  # the banner's sentence: one line, else two at TURN_MIN
PANEL_FILL = (246, 238, 218)


def cell_size(size: int) -> int:
    """The largest cells for which a ``size``×``size`` board and its coordinates fill the
    picture's width."""
    cell = (WIDTH - 2 * PAD) // size
    while size * cell + 2 * board_margin(cell) > WIDTH - 2 * PAD:
        cell -= 1
    return cell


def board_margin(cell: int) -> int:
    """Width of the coordinate band round a board of ``cell`` px squares."""
    return max(22, min(30, cell // 3))


def _frame(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], size: int, cell: int
) -> None:
    """The stone frame, the dark bed under the squares and the coordinates of a board whose
    outer box is ``box``: the same for every board of one size."""
    grid = board_grid(size, cell, int(box[0]), int(box[1]))
    stone_panel(draw, grid.outer, STONE, STONE_DARK, radius=14, width=3)
    draw.rectangle(
        (grid.x - 3, grid.y - 3, grid.x + grid.width + 2, grid.y + grid.height + 2),
        fill=mix(STONE_DARK, INK, 0.3),
    )
    grid.draw_labels(draw, fill=INK, size=coordinate_size(grid.margin))


def coordinate_size(margin: int) -> int:
    """Font size of the letters and numbers round a board with a ``margin`` px band."""
    return max(18, margin * 3 // 5)


def tile_inset(cell: int) -> int:
    """Pixels between a cell's edge and the tile drawn in it, so the dark bed shows between."""
    return max(2, cell // 28)


def board_grid(size: int, cell: int, x: int, y: int) -> Grid:
    """Where a ``size``×``size`` board of ``cell`` px squares lies when its frame's top-left
    corner is at (``x``, ``y``)."""
    margin = board_margin(cell)
    return Grid(x + margin, y + margin, size, size, cell, margin)


def draw_board(img: Image.Image, view: PublicView, grid: Grid, said: Words) -> None:
    """The framed board with coordinates, every square, and the last move's frames; below
    70 px cells (mini-boards) tiles drop their words and keep arrows, disks and values."""
    draw = ImageDraw.Draw(img)
    size, cell = grid.cols, grid.cell
    draw_cached(img, grid.outer, ("ilios-board", size, cell), lambda d, b: _frame(d, b, size, cell))
    squares = square_grid(size)
    catalogue = view["catalogue"]
    inset = tile_inset(cell)
    for row, cells in enumerate(view["board"]):
        for col, c in enumerate(cells):
            box = grid.box(col, row, inset)
            if c is None:
                paste_open(img, box, squares.name((col, row)))
            elif c["tile"] is None:
                paste_plundered(img, box, c["disk"], said, words=cell >= 70)
            else:
                paste_tile(
                    img,
                    box,
                    c["tile"],
                    catalogue,
                    arrows=c["arrows"],
                    jumps=c["jumps"],
                    value=c["value"],
                    disk=c["disk"],
                    detail=cell >= 70,
                    said=said,
                )
    moved = view["last"]
    last = moved["square"] if moved else None
    for name in view["highlight"]:
        pos = squares.parse(name)
        if pos is None:
            continue
        w = max(5, cell // 18) + (2 if name == last else 0)
        draw_highlight(draw, grid.box(pos[0], pos[1], 1), HIGHLIGHT, w)


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of a table picture go: the tests probe squares through ``board``."""

    width: int
    height: int
    board: Grid
    cards: tuple[tuple[int, int, int, int], ...]  # one per seat, in seat order
    strip: tuple[int, int, int, int]  # the last move and the bag, or the winner

    @property
    def panel(self) -> tuple[int, int, int, int]:
        """Everything under the board: the players' cards and the strip."""
        return (0, self.board.outer[3], self.width, self.height)


def table_layout(
    view: PublicView, names: Sequence[str], said: Words = ENGLISH_WORDS
) -> TableLayout:
    """The picture's size and the place of the board, the cards and the strip for this view."""
    size = view["size"]
    cell = cell_size(size)
    board_px = size * cell + 2 * board_margin(cell)
    board = board_grid(size, cell, (WIDTH - board_px) // 2, BANNER_H + PAD)
    seats = len(players(view, names, said))
    top = board.outer[3] + GAP
    cards = card_boxes(seats, PAD, top, WIDTH - PAD)
    strip_top = top + cards_height(seats) + GAP
    strip = (PAD, strip_top, WIDTH - PAD, strip_top + STRIP_H)
    return TableLayout(WIDTH, strip[3] + PAD, board, tuple(cards), strip)


def draw_banner(img: Image.Image, view: PublicView, names: Sequence[str], said: Words) -> None:
    """The title, the marker of the seat to act, and whose turn it is to do what (or who won)."""
    draw = ImageDraw.Draw(img)
    x = draw_title_banner(draw, WIDTH, BANNER_H, "ILIOS", TITLE_SIZE, PAD + 2, 16)
    acting = [] if is_over(view) else list(view["to_act"])
    if len(acting) == 1:
        draw_marker(draw, (x + 12, BANNER_H / 2), 12, player_style(acting[0]), outline=CAPTION)
        x += 32
    lines, fnt = turn_lines(view, names, TURN_SIZE, TURN_MIN, int(WIDTH - PAD - x), said)
    step = fnt.size + 3
    y = BANNER_H / 2 - 1 - (len(lines) - 1) * step / 2
    for i, line in enumerate(lines):
        draw_text(draw, (x, y + i * step), line, fnt, CAPTION, anchor="lm")


def render_table(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it) for ``given``, a public or seat
    view as the picture registry passes it: read once here as ILIOS's typed public view."""
    view = public_of(given)
    layout = table_layout(view, names, said)
    img = parchment(layout.width, layout.height)
    draw_banner(img, view, names, said)
    draw_board(img, view, layout.board, said)
    catalogue = view["catalogue"]
    for box, player in zip(layout.cards, players(view, names, said), strict=True):
        draw_card(img, box, player, catalogue, said)
    draw_strip(img, view, names, layout.strip, said)
    return img


def draw_table(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the public ILIOS table for ``view`` (a public or seat view; hands are ignored)."""
    return encode(render_table(view, names, said))
