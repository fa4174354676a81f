"""Panels common to every game: the turn banner and the player/score rows."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import ImageDraw

from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import (
    BANNER,
    BANNER_TEXT,
    GOLD,
    GOLD_LIGHT,
    INK,
    INK_SOFT,
    RGB,
    PlayerStyle,
    mix,
)

Box = tuple[float, float, float, float]


def draw_banner(
    draw: ImageDraw.ImageDraw,
    box: Box,
    title: str,
    subtitle: str = "",
    fill: RGB = BANNER,
    ink: RGB = BANNER_TEXT,
    accent: RGB = GOLD,
) -> None:
    """A dark title strip: the game name on the left, the turn line beside it."""
    left, top, right, bottom = box
    h = bottom - top
    draw.rectangle(box, fill=fill)
    draw.line((left, bottom - 3, right, bottom - 3), fill=accent, width=3)
    tfont = font("serif", round(h * 0.52))
    draw_text(draw, (left + h * 0.35, top + h * 0.47), title, tfont, GOLD_LIGHT, anchor="lm")
    if subtitle:
        start = left + h * 0.35 + tfont.getlength(title) + h * 0.45
        room = int(right - start - h * 0.3)
        sfont = fit_font(subtitle, "bold", round(h * 0.34), room, min_size=11)
        draw_text(
            draw, (start, top + h * 0.47), ellipsize(subtitle, sfont, room), sfont, ink, anchor="lm"
        )


@dataclass(frozen=True)
class PlayerRow:
    """One player's line in a score panel."""

    style: PlayerStyle
    name: str
    score: str  # the headline number, already formatted
    details: Sequence[str] = ()
    active: bool = False  # it is this player's turn
    winner: bool = False


def draw_player_row(
    draw: ImageDraw.ImageDraw,
    box: Box,
    row: PlayerRow,
    score_label: str = "",
    said: Words = ENGLISH_WORDS,
) -> Box:
    """Draw a player row and return the free area under the name for game-specific extras
    (miniatures, revealed cards); its words in ``said``'s language."""
    left, top, right, bottom = box
    st = row.style
    bg = st.light if row.active or row.winner else mix(st.light, (250, 246, 236), 0.6)
    # The player to act is framed in their colour, a winner in gold.
    edge = GOLD if row.winner else st.colour if row.active else mix(bg, INK, 0.3)
    draw.rounded_rectangle(
        box, 8, fill=bg, outline=edge, width=4 if row.active or row.winner else 1
    )
    # The seat's colour strip on the left, then its marker.
    draw.rounded_rectangle((left, top, left + 10, bottom), 4, fill=st.colour)
    r = 15
    mx, my = left + 34, top + 24
    draw_marker(draw, (mx, my), r, st)
    name_x = mx + r + 10
    # Headline score on the right.
    sfont = font("serif", 28)
    draw_text(draw, (right - 12, top + 8), row.score, sfont, INK, anchor="ra")
    score_w = sfont.getlength(row.score)
    if score_label:
        lf = font("sans", 11)
        draw_text(draw, (right - 12, top + 42), score_label, lf, INK_SOFT, anchor="ra")
        score_w = max(score_w, lf.getlength(score_label))
    room = int(right - 20 - score_w - name_x)
    nfont = fit_font(row.name, "bold", 19, room, min_size=12)
    draw_text(draw, (name_x, top + 13), ellipsize(row.name, nfont, room), nfont, INK)
    tags = [said("▶ to play")] if row.active else []
    tags += [said("★ WINNER")] if row.winner else []
    line_y = top + 36
    marker = said(
        "{colour} {shape} {letter}", colour=said(st.name), shape=said(st.shape), letter=st.letter
    )
    first = "  ·  ".join([*tags, marker])
    tfont = fit_font(first, "sans", 13, room, min_size=10)
    draw_text(draw, (name_x, line_y), ellipsize(first, tfont, room), tfont, INK_SOFT)
    dfont = font("sans", 13)
    y = top + 54
    for detail in row.details:
        draw_text(
            draw, (left + 20, y), ellipsize(detail, dfont, int(right - left - 30)), dfont, INK
        )
        y += 18
    return (left + 20, y + 2, right - 10, bottom - 6)


def draw_legend(
    draw: ImageDraw.ImageDraw,
    origin: tuple[float, float],
    lines: Sequence[str],
    size: int = 12,
    fill: RGB = INK_SOFT,
    spacing: int = 4,
) -> float:
    """Plain explanatory lines; returns the y below the last one."""
    x, y = origin
    fnt = font("sans", size)
    for line in lines:
        draw_text(draw, (x, y), line, fnt, fill)
        y += size + spacing
    return y
