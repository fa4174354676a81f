"""Rectangular square grids of any size (5×5 to the wargame's 24×16) and the one way squares
are named: letters for columns from the left (A…Z, then AA…), numbers for rows from the top, so
``A1`` is the top-left square and ``(col, row) = (1, 2)`` is ``B3``.

Engine, render and cogs all name squares through ``Grid`` (or ``square_name``/``parse_square``),
so a name typed by a player, drawn on a board and written in a log always agree. Facing and
rotation belong to ILIOS, not here.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache

Square = tuple[int, int]

# Exact, ASCII only: "A²" or "C٣" (other Unicode digits) or a thousand digits never parse.
_NAME = re.compile(r"([A-Z]{1,2})([1-9][0-9]{0,2})", re.ASCII)
MAX_SIDE = 26 * 27  # columns up to ZZ; rows up to 999 are far beyond any board

# The eight compass steps as (dcol, drow), north up: shared by rules (ILIOS arrows, the
# wargame's diagonal shots) and pictures.
STEPS: dict[str, Square] = {
    "N": (0, -1),
    "NE": (1, -1),
    "E": (1, 0),
    "SE": (1, 1),
    "S": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (-1, -1),
}
ORTHOGONAL: tuple[Square, ...] = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIAGONAL: tuple[Square, ...] = ((1, -1), (1, 1), (-1, 1), (-1, -1))
ALL_AROUND: tuple[Square, ...] = ORTHOGONAL + DIAGONAL


def column_name(col: int) -> str:
    """``0`` -> ``"A"``, ``25`` -> ``"Z"``, ``26`` -> ``"AA"``."""
    name = ""
    col += 1
    while col:
        col, rest = divmod(col - 1, 26)
        name = chr(ord("A") + rest) + name
    return name


def square_name(square: Square) -> str:
    """``(2, 3)`` -> ``"C4"`` (no bounds check)."""
    return f"{column_name(square[0])}{square[1] + 1}"


def parse_square(text: str) -> Square | None:
    """``" c4 "`` -> ``(2, 3)``; None when the text is not exactly a square name (no bounds
    check: use ``Grid.parse`` for that)."""
    match = _NAME.fullmatch(text.strip().upper())
    if match is None:
        return None
    col = 0
    for ch in match[1]:
        col = col * 26 + (ord(ch) - ord("A") + 1)
    return col - 1, int(match[2]) - 1


@dataclass(frozen=True)
class Grid:
    """A ``cols`` × ``rows`` board. Names and neighbour lists are computed once per size."""

    cols: int
    rows: int
    names: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _indices: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not (0 < self.cols <= MAX_SIDE and 0 < self.rows <= 999):
            raise ValueError(f"a grid of {self.cols} × {self.rows} is not supported")
        names = tuple(square_name((c, r)) for r in range(self.rows) for c in range(self.cols))
        object.__setattr__(self, "names", names)
        object.__setattr__(self, "_indices", {name: i for i, name in enumerate(names)})

    @property
    def size(self) -> int:
        """The number of squares."""
        return self.cols * self.rows

    def index(self, square: Square) -> int:
        """Row-major index of a square: ``row * cols + col``."""
        return square[1] * self.cols + square[0]

    def square(self, index: int) -> Square:
        return index % self.cols, index // self.cols

    def name(self, square: Square) -> str:
        return self.names[self.index(square)]

    def name_at(self, index: int) -> str:
        return self.names[index]

    def parse(self, text: str) -> Square | None:
        """A square of this grid, or None (not a name, or off the board)."""
        square = parse_square(text)
        return square if square is not None and self.contains(square) else None

    def parse_index(self, text: str) -> int | None:
        """The index of a square name; exact names (as the engine writes them) are one lookup,
        anything a player typed goes through ``parse``."""
        index = self._indices.get(text)
        if index is not None:
            return index
        square = self.parse(text)
        return None if square is None else self.index(square)

    def contains(self, square: Square) -> bool:
        return 0 <= square[0] < self.cols and 0 <= square[1] < self.rows

    def squares(self) -> Iterator[Square]:
        """Every square, row by row from A1."""
        for row in range(self.rows):
            for col in range(self.cols):
                yield (col, row)

    def neighbours(self, square: Square, *, diagonal: bool = True) -> Iterator[Square]:
        """The squares around ``square`` that lie on the grid (four, or eight with diagonals)."""
        for dc, dr in ALL_AROUND if diagonal else ORTHOGONAL:
            other = (square[0] + dc, square[1] + dr)
            if self.contains(other):
                yield other


@cache
def grid(cols: int, rows: int | None = None) -> Grid:
    """The shared ``Grid`` of this size (square when ``rows`` is omitted)."""
    return Grid(cols, cols if rows is None else rows)
