"""What one deploy does, worked out by one pure function.

The move itself (``rules.deploy``), the words offered in autocomplete (``preview``) and the
``normal`` bot's look-ahead all read the same ``Resolution``: three hand-kept copies of these
rules had drifted apart (a seat with no disk left was told a deploy "raids C2" although it raids
nothing).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from engine.core.grid import grid
from engine.core.said import listed, say, say_count, term
from engine.ilios.geometry import neighbours, targets
from engine.ilios.state import Cell
from engine.ilios.tiles import HORSES, name

NEVER_PLUNDERED = ("wasteland", "troy")  # Troy falls only to a horse (see ``Resolution.troy``)


@dataclass(slots=True)
class Resolution:
    """The board after a deploy and what happened on the way, square indices throughout. Read
    only (its sequences are typed so); not frozen, as freezing costs the ``normal`` bot a
    quarter of each deploy it weighs."""

    board: Sequence[Cell | None]
    occupied: Sequence[int]  # squares the new disks went on, in the tile's arrow order
    raided: Sequence[tuple[int, int]]  # (square, seat whose disk went back to its supply)
    taken: Sequence[tuple[int, str]]  # (square, tile) free tiles occupied
    disks_used: int  # by the deploying seat, its own tile's disk included
    plundered: Sequence[tuple[int, str, int]]  # (square, tile, seat that plunders it)
    troy: int | None  # the surrounded Troy this horse plunders for its own occupier


def tile_targets(size: int, kind: str, index: int, facing: str | None) -> tuple[int, ...]:
    """The squares a tile placed at ``index`` raids (adjacent arrows, or a horse's jumps)."""
    return targets(size, kind, "N" if kind in HORSES or facing is None else facing)[index]


def surrounded(board: Sequence[Cell | None], index: int, size: int) -> bool:
    """True when no square around ``index`` is open (the board's edge counts as closed)."""
    for j in neighbours(size)[index]:  # noqa: SIM110 - faster than all() on this hot path
        if board[j] is None:
            return False
    return True


@cache
def _around(size: int) -> tuple[tuple[int, ...], ...]:
    """For each square, itself and the squares around it, in board order: where a deploy that
    raids only next to itself can close a tile in."""
    near = neighbours(size)
    return tuple(tuple(sorted({i, *near[i]})) for i in range(size * size))


def resolve_deploy(
    board: Sequence[Cell | None],
    size: int,
    seat: int,
    disks_left: int,
    kind: str,
    index: int,
    facing: str | None,
) -> Resolution:
    """Place ``kind`` at the open square ``index``, raid & occupy, then surround & plunder.

    ``disks_left`` is the deploying seat's supply: once it is empty, raided tiles keep their
    disk and the new tile gets none (see the Interpretations in docs/rules/ilios.md). The
    ``normal`` bot resolves every deploy it weighs, so this is the engine's hottest path.
    """
    horse = kind in HORSES
    shown_facing = None if horse else facing
    b = list(board)
    b[index] = (kind, shown_facing, None)
    occupied: list[int] = []
    raided: list[tuple[int, int]] = []
    taken: list[tuple[int, str]] = []
    troy: int | None = None
    left = disks_left
    for j in tile_targets(size, kind, index, facing):
        cell = b[j]
        if cell is None:
            continue
        tile, tile_facing, disk = cell
        if tile is None or tile == "wasteland":
            continue
        if disk == seat:
            if horse and tile == "troy" and surrounded(b, j, size):
                troy = j
            continue
        if left == 0:
            continue
        left -= 1
        if disk is None:
            taken.append((j, tile))
        else:
            raided.append((j, disk))
        b[j] = (tile, tile_facing, seat)
        occupied.append(j)
    if left > 0:
        left -= 1
        b[index] = (kind, shown_facing, seat)
    plundered: list[tuple[int, str, int]] = []
    near = neighbours(size)
    # A non-horse raids only squares next to it, so only it and its neighbours can be closed in.
    closed_in = sorted({index, *occupied, *near[index]}) if horse else _around(size)[index]
    for j in closed_in:
        cell = b[j]
        if cell is None:
            continue
        tile, _, owner = cell
        if tile is None or owner is None or tile in NEVER_PLUNDERED:
            continue
        for k in near[j]:
            if b[k] is None:
                break
        else:  # surrounded: nothing around it is open
            plundered.append((j, tile, owner))
            b[j] = (None, None, owner)
    if troy is not None:
        plundered.append((troy, "troy", seat))
        b[troy] = (None, None, seat)
    return Resolution(b, occupied, raided, taken, disks_left - left, plundered, troy)


def preview(resolution: Resolution, size: int, *, counted: bool = False) -> str:
    """A short said note of what a deploy raids and takes, for ``describe`` ("raids D3, takes
    Iron weapon at D5"; ``counted``: "takes 3 tiles", where the squares would not fit a
    label); "" when nothing."""
    names = grid(size).names
    parts = []
    if counted and resolution.taken:
        parts.append(say_count("takes {count} tile", "takes {count} tiles", len(resolution.taken)))
    if resolution.raided:
        parts.append(
            say("raids {squares}", squares=listed([names[j] for j, _ in resolution.raided]))
        )
    if resolution.taken and not counted:
        takes = [
            say("Troy")
            if tile == "troy"
            else say("{tile} at {square}", tile=term(name(tile)), square=names[j])
            for j, tile in resolution.taken
        ]
        parts.append(say("takes {tiles}", tiles=listed(takes)))
    if resolution.troy is not None:
        parts.append(say("plunders Troy"))
    return say("{parts}", parts=listed(parts, ", ")) if parts else ""
