"""The ILIOS mechanics on a board: what a tile may point at, raid & occupy, surround & plunder.

Functions here mutate the state they are given: ``apply`` calls them on a clone only.
"""

from __future__ import annotations

from engine.core.seats import seat_label
from engine.core.types import Event
from engine.ilios.geometry import FACING_NAMES, name_of, neighbours, parse_index, targets
from engine.ilios.state import Cell, State
from engine.ilios.tiles import FACED, HORSES, name, value


def who(seat: int) -> str:
    """How events name a seat; the service swaps in the player's name (``with_names``)."""
    return seat_label(seat)


def surrounded(board: list[Cell | None], index: int, size: int) -> bool:
    """True when no square around ``index`` is open (the board's edge counts as closed)."""
    for j in neighbours(size)[index]:  # noqa: SIM110 - faster than all() on this hot path
        if board[j] is None:
            return False
    return True


def tile_targets(size: int, kind: str, index: int, facing: str | None) -> tuple[int, ...]:
    """The squares a tile placed at ``index`` raids (adjacent arrows, or a horse's jumps)."""
    return targets(size, kind, "N" if kind in HORSES or facing is None else facing)[index]


def worth_raiding(board: list[Cell | None], size: int, seat: int, j: int, horse: bool) -> bool:
    """Whether pointing at square ``j`` satisfies the deploy requirement.

    True for a tile occupied by an opponent's disk, an unoccupied tile other than a wasteland
    (an iron weapon, or Troy), and (for a horse) a surrounded Troy that ``seat`` already occupies,
    since raiding it with a horse plunders it.
    """
    cell = board[j]
    if cell is None:
        return False
    tile, _, disk = cell
    if tile is None or tile == "wasteland":
        return False
    if disk is None:
        return True
    if disk != seat:
        return True
    return horse and tile == "troy" and surrounded(board, j, size)


def pointed_ok(state: State, seat: int, kind: str, index: int, facing: str | None) -> bool:
    """The deploy requirement: the tile must point to something it can raid or take."""
    horse = kind in HORSES
    board, size = state.board, state.size
    for j in tile_targets(size, kind, index, facing):
        if worth_raiding(board, size, seat, j, horse):
            return True
    return False


def facings_for(kind: str) -> tuple[str, ...]:
    return ("N", "E", "S", "W") if kind in FACED else ("N",)


def can_deploy_pointed(state: State, seat: int) -> bool:
    """Whether ``seat`` has at least one deploy that meets the pointing requirement."""
    board = state.board
    for kind in set(state.hands[seat]):
        for facing in facings_for(kind):
            for index, cell in enumerate(board):
                if cell is None and pointed_ok(state, seat, kind, index, facing):
                    return True
    return False


def preview(state: State, seat: int, kind: str, index: int, facing: str | None) -> str:
    """A short note of what a deploy would raid and take, for ``describe``."""
    raids: list[str] = []
    takes: list[str] = []
    horse = kind in HORSES
    plunders = False
    for j in tile_targets(state.size, kind, index, facing):
        cell = state.board[j]
        if cell is None or cell[0] is None or cell[0] == "wasteland":
            continue
        tile, _, disk = cell
        square = name_of(j, state.size)
        if disk is None:
            takes.append(f"{name(tile).lower()} at {square}" if tile != "troy" else "Troy")
        elif disk != seat:
            raids.append(square)
        elif horse and tile == "troy" and surrounded(state.board, j, state.size):
            plunders = True
    parts = []
    if raids:
        parts.append("raids " + ", ".join(raids))
    if takes:
        parts.append("takes " + ", ".join(takes))
    if plunders:
        parts.append("plunders Troy")
    return ", ".join(parts)


def deploy(state: State, seat: int, kind: str, index: int, facing: str | None) -> list[Event]:
    """Place the tile, raid & occupy, then surround & plunder; returns the public events."""
    board, size = state.board, state.size
    horse = kind in HORSES
    board[index] = (kind, None if horse else facing, None)
    raided: list[str] = []
    taken: list[str] = []
    changed = [index]
    troy_plunder: int | None = None
    for j in tile_targets(size, kind, index, facing):
        cell = board[j]
        if cell is None or cell[0] is None or cell[0] == "wasteland":
            continue
        tile, tile_facing, disk = cell
        if disk == seat:
            if horse and tile == "troy" and surrounded(board, j, size):
                troy_plunder = j
            continue
        if state.disks_left[seat] == 0:
            continue  # no disk to occupy with: the tile keeps its disk (see Interpretations)
        if disk is not None:
            state.disks_left[disk] += 1
            raided.append(f"{name_of(j, size)} from {who(disk)}")
        else:
            what = "Troy" if tile == "troy" else f"the {name(tile).lower()}"
            taken.append(f"{what} at {name_of(j, size)}")
        state.disks_left[seat] -= 1
        board[j] = (tile, tile_facing, seat)
        changed.append(j)
    if state.disks_left[seat] > 0:
        state.disks_left[seat] -= 1
        board[index] = (kind, None if horse else facing, seat)
    text = f"{who(seat)} deployed {name(kind)} at {name_of(index, size)}"
    if not horse:
        text += f" facing {FACING_NAMES.get(facing or 'N', facing)}"
    bits = []
    if raided:
        bits.append("raided " + ", ".join(raided))
    if taken:
        bits.append("took " + ", ".join(taken))
    if bits:
        text += " and " + " and ".join(bits)
    events = [
        Event(
            text + ".",
            kind="deploy",
            data={
                "seat": seat,
                "tile": kind,
                "square": name_of(index, size),
                "facing": None if horse else facing,
                "occupied": [name_of(j, size) for j in changed[1:]],
            },
        )
    ]
    candidates = set(changed) | set(neighbours(size)[index])
    taken_now = plunder(state, candidates, troy_plunder)
    events += taken_now
    plundered = {parse_index(e.data["square"], size) for e in taken_now}
    state.highlight = sorted(set(changed) | {j for j in plundered if j is not None})
    state.last = (seat, index)
    return events


def plunder(state: State, candidates: set[int], troy: int | None) -> list[Event]:
    """Remove every surrounded occupied tile among ``candidates`` for its occupier.

    Troy is skipped here: it falls only to a horse raid by the seat already on it (``troy``).
    The disk stays behind on the empty square.
    """
    board, size = state.board, state.size
    events: list[Event] = []
    for j in sorted(candidates):
        cell = board[j]
        if cell is None:
            continue
        tile, _, disk = cell
        if tile is None or disk is None or tile in ("wasteland", "troy"):
            continue
        if surrounded(board, j, size):
            events.append(_take(state, j, tile, disk))
    if troy is not None:
        cell = board[troy]
        assert cell is not None and cell[2] is not None
        events.append(_take(state, troy, "troy", cell[2]))
    return events


def _take(state: State, j: int, tile: str, disk: int) -> Event:
    state.board[j] = (None, None, disk)
    state.plunder[disk].append(tile)
    square = name_of(j, state.size)
    return Event(
        f"{who(disk)} plundered {name(tile)} at {square} (+{value(tile)}).",
        kind="plunder",
        data={"seat": disk, "tile": tile, "square": square, "value": value(tile)},
    )


def disks_on_board(state: State) -> list[int]:
    counts = [0] * state.seats
    for cell in state.board:
        if cell is not None and cell[2] is not None:
            counts[cell[2]] += 1
    return counts


def scores(state: State) -> list[int]:
    return [sum(value(t) for t in p) for p in state.plunder]
