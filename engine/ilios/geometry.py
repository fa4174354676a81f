"""Precomputed square tables for the board: neighbours and the squares each tile raids.

The board is a flat list indexed ``row * size + col``; bots simulate thousands of moves, so these
lookups are computed once per board size and facing instead of on every move.
"""

from __future__ import annotations

from functools import cache

from engine.core.grid import DIRECTIONS, in_bounds, parse_square, rotate, square_name
from engine.ilios.tiles import KINDS


def index_of(col: int, row: int, size: int) -> int:
    return row * size + col


def name_of(index: int, size: int) -> str:
    """``17`` on a 7×7 board -> ``"D3"``."""
    return square_name((index % size, index // size))


def parse_index(text: str, size: int) -> int | None:
    square = parse_square(text, size)
    return None if square is None else index_of(square[0], square[1], size)


@cache
def neighbours(size: int) -> tuple[tuple[int, ...], ...]:
    """For each square, the up to eight squares around it that lie on the board."""
    table = []
    for i in range(size * size):
        col, row = i % size, i // size
        near = []
        for dc, dr in DIRECTIONS.values():
            if in_bounds((col + dc, row + dr), size):
                near.append(index_of(col + dc, row + dr, size))
        table.append(tuple(near))
    return tuple(table)


def absolute_arrows(kind: str, facing: str | None) -> list[str]:
    """The compass directions a tile points to once turned to ``facing``."""
    arrows = KINDS[kind].arrows
    if not arrows or facing is None:
        return list(arrows)
    return [rotate(a, facing) for a in arrows]


@cache
def targets(size: int, kind: str, facing: str) -> tuple[tuple[int, ...], ...]:
    """For each square, the on-board squares a ``kind`` placed there with ``facing`` raids."""
    tile = KINDS[kind]
    if tile.jumps:
        deltas = list(tile.jumps)
    else:
        deltas = [DIRECTIONS[a] for a in absolute_arrows(kind, facing)]
    table = []
    for i in range(size * size):
        col, row = i % size, i // size
        table.append(
            tuple(
                index_of(col + dc, row + dr, size)
                for dc, dr in deltas
                if in_bounds((col + dc, row + dr), size)
            )
        )
    return tuple(table)


def centre(size: int) -> int:
    return index_of(size // 2, size // 2, size)
