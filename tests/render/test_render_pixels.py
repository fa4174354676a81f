"""What the ILIOS pictures draw, checked pixel by pixel: each tile kind, arrow, jump, coin, disk,
plunder, open-square name and highlight is looked for at known points of a known square (and looked
for in vain where it should not be). Probes read the RGB picture before PNG encoding, where the
colours are exact; one test checks that the encoding keeps them close.

Points are fractions of a square's tile box (0, 0 top left; 1, 1 bottom right), found from the
drawing code's own proportions (render/ilios/tiles.py, render/core/sprites.py).
"""

from __future__ import annotations

import io
from collections.abc import Iterable
from typing import Any

import pytest
from PIL import Image, ImageDraw

from engine.core.grid import parse_square
from render.core.cache import clear
from render.core.grid import Grid
from render.core.png import encode
from render.core.theme import BANNER, GOLD_LIGHT, HIGHLIGHT, INK, RGB, mix, player_style
from render.ilios.hand import hand_layout, render_hand
from render.ilios.samples import CATALOGUE, cell, sample_view
from render.ilios.table import render_table, table_layout, tile_inset
from render.ilios.tiles import COIN_R, COIN_Y, FACE, MARKER_R, MARKER_Y, draw_open

NAMES = ["Ann", "Bo", "Cy", "Di"]
OPEN_FILL: RGB = (248, 241, 222)
OPEN_LABEL: RGB = (206, 192, 164)
PLUNDERED_FILL: RGB = (214, 200, 172)
WASTE_HATCH: RGB = mix(FACE["wasteland"], (20, 16, 12), 0.45)
TROY_WALL: RGB = mix(FACE["troy"], INK, 0.35)

# A bare patch of a tile's face: clear of label, disk, coin, arrows, jump dots and frame.
FACE_POINT = (0.22, 0.62)
# Just inside each edge or corner, on the axis of the arrow that points there.
ARROW_POINTS = {
    "N": (0.5, 0.12),
    "NE": (0.9, 0.1),
    "E": (0.88, 0.5),
    "SE": (0.9, 0.9),
    "S": (0.5, 0.88),
    "SW": (0.1, 0.9),
    "W": (0.12, 0.5),
    "NW": (0.1, 0.1),
}
FRAME_POINT = (0.3, 0.06)  # in the owner's coloured frame, between the N and NW arrows
COIN_POINT = (0.5 - COIN_R * 0.75, COIN_Y)  # on the coin, left of its number
JUMP_STEP = 0.18  # a horse's dot per square of jump, from the tile's centre
# Inside a player's marker (any shape), either side of its letter; in units of the radius.
MARKER_OFFSETS = ((-0.5, 0.3), (0.5, 0.3))


def board_view(
    cells: dict[str, dict[str, Any] | None], size: int = 7, **extra: Any
) -> dict[str, Any]:
    """A public view whose board holds exactly ``cells`` (square name -> cell), nothing else."""
    view = sample_view(size=size, seats=4, expansion=True, fill=0.0)
    board: list[list[dict[str, Any] | None]] = [[None] * size for _ in range(size)]
    for name, content in cells.items():
        square = parse_square(name)
        assert square is not None
        board[square[1]][square[0]] = content
    view.update(board=board, highlight=[], last=None, plunder=[[], [], [], []])
    view.update(extra)
    return view


def table(view: dict[str, Any]) -> tuple[Image.Image, Grid]:
    img = render_table(view, NAMES)
    return img, table_layout(view, NAMES).board


def tile_box(grid: Grid, name: str) -> tuple[int, int, int, int]:
    """The box a square's tile is drawn in (the board insets tiles from the cell edge)."""
    square = parse_square(name)
    assert square is not None
    return grid.box(square[0], square[1], tile_inset(grid.cell))


def at(img: Image.Image, box: tuple[float, float, float, float], fx: float, fy: float) -> RGB:
    left, top, right, bottom = box
    pixel = img.getpixel((int(left + fx * (right - left)), int(top + fy * (bottom - top))))
    assert isinstance(pixel, tuple)
    return (pixel[0], pixel[1], pixel[2])


def share(img: Image.Image, box: tuple[int, int, int, int], colour: RGB) -> float:
    """The fraction of the box's pixels that are exactly ``colour``."""
    crop = img.crop(box)
    colours = crop.getcolors(crop.width * crop.height) or []
    return sum(n for n, c in colours if c == colour) / (crop.width * crop.height)


