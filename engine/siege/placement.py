"""Automatic set-up: every piece of a side on its start squares, sensibly, before any swap.

Used for the first set-up, each morning (at night everyone goes back) and the short scenario's
start. The strongest heroes take the squares nearest the enemy, the archers the next ones (they
shoot three squares), the value-1 soldiers the rest; Achilles, who will not move before day 4,
takes the deepest square, where he stands in nobody's way, and keeps the square of the opening
set-up every morning while he abstains (the night passes ``keep``). Wounded pieces go back
through ``retreat_square``.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping, Sequence

from .board import BOARD, Square
from .pieces import PIECES, Side

ACHILLES = "achilles"


def placement_rank(piece_id: str) -> tuple[int, int]:
    """Front first: heroes by value, then archers, then soldiers (smaller ranks nearer the
    enemy)."""
    piece = PIECES[piece_id]
    return (0 if piece.hero else 1 if piece.archer else 2), -piece.value


def auto_place(
    side: Side, day: int, piece_ids: Sequence[str], keep: Mapping[str, Square] | None = None
) -> dict[str, Square]:
    """Each piece of ``piece_ids`` (all of ``side``) -> its start square for ``day``; the pieces
    in ``keep`` (an abstaining Achilles) stay on their squares and the others fill the rest."""
    kept = dict(keep or {})
    squares = [s for s in BOARD.start_squares(side, day) if s not in kept.values()]  # deepest first
    if len(piece_ids) - len(kept) > len(squares):
        raise ValueError(f"{len(piece_ids) - len(kept)} pieces for {len(squares)} start squares")
    placed: dict[str, Square] = dict(kept)
    if ACHILLES in piece_ids and ACHILLES not in kept:
        placed[ACHILLES] = squares.pop(0)
    order = sorted((p for p in piece_ids if p not in placed), key=placement_rank)
    for pid, sq in zip(order, reversed(squares), strict=False):
        placed[pid] = sq
    return {pid: placed[pid] for pid in piece_ids}


def retreat_square(side: Side, day: int, occupied: Mapping[Square, str]) -> Square | None:
    """Where a wounded piece of ``side`` goes now: its deepest free start square; if every one
    is taken, the free land square nearest to them; None only when the land is full."""
    starts = BOARD.start_squares(side, day)
    for sq in starts:
        if sq not in occupied:
            return sq
    seen = set(starts)
    todo = deque(starts)
    while todo:
        sq = todo.popleft()
        for n in BOARD.neighbours4[sq]:
            if n in seen or n not in BOARD.land:
                continue
            if n not in occupied:
                return n
            seen.add(n)
            todo.append(n)
    return None
