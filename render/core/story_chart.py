"""The story of a game as a chart: every side's score after every move, for the final table.

``draw_story(series, names)`` takes any object with ``scores`` (``scores[m][s]``: side ``s``
after move ``m``, move 0 being the set-up), ``unit`` (what the numbers count) and ``final``
(each side's final score in words, written after its name), such as
``tabletop.story.Series``; render never imports the service, so it reads the series through the
small ``ScoreSeries`` protocol below.

Drawn to be read at Discord's preview size (400 px wide): at the default 640 px every word is
16 px or larger. Each side has its colour (Okabe-Ito, colour-blind safe) AND its own marker shape,
repeated along its line and at its end beside its name and final score, so colour is never the
only way to tell two lines apart. Up to six sides, each shape different.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Protocol

from PIL import ImageDraw

from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import seat_name
from render.core.png import encode
from render.core.sprites import shape_points
from render.core.text import Font, draw_text, ellipsize, wrap
from render.core.text import width as text_width
from render.core.theme import INK, INK_SOFT, PARCHMENT, RGB, mix

Point = tuple[float, float]

BASE_WIDTH = 640
# The four player colours of every table, then Okabe-Ito sky blue and vermilion; six shapes,
# never the same twice, so two sides differ by shape even to a reader who sees no colour.
COLOURS: tuple[RGB, ...] = (
    (0, 114, 178),
    (230, 159, 0),
    (0, 158, 115),
    (204, 121, 167),
    (86, 180, 233),
    (213, 94, 0),
)
SHAPES: tuple[str, ...] = ("circle", "square", "triangle", "diamond", "down", "plus")
MAX_SIDES = len(SHAPES)
MARKER_EVERY = 70  # pixels (at 640) between two markers on one line


class ScoreSeries(Protocol):
    """What the chart reads of a score series (``tabletop.story.Series`` is one)."""

    @property
    def scores(self) -> Sequence[Sequence[float]]: ...

    @property
    def unit(self) -> str: ...

    @property
    def final(self) -> Sequence[str]: ...


def marker_points(shape: str, center: Point, r: float) -> list[Point]:
    """The polygon of a chart marker (every shape but the circle)."""
    cx, cy = center
    if shape == "down":
        return [(cx - r * 1.05, cy - r * 0.75), (cx + r * 1.05, cy - r * 0.75), (cx, cy + r * 1.1)]
    if shape == "plus":
        a, b = r, r * 0.4
        return [
            (cx - b, cy - a),
            (cx + b, cy - a),
            (cx + b, cy - b),
            (cx + a, cy - b),
            (cx + a, cy + b),
            (cx + b, cy + b),
            (cx + b, cy + a),
            (cx - b, cy + a),
            (cx - b, cy + b),
            (cx - a, cy + b),
            (cx - a, cy - b),
            (cx - b, cy - b),
        ]
    return shape_points(shape, center, r)


def draw_chart_marker(
    draw: ImageDraw.ImageDraw, center: Point, r: float, side: int, rim: int = 2
) -> None:
    """Side ``side``'s marker: its colour in its shape, rimmed in ink."""
    shape, colour = SHAPES[side % MAX_SIDES], COLOURS[side % MAX_SIDES]
    cx, cy = center
    if shape == "circle":
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=colour, outline=INK, width=rim)
    else:
        draw.polygon(marker_points(shape, center, r), fill=colour, outline=INK, width=rim)


def nice_step(span: float, most: int) -> float:
    """A round step (1, 2 or 5 times a power of ten) giving at most ``most`` steps over
    ``span``."""
    if span <= 0:
        return 1.0
    rough = span / max(1, most)
    power = 10 ** math.floor(math.log10(rough))
    for factor in (1, 2, 5, 10):
        if factor * power >= rough - 1e-12:
            return float(factor * power)
    return float(10 * power)  # pragma: no cover - the loop always returns


