"""The three bands over the Siege map, in letters large enough for Discord's preview: the title
with the hour, whose turn it is and what to do (in the colour of the side to act), and each side
with its players and its losses.

Every name is shrunk down to the table's smallest legible size and then shortened after a whole
word by the one rule (``ellipsize``), the same way for every seat.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw, ImageFont

from engine.siege.pieces import SIDES, Side
from engine.siege.view_types import PublicView
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.text import draw_text, ellipsize, fit_font, width, wrap
from render.core.theme import INK, INK_SOFT
from render.siege import style
from render.siege.model import is_over, read_calendar
from render.siege.words import (
    acting_names,
    acting_side,
    commanders,
    game_over_words,
    hour_line,
    moving_words,
    side_word,
    stage_words,
)

Box = tuple[float, float, float, float]
SEPARATOR = " — "
CHIP_ROOM = 34  # a chip and the space after it
Font = ImageFont.FreeTypeFont


def banner_words(view: PublicView, said: Words) -> str:
    """The words after the title: the hour and what it is, or who won."""
    if is_over(view):
        return game_over_words(view["winner"], said)
    cal = read_calendar(view)
    what = moving_words(view, cal, said)
    hour = hour_line(cal, said)
    return f"{hour} · {what}" if what else hour


def draw_top(
    draw: ImageDraw.ImageDraw,
    width_px: int,
    height: int,
    view: PublicView,
    px: int,
    pad: int,
    said: Words,
) -> float:
    """The dark title band: the game's name, then the hour (or the winner). Gives the size of
    the hour's letters."""
    tx = draw_title_banner(draw, width_px, height, said("SIEGE OF TROY"), px + 6, pad + 4, 24)
    words = banner_words(view, said)
    draw_banner_caption(draw, tx, width_px - pad, height, words, px + 2, px)
    return fit_font(words, "bold", px + 2, int(width_px - pad - tx), min_size=px).size


def chip_box(box: Box) -> Box:
    """The square chip of the side to act at the left of the turn band ``box``."""
    left, top, _, bottom = box
    mid = (top + bottom) / 2
    return (left, mid - 12, left + 24, mid + 12)


def _chip(draw: ImageDraw.ImageDraw, box: Box, side_key: str) -> None:
    draw.rounded_rectangle(box, 5, fill=style.side(side_key).colour, outline=INK, width=2)


def turn_words(
    view: PublicView,
    names: Sequence[str],
    room: int,
    px: int,
    min_px: int,
    said: Words = ENGLISH_WORDS,
) -> tuple[str, Font]:
    """Who must act and what to do, fitted to ``room``: "Agamemnon — Greeks: plan your
    moves…". When it does not fit at ``min_px``, the names keep at most half the room."""
    who = " & ".join(acting_names(view, names, said))
    stage = stage_words(view, said)
    text = SEPARATOR.join(t for t in (who, stage) if t)
    fnt = fit_font(text, "bold", px, room, min_size=min_px)
    if width(text, fnt) > room and who and stage:
        text = ellipsize(who, fnt, room // 2) + SEPARATOR + stage
    return ellipsize(text, fnt, room), fnt


def side_words(
    view: PublicView,
    names: Sequence[str],
    key: Side,
    room: int,
    px: int,
    min_px: int,
    said: Words = ENGLISH_WORDS,
) -> tuple[str, Font]:
    """ "Greeks: Ann, Cy" fitted to ``room``, the same way for both sides: when it does not fit
    at ``min_px``, each player's name gets an equal share of the room, so every commander of a
    side still shows."""
    players = commanders(view, names, key, said) or [said("nobody")]
    head = said("{side}: ", side=side_word(key, said))
    who = head + ", ".join(players)
    fnt = fit_font(who, "bold", px, room, min_size=min_px)
    if width(who, fnt) > room and len(players) > 1:
        share = (room - width(head, fnt) - width(", ", fnt) * (len(players) - 1)) // len(players)
        who = head + ", ".join(ellipsize(name, fnt, share) for name in players)
    return ellipsize(who, fnt, room), fnt


def turn_lines(
    view: PublicView,
    names: Sequence[str],
    room: int,
    px: int,
    min_px: int,
    lines: int,
    said: Words,
) -> tuple[list[str], Font]:
    """Who must act and what to do in at most ``lines`` lines of ``room`` px: on one line when
    it fits at ``px``, else wrapped at ``px``, the names keeping at most half a line and the
    last line cut with an ellipsis."""
    text, fnt = turn_words(view, names, room, px, min_px, said)
    if lines < 2 or fnt.size >= px:
        return [text], fnt
    fnt = font("bold", px)
    who = " & ".join(acting_names(view, names, said))
    stage = stage_words(view, said)
    whole = SEPARATOR.join(t for t in (ellipsize(who, fnt, room // 2) if who else "", stage) if t)
    out = wrap(whole, fnt, room) or [""]
    if len(out) > lines:
        out = [*out[: lines - 1], " ".join(out[lines - 1 :])]
    return [ellipsize(line, fnt, room) for line in out], fnt


def draw_turn(
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: PublicView,
    names: Sequence[str],
    px: int,
    min_px: int,
    said: Words,
    lines: int = 1,
) -> float:
    """The chip of the side to act, then who must act and what to do, in that side's ink, in
    at most ``lines`` lines. Gives the size of its letters."""
    left, top, right, bottom = box
    side_key = acting_side(view)
    x = left
    if side_key is not None:
        _chip(draw, chip_box(box), side_key)
        x += CHIP_ROOM
    shown, fnt = turn_lines(view, names, int(right - x), px, min_px, lines, said)
    colour = style.side(side_key).dark if side_key else INK
    step = (bottom - top) / len(shown) if len(shown) > 1 else 0
    mid = (top + bottom) / 2 - step * (len(shown) - 1) / 2
    for k, line in enumerate(shown):
        draw_text(draw, (x, mid + k * step), line, fnt, colour, anchor="lm")
    return fnt.size


def loss_words(view: PublicView, key: Side, said: Words) -> str:
    """ "lost 5 points, 3 today": a side's losses, at the end of its row."""
    lost = view["losses"]
    return said(
        "lost {total} points, {today} today", total=lost["total"][key], today=lost["today"][key]
    )


def side_rows(box: Box) -> list[Box]:
    """The sides band ``box`` cut in a row for each side, Greeks first."""
    left, top, right, bottom = box
    h = (bottom - top) / 2
    return [(left, top + k * h, right, top + (k + 1) * h) for k in range(2)]


def side_room(row: Box, px: int, tail: str) -> int:
    """The room for a side's names in its ``row``, between its chip and its losses."""
    return int(row[2] - row[0] - CHIP_ROOM - width(tail, font("sans", px)) - 24)


def draw_sides(
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: PublicView,
    names: Sequence[str],
    px: int,
    min_px: int,
    said: Words,
) -> float:
    """A row for each side: its chip, its players, and the points it has lost. Gives the size
    of its smallest letters."""
    sizes: list[float] = [px]
    for key, row in zip(SIDES, side_rows(box), strict=True):
        left, top, right, bottom = row
        mid = (top + bottom) / 2
        _chip(draw, (left, mid - 11, left + 22, mid + 11), key)
        tail = loss_words(view, key, said)
        draw_text(draw, (right - 4, mid), tail, font("sans", px), INK_SOFT, anchor="rm")
        text, fnt = side_words(view, names, key, side_room(row, px, tail), px, min_px, said)
        draw_text(draw, (left + CHIP_ROOM, mid), text, fnt, INK, anchor="lm")
        sizes.append(fnt.size)
    return min(sizes)
