"""The close-up under the table's map: the squares round the last fights drawn at twice the map's
scale, so the counters' names read at Discord's preview size; before any dice have fallen, the
squares round the fights this move sets up.

Where to look comes from the view: the last results' squares (a battle's square, a shot's target,
a duel's fighters still standing), else the planned fights' pieces and the shots' targets. The
window keeps its size and is placed to hold as many of those squares as it can, centred on them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from render.siege.mapview import Window
from render.siege.model import (
    Piece,
    Pos,
    by_id,
    ground,
    last_squares,
    read_fights,
    read_shots,
)
from render.siege.words import results_title

COLS = 11
ROWS = 4
KILLED = frozenset({"dead", "gone"})


@dataclass(frozen=True)
class Focus:
    """What the close-up shows and why: its heading and its window."""

    title: str
    window: Window
    squares: tuple[Pos, ...]


def _ids(value: object) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, Sequence):
        return [str(v) for v in value]
    return []


def last_fight_squares(view: dict[str, Any], pieces: Sequence[Piece]) -> list[Pos]:
    """Where the last dice fell: battles and shots by their squares, duels by the squares of
    their fighters who still stand (a wounded loser has gone back to his start squares)."""
    index = by_id(pieces)
    out = last_squares(view)
    for raw in view.get("last_results") or []:
        if not isinstance(raw, dict) or raw.get("kind") != "duel":
            continue
        hurt = set(_ids(raw.get("dead"))) | set(_ids(raw.get("wounded")))
        for pid in _ids(raw.get("fighters")):
            piece = index.get(pid)
            square = piece.square if piece and piece.on_map and pid not in hurt else None
            if square is not None and square not in out:
                out.append(square)
    return out


def planned_fight_squares(view: dict[str, Any], pieces: Sequence[Piece]) -> list[Pos]:
    """The squares of every piece in a fight this move sets up, and the shots' targets."""
    index = by_id(pieces)
    out: list[Pos] = []
    for fight in read_fights(view):
        for pid in (*fight.greek, *fight.trojan):
            piece = index.get(pid)
            if piece and piece.on_map and piece.square is not None and piece.square not in out:
                out.append(piece.square)
    for shot in read_shots(view):
        if shot.target not in out:
            out.append(shot.target)
    return out


def _clamp(start: float, size: int, total: int) -> int:
    return int(min(max(0, round(start)), total - size))


def window_round(squares: Sequence[Pos], cols: int = COLS, rows: int = ROWS) -> Window:
    """The ``cols`` × ``rows`` window holding the most of ``squares`` (the first square's
    neighbourhood on a tie), centred on those it holds, inside the map."""
    g = ground()
    cols, rows = min(cols, g.cols), min(rows, g.rows)

    def around(centre: tuple[float, float]) -> Window:
        col0 = _clamp(centre[0] - (cols - 1) / 2, cols, g.cols)
        row0 = _clamp(centre[1] - (rows - 1) / 2, rows, g.rows)
        return Window(col0, row0, cols, rows)

    best = max(
        (around(sq) for sq in squares),
        key=lambda w: sum(1 for s in squares if w.contains(s)),
    )
    held = [s for s in squares if best.contains(s)]
    xs, ys = [s[0] for s in held], [s[1] for s in held]
    centred = around(((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2))
    return centred if all(centred.contains(s) for s in held) else best


def focus(view: dict[str, Any], pieces: Sequence[Piece]) -> Focus | None:
    """The close-up of ``view``, or None when no fight has been or is being fought."""
    last = last_fight_squares(view, pieces)
    if last:
        title = results_title(view).replace("Last results", "Where the last dice fell")
        return Focus(title, window_round(last), tuple(last))
    planned = planned_fight_squares(view, pieces)
    if planned:
        title = "The fights this move sets up"
        return Focus(title, window_round(planned), tuple(planned))
    return None
