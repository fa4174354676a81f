"""The map's 41 checks (siege.md, "The map") on the project's own copy, engine/siege/map.txt.

Squares here are (row, col) pairs, 0-based, as the design's checker wrote them; ``name`` turns
them into map names. Movement is orthogonal, so "connected" means sharing a side; "next to" (the
Trojan start squares) means sharing a side or a corner. Rivers and walls halt a piece but can be
crossed in two moves, so for reachability only the sea is closed. The engine's own tables
(``BOARD``) are checked against the same derivations at the end.
"""

from __future__ import annotations

import heapq
from collections import deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache

from engine.siege.board import BOARD, MAP_PATH, TERRAINS, read_map
from engine.siege.pieces import GREEK, SIDE_PIECES, TROJAN

COLS = "ABCDEFGHIJKLMNOPQRSTUVWX"
WIDTH, HEIGHT = 24, 16
GREEKS, TROJANS = 28, 23
N4 = ((-1, 0), (1, 0), (0, -1), (0, 1))
N8 = N4 + ((-1, -1), (-1, 1), (1, -1), (1, 1))
Sq = tuple[int, int]


def name(sq: Sq) -> str:
    return f"{COLS[sq[1]]}{sq[0] + 1}"


def on_map(r: int, c: int) -> bool:
    return 0 <= r < HEIGHT and 0 <= c < WIDTH


def around(sq: Sq, steps: tuple[Sq, ...] = N4) -> Iterator[Sq]:
    for dr, dc in steps:
        if on_map(sq[0] + dr, sq[1] + dc):
            yield (sq[0] + dr, sq[1] + dc)


def groups(squares: Iterable[Sq], steps: tuple[Sq, ...] = N4) -> list[set[Sq]]:
    """Connected groups, largest first."""
    left, out = set(squares), []
    while left:
        group, todo = {left.pop()}, []
        todo.extend(group)
        while todo:
            for n in around(todo.pop(), steps):
                if n in left:
                    left.remove(n)
                    group.add(n)
                    todo.append(n)
        out.append(group)
    return sorted(out, key=lambda g: (-len(g), min(g)))


def flood(starts: Iterable[Sq], passable: set[Sq]) -> set[Sq]:
    seen = set(starts)
    todo = deque(seen)
    while todo:
        for n in around(todo.popleft()):
            if n not in seen and n in passable:
                seen.add(n)
                todo.append(n)
    return seen


def one_square_wide(squares: set[Sq]) -> bool:
    """One unbranched line: every square has 1 or 2 neighbours in it, and two ends."""
    if not squares or len(groups(squares)) != 1:
        return False
    degrees = [sum(n in squares for n in around(s)) for s in squares]
    return len(squares) == 1 or (degrees.count(1) == 2 and all(d in (1, 2) for d in degrees))


def ends_of(squares: set[Sq]) -> list[Sq]:
    return [s for s in squares if sum(n in squares for n in around(s)) == 1]


def on_edge(sq: Sq, *edges: str) -> bool:
    r, c = sq
    return (
        ("top" in edges and r == 0)
        or ("bottom" in edges and r == HEIGHT - 1)
        or ("right" in edges and c == WIDTH - 1)
    )


def line_ends(line: set[Sq]) -> list[Sq]:
    """Ends of the wall line, a corner neighbour counting only where no side neighbour links."""
    out = []
    for s in line:
        side = [n for n in around(s) if n in line]
        corner = [
            n
            for n in around(s, N8)
            if n in line and n not in side and not any(m in side for m in around(n))
        ]
        if len(side) + len(corner) <= 1:
            out.append(s)
    return out


def chebyshev(sq: Sq, group: set[Sq]) -> int:
    return min(max(abs(sq[0] - g[0]), abs(sq[1] - g[1])) for g in group)


