"""Movement, control and archers' lines on the real map: one test per settled rule.

Positions are written with square names ({"F2": "ajax"}); the map's features used are quoted
in each test (row 2 is open plain from E2 to R2; C1-E1 and D2 are hills; the Scamander runs
H7-K7 and B8-H8; the wall F10-H10 fronts the camp square G11).
"""

from __future__ import annotations

import heapq
import random

from engine.siege.board import BOARD
from engine.siege.control import controllers, controls
from engine.siege.lines import archer_targets, in_line
from engine.siege.movement import Reach, destinations, reach, side_reaches
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN


def sq(name: str) -> int:
    found = BOARD.parse(name)
    assert found is not None, name
    return found


def board(pieces: dict[str, str]) -> dict[int, str]:
    """square name -> piece id, as ``occupied``."""
    return {sq(name): pid for name, pid in pieces.items()}


def moves(pid: str, at: str, others: dict[str, str], day: int = 1, attacked=()) -> dict[str, Reach]:
    occupied = board({at: pid, **others})
    found = reach(pid, sq(at), occupied, set(attacked), day)
    return {BOARD.name(s): r for s, r in found.items()}


# ---- allowance, orthogonal steps ----------------------------------------------------------------


def test_a_hero_moves_ten_squares_and_no_more() -> None:
    found = moves("ajax", "G2", {})
    assert found["Q2"].cost == 10 and "R2" not in found


def test_a_soldier_and_an_archer_move_six_squares() -> None:
    for pid in ("argives1", "teucer"):
        found = moves(pid, "G2", {})
        assert found["M2"].cost == 6 and "N2" not in found


def test_steps_are_orthogonal_a_diagonal_square_costs_two() -> None:
    found = moves("argives1", "G2", {})
    assert found["H3"].cost == 2
    path = found["H3"].path
    assert len(path) == 3 and path[0] == sq("G2") and path[-1] == sq("H3")


# ---- terrain -------------------------------------------------------------------------------------


def test_a_hill_costs_two_points() -> None:
    found = moves("argives1", "J1", {})  # F1 is 4 squares west, the hill E1 one more
    assert found["F1"].cost == 4 and found["E1"].cost == 6


def test_a_hill_cannot_be_entered_with_one_point_left() -> None:
    found = moves("argives1", "K1", {})  # F1 costs 5: 1 point left, E1 (hill) closed
    assert found["F1"].cost == 5 and "E1" not in found


def test_the_sea_is_never_entered() -> None:
    found = moves("ajax", "C2", {})
    assert not any(BOARD.terrain[s] == "sea" for s in map(sq, found))
    assert "B2" in found  # the shore is land


def test_a_river_halts_the_piece_that_enters_it() -> None:
    found = moves("ajax", "F6", {})
    assert "H7" in found and BOARD.terrain[sq("H7")] == "scamander"
    assert "I8" not in found and "I9" not in found  # beyond the Scamander: next move


def test_a_piece_starting_on_a_river_walks_off_it() -> None:
    found = moves("ajax", "I7", {})  # on the Scamander, I8 and I9 on its south bank
    assert found["I8"].cost == 1 and found["I9"].cost == 2


def test_the_wall_is_open_ground_on_day_1() -> None:
    found = moves("trojans1", "I10", {}, day=1)
    assert found["E10"].cost == 4  # straight over F10-H10


def test_from_day_2_the_wall_halts_the_piece_that_enters_it() -> None:
    found = moves("trojans1", "I10", {}, day=2)
    assert "H10" in found and "E10" not in found
    for r in found.values():
        assert not any(s in BOARD.walls for s in r.path[1:-1])


def test_from_day_2_the_gate_is_an_ordinary_square() -> None:
    found = moves("trojans1", "J12", {}, day=2)
    assert found["H12"].cost == 2 and found["H12"].path[1] == sq("I12")


# ---- pieces in the way ---------------------------------------------------------------------------


