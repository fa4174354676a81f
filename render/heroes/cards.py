"""A Heroes card drawn by the renderer: the name on a band of its faction's colour with the
faction's emblem, the faction's name, and its three traits as icons with their words.

Matched traits (and a matched faction) are framed in the highlight yellow with an ink rim and a
tick, so a match reads by shape as well as colour. Each face is drawn once per look and size and
pasted from the sprite cache afterwards (render/core/cache.py).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.core.bounded import memo
from render.core.cache import draw_cached
from render.core.fonts import font
from render.core.language import N_, Words
from render.core.text import Font, draw_text, ellipsize, fit_font, width, wrap
from render.core.theme import HIGHLIGHT, INK, INK_SOFT, WHITE, mix
from render.heroes.model import Card
from render.heroes.style import (
    SPECIAL,
    TRAIT_WORDS,
    draw_emblem,
    draw_trait_icon,
    faction,
    trait_words,
)

Box = tuple[float, float, float, float]
BACK = (92, 62, 40)
SPECIAL_WORDS = N_("Never played: +2 points to its holder at the end of a round")
SPECIAL_LINES = 4


def header_height(h: float) -> float:
    return round(h * 0.2)


@dataclass(frozen=True)
class FaceFonts:
    """The font sizes of a card face of a given size, each with the smallest it may shrink to:
    one place, so a picture can promise how small a card's words ever get (``smallest``)."""

    name: int
    name_min: int  # a long name shrinks, then takes two lines at this size
    faction: int
    trait: int
    trait_min: int  # a long trait word shrinks, or takes two lines, down to this size
    special: int

    @property
    def smallest(self) -> int:
        return min(self.name_min, self.faction, self.trait_min, self.special)


@memo("heroes face fonts", entries=64)
def face_fonts(w: float, h: float, language: str) -> FaceFonts:
    """The font sizes of a ``w`` × ``h`` card face. A trait word shrinks only as far as the
    longest one needs to fit its row whole."""
    rh = trait_row_height(h)
    name = round(h * 0.085)
    trait = round(rh * 0.44)
    _, room = word_place(trait_rows((0, 0, w, h))[0])
    said = Words(language)
    parts = {part for words in TRAIT_WORDS.values() for part in said.term(words).split()}
    return FaceFonts(
        name=name,
        name_min=max(9, round(name * 0.7)),
        faction=round(h * 0.058),
        trait=trait,
        trait_min=min(int(fit_font(p, "bold", trait, room, min_size=6).size) for p in parts),
        special=round(h * 0.058),
    )


def word_place(row: Box) -> tuple[float, int]:
    """Where a trait row's word starts, after its badge, and how wide it may be."""
    _, top, right, bottom = row
    tx = icon_box(row)[2] + (bottom - top) * 0.16
    return tx, int(right - tx - 4)


def trait_row_height(h: float, count: int = 3) -> float:
    """How tall one trait row is on a card ``h`` tall (its box less the gaps)."""
    return (h - h * 0.04 - h * 0.335) / max(1, count) - 4


