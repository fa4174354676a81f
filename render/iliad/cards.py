"""An Iliad card drawn by the renderer: a coloured band with the card's value and name at the top,
and the kind's icon on a pale face below.

The hand draws cards so (the table draws chips instead: render/iliad/chips.py). Each face is
drawn once per look and size and pasted from the sprite cache (render/core/cache.py) afterwards.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from render.core.cache import draw_cached
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.text import Font, draw_text, ellipsize, fit_font
from render.core.text_lines import fits, wrap_at_most
from render.core.theme import INK, WHITE, mix
from render.iliad.style import draw_icon, look

Box = tuple[float, float, float, float]


@dataclass(frozen=True)
class Face:
    """What a card shows: its kind (which colour and icon), the value printed in its corner
    ("4", "×2", "−1" or "") and its name."""

    kind: str
    label: str
    name: str


# A numbered card's short name is a glossary term only with its number ("City 1").
_NUMBERED_TERMS = {
    "hoplites": "Hoplites 1",
    "city": "City 1",
    "trireme": "Trireme 1",
    "thanatos": "Thanatos −1",
}


def face_name(face: Face, said: Words) -> str:
    """A face's name in ``said``'s language: a glossary term ("Archers", "Achilles"), or for
    Hoplites, a City, a Trireme or Thanatos the term of its first card without its number."""
    whole = _NUMBERED_TERMS.get(face.kind)
    if whole is not None and face.name == whole.split()[0]:
        return said.term(whole).rsplit(" ", 1)[0]
    return said.term(face.name)


def band_height(h: float) -> int:
    """The top band: tall enough for the value, the step between stacked cards."""
    return max(14, round(h * 0.25))


# What each army card does, written on the large cards of the hand (the printed cards show it
# with red circles); the table's small cards show the icon alone.
HINTS = {
    "hoplites": N_("Phalanx: sum × count"),
    "archers": N_("beats Archers, Hoplites"),
    "chariot": N_("beats Archers, Hoplites, even from the hand"),
    "elephant": N_("2 riders, worth ×2"),
    "ballista": N_("beats Elephant, Chariot"),
    "catapult": N_("beats Catapult, Ballista, Harrow, Horse"),
    "harrow": N_("no Chariot attacks you"),
    "horse": N_("hides cards face down"),
}
HINT_MIN_H = 120  # cards at least this tall carry their hint
HINT_LINES = 3
HINT_SHRINK = 2  # how many px a hint may shrink to fit whole (German and Spanish run long)
HINT_STYLE = "sans"  # narrower than bold: "beats Catapult," fits a line of the hand's cards


def _hint_lines(hint: str, size: int, room: int) -> tuple[Font, list[str]]:
    """The hint in its lines at ``size``; a longer translation a size or two smaller rather than
    cut (at the smallest, its last line is cut after a whole word)."""
    for shrink in range(HINT_SHRINK + 1):
        hf = font(HINT_STYLE, size - shrink)
        if fits(hint, hf, room, HINT_LINES):
            return hf, wrap_at_most(hint, hf, room, HINT_LINES)
    return hf, wrap_at_most(hint, hf, room, HINT_LINES)


def hint_room(w: float) -> int:
    """How wide a hint's lines may be on a card ``w`` wide."""
    return int(w - 6)


def small_size(h: float) -> int:
    """The smallest text on a card ``h`` tall (its hint; its name shrinks no further): it grows
    with the card, so a card drawn large enough reads on a phone (14 px on the hand's 172 px
    cards)."""
    return max(8, round(h * 0.082))


def hint_rows(h: float) -> float:
    """The height kept at the bottom of a card for its hint (0 on small cards)."""
    return round(h * 0.3) if h >= HINT_MIN_H else 0


def icon_box(box: Box, hinted: bool = False) -> Box:
    """Where the icon sits on a face: centred under the band, above the hint if any (tests
    probe it)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    band = band_height(h)
    body = h - band - (hint_rows(h) if hinted else 0)
    room = min(w * 0.68, body * 0.72)
    cx, cy = (left + right) / 2, top + band + body / 2
    return (cx - room / 2, cy - room / 2, cx + room / 2, cy + room / 2)


def _paint_face(draw: ImageDraw.ImageDraw, box: Box, face: Face, dim: bool, said: Words) -> None:
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    st = look(face.kind)
    band_fill = mix(st.band, WHITE, 0.45) if dim else st.band
    radius = max(3, round(w * 0.08))
    edge = max(1, round(w / 40))
    draw.rounded_rectangle(box, radius, fill=st.face, outline=band_fill, width=edge + 1)
    band = band_height(h)
    draw.rounded_rectangle((left, top, right, top + band), radius, fill=band_fill)
    draw.rectangle((left, top + band - radius, right, top + band), fill=band_fill)
    x = left + max(3, w * 0.06)
    if face.label:
        vf = font("bold", round(band * 0.78))
        draw_text(draw, (x, top + band / 2 + 1), face.label, vf, WHITE, anchor="lm")
        x += vf.getlength(face.label) + max(3, w * 0.06)
    room = int(right - max(3, w * 0.05) - x)
    if room > 8:
        name = face_name(face, said)
        nf = fit_font(name, "bold", round(band * 0.56), room, min_size=small_size(h))
        words = ellipsize(name, nf, room)
        draw_text(draw, (x, top + band / 2 + 1), words, nf, WHITE, anchor="lm")
    hint = said(HINTS[face.kind]) if face.kind in HINTS and h >= HINT_MIN_H else ""
    draw_icon(draw, icon_box(box, bool(hint)), look(face.kind).icon, band_fill, st.face)
    if hint:
        hf, lines = _hint_lines(hint, small_size(h), hint_room(w))
        base = bottom - hint_rows(h) + (hint_rows(h) - len(lines) * hf.size * 1.1) / 2
        for i, line in enumerate(lines):
            y = base + i * hf.size * 1.1
            draw_text(draw, ((left + right) / 2, y), line, hf, INK, anchor="mt")


def paste_face(
    img: Image.Image, box: Box, face: Face, dim: bool = False, said: Words = ENGLISH_WORDS
) -> None:
    """Draw ``face`` into ``box`` of ``img``; ``dim`` pales it (a Hero already taken)."""
    key = ("iliad-card", face, dim, said.language)
    draw_cached(img, box, key, lambda d, b: _paint_face(d, b, face, dim, said))
