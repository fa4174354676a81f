"""Text helpers: measure, shrink to fit, shorten with an ellipsis, wrap, draw with a halo."""

from __future__ import annotations

from PIL import ImageDraw, ImageFont

from render.core.fallback import Runs, runs
from render.core.fonts import font, font_file
from render.core.theme import RGB

Font = ImageFont.FreeTypeFont


def clean(text: str) -> str:
    """Drop control and formatting characters and squeeze spaces: display names come from
    Discord, and may carry anything. Every script and emoji is kept (the fallback fonts draw
    them)."""
    kept = "".join(ch for ch in text if ch.isprintable())
    return " ".join(kept.split()) or "?"


def _pieces(text: str, fnt: Font) -> list[tuple[str, Font]]:
    """``text`` as drawn: runs of one font each (see render/core/fallback.py), left to right."""
    found: Runs = runs(fnt.path, text) if isinstance(fnt.path, str) else ((None, text),)
    return [(part, fnt if name is None else font_file(name, fnt.size)) for name, part in found]


def width(text: str, fnt: Font) -> int:
    """Advance width of ``text`` in pixels, as ``draw_text`` draws it (each run in its font)."""
    pieces = _pieces(text, fnt)
    if len(pieces) == 1:
        return int(round(pieces[0][1].getlength(pieces[0][0])))
    return int(round(sum(f.getlength(part) for part, f in pieces)))


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
    busy backgrounds. Characters ``fnt`` lacks are drawn in a fallback font, on ``fnt``'s
    baseline."""
    stroke = {"stroke_width": halo_width, "stroke_fill": halo} if halo is not None else {}
    pieces = _pieces(text, fnt)
    if len(pieces) == 1:
        part, f = pieces[0]
        draw.text(xy, part, font=f, fill=fill, anchor=anchor, **stroke)  # type: ignore[arg-type]
        return
    across, down = anchor[0], anchor[1]
    total = sum(f.getlength(part) for part, f in pieces)
    x = xy[0] - {"l": 0.0, "m": total / 2, "r": total}.get(across, 0.0)
    baseline = xy[1] + fnt.getbbox(text, anchor="l" + down)[1] - fnt.getbbox(text, anchor="ls")[1]
    for part, f in pieces:
        draw.text((x, baseline), part, font=f, fill=fill, anchor="ls", **stroke)  # type: ignore[arg-type]
        x += f.getlength(part)