def trait_rows(box: Box, count: int = 3) -> list[Box]:
    """The boxes of a card's trait rows: the tests probe icons and marks through them."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    start = top + h * 0.335
    rh = trait_row_height(h, count) + 4
    inset = round(w * 0.06)
    return [
        (left + inset, start + i * rh + 2, right - inset, start + (i + 1) * rh - 2)
        for i in range(count)
    ]


def icon_box(row: Box) -> Box:
    """The square badge of a trait row, at its left end."""
    left, top, _, bottom = row
    side = bottom - top
    return (left + 3, top + 3, left + side - 3, bottom - 3)


def emblem_box(box: Box) -> Box:
    """The emblem disk on the left of the name band."""
    left, top, _, bottom = box
    hb = header_height(bottom - top)
    inset = round((right_of(box) - left) * 0.045)
    d = hb - 2 * inset
    return (left + inset + 2, top + inset, left + inset + 2 + d, top + inset + d)


def right_of(box: Box) -> float:
    return box[2]


def _paint_face(
    draw: ImageDraw.ImageDraw, box: Box, card: Card, marks: frozenset[str], said: Words
) -> None:
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    st = faction(card.faction) if not card.special else SPECIAL
    edge = max(2, round(w / 45))
    draw.rounded_rectangle(box, round(w * 0.07), fill=st.light, outline=st.band, width=edge)
    hb = header_height(h)
    draw.rounded_rectangle(
        (left + edge, top + edge, right - edge, top + hb), round(w * 0.06), fill=st.band
    )
    draw.rectangle((left + edge, top + hb - round(w * 0.06), right - edge, top + hb), fill=st.band)
    # Emblem on a white disk; a matched faction rings it in the highlight.
    eb = emblem_box(box)
    if "faction" in marks:
        draw.ellipse((eb[0] - 3, eb[1] - 3, eb[2] + 3, eb[3] + 3), fill=HIGHLIGHT, outline=INK)
    draw.ellipse(eb, fill=WHITE)
    pad = (eb[2] - eb[0]) * 0.18
    draw_emblem(draw, (eb[0] + pad, eb[1] + pad, eb[2] - pad, eb[3] - pad), st.emblem, st.colour)
    # The name, as large as fits beside the emblem; long special names take two lines.
    nx = eb[2] + w * 0.04
    room = int(right - edge - w * 0.04 - nx)
    ff = face_fonts(w, h, said.language)
    name = said.term(card.name)
    nf = fit_font(name, "bold", ff.name, room, min_size=ff.name_min)
    lines = [name]
    if width(name, nf) > room:
        nf = font("bold", ff.name_min)
        lines = wrap(name, nf, room)[:2]
    cy = top + edge / 2 + hb / 2
    step = nf.size * 1.05
    for i, line in enumerate(lines):
        y = cy + (i - (len(lines) - 1) / 2) * step
        draw_text(draw, (nx, y), ellipsize(line, nf, room), nf, WHITE, anchor="lm")
    # The faction's name under the band (ticked when it matches).
    wf = font("bold", ff.faction)
    word = said(SPECIAL.name if card.special else st.name).upper()
    word = ellipsize(word, wf, int(w - 2 * edge - 24 - wf.getlength("✓ ")))
    fy = top + hb + h * 0.065
    if "faction" in marks and not card.special:
        fw = wf.getlength(f"✓ {word}")
        draw.rounded_rectangle(
            (left + w / 2 - fw / 2 - 8, fy - h * 0.04, left + w / 2 + fw / 2 + 8, fy + h * 0.04),
            6,
            fill=HIGHLIGHT,
            outline=INK,
            width=2,
        )
        word = f"✓ {word}"
    draw_text(
        draw, (left + w / 2, fy), word, wf, st.band if "faction" not in marks else INK, anchor="mm"
    )
    if card.special:
        _paint_special(draw, box, st.colour, ff.special, said)
        return
    for trait, row in zip(card.traits[:3], trait_rows(box, 3), strict=False):
        _paint_trait(draw, row, trait, trait in marks, st.light, ff, said)


def _paint_trait(
    draw: ImageDraw.ImageDraw,
    row: Box,
    trait: str,
    marked: bool,
    face: tuple[int, int, int],
    ff: FaceFonts,
    said: Words,
) -> None:
    """One trait row: the icon in a white badge, the trait's word, and a tick when it matches."""
    left, top, right, bottom = row
    rh = bottom - top
    if marked:
        draw.rounded_rectangle(row, round(rh * 0.3), fill=HIGHLIGHT, outline=INK, width=2)
    else:
        draw.rounded_rectangle(row, round(rh * 0.3), fill=mix(face, WHITE, 0.55))
    ib = icon_box(row)
    draw.ellipse(ib, fill=WHITE, outline=INK, width=max(1, round(rh / 22)))
    inner = (ib[2] - ib[0]) * 0.2
    draw_trait_icon(draw, (ib[0] + inner, ib[1] + inner, ib[2] - inner, ib[3] - inner), trait)
    word = trait_words(trait, said)
    tx, room = word_place(row)
    size = ff.trait
    tf = fit_font(word, "bold", size, room, min_size=ff.trait_min)
    words = word.split()
    if len(words) >= 2 and tf.size < size * 0.85:  # "Battle Expert" reads better on two lines
        words = two_lines(words, tf)
        tf = fit_font(max(words, key=len), "bold", round(rh * 0.38), room, min_size=ff.trait_min)
        words = [ellipsize(part, tf, room) for part in words]
        for i, part in enumerate(words):
            y = (top + bottom) / 2 + (i - 0.5) * tf.size * 1.02
            draw_text(draw, (tx, y), part, tf, INK, anchor="lm")
    else:
        draw_text(draw, (tx, (top + bottom) / 2), ellipsize(word, tf, room), tf, INK, anchor="lm")
    if marked:  # a tick on the badge's lower right: the match reads without colour
        r = rh * 0.2
        cx, cy = ib[2] - r * 0.3, ib[3] - r * 0.3
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
        draw_text(draw, (cx, cy), "✓", font("bold", round(r * 1.6)), HIGHLIGHT, anchor="mm")


