"""Archers' lines: a row, a column or a diagonal, one to three squares away.

An arrow flies over pieces and walls, so nothing on the way matters: only the distance and the
direction do.
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.core.grid import ALL_AROUND

from .board import BOARD, Square
from .pieces import PIECES, Side

MAX_RANGE = 3


def in_line(a: Square, b: Square) -> bool:
    """Can an archer on ``a`` shoot at ``b`` (same row, column or diagonal, 1 to 3 away)?"""
    (ac, ar), (bc, br) = BOARD.col_row(a), BOARD.col_row(b)
    dc, dr = abs(bc - ac), abs(br - ar)
    straight = dc == 0 or dr == 0 or dc == dr
    return straight and 1 <= max(dc, dr) <= MAX_RANGE


def line_squares(origin: Square) -> tuple[Square, ...]:
    """Every square an archer on ``origin`` can reach, nearest first in each direction."""
    return _LINES[origin]


def archer_targets(origin: Square, side: Side, occupied: Mapping[Square, str]) -> dict[Square, str]:
    """Enemy pieces an archer of ``side`` on ``origin`` may shoot: target square -> piece id."""
    return {
        sq: pid
        for sq in _LINES[origin]
        if (pid := occupied.get(sq)) is not None and PIECES[pid].side != side
    }


def _lines_from(origin: Square) -> tuple[Square, ...]:
    col, row = BOARD.col_row(origin)
    out = []
    for dc, dr in ALL_AROUND:
        for step in range(1, MAX_RANGE + 1):
            sq = (col + dc * step, row + dr * step)
            if BOARD.grid.contains(sq):
                out.append(BOARD.grid.index(sq))
    return tuple(out)


_LINES: tuple[tuple[Square, ...], ...] = tuple(_lines_from(sq) for sq in range(BOARD.size))
