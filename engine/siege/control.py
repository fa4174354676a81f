"""Control: the four squares orthogonally beside a piece, unless a wall edge parts them.

A wall edge (from day 2) is the side shared by a wall square and a square inside the wall: our
reading of the rule "a wall between the squares cancels control", the map's wall being a line
of squares rather than of edges. Movement and the bots read control only through this module.
"""

from __future__ import annotations

from collections.abc import Mapping

from .board import BOARD, Square
from .pieces import PIECES, Side


def controls(a: Square, b: Square, day: int) -> bool:
    """Does a piece on ``a`` control ``b``?"""
    if b not in BOARD.neighbours4[a]:
        return False
    return not (BOARD.wall_stands(day) and (a, b) in BOARD.wall_edges)


def control_map(side: Side, occupied: Mapping[Square, str], day: int) -> dict[Square, list[str]]:
    """Every square controlled by an enemy of ``side`` -> the enemies controlling it."""
    walls = BOARD.wall_stands(day)
    edges = BOARD.wall_edges
    out: dict[Square, list[str]] = {}
    for sq, pid in occupied.items():
        if PIECES[pid].side == side:
            continue
        for n in BOARD.neighbours4[sq]:
            if walls and (sq, n) in edges:
                continue
            out.setdefault(n, []).append(pid)
    return out


def controllers(
    sq: Square, side: Side, occupied: Mapping[Square, str], day: int
) -> tuple[str, ...]:
    """The enemies of ``side`` controlling ``sq`` (the fight a piece of ``side`` ending there
    joins), sorted by id."""
    found = []
    for n in BOARD.neighbours4[sq]:
        pid = occupied.get(n)
        if pid is not None and PIECES[pid].side != side and controls(n, sq, day):
            found.append(pid)
    return tuple(sorted(found))
