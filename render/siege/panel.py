"""The side panel of the Siege table: the hour and who moves, the calendar, what is coming, the
losses of each side, what this move has set up, the last dice, and a small legend.

Sections are stacked from the top; the last ones are left out when the panel has no room (the
legend first), so a busy hour never overflows.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.cache import draw_cached
from render.core.canvas import stone_panel
from render.core.fonts import font
from render.core.names import seat_name
from render.core.sprites import draw_highlight
from render.core.text import clean, draw_text, ellipsize, fit_font, wrap
from render.core.theme import (
    BANNER,
    GOLD,
    GOLD_LIGHT,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    STONE_DARK,
    WHITE,
    mix,
)
from render.siege import style
from render.siege.calendar import CalendarLayout, draw_calendar
from render.siege.counters import counter_image
from render.siege.model import Calendar, Piece, is_over, losses, read_calendar, read_pieces
from render.siege.words import (
    PHASES,
    coming_lines,
    fight_lines,
    hour_line,
    night_lines,
    result_lines,
    results_title,
    side_word,
)

PANEL_FILL = (246, 238, 218)
LINE_H = 16
KEY_LINE = 18
INSET = 14  # the panel's side margins
TOP = 12
HEADER_H = 84  # the hour and its notes, or the game-over box: the calendar goes under it
Box = tuple[float, float, float, float]


@dataclass
class Cursor:
    """The next free line of the panel."""

    x: float
    y: float
    width: float
    bottom: float

    def room(self, height: float) -> bool:
        return self.y + height <= self.bottom


def _heading(draw: ImageDraw.ImageDraw, cur: Cursor, text: str) -> None:
    fnt = font("bold", 14)
    draw_text(draw, (cur.x, cur.y), ellipsize(text, fnt, int(cur.width)), fnt, INK)
    cur.y += 19


def _lines(draw: ImageDraw.ImageDraw, cur: Cursor, lines: list[str], limit: int = 99) -> None:
    """Wrapped lines, each item indented after its first line; stops at the panel's foot."""
    fnt = font("sans", 12)
    for shown, item in enumerate(lines):
        parts = wrap(item, fnt, int(cur.width - 6))
        if not cur.room(len(parts) * LINE_H) or shown >= limit:
            draw_text(draw, (cur.x, cur.y), "…", fnt, INK_SOFT)
            cur.y += LINE_H
            return
        for k, part in enumerate(parts):
            draw_text(draw, (cur.x + (10 if k else 0), cur.y), part, fnt, INK)
            cur.y += LINE_H


def _rule(draw: ImageDraw.ImageDraw, cur: Cursor) -> None:
    cur.y += 4
    draw.line([(cur.x, cur.y), (cur.x + cur.width, cur.y)], fill=mix(PANEL_FILL, INK, 0.25))
    cur.y += 7


def outcome_words(view: dict[str, Any]) -> tuple[str, str]:
    """The winner's line and why the game ended (the outcome's summary), for the game-over box."""
    winner = view.get("winner")
    title = f"The {side_word(str(winner))} win" if winner else "Game over"
    outcome = view.get("outcome")
    reason = ""
    if isinstance(outcome, dict):
        reason = clean(str(outcome.get("summary") or outcome.get("reason") or ""))
    return title, reason


def _game_over(draw: ImageDraw.ImageDraw, cur: Cursor, view: dict[str, Any]) -> None:
    """A dark box with gold words: who won and why."""
    title, reason = outcome_words(view)
    small = font("sans", 12)
    lines = wrap(reason, small, int(cur.width - 20))[:2] if reason else []
    height = 52 + len(lines) * 14
    box = (cur.x, cur.y, cur.x + cur.width, cur.y + height)
    draw.rounded_rectangle(box, 10, fill=BANNER, outline=GOLD, width=3)
    mid = cur.x + cur.width / 2
    draw_text(draw, (mid, cur.y + 15), "GAME OVER", font("serif", 17), GOLD_LIGHT, anchor="mm")
    draw_text(draw, (mid, cur.y + 35), title, font("bold", 15), WHITE, anchor="mm")
    for k, line in enumerate(lines):
        draw_text(draw, (mid, cur.y + 52 + k * 14), line, small, GOLD_LIGHT, anchor="mm")
    cur.y += height + 6


