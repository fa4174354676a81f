"""The plain of Troy drawn once per size and wall state: sea, shore, ships, rivers, hills, camp,
wall and citadel, each square coloured so that the ring of ground left round a counter still tells
what it stands on.

The ground is drawn at twice the size and scaled down (smooth rivers, hulls and hill slopes), then
the thin grid lines go on at full size so they stay one crisp pixel. The result never changes
during a game but for the wall, so it is cached by cell size and wall state: a render copies it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.core.bounded import MB, memo
from render.core.fonts import font
from render.core.language import ENGLISH, N_, words
from render.core.theme import INK, RGB, WHITE, mix
from render.siege import style

SCALE = 2  # drawn at twice the size, then scaled down
Box = tuple[float, float, float, float]

# Ground fill per terrain word; the wall's depends on the day and is chosen in ``_paint_cell``.
FILL: dict[str, RGB] = {
    "sea": style.SEA,
    "shore": style.SHORE_SAND,
    "ship": style.SHORE_SAND,
    "plain": style.PLAIN,
    "scamander": style.RIVER,
    "simoeis": style.RIVER,
    "hill": style.HILL,
    "wall": style.WALL,
    "gate": style.CAMP,
    "camp": style.CAMP,
    "citadel": style.CITADEL,
}
RIVERS = frozenset({"scamander", "simoeis"})
WALL_LINE = frozenset({"wall", "gate"})


@dataclass(frozen=True)
class Ground:
    """The map as the engine gives it: ``terrain[row * cols + col]`` is a legend word."""

    cols: int
    rows: int
    terrain: tuple[str, ...]

    def at(self, col: int, row: int) -> str | None:
        """The terrain of a square, None off the map."""
        if 0 <= col < self.cols and 0 <= row < self.rows:
            return self.terrain[row * self.cols + col]
        return None


def _is(ground: Ground, col: int, row: int, kinds: frozenset[str]) -> bool:
    return ground.at(col, row) in kinds


def _sea_side(ground: Ground, col: int, row: int) -> tuple[int, int]:
    """The direction (dcol, drow) of the sea from a shore or ship square; west by default."""
    for step in ((-1, 0), (0, 1), (0, -1), (1, 0)):
        if ground.at(col + step[0], row + step[1]) == "sea":
            return step
    return (-1, 0)


def _waves(draw: ImageDraw.ImageDraw, box: Box, colour: RGB) -> None:
    """Two short wave strokes, so sea reads as water even in grey."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    width = max(2, round(w / 22))
    for fx, fy in ((0.22, 0.32), (0.52, 0.68)):
        x, y = left + w * fx, top + h * fy
        seg = w * 0.13
        draw.arc((x, y - seg * 0.6, x + seg, y + seg * 0.6), 200, 340, fill=colour, width=width)
        draw.arc(
            (x + seg, y - seg * 0.6, x + 2 * seg, y + seg * 0.6), 200, 340, fill=colour, width=width
        )


