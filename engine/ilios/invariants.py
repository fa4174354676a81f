"""ILIOS's invariants, checked by the shared conformance test after every action."""

from __future__ import annotations

from collections import Counter

from engine.ilios import views
from engine.ilios.state import State
from engine.ilios.tiles import BAG_COUNTS, DISKS_PER_SEAT, FIXED, HORSE_COUNTS, value


def check(state: State) -> None:
    """Tiles and disks are conserved; scores are the sum of plunder values; views agree."""
    expected = Counter(BAG_COUNTS)
    if state.expansion:
        expected.update(HORSE_COUNTS)
    board_tiles = [c[0] for c in state.board if c is not None and c[0] is not None]
    movable = [t for t in board_tiles if t not in FIXED]
    plunder = [t for p in state.plunder for t in p]
    seen = Counter(state.bag) + Counter(movable) + Counter(state.set_aside)
    seen += Counter(t for t in plunder if t not in FIXED)
    for hand in state.hands:
        seen += Counter(hand)
    assert seen == expected, "tiles are not conserved"
    placed_irons = (state.seats + (1 if state.seats == 2 else 0)) - sum(
        1 for _, k in state.setup_queue if k == "iron"
    )
    assert board_tiles.count("iron") + plunder.count("iron") == placed_irons
    wastes = board_tiles.count("wasteland")
    if state.expansion:
        assert board_tiles.count("troy") + plunder.count("troy") == 1
        assert wastes <= len(state.set_aside)
    assert "wasteland" not in plunder
    view = views.public_view(state)
    for seat in range(state.seats):
        on_board = sum(1 for c in state.board if c is not None and c[2] == seat)
        assert on_board + state.disks_left[seat] == DISKS_PER_SEAT
        assert view["disks_on_board"][seat] == on_board
        assert view["scores"][seat] == sum(value(t) for t in state.plunder[seat])
    assert view["bag"] == len(state.bag)
    assert view["hand_sizes"] == [len(h) for h in state.hands]
