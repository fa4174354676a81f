"""Square grids: squares named A1 (top left) to G7, compass directions and neighbours.

Coordinates are ``(col, row)`` from the top left, both starting at 0; ``A1`` is ``(0, 0)`` and
``B3`` is ``(1, 2)``. North is up (row - 1).
"""

from __future__ import annotations

from collections.abc import Iterator

Square = tuple[int, int]

DIRECTIONS: dict[str, tuple[int, int]] = {
    "N": (0, -1),
    "NE": (1, -1),
    "E": (1, 0),
    "SE": (1, 1),
    "S": (0, 1),
    "SW": (-1, 1),
    "W": (-1, 0),
    "NW": (-1, -1),
}
COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
FACINGS = ("N", "E", "S", "W")
FACING_NAMES = {"N": "north", "E": "east", "S": "south", "W": "west"}


def rotate(direction: str, facing: str) -> str:
    """The compass direction of an arrow printed as ``direction`` on a tile turned to ``facing``."""
    steps = FACINGS.index(facing) * 2
    return COMPASS[(COMPASS.index(direction) + steps) % 8]


def column_letter(col: int) -> str:
    return chr(ord("A") + col)


def square_name(square: Square) -> str:
    col, row = square
    return f"{column_letter(col)}{row + 1}"


def parse_square(text: str, size: int) -> Square | None:
    """``"c4"`` -> ``(2, 3)``; None when the text names no square of a ``size`` × ``size`` grid."""
    text = text.strip().upper()
    if len(text) < 2 or not text[0].isalpha() or not text[1:].isdigit():
        return None
    col, row = ord(text[0]) - ord("A"), int(text[1:]) - 1
    return (col, row) if in_bounds((col, row), size) else None


def in_bounds(square: Square, size: int) -> bool:
    col, row = square
    return 0 <= col < size and 0 <= row < size


def offset(square: Square, delta: tuple[int, int]) -> Square:
    return (square[0] + delta[0], square[1] + delta[1])


def neighbours(square: Square, size: int) -> Iterator[Square]:
    """The up to eight squares around ``square`` that lie on the grid."""
    for delta in DIRECTIONS.values():
        other = offset(square, delta)
        if in_bounds(other, size):
            yield other


def all_squares(size: int) -> Iterator[Square]:
    """Every square, row by row from A1."""
    for row in range(size):
        for col in range(size):
            yield (col, row)
