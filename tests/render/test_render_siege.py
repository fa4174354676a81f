"""What the Siege map picture draws, checked pixel by pixel on the RGB image (before the PNG
palette): every kind of ground at a bare point of one of its squares, the wall standing from day 2
and only dashed on day 1, coordinates on all four edges, counters in side colours with their value
and short name, wounded and abstaining marks, planned paths, fights and shots, and the bands
over the map.
Each probe is also made where the thing is absent, so a test fails when the drawing is missing.

Views come from render/siege/samples.py (built to docs/dev/siege-view.md with the engine's pieces,
start squares and movement); probe points come from the drawing code's own geometry.
"""

from __future__ import annotations

import io
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from PIL import Image
from typeguard import CollectionCheckStrategy, check_type

from engine.core.grid import parse_square
from engine.ilios import GAME as ILIOS
from engine.siege.board import BOARD
from engine.siege.view_types import PublicView
from render.core.grid import Grid
from render.core.theme import GOLD_LIGHT, HIGHLIGHT, INK, RGB, WHITE, mix
from render.siege import style
from render.siege.caption import caption
from render.siege.counters import GREY
from render.siege.hand import draw_hand
from render.siege.header import chip_box
from render.siege.mapview import (
    Frame,
    counter_inset,
    path_width,
    swords_center,
    swords_radius,
    target_radius,
    whole_map,
)
from render.siege.model import ground
from render.siege.region import draw_region
from render.siege.samples import base_view, battle_view, over_view, start_positions, start_view
from render.siege.table import clear_caches
from render.siege.table import render_table as render_close_up
from render.siege.table import table_layout as close_layout
from render.siege.terrain import name_places
from render.siege.whole import draw_whole as draw_table
from render.siege.whole import render_whole as render_table
from render.siege.whole import whole_layout as table_layout
from render.siege.words import night_lines, result_lines, results_title

NAMES = ["Ann", "Bo"]
Box = tuple[float, float, float, float]


def px(img: Image.Image, x: float, y: float) -> RGB:
    p = img.getpixel((int(x), int(y)))
    assert isinstance(p, tuple)
    return (p[0], p[1], p[2])


def near(a: RGB, b: RGB, tol: int = 12) -> bool:
    return max(abs(a[i] - b[i]) for i in range(3)) <= tol


def share(img: Image.Image, box: Box, test: Any) -> float:
    """The fraction of the box's pixels for which ``test(rgb)`` holds."""
    crop = img.crop(tuple(int(v) for v in box))
    colours = crop.getcolors(crop.width * crop.height) or []
    return sum(n for n, c in colours if test(c)) / (crop.width * crop.height)


def table(view: dict[str, Any]) -> tuple[Image.Image, Grid]:
    return render_table(view, NAMES), table_layout().board


def square_at(grid: Grid, name: str, fx: float, fy: float) -> tuple[float, float]:
    """The point at fractions (``fx``, ``fy``) of a square's box."""
    sq = parse_square(name)
    assert sq is not None
    left, top, right, bottom = grid.box(*sq)
    return (left + (right - left) * fx, top + (bottom - top) * fy)


def counter_box(grid: Grid, name: str) -> Box:
    sq = parse_square(name)
    assert sq is not None
    return grid.box(sq[0], sq[1], counter_inset(grid.cell))