def cheapest(sources: set[Sq], cost: dict[Sq, int]) -> dict[Sq, int]:
    dist: dict[Sq, int] = {}
    heap = [(0, s) for s in sources]
    while heap:
        d, sq = heapq.heappop(heap)
        if sq not in dist:
            dist[sq] = d
            heap.extend((d + cost[n], n) for n in around(sq) if n in cost and n not in dist)
            heapq.heapify(heap)
    return dist


def fewest_then_cheapest(sources: set[Sq], cost: dict[Sq, int]) -> dict[Sq, tuple[int, int]]:
    dist: dict[Sq, tuple[int, int]] = {}
    heap = [((0, 0), s) for s in sources]
    while heap:
        d, sq = heapq.heappop(heap)
        if sq not in dist:
            dist[sq] = d
            for n in around(sq):
                if n in cost and n not in dist:
                    heapq.heappush(heap, ((d[0] + 1, d[1] + cost[n]), n))
    return dist


def fewest_rivers(sources: set[Sq], targets: set[Sq], land: set[Sq], rivers: set[Sq]) -> int:
    """Fewest river squares entered on any way from sources to targets (0-1 search)."""
    dist = {s: int(s in rivers) for s in sources}
    todo = deque(sources)
    while todo:
        sq = todo.popleft()
        for n in around(sq):
            if n in land and dist[sq] + (n in rivers) < dist.get(n, 1 << 30):
                dist[n] = dist[sq] + (n in rivers)
                (todo.append if n in rivers else todo.appendleft)(n)
    return min(dist[t] for t in targets if t in dist)


@dataclass
class Map:
    legend: dict[str, str]
    terrain_rows: tuple[str, ...]
    start_rows: tuple[str, ...]
    terrain: dict[Sq, str] = field(default_factory=dict)
    start: dict[Sq, str] = field(default_factory=dict)

    def of(self, *kinds: str) -> set[Sq]:
        return {sq for sq, t in self.terrain.items() if t in kinds}


@cache
def the_map() -> Map:
    text = read_map(MAP_PATH.read_text(encoding="utf-8"))
    m = Map(text.legend, text.terrain_rows, text.start_rows)
    m.terrain = {
        (r, c): m.legend[m.terrain_rows[r][c]] for r in range(HEIGHT) for c in range(WIDTH)
    }
    m.start = {(r, c): m.start_rows[r][c] for r in range(HEIGHT) for c in range(WIDTH)}
    return m


@dataclass
class Derived:
    """Everything the checks measure, worked out once."""

    sea: set[Sq]
    land: set[Sq]
    scamander: set[Sq]
    simoeis: set[Sq]
    rivers: set[Sq]
    mouth: Sq
    camp: set[Sq]
    camp_rows: list[int]
    front: set[Sq]
    greek_start: set[Sq]
    trojan_start: set[Sq]
    enclosed: set[Sq]
    outside: set[Sq]
    inside: set[Sq]
    real_gates: set[Sq]
    greek_side: int | None
    north_side: int | None
    region_of: dict[Sq, int]


@cache
def derived() -> Derived:
    m = the_map()
    sea = m.of("sea")
    land = set(m.terrain) - sea
    scamander, simoeis = m.of("scamander"), m.of("simoeis")
    rivers = scamander | simoeis
    at_sea = [s for s in ends_of(scamander) if any(n in sea for n in around(s))]
    assert len(at_sea) == 1, "the Scamander meets the sea at one end"
    mouth = at_sea[0]
    regions = groups(land - rivers)
    region_of = {sq: i for i, g in enumerate(regions) for sq in g}
    greek_side = region_of.get((mouth[0] + 1, mouth[1]))
    north_side = region_of.get((mouth[0] - 1, mouth[1]))
    camp = {sq for sq in m.of("ship", "shore", "camp") if region_of.get(sq) == greek_side}
    rows = sorted({r for r, _ in camp})
    front = set()
    for r in rows:
        last = max(c for rr, c in camp if rr == r)
        if on_map(r, last + 1) and m.terrain[(r, last + 1)] in ("plain", "hill"):
            front.add((r, last + 1))
    citadel = m.of("citadel")
    line = m.of("wall", "gate")
    outside = flood(citadel, land - line)
    enclosed = land - line - outside
    gates = m.of("gate")
    real_gates = {
        g
        for g in gates
        if any(n in enclosed for n in around(g)) and any(n in outside for n in around(g))
    }
    trojan_start = citadel | {n for sq in citadel for n in around(sq, N8) if n in land}
    return Derived(
        sea, land, scamander, simoeis, rivers, mouth, camp, rows, front, camp | front,
        trojan_start, enclosed, outside, enclosed | real_gates, real_gates, greek_side,
        north_side, region_of,
    )  # fmt: skip


