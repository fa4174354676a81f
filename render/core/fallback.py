"""Which bundled font draws each character of a name: a fallback chain, so names in any script
show as written rather than as empty boxes.

A text is cut into runs of one font each: a character goes to the first font of the chain that
has a glyph for it (the picture's own font first, then ``fonts.FALLBACKS``). Arabic and Hebrew go
to the fonts made for them even where DejaVu has the letter, so a word never splits across fonts
and comes out joined. Spaces, digits, punctuation and combining marks stay in the run they follow
when its font has them, so a right-to-left name is shaped and ordered as one run; those ending a
run go back to the picture's font. The runs are drawn left to right, as the pictures read. A
character no font has becomes one readable stand-in ("\ufffd", a question mark in a box) per run
of them.
"""

from __future__ import annotations

import unicodedata

from PIL import Image, ImageDraw

from render.core.bounded import memo
from render.core.fonts import FALLBACKS, font_file

STAND_IN = "\ufffd"
# Never given a glyph by any font: what "no glyph" looks like in each font.
_MISSING = "\U0010fffd"
_PREFERRED = (
    ("NotoSansArabic-Regular.ttf", ((0x0600, 0x06FF), (0x0750, 0x08FF), (0xFB50, 0xFDFF),
                                    (0xFE70, 0xFEFF))),
    ("NotoSansHebrew-Regular.ttf", ((0x0590, 0x05FF), (0xFB1D, 0xFB4F))),
)  # fmt: skip
_PROBE = 24  # pixel size at which glyphs are compared with the font's "no glyph" box

# (font, text) pairs; the font is None for the picture's own font.
Runs = tuple[tuple[str | None, str], ...]


def _look(path: str, ch: str) -> tuple[int, bytes]:
    """How ``ch`` comes out in the font at ``path``: its advance and its pixels."""
    fnt = font_file(path, _PROBE)
    img = Image.new("L", (_PROBE * 3, _PROBE * 2))
    ImageDraw.Draw(img).text((_PROBE // 2, _PROBE // 2), ch, font=fnt, fill=255)
    return int(round(fnt.getlength(ch) * 64)), img.tobytes()


@memo("font coverage", entries=16384)
def covers(path: str, ch: str) -> bool:
    """Whether the font at ``path`` has a glyph for ``ch`` (it does not draw its "no glyph"
    box); cached by character, as names repeat in every picture."""
    return _look(path, ch) != _missing(path)


@memo("fonts' missing glyph", entries=64)
def _missing(path: str) -> tuple[int, bytes]:
    return _look(path, _MISSING)


@memo("fallback font by character", entries=16384)
def first_font(primary: str, ch: str) -> str | None:
    """The first font of the chain for ``ch`` that has a glyph for it (None: no font has)."""
    cp = ord(ch)
    preferred = [
        name for name, ranges in _PREFERRED if any(low <= cp <= high for low, high in ranges)
    ]
    return next((p for p in (*preferred, primary, *FALLBACKS) if covers(p, ch)), None)


def _follows(ch: str) -> bool:
    """Whether ``ch`` belongs with what comes before it (marks, joiners) rather than choosing
    its own font."""
    return unicodedata.category(ch)[0] in "MC"


def _neutral(ch: str) -> bool:
    """Whether ``ch`` has no script of its own (spaces, digits, punctuation)."""
    return unicodedata.category(ch)[0] in "ZNP"


@memo("font runs", entries=4096)
def runs(primary: str, text: str) -> Runs:
    """``text`` cut into runs of one font each, in the order they are drawn left to right."""
    if all(first_font(primary, ch) == primary for ch in text):
        return ((None, text),)  # the common case: the picture's font has every character
    out: list[tuple[str | None, str]] = []
    current: str | None = None
    for ch in text:
        if out and (_follows(ch) or (_neutral(ch) and covers(current or primary, ch))):
            pick: str | None = current
        else:
            found = first_font(primary, ch)
            pick = None if found == primary else found
            if found is None:
                if out and out[-1][1].endswith(STAND_IN):
                    continue
                ch = STAND_IN
            if out and pick != current:
                _hand_back(out, primary)
                current = out[-1][0]
        if out and pick == current:
            out[-1] = (pick, out[-1][1] + ch)
        else:
            out.append((pick, ch))
        current = out[-1][0]
    if out:
        _hand_back(out, primary)
    return tuple(out)


def _hand_back(out: list[tuple[str | None, str]], primary: str) -> None:
    """Give the spaces and punctuation ending a fallback run back to the picture's font: the
    pictures read left to right, so "محمد علي: 2 cards" keeps its colon after the name rather
    than inside the right-to-left run."""
    name, part = out[-1]
    if name is None:
        return
    kept = part
    while len(kept) > 1 and _neutral(kept[-1]) and covers(primary, kept[-1]):
        kept = kept[:-1]
    if kept != part:
        out[-1] = (name, kept)
        out.append((None, part[len(kept) :]))