def corner_share(img: Image.Image, box: Box, colour: RGB) -> float:
    """How much of the counter's top-right corner is ``colour``."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    part = (left + w * CORNER[0], top + h * CORNER[1], left + w * CORNER[2], top + h * CORNER[3])
    return share(img, part, lambda c: near(c, colour, 20))


def counter_at(img: Image.Image, box: Box, fx: float, fy: float) -> RGB:
    left, top, right, bottom = box
    return px(img, left + (right - left) * fx, top + (bottom - top) * fy)


FACE = (0.2, 0.13)  # a bare point of a counter's face: above its value, clear of the marks
CORNER = (0.7, 0.0, 1.0, 0.3)  # the part of a counter holding its state corner


def empty(day: int) -> dict[str, Any]:
    """A view with no piece on the map, so every square shows its bare ground."""
    return base_view({}, day=day, hour=2)


def first(kind: str) -> str:
    return BOARD.name(next(sq for sq, t in enumerate(BOARD.terrain) if t == kind))


def piece(view: dict[str, Any], pid: str) -> dict[str, Any]:
    return next(p for p in view["pieces"] if p["id"] == pid)


# ---------------------------------------------------------------- ground


@pytest.mark.parametrize(
    ("kind", "point", "colour"),
    [
        ("sea", (0.12, 0.9), style.SEA),
        ("plain", (0.5, 0.5), style.PLAIN),
        ("scamander", (0.15, 0.15), style.RIVER),
        ("simoeis", (0.15, 0.15), style.RIVER),
        ("hill", (0.15, 0.12), style.HILL),
        ("camp", (0.7, 0.75), style.CAMP),
        ("ship", (0.5, 0.7), style.HULL),
    ],
)
def test_each_ground_has_its_colour(kind: str, point: tuple[float, float], colour: RGB) -> None:
    img, grid = table(empty(2))
    name = first(kind)
    assert near(px(img, *square_at(grid, name, *point)), colour), f"{kind} at {name}"


def test_river_squares_show_their_stream_and_plain_squares_do_not() -> None:
    img, grid = table(empty(2))
    river = first("scamander")
    assert near(px(img, *square_at(grid, river, 0.5, 0.5)), style.RIVER_FLOW)
    assert not near(px(img, *square_at(grid, first("plain"), 0.5, 0.5)), style.RIVER_FLOW)


def test_hills_show_peaks() -> None:
    img, grid = table(empty(2))
    sq = parse_square(first("hill"))
    assert sq is not None
    box = grid.box(*sq)
    assert share(img, box, lambda c: near(c, style.HILL_MARK, 20)) > 0.03


def test_shore_is_half_sea_half_sand() -> None:
    img, grid = table(empty(2))
    shore = next(
        BOARD.name(sq)
        for sq, t in enumerate(BOARD.terrain)
        if t == "shore" and BOARD.terrain[sq - 1] == "sea"
    )
    assert near(px(img, *square_at(grid, shore, 0.2, 0.5)), style.SEA)
    assert near(px(img, *square_at(grid, shore, 0.8, 0.5)), style.SHORE_SAND)


def test_the_citadel_is_walled_on_its_outer_edges_only() -> None:
    img, grid = table(empty(2))
    inner = [
        sq
        for sq in BOARD.citadel
        if all(n in BOARD.citadel for n in BOARD.neighbours4[sq])
        and len(BOARD.neighbours4[sq]) == 4
    ]
    assert inner, "the map's citadel has a square with citadel on every side"
    name = BOARD.name(inner[0])
    assert near(px(img, *square_at(grid, name, 0.5, 0.15)), style.CITADEL)
    assert not near(px(img, *square_at(grid, name, 0.07, 0.5)), style.CITADEL_EDGE)
    west = next(
        sq for sq in BOARD.citadel if BOARD.terrain[sq - 1] != "citadel"
    )  # a citadel square whose west neighbour is outside
    assert near(px(img, *square_at(grid, BOARD.name(west), 0.07, 0.5)), style.CITADEL_EDGE)


def test_ship_squares_keep_a_hull_frame_round_a_counter() -> None:
    view = start_view()
    img, grid = table(view)
    occupied = {p["square"] for p in view["pieces"] if p["square"]}
    ship = next(BOARD.name(sq) for sq in sorted(BOARD.ships) if BOARD.name(sq) in occupied)
    assert near(px(img, *square_at(grid, ship, 0.5, 0.04)), style.HULL, 20)
    camp = next(BOARD.name(sq) for sq in sorted(BOARD.inside_wall) if BOARD.terrain[sq] == "camp")
    assert not near(px(img, *square_at(grid, camp, 0.5, 0.04)), style.HULL, 20)


def test_the_wall_stands_from_day_2_and_is_only_dashed_on_day_1() -> None:
    wall = first("wall")
    day1, grid = table(empty(1))
    day2, _ = table(empty(2))
    assert near(px(day2, *square_at(grid, wall, 0.15, 0.12)), style.WALL)
    assert near(px(day1, *square_at(grid, wall, 0.15, 0.12)), style.PLAIN)
    assert near(px(day1, *square_at(grid, wall, 0.5, 0.5)), style.WALL_GHOST)
    gate = first("gate")
    posts = [
        (0.5, 0.09) if BOARD.terrain[BOARD.parse(gate) - 24] == "wall" else (0.09, 0.5)  # type: ignore[operator]
    ][0]
    assert near(px(day2, *square_at(grid, gate, *posts)), style.WALL)
    assert not near(px(day1, *square_at(grid, gate, *posts)), style.WALL)


def test_grid_lines_part_the_squares() -> None:
    img, grid = table(empty(2))
    x, y = square_at(grid, first("plain"), 0, 0.5)
    assert near(px(img, x, y), style.GRID_LINE, 6)
    assert not near(px(img, x + 3, y), style.GRID_LINE, 6)


# ---------------------------------------------------------------- coordinates


def _ink(c: RGB) -> bool:
    return near(c, INK, 40)


def ink_mask(img: Image.Image, box: Box) -> bytes:
    """The shape of the dark ink in the box, cut to its own bounds: a label's shape, whatever
    lies behind it and wherever (to the pixel) it is centred."""
    crop = img.crop(tuple(int(v) for v in box)).convert("L")
    mask = crop.point(lambda v: 255 if v < 100 else 0)
    bounds = mask.getbbox()
    assert bounds is not None, f"no ink in {box}"
    shape = mask.crop(bounds)
    return bytes(f"{shape.width}x{shape.height}:", "ascii") + shape.tobytes()


def alike(a: bytes, b: bytes) -> bool:
    """The same label drawn at two places: the same size to a pixel and about as much ink (the
    glyphs' anti-aliasing shifts with their place by a fraction of a pixel)."""
    (wa, ha), (wb, hb) = (tuple(map(int, x.split(b":")[0].split(b"x"))) for x in (a, b))
    ink_a, ink_b = a.count(255), b.count(255)
    return abs(wa - wb) <= 1 and abs(ha - hb) <= 1 and abs(ink_a - ink_b) <= 0.2 * max(ink_a, ink_b)


def test_coordinates_on_every_edge() -> None:
    img, grid = table(empty(2))
    m = grid.margin
    tops, bottoms = [], []
    for col in range(grid.cols):
        x = grid.x + col * grid.cell
        top = (x, grid.y - m + 1, x + grid.cell, grid.y - 3)  # clear of the dark bed
        bottom = (x, grid.y + grid.height + 3, x + grid.cell, grid.y + grid.height + m - 1)
        assert share(img, top, _ink) > 0.02, f"no letter above column {col}"
        assert share(img, bottom, _ink) > 0.02, f"no letter below column {col}"
        tops.append(ink_mask(img, top))
        bottoms.append(ink_mask(img, bottom))
    assert all(alike(a, b) for a, b in zip(tops, bottoms, strict=True)), "letters differ"
    assert len(set(tops)) == grid.cols, "two columns carry the same letter"
    lefts, rights = [], []
    for row in range(grid.rows):
        y = grid.y + row * grid.cell
        left = (grid.x - m + 2, y, grid.x - 4, y + grid.cell)
        right = (grid.x + grid.width + 4, y, grid.x + grid.width + m - 2, y + grid.cell)
        assert share(img, left, _ink) > 0.02, f"no number left of row {row + 1}"
        assert share(img, right, _ink) > 0.02, f"no number right of row {row + 1}"
        lefts.append(ink_mask(img, left))
        rights.append(ink_mask(img, right))
    assert all(alike(a, b) for a, b in zip(lefts, rights, strict=True)), "numbers differ"
    assert len(set(lefts)) == grid.rows, "two rows carry the same number"


# ---------------------------------------------------------------- counters


def test_counters_in_side_colours_on_their_squares() -> None:
    view = start_view()
    img, grid = table(view)
    for p in view["pieces"]:
        if p["square"] and p["state"] == "well":
            face = counter_at(img, counter_box(grid, p["square"]), *FACE)
            assert near(face, style.side(p["side"]).colour), p["id"]


def test_a_square_without_a_piece_shows_no_counter() -> None:
    view = start_view()
    for p in view["pieces"]:
        if p["id"] == "hector":
            p["state"] = "dead"
    img, grid = table(view)
    hector = piece(start_view(), "hector")["square"]
    face = counter_at(img, counter_box(grid, hector), *FACE)
    assert not near(face, style.SIDES["trojan"].colour)


def _value_ink(img: Image.Image, box: Box, ink: RGB) -> float:
    left, top, right, bottom = box
    h = bottom - top
    return share(
        img, (left + 4, top + h * 0.12, right - 4, top + h * 0.66), lambda c: near(c, ink, 30)
    )


def _name_ink(img: Image.Image, box: Box, ink: RGB) -> float:
    left, top, right, bottom = box
    h = bottom - top
    return share(img, (left + 3, top + h * 0.72, right - 3, bottom - 3), lambda c: near(c, ink, 40))


def test_counters_show_their_value_and_short_name() -> None:
    view = start_view()
    img, grid = table(view)
    greek, trojan = piece(view, "ajax"), piece(view, "hector")
    for p in (greek, trojan):
        box = counter_box(grid, p["square"])
        ink = style.side(p["side"]).ink
        assert _value_ink(img, box, ink) > 0.06, f"{p['id']}: no value"
        assert _name_ink(img, box, ink) > 0.04, f"{p['id']}: no name"
    # Different values and names draw differently: the words come from the view.
    changed = start_view()
    piece(changed, "ajax")["value"] = 3
    piece(changed, "ajax")["short"] = "Xyz"
    other, _ = table(changed)
    box = counter_box(grid, greek["square"])
    left, top, right, bottom = (int(v) for v in box)
    mid = top + (bottom - top) * 2 // 3
    assert (
        img.crop((left, top, right, mid)).tobytes() != other.crop((left, top, right, mid)).tobytes()
    )
    assert (
        img.crop((left, mid, right, bottom)).tobytes()
        != other.crop((left, mid, right, bottom)).tobytes()
    )


def test_archers_show_an_a() -> None:
    view = start_view()
    img, grid = table(view)
    archer = piece(view, "teucer")
    hero = dict(archer, archer=False, value=1)
    plain = start_view()
    plain["pieces"] = [hero if p["id"] == "teucer" else p for p in plain["pieces"]]
    other, _ = table(plain)
    box = tuple(int(v) for v in counter_box(grid, archer["square"]))
    assert img.crop(box).tobytes() != other.crop(box).tobytes()


def test_wounded_pieces_carry_a_red_corner() -> None:
    view = battle_view()
    img, grid = table(view)
    wounded = piece(view, "antimachus")
    assert wounded["state"] == "wounded"
    box = counter_box(grid, wounded["square"])
    assert corner_share(img, box, style.WOUND) > 0.25
    well = counter_box(grid, piece(view, "hector")["square"])
    assert corner_share(img, well, style.WOUND) == 0


def test_abstaining_achilles_is_faded_with_a_grey_corner() -> None:
    view = start_view()
    img, grid = table(view)
    achilles = piece(view, "achilles")
    assert achilles["state"] == "abstaining"
    box = counter_box(grid, achilles["square"])
    assert corner_share(img, box, style.ABSTAIN) > 0.25
    faded = mix(style.SIDES["greek"].colour, GREY, 0.55)
    assert near(counter_at(img, box, *FACE), faded)
    piece(view, "achilles")["state"] = "well"
    img, _ = table(view)
    assert near(counter_at(img, box, *FACE), style.SIDES["greek"].colour)
    assert corner_share(img, box, style.ABSTAIN) == 0


# ---------------------------------------------------------------- plans, fights, shots


def _frame(grid: Grid) -> tuple[Frame, int, int]:
    return Frame(whole_map(), grid.cell), grid.x, grid.y


def _on_segment(grid: Grid, a: str, b: str, t: float = 0.5) -> tuple[float, float]:
    pa, pb = parse_square(a), parse_square(b)
    assert pa and pb
    ca, cb = grid.center(*pa), grid.center(*pb)
    return (ca[0] + (cb[0] - ca[0]) * t, ca[1] + (cb[1] - ca[1]) * t)


def test_planned_paths_are_drawn_from_the_start_to_an_arrow_into_the_end() -> None:
    view = battle_view()
    img, grid = table(view)
    bare = battle_view()
    bare["plans"] = []
    without, _ = table(bare)
    dark = style.SIDES["greek"].dark
    assert view["plans"]
    for plan in view["plans"]:
        path = plan["path"]
        # the first step, from the start square's centre
        x, y = _on_segment(grid, path[0], path[1], 0.5)
        assert near(px(img, x, y), dark, 20), f"{plan['piece']}: no path at {path[:2]}"
        assert not near(px(without, x, y), dark, 20)
        # the arrow head, just before the edge of the end square
        x, y = _on_segment(grid, path[-2], path[-1], 0.4)
        assert near(px(img, x, y), dark, 20), f"{plan['piece']}: no arrow into {path[-1]}"
        # and a ghost of the counter where it started
        origin = counter_box(grid, path[0])
        ring = (origin[0] - 1, origin[1] - 1, origin[2] + 2, origin[1] + 5)
        assert share(img, ring, lambda c: near(c, dark, 20)) > 0.15
    assert path_width(grid.cell) >= 3


def test_fights_show_crossed_swords_and_a_duel_a_gold_rim() -> None:
    view = battle_view()
    img, grid = table(view)
    frame, ox, oy = _frame(grid)
    r = swords_radius(grid.cell)
    squares = {p["id"]: parse_square(p["square"]) for p in view["pieces"] if p["square"]}
    seen = {"duel": 0, "battle": 0}
    for fight in view["attacks"]:
        a, b = squares[fight["greek"][0]], squares[fight["trojan"][0]]
        assert a and b
        cx, cy = swords_center(frame, a, b)
        cx, cy = cx + ox, cy + oy
        assert near(px(img, cx + r * 0.75, cy), style.ATTACK, 20)
        rim = px(img, cx, cy - r + 1)
        assert near(rim, GOLD_LIGHT if fight["kind"] == "duel" else WHITE, 30), fight
        seen[fight["kind"]] += 1
    assert seen["duel"] and seen["battle"]
    calm = battle_view()
    calm["attacks"] = []
    other, _ = table(calm)
    a, b = squares["ajax"], squares["paris"]
    assert a and b
    cx, cy = swords_center(frame, a, b)
    assert not near(px(other, cx + ox + r * 0.75, cy + oy), style.ATTACK, 20)


def test_shots_ring_their_target() -> None:
    view = battle_view()
    img, grid = table(view)
    shot = view["shots"][0]
    target = parse_square(shot["target"])
    assert target
    cx, cy = grid.center(*target)
    r = target_radius(grid.cell) - 1
    probe = (cx + r * 0.7071, cy + r * 0.7071)
    assert near(px(img, *probe), style.SHOT, 20)
    quiet = battle_view()
    quiet["shots"] = []
    other, _ = table(quiet)
    assert not near(px(other, *probe), style.SHOT, 20)


# ---------------------------------------------------------------- panel and picture


def test_losses_are_drawn_in_the_sides_band() -> None:
    view = battle_view()
    img = render_table(view, NAMES)
    view["losses"] = {"total": {"greek": 17, "trojan": 4}, "today": {"greek": 3, "trojan": 4}}
    other = render_table(view, NAMES)
    sides = table_layout().sides
    assert img.crop(sides).tobytes() != other.crop(sides).tobytes()
    left, top, right, bottom = table_layout().board.outer
    assert (
        img.crop((left, top, right, bottom)).tobytes()
        == other.crop((left, top, right, bottom)).tobytes()
    )


def test_the_table_and_the_whole_map_keep_one_size_all_game() -> None:
    """The table (a close-up of where the decision is) and the whole map each keep one size in
    every view, never so tall that Discord shows them small."""
    quiet, busy = start_view(), battle_view()
    tables = {render_close_up(v, NAMES).size for v in (quiet, busy, over_view())}
    assert tables == {(close_layout().width, close_layout().height)}
    wholes = {render_table(v, NAMES).size for v in (quiet, busy, over_view())}
    assert wholes == {(table_layout().width, table_layout().height)}
    for width, height in (*tables, *wholes):
        assert width <= 1200 and height <= 1.4 * width


def test_png_keeps_the_colours_and_is_deterministic() -> None:
    view = battle_view()
    png = draw_table(view, NAMES)
    assert png == draw_table(view, NAMES)
    assert len(png) < 400 * 1024
    with Image.open(io.BytesIO(png)) as decoded:
        rgb = decoded.convert("RGB")
    img, grid = table(view)
    for name in ("J10", "A1", first("hill"), first("wall")):
        point = square_at(grid, name, 0.15, 0.15)
        assert near(px(rgb, *point), px(img, *point), 16)


def test_the_last_results_read_with_every_die() -> None:
    view = battle_view()
    dead_greek = piece(view, view["last_results"][1]["greek"][0])["name"]
    shot, battle, duel = result_lines(view)
    assert shot == "Pandarus shoots Thoas (H13): die 6, kills"
    assert battle.startswith("Battle at J13 — Trojans: Asius (3) + ")
    assert "+ die 3 = 7; Greeks: " in battle and "+ die 2 = 4" in battle
    assert battle.endswith(f"→ Trojans win; dead: {dead_greek}")
    assert duel == (
        "Duel Eurypylus v Antimachus: 5–5 (dice 2, 2), 9–4 (dice 6, 1) wounded, "
        "4–4.5 (dice 1, 3) → wounded: Antimachus"
    )
    assert results_title(view) == "Last results: Trojan response (day 2, hour 3)"


def test_the_night_caption_says_what_each_side_may_bring_back() -> None:
    view = battle_view()
    view.update(phase="night", to_act=[0])
    view["night"] = {
        "greek": {"allowance": 11, "chosen": ["thoas"], "left": 9, "choices": [], "done": False},
        "trojan": {"allowance": 3, "chosen": [], "left": 3, "choices": ["asius"], "done": True},
    }
    assert night_lines(view) == [
        "Greeks: recover up to 11 pts, 9 left (back: Thoas)",
        "Trojans: recover up to 3 pts, 3 left — done",
    ]
    words = caption(view, NAMES)
    assert "Night: the fallen may come back" in words
    assert "• Trojans: recover up to 3 pts, 3 left — done" in words


def test_threads_drawing_cold_draw_what_one_thread_draws() -> None:
    views = [start_view(), battle_view(), base_view({}, day=1, hour=3)]
    expected = [draw_table(v, NAMES) for v in views]
    clear_caches()
    with ThreadPoolExecutor(max_workers=3) as pool:
        got = list(pool.map(lambda v: draw_table(v, NAMES), views * 2))
    assert got == expected * 2


def test_both_rivers_are_named_on_their_water() -> None:
    img, grid = table(empty(2))
    places = name_places(ground(), grid.cell)
    assert set(places) == {"scamander", "simoeis"}
    for kind, (x, y) in places.items():
        box = (grid.x + x - grid.cell, grid.y + y - 8, grid.x + x + grid.cell, grid.y + y + 8)
        assert share(img, box, lambda c: near(c, WHITE, 10)) > 0.05, kind
    sq = parse_square(first("simoeis"))
    assert sq is not None
    left, top, right, bottom = grid.box(*sq)
    assert share(img, (left, top, right, bottom), lambda c: near(c, WHITE, 10)) == 0


def test_the_samples_are_of_the_engines_shape_and_only_siege_views_draw() -> None:
    """The hand-built views follow the typed contract (``engine.siege.view_types``), so they
    picture what a game shows; a view of another game is refused, not drawn as nothing."""
    for view in (start_view(), battle_view(), over_view(), base_view({}, day=2, hour=3)):
        check_type(view, PublicView, collection_check_strategy=CollectionCheckStrategy.ALL_ITEMS)
    other = ILIOS.seat_view(ILIOS.setup({}, 2, 1), 0)
    for draw in (draw_table, draw_hand, lambda v, n: draw_region(v, "D4", n)):
        with pytest.raises(ValueError, match="not a Siege view"):
            draw(other, [])


def test_where_the_last_dice_fell_is_framed_in_yellow() -> None:
    view = battle_view()
    img, grid = table(view)
    battle = view["last_results"][1]
    shot = view["last_results"][0]
    for name in (battle["at"], shot["square"]):
        x, y = square_at(grid, name, 0, 0.5)
        assert near(px(img, x + 2, y), HIGHLIGHT, 20), name
    view["last_results"] = []
    img, _ = table(view)
    x, y = square_at(grid, battle["at"], 0, 0.5)
    assert not near(px(img, x + 2, y), HIGHLIGHT, 20)


def test_the_set_up_outlines_the_free_start_squares() -> None:
    positions: dict[str, str | None] = dict(start_positions(2))
    setup = base_view(positions, day=2, hour=1, phase="setup", moving=None)
    taken = {sq for sq in positions.values() if sq}
    free = [BOARD.name(sq) for sq in BOARD.start_squares("greek", 2) if BOARD.name(sq) not in taken]
    assert free, "from day 2 the wall encloses more start squares than there are Greeks"
    blue = style.SIDES["greek"].colour
    playing = base_view(positions, day=2, hour=1, phase="move", moving="greek")
    for view, expected in ((setup, True), (playing, False)):
        img, grid = table(view)
        for name in free:
            box = counter_box(grid, name)
            strip = (box[0] - 1, box[1] - 1, box[2] + 2, box[1] + 5)
            found = share(img, strip, lambda c: near(c, blue, 20)) > 0.15
            assert found == expected, (view["phase"], name)


def test_the_turn_band_shows_the_colour_of_the_side_to_act() -> None:
    left, top, right, bottom = chip_box(table_layout().turn)
    centre = ((left + right) / 2, (top + bottom) / 2)
    greek = battle_view()
    assert near(px(render_table(greek, NAMES), *centre), style.SIDES["greek"].colour, 8)
    trojan = base_view(start_positions(1), day=1, hour=2, moving="trojan")
    assert trojan["to_act"] == [1]
    assert near(px(render_table(trojan, NAMES), *centre), style.SIDES["trojan"].colour, 8)
    over = over_view()
    assert not near(px(render_table(over, NAMES), *centre), style.SIDES["greek"].colour, 40)
