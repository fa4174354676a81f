"""Public and seat views, exactly as engine/ilios/view_types.py types them (and
docs/dev/ilios-view.md shows them).

A view never holds the seed, the bag's order or another seat's hand.
"""

from __future__ import annotations

from engine.core.types import Outcome
from engine.ilios import flow, rules
from engine.ilios.geometry import absolute_arrows, name_of
from engine.ilios.state import OVER, SETUP, Cell, State
from engine.ilios.tiles import BASE_KINDS, EXPANSION_KINDS, HORSES, KINDS
from engine.ilios.view_types import (
    CellView,
    KindView,
    LastMove,
    OutcomeView,
    Phase,
    PublicView,
    SeatView,
)


def catalogue(expansion: bool) -> dict[str, KindView]:
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


def cell_view(cell: Cell | None) -> CellView | None:
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


def phase_view(state: State) -> Phase:
    """The phase as a view shows it: the oracle's decision is part of play."""
    if state.phase == SETUP:
        return "setup"
    if state.phase == OVER:
        return "over"
    return "play"


def outcome_view(result: Outcome | None) -> OutcomeView | None:
    """The outcome as ``Outcome.to_dict`` writes it (ILIOS has no teams, so no team scores)."""
    if result is None:
        return None
    return {
        "winners": sorted(result.winners),
        "scores": list(result.scores),
        "summary": result.summary,
    }


def public_view(state: State) -> PublicView:
    size = state.size
    disks = rules.disks_on_board(state)
    last: LastMove | None = None
    if state.last is not None:
        last = {"seat": state.last[0], "square": name_of(state.last[1], size)}
    return {
        "game": "ilios",
        "size": size,
        "expansion": state.expansion,
        "seats": state.seats,
        "phase": phase_view(state),
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
        "last": last,
        "highlight": [name_of(i, size) for i in state.highlight],
        "outcome": outcome_view(flow.outcome(state)),
        "catalogue": catalogue(state.expansion),
    }


def seat_view(state: State, seat: int) -> SeatView:
    """The public view plus this seat's hand and how many oracle returns it has left."""
    return {
        **public_view(state),
        "seat": seat,
        "hand": sorted(state.hands[seat], key=list(KINDS).index),
        "oracle_returns_left": state.oracle_left if state.turn == seat else 0,
    }
