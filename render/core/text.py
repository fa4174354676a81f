"""Text helpers: measure, shrink to fit, shorten with an ellipsis, wrap, draw with a halo."""

from __future__ import annotations

from PIL import ImageDraw, ImageFont

from render.core.fonts import font
from render.core.theme import RGB

Font = ImageFont.FreeTypeFont


def clean(text: str) -> str:
    """Drop characters the bundled fonts cannot draw (emoji and other astral-plane symbols).

    Display names come from Discord and often carry emoji, which would show as empty boxes.
    """
    kept = "".join(ch for ch in text if ord(ch) <= 0xFFFF and ch.isprintable())
    return " ".join(kept.split()) or "?"


def width(text: str, fnt: Font) -> int:
    """Advance width of ``text`` in pixels."""
    return int(round(fnt.getlength(text)))


def fit_font(text: str, style: str, size: int, max_width: int, min_size: int = 9) -> Font:
    """The largest font not bigger than ``size`` in which ``text`` fits ``max_width``."""
    while size > min_size and width(text, font(style, size)) > max_width:
        size -= 1
    return font(style, size)


def ellipsize(text: str, fnt: Font, max_width: int) -> str:
    """``text`` shortened with "…" to fit ``max_width``: the one rule for every name and label
    of every picture. It cuts after the last whole word that fits ("Bot 1…", never "Bot 1
    (nor…"); only a first word too long by itself is cut inside."""
    if width(text, fnt) <= max_width:
        return text
    words = text.split()
    kept = ""
    for word in words:
        trial = f"{kept} {word}".strip()
        if width(trial + "…", fnt) > max_width:
            break
        kept = trial
    if kept:
        return kept.rstrip(" ,;:-–(") + "…"
    while text and width(text + "…", fnt) > max_width:
        text = text[:-1]
    return text.rstrip() + "…"


def wrap(text: str, fnt: Font, max_width: int) -> list[str]:
    """Greedy word wrap of ``text`` into lines no wider than ``max_width``."""
    lines: list[str] = []
    current = ""
    for word in text.split():
        trial = f"{current} {word}".strip()
        if current and width(trial, fnt) > max_width:
            lines.append(current)
            current = word
        else:
            current = trial
    if current:
        lines.append(current)
    return [ellipsize(line, fnt, max_width) for line in lines]


def draw_text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    text: str,
    fnt: Font,
    fill: RGB,
    anchor: str = "la",
    halo: RGB | None = None,
    halo_width: int = 2,
) -> None:
    """Draw ``text`` at ``xy`` with a Pillow ``anchor``; an optional halo keeps it legible on
    busy backgrounds."""
    if halo is not None:
        draw.text(
            xy, text, font=fnt, fill=fill, anchor=anchor, stroke_width=halo_width, stroke_fill=halo
        )
    else:
        draw.text(xy, text, font=fnt, fill=fill, anchor=anchor)