def _shore(draw: ImageDraw.ImageDraw, box: Box, sea: tuple[int, int]) -> None:
    """Sand with the sea lapping over the side that faces the water."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    d = 0.42
    band = {
        (-1, 0): (left, top, left + w * d, bottom),
        (1, 0): (right - w * d, top, right, bottom),
        (0, -1): (left, top, right, top + h * d),
        (0, 1): (left, bottom - h * d, right, bottom),
    }[sea]
    draw.rectangle(band, fill=style.SEA)
    # A lighter line of foam where the water meets the sand.
    foam = max(2, round(w / 28))
    bl, bt, br, bb = band
    edge = {
        (-1, 0): (br - foam, bt, br, bb),
        (1, 0): (bl, bt, bl + foam, bb),
        (0, -1): (bl, bb - foam, br, bb),
        (0, 1): (bl, bt, br, bt + foam),
    }[sea]
    draw.rectangle(edge, fill=style.SEA_WAVE)


def _ship(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A beached ship: a dark hull across the square with a mast and a white sail, and a hull-brown
    frame that still shows round a counter standing on it."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    frame = max(3, round(w / 10))
    draw.rectangle(box, outline=style.HULL, width=frame)
    hull = [
        (left + w * 0.12, top + h * 0.58),
        (right - w * 0.12, top + h * 0.58),
        (right - w * 0.26, top + h * 0.8),
        (left + w * 0.26, top + h * 0.8),
    ]
    draw.polygon(hull, fill=style.HULL)
    # The raised prow and stern.
    pw = max(2, round(w / 24))
    draw.line(
        [(left + w * 0.12, top + h * 0.58), (left + w * 0.06, top + h * 0.42)],
        fill=style.HULL,
        width=pw,
    )
    draw.line(
        [(right - w * 0.12, top + h * 0.58), (right - w * 0.06, top + h * 0.42)],
        fill=style.HULL,
        width=pw,
    )
    mast = left + w * 0.5
    draw.line([(mast, top + h * 0.18), (mast, top + h * 0.58)], fill=style.HULL, width=pw)
    draw.polygon(
        [
            (mast - w * 0.2, top + h * 0.22),
            (mast + w * 0.2, top + h * 0.22),
            (mast, top + h * 0.52),
        ],
        fill=style.SAIL,
        outline=style.HULL,
    )


def _river(draw: ImageDraw.ImageDraw, ground: Ground, col: int, row: int, box: Box) -> None:
    """A lighter stream line joining this river square to its river neighbours and to the sea."""
    left, top, right, bottom = box
    w = right - left
    cx, cy = (left + right) / 2, (top + bottom) / 2
    width = max(3, round(w / 9))
    joined = RIVERS | {"sea"}
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if _is(ground, col + dc, row + dr, joined):
            draw.line(
                [(cx, cy), (cx + dc * w / 2, cy + dr * w / 2)], fill=style.RIVER_FLOW, width=width
            )
    r = width / 2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=style.RIVER_FLOW)


def _hill(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """Two peaks: a hill or mountain (one rule for both: 2 points to enter)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    edge = max(2, round(w / 30))
    for fx, fy, fw in ((0.36, 0.72, 0.5), (0.64, 0.8, 0.42)):
        base_y = top + h * fy
        half = w * fw / 2
        peak = (left + w * fx, base_y - h * fw * 0.9)
        draw.polygon(
            [(left + w * fx - half, base_y), peak, (left + w * fx + half, base_y)],
            fill=mix(style.HILL, style.HILL_MARK, 0.35),
            outline=style.HILL_MARK,
            width=edge,
        )


