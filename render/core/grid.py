"""Square-grid layout: where each cell sits, and coordinate labels on all four sides.

Squares are named like the engine names them: letters for columns from the left, numbers for rows
from the top (``A1`` top left). Used by any board game in the kit (5×5, 7×7, 24×16 …).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from engine.core.grid import column_name
from engine.core.grid import square_name as core_square_name
from render.core.fonts import font
from render.core.text import draw_text
from render.core.theme import INK, RGB

Box = tuple[int, int, int, int]


def square_name(col: int, row: int) -> str:
    """``(2, 3)`` -> ``"C4"``, named by the engine's one naming function."""
    return core_square_name((col, row))


@dataclass(frozen=True)
class Grid:
    """A grid of ``cols`` × ``rows`` square cells of ``cell`` px whose top-left cell starts at
    (``x``, ``y``); ``margin`` is the band kept around it for the coordinate labels."""

    x: int
    y: int
    cols: int
    rows: int
    cell: int
    margin: int = 0

    @property
    def width(self) -> int:
        return self.cols * self.cell

    @property
    def height(self) -> int:
        return self.rows * self.cell

    @property
    def outer(self) -> Box:
        """The grid plus its label margin."""
        m = self.margin
        return (self.x - m, self.y - m, self.x + self.width + m, self.y + self.height + m)

    def box(self, col: int, row: int, inset: int = 0) -> Box:
        """Pixel box of a cell, shrunk by ``inset`` on every side."""
        left = self.x + col * self.cell
        top = self.y + row * self.cell
        return (left + inset, top + inset, left + self.cell - inset, top + self.cell - inset)

    def center(self, col: int, row: int) -> tuple[float, float]:
        left, top, right, bottom = self.box(col, row)
        return ((left + right) / 2, (top + bottom) / 2)

    def draw_labels(
        self,
        draw: ImageDraw.ImageDraw,
        fill: RGB = INK,
        size: int | None = None,
        style: str = "bold",
    ) -> None:
        """Letters above and below every column, numbers left and right of every row."""
        size = size or max(10, min(self.margin * 3 // 5, self.cell * 2 // 5))
        fnt = font(style, size)
        half = self.margin / 2
        for col in range(self.cols):
            cx = self.x + (col + 0.5) * self.cell
            label = column_name(col)
            draw_text(draw, (cx, self.y - half), label, fnt, fill, anchor="mm")
            draw_text(draw, (cx, self.y + self.height + half), label, fnt, fill, anchor="mm")
        for row in range(self.rows):
            cy = self.y + (row + 0.5) * self.cell
            label = str(row + 1)
            draw_text(draw, (self.x - half, cy), label, fnt, fill, anchor="mm")
            draw_text(draw, (self.x + self.width + half, cy), label, fnt, fill, anchor="mm")
