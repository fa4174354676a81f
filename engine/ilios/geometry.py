"""Precomputed square tables for the board: neighbours and the squares each tile raids.

The board is a flat list indexed ``row * size + col``; bots simulate thousands of moves, so these
lookups are computed once per board size and facing instead of on every move.
"""

from __future__ import annotations

from functools import cache

from engine.core.grid import STEPS, grid
from engine.core.said import T_
from engine.ilios.tiles import KINDS

# ILIOS's compass: tiles point to these directions and turn by quarters (facing is not a core
# notion; the steps are).
DIRECTIONS = STEPS
COMPASS = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
FACINGS = ("N", "E", "S", "W")
FACING_NAMES = {"N": T_("north"), "E": T_("east"), "S": T_("south"), "W": T_("west")}


def rotate(direction: str, facing: str) -> str:
    """The compass direction of an arrow printed as ``direction`` on a tile turned to ``facing``."""
    steps = FACINGS.index(facing) * 2
    return COMPASS[(COMPASS.index(direction) + steps) % 8]


def index_of(col: int, row: int, size: int) -> int:
    return grid(size).index((col, row))


def name_of(index: int, size: int) -> str:
    """``17`` on a 7×7 board -> ``"D3"``."""
    return grid(size).names[index]


def parse_index(text: str, size: int) -> int | None:
    return grid(size).parse_index(text)


@cache
def neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """For each square, the up to eight squares around it that lie on the board."""
    board = grid(size)
    return tuple(
        tuple(board.index(near) for near in board.neighbours(square)) for square in board.squares()
    )


def absolute_arrows(kind: str, facing: str | None) -> list[str]:
    """The compass directions a tile points to once turned to ``facing``."""
    return list(_turned(kind, facing))


@cache
def _turned(kind: str, facing: str | None) -> tuple[str, ...]:
    """``absolute_arrows``, worked out once: every view shows every tile's arrows."""
    arrows = KINDS[kind].arrows
    if not arrows or facing is None:
        return tuple(arrows)
    return tuple(rotate(a, facing) for a in arrows)


def _offsets(kind: str, facing: str) -> list[tuple[int, int]]:
    tile = KINDS[kind]
    if tile.jumps:
        return list(tile.jumps)
    return [DIRECTIONS[a] for a in absolute_arrows(kind, facing)]


@cache
def targets(size: int, kind: str, facing: str) -> tuple[tuple[int, ...], ...]:
    """For each square, the on-board squares a ``kind`` placed there with ``facing`` raids."""
    board = grid(size)
    deltas = _offsets(kind, facing)
    return tuple(
        tuple(
            board.index((col + dc, row + dr))
            for dc, dr in deltas
            if board.contains((col + dc, row + dr))
        )
        for col, row in board.squares()
    )


@cache
def reaches(size: int, kind: str, facing: str) -> tuple[frozenset[int], ...]:
    """``targets`` backwards: for each square, the squares from which ``kind`` facing
    ``facing`` would raid it."""
    table: list[set[int]] = [set() for _ in range(size * size)]
    for i, raided in enumerate(targets(size, kind, facing)):
        for j in raided:
            table[j].add(i)
    return tuple(frozenset(s) for s in table)


def centre(size: int) -> int:
    return index_of(size // 2, size // 2, size)


@cache
def symmetries(size: int) -> tuple[tuple[int, ...], ...]:
    """The eight quarter turns and mirrors of the square board, each as the square every square
    goes to: on a board they leave unchanged, squares they swap are the same choice."""
    out: list[tuple[int, ...]] = []
    for mirrored in (False, True):
        for turns in range(4):
            moved: list[int] = []
            for index in range(size * size):
                row, col = divmod(index, size)
                for _ in range(turns):
                    row, col = col, size - 1 - row
                if mirrored:
                    col = size - 1 - col
                moved.append(row * size + col)
            out.append(tuple(moved))
    return tuple(out)