def marker_pixels(img: Image.Image, center: tuple[float, float], r: float) -> list[RGB]:
    cx, cy = center
    pixels = []
    for dx, dy in MARKER_OFFSETS:
        p = img.getpixel((int(cx + dx * r), int(cy + dy * r)))
        assert isinstance(p, tuple)
        pixels.append((p[0], p[1], p[2]))
    return pixels


def inked(img: Image.Image, box: tuple[int, int, int, int], points: Iterable[str]) -> set[str]:
    """Which of the named arrow points are drawn in ink."""
    return {d for d in points if at(img, box, *ARROW_POINTS[d]) == INK}


@pytest.mark.parametrize("kind", [k for k in CATALOGUE if k != "wasteland"])
def test_each_tile_kind_shows_its_face_colour_only_on_its_square(kind: str) -> None:
    img, grid = table(board_view({"C4": cell(kind, "N")}))
    box = tile_box(grid, "C4")
    face = FACE[kind]
    point = (0.26, 0.52) if kind == "troy" else FACE_POINT  # Troy's walls cover the usual point
    assert at(img, box, *point) == face
    assert share(img, box, face) > 0.3
    for other in ("B4", "D4", "C3", "C5"):
        assert share(img, tile_box(grid, other), face) == 0
        assert at(img, tile_box(grid, other), *FACE_POINT) == OPEN_FILL


def test_troy_has_its_walls_and_crenels() -> None:
    img, grid = table(board_view({"D4": cell("troy"), "C4": cell("iron")}))
    box = tile_box(grid, "D4")
    assert at(img, box, 0.2, 0.65) == TROY_WALL  # the wall
    assert at(img, box, 0.18, 0.52) == TROY_WALL  # the first merlon
    assert at(img, box, 0.26, 0.52) == FACE["troy"]  # the gap beside it
    assert share(img, tile_box(grid, "C4"), TROY_WALL) == 0


def test_wasteland_is_dark_and_hatched() -> None:
    img, grid = table(board_view({"B2": cell("wasteland"), "C2": cell("iron")}))
    box = tile_box(grid, "B2")
    assert share(img, box, FACE["wasteland"]) > 0.3
    assert share(img, box, WASTE_HATCH) > 0.05
    for other in ("C2", "A2", "B3"):
        assert share(img, tile_box(grid, other), FACE["wasteland"]) == 0
        assert share(img, tile_box(grid, other), WASTE_HATCH) == 0


@pytest.mark.parametrize("facing", ["N", "E", "S", "W"])
@pytest.mark.parametrize("kind", ["spearman", "axeman", "javelin", "shield", "powerful", "oracle"])
def test_arrows_point_where_the_view_says(kind: str, facing: str) -> None:
    content = cell(kind, facing, disk=1)
    img, grid = table(board_view({"D4": content}))
    assert content["arrows"], "the sample cell turned no arrows"
    assert inked(img, tile_box(grid, "D4"), ARROW_POINTS) == set(content["arrows"])
    assert inked(img, tile_box(grid, "D3"), ARROW_POINTS) == set()


def lopsided_horse() -> dict[str, Any]:
    """A horse cell whose jumps have no symmetry, so a mirrored or turned drawing shows."""
    return dict(cell("horse_side", "N", disk=2), jumps=[[1, -2], [2, 1], [-2, 2]])


HORSES = [
    cell(k, f, disk=2) for k in ("horse_side", "horse_diagonal", "horse_straight") for f in "NE"
]


