"""A commander's own picture: the pieces that seat commands, each as its counter with its full
name, square and state, and what it is doing this move (planned move, declared shot).

Siege hides nothing, so this shows only what the public table shows, sorted for one commander:
it answers "which of these counters are mine?" when a side is split between several players.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.grid import square_name
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.names import seat_name
from render.core.panels import draw_banner
from render.core.png import encode
from render.core.text import draw_text, ellipsize
from render.core.theme import INK, INK_SOFT
from render.siege.counters import paste_counter
from render.siege.model import Piece, read_pieces, read_plans, read_shots
from render.siege.words import side_word

WIDTH = 760
BANNER_H = 54
ROW_H = 50
COLUMNS = 2
COUNTER = 42
PAD = 16
NAME_PX = 15  # a piece's name and value: 10.9 px when Discord shows the picture 550 px wide
LINE_PX = 14  # its square and what it does: 10.1 px at 550
STATES = {
    "well": "",
    "wounded": "wounded",
    "abstaining": "abstains",
    "dead": "dead",
    "gone": "gone",
}


def commanded(view: dict[str, Any]) -> list[Piece]:
    """The seat's pieces (``command``), or every piece of its side when the view lists none."""
    pieces = read_pieces(view)
    command = view.get("command")
    if isinstance(command, list) and command:
        wanted = {str(c) for c in command}
        return [p for p in pieces if p.id in wanted]
    side = view.get("side")
    return [p for p in pieces if p.side == side]


def piece_line(piece: Piece, plans: dict[str, str], shots: dict[str, str]) -> str:
    """ "H12 → J10 planned · shoots N12" and the like."""
    bits = []
    if piece.id in plans and piece.origin is not None:
        bits.append(f"{square_name(piece.origin)} → {plans[piece.id]} planned")
    elif piece.square is not None:
        bits.append(square_name(piece.square))
    if STATES.get(piece.state, piece.state):
        bits.append(STATES.get(piece.state, piece.state))
    if piece.id in shots:
        bits.append(f"shoots {shots[piece.id]}")
    return " · ".join(bits)


def hand_size(count: int) -> tuple[int, int]:
    rows = max(1, (count + COLUMNS - 1) // COLUMNS)
    return WIDTH, BANNER_H + PAD + rows * ROW_H + PAD


def render_hand(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    seat = int(view.get("seat", 0))
    mine = commanded(view)
    width, height = hand_size(len(mine))
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    side = view.get("side") or (mine[0].side if mine else None)
    subtitle = f"{seat_name(names, seat)} · {side_word(str(side)) if side else ''}"
    draw_banner(draw, (0, 0, width, BANNER_H), "Your command", subtitle)
    plans = {p.piece: square_name(p.path[-1]) for p in read_plans(view)}
    shots = {s.archer: square_name(s.target) for s in read_shots(view)}
    col_w = (width - 2 * PAD) // COLUMNS
    name_font, line_font = font("bold", NAME_PX), font("sans", LINE_PX)
    if not mine:
        draw_text(draw, (PAD, BANNER_H + PAD), "No pieces under your command.", name_font, INK)
    for k, piece in enumerate(mine):
        row, col = divmod(k, COLUMNS)
        x, y = PAD + col * col_w, BANNER_H + PAD + row * ROW_H
        if piece.state in ("dead", "gone"):
            draw.rounded_rectangle((x, y, x + COUNTER, y + COUNTER), 7, outline=INK_SOFT, width=2)
        else:
            paste_counter(img, piece, (x, y), COUNTER)
        room = col_w - COUNTER - 20
        text = f"{piece.name} ({piece.label})"
        draw_text(draw, (x + COUNTER + 10, y + 3), ellipsize(text, name_font, room), name_font, INK)
        line = piece_line(piece, plans, shots)
        draw_text(
            draw, (x + COUNTER + 10, y + 22), ellipsize(line, line_font, room), line_font, INK_SOFT
        )
    return img


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of the pieces the seat of ``view`` commands (a seat view)."""
    return encode(render_hand(view, names))
