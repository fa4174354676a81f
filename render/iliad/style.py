"""How Iliad's cards look: one colour and one vector icon per kind of card, and the seat colours.

Each kind of card has its own colour (Okabe-Ito where it can) *and* its own icon and written name,
so no card is told from another by colour alone. Icons are drawn into a box at any size, so a
40 px Hero on the table and a 110 px card in the hand share one drawing, with no image files.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PIL import ImageDraw

from render.core.theme import PLAYERS, RGB, WHITE, PlayerStyle, mix

Box = tuple[float, float, float, float]
Point = tuple[float, float]


@dataclass(frozen=True)
class Look:
    """How one kind of card is shown: its band colour (white words read on it), a pale face
    tint, and its icon."""

    band: RGB
    face: RGB
    icon: str


def _look(band: RGB, icon: str) -> Look:
    return Look(band, mix(band, WHITE, 0.82), icon)


LOOKS: dict[str, Look] = {
    "hoplites": _look((168, 70, 0), "shield"),
    "archers": _look((0, 120, 88), "bow"),
    "chariot": _look((0, 92, 150), "wheel"),
    "elephant": _look((96, 96, 104), "elephant"),
    "ballista": _look((150, 70, 118), "ballista"),
    "catapult": _look((112, 72, 36), "catapult"),
    "harrow": _look((96, 100, 20), "harrow"),
    "horse": _look((176, 112, 0), "horse"),
    "hero": _look((150, 112, 20), "laurel"),
    "city": _look((110, 96, 80), "tower"),
    "trireme": _look((30, 110, 160), "ship"),
    "helen": _look((170, 60, 120), "heart"),
    "thanatos": _look((40, 36, 40), "skull"),
    "gorgon": _look((40, 96, 64), "gorgon"),
    "unknown": _look((105, 90, 72), "ring"),
}
BACK = (70, 48, 34)  # the back of a face-down army card
BACK_LINE = (200, 160, 90)

# Six seats: the core's four player styles, then sky blue and vermillion (Okabe-Ito), each with
# its own marker shape and letter so seats never differ by colour alone.
SEAT_STYLES: tuple[PlayerStyle, ...] = (
    *PLAYERS,
    PlayerStyle((86, 180, 233), "Sky", "square", "S", (20, 20, 20), (214, 236, 248)),
    PlayerStyle((213, 94, 0), "Red", "triangle", "R", (255, 255, 255), (246, 214, 190)),
)
TEAM_LETTERS = "ABC"
# Team tags: pale yellow, pale cyan, pale pink, each with its letter written on it.
TEAM_FILLS: tuple[RGB, ...] = ((250, 236, 150), (190, 230, 246), (246, 208, 226))


def seat_style(seat: int) -> PlayerStyle:
    return SEAT_STYLES[seat % len(SEAT_STYLES)]


def look(kind: str) -> Look:
    return LOOKS.get(kind, LOOKS["unknown"])


def _poly(box: Box, points: list[Point]) -> list[Point]:
    """Unit-square points (0..1) placed in ``box``."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    return [(left + x * w, top + y * h) for x, y in points]


def _rect(draw: ImageDraw.ImageDraw, box: Box, a: Point, b: Point, fill: RGB) -> None:
    p, q = _poly(box, [a, b])
    draw.rectangle((p[0], p[1], q[0], q[1]), fill=fill)


def _oval(draw: ImageDraw.ImageDraw, box: Box, a: Point, b: Point, fill: RGB) -> None:
    p, q = _poly(box, [a, b])
    draw.ellipse((p[0], p[1], q[0], q[1]), fill=fill)


