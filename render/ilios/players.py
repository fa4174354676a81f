"""The band under the ILIOS board: one card per player (name, plunder, disks, hand, plunder
tiles, any hand shown to all) and a strip with the last move and the bag, or the winner.

Every text here is at least ``SMALL_MIN`` px on a ``WIDTH`` px picture, which Discord shows
550 px wide: 10 px tall or more where players look (tests/render/test_render_ilios_preview.py).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.fonts import font
from render.core.names import seat_name
from render.core.sprites import draw_highlight, draw_marker
from render.core.text import draw_text, ellipsize, fit_font, width
from render.core.theme import (
    BANNER,
    GOLD,
    GOLD_LIGHT,
    HIGHLIGHT,
    INK,
    INK_SOFT,
    PARCHMENT,
    mix,
    player_style,
)
from render.ilios.tiles import paste_mini
from render.ilios.words import fit_named, is_over, winners_of

Box = tuple[int, int, int, int]

NAME_SIZE, NAME_MIN = 20, 14  # a player's name
SCORE_SIZE = 30  # the plunder total
SMALL, SMALL_MIN = 15, 13  # the disks line, "plunder", the strip: the smallest text
CARD_H = 90
CARD_GAP = 8
STRIP_H = 30
MINI = 30  # plunder tiles and shown hands, with their value coins
MINI_STEP = MINI + 4
MARKER_R = 13
SCORE_LABEL = "plunder"


@dataclass(frozen=True)
class Player:
    """One seat's public numbers, read defensively from the view (a missing key is 0)."""

    seat: int
    name: str
    score: int
    on_board: int
    left: int
    hand: int
    plunder: tuple[str, ...]
    revealed: tuple[str, ...]
    active: bool
    winner: bool


def players(view: dict[str, Any], names: Sequence[str]) -> list[Player]:
    """Every seat of the view, in seat order."""
    seats = int(view.get("seats", len(view.get("scores", []))))
    outcome = view.get("outcome") or {}
    winners = set(winners_of(view))
    acting = set() if is_over(view) else set(view.get("to_act") or [])
    revealed = view.get("revealed") or {}
    plunder = view.get("plunder") or []
    scores = outcome.get("scores") or view.get("scores") or []

    def num(values: Sequence[Any], seat: int) -> int:
        return int(values[seat]) if seat < len(values) and values[seat] is not None else 0

    return [
        Player(
            seat=s,
            name=seat_name(names, s),
            score=num(scores, s),
            on_board=num(view.get("disks_on_board") or [], s),
            left=num(view.get("disks_left") or [], s),
            hand=num(view.get("hand_sizes") or [], s),
            plunder=tuple(plunder[s] if s < len(plunder) and plunder[s] else ()),
            revealed=tuple(revealed.get(str(s), revealed.get(s, [])) or ()),
            active=s in acting,
            winner=s in winners,
        )
        for s in range(seats)
    ]


def card_boxes(count: int, left: int, top: int, right: int) -> list[Box]:
    """Two cards a row, in seat order, from ``top``."""
    w = (right - left - CARD_GAP) // 2
    boxes = []
    for i in range(count):
        r, c = divmod(i, 2)
        x = left + c * (w + CARD_GAP)
        y = top + r * (CARD_H + CARD_GAP)
        boxes.append((x, y, x + w, y + CARD_H))
    return boxes


def cards_height(count: int) -> int:
    """Height of the cards of ``count`` players."""
    rows = (count + 1) // 2
    return rows * CARD_H + (rows - 1) * CARD_GAP


def name_text(player: Player, room: int) -> tuple[str, int]:
    """The name as a card writes it (a ▶ for the seat to act, a ★ for a winner) and its font
    size: shrunk to ``NAME_MIN``, then shortened after a whole word."""
    tag = "★ " if player.winner else "▶ " if player.active else ""
    text, fnt = fit_named(player.name, tag, "", "bold", NAME_SIZE, NAME_MIN, room)
    return text, int(fnt.size)


def name_room(box: Box, score: int) -> int:
    """Pixels a card leaves its name, beside the marker and the score."""
    left, _, right, _ = box
    score_w = max(
        width(str(score), font("serif", SCORE_SIZE)), width(SCORE_LABEL, font("sans", SMALL))
    )
    return right - left - 52 - score_w - 18


def disks_line(player: Player) -> str:
    """The numbers under the name."""
    return f"Disks {player.on_board} on board, {player.left} left · Hand {player.hand}"


