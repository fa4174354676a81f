"""Drawing primitives for pieces: player markers, compass arrows, jump marks, tiles and cards.

Everything is vector-drawn at the requested size, so the same sprite serves a 40 px miniature and a
200 px hand tile, and no image files need shipping besides the fonts.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import ImageDraw

from engine.core.grid import STEPS
from render.core.fonts import font
from render.core.text import draw_text, fit_font
from render.core.theme import INK, RGB, WHITE, PlayerStyle, mix

Box = tuple[float, float, float, float]
Point = tuple[float, float]

# Unit vectors in screen space (y grows downwards, as rows do); diagonals point at the corners.
COMPASS = STEPS


def shape_points(shape: str, center: Point, r: float) -> list[Point]:
    """Polygon of a marker ``shape`` of radius ``r`` ("square", "triangle", "diamond")."""
    cx, cy = center
    if shape == "square":
        s = r * 0.86
        return [(cx - s, cy - s), (cx + s, cy - s), (cx + s, cy + s), (cx - s, cy + s)]
    if shape == "triangle":
        return [(cx, cy - r * 1.1), (cx + r * 1.05, cy + r * 0.75), (cx - r * 1.05, cy + r * 0.75)]
    if shape == "diamond":
        d = r * 1.15
        return [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
    raise ValueError(f"unknown shape {shape!r}")


def draw_marker(
    draw: ImageDraw.ImageDraw,
    center: Point,
    r: float,
    style: PlayerStyle,
    letter: bool = True,
    outline: RGB = INK,
) -> None:
    """A player's disk: their colour, in their own shape, with their letter inside."""
    cx, cy = center
    rim = max(1, round(r / 7))
    if style.shape == "circle":
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), fill=style.colour, outline=outline, width=rim
        )
    else:
        draw.polygon(
            shape_points(style.shape, center, r), fill=style.colour, outline=outline, width=rim
        )
    if letter and r >= 6:
        dy = r * 0.18 if style.shape == "triangle" else 0
        draw_text(
            draw,
            (cx, cy + dy),
            style.letter,
            font("bold", round(r * 1.05)),
            style.text,
            anchor="mm",
        )


def draw_arrow(
    draw: ImageDraw.ImageDraw,
    box: Box,
    direction: str,
    fill: RGB = INK,
    length: float = 0.15,
    spread: float = 0.1,
    inset: float = 0.03,
) -> None:
    """A triangular arrow head on the edge (or corner) of ``box`` pointing out towards
    ``direction``; sizes are fractions of the box side."""
    left, top, right, bottom = box
    side = right - left
    cx, cy = (left + right) / 2, (top + bottom) / 2
    dx, dy = COMPASS[direction]
    norm = math.hypot(dx, dy)
    ux, uy = dx / norm, dy / norm
    # The tip sits just inside the edge or corner the arrow points to.
    reach = side / 2 - side * inset
    tip = (cx + dx * reach, cy + dy * reach)
    back = side * length
    base = (tip[0] - ux * back, tip[1] - uy * back)
    px, py = -uy, ux
    half = side * spread
    draw.polygon(
        [
            tip,
            (base[0] + px * half, base[1] + py * half),
            (base[0] - px * half, base[1] - py * half),
        ],
        fill=fill,
    )


def draw_jump_marks(
    draw: ImageDraw.ImageDraw,
    box: Box,
    jumps: Sequence[Sequence[int]],
    fill: RGB = INK,
    ring: RGB = WHITE,
) -> None:
    """Small ringed dots laid out like the squares a horse jumps to (dcol, drow offsets), so the
    pattern reads as the jump shape itself."""
    left, top, right, bottom = box
    side = right - left
    cx, cy = (left + right) / 2, (top + bottom) / 2
    far = max((max(abs(a), abs(b)) for a, b in jumps), default=2)
    step = side * 0.36 / far
    r = max(2.0, side * 0.045)
    for dcol, drow in jumps:
        x, y = cx + dcol * step, cy + drow * step
        draw.ellipse((x - r - 1, y - r - 1, x + r + 1, y + r + 1), fill=ring)
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill)


def draw_tile_base(
    draw: ImageDraw.ImageDraw,
    box: Box,
    fill: RGB,
    edge: RGB | None = None,
    radius: float = 0.1,
    bevel: bool = True,
) -> None:
    """A raised square tile: rounded corners, a lit top-left and a shaded bottom-right edge."""
    left, top, right, bottom = box
    side = right - left
    rad = side * radius
    edge = edge or mix(fill, INK, 0.55)
    if bevel:
        off = max(1, side * 0.03)
        draw.rounded_rectangle(
            (left + off, top + off, right, bottom), rad, fill=mix(fill, INK, 0.45)
        )
        draw.rounded_rectangle(
            (left, top, right - off, bottom - off),
            rad,
            fill=fill,
            outline=edge,
            width=max(1, round(side / 60)),
        )
        hl = mix(fill, WHITE, 0.35)
        w = max(1, round(side / 45))
        draw.line((left + rad, top + w, right - off - rad, top + w), fill=hl, width=w)
        draw.line((left + w, top + rad, left + w, bottom - off - rad), fill=hl, width=w)
    else:
        draw.rounded_rectangle(box, rad, fill=fill, outline=edge, width=max(1, round(side / 60)))


def draw_card(
    draw: ImageDraw.ImageDraw,
    box: Box,
    title: str,
    value: str | int | None = None,
    colour: RGB = (236, 226, 200),
    accent: RGB = INK,
    subtitle: str = "",
) -> None:
    """A generic playing card: rounded face, value in the corner, title (and subtitle) across
    the middle. Games with cards draw their faces from this."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    draw.rounded_rectangle(box, w * 0.08, fill=colour, outline=accent, width=max(1, round(w / 40)))
    inner = w * 0.06
    draw.rounded_rectangle(
        (left + inner, top + inner, right - inner, bottom - inner),
        w * 0.05,
        outline=mix(colour, accent, 0.4),
        width=1,
    )
    if value is not None:
        fnt = font("serif", round(w * 0.22))
        draw_text(draw, (left + w * 0.12, top + h * 0.06), str(value), fnt, accent, anchor="la")
        draw_text(draw, (right - w * 0.12, bottom - h * 0.06), str(value), fnt, accent, anchor="rd")
    fnt = fit_font(title, "bold", round(w * 0.16), round(w * 0.82))
    draw_text(draw, (left + w / 2, top + h / 2), title, fnt, accent, anchor="mm")
    if subtitle:
        sub = fit_font(subtitle, "sans", round(w * 0.11), round(w * 0.82))
        draw_text(
            draw,
            (left + w / 2, top + h / 2 + w * 0.16),
            subtitle,
            sub,
            mix(accent, colour, 0.3),
            anchor="mm",
        )


def draw_highlight(
    draw: ImageDraw.ImageDraw, box: Box, colour: RGB, width: int, rim: RGB = INK
) -> None:
    """A bright frame with a dark rim round ``box``: readable on light and dark squares alike."""
    left, top, right, bottom = box
    draw.rounded_rectangle(
        (left - 1, top - 1, right + 1, bottom + 1), width, outline=rim, width=width + 2
    )
    draw.rounded_rectangle((left, top, right, bottom), width, outline=colour, width=width)
