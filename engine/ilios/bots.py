"""ILIOS computer players. They see only their seat view and choose among the legal actions.

``random`` picks uniformly. ``normal`` rebuilds the board from the view and scores each deploy by
a one-move look-ahead: plunder it wins or gives away now, tiles it raids or takes, and the
"one-hole" tiles it would leave (a tile with a single open square around it is plundered by
whoever fills that square next, so leaving one is a gift to the next player).
"""

from __future__ import annotations

from collections.abc import Sequence
from random import Random
from typing import Any

from engine.ilios.actions import Action
from engine.ilios.geometry import neighbours, parse_index
from engine.ilios.rules import tile_targets
from engine.ilios.state import Cell
from engine.ilios.tiles import HORSES, value

RAID_WEIGHT = 0.35  # a raided tile is worth part of its value: it may be plundered later
TAKE_WEIGHT = 0.45  # a free iron weapon or Troy
HOLE_WEIGHT = 0.9  # a tile left with one open neighbour will likely go to the next player
SPEND_WEIGHT = 0.05  # all else equal, deploy cheap tiles and keep strong ones


class RandomBot:
    """Uniform over the legal actions: the baseline every other bot must beat."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        return legal[rng.randrange(len(legal))]


def board_from_view(view: dict[str, Any]) -> list[Cell | None]:
    """The flat board (``row * size + col``) rebuilt from a view's rows of cells."""
    board: list[Cell | None] = []
    for row in view["board"]:
        for cell in row:
            board.append(None if cell is None else (cell["tile"], cell["facing"], cell["disk"]))
    return board


def _surrounded(board: list[Cell | None], near: tuple[int, ...]) -> bool:
    for k in near:  # noqa: SIM110 - a plain loop is faster on this hot path
        if board[k] is None:
            return False
    return True


def score_deploy(
    board: list[Cell | None], size: int, seat: int, kind: str, index: int, facing: str
) -> float:
    """How good deploying ``kind`` at ``index`` is for ``seat``, looking one move ahead."""
    nb = neighbours(size)
    horse = kind in HORSES
    b = list(board)
    b[index] = (kind, facing, seat)
    gain = -SPEND_WEIGHT * value(kind)
    changed = [index]
    for j in tile_targets(size, kind, index, facing):
        cell = b[j]
        if cell is None or cell[0] is None or cell[0] == "wasteland":
            continue
        tile, tile_facing, disk = cell
        if disk == seat:
            if horse and tile == "troy" and _surrounded(b, nb[j]):
                gain += value("troy")
                b[j] = (None, None, seat)
            continue
        gain += (RAID_WEIGHT if disk is not None else TAKE_WEIGHT) * value(tile)
        b[j] = (tile, tile_facing, seat)
        changed.append(j)
    for j in set(changed).union(nb[index]):
        cell = b[j]
        if cell is None or cell[0] is None or cell[2] is None or cell[0] in ("wasteland", "troy"):
            continue
        if _surrounded(b, nb[j]):
            gain += value(cell[0]) if cell[2] == seat else -value(cell[0])
            b[j] = (None, None, cell[2])
    for j in (index, *nb[index]):
        cell = b[j]
        if cell is None or cell[0] is None or cell[0] in ("wasteland", "troy"):
            continue
        holes = 0
        for k in nb[j]:
            if b[k] is None:
                holes += 1
        if holes == 1:
            gain -= HOLE_WEIGHT * value(cell[0])
    return gain


class NormalBot:
    """Greedy one-move look-ahead on deploys; simple sensible choices elsewhere."""

    def choose(self, view: dict[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        first = legal[0]
        if first.verb in ("waste", "iron"):
            return self._setup(view, legal, rng)
        if first.verb in ("return", "keep"):
            for action in legal:  # a lone arrow is the least flexible tile to hold
                if action.verb == "return" and action.kind == "spearman":
                    return action
            return next(a for a in legal if a.verb == "keep")
        size, seat = view["size"], view["seat"]
        board = board_from_view(view)
        cache: dict[tuple[str, int, tuple[int, ...]], float] = {}
        best: list[Action] = []
        best_score = float("-inf")
        for action in legal:
            assert action.kind is not None and action.square is not None
            index = parse_index(action.square, size)
            assert index is not None
            facing = action.facing or "N"
            key = (action.kind, index, tile_targets(size, action.kind, index, facing))
            score = cache.get(key)
            if score is None:
                score = score_deploy(board, size, seat, action.kind, index, facing)
                cache[key] = score
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif abs(score - best_score) <= 1e-9:
                best.append(action)
        return best[rng.randrange(len(best))]

    def _setup(self, view: dict[str, Any], legal: Sequence[Action], rng: Random) -> Action:
        """Wastelands go to the rim (they close squares there); iron weapons away from tiles."""
        size = view["size"]
        board = board_from_view(view)
        nb = neighbours(size)

        def rank(action: Action) -> int:
            index = parse_index(action.square or "", size)
            assert index is not None
            crowded = sum(1 for k in nb[index] if board[k] is not None)
            if action.verb == "waste":
                return -len(nb[index])
            return len(nb[index]) - 3 * crowded

        top = max(rank(a) for a in legal)
        choices = [a for a in legal if rank(a) == top]
        return choices[rng.randrange(len(choices))]


BOTS: dict[str, Any] = {"random": RandomBot(), "normal": NormalBot()}
