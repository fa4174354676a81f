"""The key under the Siege map: one row of the marks drawn on it, each with a word or two
(wounded, abstains, a planned move, a battle, a duel, an archer's target, the last dice)."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from render.core.language import N_, Words
from render.core.sprites import draw_highlight
from render.core.text import draw_text, fit_font, width
from render.core.theme import GOLD_LIGHT, HIGHLIGHT, INK_SOFT, WHITE
from render.siege import style
from render.siege.counters import counter_image

Box = tuple[float, float, float, float]
KEY = (
    ("wounded", N_("wounded")),
    ("abstaining", N_("abstains")),
    ("path", N_("planned move")),
    ("battle", N_("battle")),
    ("duel", N_("duel")),
    ("shot", N_("archer's target")),
    ("last", N_("last dice")),
)
ICON = 22
GAP = 8  # between an icon and its words


def _icon(img: Image.Image, draw: ImageDraw.ImageDraw, kind: str, x: int, y: int) -> None:
    """The mark ``kind`` in an ``ICON`` px square at (x, y)."""
    s = ICON
    if kind in ("wounded", "abstaining"):
        chip = counter_image("greek", "4", "", kind, s)
        img.paste(chip, (x, y), chip)
    elif kind == "path":
        dark = style.SIDES["greek"].dark
        draw.line([(x, y + s / 2), (x + s - 8, y + s / 2)], fill=dark, width=4)
        draw.polygon([(x + s, y + s / 2), (x + s - 9, y + 3), (x + s - 9, y + s - 3)], fill=dark)
    elif kind in ("battle", "duel"):
        rim = GOLD_LIGHT if kind == "duel" else WHITE
        draw.ellipse((x, y, x + s, y + s), fill=style.ATTACK, outline=rim, width=3)
        a = s * 0.28
        c = (x + s / 2, y + s / 2)
        draw.line([(c[0] - a, c[1] - a), (c[0] + a, c[1] + a)], fill=WHITE, width=3)
        draw.line([(c[0] - a, c[1] + a), (c[0] + a, c[1] - a)], fill=WHITE, width=3)
    elif kind == "last":
        draw_highlight(draw, (x, y, x + s, y + s), HIGHLIGHT, 4)
    else:
        draw.ellipse((x, y, x + s, y + s), outline=style.SHOT, width=3)


def draw_key(
    img: Image.Image,
    box: Box,
    px: int,
    min_px: int,
    said: Words,
    entries: Sequence[tuple[str, str]] = KEY,
) -> float:
    """``entries`` of the key (their words message ids) spread evenly over ``box``, in ``px``
    px words (down to ``min_px`` to fit). Gives the size of the words."""
    entries = [(kind, said(text)) for kind, text in entries]
    draw = ImageDraw.Draw(img)
    left, top, right, bottom = box
    words = "".join(text for _, text in entries)
    room = int(right - left) - len(entries) * (ICON + GAP + 16)
    fnt = fit_font(words, "sans", px, room, min_size=min_px)
    used = sum(ICON + GAP + width(text, fnt) for _, text in entries)
    gap = (right - left - used) / max(1, len(entries) - 1)
    x, mid = float(left), (top + bottom) / 2
    for kind, text in entries:
        _icon(img, draw, kind, round(x), round(mid - ICON / 2))
        x += ICON + GAP
        draw_text(draw, (x, mid), text, fnt, INK_SOFT, anchor="lm")
        x += width(text, fnt) + gap
    return fnt.size