@pytest.mark.parametrize("content", [*HORSES, lopsided_horse()])
def test_horse_dots_sit_where_it_jumps(content: dict[str, Any]) -> None:
    img, grid = table(board_view({"D4": content}))
    box = tile_box(grid, "D4")
    far = max(max(abs(a), abs(b)) for a, b in content["jumps"])
    step = JUMP_STEP * 2 / far
    every = {(dc, dr) for dc in range(-2, 3) for dr in range(-2, 3) if 2 in (abs(dc), abs(dr))}
    jumps = {(dc, dr) for dc, dr in content["jumps"]}
    for dc, dr in every:
        ink = at(img, box, 0.5 + dc * step, 0.5 + dr * step) == INK
        assert ink == ((dc, dr) in jumps), (dc, dr)


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_each_players_disk_and_frame_on_a_tile(seat: int) -> None:
    colour = player_style(seat).colour
    img, grid = table(board_view({"E2": cell("javelin", "E", disk=seat), "F2": cell("javelin")}))
    box = tile_box(grid, "E2")
    side = box[2] - box[0]
    center = (box[0] + side / 2, box[1] + side * MARKER_Y)
    assert marker_pixels(img, center, side * MARKER_R) == [colour, colour]
    assert at(img, box, *FRAME_POINT) == colour
    bare = tile_box(grid, "F2")
    assert at(img, bare, *FRAME_POINT) == FACE["javelin"]
    assert all(share(img, bare, player_style(s).colour) == 0 for s in range(4))


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_plundered_square_keeps_its_disk(seat: int) -> None:
    colour = player_style(seat).colour
    img, grid = table(board_view({"A7": cell(None, disk=seat)}))
    box = tile_box(grid, "A7")
    side = box[2] - box[0]
    assert at(img, box, *FACE_POINT) == PLUNDERED_FILL
    center = (box[0] + side / 2, box[1] + side * 0.44)
    assert marker_pixels(img, center, side * 0.17) == [colour, colour]
    assert share(img, tile_box(grid, "B7"), PLUNDERED_FILL) == 0


def test_value_coins() -> None:
    img, grid = table(board_view({"C3": cell("powerful", "N"), "D3": cell("wasteland")}))
    assert at(img, tile_box(grid, "C3"), *COIN_POINT) == GOLD_LIGHT
    assert share(img, tile_box(grid, "D3"), GOLD_LIGHT) == 0  # wasteland has no value