def test_pieces_never_pass_through_pieces() -> None:
    walled_in = {"F1": "argives2", "E2": "spartans", "G2": "cretans", "F3": "pylians"}
    assert moves("ajax", "F2", walled_in) == {}


def test_a_piece_never_ends_on_another() -> None:
    found = moves("ajax", "F2", {"H2": "cretans"})
    assert "H2" not in found and found["I2"].cost == 5  # round the friend


# ---- control -------------------------------------------------------------------------------------


def test_a_piece_controls_its_four_orthogonal_neighbours_only() -> None:
    occupied = board({"L2": "trojans1"})
    for name in ("K2", "M2", "L1", "L3"):
        assert controllers(sq(name), GREEK, occupied, 1) == ("trojans1",)
    for name in ("K1", "M3", "K3", "J2"):
        assert controllers(sq(name), GREEK, occupied, 1) == ()
    assert controllers(sq("K2"), TROJAN, occupied, 1) == ()  # not its own side


def test_entering_enemy_control_halts_the_piece_and_attacks() -> None:
    found = moves("ajax", "F2", {"L2": "trojans1"})
    assert found["K2"].engages == ("trojans1",)
    assert "M2" not in found  # beyond the control: only by passing through it
    for r in found.values():
        assert not any(s in (sq("K2"), sq("L1"), sq("L3")) for s in r.path[1:-1])


def test_a_diagonal_square_is_free() -> None:
    found = moves("ajax", "F2", {"L2": "trojans1"})
    assert found["K1"].engages == ()


def test_control_of_an_already_attacked_enemy_may_be_passed_through() -> None:
    found = moves("ajax", "F2", {"L2": "trojans1"}, attacked={"trojans1"})
    assert "M2" in found and found["M2"].engages == ("trojans1",)
    assert found["N2"].engages == () and found["N2"].cost == 10


def test_ending_in_control_of_an_attacked_enemy_joins_that_fight() -> None:
    found = moves("ajax", "F2", {"L2": "trojans1"}, attacked={"trojans1"})
    assert found["K2"].engages == ("trojans1",)


def test_a_square_of_two_controllers_halts_unless_both_are_attacked() -> None:
    others = {"L1": "trojans1", "L3": "trojans2"}  # both control L2
    one = moves("ajax", "F2", others, attacked={"trojans1"})
    assert one["L2"].engages == ("trojans1", "trojans2") and "M2" not in one
    both = moves("ajax", "F2", others, attacked={"trojans1", "trojans2"})
    assert "M2" in both


def test_from_day_2_the_wall_edge_cancels_control() -> None:
    occupied = board({"G11": "argives1"})  # a camp square behind the wall square G10
    assert controls(sq("G11"), sq("G10"), 1) and not controls(sq("G11"), sq("G10"), 2)
    assert controllers(sq("G10"), TROJAN, occupied, 2) == ()
    assert controllers(sq("G10"), TROJAN, occupied, 1) == ("argives1",)
    day2 = moves("trojans1", "J9", {"G11": "argives1"}, day=2)
    assert day2["G10"].engages == () and day2["G10"].cost == 4
    day1 = moves("trojans1", "J9", {"G11": "argives1"}, day=1)
    assert day1["G10"].engages == ("argives1",)


def test_a_piece_on_the_wall_is_fought_from_outside() -> None:
    occupied = board({"G10": "argives1"})
    assert controllers(sq("G9"), TROJAN, occupied, 2) == ("argives1",)


# ---- every path obeys every rule (random positions) -------------------------------------------


def random_position(rnd: random.Random) -> dict[int, str]:
    land = sorted(BOARD.land)
    ids = [*SIDE_PIECES[GREEK], *SIDE_PIECES[TROJAN]]
    chosen = rnd.sample(ids, rnd.randint(5, 40))
    return dict(zip(rnd.sample(land, len(chosen)), chosen, strict=True))


