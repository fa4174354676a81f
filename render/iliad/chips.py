"""The table's small card pictures: a card as a chip (its kind's colour and icon, its value and a
short name), a Hoplites' value square in a Phalanx, the face-down count on a Horse, and the gold
value pill.

The table is read at Discord's preview size (550 px wide), where a drawn card's corner is too
small to read: a chip carries the same facts in one line of large type. Every chip is drawn once
per look and size and pasted from the sprite cache afterwards.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.core.cache import draw_cached
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.text import draw_text, ellipsize, fit_font, width
from render.core.theme import GOLD_LIGHT, INK, WHITE, mix
from render.iliad.cards import Face, face_name
from render.iliad.style import BACK, BACK_LINE, draw_icon, look

Box = tuple[float, float, float, float]

CHIP_FONT = ("bold", 14)  # a chip's words: the smallest key text of the table
SQUARE_FONT = ("bold", 17)  # a Hoplites' value in a Phalanx
PILL_FONT = ("bold", 16)  # an item's value
PAD_X = 5  # space inside a chip, either side of its words


def chip_words(face: Face, said: Words = ENGLISH_WORDS) -> str:
    """A chip's words: its value and short name ("4 Hoplites", "−2 Thanatos", "Horse")."""
    name = said("Horse") if face.kind == "horse" else face_name(face, said)
    return f"{face.label} {name}".strip()


def chip_width(text: str, icon: bool = True, h: int = 24) -> int:
    """The width a chip needs to show ``text`` whole in ``CHIP_FONT`` (and its icon)."""
    return width(text, font(*CHIP_FONT)) + PAD_X + (h + 1 if icon else PAD_X)


def _paint_chip(
    draw: ImageDraw.ImageDraw, box: Box, face: Face, text: str, dim: bool, icon: bool
) -> None:
    left, top, right, bottom = box
    h = bottom - top
    st = look(face.kind)
    fill = mix(st.band, WHITE, 0.55) if dim else st.band
    ink = mix(st.band, INK, 0.5) if dim else WHITE
    draw.rounded_rectangle(box, 5, fill=fill)
    x = left + PAD_X
    # The icon goes first where the words still fit whole beside it.
    if icon and (not text or chip_width(text, True, round(h)) <= right - left + 1):
        side = h - 6
        square = (left + 3, top + 3, left + 3 + side, top + 3 + side)
        draw.rounded_rectangle(square, 3, fill=st.face)
        inset = 2
        inner = (square[0] + inset, square[1] + inset, square[2] - inset, square[3] - inset)
        draw_icon(draw, inner, st.icon, fill, st.face)
        x = square[2] + 4
    room = int(right - PAD_X + 1 - x)
    if not text:
        return
    tf = fit_font(text, CHIP_FONT[0], CHIP_FONT[1], room, min_size=CHIP_FONT[1])
    draw_text(draw, (x, (top + bottom) / 2 + 1), ellipsize(text, tf, room), tf, ink, anchor="lm")


def paste_chip(
    img: Image.Image,
    box: Box,
    face: Face,
    text: str | None = None,
    dim: bool = False,
    icon: bool = True,
    said: Words = ENGLISH_WORDS,
) -> None:
    """A card as a chip in ``box``: its icon (where the words fit beside it), then ``text`` (its
    value and short name unless told); ``dim`` pales it (a Hero already taken)."""
    words = chip_words(face, said) if text is None else text
    draw_cached(
        img,
        box,
        ("iliad-chip", face.kind, words, dim, icon),
        lambda d, b: _paint_chip(d, b, face, words, dim, icon),
    )


def _paint_square(draw: ImageDraw.ImageDraw, box: Box, face: Face) -> None:
    st = look(face.kind)
    draw.rounded_rectangle(box, 4, fill=st.band)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 1)
    draw_text(draw, centre, face.label or "?", font(*SQUARE_FONT), WHITE, anchor="mm")


def paste_square(img: Image.Image, box: Box, face: Face) -> None:
    """One Hoplites of a Phalanx: its value on its kind's colour."""
    draw_cached(img, box, ("iliad-square", face), lambda d, b: _paint_square(d, b, face))


def back_words(count: int, said: Words = ENGLISH_WORDS) -> str:
    return said("{count} face down", count=said.number(count))


def _paint_back(draw: ImageDraw.ImageDraw, box: Box, count: int, said: Words) -> None:
    draw.rounded_rectangle(box, 5, fill=BACK, outline=BACK_LINE, width=1)
    centre = ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2 + 1)
    draw_text(draw, centre, back_words(count, said), font(*CHIP_FONT), GOLD_LIGHT, anchor="mm")


def paste_back(img: Image.Image, box: Box, count: int, said: Words = ENGLISH_WORDS) -> None:
    """The cards face down on a Horse: their count on a card back's colour."""
    key = ("iliad-backs", count, said.language)
    draw_cached(img, box, key, lambda d, b: _paint_back(d, b, count, said))


def pill_width(text: str) -> int:
    return width(text, font(*PILL_FONT)) + 14


def _paint_pill(draw: ImageDraw.ImageDraw, box: Box, text: str) -> None:
    left, top, right, bottom = box
    draw.rounded_rectangle(box, (bottom - top) / 2, fill=GOLD_LIGHT, outline=INK, width=1)
    centre = ((left + right) / 2, (top + bottom) / 2 + 1)
    draw_text(draw, centre, text, font(*PILL_FONT), INK, anchor="mm")


def paste_pill(img: Image.Image, box: Box, text: str) -> None:
    """A gold pill with ink words: an item's value."""
    draw_cached(img, box, ("iliad-pill", text), lambda d, b: _paint_pill(d, b, text))