def label_of(img: Image.Image, box: tuple[int, int, int, int]) -> bytes:
    """The middle of a square, where an open square writes its name."""
    left, top, right, bottom = box
    side = right - left
    return img.crop(
        (left + side // 5, top + side // 3, right - side // 5, bottom - side // 3)
    ).tobytes()


def open_square(name: str, side: int) -> Image.Image:
    """An open square drawn alone, to compare with the board's."""
    img = Image.new("RGB", (side + 1, side + 1))
    draw_open(ImageDraw.Draw(img), (0, 0, side, side), name)
    return img


@pytest.mark.parametrize("size", [5, 7])
def test_open_squares_carry_their_own_names(size: int) -> None:
    """Each open square is labelled with its own name (A1 top left, as the engine names it);
    occupied squares have no label."""
    img, grid = table(board_view({"B2": cell("iron")}, size=size))
    last = f"{'ABCDEFG'[size - 1]}{size}"
    for name in ("A1", "C2", "B3", last):
        box = tile_box(grid, name)
        side = box[2] - box[0]
        assert at(img, box, *FACE_POINT) == OPEN_FILL
        assert share(img, box, OPEN_LABEL) > 0.004
        whole = (0, 0, side, side)
        other = "B1" if name == "A1" else "A1"
        assert label_of(img, box) == label_of(open_square(name, side), whole), name
        assert label_of(img, box) != label_of(open_square(other, side), whole), name
    assert share(img, tile_box(grid, "B2"), OPEN_LABEL) == 0


def test_highlight_frames_and_the_last_move_is_thicker() -> None:
    view = board_view(
        {"C3": cell("spearman", "N", 0), "D3": cell("axeman", "S", 1), "D4": cell(None, disk=1)},
        highlight=["C3", "D3", "D4"],
        last={"seat": 0, "square": "C3"},
    )
    img, grid = table(view)

    def edge(name: str, depth: int) -> RGB:
        square = parse_square(name)
        assert square is not None
        left, top, right, _ = grid.box(*square)
        p = img.getpixel(((left + right) // 2, top + depth))
        assert isinstance(p, tuple)
        return (p[0], p[1], p[2])

    assert edge("C3", 2) == HIGHLIGHT and edge("D3", 2) == HIGHLIGHT
    assert edge("D4", 2) == HIGHLIGHT  # a square plundered by the last move
    assert edge("C3", 6) == HIGHLIGHT  # the last move's frame is two pixels wider
    assert edge("D3", 6) == INK  # the other frame's dark rim
    for name in ("B3", "E3", "C4"):
        assert share(img, grid.box(*parse_square(name) or (0, 0)), HIGHLIGHT) == 0


def test_last_move_is_also_named_in_the_panel() -> None:
    moved = board_view({"C3": cell("spearman", "N", 0)}, last={"seat": 0, "square": "C3"})
    still = board_view({"C3": cell("spearman", "N", 0)})
    for view, expected in ((moved, True), (still, False)):
        img = render_table(view, NAMES)
        panel = table_layout(view, NAMES).panel
        assert (share(img, panel, HIGHLIGHT) > 0) == expected


def test_panel_shows_miniatures_of_plunder_and_revealed_hands() -> None:
    base = board_view({})
    looted = board_view({}, plunder=[["iron"], [], ["oracle"], []])
    shown = board_view({}, revealed={"1": ["powerful", "iron"]})
    for view, kinds in ((base, set()), (looted, {"iron", "oracle"}), (shown, {"powerful", "iron"})):
        img = render_table(view, NAMES)
        panel = table_layout(view, NAMES).panel
        for kind in ("iron", "oracle", "powerful"):
            assert (share(img, panel, FACE[kind]) > 0) == (kind in kinds), kind


@pytest.mark.parametrize("seat", [0, 1, 2, 3])
def test_the_banner_shows_the_marker_of_the_seat_to_act(seat: int) -> None:
    img, grid = table(board_view({}, to_act=[seat], turn=seat))
    banner = (0, 0, img.width, grid.outer[1] - 10)
    for other in range(4):
        assert (share(img, banner, player_style(other).colour) > 0) == (other == seat), other


def test_game_over_shows_the_winner_box_only_at_the_end() -> None:
    playing = board_view({})
    over = board_view(
        {},
        phase="over",
        to_act=[],
        turn=None,
        outcome={"winners": [2], "scores": [1, 2, 9, 0], "summary": "Cy wins."},
    )
    for view, ended in ((playing, False), (over, True)):
        img = render_table(view, NAMES)
        panel = table_layout(view, NAMES).panel
        assert (share(img, panel, BANNER) > 0.01) == ended


def test_a_hand_shows_each_tile_facing_north_and_the_board_beside_it() -> None:
    hand = ["powerful", "axeman", "horse_straight", "iron"]
    view = board_view({"B2": cell("spearman", "W", 3)}, seat=3, hand=hand, oracle_returns_left=0)
    img = render_hand(view, NAMES)
    layout = hand_layout(view, NAMES)
    assert len(layout.tiles) == len(hand)
    for kind, box in zip(hand, layout.tiles, strict=True):
        assert at(img, box, *FACE_POINT) == FACE[kind]
        if not CATALOGUE[kind]["jumps"]:  # a straight horse's dots lie on the arrow points
            assert inked(img, box, ARROW_POINTS) == set(CATALOGUE[kind]["arrows"]), kind
        assert at(img, box, *COIN_POINT) == GOLD_LIGHT
    straight = layout.tiles[2]
    assert at(img, straight, 0.5, 0.5 - 2 * JUMP_STEP) == INK
    # The mini-board: the spearman at B2 turned west, with seat 3's disk.
    mini = tile_box(layout.board, "B2")
    side = mini[2] - mini[0]
    colour = player_style(3).colour
    assert marker_pixels(img, (mini[0] + side / 2, mini[1] + side / 2), side * 0.2) == [colour] * 2
    assert share(img, tile_box(layout.board, "C2"), colour) == 0


def test_the_png_keeps_the_probed_colours_close() -> None:
    content = cell("shield", "E", disk=0)
    img, grid = table(board_view({"D4": content, "A1": cell("wasteland")}, highlight=["D4"]))
    png = Image.open(io.BytesIO(encode(img))).convert("RGB")
    box = tile_box(grid, "D4")
    points = [FACE_POINT, FRAME_POINT, COIN_POINT, *(ARROW_POINTS[d] for d in content["arrows"])]
    for point in points:
        expected, got = at(img, box, *point), at(png, box, *point)
        assert max(abs(a - b) for a, b in zip(expected, got, strict=True)) <= 6, point


def test_sprites_give_the_same_pixels_cold_and_warm() -> None:
    """A picture drawn with an empty sprite cache equals one drawn from cached sprites."""
    view = sample_view(size=7, seats=4, expansion=True, fill=0.7, seed=5)
    warm = render_table(view, NAMES).tobytes()
    clear()
    cold = render_table(view, NAMES).tobytes()
    assert cold == warm == render_table(view, NAMES).tobytes()
