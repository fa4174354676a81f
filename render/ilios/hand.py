"""A player's ILIOS hand: the tiles drawn large, facing north, with name, value and arrows, plus
a small copy of the board so the hand can be read alongside it in a DM.

Draws from a seat view (docs/dev/ilios-view.md): the public view plus this seat's ``hand``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from engine.core.said import english
from engine.ilios.view_types import KindView, SeatView, seat_of
from render.core.banner import CAPTION, draw_title_banner
from render.core.canvas import parchment, stone_panel
from render.core.fonts import font
from render.core.grid import Grid
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.png import encode
from render.core.sprites import draw_marker
from render.core.text import draw_text, ellipsize, fit_font, wrap
from render.core.theme import (
    INK,
    INK_SOFT,
    STONE_DARK,
    player_style,
)
from render.ilios.table import PANEL_FILL, board_grid, board_margin, draw_board
from render.ilios.tiles import paste_tile
from render.ilios.words import NAME, around, fit_named, seat_name

WIDTH = 640  # shown about 360 px wide on a phone: every text below stays 9 px tall there
PAD = 16
BANNER_H = 52
CAPTION_SIZE, CAPTION_MIN = 22, 17
STATUS_SIZE = 20
NAME_SIZE, NAME_MIN = 18, 16  # a tile's name under it
SUB_SIZE, SUB_MIN = 16, 16  # its value and arrows; also the notes
NOTE_STEP = 22  # from one line of the notes to the next
CAPTION_H = 82  # the words under a tile
MINI_CELL = 52
Box = tuple[int, int, int, int]
ARROW_WORDS = {
    "N": N_("north"),
    "NE": N_("north-east"),
    "E": N_("east"),
    "SE": N_("south-east"),
    "S": N_("south"),
    "SW": N_("south-west"),
    "W": N_("west"),
    "NW": N_("north-west"),
}


# The compass letters under a hand tile, as each language abbreviates its directions.
ARROW_LETTERS = {
    "N": N_("N"),
    "NE": N_("NE"),
    "E": N_("E"),
    "SE": N_("SE"),
    "S": N_("S"),
    "SW": N_("SW"),
    "W": N_("W"),
    "NW": N_("NW"),
}


def describe_kind(entry: KindView, said: Words) -> str:
    """What a tile does, in words, for the line under its picture."""
    if entry["jumps"]:
        return said("jumps to {count} squares", count=said.number(len(entry["jumps"])))
    arrows = entry["arrows"]
    if not arrows:
        return said("no arrows")
    letters = ", ".join(said(ARROW_LETTERS[a]) if a in ARROW_LETTERS else a for a in arrows)
    return said("points {directions}", directions=letters)


def status_words(view: SeatView, seat: int, names: Sequence[str], said: Words) -> str:
    """Whether the reader must act now, so a DM says it before anything else."""
    if view["phase"] == "over" or view["outcome"]:
        return said("The game is over.")
    to_act = view["to_act"]
    stage = view["stage"] if english(view["stage"]) else said("play")
    if seat in to_act:
        return said("Your turn: {stage}.", stage=stage)
    who = " & ".join(seat_name(names, s, said) for s in to_act) or said("someone")
    return said("Waiting for {who} to {stage}.", who=who, stage=stage)


@dataclass(frozen=True)
class HandLayout:
    """Where the parts of a hand picture go: the tests probe tiles and squares through it."""

    width: int
    height: int
    tile: int  # side of a hand tile
    status: tuple[str, ...]  # the status lines above the tiles
    tiles: tuple[Box, ...]  # one box per tile of the hand, in hand order
    notes: tuple[str, ...]  # the lines under the tiles
    notes_top: int
    board: Grid  # the mini-board under the notes


def tiles_per_row(count: int) -> int:
    """Three large tiles a row for the usual hand, four smaller ones for a bigger hand."""
    return 3 if count <= 3 else 4


def _notes(view: SeatView, said: Words) -> list[str]:
    """What the reader should know besides the tiles: their colour, the oracle, the bag."""
    st = player_style(view["seat"])
    notes = [
        said(
            "You play {colour}: {shape} marker {letter}. Tiles are shown facing north; "
            "when you deploy, the arrows turn with the tile.",
            colour=said(st.name),
            shape=said(st.shape),
            letter=st.letter,
        )
    ]
    oracle = view["oracle_returns_left"]
    if oracle:
        notes.append(
            said.plural(
                "Oracle's power: you may return {count} drawn tile to the bag this turn.",
                "Oracle's power: you may return {count} drawn tiles to the bag this turn.",
                oracle,
            )
        )
    notes.append(said("Bag: {count} tiles left.", count=said.number(view["bag"])))
    return notes


def hand_layout(view: SeatView, names: Sequence[str], said: Words = ENGLISH_WORDS) -> HandLayout:
    """The picture's size, the tiles' boxes and the mini-board's place for this seat view."""
    seat = view["seat"]
    count = len(view["hand"])
    size = view["size"]
    per_row = tiles_per_row(count)
    room = WIDTH - 2 * PAD
    tile = 180 if per_row == 3 else 134
    gap = (room - per_row * tile) // (per_row - 1)
    rows = max(1, -(-count // per_row))
    lines = tuple(wrap(status_words(view, seat, names, said), font("bold", STATUS_SIZE), room)[:2])
    y0 = BANNER_H + PAD + 28 * len(lines) + 6
    tiles = []
    for i in range(count):
        r, c = divmod(i, per_row)
        bx, by = PAD + c * (tile + gap), y0 + r * (tile + CAPTION_H)
        tiles.append((bx, by, bx + tile, by + tile))
    sub = font("sans", SUB_SIZE)
    notes = tuple(line for note in _notes(view, said) for line in wrap(note, sub, room))
    notes_top = y0 + rows * (tile + CAPTION_H)
    board_px = size * MINI_CELL + 2 * board_margin(MINI_CELL)
    board_top = notes_top + len(notes) * NOTE_STEP + 14 + 30
    board = board_grid(size, MINI_CELL, (WIDTH - board_px) // 2, board_top)
    height = board.outer[3] + 12 + PAD
    return HandLayout(WIDTH, height, tile, lines, tuple(tiles), notes, notes_top, board)


def render_hand(
    given: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS
) -> Image.Image:
    """The hand picture as a Pillow image (``draw_hand`` encodes it) for ``given``, a seat view
    as the picture registry passes it: read once here as ILIOS's typed seat view."""
    view = seat_of(given)
    layout = hand_layout(view, names, said)
    seat = view["seat"]
    hand = view["hand"]
    catalogue = view["catalogue"]
    width, tile = layout.width, layout.tile
    img = parchment(width, layout.height)
    draw = ImageDraw.Draw(img)
    st = player_style(seat)
    # Banner: whose hand this is, in words and with the seat's marker.
    x = draw_title_banner(draw, width, BANNER_H, "ILIOS", 28, PAD, 16)
    draw_marker(draw, (x + 12, BANNER_H / 2), 12, st, outline=(250, 240, 210))
    x += 32
    before, after = around(said("Your hand: {name}", name=NAME))
    text, fnt = fit_named(
        seat_name(names, seat, said),
        before,
        after,
        "bold",
        CAPTION_SIZE,
        CAPTION_MIN,
        int(width - PAD - x),
    )
    draw_text(draw, (x, BANNER_H / 2), text, fnt, CAPTION, anchor="lm")
    sf = font("bold", STATUS_SIZE)
    for i, line in enumerate(layout.status):
        draw_text(draw, (PAD, BANNER_H + PAD + i * 28), line, sf, INK)
    if not hand:
        y = BANNER_H + PAD + 28 * len(layout.status) + 6 + tile / 2
        draw_text(
            draw,
            (width / 2, y),
            said("Your hand is empty."),
            font("bold", 22),
            INK_SOFT,
            anchor="mm",
        )
    for kind, box in zip(hand, layout.tiles, strict=True):
        entry = catalogue.get(kind) or KindView(name=kind, value=None, arrows=[], jumps=[])
        paste_tile(
            img,
            box,
            kind,
            catalogue,
            arrows=entry["arrows"],
            jumps=entry["jumps"],
            value=entry["value"],
            said=said,
        )
        _draw_tile_words(draw, box, entry, said)
    sub = font("sans", SUB_SIZE)
    for i, line in enumerate(layout.notes):
        draw_text(draw, (PAD, layout.notes_top + i * NOTE_STEP), line, sub, INK)
    # The mini-board, framed, with its caption.
    outer = layout.board.outer
    top = outer[1] - 36
    stone_panel(draw, (PAD, top, width - PAD, outer[3] + 10), PANEL_FILL, STONE_DARK, radius=10)
    caption = said("The board now")
    cf = fit_font(caption, "bold", 16, width - 2 * PAD - 20, 12)
    draw_text(draw, (width / 2, top + 17), caption, cf, INK, anchor="mm")
    draw_board(img, view, layout.board, said)
    return img


def _draw_tile_words(draw: ImageDraw.ImageDraw, box: Box, entry: KindView, said: Words) -> None:
    """A hand tile's name, value and what it points at, on three short lines under it."""
    left, _, right, bottom = box
    cx, room = (left + right) / 2, right - left + 16
    full = said.term(entry["name"])
    nf = fit_font(full, "bold", NAME_SIZE, room, NAME_MIN)
    draw_text(draw, (cx, bottom + 15), ellipsize(full, nf, room), nf, INK, anchor="mm")
    value = entry["value"]
    lines = [said("value {value}", value=said.number(value))] if value is not None else []
    lines.append(describe_kind(entry, said))
    for i, line in enumerate(lines):
        lf = fit_font(line, "sans", SUB_SIZE, room, SUB_MIN)
        y = bottom + 39 + i * 21
        draw_text(draw, (cx, y), ellipsize(line, lf, room), lf, INK_SOFT, anchor="mm")


def draw_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> bytes:
    """PNG of one seat's hand for its seat view; only that seat should ever receive it."""
    return encode(render_hand(view, names, said))
