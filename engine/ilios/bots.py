"""ILIOS computer players. They see only their seat view and choose among the legal actions.

``random`` picks uniformly. ``normal`` rebuilds the board from the view and scores each deploy by
a one-move look-ahead: plunder it wins or gives away now, tiles it raids or takes, and the
"one-hole" tiles it would leave (a tile with a single open square around it is plundered by
whoever fills that square next, so leaving one is a gift to the next player).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.grid import grid
from engine.core.lazy import built
from engine.ilios.actions import Action
from engine.ilios.geometry import neighbours, parse_index
from engine.ilios.resolve import resolve_deploy, tile_targets
from engine.ilios.state import Cell
from engine.ilios.tiles import value
from engine.ilios.view_types import PublicView, SeatView, seat_of

RAID_WEIGHT = 0.35  # a raided tile is worth part of its value: it may be plundered later
TAKE_WEIGHT = 0.45  # a free iron weapon or Troy
HOLE_WEIGHT = 0.9  # a tile left with one open neighbour will likely go to the next player
SPEND_WEIGHT = 0.05  # all else equal, deploy cheap tiles and keep strong ones


class RandomBot:
    """Uniform over the legal actions: the baseline every other bot must beat. It never reads its
    view, so a ``LazyView`` is never built for it."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        return legal[rng.randrange(len(legal))]


def board_from_view(view: PublicView) -> list[Cell | None]:
    """The flat board (``row * size + col``) rebuilt from a view's rows of cells."""
    board: list[Cell | None] = []
    for row in view["board"]:
        for cell in row:
            board.append(None if cell is None else (cell["tile"], cell["facing"], cell["disk"]))
    return board


def score_deploy(
    board: list[Cell | None],
    size: int,
    seat: int,
    disks_left: int,
    kind: str,
    index: int,
    facing: str,
) -> float:
    """How good deploying ``kind`` at ``index`` is for ``seat``, looking one move ahead: the
    move is resolved by the rules' own ``resolve_deploy``, then the tiles it leaves are judged.
    Every play-out move of ``hard`` weighs dozens of these, so the loops are written out."""
    nb = neighbours(size)
    done = resolve_deploy(board, size, seat, disks_left, kind, index, facing)
    gain = -SPEND_WEIGHT * value(kind)
    for j, _ in done.raided:
        gain += RAID_WEIGHT * _tile_value(board[j])
    for _, tile in done.taken:
        gain += TAKE_WEIGHT * value(tile)
    for _, tile, disk in done.plundered:
        gain += value(tile) if disk == seat else -value(tile)
    b = done.board
    for j in (index, *nb[index]):
        cell = b[j]
        if cell is None:
            continue
        left_there = cell[0]
        if left_there is None or left_there == "wasteland" or left_there == "troy":
            continue
        holes = 0
        for k in nb[j]:
            if b[k] is None:
                holes += 1
                if holes > 1:
                    break
        if holes == 1:
            gain -= HOLE_WEIGHT * value(left_there)
    return gain


def _tile_value(cell: Cell | None) -> int:
    return 0 if cell is None or cell[0] is None else value(cell[0])


def deploy_scores(
    board: list[Cell | None], size: int, seat: int, disks_left: int, legal: Sequence[Action]
) -> list[float]:
    """``score_deploy`` of each of the ``legal`` deploys, in order. Deploys that raid the same
    squares from the same square with the same tile score alike (a horse's facing, a tile
    turned to point at nothing), so each is scored once."""
    indices = grid(size).parse_index
    cache: dict[tuple[str, int, tuple[int, ...]], float] = {}
    out: list[float] = []
    for action in legal:
        kind, square = action.kind, action.square
        assert kind is not None and square is not None
        index = indices(square)
        assert index is not None
        facing = action.facing or "N"
        key = (kind, index, tile_targets(size, kind, index, facing))
        score = cache.get(key)
        if score is None:
            score = cache[key] = score_deploy(board, size, seat, disks_left, kind, index, facing)
        out.append(score)
    return out


class NormalBot:
    """Greedy one-move look-ahead on deploys; simple sensible choices elsewhere."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        first = legal[0]
        if first.verb in ("waste", "iron"):
            return self._setup(seat_of(built(view)), legal, rng)
        if first.verb in ("return", "keep"):
            for action in legal:  # a lone arrow is the least flexible tile to hold
                if action.verb == "return" and action.kind == "spearman":
                    return action
            return next(a for a in legal if a.verb == "keep")
        return self._deploy(seat_of(built(view)), legal, rng)

    def _deploy(self, view: SeatView, legal: Sequence[Action], rng: Random) -> Action:
        """The deploy with the best one-move look-ahead score (ties drawn at random)."""
        seat = view["seat"]
        board = board_from_view(view)
        scores = deploy_scores(board, view["size"], seat, view["disks_left"][seat], legal)
        best: list[Action] = []
        best_score = float("-inf")
        for action, score in zip(legal, scores, strict=True):
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return best[rng.randrange(len(best))]

    def _setup(self, view: PublicView, legal: Sequence[Action], rng: Random) -> Action:
        """The best set-up square by ``setup_rank`` (ties drawn at random)."""
        size = view["size"]
        board = board_from_view(view)
        ranks = [setup_rank(board, size, action) for action in legal]
        top = max(ranks)
        choices = [a for a, rank in zip(legal, ranks, strict=True) if rank == top]
        return choices[rng.randrange(len(choices))]


def setup_rank(board: Sequence[Cell | None], size: int, action: Action) -> int:
    """How good a set-up square looks, higher better: wastelands go to the rim (they close
    squares there); iron weapons away from tiles."""
    index = parse_index(action.square or "", size)
    assert index is not None
    near = neighbours(size)[index]
    if action.verb == "waste":
        return -len(near)
    return len(near) - 3 * sum(1 for k in near if board[k] is not None)


BOTS: dict[str, Any] = {"random": RandomBot(), "normal": NormalBot()}
