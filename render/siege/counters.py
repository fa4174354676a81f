"""The pieces as printed counters: a square in the side's colour with the value large (an archer
shows "A", as on the printed pieces) and the short name under it; a red corner marks a wounded
piece and a grey corner with a faded face an abstaining one (Achilles sulking in his tent).

A counter is drawn at twice its size and scaled down, so its rounded edges and letters stay smooth
at 40 px, and cached by everything that changes how it looks.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from render.core.bounded import MB, memo
from render.core.fonts import font
from render.core.theme import INK, RGB, WHITE, mix
from render.siege import style
from render.siege.model import Piece

SCALE = 2
MIN_SQUEEZE = 0.7  # names narrower than this would be hard to read: the font shrinks instead
NAME_ROOM = 0.9  # the width the short name may take, in counter widths
GREY: RGB = (150, 150, 150)
VALUE = 0.62  # the value's letters, in counter heights
NAME = 0.27  # the short name's letters


def corner(size: float) -> float:
    """Length of the legs of the state corner (wounded, abstaining), for drawing and probes."""
    return size * 0.36


def value_px(size: int, label: str = "1") -> int:
    """The height in px of the value's letters on a counter ``size`` px square: as large as
    the counter leaves room for above its name, so it reads at Discord's preview size."""
    return round(size * SCALE * (VALUE if len(label) == 1 else VALUE * 0.86)) // SCALE


def name_px(size: int) -> int:
    """The height in px of the short name's letters on a counter ``size`` px square."""
    return round(size * SCALE * NAME) // SCALE


def strip_px(text: str, size: int, room: int) -> int:
    """The letter size of ``text`` in a strip ``room`` px wide: ``size``, or less when even
    squeezed to ``MIN_SQUEEZE`` it would not fit."""
    px = size
    while px > 8:
        left, _, right, _ = font("bold", px).getbbox(text, anchor="ls")
        if (right - left) * MIN_SQUEEZE <= room:
            break
        px -= 1
    return px


def shown_name_px(short: str, size: int) -> float:
    """The height in px of ``short``'s letters as drawn on a counter ``size`` px square (a long
    name shrinks): what the tests measure against a phone's width."""
    big = size * SCALE
    return strip_px(short, name_px(size) * SCALE, round(big * NAME_ROOM)) / SCALE


def _name_strip(text: str, size: int, colour: RGB, background: RGB, room: int) -> Image.Image:
    """The short name in bold, squeezed sideways (down to ``MIN_SQUEEZE``) to fit ``room``."""
    px = strip_px(text, size, room)
    fnt = font("bold", px)
    left, top, right, bottom = fnt.getbbox(text, anchor="ls")
    natural = right - left
    asc, desc = fnt.getmetrics()
    strip = Image.new("RGB", (max(1, round(natural) + 2), asc + desc), background)
    ImageDraw.Draw(strip).text((1 - left, asc), text, font=fnt, fill=colour, anchor="ls")
    if natural > room:
        strip = strip.resize((room, strip.height), Image.Resampling.LANCZOS)
    return strip


def _paint(side_key: str, label: str, short: str, state: str, size: int) -> Image.Image:
    """The counter as an RGBA image of ``size`` px square."""
    big = size * SCALE
    look = style.side(side_key)
    img = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    draw = ImageDraw.Draw(img)
    face = look.colour
    ink = look.ink
    if state == "abstaining":
        face = mix(face, GREY, 0.55)
        ink = mix(ink, GREY, 0.3)
    radius = big * 0.16
    edge = max(2, round(big / 28))
    draw.rounded_rectangle((0, 0, big - 1, big - 1), radius, fill=INK)
    draw.rounded_rectangle((edge, edge, big - 1 - edge, big - 1 - edge), radius - edge, fill=face)
    rim = round(big * 0.07)
    draw.rounded_rectangle(
        (rim, rim, big - 1 - rim, big - 1 - rim),
        max(2, radius - rim),
        outline=mix(face, look.rim, 0.75),
        width=max(1, round(big / 40)),
    )
    value_font = font("bold", value_px(size, label) * SCALE)
    draw.text((big / 2, big * 0.38), label, font=value_font, fill=ink, anchor="mm")
    room = round(big * NAME_ROOM)
    strip = _name_strip(short, name_px(size) * SCALE, ink, face, room)
    img.paste(strip, (round((big - strip.width) / 2), round(big * 0.86 - strip.height * 0.62)))
    if state in ("wounded", "abstaining"):
        leg = corner(big)
        colour = style.WOUND if state == "wounded" else style.ABSTAIN
        draw.polygon([(big - 1 - leg, 0), (big - 1, 0), (big - 1, leg)], fill=colour)
        draw.rounded_rectangle((0, 0, big - 1, big - 1), radius, outline=INK, width=edge)
        cx, cy, arm = big - leg * 0.3, leg * 0.3, leg * 0.15
        w = max(2, round(big / 22))
        if state == "wounded":
            draw.line([(cx - arm, cy), (cx + arm, cy)], fill=WHITE, width=w)
            draw.line([(cx, cy - arm), (cx, cy + arm)], fill=WHITE, width=w)
        else:
            draw.ellipse((cx - arm, cy - arm, cx + arm, cy + arm), outline=WHITE, width=w)
    return img.resize((size, size), Image.Resampling.LANCZOS)


@memo("siege counters", entries=512, max_bytes=4 * MB)
def counter_image(side_key: str, label: str, short: str, state: str, size: int) -> Image.Image:
    """The cached counter (RGBA); treat as read-only."""
    return _paint(side_key, label, short, state, size)


def paste_counter(target: Image.Image, piece: Piece, xy: tuple[int, int], size: int) -> None:
    """``piece``'s counter with its top-left corner at ``xy``."""
    img = counter_image(piece.side, piece.label, piece.short, piece.state, size)
    target.paste(img, xy, img)