def _header(draw: ImageDraw.ImageDraw, cur: Cursor, view: dict[str, Any], cal: Calendar) -> None:
    """The hour in large letters, then who moves and whom the gods favour."""
    if is_over(view):
        _game_over(draw, cur, view)
        return
    draw_text(draw, (cur.x, cur.y), hour_line(cal), font("serif", 22), INK)
    phase = str(view.get("phase") or "")
    if phase in PHASES:
        what = PHASES[phase]
        colour = INK_SOFT
    elif cal.moving:
        what = f"{side_word(cal.moving)} move" if cal.moving == "greek" else "Trojans respond"
        colour = style.side(cal.moving).dark
    else:
        what, colour = "", INK_SOFT
    if what:
        draw_text(draw, (cur.x + cur.width, cur.y + 4), what, font("bold", 15), colour, anchor="ra")
    cur.y += 30
    bits = []
    if cal.favoured:
        bits.append(f"The gods favour the {side_word(cal.favoured)}: their 1s count 2")
    bits.append("The wall stands" if cal.wall else "No wall yet (from day 2)")
    if cal.achilles_abstains:
        bits.append("Achilles abstains")
    fnt = font("sans", 12)
    for line in wrap(" · ".join(bits), fnt, int(cur.width))[:3]:
        draw_text(draw, (cur.x, cur.y), line, fnt, INK_SOFT)
        cur.y += LINE_H
    cur.y += 4


def commanders(view: dict[str, Any], names: Sequence[str], side_key: str) -> str:
    """The players of one side, in seat order."""
    seats = (view.get("commanders") or {}).get(side_key)
    if not isinstance(seats, list):
        sides = view.get("sides") or []
        seats = [s for s, k in enumerate(sides) if k == side_key]
    return ", ".join(seat_name(names, s) for s in seats if isinstance(s, int)) or "—"


def _sides(
    draw: ImageDraw.ImageDraw,
    cur: Cursor,
    view: dict[str, Any],
    names: Sequence[str],
    pieces: list[Piece],
) -> None:
    """Two lines a side: a chip of its colour with its players, then its losses in points
    (today and in all) and how many of its pieces stand on the map."""
    lost = losses(view)
    _heading(draw, cur, "Sides and losses (points)")
    for key in ("greek", "trojan"):
        look = style.side(key)
        draw.rounded_rectangle(
            (cur.x, cur.y + 1, cur.x + 14, cur.y + 15), 3, fill=look.colour, outline=INK
        )
        who = f"{look.plural}: {commanders(view, names, key)}"
        bold = fit_font(who, "bold", 13, int(cur.width - 22), min_size=10)
        draw_text(draw, (cur.x + 22, cur.y), ellipsize(who, bold, int(cur.width - 22)), bold, INK)
        cur.y += LINE_H + 1
        on_map = sum(1 for p in pieces if p.side == key and p.on_map)
        text = (
            f"lost {lost['today'][key]} today · {lost['total'][key]} in all · {on_map} on the map"
        )
        draw_text(draw, (cur.x + 22, cur.y), text, font("sans", 12), INK)
        cur.y += LINE_H + 4


LEGEND = (
    ("wounded", "Red corner: wounded"),
    ("abstaining", "Grey, faded: abstains (Achilles)"),
    ("path", "Line and arrow: a planned move"),
    ("swords", "Swords: a battle; gold rim: a duel"),
    ("shot", "Purple ring: an archer's target"),
    ("last", "Yellow frame: where the last dice fell"),
)


def legend_height() -> float:
    return 19 + len(LEGEND) * KEY_LINE


