"""A commander's own picture: the pieces that seat commands, each as its counter with its full
name, square and state, and what it is doing this move (planned move, declared shot), every word
large enough to read on a phone (360 px wide).

Siege hides nothing, so this shows only what the public table shows, sorted for one commander:
it answers "which of these counters are mine?" when a side is split between several players.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from engine.core.grid import square_name
from engine.siege.view_types import SeatView, seat_of
from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.png import encode
from render.core.text import draw_text, ellipsize, fit_font
from render.core.theme import INK, INK_SOFT
from render.siege.counters import counter_image, value_px
from render.siege.model import Piece, read_pieces, read_plans, read_shots
from render.siege.words import piece_name, player, side_word

WIDTH = 560
BANNER_H = 50
ROW_H = 48
COLUMNS = 2
COUNTER = 40  # its value only: the piece's name is written beside it, larger
PAD = 12
TITLE_PX = 24
CAPTION_PX = 18
NAME_PX = 16  # a piece's name and value: 10.3 px when a phone shows the picture 360 px wide
LINE_PX = 14  # its square and what it does, and the banner's smallest: 9 px at 360
STATES = {
    "well": "",
    "wounded": N_("wounded"),
    "abstaining": N_("abstains"),
    "dead": N_("dead"),
    "gone": N_("gone"),
}


def state_words(state: str, said: Words) -> str:
    """A piece's state in words ("wounded"), nothing when it is well."""
    found = STATES.get(state, state)
    return said(found) if found else ""


def commanded(view: SeatView) -> list[Piece]:
    """The seat's pieces (``command``), in the view's order."""
    wanted = set(view["command"])
    return [p for p in read_pieces(view) if p.id in wanted]


def piece_line(piece: Piece, plans: dict[str, str], shots: dict[str, str], said: Words) -> str:
    """ "H12 → J10 planned · shoots N12" and the like."""
    bits = []
    if piece.id in plans and piece.origin is not None:
        start, end = square_name(piece.origin), plans[piece.id]
        if piece.id in shots:
            bits.append(f"{start} → {end}")
        else:
            bits.append(said("{start} → {end} planned", start=start, end=end))
    elif piece.square is not None:
        bits.append(square_name(piece.square))
    state = state_words(piece.state, said)
    if state:
        bits.append(state)
    if piece.id in shots:
        bits.append(said("shoots {square}", square=shots[piece.id]))
    return " · ".join(bits)


def hand_size(count: int) -> tuple[int, int]:
    rows = max(1, (count + COLUMNS - 1) // COLUMNS)
    return WIDTH, BANNER_H + PAD + rows * ROW_H + PAD


def render_hand(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The seat's pieces as a Pillow image (``draw_hand`` encodes it)."""
    return render_hand_drawn(seat_of(given), names, said)[0]


def render_hand_drawn(
    view: SeatView, names: Sequence[str], said: Words = ENGLISH_WORDS
) -> tuple[Image.Image, dict[str, float]]:
    """The hand, with the sizes of the letters it drew by what they say (for the tests)."""
    mine = commanded(view)
    width, height = hand_size(len(mine))
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    subtitle = f"{player(names, view['seat'], said)} · {side_word(view['side'], said)}"
    title = said("Your command")
    tx = draw_title_banner(draw, width, BANNER_H, title, TITLE_PX, PAD + 2, 16)
    draw_banner_caption(draw, tx, width - PAD, BANNER_H, subtitle, CAPTION_PX, LINE_PX)
    room = int(width - PAD - tx)
    sizes = {"banner": float(fit_font(subtitle, "bold", CAPTION_PX, room, min_size=LINE_PX).size)}
    plans = {p.piece: square_name(p.path[-1]) for p in read_plans(view)}
    shots = {s.archer: square_name(s.target) for s in read_shots(view)}
    col_w = (width - 2 * PAD) // COLUMNS
    name_font, line_font = font("bold", NAME_PX), font("sans", LINE_PX)
    if not mine:
        empty = ellipsize(said("No pieces under your command."), name_font, width - 2 * PAD)
        draw_text(draw, (PAD, BANNER_H + PAD), empty, name_font, INK)
    for k, piece in enumerate(mine):
        row, col = divmod(k, COLUMNS)
        x, y = PAD + col * col_w, BANNER_H + PAD + row * ROW_H
        if piece.state in ("dead", "gone"):
            draw.rounded_rectangle((x, y, x + COUNTER, y + COUNTER), 7, outline=INK_SOFT, width=2)
        else:
            chip = counter_image(piece.side, piece.label, "", piece.state, COUNTER)
            img.paste(chip, (x, y), chip)
            sizes["values"] = min(sizes.get("values", 99.0), value_px(COUNTER, piece.label))
        room = col_w - COUNTER - 20
        text = f"{piece_name(piece.name, said)} ({piece.label})"
        draw_text(draw, (x + COUNTER + 10, y + 2), ellipsize(text, name_font, room), name_font, INK)
        line = piece_line(piece, plans, shots, said)
        draw_text(
            draw, (x + COUNTER + 10, y + 23), ellipsize(line, line_font, room), line_font, INK_SOFT
        )
        sizes["names"], sizes["squares"] = NAME_PX, LINE_PX
    return img, sizes


def draw_hand(
    given: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of the pieces the seat of ``given`` commands (a seat view)."""
    return encode(render_hand_drawn(seat_of(given), names, said)[0])