# ---- format and legend (5) ----------------------------------------------------------------------


def test_terrain_grid_is_24_by_16() -> None:
    rows = the_map().terrain_rows
    assert len(rows) == HEIGHT and all(len(r) == WIDTH for r in rows)


def test_legend_gives_one_character_per_terrain() -> None:
    legend = the_map().legend
    assert sorted(legend.values()) == sorted(TERRAINS)
    assert len(set(legend.values())) == len(legend)


def test_every_terrain_character_is_in_the_legend() -> None:
    assert {ch for row in the_map().terrain_rows for ch in row} <= set(the_map().legend)


def test_start_grid_is_24_by_16() -> None:
    rows = the_map().start_rows
    assert len(rows) == HEIGHT and all(len(r) == WIDTH for r in rows)


def test_start_grid_uses_only_g_t_and_dot() -> None:
    assert {ch for row in the_map().start_rows for ch in row} <= {"G", "T", "."}


# ---- sea and coast (5) --------------------------------------------------------------------------

COL_A = {(r, 0) for r in range(HEIGHT)}


def test_the_sea_fills_column_a() -> None:
    assert derived().sea >= COL_A


def test_all_the_sea_joins_column_a() -> None:
    assert not [g for g in groups(derived().sea) if not g & COL_A]


def test_the_sea_bends_into_a_bay_or_two() -> None:
    assert 1 <= len(groups(derived().sea - COL_A)) <= 2


def test_the_sea_keeps_to_columns_a_to_f() -> None:
    assert max(c for _, c in derived().sea) <= 5


def test_every_shore_and_ship_square_touches_the_sea() -> None:
    half = the_map().of("ship", "shore")
    assert half and all(any(n in derived().sea for n in around(sq)) for sq in half)


# ---- the rivers (5) -----------------------------------------------------------------------------


def test_the_scamander_is_one_unbroken_river_one_square_wide() -> None:
    assert one_square_wide(derived().scamander)


def test_the_simoeis_is_one_unbroken_river_one_square_wide() -> None:
    assert one_square_wide(derived().simoeis)


def test_the_scamander_reaches_the_sea_near_the_middle_of_the_left_edge() -> None:
    mouth = derived().mouth
    assert mouth[1] == 1 and 6 <= mouth[0] <= 9, name(mouth)


def test_the_scamander_runs_up_the_plain_to_the_south_east_off_the_map() -> None:
    d = derived()
    source = next(s for s in ends_of(d.scamander) if s != d.mouth)
    assert on_edge(source, "bottom", "right") and source[0] > d.mouth[0] and source[1] > d.mouth[1]


def test_the_simoeis_comes_from_the_north_east_and_joins_the_scamander() -> None:
    d = derived()
    touching = {s for s in d.simoeis if any(n in d.scamander for n in around(s))}
    assert len(touching) == 1
    (join,) = touching
    assert join in ends_of(d.simoeis)
    far = next(s for s in ends_of(d.simoeis) if s != join)
    assert on_edge(far, "top", "right") and far[0] < join[0] and far[1] > join[1]


# ---- the Greek camp and its ships (5) -----------------------------------------------------------


def test_the_camp_lies_on_the_right_hand_side_of_the_scamander() -> None:
    d = derived()
    assert d.camp and d.north_side != d.greek_side
    assert the_map().of("ship", "camp") <= d.camp


