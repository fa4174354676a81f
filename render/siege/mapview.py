"""The map with everything on it, for any window of squares at any cell size: the ground, the
counters, this move's planned paths (from a ghost of the counter's start to an arrow into its end
square), the fights the plans set up (crossed swords on the edge between the foes: red for an
open-field battle, gold-rimmed for a duel), the archers' shots (a dashed purple line to a target
ring), a yellow frame where the last dice fell and, in the set-up, the free start squares.

The whole table and the zoomed region (``/siege view around:F7``) both draw through ``draw_map``;
only the window, the cell size and where the ground comes from differ.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.siege.view_types import PublicView
from render.core.language import ENGLISH
from render.core.sprites import draw_highlight
from render.core.theme import GOLD_LIGHT, HIGHLIGHT, INK, RGB, WHITE
from render.siege import style
from render.siege.counters import paste_counter
from render.siege.model import (
    Fight,
    Piece,
    Plan,
    Pos,
    Shot,
    by_id,
    ground,
    last_squares,
    read_calendar,
    read_fights,
    read_pieces,
    read_plans,
    read_shots,
    start_squares,
)
from render.siege.terrain import terrain_part

Point = tuple[float, float]
HALO: RGB = (250, 246, 232)


@dataclass(frozen=True)
class Window:
    """The squares shown: ``cols`` × ``rows`` from (``col0``, ``row0``)."""

    col0: int
    row0: int
    cols: int
    rows: int

    def contains(self, p: Pos) -> bool:
        return (
            self.col0 <= p[0] < self.col0 + self.cols and self.row0 <= p[1] < self.row0 + self.rows
        )


def whole_map() -> Window:
    g = ground()
    return Window(0, 0, g.cols, g.rows)


def counter_inset(cell: int) -> int:
    """Pixels between a square's edge and its counter: the ring of ground that still shows."""
    return max(3, round(cell * 0.07))


@dataclass(frozen=True)
class Frame:
    """Pixel geometry of a window drawn at ``cell`` px a square whose top-left corner is at
    (``x``, ``y``) of the picture."""

    window: Window
    cell: int
    x: int = 0
    y: int = 0

    def box(self, p: Pos) -> tuple[int, int, int, int]:
        x = self.x + (p[0] - self.window.col0) * self.cell
        y = self.y + (p[1] - self.window.row0) * self.cell
        return (x, y, x + self.cell, y + self.cell)

    def center(self, p: Pos) -> Point:
        x, y, _, _ = self.box(p)
        return (x + self.cell / 2, y + self.cell / 2)


def _halo_line(draw: ImageDraw.ImageDraw, points: list[Point], colour: RGB, width: int) -> None:
    draw.line(points, fill=HALO, width=width + 4, joint="curve")
    draw.line(points, fill=colour, width=width, joint="curve")


