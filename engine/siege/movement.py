"""Where a piece may end its move, and one cheapest way there: the one movement rule.

The preview, the move itself, the autocomplete and the bots all ask ``reach`` (or
``side_reaches`` for a whole side), so they can never disagree. The search is a bucket queue
over movement points (at most 10) on precomputed neighbour and cost tables: listing a whole
side's moves must stay within a few milliseconds.

The rules (siege.md, settled): allowance 6 or 10, orthogonal steps, never into a square holding a
piece, never into the sea; a hill costs 2 (so never with 1 point left); stepping into a river, or
from day 2 onto the wall, halts the piece; stepping into a square controlled by an enemy halts it
too (it attacks every controller) unless each controller is already attacked this move, in
which case the piece may pass through, or stop there and join that fight.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Set
from typing import NamedTuple

from .board import BOARD, Square
from .control import control_map
from .pieces import PIECES, Side


class Reach(NamedTuple):
    """One square a piece may end on."""

    path: tuple[Square, ...]  # origin first, end square last
    cost: int  # movement points spent
    engages: tuple[str, ...]  # enemies controlling the end square: the fight it joins


def reach(
    piece_id: str,
    origin: Square,
    occupied: Mapping[Square, str],
    attacked: Set[str],
    day: int,
) -> dict[Square, Reach]:
    """Every square ``piece_id`` (standing on ``origin``) may end on, with one cheapest path.

    ``occupied`` holds every piece on the map (this move's planned pieces on their end squares);
    ``attacked`` the enemies already attacked by this move's earlier plans."""
    side = PIECES[piece_id].side
    ctl = control_map(side, occupied, day)
    return _reach_with(piece_id, origin, occupied, ctl, _halting(ctl, attacked), day)


def side_reaches(
    side: Side,
    positions: Mapping[str, Square],
    occupied: Mapping[Square, str],
    attacked: Set[str],
    day: int,
    movable: Iterable[str],
) -> dict[str, dict[Square, Reach]]:
    """``reach`` for several pieces of ``side`` at once (the legal-move list): the enemy's
    control is worked out once."""
    ctl = control_map(side, occupied, day)
    halting = _halting(ctl, attacked)
    return {pid: _reach_with(pid, positions[pid], occupied, ctl, halting, day) for pid in movable}


def destinations(
    piece_id: str,
    origin: Square,
    occupied: Mapping[Square, str],
    attacked: Set[str],
    day: int,
) -> dict[Square, int]:
    """The end squares alone (square -> cost), without paths: the cheap form of ``reach``."""
    side = PIECES[piece_id].side
    ctl = control_map(side, occupied, day)
    best, _ = _search(PIECES[piece_id].allowance, origin, occupied, _halting(ctl, attacked), day)
    del best[origin]
    return best


def _halting(ctl: Mapping[Square, list[str]], attacked: Set[str]) -> frozenset[Square]:
    """Controlled squares that halt a piece: some controller is not attacked yet."""
    if not attacked:
        return frozenset(ctl)
    return frozenset(sq for sq, ids in ctl.items() if not all(i in attacked for i in ids))


def _search(
    allowance: int,
    origin: Square,
    occupied: Mapping[Square, str],
    halting: frozenset[Square],
    day: int,
) -> tuple[dict[Square, int], dict[Square, Square]]:
    """Cheapest cost to each reachable square and the square each was entered from."""
    stops = BOARD.halts[BOARD.wall_stands(day)]
    costs, nbrs = BOARD.costs, BOARD.neighbours4
    best: dict[Square, int] = {origin: 0}
    came: dict[Square, Square] = {}
    buckets: list[list[Square]] = [[] for _ in range(allowance + 1)]
    buckets[0].append(origin)
    for spent in range(allowance + 1):
        for sq in buckets[spent]:
            if best[sq] != spent or (sq != origin and (stops[sq] or sq in halting)):
                continue
            for n in nbrs[sq]:
                total = spent + costs[n]
                if total <= allowance and total < best.get(n, 99) and n not in occupied:
                    best[n] = total
                    came[n] = sq
                    buckets[total].append(n)
    return best, came


def _reach_with(
    piece_id: str,
    origin: Square,
    occupied: Mapping[Square, str],
    ctl: Mapping[Square, list[str]],
    halting: frozenset[Square],
    day: int,
) -> dict[Square, Reach]:
    best, came = _search(PIECES[piece_id].allowance, origin, occupied, halting, day)
    paths: dict[Square, tuple[Square, ...]] = {origin: (origin,)}
    out: dict[Square, Reach] = {}
    make = Reach._make
    quiet: tuple[str, ...] = ()
    # Entering a square always costs the same, so the first way found to it is the cheapest and
    # its predecessor was found before it: the order of ``came`` builds every path from a known one.
    for sq in came:
        paths[sq] = path = paths[came[sq]] + (sq,)
        foes = ctl.get(sq)
        out[sq] = make((path, best[sq], tuple(sorted(foes)) if foes else quiet))
    return out
