"""Automatic set-up and the wounded's way home."""

from __future__ import annotations

from engine.siege.board import BOARD
from engine.siege.movement import reach
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN
from engine.siege.placement import auto_place, retreat_square


def test_every_greek_gets_his_own_start_square_on_day_1() -> None:
    placed = auto_place(GREEK, 1, SIDE_PIECES[GREEK])
    assert set(placed) == set(SIDE_PIECES[GREEK])
    assert sorted(placed.values()) == sorted(BOARD.start_squares(GREEK, 1))


def test_every_trojan_gets_his_own_start_square() -> None:
    placed = auto_place(TROJAN, 1, SIDE_PIECES[TROJAN])
    assert sorted(placed.values()) == sorted(BOARD.start_squares(TROJAN, 1))


def test_from_day_2_the_greeks_set_up_inside_the_wall() -> None:
    placed = auto_place(GREEK, 2, SIDE_PIECES[GREEK])
    assert set(placed.values()) <= BOARD.inside_wall
    assert len(set(placed.values())) == len(placed) == 28


def test_from_day_3_the_trojans_without_the_thracians() -> None:
    left = [p for p in SIDE_PIECES[TROJAN] if not PIECES[p].thracian]
    placed = auto_place(TROJAN, 3, left)
    assert len(left) == 20 and set(placed.values()) <= BOARD.trojan_marks


def test_achilles_stands_where_he_blocks_nobody() -> None:
    for day in (1, 2):
        placed = auto_place(GREEK, day, SIDE_PIECES[GREEK])
        assert BOARD.name(placed["achilles"]) == "B16"
        # With only Achilles on the map, every other start square still walks to the front line.
        occupied = {placed["achilles"]: "achilles"}
        for pid, square in placed.items():
            if pid != "achilles":
                found = reach(pid, square, {**occupied, square: pid}, set(), day)
                assert found, pid


def test_the_strongest_heroes_stand_in_front() -> None:
    placed = auto_place(GREEK, 1, SIDE_PIECES[GREEK])
    front = BOARD.start_squares(GREEK, 1)[-1]
    assert placed["ajax"] == front  # Ajax 8 comes before Diomedes 8 in the catalogue
    depth = BOARD.start_squares(GREEK, 1).index
    assert depth(placed["diomedes"]) > depth(placed["argives1"])  # heroes ahead of soldiers
    assert depth(placed["teucer"]) > depth(placed["argives1"])  # archers ahead of soldiers


def test_a_wounded_piece_goes_to_the_deepest_free_start_square() -> None:
    starts = BOARD.start_squares(GREEK, 1)
    assert retreat_square(GREEK, 1, {}) == starts[0]
    assert retreat_square(GREEK, 1, {starts[0]: "achilles"}) == starts[1]


def test_a_wounded_greek_goes_inside_the_wall_from_day_2() -> None:
    full = {s: "x" for s in BOARD.start_squares(GREEK, 1)}
    found = retreat_square(GREEK, 2, full)
    assert found is not None and found in BOARD.gates


def test_when_every_start_square_is_taken_the_nearest_free_square() -> None:
    full = {s: "x" for s in BOARD.start_squares(TROJAN, 1)}
    found = retreat_square(TROJAN, 1, full)
    assert found is not None and found in BOARD.land and found not in full
    assert any(n in full for n in BOARD.neighbours4[found])