def test_every_path_is_legal_on_random_positions() -> None:
    rnd = random.Random(8)
    for _ in range(60):
        occupied = random_position(rnd)
        day = rnd.randint(1, 4)
        attacked = {pid for pid in occupied.values() if rnd.random() < 0.3}
        for origin, pid in list(occupied.items())[:6]:
            piece = PIECES[pid]
            found = reach(pid, origin, occupied, attacked, day)
            assert destinations(pid, origin, occupied, attacked, day) == {
                s: r.cost for s, r in found.items()
            }
            for end, r in found.items():
                assert r.path[0] == origin and r.path[-1] == end
                assert end not in occupied and BOARD.terrain[end] != "sea"
                assert r.cost == sum(BOARD.move_cost(s) for s in r.path[1:]) <= piece.allowance
                for a, b in zip(r.path, r.path[1:], strict=False):
                    assert b in BOARD.neighbours4[a]
                for s in r.path[1:-1]:
                    assert s not in occupied and not BOARD.stops(s, day)
                    assert all(c in attacked for c in controllers(s, piece.side, occupied, day))
                assert r.engages == controllers(end, piece.side, occupied, day)


def test_side_reaches_is_reach_for_each_piece() -> None:
    rnd = random.Random(3)
    occupied = random_position(rnd)
    positions = {pid: s for s, pid in occupied.items()}
    greeks = [pid for pid in positions if PIECES[pid].side == GREEK]
    together = side_reaches(GREEK, positions, occupied, set(), 2, greeks)
    for pid in greeks:
        assert together[pid] == reach(pid, positions[pid], occupied, set(), 2)


# ---- archers' lines ------------------------------------------------------------------------------


def test_archers_shoot_along_rows_columns_and_diagonals_one_to_three_squares() -> None:
    assert in_line(sq("J9"), sq("J6")) and in_line(sq("J9"), sq("M9"))
    assert in_line(sq("J9"), sq("G12")) and in_line(sq("J9"), sq("K8"))
    assert not in_line(sq("J9"), sq("J5"))  # four away
    assert not in_line(sq("J9"), sq("K11"))  # a knight's step
    assert not in_line(sq("J9"), sq("J9"))


def test_archers_shoot_over_pieces_and_walls_at_enemies_only() -> None:
    occupied = board({"G9": "teucer", "G10": "argives1", "G11": "trojans1", "H9": "hector"})
    targets = archer_targets(sq("G9"), GREEK, occupied)
    assert targets == {sq("G11"): "trojans1", sq("H9"): "hector"}


def naive_reach(pid: str, origin: int, occupied: dict[int, str], attacked: set[str], day: int):
    """A plain Dijkstra written straight from the rules, to check the fast search against."""
    piece = PIECES[pid]
    best = {origin: 0}
    heap = [(0, origin)]
    while heap:
        cost, here = heapq.heappop(heap)
        if cost > best[here]:
            continue
        if here != origin:
            if BOARD.stops(here, day):
                continue
            if any(c not in attacked for c in controllers(here, piece.side, occupied, day)):
                continue
        for n in BOARD.neighbours4[here]:
            if BOARD.terrain[n] == "sea" or n in occupied:
                continue
            total = cost + (2 if BOARD.terrain[n] == "hill" else 1)
            if total <= piece.allowance and total < best.get(n, 99):
                best[n] = total
                heapq.heappush(heap, (total, n))
    del best[origin]
    return best


def test_the_fast_search_finds_every_square_at_its_cheapest_cost() -> None:
    rnd = random.Random(21)
    for _ in range(40):
        occupied = random_position(rnd)
        day = rnd.randint(1, 4)
        attacked = {pid for pid in occupied.values() if rnd.random() < 0.3}
        for origin, pid in list(occupied.items())[:5]:
            expected = naive_reach(pid, origin, occupied, attacked, day)
            found = destinations(pid, origin, occupied, attacked, day)
            assert found == expected
