"""Text in a few lines: a sentence a player must read whole (what to do now, whose hand) wraps
onto a second line rather than being cut; it is cut, after a whole word, only when even the
lines allowed cannot hold it at the smallest size allowed."""

from __future__ import annotations

from render.core.fonts import font
from render.core.text import Font, ellipsize, width, wrap


def wrap_at_most(text: str, fnt: Font, max_width: int, lines: int) -> list[str]:
    """``text`` word-wrapped into at most ``lines`` lines; what does not fit goes on the last
    line, which is then cut after a whole word with "…"."""
    wrapped = wrap(text, fnt, max_width)
    if len(wrapped) <= lines:
        return wrapped
    kept = wrapped[: lines - 1]
    rest = text.split()[sum(len(line.split()) for line in kept) :]
    return [*kept, ellipsize(" ".join(rest), fnt, max_width)]


def fits(text: str, fnt: Font, max_width: int, lines: int) -> bool:
    """Whether ``text`` wraps whole into ``lines`` lines of ``max_width``."""
    wrapped = wrap(text, fnt, max_width)
    return len(wrapped) <= lines and not any(line.endswith("…") for line in wrapped)


def fit_lines(
    text: str,
    style: str,
    sizes: tuple[int, int],
    max_width: int,
    lines: int = 2,
    wrapped_size: int | None = None,
) -> tuple[Font, list[str]]:
    """The largest font from ``sizes`` (largest, smallest) in which ``text`` fits one line; else
    the largest, not above ``wrapped_size``, in which it wraps into ``lines``; else the smallest,
    its last line cut after a whole word."""
    size, min_size = sizes
    for s in range(size, min_size - 1, -1):
        if width(text, font(style, s)) <= max_width:
            return font(style, s), [text]
    for s in range(min(size, wrapped_size or size), min_size - 1, -1):
        if fits(text, font(style, s), max_width, lines):
            return font(style, s), wrap(text, font(style, s), max_width)
    small = font(style, min_size)
    return small, wrap_at_most(text, small, max_width, lines)
