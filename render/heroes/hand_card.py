"""A Heroes card as the hand picture draws it: wider than tall, so three fit a row and every word
stays at least 16 px on the 640 px picture (9 px when a phone shows it 360 px wide).

The name sits on a band of the faction's colour beside its emblem (the colour and the emblem say
the faction, so the word is left out), then the three traits, each an icon and its word, one per
row. A special shows its star and its rule. What a card shares with the active card is framed in
the highlight yellow with an ink tick, as on the table's cards; a shared faction rings the
emblem and ticks it. The tick is drawn as a shape, so it reads at any size.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.core.cache import draw_cached
from render.core.fonts import font
from render.core.language import N_, Words
from render.core.text import draw_text, ellipsize, fit_font, width, wrap
from render.core.theme import HIGHLIGHT, INK, INK_SOFT, WHITE, mix
from render.heroes.cards import icon_box, two_lines
from render.heroes.model import Card
from render.heroes.style import SPECIAL, draw_emblem, draw_trait_icon, faction, trait_words

Box = tuple[float, float, float, float]
W, H = 196, 136  # the size the fonts below are for; smaller cards scale them down
NAME_SIZE, NAME_MIN = 18, 16
TRAIT_SIZE, TRAIT_MIN = 17, 16
TWO_MIN = 13  # a trait word on two lines: the row holds two lines no taller
RULE_SIZE = 16
RULES = (
    N_("Never played. +2 points to its holder at round's end."),
    N_("+2 points to its holder at round's end."),
)


def _scale(box: Box) -> float:
    return (box[3] - box[1]) / H


def band_height(box: Box) -> float:
    """How tall the name band is."""
    return round(36 * _scale(box))


def emblem_box(box: Box) -> Box:
    """The emblem's white disk at the left of the band."""
    left, top, _, _ = box
    s = _scale(box)
    d = round(28 * s)
    y = top + (band_height(box) - d) / 2 + 1
    return (left + round(6 * s), y, left + round(6 * s) + d, y + d)


def trait_rows(box: Box, count: int = 3) -> list[Box]:
    """The boxes of a card's trait rows: the tests probe icons and marks through them."""
    left, top, right, bottom = box
    s = _scale(box)
    start = top + band_height(box) + round(3 * s)
    step = (bottom - round(4 * s) - start) / max(1, count)
    inset = round(6 * s)
    return [
        (left + inset, start + i * step + 1, right - inset, start + (i + 1) * step - 1)
        for i in range(count)
    ]