def draw_card(img: Image.Image, box: Box, player: Player, catalogue: dict[str, Any]) -> None:
    """One player's card; the seat to act is framed in its colour, a winner in gold."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    st = player_style(player.seat)
    lit = player.active or player.winner
    bg = st.light if lit else mix(st.light, PARCHMENT, 0.55)
    edge = GOLD if player.winner else st.colour if player.active else mix(bg, INK, 0.3)
    draw.rounded_rectangle(box, 8, fill=bg, outline=edge, width=4 if lit else 1)
    draw.rounded_rectangle((left, top, left + 9, bottom), 4, fill=st.colour)
    draw_marker(draw, (left + 30, top + 20), MARKER_R, st)
    score = str(player.score)
    draw_text(draw, (right - 10, top + 3), score, font("serif", SCORE_SIZE), INK, anchor="ra")
    small = font("sans", SMALL)
    draw_text(draw, (right - 10, top + 39), SCORE_LABEL, small, INK_SOFT, anchor="ra")
    room = name_room(box, player.score)
    text, size = name_text(player, room)
    draw_text(draw, (left + 50, top + 20), text, font("bold", size), INK, anchor="lm")
    line = disks_line(player)
    line_room = right - left - 18 - width(SCORE_LABEL, small) - 20
    lf = fit_font(line, "sans", SMALL, line_room, SMALL_MIN)
    draw_text(draw, (left + 18, top + 39), ellipsize(line, lf, line_room), lf, INK)
    draw_tiles_row(img, (left + 18, top + 55, right - 10, top + 55 + MINI), player, catalogue)


def draw_tiles_row(img: Image.Image, box: Box, player: Player, catalogue: dict[str, Any]) -> None:
    """The player's plunder tiles, and after them any hand shown to all, in one row: tiles
    overlap when there are many, and past what can be told apart a "+N" says how many more."""
    draw = ImageDraw.Draw(img)
    left, top, right, _ = box
    small = font("sans", SMALL_MIN)
    x = left
    if player.revealed:
        label = "Hand shown:"
        shown_w = width(label, small) + 6 + len(player.revealed) * MINI_STEP
        sx = right - shown_w
        draw_text(draw, (sx, top + MINI / 2), label, small, (150, 40, 20), anchor="lm")
        sx += width(label, small) + 6
        for kind in player.revealed:
            paste_mini(img, (sx, top, sx + MINI, top + MINI), kind, catalogue)
            sx += MINI_STEP
        right = right - shown_w - 10
    if not player.plunder:
        draw_text(draw, (x, top + MINI / 2), "No plunder yet", small, INK_SOFT, anchor="lm")
        return
    kinds = list(player.plunder)
    room = right - left
    step = MINI_STEP if len(kinds) < 2 else min(MINI_STEP, (room - MINI) // (len(kinds) - 1))
    more = ""
    if step < MINI // 2:
        step = MINI // 2
        fit = max(1, (room - MINI - width("+99", small) - 4) // step + 1)
        more, kinds = f"+{len(kinds) - fit}", kinds[:fit]
    for kind in kinds:
        paste_mini(img, (x, top, x + MINI, top + MINI), kind, catalogue)
        x += step
    if more:
        draw_text(draw, (x - step + MINI + 4, top + MINI / 2), more, small, INK, anchor="lm")


def draw_strip(img: Image.Image, view: dict[str, Any], names: Sequence[str], box: Box) -> None:
    """Under the cards: the last move (framed like its square) and the bag; at the end, the
    winner in a dark box instead."""
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    mid = (top + bottom) / 2
    if is_over(view):
        draw.rounded_rectangle(box, 8, fill=BANNER, outline=GOLD, width=2)
        text, fnt = winner_text(view, names, right - left - 24)
        draw_text(draw, ((left + right) / 2, mid), text, fnt, GOLD_LIGHT, anchor="mm")
        return
    bold = font("bold", SMALL)
    bag = f"Bag: {view.get('bag', 0)} tiles"
    draw_text(draw, (right - 4, mid), bag, bold, INK, anchor="rm")
    last = view.get("last") or {}
    if not last.get("square"):
        return
    seat = last.get("seat")
    who = seat_name(names, seat) if isinstance(seat, int) else "?"
    room = right - left - 30 - width(bag, bold) - 20
    text, fnt = fit_named(
        who, "Last move: ", f" at {last['square']}", "bold", SMALL, SMALL_MIN, room
    )
    draw_highlight(draw, (left + 3, int(mid) - 9, left + 21, int(mid) + 9), HIGHLIGHT, 3)
    draw_text(draw, (left + 30, mid), text, fnt, INK, anchor="lm")


def winner_text(view: dict[str, Any], names: Sequence[str], room: int) -> tuple[str, Any]:
    """ "★ Winner: Cy with 9 plunder ★", with a word on how a tie was broken."""
    rows = players(view, names)
    winners = [p for p in rows if p.winner]
    if not winners:
        return "Game over", font("bold", SMALL + 2)
    best = winners[0].score
    note = f" with {best} plunder"
    if any(p.score == best and not p.winner for p in rows):
        note += " (tie broken by disks on board)"
    elif len(winners) > 1:
        note += " and as many disks"
    title = "★ Winner: " if len(winners) == 1 else "★ Winners: "
    who = " & ".join(p.name for p in winners)
    return fit_named(who, title, note + " ★", "bold", SMALL + 2, SMALL_MIN, room)
