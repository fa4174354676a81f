"""Who fights whom when a move ends: one function for the preview, the picture and the dice.

Every active piece of the moving side standing in the control of an enemy attacks it (the
rulebook: one may not stand beside an enemy without attacking it, unless a wall parts them).
Heroes meet heroes only in duels, one against one (the rulebook: "the only way for such heroes
to fight each other"); every other contact is an open-field battle, one battle per group of
pieces linked by contacts, except that no battle ever holds a hero of each side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.siege.board import BOARD
from engine.siege.control import controls
from engine.siege.pieces import GREEK, PIECES, TROJAN, Side
from engine.siege.view_types import FightKind


@dataclass(frozen=True)
class Fight:
    kind: FightKind
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
    """The duels, then the open-field battles, of these contacts (``edges``: attacker -> the
    enemies it touches); attackers are taken in ``order``."""
    return _duels(edges, order, catalogue) + _battles(edges, order, catalogue)


def _duels(
    edges: Mapping[str, tuple[str, ...]], order: Sequence[str], catalogue: Mapping[str, int]
) -> list[Fight]:
    """Each attacking hero, in ``order``, duels the strongest enemy hero in contact not yet in a
    duel; a hero-hero contact left unpaired is not fought."""
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
    return duels


def _battles(
    edges: Mapping[str, tuple[str, ...]], order: Sequence[str], catalogue: Mapping[str, int]
) -> list[Fight]:
    """Every contact with a soldier or an archer on either side, duelling heroes included.
    Contacts sharing a piece make one battle, in the order of their first attacker; a group
    holding a hero of each side is split into one battle per attacked piece (it and everyone
    touching it), so heroes only ever meet in duels."""
    touching: dict[str, list[str]] = {}  # attacked piece -> its attackers, in order
    links: dict[str, set[str]] = {}
    for pid in order:
        for enemy in edges.get(pid, ()):
            if PIECES[pid].hero and PIECES[enemy].hero:
                continue
            touching.setdefault(enemy, []).append(pid)
            links.setdefault(pid, set()).add(enemy)
            links.setdefault(enemy, set()).add(pid)
    battles: list[Fight] = []
    seen: set[str] = set()
    for pid in order:
        if pid not in edges or pid not in links or pid in seen:
            continue
        group = _linked(pid, links)
        seen |= group
        if {PIECES[p].side for p in group if PIECES[p].hero} == {GREEK, TROJAN}:
            attacked = [e for e in touching if e in group]
            battles += [_fight({e, *touching[e]}, PIECES[pid].side, catalogue) for e in attacked]
        else:
            battles.append(_fight(group, PIECES[pid].side, catalogue))
    return battles


def _linked(start: str, links: Mapping[str, set[str]]) -> set[str]:
    """Every piece joined to ``start`` by a chain of contacts."""
    group = {start}
    todo = [start]
    while todo:
        for n in links[todo.pop()]:
            if n not in group:
                group.add(n)
                todo.append(n)
    return group


def _fight(pieces: set[str], side: Side, catalogue: Mapping[str, int]) -> Fight:
    ranked = sorted(pieces, key=lambda p: catalogue[p])
    return Fight(
        "battle",
        tuple(p for p in ranked if PIECES[p].side == side),
        tuple(p for p in ranked if PIECES[p].side != side),
    )