def draw_tick(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float) -> None:
    """An ink disk with a highlight tick: a match read by shape as well as by colour."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
    points = [(cx - r * 0.5, cy), (cx - r * 0.12, cy + r * 0.42), (cx + r * 0.55, cy - r * 0.45)]
    draw.line(points, fill=HIGHLIGHT, width=max(2, round(r * 0.35)), joint="curve")


def _paint(
    draw: ImageDraw.ImageDraw, box: Box, card: Card, marks: frozenset[str], said: Words
) -> None:
    left, top, right, bottom = box
    s = _scale(box)
    st = faction(card.faction) if not card.special else SPECIAL
    edge = max(2, round(3 * s))
    radius = round(12 * s)
    draw.rounded_rectangle(box, radius, fill=st.light, outline=st.band, width=edge)
    hb = band_height(box)
    draw.rounded_rectangle((left, top, right, top + hb), radius, fill=st.band)
    draw.rectangle((left, top + hb - radius, right, top + hb), fill=st.band)
    eb = emblem_box(box)
    if "faction" in marks:
        draw.ellipse((eb[0] - 3, eb[1] - 3, eb[2] + 3, eb[3] + 3), fill=HIGHLIGHT, outline=INK)
    draw.ellipse(eb, fill=WHITE)
    pad = (eb[2] - eb[0]) * 0.18
    draw_emblem(draw, (eb[0] + pad, eb[1] + pad, eb[2] - pad, eb[3] - pad), st.emblem, st.colour)
    if "faction" in marks:
        r = (eb[2] - eb[0]) * 0.3
        draw_tick(draw, eb[2] - r * 0.2, eb[3] - r * 0.2, r)
    nx = eb[2] + round(8 * s)
    room = int(right - edge - 4 - nx)
    name = said.term(card.name)
    nf = fit_font(name, "bold", round(NAME_SIZE * s), room, min_size=round(NAME_MIN * s))
    lines = [name] if width(name, nf) <= room else wrap(name, nf, room)[:2]
    step = nf.size * 1.0
    for i, line in enumerate(lines):
        y = top + hb / 2 + (i - (len(lines) - 1) / 2) * step
        draw_text(draw, (nx, y), ellipsize(line, nf, room), nf, WHITE, anchor="lm")
    if card.special:
        _paint_rule(draw, box, st.colour, said)
        return
    for trait, row in zip(card.traits[:3], trait_rows(box, 3), strict=False):
        _paint_trait(draw, row, trait, trait in marks, st.light, s, said)


def _paint_trait(
    draw: ImageDraw.ImageDraw,
    row: Box,
    trait: str,
    marked: bool,
    face: tuple[int, int, int],
    s: float,
    said: Words,
) -> None:
    """One trait row: the icon in a white badge, the trait's word, and a tick when it matches."""
    left, top, right, bottom = row
    rh = bottom - top
    fill = HIGHLIGHT if marked else mix(face, WHITE, 0.55)
    draw.rounded_rectangle(row, round(rh * 0.3), fill=fill, outline=INK if marked else None)
    ib = icon_box(row)
    draw.ellipse(ib, fill=WHITE, outline=INK, width=1)
    inner = (ib[2] - ib[0]) * 0.18
    draw_trait_icon(draw, (ib[0] + inner, ib[1] + inner, ib[2] - inner, ib[3] - inner), trait)
    word = trait_words(trait, said)
    tx = ib[2] + round(8 * s)
    room = int(right - tx - 4)
    tf = fit_font(word, "bold", round(TRAIT_SIZE * s), room, min_size=round(TRAIT_MIN * s))
    if width(word, tf) > room and len(word.split()) > 1:
        # A long trait of several words ("Expert au combat") takes two lines, as tall as fit.
        lines = two_lines(word.split(), tf)
        tf = fit_font(max(lines, key=len), "bold", int(rh / 2), room, min_size=round(TWO_MIN * s))
        for i, part in enumerate(lines):
            y = (top + bottom) / 2 + (i - 0.5) * tf.size
            draw_text(draw, (tx, y), ellipsize(part, tf, room), tf, INK, anchor="lm")
    else:
        draw_text(draw, (tx, (top + bottom) / 2), ellipsize(word, tf, room), tf, INK, anchor="lm")
    if marked:  # on the badge's lower right: the match reads without colour
        r = rh * 0.2
        draw_tick(draw, ib[2] - r * 0.3, ib[3] - r * 0.3, r)


def _paint_rule(
    draw: ImageDraw.ImageDraw, box: Box, colour: tuple[int, int, int], said: Words
) -> None:
    """A special's body: its star, and what the card does in words."""
    left, top, right, bottom = box
    s = _scale(box)
    body = top + band_height(box)
    star = round(34 * s)
    sy = (body + bottom) / 2 - star / 2
    draw_emblem(draw, (left + 10 * s, sy, left + 10 * s + star, sy + star), "star", colour)
    tx = left + round(18 * s) + star
    rf = font("sans", round(RULE_SIZE * s))
    room = int(right - tx - 6)
    lines = wrap(said(RULES[0]), rf, room)
    if len(lines) > 4:  # a small card: the rule alone
        lines = wrap(said(RULES[1]), rf, room)
        if len(lines) > 4:
            lines = [*lines[:3], ellipsize(" ".join(lines[3:]), rf, room)]
    step = rf.size + round(3 * s)
    y = (body + bottom) / 2 - (len(lines) * step - 3) / 2
    for i, line in enumerate(lines):
        draw_text(draw, (tx, y + i * step), line, rf, INK if i == 0 else INK_SOFT)


def paste_hand_card(
    img: Image.Image, box: Box, card: Card, said: Words, marks: frozenset[str] = frozenset()
) -> None:
    """Draw ``card`` into ``box`` of ``img``, marking the traits in ``marks`` (and its faction
    when ``marks`` holds "faction"), its words in ``said``'s language."""
    key = ("heroes-hand-card", card, tuple(sorted(marks)), said.language)
    draw_cached(img, box, key, lambda d, b: _paint(d, b, card, marks, said))
