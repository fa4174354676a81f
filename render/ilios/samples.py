"""Hand-built ILIOS views of the types of engine/ilios/view_types.py (docs/dev/ilios-view.md), for
previews, tests and benchmarks.

They are plausible pictures of a game, not games played by the rules: the engine owns the rules.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.grid import square_name
from engine.ilios.geometry import FACINGS, rotate
from engine.ilios.view_types import CellView, KindView, OutcomeView, PublicView, SeatView
from engine.ilios.views import catalogue

# The engine's own catalogue and rotation, so the samples can never drift from the rules.
CATALOGUE: dict[str, KindView] = catalogue(expansion=True)
WARRIORS = ("spearman", "axeman", "javelin", "shield", "powerful", "oracle")
HORSES = ("horse_side", "horse_diagonal", "horse_straight")


def rotate_jump(jump: list[int], facing: str) -> list[int]:
    """A (dcol, drow) jump turned clockwise a quarter per step from north to ``facing``."""
    dc, dr = jump
    for _ in range(FACINGS.index(facing)):
        dc, dr = -dr, dc
    return [dc, dr]


def cell(kind: str | None, facing: str | None = None, disk: int | None = None) -> CellView:
    """A board cell as the contract describes it; ``kind`` None is a plundered square."""
    if kind is None:
        return {
            "tile": None,
            "facing": None,
            "disk": disk,
            "value": None,
            "arrows": [],
            "jumps": [],
        }
    entry = CATALOGUE[kind]
    turned = facing or "N"
    return {
        "tile": kind,
        "facing": facing if (entry["arrows"] or entry["jumps"]) else None,
        "disk": disk,
        "value": entry["value"],
        "arrows": [rotate(a, turned) for a in entry["arrows"]],
        "jumps": [rotate_jump(j, turned) for j in entry["jumps"]],
    }


def square(col: int, row: int) -> str:
    """Square name as the engine writes it, e.g. ``C4``."""
    return square_name((col, row))


def sample_view(
    size: int = 7,
    seats: int = 3,
    expansion: bool = False,
    fill: float = 0.5,
    seed: int = 1,
    over: bool = False,
    revealed: bool = False,
    turn: int = 1,
) -> PublicView:
    """A public view of a game ``fill`` of the way through (or finished when ``over``)."""
    rng = random.Random(f"{size}:{seats}:{expansion}:{fill}:{seed}")
    board: list[list[CellView | None]] = [[None] * size for _ in range(size)]
    squares = [(c, r) for r in range(size) for c in range(size)]
    rng.shuffle(squares)
    mid = size // 2
    if expansion:
        board[mid][mid] = cell("troy", disk=rng.choice([None, 0]))
        squares.remove((mid, mid))
    wastes = 0 if size == 5 else (seats if expansion else seats)
    for _ in range(wastes):
        c, r = squares.pop()
        board[r][c] = cell("wasteland")
    for i in range(seats + (1 if seats == 2 else 0)):
        c, r = squares.pop()
        board[r][c] = cell("iron", disk=rng.choice([None, i % seats]))
    plunder: list[list[str]] = [[] for _ in range(seats)]
    kinds = list(WARRIORS) + (list(HORSES) if expansion else [])
    weights = [10, 10, 10, 10, 6, 2] + ([2, 2, 2] if expansion else [])
    n = len(squares) if over else int(len(squares) * fill)
    for _ in range(n):
        c, r = squares.pop()
        kind = rng.choices(kinds, weights)[0]
        owner = rng.randrange(seats)
        if rng.random() < 0.22:
            plunder[owner].append(kind)
            board[r][c] = cell(None, disk=owner)
        else:
            board[r][c] = cell(kind, rng.choice(FACINGS), owner)
    scores = [sum(CATALOGUE[k]["value"] or 0 for k in p) for p in plunder]
    on_board = [sum(1 for row in board for x in row if x and x["disk"] == s) for s in range(seats)]
    last_c, last_r = next(
        (
            (c, r)
            for r in range(size)
            for c in range(size)
            if (here := board[r][c]) is not None and here["tile"] in WARRIORS
        ),
        (0, 0),
    )
    highlight = [square(last_c, last_r)]
    for dc, dr in ((1, 0), (0, 1), (-1, 0), (0, -1)):
        c2, r2 = last_c + dc, last_r + dr
        near = board[r2][c2] if 0 <= c2 < size and 0 <= r2 < size else None
        if near and near["disk"] is not None:
            highlight.append(square(c2, r2))
            break
    bag = 0 if over else max(0, 48 - sum(on_board) - seats * 3)
    outcome: OutcomeView | None = None
    if over:
        best = max(scores)
        winners = [s for s in range(seats) if scores[s] == best]
        outcome = {
            "winners": winners,
            "scores": scores,
            "summary": f"Seat {winners[0]} wins with {best} plunder.",
        }
    view: PublicView = {
        "game": "ilios",
        "size": size,
        "expansion": expansion,
        "seats": seats,
        "phase": "over" if over else "play",
        "turn": None if over else turn % seats,
        "to_act": [] if over else [turn % seats],
        "stage": "game over" if over else "deploy a warrior",
        "board": board,
        "plunder": plunder,
        "scores": scores,
        "disks_on_board": on_board,
        "disks_left": [38 - d for d in on_board],
        "hand_sizes": [0 if over else 3 for _ in range(seats)],
        "bag": bag,
        "revealed": {"0": ["axeman", "javelin", "shield"]} if revealed else {},
        "last": {"seat": (turn - 1) % seats, "square": highlight[0]},
        "highlight": highlight,
        "outcome": outcome,
        "catalogue": CATALOGUE,
    }
    return view


def sample_seat_view(seat: int = 0, hand: list[str] | None = None, **kwargs: Any) -> SeatView:
    """``sample_view`` plus the secrets of ``seat``: its hand and oracle returns."""
    return {
        **sample_view(**kwargs),
        "seat": seat,
        "hand": list(hand if hand is not None else ["spearman", "axeman", "powerful"]),
        "oracle_returns_left": 0,
    }
