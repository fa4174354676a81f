"""A player's ILIOS hand: the tiles drawn large, facing north, with name, value and arrows, plus
a small copy of the board so the hand can be read alongside it in a DM.

Draws from a seat view (docs/dev/ilios-view.md): the public view plus this seat's ``hand``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from render.core.banner import draw_banner_caption, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.grid import Grid
from render.core.names import seat_name
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, fit_font, wrap
from render.core.theme import (
    INK,
    INK_SOFT,
    STONE_DARK,
    player_style,
)
from render.ilios.table import PANEL_FILL, board_grid, board_margin, draw_board
from render.ilios.tiles import paste_tile

PAD = 20
BANNER_H = 62
TILE = 170
GAP = 26
MINI_CELL = 48
Box = tuple[int, int, int, int]
ARROW_WORDS = {
    "N": "north",
    "NE": "north-east",
    "E": "east",
    "SE": "south-east",
    "S": "south",
    "SW": "south-west",
    "W": "west",
    "NW": "north-west",
}


def describe_kind(entry: dict[str, Any]) -> str:
    """What a tile does, in words, for the line under its picture."""
    if entry.get("jumps"):
        return f"jumps to {len(entry['jumps'])} squares"
    arrows = entry.get("arrows") or []
    if not arrows:
        return "no arrows"
    return "points " + ", ".join(arrows)


def _status(view: dict[str, Any], seat: int, names: Sequence[str]) -> str:
    """Whether the reader must act now, so a DM says it before anything else."""
    if view.get("phase") == "over" or view.get("outcome"):
        return "The game is over."
    to_act = list(view.get("to_act") or [])
    stage = view.get("stage") or "play"
    if seat in to_act:
        return f"Your turn: {stage}."
    who = " & ".join(seat_name(names, s) for s in to_act) or "someone"
    return f"Waiting for {who} to {stage}."


@dataclass(frozen=True)
class HandLayout:
    """Where the parts of a hand picture go: the tests probe tiles and squares through it."""

    width: int
    height: int
    left_w: int  # width of the tiles column
    body_h: int
    rows: int  # rows of tiles
    status: tuple[str, ...]  # the status lines above the tiles
    tiles_top: int  # y of the first row of tiles
    tiles: tuple[Box, ...]  # one box per tile of the hand, in hand order
    board: Grid  # the mini-board on the right


def hand_layout(view: dict[str, Any], names: Sequence[str]) -> HandLayout:
    """The picture's size, the tiles' boxes and the mini-board's place for this seat view."""
    seat = int(view.get("seat", 0))
    count = len(view.get("hand") or [])
    size = int(view.get("size", 7))
    per_row = 3 if count <= 3 else 4 if count <= 8 else 5
    rows = max(1, -(-count // per_row))
    tiles_w = per_row * TILE + (per_row - 1) * GAP
    left_w = max(tiles_w, 3 * TILE + 2 * GAP)
    board_px = size * MINI_CELL + 2 * board_margin(MINI_CELL)
    tiles_h = 64 + rows * (TILE + 74) + 70
    body_h = max(tiles_h, board_px + 30)
    width = PAD + left_w + PAD * 2 + board_px + PAD
    height = BANNER_H + PAD + body_h + PAD
    top = BANNER_H + PAD
    status = tuple(wrap(_status(view, seat, names), font("bold", 18), left_w)[:2])
    y0 = top + 16 + 24 * len(status)
    tiles = []
    for i in range(count):
        r, c = divmod(i, per_row)
        bx, by = PAD + c * (TILE + GAP), y0 + r * (TILE + 74)
        tiles.append((bx, by, bx + TILE, by + TILE))
    board = board_grid(size, MINI_CELL, PAD + left_w + PAD * 2, top + 24)
    return HandLayout(width, height, left_w, body_h, rows, status, y0, tuple(tiles), board)


def render_hand(view: dict[str, Any], names: Sequence[str]) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it)."""
    layout = hand_layout(view, names)
    seat = int(view.get("seat", 0))
    hand: list[str] = list(view.get("hand") or [])
    catalogue = view.get("catalogue", {})
    width, height, left_w, body_h = layout.width, layout.height, layout.left_w, layout.body_h
    img = parchment(width, height)
    draw = ImageDraw.Draw(img)
    st = player_style(seat)
    name = seat_name(names, seat)
    # Banner: whose hand this is, in words and with the seat's marker.
    x = draw_title_banner(draw, width, BANNER_H, "ILIOS", 32, PAD + 2, 22)
    draw_marker(draw, (x + 14, BANNER_H / 2), 14, st, outline=(250, 240, 210))
    x += 40
    caption = f"Your hand — {name}"
    draw_banner_caption(draw, x, width - PAD, BANNER_H, caption, 24, 13)
    top = BANNER_H + PAD
    # Status line above the tiles.
    sf = font("bold", 18)
    for i, line in enumerate(layout.status):
        draw_text(draw, (PAD, top + 4 + i * 24), line, sf, INK)
    y0 = layout.tiles_top
    if not hand:
        draw_text(
            draw,
            (PAD + left_w / 2, y0 + TILE / 2),
            "Your hand is empty.",
            font("bold", 22),
            INK_SOFT,
            anchor="mm",
        )
    for kind, box in zip(hand, layout.tiles, strict=True):
        bx, by = box[0], box[1]
        entry = catalogue.get(kind, {"name": kind, "value": None, "arrows": [], "jumps": []})
        paste_tile(
            img,
            box,
            kind,
            catalogue,
            arrows=entry.get("arrows") or (),
            jumps=entry.get("jumps") or (),
            value=entry.get("value"),
        )
        full = str(entry.get("name", kind))
        nf = fit_font(full, "bold", 18, TILE, min_size=11)
        draw_text(draw, (bx + TILE / 2, by + TILE + 14), full, nf, INK, anchor="mm")
        value = entry.get("value")
        sub = (
            f"value {value} · {describe_kind(entry)}" if value is not None else describe_kind(entry)
        )
        subf = fit_font(sub, "sans", 13, TILE + GAP - 4, min_size=9)
        draw_text(draw, (bx + TILE / 2, by + TILE + 36), sub, subf, INK_SOFT, anchor="mm")
    # Notes under the tiles.
    notes = [
        f"You play {st.name}: {st.shape} marker {st.letter}. Tiles are shown facing north; "
        "when you deploy, the arrows turn with the tile."
    ]
    oracle = int(view.get("oracle_returns_left") or 0)
    if oracle:
        notes.append(f"Oracle's power: you may return {oracle} drawn tile(s) to the bag this turn.")
    notes.append(f"Bag: {view.get('bag', 0)} tiles left.")
    nf = font("sans", 14)
    ny = y0 + layout.rows * (TILE + 74) + 2
    for note in notes:
        for line in wrap(note, nf, left_w):
            draw_text(draw, (PAD, ny), line, nf, INK)
            ny += 20
    # The mini-board on the right, framed, with its caption.
    bx, board_px = layout.board.outer[0], layout.board.outer[2] - layout.board.outer[0]
    stone_panel(
        draw,
        (bx - 10, top - 6, width - PAD + 10, top + body_h),
        PANEL_FILL,
        STONE_DARK,
        radius=10,
    )
    draw_text(
        draw, (bx + board_px / 2, top + 10), "The board now", font("bold", 15), INK, anchor="mm"
    )
    draw_board(img, view, layout.board)
    return img


def draw_hand(view: dict[str, Any], names: Sequence[str]) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(view, names))