def test_the_camp_lies_on_the_shore_in_the_lower_left() -> None:
    d = derived()
    assert min(d.camp_rows) >= HEIGHT // 2 and max(c for _, c in d.camp) <= 7


def test_at_least_eight_ship_squares() -> None:
    assert len(the_map().of("ship")) >= 8


def test_each_row_of_the_camp_runs_unbroken_from_the_sea() -> None:
    d, m = derived(), the_map()
    for r in d.camp_rows:
        in_row = sorted(c for rr, c in d.camp if rr == r)
        first_land = min(c for c in range(WIDTH) if m.terrain[(r, c)] != "sea")
        assert in_row == list(range(first_land, in_row[-1] + 1)), r + 1


def test_the_line_in_front_of_the_camp_is_land() -> None:
    d = derived()
    assert len(d.front) == len(d.camp_rows) == 7


# ---- the wall, from day 2 (6) -------------------------------------------------------------------


def test_the_wall_is_one_line() -> None:
    assert len(groups(the_map().of("wall", "gate"), N8)) == 1


def test_the_wall_closes_the_camp_from_the_sea_to_the_sea_or_the_edge() -> None:
    d, line = derived(), the_map().of("wall", "gate")
    tips = line_ends(line)
    assert len(tips) == 2
    for r, c in tips:
        assert any(not on_map(r + dr, c + dc) or (r + dr, c + dc) in d.sea for dr, dc in N8)
    assert d.enclosed and not d.enclosed & d.outside


def test_the_wall_encloses_at_least_28_squares() -> None:
    assert len(derived().enclosed) >= GREEKS


def test_the_ships_and_the_greek_start_squares_are_inside_the_wall() -> None:
    d = derived()
    assert d.greek_start <= d.enclosed and the_map().of("ship") <= d.enclosed


def test_the_wall_has_at_least_two_gates() -> None:
    d = derived()
    assert len(d.real_gates) >= 2 and d.real_gates == the_map().of("gate")


def test_troy_walks_into_the_camp_through_the_gates_without_a_wall_square() -> None:
    d, m = derived(), the_map()
    assert d.enclosed <= flood(m.of("citadel"), d.land - m.of("wall"))


# ---- the citadel and the hills (5) --------------------------------------------------------------


def test_the_citadel_is_one_block_of_8_to_12_squares() -> None:
    citadel = the_map().of("citadel")
    assert 8 <= len(citadel) <= 12 and len(groups(citadel)) == 1


def test_the_citadel_stands_near_the_right_edge() -> None:
    cols = [c for _, c in the_map().of("citadel")]
    assert WIDTH - 1 - max(cols) <= 2 and min(cols) >= WIDTH * 3 // 4 - 1


def test_hills_around_the_citadel_to_its_north_west_and_south() -> None:
    m = the_map()
    citadel, hills = m.of("citadel"), m.of("hill")
    near = {h for h in hills if chebyshev(h, citadel) <= 3}
    top, bottom = min(r for r, _ in citadel), max(r for r, _ in citadel)
    left = min(c for _, c in citadel)
    assert len(near) >= 6
    assert any(r < top for r, _ in near) and any(r > bottom for r, _ in near)
    assert any(c < left for _, c in near)


def test_a_few_hills_elsewhere() -> None:
    m = the_map()
    far = {h for h in m.of("hill") if chebyshev(h, m.of("citadel")) > 4}
    assert len(far) >= 6 and len(groups(far, N8)) >= 3


def test_the_shortest_way_is_not_always_the_best() -> None:
    d, m = derived(), the_map()
    cost = {sq: 2 if m.terrain[sq] == "hill" else 1 for sq in d.land}
    for targets in (m.of("citadel"), m.of("ship")):
        cheap, short = cheapest(targets, cost), fewest_then_cheapest(targets, cost)
        assert any(short[s][1] > cheap[s] for s in d.land - targets)


# ---- the rivers cut the plain (2) ---------------------------------------------------------------


