"""Lines that hold players' names and words that must stay whole ("Bot 1 (normal): 5 cards",
"Ann & Bo to act"): the font shrinks first, down to the smallest size still legible at Discord's
preview; then only the names are shortened, each by the one rule ``render.core.text.ellipsize``
(after a whole word), so the words after them are never cut away."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from render.core.text import Font, ellipsize, fit_font, width


@dataclass(frozen=True)
class NamedLine:
    """``prefix`` + the names joined by ``joiner`` + ``tail``."""

    names: tuple[str, ...]
    prefix: str = ""
    joiner: str = " & "
    tail: str = ""

    def text(self, names: Sequence[str] | None = None) -> str:
        return self.prefix + self.joiner.join(self.names if names is None else names) + self.tail


def _shares(widths: Sequence[int], room: int) -> list[int]:
    """Room for each name: short names keep their width, the long ones share what is left."""
    shares = [0] * len(widths)
    left, todo = room, sorted(range(len(widths)), key=lambda i: widths[i])
    while todo:
        each = left // len(todo)
        i = todo[0]
        if widths[i] > each:
            for j in todo:
                shares[j] = each
            break
        shares[i] = widths[i]
        left -= widths[i]
        todo.pop(0)
    return shares


def fit_named(line: NamedLine, style: str, size: int, min_size: int, room: int) -> tuple[str, Font]:
    """The text of ``line`` and its font, fitting ``room`` pixels."""
    whole = line.text()
    fnt = fit_font(whole, style, size, room, min_size=min_size)
    if width(whole, fnt) <= room or not line.names:
        return whole, fnt
    fixed = width(line.text([""] * len(line.names)), fnt)
    shares = _shares([width(n, fnt) for n in line.names], max(1, room - fixed))
    short = [ellipsize(n, fnt, s) for n, s in zip(line.names, shares, strict=True)]
    return ellipsize(line.text(short), fnt, room), fnt
