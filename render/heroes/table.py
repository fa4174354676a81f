"""The public Heroes table, designed to be read at Discord's preview size (550 px wide): the turn
in the banner and what the rules wait for under it, the active card lying on the card beneath
with what they share marked, a side column with the round, the piles and the last play, then one
full-width row per faction with its score, round wins, players and hand sizes (the words come
from table_words.py).

Every text is at least ``MIN_FONT`` px on a ``WIDTH`` px picture, so at least 9 px tall when a
phone shows it 360 px wide (and 13 px at Discord's 550 px desktop preview, ``preview_px``).
Draws only from the public view (docs/dev/heroes-view.md); a seat view draws the same table,
since nothing here reads a hand or what one seat was shown.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.heroes.view_types import PublicView, public_of
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.cache import draw_cached
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font, wrap
from render.core.theme import (
    GOLD,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    STONE,
    STONE_DARK,
    WHITE,
    mix,
)
from render.core.turns import is_over, to_act
from render.heroes.cards import paste_back, paste_card
from render.heroes.fit import fit_named
from render.heroes.model import FACTION_ORDER, matches, maybe_card
from render.heroes.style import draw_emblem, faction, side_words
from render.heroes.table_words import (
    known,
    now_line,
    past_rounds,
    player_lines,
    score_words,
    turn_parts,
)

PREVIEW_W = 550  # how wide Discord shows a plain attachment on desktop
WIDTH = 640
PAD = 16
MIN_FONT = 16  # the smallest text drawn: 16 × 360 / 640 = 9 px on a phone
BANNER_H = 56
TITLE_SIZE = 24
TURN_SIZE, TURN_MIN = 20, 16  # the banner's "who acts"
NOW_SIZE = 17  # what the rules wait for
NOW_LINES = 2
SIDE_SIZE = 16  # the side column's words
NAME_SIZE = 22  # a faction's name in its row
SCORE_SIZE = 36
PLAYER_SIZE, PLAYER_MIN = 17, 16  # "Ann: 5 cards" in a faction's row
SMALL = 16  # labels: "points", "round wins", the legend
WORDS_SIZE = 16  # the lines under the rows: who is out, past rounds
WORDS_LINES = 4
CARD_W, CARD_H = 187, 268  # a card's smallest word (its faction) is MIN_FONT
DROP = 56  # how far the active card lies below the card beneath (the beneath's name shows)
SHIFT = CARD_W - 12  # and how far to its right: the beneath's traits stay readable
CAPTION_H = 24  # "Beneath" / "Active card" over the cards
LEGEND = N_("shared with the card beneath: 1 point")  # after a ticked box
ROW_H = 70  # a faction's row with one player; each more player adds a line
PLAYER_LINE = PLAYER_SIZE + 5
ROW_GAP = 6
PANEL_FILL = (246, 238, 218)
Box = tuple[int, int, int, int]


def preview_px(size: int, width: int = WIDTH) -> float:
    """How tall text of ``size`` px looks when Discord shows the picture 550 px wide."""
    return size * PREVIEW_W / width


@dataclass(frozen=True)
class TableLayout:
    """Where the parts of the table go: the tests probe cards and rows through it."""

    width: int
    height: int
    now: Box  # what the rules wait for, under the banner
    beneath: Box
    active: Box
    side: Box  # round, piles, last play, legend
    rows: dict[str, Box]  # faction -> its row
    draw_pile: Box
    words: Box  # who is out, past rounds


def table_layout(view: PublicView) -> TableLayout:
    """Fixed places: the table picture has the same size all game long."""
    now = (PAD, BANNER_H + 8, WIDTH - PAD, BANNER_H + 8 + NOW_LINES * (NOW_SIZE + 5))
    cards_top = now[3] + 10
    bx, by = PAD + 4, cards_top + CAPTION_H
    beneath = (bx, by, bx + CARD_W, by + CARD_H)
    active = (bx + SHIFT, by + DROP, bx + SHIFT + CARD_W, by + DROP + CARD_H)
    side = (active[2] + 18, cards_top, WIDTH - PAD, active[3] + 6)
    draw_pile = (side[2] - 14 - 30, side[1] + 12, side[2] - 14, side[1] + 54)
    rows = {}
    y = side[3] + 12
    row_h = ROW_H + PLAYER_LINE * (max(1, *map(len, view["controllers"].values())) - 1)
    for f in FACTION_ORDER:
        rows[f] = (PAD, y, WIDTH - PAD, y + row_h)
        y += row_h + ROW_GAP
    words = (PAD + 4, y + 2, WIDTH - PAD, y + 2 + WORDS_LINES * (WORDS_SIZE + 5))
    height = words[3] + PAD
    return TableLayout(WIDTH, height, now, beneath, active, side, rows, draw_pile, words)


def _paint_caption(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], said: Words
) -> None:
    left, top, right, bottom = box
    f = font("bold", MIN_FONT)
    half = int((right - left) / 2) - 8
    under = ellipsize(said("Beneath"), f, half)
    active = ellipsize(said("Active card"), f, half - int(f.getlength(" ▼")))
    draw_text(draw, (left, (top + bottom) / 2), under, f, INK_SOFT, anchor="lm")
    draw_text(draw, (right, (top + bottom) / 2), f"{active} ▼", f, INK, anchor="rm")


def _empty(draw: ImageDraw.ImageDraw, box: Box, words: str) -> None:
    left, top, right, _ = box
    draw.rounded_rectangle(box, 14, outline=mix(STONE, INK, 0.3), width=2)
    f = font("sans", MIN_FONT)
    for i, line in enumerate(wrap(words, f, right - left - 16)):
        draw_text(draw, ((left + right) / 2, top + 40 + i * 19), line, f, INK_SOFT, anchor="mm")


def draw_pile(img: Image.Image, view: PublicView, layout: TableLayout, said: Words) -> None:
    """The two top cards of the play pile, what they share marked on both."""
    draw = ImageDraw.Draw(img)
    beneath = maybe_card(view["beneath"])
    active = maybe_card(view["active"])
    bx, by = layout.beneath[0], layout.beneath[1]
    draw_cached(
        img,
        (bx, by - CAPTION_H, layout.active[2], by - 4),
        ("heroes-caption", said.language),
        lambda d, b: _paint_caption(d, b, said),
        background=(0, 0, 0, 0),
    )
    marks = matches(view)
    if beneath is not None:
        paste_card(img, layout.beneath, beneath, said, marks)
    else:
        _empty(draw, layout.beneath, said("no card beneath"))
    if active is None:
        _empty(draw, layout.active, said("no card played yet"))
    else:
        left, top, right, bottom = layout.active
        draw.rounded_rectangle((left - 4, top + 6, right + 6, bottom + 6), 16, fill=(90, 70, 50))
        shown = marks if beneath is not None else frozenset()
        paste_card(img, layout.active, active, said, shown)


def draw_side(
    img: Image.Image, view: PublicView, names: Sequence[str], layout: TableLayout, said: Words
) -> None:
    """The side column: the round, the piles, the last play and what ✓ means."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = layout.side
    stone_panel(draw, layout.side, PANEL_FILL, STONE_DARK, radius=12)
    x, inner = left + 14, right - left - 28
    rnd = view["round"]
    rf = fit_font(said("Round {number}", number=said.number(rnd)), "serif", 22, inner - 44, 16)
    draw_text(draw, (x, top + 12), said("Round {number}", number=said.number(rnd)), rf, INK)
    paste_back(img, layout.draw_pile)
    dp, pp = view["draw_pile"], view["play_pile"]
    pile_room = inner - 44
    draw_pile_words = said("Draw pile: {count}", count=said.number(dp))
    play_pile_words = said("Play pile: {count}", count=said.number(pp))
    df = fit_font(draw_pile_words, "bold", SIDE_SIZE, pile_room, MIN_FONT)
    pf = fit_font(play_pile_words, "sans", SIDE_SIZE, pile_room, MIN_FONT)
    draw_text(draw, (x, top + 44), ellipsize(draw_pile_words, df, pile_room), df, INK)
    draw_text(draw, (x, top + 64), ellipsize(play_pile_words, pf, pile_room), pf, INK_SOFT)
    sf = font("sans", SMALL)
    y = top + 90
    for line in wrap(said("Two round wins take the game."), sf, inner):
        draw_text(draw, (x, y), line, sf, INK_SOFT)
        y += SMALL + 4
    y += 6
    draw.line((x, y, right - 14, y), fill=mix(STONE, INK, 0.2), width=1)
    y += 10
    bf = font("bold", SIDE_SIZE)
    legend_top = bottom - 14 - 3 * (SMALL + 4)
    active = maybe_card(view["active"])
    for i, text in enumerate(score_words(view, names, active, said)):
        f = bf if i == 0 else font("sans", SIDE_SIZE)
        lines = wrap(text, f, inner)
        room = max(0, (legend_top - 6 - y + 1) // (SIDE_SIZE + 5))
        if len(lines) > room > 0:  # cut short: the last line that fits says so
            lines = [*lines[: room - 1], ellipsize(" ".join(lines[room - 1 :]), f, inner)]
        for line in lines[:room]:
            draw_text(draw, (x, y), line, f, INK)
            y += SIDE_SIZE + 5
        y += 6
    _legend(img, x, legend_top - 6, inner, said)


def _paint_legend(
    draw: ImageDraw.ImageDraw, box: tuple[float, float, float, float], said: Words
) -> None:
    left, top, right, _ = box
    draw.line((left, top, right, top), fill=mix(STONE, INK, 0.2), width=1)
    draw.rounded_rectangle(
        (left, top + 8, left + 26, top + 26), 5, fill=HIGHLIGHT, outline=INK, width=2
    )
    draw_text(draw, (left + 13, top + 17), "✓", font("bold", SMALL), INK, anchor="mm")
    f = font("sans", SMALL)
    for i, line in enumerate(wrap(said(LEGEND), f, int(right - left - 34))[:3]):
        draw_text(draw, (left + 34, top + 6 + i * (SMALL + 4)), line, f, INK_SOFT)


def _legend(img: Image.Image, x: int, y: int, width: int, said: Words) -> None:
    h = 8 + 3 * (SMALL + 4) + 4
    draw_cached(
        img,
        (x, y, x + width, y + h),
        ("heroes-legend", SMALL, said.language),
        lambda d, b: _paint_legend(d, b, said),
        (*PANEL_FILL, 255),
    )


def player_size(view: PublicView, names: Sequence[str], room: int, said: Words) -> int:
    """One font size for every seat's line, so no player's name looks smaller than another's:
    the largest at which every line fits, never below ``PLAYER_MIN``."""
    lines = [line for key in FACTION_ORDER for line in player_lines(view, names, key, said)]
    return min(
        int(fit_named(line, "bold", PLAYER_SIZE, PLAYER_MIN, room)[1].size) for line in lines
    )


def _player_room(row: Box) -> int:
    """How wide a player's line may be: from after the emblem to before the score."""
    return row[2] - row[0] - 148


def _faction_row(
    img: Image.Image,
    box: Box,
    key: str,
    view: PublicView,
    names: Sequence[str],
    size: int,
    said: Words,
) -> None:
    """One faction: emblem, name, round wins, its players and their hands, and its points."""
    draw = ImageDraw.Draw(img)
    st = faction(key)
    left, top, right, bottom = box
    active = bool(set(to_act(view)) & set(view["controllers"][key]))
    winner = is_over(view) and view["winner"] == key
    edge = GOLD if winner else st.band if active else mix(st.light, INK, 0.3)
    draw.rounded_rectangle(box, 10, fill=st.light, outline=edge, width=4 if active or winner else 1)
    draw.rounded_rectangle((left, top, left + 12, bottom), 5, fill=st.band)
    d = 44
    ex, ey = left + 22, top + 10
    draw.ellipse((ex, ey, ex + d, ey + d), fill=WHITE, outline=st.band, width=2)
    draw_emblem(draw, (ex + 8, ey + 8, ex + d - 8, ey + d - 8), st.emblem, st.colour)
    nx = ex + d + 12
    nf = font("serif", NAME_SIZE)
    side = side_words(key, said)
    draw_text(draw, (nx, top + 6), side, nf, INK)
    score = view["scores"][key]
    wins = view["round_wins"][key]
    draw_text(draw, (right - 14, top + 4), str(score), font("serif", SCORE_SIZE), INK, anchor="ra")
    points = said("points")
    draw_text(draw, (right - 14, top + 48), points, font("sans", SMALL), INK_SOFT, anchor="ra")
    # Round wins: two rings after the name, filled gold with a tick when won, so the count
    # reads without colour.
    wy = top + 6 + NAME_SIZE * 0.6
    cx = nx + nf.getlength(side) + 20
    r = 9
    for i in range(max(2, wins)):
        if i < wins:
            draw.ellipse((cx - r, wy - r, cx + r, wy + r), fill=GOLD, outline=INK, width=2)
            draw_text(draw, (cx, wy), "✓", font("bold", SMALL), INK, anchor="mm")
        else:
            draw.ellipse((cx - r, wy - r, cx + r, wy + r), outline=INK_SOFT, width=2)
        cx += 2 * r + 5
    label = said("★ won the game") if winner else said("round wins")
    lf = font("bold" if winner else "sans", MIN_FONT if winner else SMALL)
    room = int(right - 14 - 48 - cx)
    label = ellipsize(label, lf, room)
    draw_text(draw, (cx + 2, wy), label, lf, INK if winner else INK_SOFT, anchor="lm")
    y = top + 34
    for line in player_lines(view, names, key, said)[:2]:
        text, pf = fit_named(line, "bold", size, size, _player_room(box))
        draw_text(draw, (nx, y), text, pf, INK)
        y += PLAYER_LINE


def draw_words(
    img: Image.Image, view: PublicView, names: Sequence[str], layout: TableLayout, said: Words
) -> None:
    """Under the rows: who is out and what they showed, then the latest finished rounds."""
    draw = ImageDraw.Draw(img)
    left, top, right, _ = layout.words
    past = past_rounds(view, said)
    now = known(view, names, said)[:WORDS_LINES]
    lines = [(t, INK) for t in now] + [(t, INK_SOFT) for t in past[-(WORDS_LINES - len(now)) :]]
    f = font("sans", WORDS_SIZE)
    for i, (text, ink) in enumerate(lines[:WORDS_LINES]):
        draw_text(
            draw, (left, top + i * (WORDS_SIZE + 5)), ellipsize(text, f, right - left), f, ink
        )


def render_table(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The table as a Pillow image (``draw_table`` encodes it)."""
    view = public_of(given)
    layout = table_layout(view)
    img = parchment(layout.width, layout.height)
    draw = ImageDraw.Draw(img)
    title = said("Heroes of Troy").upper()
    tx = draw_title_banner(draw, layout.width, BANNER_H, title, TITLE_SIZE, PAD, 16)
    acting = to_act(view)
    sides = {f for f in FACTION_ORDER if set(acting) & set(view["controllers"][f])}
    if len(sides) == 1 and not is_over(view):
        st = faction(sides.pop())
        cy = BANNER_H // 2
        draw.ellipse((tx, cy - 15, tx + 30, cy + 15), fill=WHITE, outline=st.band, width=2)
        draw_emblem(draw, (tx + 6, cy - 9, tx + 24, cy + 9), st.emblem, st.colour)
        tx += 38
    right = layout.width - PAD
    parts = turn_parts(view, names, said)
    line, _ = fit_named(parts, "bold", TURN_SIZE, TURN_MIN, int(right - tx))
    draw_banner_caption(draw, tx, right, BANNER_H, line, TURN_SIZE, TURN_MIN)
    nf = font("bold", NOW_SIZE)
    left, top, right, _ = layout.now
    now = wrap(now_line(view, names, said), nf, right - left)
    if len(now) > NOW_LINES:
        now = [*now[: NOW_LINES - 1], ellipsize(" ".join(now[NOW_LINES - 1 :]), nf, right - left)]
    for i, text in enumerate(now):
        draw_text(draw, (left + 4, top + i * (NOW_SIZE + 5)), text, nf, INK)
    draw_pile(img, view, layout, said)
    draw_side(img, view, names, layout, said)
    size = player_size(view, names, _player_room(layout.rows["greek"]), said)
    for key in FACTION_ORDER:
        _faction_row(img, layout.rows[key], key, view, names, size, said)
    draw_words(img, view, names, layout, said)
    return img


def draw_table(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the public Heroes table for ``view`` (a public or seat view; secrets are ignored)."""
    return encode(render_table(given, names, said))