def _ticks(low: float, high: float, most: int) -> list[float]:
    step = nice_step(high - low, most)
    first = math.ceil(low / step - 1e-9) * step
    out = []
    value = first
    while value <= high + 1e-9:
        out.append(round(value, 6))
        value += step
    return out


def _number(value: float, said: Words) -> str:
    """A tick's number as the language writes it ("1.5", "1,5")."""
    if abs(value - round(value)) < 1e-6:
        return said.number(round(value))
    places = 1 if abs(value * 10 - round(value * 10)) < 1e-6 else 2
    return said.number(round(value, places))


def _spread(wanted: list[float], gap: float, top: float, bottom: float) -> list[float]:
    """Label heights as near ``wanted`` as they go with ``gap`` between them, inside
    ``top``..``bottom`` (given in any order, returned in the same order)."""
    order = sorted(range(len(wanted)), key=lambda i: (wanted[i], i))
    placed = [min(max(wanted[i], top), bottom) for i in order]
    for k in range(1, len(placed)):
        placed[k] = max(placed[k], placed[k - 1] + gap)
    overflow = placed[-1] - bottom if placed else 0
    if overflow > 0:
        placed[-1] -= overflow
        for k in range(len(placed) - 2, -1, -1):
            placed[k] = min(placed[k], placed[k + 1] - gap)
    out = [0.0] * len(wanted)
    for k, i in enumerate(order):
        out[i] = placed[k]
    return out


def _dashed_vertical(
    draw: ImageDraw.ImageDraw, x: float, top: float, bottom: float, fill: RGB, s: float
) -> None:
    y = top
    while y < bottom:
        draw.line((x, y, x, min(y + 8 * s, bottom)), fill=fill, width=max(1, round(2 * s)))
        y += 14 * s


