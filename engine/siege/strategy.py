"""What the ``normal`` bot knows about Siege: odds of a fight, the way to the objective, danger.

All of it reads only what a seat view shows (every piece's square and state, the calendar) and
the board's own rules (``controllers``, the combat table), so the bot judges a square exactly as
the rules will resolve it, with no copy of them.
"""

from __future__ import annotations

import heapq
from collections.abc import Iterable, Mapping
from functools import cache

from . import combat
from .board import BOARD, Square, counts_inside_wall
from .pieces import GREEK, PIECES, Side

HALT_PENALTY = 4  # a river or the wall ends the move: worth about this many points of way
DIE = range(1, 7)


# ---- the way -----------------------------------------------------------------------------------


def objective(side: Side) -> frozenset[Square]:
    """Where ``side`` wins by standing: the Greeks in the citadel, the Trojans on the ships."""
    return BOARD.citadel if side == GREEK else BOARD.ships


@cache
def way_to(targets: frozenset[Square], wall: bool) -> tuple[int, ...]:
    """Movement points from every square to the nearest target, pieces ignored: hills cost 2,
    and a river (the wall from day 2) costs extra for the move it ends."""
    stops = BOARD.halts[wall]
    dist = [10_000] * BOARD.size
    heap = [(0, sq) for sq in targets]
    for sq in targets:
        dist[sq] = 0
    while heap:
        d, sq = heapq.heappop(heap)
        if d > dist[sq]:
            continue
        # Walking back from the target: the cost is that of the square we step off (``sq``).
        step = BOARD.costs[sq] + (HALT_PENALTY if stops[sq] else 0)
        for n in BOARD.neighbours4[sq]:
            if n in BOARD.land and d + step < dist[n]:
                dist[n] = d + step
                heapq.heappush(heap, (d + step, n))
    return tuple(dist)


def progress(side: Side, origin: Square, end: Square, wall: bool) -> int:
    """Points of way towards the objective gained by moving from ``origin`` to ``end``."""
    dist = way_to(objective(side), wall)
    return dist[origin] - dist[end]


def homeward(side: Side, day: int) -> tuple[int, ...]:
    """Points of way from every square back to ``side``'s start squares."""
    return way_to(frozenset(BOARD.start_squares(side, day)), BOARD.wall_stands(day))


# ---- the odds ----------------------------------------------------------------------------------


@cache
def battle_odds(mine: float, theirs: float) -> tuple[float, float]:
    """(P win, P lose) of an open-field battle: each side's total plus one die; a tie is
    nothing."""
    win = lose = 0
    for a in DIE:
        for b in DIE:
            winner = combat.battle_winner((mine + a, theirs + b))
            win += winner == 0
            lose += winner == 1
    return win / 36, lose / 36


@cache
def duel_odds(mine: int, theirs: int) -> tuple[float, float]:
    """(P the enemy hero dies, P ours dies) in a duel of well heroes, throw by throw with the
    combat table (a wounded hero's dice count half, a second wound kills)."""
    states: dict[tuple[str, str], float] = {("well", "well"): 1.0}
    for number in (1, 2, 3):
        after: dict[tuple[str, str], float] = {}
        for (sa, sb), p in states.items():
            if "dead" in (sa, sb):
                after[(sa, sb)] = after.get((sa, sb), 0.0) + p
                continue
            for a in DIE:
                for b in DIE:
                    ta = mine + (a / 2 if sa == "wounded" else a)
                    tb = theirs + (b / 2 if sb == "wounded" else b)
                    diff = abs(ta - tb)
                    result = combat.throw_result(number, diff) if diff else None
                    na, nb = sa, sb
                    if result is not None:
                        if ta < tb:
                            na = "dead" if result == "dead" else combat.wound(sa == "wounded")
                        else:
                            nb = "dead" if result == "dead" else combat.wound(sb == "wounded")
                    after[(na, nb)] = after.get((na, nb), 0.0) + p / 36
        states = after
    kill = sum(p for (_, sb), p in states.items() if sb == "dead")
    die = sum(p for (sa, _), p in states.items() if sa == "dead")
    return kill, die


def battle_gain(mine: Iterable[float], theirs: Iterable[float]) -> float:
    """Expected points of enemies killed minus ours lost in one open-field battle (the loser
    loses every piece in it)."""
    ours, enemy = list(mine), list(theirs)
    if not ours or not enemy:
        return 0.0
    win, lose = battle_odds(sum(ours), sum(enemy))
    return win * sum(enemy) - lose * sum(ours)


def duel_gain(mine: int, theirs: int) -> float:
    kill, die = duel_odds(mine, theirs)
    return kill * theirs - die * mine


def fighting_value(pid: str, square: Square, favoured: Side | None, day: int) -> int:
    """The rules' doubling of value-1 pieces (favour, inside the standing wall)."""
    piece = PIECES[pid]
    inside = counts_inside_wall(piece.side, square, day)
    return combat.fighting_value(piece.value, favoured=favoured == piece.side, inside_wall=inside)


def threat(
    pid: str, square: Square, enemies: Mapping[str, Square], reach_of: Mapping[str, int]
) -> float:
    """How much a hero on ``square`` risks a bad duel in the enemy's next move: the worst value
    gap to an enemy hero who could walk up to him (distance on the grid within its allowance)."""
    piece = PIECES[pid]
    if not piece.hero:
        return 0.0
    col, row = BOARD.col_row(square)
    worst = 0.0
    for other, where in enemies.items():
        enemy = PIECES[other]
        if not enemy.hero or enemy.value <= piece.value:
            continue
        ocol, orow = BOARD.col_row(where)
        if abs(ocol - col) + abs(orow - row) <= reach_of.get(other, enemy.allowance) + 1:
            worst = max(worst, -duel_gain(piece.value, enemy.value))
    return worst