def test_every_way_between_the_two_camps_crosses_a_river() -> None:
    d, m = derived(), the_map()
    assert fewest_rivers(d.greek_start, m.of("citadel"), d.land, d.rivers) >= 1
    assert fewest_rivers(d.trojan_start, m.of("ship"), d.land, d.rivers) >= 1


def test_the_scamander_alone_parts_the_camp_from_the_citadel() -> None:
    d, citadel = derived(), the_map().of("citadel")
    parts = groups(d.land - d.scamander)
    assert any(d.greek_start & p for p in parts)
    assert not any(d.greek_start & p and citadel & p for p in parts)


# ---- start squares (7) --------------------------------------------------------------------------


def marked(ch: str) -> set[Sq]:
    return {sq for sq, c in the_map().start.items() if c == ch}


def test_trojan_start_squares_are_the_citadel_and_its_ring_23() -> None:
    assert len(derived().trojan_start) == TROJANS


def test_the_start_grid_t_squares_are_exactly_these() -> None:
    assert marked("T") == derived().trojan_start


def test_greek_start_squares_are_the_camp_and_its_front_line_28() -> None:
    d = derived()
    assert (len(d.camp), len(d.front), len(d.greek_start)) == (21, 7, GREEKS)


def test_the_start_grid_g_squares_are_exactly_these() -> None:
    assert marked("G") == derived().greek_start


def test_from_day_2_the_greeks_start_inside_the_wall_g_squares_and_gates() -> None:
    assert derived().inside == marked("G") | the_map().of("gate")


def test_no_start_square_is_sea_river_wall_or_gate_or_both_sides() -> None:
    m = the_map()
    bad = m.of("sea", "scamander", "simoeis", "wall", "gate")
    assert not (marked("G") | marked("T")) & bad
    assert not marked("G") & marked("T")


def test_the_project_has_as_many_pieces_as_start_squares() -> None:
    assert (len(SIDE_PIECES[GREEK]), len(SIDE_PIECES[TROJAN])) == (GREEKS, TROJANS)


# ---- connectivity (1) ---------------------------------------------------------------------------


def test_every_land_square_is_reachable_from_both_camps() -> None:
    d = derived()
    assert flood(d.greek_start, d.land) == d.land == flood(d.trojan_start, d.land)


# ---- the engine's tables agree with the checks --------------------------------------------------


def index(sq: Sq) -> int:
    return sq[0] * WIDTH + sq[1]


def test_board_start_squares_and_inside_wall_match_the_checks() -> None:
    d = derived()
    assert set(BOARD.start_squares(GREEK, 1)) == {index(s) for s in d.greek_start}
    assert set(BOARD.start_squares(GREEK, 2)) == {index(s) for s in d.inside}
    assert set(BOARD.start_squares(TROJAN, 1)) == {index(s) for s in d.trojan_start}
    assert BOARD.inside_wall == {index(s) for s in d.inside}
    assert len(BOARD.inside_wall) == 30


def test_board_names_and_terrain_words() -> None:
    assert BOARD.name(0) == "A1" and BOARD.parse("f7") == 6 * 24 + 5
    assert BOARD.parse("Y1") is None and BOARD.parse("A17") is None
    assert BOARD.terrain[BOARD.parse("A1") or 0] == "sea"
    m8 = BOARD.parse("M8")
    assert m8 is not None and BOARD.terrain[m8] == "scamander"


def test_the_wall_is_plain_on_day_1_and_halts_from_day_2() -> None:
    f10 = BOARD.parse("F10")
    assert f10 is not None and BOARD.terrain[f10] == "wall"
    assert BOARD.terrain_on(f10, 1) == "plain" and not BOARD.stops(f10, 1)
    assert BOARD.terrain_on(f10, 2) == "wall" and BOARD.stops(f10, 2)


def test_start_squares_run_from_deepest_to_the_front() -> None:
    greek = BOARD.start_squares(GREEK, 1)
    assert BOARD.name(greek[0]) == "B16"  # Achilles' corner: blocks nobody
    assert BOARD.terrain[greek[-1]] == "plain"  # the front line