def _hut(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A small tent in the corner of a camp square (the Greek huts behind the ships)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    draw.polygon(
        [
            (left + w * 0.1, top + h * 0.36),
            (left + w * 0.22, top + h * 0.1),
            (left + w * 0.34, top + h * 0.36),
        ],
        fill=style.HUT,
    )


def _wall(
    draw: ImageDraw.ImageDraw, ground: Ground, col: int, row: int, box: Box, stands: bool
) -> None:
    """The wall: grey stones with dark joints from day 2; on day 1 a dashed line where it will
    rise (the square is still plain ground)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    cx, cy = (left + right) / 2, (top + bottom) / 2
    steps = [
        (dc, dr)
        for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))
        if _is(ground, col + dc, row + dr, WALL_LINE)
        or (ground.at(col + dc, row + dr) == "sea" and dc == -1)
    ]
    if not stands:
        width = max(3, round(w / 14))
        for dc, dr in steps:
            end = (cx + dc * w / 2, cy + dr * h / 2)
            for k in range(3):
                a, b = k / 3, k / 3 + 0.2
                draw.line(
                    [
                        (cx + (end[0] - cx) * a, cy + (end[1] - cy) * a),
                        (cx + (end[0] - cx) * b, cy + (end[1] - cy) * b),
                    ],
                    fill=style.WALL_GHOST,
                    width=width,
                )
        r = width * 0.8
        draw.rectangle((cx - r, cy - r, cx + r, cy + r), fill=style.WALL_GHOST)
        return
    joint = max(2, round(w / 30))
    course = h / 4
    for k in range(1, 4):
        y = top + k * course
        draw.line([(left, y), (right, y)], fill=style.WALL_JOINT, width=joint)
    for k in range(4):
        y0, y1 = top + k * course, top + (k + 1) * course
        for fx in (0.33, 0.83) if k % 2 == 0 else (0.08, 0.58):
            x = left + w * fx
            draw.line([(x, y0), (x, y1)], fill=style.WALL_JOINT, width=joint)
    draw.rectangle(box, outline=mix(style.WALL_JOINT, INK, 0.4), width=joint * 2)


def _gate(
    draw: ImageDraw.ImageDraw, ground: Ground, col: int, row: int, box: Box, stands: bool
) -> None:
    """A gap in the wall: camp ground between two gate posts on the sides where the wall runs."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    post = w * 0.18
    colour = style.WALL if stands else style.WALL_GHOST
    for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        if ground.at(col + dc, row + dr) != "wall":
            continue
        if dc:
            x0 = right - post if dc > 0 else left
            part = (x0, top + h * 0.3, x0 + post, bottom - h * 0.3)
        else:
            y0 = bottom - post if dr > 0 else top
            part = (left + w * 0.3, y0, right - w * 0.3, y0 + post)
        if stands:
            draw.rectangle(part, fill=colour, outline=style.WALL_JOINT, width=max(2, round(w / 30)))
        else:
            draw.rectangle(part, outline=colour, width=max(2, round(w / 30)))


def _citadel(draw: ImageDraw.ImageDraw, ground: Ground, col: int, row: int, box: Box) -> None:
    """Paving stones inside, and the city's red-brown wall on every edge that faces outside."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    line = mix(style.CITADEL, INK, 0.18)
    joint = max(1, round(w / 40))
    for k in (1, 2):
        draw.line([(left, top + h * k / 3), (right, top + h * k / 3)], fill=line, width=joint)
    edge = max(4, round(w / 8))
    inside = frozenset({"citadel"})
    sides = {
        (0, -1): (left, top, right, top + edge),
        (0, 1): (left, bottom - edge, right, bottom),
        (-1, 0): (left, top, left + edge, bottom),
        (1, 0): (right - edge, top, right, bottom),
    }
    for (dc, dr), part in sides.items():
        if (
            not _is(ground, col + dc, row + dr, inside)
            and ground.at(col + dc, row + dr) is not None
        ):
            draw.rectangle(part, fill=style.CITADEL_EDGE)


def _paint_cell(
    draw: ImageDraw.ImageDraw, ground: Ground, col: int, row: int, box: Box, stands: bool
) -> None:
    kind = ground.at(col, row) or "plain"
    fill = FILL.get(kind, style.PLAIN)
    if kind == "wall" and not stands:
        fill = style.PLAIN
    draw.rectangle(box, fill=fill)
    if kind == "sea":
        _waves(draw, box, style.SEA_WAVE)
    elif kind in ("shore", "ship"):
        _shore(draw, box, _sea_side(ground, col, row))
        if kind == "ship":
            _ship(draw, box)
    elif kind in RIVERS:
        _river(draw, ground, col, row, box)
    elif kind == "hill":
        _hill(draw, box)
    elif kind == "camp":
        _hut(draw, box)
    elif kind == "wall":
        _wall(draw, ground, col, row, box, stands)
    elif kind == "gate":
        _gate(draw, ground, col, row, box, stands)
    elif kind == "citadel":
        _citadel(draw, ground, col, row, box)


def _grid_lines(img: Image.Image, cols: int, rows: int, cell: int, whole: bool) -> None:
    """One-pixel lines between squares, darker than any ground, so squares can be counted; the
    whole map also closes its last square inside it."""
    draw = ImageDraw.Draw(img)
    width, height = cols * cell, rows * cell
    for col in range(cols + (1 if whole else 0)):
        x = min(col * cell, width - 1) if col == cols else col * cell
        draw.line([(x, 0), (x, height)], fill=style.GRID_LINE)
    for row in range(rows + (1 if whole else 0)):
        y = min(row * cell, height - 1) if row == rows else row * cell
        draw.line([(0, y), (width, y)], fill=style.GRID_LINE)


# The rivers' names, written along their longest straight reach (the citadel needs none: its
# red-brown walls say what it is, and a name there would peep out between the counters).
NAMES = {"scamander": N_("Scamander"), "simoeis": N_("Simoeis")}


def longest_run(ground: Ground, kind: str) -> tuple[int, int, int] | None:
    """(col, row, length) of the longest left-to-right run of ``kind`` squares."""
    best: tuple[int, int, int] | None = None
    for row in range(ground.rows):
        col = 0
        while col < ground.cols:
            if ground.at(col, row) != kind:
                col += 1
                continue
            start = col
            while ground.at(col, row) == kind:
                col += 1
            if best is None or col - start > best[2]:
                best = (start, row, col - start)
    return best


def name_places(ground: Ground, cell: int) -> dict[str, tuple[float, float]]:
    """Where each river's name is centred (pixels of the ground image), for drawing and tests:
    the middle of its longest run of two squares or more."""
    out: dict[str, tuple[float, float]] = {}
    for kind in NAMES:
        run = longest_run(ground, kind)
        if run is not None and run[2] >= 2:
            col, row, length = run
            out[kind] = ((col + length / 2) * cell, (row + 0.5) * cell)
    return out


def _names(
    img: Image.Image, ground: Ground, cell: int, origin: tuple[int, int], language: str
) -> None:
    """The rivers' names in white on their water, in ``language``, with a dark halo so they
    read over the grid lines (counters, drawn later, may cover them); ``origin`` is the map
    pixel at the image's top-left corner."""
    said = words(language)
    draw = ImageDraw.Draw(img)
    fnt = font("bold", max(10, round(cell * 0.3)))
    halo = mix(style.RIVER, INK, 0.35)
    for kind, (x, y) in name_places(ground, cell).items():
        draw.text(
            (x - origin[0], y - origin[1]),
            said(NAMES[kind]),
            font=fnt,
            fill=WHITE,
            anchor="mm",
            stroke_width=2,
            stroke_fill=halo,
        )


@memo("siege terrain", entries=8, max_bytes=16 * MB)
def terrain_image(
    ground: Ground, cell: int, wall_stands: bool, language: str = ENGLISH
) -> Image.Image:
    """The whole map's ground, ``cols * cell`` by ``rows * cell`` px (+1 for the closing grid
    line), its rivers named in ``language``. Cached: treat the result as read-only."""
    return _paint(ground, cell, wall_stands, (0, 0, ground.cols, ground.rows), language)


@memo("siege terrain parts", entries=32, max_bytes=16 * MB)
def terrain_part(
    ground: Ground,
    cell: int,
    wall_stands: bool,
    part: tuple[int, int, int, int],
    language: str = ENGLISH,
) -> Image.Image:
    """The ground of the ``part`` (first column, first row, columns, rows) of the map, drawn
    alone, its rivers named in ``language``: a close-up paints its few squares, not the whole
    map at its large scale. Cached: treat the result as read-only."""
    return _paint(ground, cell, wall_stands, part, language)


def _paint(
    ground: Ground,
    cell: int,
    wall_stands: bool,
    part: tuple[int, int, int, int],
    language: str,
) -> Image.Image:
    col0, row0, cols, rows = part
    big = cell * SCALE
    img = Image.new("RGB", (cols * big, rows * big), style.PLAIN)
    draw = ImageDraw.Draw(img)
    for row in range(row0, row0 + rows):
        for col in range(col0, col0 + cols):
            x, y = (col - col0) * big, (row - row0) * big
            _paint_cell(draw, ground, col, row, (x, y, x + big - 1, y + big - 1), wall_stands)
    small = img.resize((cols * cell, rows * cell), Image.Resampling.LANCZOS)
    out = Image.new("RGB", (cols * cell + 1, rows * cell + 1), style.GRID_LINE)
    out.paste(small, (0, 0))
    whole = (cols, rows) == (ground.cols, ground.rows)
    _grid_lines(out, cols, rows, cell, whole)
    _names(out, ground, cell, (col0 * cell, row0 * cell), language)
    return out


def ground_from(terrain: Sequence[str], cols: int, rows: int) -> Ground:
    """A hashable ``Ground`` from any sequence of terrain words."""
    return Ground(cols, rows, tuple(terrain))