def draw_icon(draw: ImageDraw.ImageDraw, box: Box, icon: str, fill: RGB, paper: RGB) -> None:
    """The icon ``icon`` in ``fill`` inside a square ``box``; ``paper`` is the colour under it
    (for holes)."""
    left, top, right, bottom = box
    s = right - left
    line = max(1, round(s / 12))
    if icon == "shield":  # a hoplite's round shield with a spear behind it
        a, b = _poly(box, [(0.08, 0.92), (0.92, 0.08)])
        draw.line([a, b], fill=fill, width=line)
        _oval(draw, box, (0.16, 0.16), (0.84, 0.84), fill)
        _oval(draw, box, (0.3, 0.3), (0.7, 0.7), paper)
        _oval(draw, box, (0.4, 0.4), (0.6, 0.6), fill)
    elif icon == "bow":  # a bow, its string and an arrow
        p, q = _poly(box, [(0.05, 0.08), (0.75, 0.92)])
        draw.arc((p[0], p[1], q[0], q[1]), -80, 80, fill=fill, width=line + 1)
        a, b = _poly(box, [(0.46, 0.12), (0.46, 0.88)])
        draw.line([a, b], fill=fill, width=max(1, line // 2))
        a, b = _poly(box, [(0.1, 0.5), (0.86, 0.5)])
        draw.line([a, b], fill=fill, width=line)
        draw.polygon(_poly(box, [(0.96, 0.5), (0.8, 0.4), (0.8, 0.6)]), fill=fill)
    elif icon == "wheel":  # a chariot wheel
        cx, cy, r = (left + right) / 2, (top + bottom) / 2, s * 0.44
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=fill, width=line + 1)
        for i in range(4):
            ang = i * math.pi / 4
            dx, dy = r * math.cos(ang), r * math.sin(ang)
            draw.line([(cx - dx, cy - dy), (cx + dx, cy + dy)], fill=fill, width=line)
        _oval(draw, box, (0.4, 0.4), (0.6, 0.6), fill)
    elif icon == "elephant":  # body, head, trunk, ear, legs
        _oval(draw, box, (0.08, 0.26), (0.72, 0.7), fill)
        _oval(draw, box, (0.56, 0.18), (0.9, 0.5), fill)
        a, b, c = _poly(box, [(0.84, 0.36), (0.94, 0.66), (0.86, 0.86)])
        draw.line([a, b, c], fill=fill, width=line + 1, joint="curve")
        for x in (0.14, 0.3, 0.48, 0.6):
            _rect(draw, box, (x, 0.56), (x + 0.1, 0.9), fill)
        _oval(draw, box, (0.62, 0.26), (0.7, 0.34), paper)
    elif icon == "ballista":  # a bow lying flat on a stock, shooting a bolt upwards
        p, q = _poly(box, [(0.08, 0.3), (0.92, 0.9)])
        draw.arc((p[0], p[1], q[0], q[1]), 200, 340, fill=fill, width=line + 1)
        a, b = _poly(box, [(0.5, 0.94), (0.5, 0.14)])
        draw.line([a, b], fill=fill, width=line + 1)
        draw.polygon(_poly(box, [(0.5, 0.04), (0.38, 0.22), (0.62, 0.22)]), fill=fill)
        _rect(draw, box, (0.4, 0.7), (0.6, 0.96), fill)
    elif icon == "catapult":  # a base on wheels, a thrown arm and its stone
        _rect(draw, box, (0.08, 0.68), (0.92, 0.8), fill)
        _oval(draw, box, (0.12, 0.74), (0.32, 0.94), fill)
        _oval(draw, box, (0.68, 0.74), (0.88, 0.94), fill)
        a, b = _poly(box, [(0.62, 0.72), (0.22, 0.22)])
        draw.line([a, b], fill=fill, width=line + 1)
        _oval(draw, box, (0.08, 0.06), (0.34, 0.32), fill)
    elif icon == "harrow":  # a beam with a row of spikes
        _rect(draw, box, (0.06, 0.3), (0.94, 0.44), fill)
        for i in range(5):
            x = 0.1 + i * 0.18
            draw.polygon(_poly(box, [(x, 0.44), (x + 0.16, 0.44), (x + 0.08, 0.9)]), fill=fill)
    elif icon == "horse":  # the wooden horse on its wheeled board
        _rect(draw, box, (0.16, 0.36), (0.7, 0.62), fill)
        draw.polygon(_poly(box, [(0.56, 0.4), (0.7, 0.08), (0.84, 0.08), (0.72, 0.42)]), fill=fill)
        draw.polygon(_poly(box, [(0.7, 0.08), (0.96, 0.16), (0.94, 0.26), (0.74, 0.24)]), fill=fill)
        for x in (0.2, 0.56):
            _rect(draw, box, (x, 0.6), (x + 0.1, 0.76), fill)
        _rect(draw, box, (0.08, 0.76), (0.86, 0.82), fill)
        for x in (0.12, 0.64):
            _oval(draw, box, (x, 0.78), (x + 0.16, 0.94), fill)
    elif icon == "laurel":  # a laurel wreath round a star
        cx, cy, r = (left + right) / 2, (top + bottom) / 2, s * 0.46
        for side in (-1, 1):
            for i in range(5):
                ang = math.pi / 2 + side * (0.5 + i * 0.5)
                x, y = cx + r * 0.8 * math.cos(ang), cy + r * 0.8 * math.sin(ang)
                e = s * 0.09
                draw.ellipse((x - e, y - e * 1.6, x + e, y + e * 1.6), fill=fill)
        star = []
        for i in range(10):
            ang = -math.pi / 2 + i * math.pi / 5
            rad = r * (0.42 if i % 2 == 0 else 0.18)
            star.append((cx + rad * math.cos(ang), cy + rad * math.sin(ang)))
        draw.polygon(star, fill=fill)
    elif icon == "tower":  # a city's walls: battlements and a gate
        pts = [(0.12, 0.92), (0.12, 0.1), (0.26, 0.1), (0.26, 0.24), (0.43, 0.24), (0.43, 0.1)]
        pts += [(0.57, 0.1), (0.57, 0.24), (0.74, 0.24), (0.74, 0.1), (0.88, 0.1), (0.88, 0.92)]
        draw.polygon(_poly(box, pts), fill=fill)
        draw.polygon(_poly(box, [(0.38, 0.92), (0.38, 0.6), (0.62, 0.6), (0.62, 0.92)]), fill=paper)
        _oval(draw, box, (0.38, 0.48), (0.62, 0.72), paper)
    elif icon == "ship":  # a trireme: hull, sail, oars
        draw.polygon(_poly(box, [(0.02, 0.56), (0.98, 0.56), (0.8, 0.76), (0.16, 0.76)]), fill=fill)
        _rect(draw, box, (0.47, 0.1), (0.53, 0.56), fill)
        draw.polygon(_poly(box, [(0.24, 0.14), (0.76, 0.14), (0.7, 0.48), (0.3, 0.48)]), fill=fill)
        for x in (0.24, 0.4, 0.56, 0.72):
            a, b = _poly(box, [(x, 0.7), (x - 0.08, 0.96)])
            draw.line([a, b], fill=fill, width=line)
    elif icon == "heart":  # Helen
        r = s * 0.22
        for cx in (left + s * 0.3, left + s * 0.7):
            cy = top + s * 0.34
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
        draw.polygon(_poly(box, [(0.1, 0.44), (0.9, 0.44), (0.5, 0.92)]), fill=fill)
    elif icon == "skull":  # Thanatos
        _oval(draw, box, (0.14, 0.06), (0.86, 0.74), fill)
        _rect(draw, box, (0.3, 0.6), (0.7, 0.92), fill)
        _oval(draw, box, (0.26, 0.3), (0.46, 0.5), paper)
        _oval(draw, box, (0.54, 0.3), (0.74, 0.5), paper)
        for x in (0.4, 0.5, 0.6):
            a, b = _poly(box, [(x, 0.74), (x, 0.92)])
            draw.line([a, b], fill=paper, width=max(1, line // 2))
    elif icon == "gorgon":  # Medusa: a face with snakes for hair
        for i in range(7):
            ang = math.pi + i * math.pi / 6
            cx, cy = (left + right) / 2, top + s * 0.5
            x, y = cx + s * 0.44 * math.cos(ang), cy + s * 0.44 * math.sin(ang)
            draw.line([(cx, cy), (x, y)], fill=fill, width=line + 1)
            draw.ellipse(
                (x - line * 1.5, y - line * 1.5, x + line * 1.5, y + line * 1.5), fill=fill
            )
        _oval(draw, box, (0.24, 0.3), (0.76, 0.94), fill)
        _oval(draw, box, (0.34, 0.5), (0.46, 0.62), paper)
        _oval(draw, box, (0.54, 0.5), (0.66, 0.62), paper)
    else:  # an unknown card: a ring
        draw.ellipse(box, outline=fill, width=line + 1)
