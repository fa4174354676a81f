"""The calendar as the printed game has it: four days of eight hours, one row a day. Hours gone are
crossed off, the hour being played is framed in yellow with the moving side's colour inside,
hours the gods favour a side are tinted in its colour with a bar under them, and duel hours carry
crossed swords. The wall (day 2), the Thracians' departure (day 3) and Achilles' return (day 4)
are marked in their hour. Days outside a short scenario are faded.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from render.core.fonts import font
from render.core.text import draw_text
from render.core.theme import HIGHLIGHT, INK, INK_SOFT, RGB, WHITE, mix
from render.siege import style
from render.siege.model import Calendar

DAYS = 4
HOURS = 8
LABEL_W = 40
HEADER_H = 16
ROW_H = 30
PAPER: RGB = (250, 244, 228)
GONE: RGB = (214, 206, 190)
Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class CalendarLayout:
    """Where each hour's cell is, for drawing and for the tests' probes."""

    x: float
    y: float
    width: float

    @property
    def cell_w(self) -> float:
        return (self.width - LABEL_W) / HOURS

    @property
    def height(self) -> float:
        return HEADER_H + DAYS * ROW_H

    def cell(self, day: int, hour: int) -> Box:
        left = self.x + LABEL_W + (hour - 1) * self.cell_w
        top = self.y + HEADER_H + (day - 1) * ROW_H
        return (left, top, left + self.cell_w, top + ROW_H)


def _gone(cal: Calendar, day: int, hour: int) -> bool:
    """Crossed off: an hour before the one being played."""
    return (day, hour) < (cal.day, cal.hour)


def _swords(draw: ImageDraw.ImageDraw, box: Box) -> None:
    left, top, right, bottom = box
    cx, cy = (left + right) / 2, (top + bottom) / 2 - 1
    r = min(right - left, bottom - top) * 0.3
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=style.ATTACK, outline=INK)
    a = r * 0.55
    draw.line([(cx - a, cy - a), (cx + a, cy + a)], fill=WHITE, width=2)
    draw.line([(cx - a, cy + a), (cx + a, cy - a)], fill=WHITE, width=2)


def _mark(draw: ImageDraw.ImageDraw, box: Box, kind: str) -> None:
    """The one-off events, in the cell's top-left corner: a stone for the wall, an orange chip
    struck out for the Thracians, a blue "9" chip for Achilles."""
    left, top, _, _ = box
    x, y = left + 3, top + 3
    if kind == "wall":
        draw.rectangle((x, y, x + 12, y + 7), fill=style.WALL, outline=style.WALL_JOINT)
        draw.line([(x + 6, y), (x + 6, y + 7)], fill=style.WALL_JOINT)
    elif kind == "thracians":
        look = style.SIDES["trojan"]
        draw.rectangle((x, y, x + 10, y + 10), fill=look.colour, outline=INK)
        draw.line([(x - 1, y + 11), (x + 11, y - 1)], fill=style.WOUND, width=2)
    elif kind == "achilles":
        look = style.SIDES["greek"]
        draw.rectangle((x, y, x + 11, y + 11), fill=look.colour, outline=INK)
        draw_text(draw, (x + 6, y + 6), "9", font("bold", 9), look.ink, anchor="mm")


def draw_calendar(draw: ImageDraw.ImageDraw, layout: CalendarLayout, cal: Calendar) -> None:
    """The calendar grid of ``cal`` at ``layout``."""
    small = font("bold", 11)
    for hour in range(1, HOURS + 1):
        left, _, right, _ = layout.cell(1, hour)
        draw_text(
            draw,
            ((left + right) / 2, layout.y + HEADER_H / 2),
            str(hour),
            small,
            INK_SOFT,
            anchor="mm",
        )
    events = {(e.day, e.hour): e for e in cal.events if e.kind in ("favour",)}
    duels = {(e.day, e.hour) for e in cal.events if e.kind == "duel"}
    marks = {
        (e.day, e.hour): e.kind for e in cal.events if e.kind in ("wall", "thracians", "achilles")
    }
    for day in range(1, DAYS + 1):
        _, top, _, bottom = layout.cell(day, 1)
        in_game = cal.first_day <= day <= cal.last_day
        label = f"Day {day}"
        draw_text(
            draw,
            (layout.x + 2, (top + bottom) / 2),
            label,
            font("bold", 12),
            INK if in_game else mix(INK_SOFT, PAPER, 0.5),
            anchor="lm",
        )
        for hour in range(1, HOURS + 1):
            box = layout.cell(day, hour)
            left, top, right, bottom = box
            inner = (left + 1, top + 1, right - 1, bottom - 1)
            favour = events.get((day, hour))
            fill = PAPER
            if favour is not None and favour.side:
                fill = style.side(favour.side).light
            if not in_game:
                fill = mix(PAPER, GONE, 0.6)
            elif _gone(cal, day, hour):
                fill = GONE
            draw.rectangle(inner, fill=fill, outline=mix(GONE, INK, 0.35))
            if favour is not None and favour.side and in_game:
                draw.rectangle(
                    (left + 2, bottom - 6, right - 2, bottom - 2),
                    fill=style.side(favour.side).colour,
                )
            if (day, hour) in duels and in_game:
                _swords(draw, inner)
            if (day, hour) in marks and in_game:
                _mark(draw, inner, marks[(day, hour)])
            if in_game and _gone(cal, day, hour):
                draw.line(
                    [(left + 4, bottom - 4), (right - 4, top + 4)],
                    fill=mix(GONE, INK, 0.45),
                    width=2,
                )
    if cal.first_day <= cal.day <= cal.last_day:
        left, top, right, bottom = layout.cell(cal.day, cal.hour)
        draw.rectangle((left - 2, top - 2, right + 2, bottom + 2), outline=INK, width=1)
        draw.rectangle((left - 1, top - 1, right + 1, bottom + 1), outline=HIGHLIGHT, width=3)
        if cal.moving:
            look = style.side(cal.moving)
            draw.rectangle((left + 4, top + 4, right - 4, top + 9), fill=look.colour)
