"""Build ILIOS positions directly, so rule tests can start from the picture in the rulebook."""

from __future__ import annotations

from engine.ilios.geometry import centre, parse_index
from engine.ilios.state import PLAY, State
from engine.ilios.tiles import DISKS_PER_SEAT

CellSpec = tuple[str | None, str | None, int | None]


def position(
    cells: dict[str, CellSpec],
    hands: list[list[str]],
    *,
    size: int = 5,
    expansion: bool = False,
    turn: int = 0,
    bag: list[str] | None = None,
    plunder: list[list[str]] | None = None,
    seed: int = 1,
    troy: bool | None = None,
) -> State:
    """A state in the play phase: ``cells`` maps square names to ``(tile, facing, disk)``.

    Disks on the board are taken from each seat's supply. With ``expansion`` Troy is put on the
    centre square unless ``troy`` is False or ``cells`` already says what is there.
    """
    seats = len(hands)
    state = State(size=size, expansion=expansion, seats=seats, seed=seed)
    state.phase = PLAY
    state.turn = turn
    state.board = [None] * (size * size)
    if expansion and troy is not False:
        state.board[centre(size)] = ("troy", None, None)
    for square, cell in cells.items():
        index = parse_index(square, size)
        assert index is not None, square
        state.board[index] = cell
    state.hands = [list(h) for h in hands]
    state.bag = list(bag) if bag is not None else ["spearman"] * 10
    state.plunder = [list(p) for p in plunder] if plunder else [[] for _ in range(seats)]
    state.disks_left = [
        DISKS_PER_SEAT - sum(1 for c in state.board if c is not None and c[2] == s)
        for s in range(seats)
    ]
    return state


def cell(state: State, square: str) -> CellSpec | None:
    index = parse_index(square, state.size)
    assert index is not None
    return state.board[index]


def fill(squares: str, disk: int | None = None, tile: str = "wasteland") -> dict[str, CellSpec]:
    """Many squares of the same tile at once: ``fill("B2 C2 D2")``."""
    return {sq: (tile, None if tile == "wasteland" else "N", disk) for sq in squares.split()}