def _legend(img: Image.Image, draw: ImageDraw.ImageDraw, cur: Cursor) -> None:
    _heading(draw, cur, "Key")
    fnt = font("sans", 12)
    for kind, text in LEGEND:
        x, y = int(cur.x), int(cur.y)
        if kind in ("wounded", "abstaining"):
            chip = counter_image("greek", "4", "", kind, 16)
            img.paste(chip, (x + 1, y), chip)
        elif kind == "path":
            draw.line([(x, y + 8), (x + 12, y + 8)], fill=style.SIDES["greek"].dark, width=3)
            draw.polygon(
                [(x + 18, y + 8), (x + 11, y + 3), (x + 11, y + 13)], fill=style.SIDES["greek"].dark
            )
        elif kind == "swords":
            draw.ellipse((x + 1, y, x + 16, y + 15), fill=style.ATTACK, outline=GOLD_LIGHT, width=2)
            draw.line([(x + 5, y + 4), (x + 13, y + 12)], fill=WHITE, width=2)
            draw.line([(x + 5, y + 12), (x + 13, y + 4)], fill=WHITE, width=2)
        elif kind == "last":
            draw_highlight(draw, (x + 1, y, x + 16, y + 15), HIGHLIGHT, 3)
        else:
            draw.ellipse((x + 1, y, x + 16, y + 15), outline=style.SHOT, width=2)
        draw_text(draw, (x + 26, y + 1), ellipsize(text, fnt, int(cur.width - 26)), fnt, INK_SOFT)
        cur.y += KEY_LINE


def paint_panel_background(img: Image.Image, box: Box) -> None:
    """The panel's stone and, at its foot, the key: both the same in every picture, so they are
    drawn once into the table's cached background."""
    draw = ImageDraw.Draw(img)
    stone_panel(draw, box, PANEL_FILL, STONE_DARK, radius=12)
    left, top, right, bottom = box
    cur = Cursor(left + INSET, bottom - TOP - legend_height(), right - left - 2 * INSET, bottom)
    _legend(img, draw, cur)


def _calendar(img: Image.Image, layout: CalendarLayout, cal: Calendar) -> None:
    """The calendar through a sprite: it changes once per half-hour, not per picture."""
    box = (layout.x, layout.y, layout.x + layout.width + 3, layout.y + layout.height + 3)
    key = ("siege-calendar", cal, layout.width)
    draw_cached(
        img,
        box,
        key,
        lambda d, b: draw_calendar(d, CalendarLayout(b[0], b[1], layout.width), cal),
        background=(*PANEL_FILL, 255),
    )


def draw_panel(
    img: Image.Image,
    view: dict[str, Any],
    names: Sequence[str],
    box: Box,
    pieces: list[Piece] | None = None,
) -> None:
    """Everything beside the map and above the key, over the panel's stone
    (``paint_panel_background``); sections that find no room are cut with "…"."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    pieces = read_pieces(view) if pieces is None else pieces
    foot = bottom - TOP - legend_height() - 8
    cur = Cursor(left + INSET, top + TOP, right - left - 2 * INSET, foot)
    cal = read_calendar(view)
    _header(draw, cur, view, cal)
    layout = calendar_layout(box)
    _calendar(img, layout, cal)
    cur.y = layout.y + layout.height + 6
    coming = coming_lines(cal, 3)
    if coming and not is_over(view):
        _lines(draw, cur, ["Coming — " + coming[0], *coming[1:]])
    _rule(draw, cur)
    _sides(draw, cur, view, names, pieces)
    night = night_lines(view)
    plans = fight_lines(view)
    if night and cur.room(3 * LINE_H):
        _rule(draw, cur)
        _heading(draw, cur, "Night: the fallen may come back")
        _lines(draw, cur, night)
    elif plans and cur.room(3 * LINE_H):
        _rule(draw, cur)
        _heading(draw, cur, "This move (if it ended now)")
        _lines(draw, cur, plans, limit=6)
    results = result_lines(view)
    if results and cur.room(3 * LINE_H):
        _rule(draw, cur)
        _heading(draw, cur, results_title(view))
        _lines(draw, cur, results)


def calendar_layout(box: Box) -> CalendarLayout:
    """The calendar's place in a panel at ``box``: always the same, under a header of fixed
    height, so it does not jump between pictures."""
    left, top, right, _ = box
    return CalendarLayout(left + INSET, top + TOP + HEADER_H, right - left - 2 * INSET)
