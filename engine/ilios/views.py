"""Public and seat views, exactly as docs/dev/ilios-view.md describes them.

A view never holds the seed, the bag's order or another seat's hand.
"""

from __future__ import annotations

from typing import Any

from engine.ilios import flow, rules
from engine.ilios.geometry import absolute_arrows, name_of
from engine.ilios.state import OVER, State
from engine.ilios.tiles import BASE_KINDS, EXPANSION_KINDS, HORSES, KINDS


def catalogue(expansion: bool) -> dict[str, dict[str, Any]]:
    """Every tile kind that can appear in this game, as printed facing north."""
    kinds = BASE_KINDS + (EXPANSION_KINDS if expansion else ())
    return {
        k: {
            "name": KINDS[k].name,
            "value": KINDS[k].value,
            "arrows": list(KINDS[k].arrows),
            "jumps": [list(j) for j in KINDS[k].jumps],
        }
        for k in kinds
    }


def cell_view(cell: tuple[str | None, str | None, int | None] | None) -> dict[str, Any] | None:
    if cell is None:
        return None
    tile, facing, disk = cell
    if tile is None:
        return {
            "tile": None,
            "facing": None,
            "disk": disk,
            "value": None,
            "arrows": [],
            "jumps": [],
        }
    kind = KINDS[tile]
    return {
        "tile": tile,
        "facing": facing,
        "disk": disk,
        "value": kind.value,
        "arrows": absolute_arrows(tile, facing) if tile not in HORSES else [],
        "jumps": [list(j) for j in kind.jumps],
    }


def public_view(state: State) -> dict[str, Any]:
    size = state.size
    result = flow.outcome(state)
    disks = rules.disks_on_board(state)
    return {
        "game": "ilios",
        "size": size,
        "expansion": state.expansion,
        "seats": state.seats,
        "phase": "play" if state.phase == "oracle" else state.phase,
        "turn": None if state.phase == OVER else sorted(flow.to_act(state))[0],
        "to_act": sorted(flow.to_act(state)),
        "stage": flow.stage_words(state),
        "board": [[cell_view(state.board[r * size + c]) for c in range(size)] for r in range(size)],
        "plunder": [list(p) for p in state.plunder],
        "scores": rules.scores(state),
        "disks_on_board": disks,
        "disks_left": list(state.disks_left),
        "hand_sizes": [len(h) for h in state.hands],
        "bag": len(state.bag),
        "revealed": {str(s): list(h) for s, h in sorted(state.revealed.items())},
        "last": None
        if state.last is None
        else {"seat": state.last[0], "square": name_of(state.last[1], size)},
        "highlight": [name_of(i, size) for i in state.highlight],
        "outcome": None if result is None else result.to_dict(),
        "catalogue": catalogue(state.expansion),
    }


def seat_view(state: State, seat: int) -> dict[str, Any]:
    """The public view plus this seat's hand and how many oracle returns it has left."""
    view = public_view(state)
    view["seat"] = seat
    view["hand"] = sorted(state.hands[seat], key=list(KINDS).index)
    view["oracle_returns_left"] = state.oracle_left if state.turn == seat else 0
    return view
