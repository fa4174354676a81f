"""Who fights whom when a move ends: one function for the preview, the picture and the dice.

Every active piece of the moving side standing in the control of an enemy attacks it (the
rulebook: one may not stand beside an enemy without attacking it, unless a wall parts them).
Heroes meet heroes only in duels, one against one; everything else joins open-field battles,
one battle per group of pieces linked by control.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.siege.board import BOARD
from engine.siege.control import controls
from engine.siege.pieces import PIECES, Side


@dataclass(frozen=True)
class Fight:
    kind: str  # "duel" | "battle"
    attackers: tuple[str, ...]
    defenders: tuple[str, ...]


def contacts(
    attackers: Sequence[str],
    squares: Mapping[str, int],
    occupied: Mapping[int, str],
    day: int,
) -> dict[str, tuple[str, ...]]:
    """Attacker -> the enemies whose control it stands in (orthogonal, no wall edge between)."""
    found: dict[str, tuple[str, ...]] = {}
    for pid in attackers:
        sq = squares[pid]
        side = PIECES[pid].side
        enemies = []
        for n in BOARD.neighbours4[sq]:
            other = occupied.get(n)
            if other is not None and PIECES[other].side != side and controls(n, sq, day):
                enemies.append(other)
        if enemies:
            found[pid] = tuple(enemies)
    return found


def _strongest(candidates: Sequence[str], order: Mapping[str, int]) -> str:
    return min(candidates, key=lambda p: (-PIECES[p].value, order.get(p, 99)))


def pair_fights(
    edges: Mapping[str, tuple[str, ...]], order: Sequence[str], catalogue: Mapping[str, int]
) -> list[Fight]:
    """Duels first: each attacking hero, in ``order``, duels the strongest enemy hero in contact
    not yet in a duel. Then the open-field battles: the rest of the contacts (never hero against
    hero), grouped into connected groups, in the order of their first attacker."""
    duels: list[Fight] = []
    busy: set[str] = set()
    for pid in order:
        if pid not in edges or not PIECES[pid].hero:
            continue
        heroes = [e for e in edges[pid] if PIECES[e].hero and e not in busy]
        if heroes:
            enemy = _strongest(heroes, catalogue)
            busy.update((pid, enemy))
            duels.append(Fight("duel", (pid,), (enemy,)))
    links: dict[str, set[str]] = {}
    for pid in order:
        if pid in busy:
            continue
        for enemy in edges.get(pid, ()):
            if enemy in busy or (PIECES[pid].hero and PIECES[enemy].hero):
                continue
            links.setdefault(pid, set()).add(enemy)
            links.setdefault(enemy, set()).add(pid)
    battles: list[Fight] = []
    seen: set[str] = set()
    for pid in order:
        if pid not in edges or pid not in links or pid in seen:
            continue
        group = {pid}
        todo = [pid]
        while todo:
            for n in links[todo.pop()]:
                if n not in group:
                    group.add(n)
                    todo.append(n)
        seen |= group
        side: Side = PIECES[pid].side
        ranked = sorted(group, key=lambda p: catalogue[p])
        battles.append(
            Fight(
                "battle",
                tuple(p for p in ranked if PIECES[p].side == side),
                tuple(p for p in ranked if PIECES[p].side != side),
            )
        )
    return duels + battles
