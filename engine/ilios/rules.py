"""The ILIOS mechanics on a board: what a tile may point at, raid & occupy, surround & plunder.

Functions here mutate the state they are given: ``apply`` calls them on a clone only. What a
deploy does is worked out by ``resolve.resolve_deploy``; ``deploy`` writes it down.
"""

from __future__ import annotations

from engine.core.grid import grid
from engine.core.said import listed, say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.ilios.geometry import FACING_NAMES, reaches
from engine.ilios.resolve import resolve_deploy, surrounded, tile_targets
from engine.ilios.state import Cell, State
from engine.ilios.tiles import FACED, HORSES, name, value


def who(seat: int) -> str:
    """How events name a seat; the service swaps in the player's name (``with_names``)."""
    return seat_label(seat)


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


class PointedSquares:
    """For one seat and board: the open squares from which each tile and facing meets the deploy
    requirement. Worked backwards from the few squares worth raiding (``reaches``) instead of
    testing every square, kind and facing: listing the legal deploys is the engine's hot path."""

    def __init__(self, state: State, seat: int) -> None:
        self._state = state
        self._seat = seat
        self._worthy: dict[bool, list[int]] = {}
        self._open = {i for i, cell in enumerate(state.board) if cell is None}

    def _worthy_squares(self, horse: bool) -> list[int]:
        if horse not in self._worthy:
            board, size, seat = self._state.board, self._state.size, self._seat
            self._worthy[horse] = [
                j
                for j, cell in enumerate(board)
                if cell is not None and worth_raiding(board, size, seat, j, horse)
            ]
        return self._worthy[horse]

    def squares(self, kind: str, facing: str) -> list[int]:
        """The open squares, in board order, where ``kind`` facing ``facing`` may be deployed."""
        reach = reaches(self._state.size, kind, "N" if kind in HORSES else facing)
        ok: set[int] = set()
        for j in self._worthy_squares(kind in HORSES):
            ok.update(reach[j])
        return sorted(ok.intersection(self._open))


def can_deploy_pointed(state: State, seat: int) -> bool:
    """Whether ``seat`` has at least one deploy that meets the pointing requirement."""
    pointed = PointedSquares(state, seat)
    return any(
        pointed.squares(kind, facing)
        for kind in set(state.hands[seat])
        for facing in facings_for(kind)
    )


def deploy(state: State, seat: int, kind: str, index: int, facing: str | None) -> list[Event]:
    """Place the tile, raid & occupy, then surround & plunder; returns the public events."""
    size = state.size
    names = grid(size).names
    done = resolve_deploy(state.board, size, seat, state.disks_left[seat], kind, index, facing)
    state.board = list(done.board)
    state.disks_left[seat] -= done.disks_used
    for _, disk in done.raided:
        state.disks_left[disk] += 1
    horse = kind in HORSES
    deployed, square = term(name(kind)), names[index]
    if horse:
        did = [
            say("{who} deployed {tile} at {square}", who=who(seat), tile=deployed, square=square)
        ]
    else:
        way = term(FACING_NAMES.get(facing or "N", facing or "N"))
        did = [
            say(
                "{who} deployed {tile} at {square} facing {facing}",
                who=who(seat),
                tile=deployed,
                square=square,
                facing=way,
            )
        ]
    if done.raided:
        raids = [say("{square} from {who}", square=names[j], who=who(d)) for j, d in done.raided]
        did.append(say("raided {squares}", squares=listed(raids)))
    if done.taken:
        took = [
            say("{tile} at {square}", tile=term(name(t)), square=names[j]) for j, t in done.taken
        ]
        did.append(say("took {tiles}", tiles=listed(took)))
    events = [
        Event(
            say("{deeds}.", deeds=listed(did)),
            kind="deploy",
            data={
                "seat": seat,
                "tile": kind,
                "square": names[index],
                "facing": None if horse else facing,
                "occupied": [names[j] for j in done.occupied],
            },
        )
    ]
    for j, tile, disk in done.plundered:
        state.plunder[disk].append(tile)
        events.append(
            Event(
                say(
                    "{who} plundered {tile} at {square} (+{points}).",
                    who=who(disk),
                    tile=term(name(tile)),
                    square=names[j],
                    points=value(tile),
                ),
                kind="plunder",
                data={"seat": disk, "tile": tile, "square": names[j], "value": value(tile)},
            )
        )
    state.highlight = sorted({index, *done.occupied, *(j for j, _, _ in done.plundered)})
    state.last = (seat, index)
    return events


def disks_on_board(state: State) -> list[int]:
    counts = [0] * state.seats
    for cell in state.board:
        if cell is not None and cell[2] is not None:
            counts[cell[2]] += 1
    return counts


def scores(state: State) -> list[int]:
    return [sum(value(t) for t in p) for p in state.plunder]