def _arrow_head(
    draw: ImageDraw.ImageDraw, tip: Point, back: Point, size: float, colour: RGB
) -> None:
    """A filled triangle at ``tip`` pointing away from ``back``, with a light rim."""
    dx, dy = tip[0] - back[0], tip[1] - back[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = (tip[0] - ux * size, tip[1] - uy * size)
    left = (base[0] - uy * size * 0.6, base[1] + ux * size * 0.6)
    right = (base[0] + uy * size * 0.6, base[1] - ux * size * 0.6)
    draw.polygon([tip, left, right], fill=colour, outline=HALO, width=2)


def _ghost(draw: ImageDraw.ImageDraw, frame: Frame, at: Pos, colour: RGB) -> None:
    """A dashed outline the size of a counter: where a planned piece started its move, or a
    free start square in the set-up."""
    inset = counter_inset(frame.cell) + 1
    left, top, right, bottom = frame.box(at)
    left, top, right, bottom = left + inset, top + inset, right - inset - 1, bottom - inset - 1
    dash = max(4, frame.cell // 7)
    width = max(2, frame.cell // 20)
    for a, b in (((left, top), (right, top)), ((right, top), (right, bottom))) + (
        ((right, bottom), (left, bottom)),
        ((left, bottom), (left, top)),
    ):
        length = math.hypot(b[0] - a[0], b[1] - a[1])
        steps = max(1, int(length // (dash * 2)))
        for k in range(steps + 1):
            t0 = min(1.0, k * 2 * dash / length)
            t1 = min(1.0, (k * 2 + 1) * dash / length)
            if t0 >= 1.0:
                break
            draw.line(
                [
                    (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0),
                    (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1),
                ],
                fill=colour,
                width=width,
            )


def last_width(cell: int) -> int:
    return max(2, cell // 16)


def draw_last(draw: ImageDraw.ImageDraw, frame: Frame, where: Pos) -> None:
    """A yellow frame round a square where the last dice fell (a battle, a shot): under the
    counter, so it rings whoever stands there now."""
    left, top, right, bottom = frame.box(where)
    draw_highlight(
        draw, (left + 1, top + 1, right - 1, bottom - 1), HIGHLIGHT, last_width(frame.cell)
    )


def draw_free_starts(draw: ImageDraw.ImageDraw, frame: Frame, day: int, taken: set[Pos]) -> None:
    """During the set-up, a dashed outline in its side's colour on every free start square: where
    a swap may put a piece without exchanging it."""
    for side_key in ("greek", "trojan"):
        colour = style.side(side_key).colour
        for sq in start_squares(side_key, day):
            if sq not in taken and frame.window.contains(sq):
                _ghost(draw, frame, sq, colour)


def path_width(cell: int) -> int:
    return max(3, cell // 11)


def draw_plan(draw: ImageDraw.ImageDraw, frame: Frame, plan: Plan, colour: RGB) -> None:
    """The path from the start square's centre to the edge of the end square, ending in an
    arrow pointing into it (the counter on the end square covers its centre)."""
    points = [frame.center(p) for p in plan.path]
    last, before = points[-1], points[-2]
    edge = (last[0] + (before[0] - last[0]) * 0.5, last[1] + (before[1] - last[1]) * 0.5)
    head = frame.cell * 0.3
    dx, dy = edge[0] - before[0], edge[1] - before[1]
    length = math.hypot(dx, dy) or 1.0
    stem_end = (edge[0] - dx / length * head * 0.6, edge[1] - dy / length * head * 0.6)
    width = path_width(frame.cell)
    _halo_line(draw, [*points[:-1], stem_end], colour, width)
    r = width * 0.9
    sx, sy = points[0]
    draw.ellipse((sx - r - 2, sy - r - 2, sx + r + 2, sy + r + 2), fill=HALO)
    draw.ellipse((sx - r, sy - r, sx + r, sy + r), fill=colour)
    _arrow_head(draw, edge, before, head, colour)


def swords_center(frame: Frame, a: Pos, b: Pos) -> Point:
    """Where the crossed swords of a fight between neighbours go: on their shared edge, in the
    middle of a side-by-side pair (between the values) and at the left end of an edge between
    pieces one above the other (clear of the upper counter's name and the lower one's corner
    marks)."""
    ca, cb = frame.center(a), frame.center(b)
    x, y = (ca[0] + cb[0]) / 2, (ca[1] + cb[1]) / 2
    if a[0] == b[0]:
        x -= frame.cell * 0.5
    return (x, y)


def swords_radius(cell: int) -> float:
    return cell * 0.18


def _swords(draw: ImageDraw.ImageDraw, at: Point, cell: int, duel: bool) -> None:
    """A red disk with two crossed white blades; a duel's disk has a gold rim."""
    r = swords_radius(cell)
    x, y = at
    rim = GOLD_LIGHT if duel else WHITE
    draw.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), fill=INK)
    draw.ellipse(
        (x - r, y - r, x + r, y + r), fill=style.ATTACK, outline=rim, width=max(2, cell // 22)
    )
    arm = r * 0.55
    w = max(2, cell // 20)
    draw.line([(x - arm, y - arm), (x + arm, y + arm)], fill=WHITE, width=w)
    draw.line([(x - arm, y + arm), (x + arm, y - arm)], fill=WHITE, width=w)


def fight_pairs(fight: Fight, pieces: dict[str, Piece]) -> list[tuple[Pos, Pos]]:
    """Each Greek and Trojan of the fight standing side by side, by squares."""
    pairs = []
    for g in fight.greek:
        for t in fight.trojan:
            a, b = pieces.get(g), pieces.get(t)
            if a is None or b is None or a.square is None or b.square is None:
                continue
            if abs(a.square[0] - b.square[0]) + abs(a.square[1] - b.square[1]) == 1:
                pairs.append((a.square, b.square))
    return pairs


def draw_fight(
    draw: ImageDraw.ImageDraw, frame: Frame, fight: Fight, pieces: dict[str, Piece]
) -> None:
    for a, b in fight_pairs(fight, pieces):
        _swords(draw, swords_center(frame, a, b), frame.cell, fight.kind == "duel")


def target_radius(cell: int) -> float:
    return cell * 0.56


def draw_shot_line(
    draw: ImageDraw.ImageDraw, frame: Frame, shot: Shot, pieces: dict[str, Piece]
) -> None:
    """A dashed purple line from the archer towards the target's ring (under the counters, so
    it never hides a piece it flies over)."""
    archer = pieces.get(shot.archer)
    end = frame.center(shot.target)
    r = target_radius(frame.cell)
    width = max(2, frame.cell // 16)
    if archer is not None and archer.square is not None:
        start = frame.center(archer.square)
        dx, dy = end[0] - start[0], end[1] - start[1]
        length = math.hypot(dx, dy) or 1.0
        stop = length - r
        dash = max(5.0, frame.cell / 6)
        t = frame.cell * 0.25
        while t < stop:
            t1 = min(stop, t + dash)
            a = (start[0] + dx * t / length, start[1] + dy * t / length)
            b = (start[0] + dx * t1 / length, start[1] + dy * t1 / length)
            _halo_line(draw, [a, b], style.SHOT, width)
            t += dash * 1.8


def draw_target(draw: ImageDraw.ImageDraw, frame: Frame, shot: Shot) -> None:
    """A purple ring with four ticks round the target square."""
    x, y = frame.center(shot.target)
    r = target_radius(frame.cell)
    width = max(2, frame.cell // 16)
    draw.ellipse((x - r - 2, y - r - 2, x + r + 2, y + r + 2), outline=HALO, width=width + 4)
    draw.ellipse((x - r, y - r, x + r, y + r), outline=style.SHOT, width=width)
    for ux, uy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        draw.line(
            [(x + ux * r * 0.78, y + uy * r * 0.78), (x + ux * r * 1.18, y + uy * r * 1.18)],
            fill=style.SHOT,
            width=width,
        )


def draw_map(img: Image.Image, view: PublicView, frame: Frame, pieces: list[Piece]) -> None:
    """Everything of ``view`` over ground already drawn at ``frame``: the plans' ghosts, paths
    and shot lines under the counters, the counters, then the fights and the targets."""
    window, cell = frame.window, frame.cell
    draw = ImageDraw.Draw(img)
    index = by_id(pieces)
    if view["phase"] == "setup":
        taken = {p.square for p in pieces if p.on_map and p.square is not None}
        draw_free_starts(draw, frame, read_calendar(view).day, taken)
    plans = read_plans(view)
    for plan in plans:
        piece = index.get(plan.piece)
        _ghost(draw, frame, plan.path[0], style.side(piece.side if piece else "").dark)
    for plan in plans:
        piece = index.get(plan.piece)
        draw_plan(draw, frame, plan, style.side(piece.side if piece else "").dark)
    shots = read_shots(view)
    for shot in shots:
        draw_shot_line(draw, frame, shot, index)
    for where in last_squares(view):
        if window.contains(where):
            draw_last(draw, frame, where)
    inset = counter_inset(cell)
    size = cell - 2 * inset
    for piece in pieces:
        if piece.on_map and piece.square is not None and window.contains(piece.square):
            left, top, _, _ = frame.box(piece.square)
            paste_counter(img, piece, (left + inset, top + inset), size)
    for fight in read_fights(view):
        draw_fight(draw, frame, fight, index)
    for shot in shots:
        draw_target(draw, frame, shot)


def render_map(view: PublicView, window: Window, cell: int, language: str = ENGLISH) -> Image.Image:
    """The squares of ``window`` with the ground, counters and plans of ``view``, its rivers
    named in ``language``: an image of ``cols * cell + 1`` by ``rows * cell + 1`` px (the last
    pixel closes the grid)."""
    wall = read_calendar(view).wall
    part = (window.col0, window.row0, window.cols, window.rows)
    img = terrain_part(ground(), cell, wall, part, language).copy()
    draw_map(img, view, Frame(window, cell), read_pieces(view))
    return img