def two_lines(words: list[str], fnt: Font) -> list[str]:
    """Words split into two lines as evenly wide as they can be ("Experto en" / "combate")."""
    cuts = [[" ".join(words[:i]), " ".join(words[i:])] for i in range(1, len(words))]

    def widest(cut: list[str]) -> int:
        return max(width(line, fnt) for line in cut)

    return min(cuts, key=widest)


def _paint_special(
    draw: ImageDraw.ImageDraw, box: Box, colour: tuple[int, int, int], size: int, said: Words
) -> None:
    """A special's body: a large star and what the card does."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    s = w * 0.34
    cx, cy = left + w / 2, top + h * 0.47
    draw_emblem(draw, (cx - s / 2, cy - s / 2, cx + s / 2, cy + s / 2), "star", colour)
    room = int(w * 0.9)
    text = said(SPECIAL_WORDS)
    lines = wrap(text, font("bold", size), room)
    while len(lines) > SPECIAL_LINES and size > 9:
        size -= 1
        lines = wrap(text, font("bold", size), room)
    sf = font("bold", size)
    lines = [ellipsize(line, sf, room) for line in lines[:SPECIAL_LINES]]
    for i, line in enumerate(lines):
        draw_text(
            draw, (cx, top + h * (0.66 + i * 0.075)), line, sf, INK_SOFT if i else INK, anchor="mm"
        )


def paste_card(
    img: Image.Image, box: Box, card: Card, said: Words, marks: frozenset[str] = frozenset()
) -> None:
    """Draw ``card`` into ``box`` of ``img``, marking the traits in ``marks`` (and its faction
    when ``marks`` holds "faction"), its words in ``said``'s language."""
    key = ("heroes-card", card, tuple(sorted(marks)), said.language)
    draw_cached(img, box, key, lambda d, b: _paint_face(d, b, card, marks, said))


def _paint_back(draw: ImageDraw.ImageDraw, box: Box) -> None:
    left, top, right, bottom = box
    w = right - left
    draw.rounded_rectangle(box, round(w * 0.07), fill=BACK, outline=INK, width=2)
    inset = w * 0.08
    draw.rounded_rectangle(
        (left + inset, top + inset, right - inset, bottom - inset),
        round(w * 0.05),
        outline=mix(BACK, (246, 214, 120), 0.6),
        width=2,
    )


def paste_back(img: Image.Image, box: Box) -> None:
    """A face-down card (the draw pile)."""
    draw_cached(img, box, ("heroes-back",), _paint_back)