def draw_story(
    series: ScoreSeries,
    names: Sequence[str],
    *,
    width: int = BASE_WIDTH,
    mark: int | None = None,
    said: Words = ENGLISH_WORDS,
) -> bytes:
    """PNG of every side's score after every move: one line per side in its colour with its
    marker shape, its name and final score at the line's end, move numbers along the bottom
    and scores up the side. ``mark`` (a move, e.g. ``tabletop.story.decisive_move``) draws a
    dashed line there. Its words in ``said``'s language (``series.unit`` is a message id).
    ValueError for more than six sides or names that do not match them."""
    rows = [tuple(float(v) for v in row) for row in series.scores]
    sides = len(rows[0]) if rows else 0
    if not rows or not 1 <= sides <= MAX_SIDES or any(len(r) != sides for r in rows):
        raise ValueError(f"a chart needs 1 to {MAX_SIDES} sides scored after every move")
    if len(names) != sides or len(series.final) != sides:
        raise ValueError(f"{len(names)} names and {len(series.final)} scores for {sides} sides")
    s = width / BASE_WIDTH
    height = round(400 * s)
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    tick_font, label_font, title_font = (
        font("sans", round(16 * s)),
        font("bold", round(17 * s)),
        font("bold", round(20 * s)),
    )
    moves = len(rows) - 1
    low = min(0.0, min(min(r) for r in rows))
    high = max(max(max(r) for r in rows), low + 1.0)
    y_ticks = _ticks(low, high, 5)
    low, high = min(low, y_ticks[0]), max(high, y_ticks[-1])
    x_ticks = [round(t) for t in _ticks(0, max(moves, 1), 5) if t <= moves] or [0]

    # The frame: a title, the scores' column at the left, the names' column at the right.
    pad = 18 * s
    title = said("Score by move ({unit})", unit=said(series.unit))
    draw_text(draw, (pad, pad), title, title_font, INK)
    y_label_w = max(text_width(_number(t, said), tick_font) for t in y_ticks)
    left = pad + y_label_w + 10 * s
    right = width - round(200 * s)
    top = pad + 40 * s
    bottom = height - pad - 28 * s

    def x_of(move: float) -> float:
        return left + (right - left) * (move / max(moves, 1))

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * ((value - low) / (high - low))

    grid = mix(PARCHMENT, INK_SOFT, 0.35)
    for t in y_ticks:
        y = y_of(t)
        line = mix(PARCHMENT, INK, 0.6) if abs(t) < 1e-9 else grid
        draw.line((left, y, right, y), fill=line, width=max(1, round(s * (2 if t == 0 else 1))))
        draw_text(draw, (left - 8 * s, y), _number(t, said), tick_font, INK, anchor="rm")
    draw.line((left, top, left, bottom), fill=INK, width=max(1, round(2 * s)))
    draw.line((left, bottom, right, bottom), fill=INK, width=max(1, round(2 * s)))
    for t in x_ticks:
        x = x_of(t)
        draw.line((x, bottom, x, bottom + 6 * s), fill=INK, width=max(1, round(2 * s)))
        draw_text(draw, (x, bottom + 8 * s), str(t), tick_font, INK, anchor="ma")
    if mark is not None and 0 <= mark <= moves:
        _dashed_vertical(draw, x_of(mark), top, bottom, INK_SOFT, s)

    # The lines, each over a thin ink edge so pale colours read on parchment; then the markers
    # along them, each side's shifted a little so that equal lines still show every shape.
    radius = 6.5 * s
    line_width = max(2, round(3 * s))
    paths = [[(x_of(m), y_of(r[side])) for m, r in enumerate(rows)] for side in range(sides)]
    for side in range(sides):
        if len(paths[side]) > 1:
            draw.line(
                paths[side], fill=mix(INK, PARCHMENT, 0.3), width=line_width + 2, joint="curve"
            )
    for side in range(sides):
        if len(paths[side]) > 1:
            draw.line(paths[side], fill=COLOURS[side], width=line_width, joint="curve")
    every = max(1, round(MARKER_EVERY * s / max((right - left) / max(moves, 1), 1e-9)))
    for side in range(sides):
        offset = round(every * (side + 1) / (sides + 1))
        for m in range(offset, moves, every):
            draw_chart_marker(draw, paths[side][m], radius, side, rim=max(1, round(1.5 * s)))
    for side in range(sides):
        draw_chart_marker(draw, paths[side][-1], radius * 1.2, side, rim=max(1, round(2 * s)))

    # At each line's end: its marker again, the side's name (on two lines when long) and final
    # score, the labels spread apart so that none covers another.
    room = width - pad - (right + 34 * s)
    labels = [
        _label(seat_name(names, n), str(series.final[n]), label_font, room) for n in range(sides)
    ]
    line_h = label_font.size + 3 * s
    gap = line_h * max(len(lines) for lines in labels) + 4 * s
    label_y = _spread([p[-1][1] for p in paths], gap, top + line_h / 2, bottom - gap + line_h)
    for side in range(sides):
        y = label_y[side]
        end = paths[side][-1]
        draw.line((end[0] + radius * 1.4, end[1], right + 12 * s, y), fill=INK_SOFT, width=1)
        draw_chart_marker(draw, (right + 22 * s, y), radius, side, rim=max(1, round(1.5 * s)))
        for k, text in enumerate(labels[side]):
            draw_text(draw, (right + 34 * s, y + k * line_h), text, label_font, INK, anchor="lm")
    return encode(img)


def _label(name: str, score: str, fnt: Font, room: float) -> list[str]:
    """A side's name and final score in ``room`` pixels: one line, or the name's first words on
    one and the rest (shortened with "…" if need be) with the score on a second."""
    whole = f"{name} {score}"
    if text_width(whole, fnt) <= room:
        return [whole]
    first = wrap(name, fnt, round(room))[0]
    rest = name[len(first.rstrip("…")) :].strip() if not first.endswith("…") else ""
    if not rest:
        return [first, score]
    second = ellipsize(rest, fnt, round(room - text_width(" " + score, fnt)))
    return [first, f"{second} {score}"]
