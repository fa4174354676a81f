"""The sentences of the ILIOS table (whose turn, the last move, the winner) fitted to their room:
the font shrinks first, then only the players' names are shortened, by the one rule of every
picture (``render.core.text.ellipsize``), so the words around them always stay whole."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.said import english
from engine.ilios.view_types import PublicView
from render.core.fonts import font
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import seat_name as clean_name
from render.core.text import Font, ellipsize, fit_font, width

# Stands for a name in a sentence said whole, so a translation may put the name anywhere and only
# the name is shortened when the sentence is too long (``around``).
NAME = "\ue000"


def around(text: str) -> tuple[str, str]:
    """The words before and after ``NAME`` in a sentence said with ``name=NAME``."""
    before, _, after = text.partition(NAME)
    return before, after


def seat_name(names: Sequence[str], seat: int, said: Words) -> str:
    """A seat's name, cleaned as every picture cleans it, or "Player 2" in the reader's words."""
    if 0 <= seat < len(names) and names[seat]:
        return clean_name(names, seat)
    return said("Player {number}", number=seat + 1)


def fit_named(
    name: str, before: str, after: str, style: str, size: int, min_size: int, room: int
) -> tuple[str, Font]:
    """``before + name + after`` in the largest font from ``size`` down to ``min_size`` that
    fits ``room``; at ``min_size`` the name alone is shortened to leave the words whole."""
    fnt = fit_font(before + name + after, style, size, room, min_size)
    if width(before + name + after, fnt) <= room:
        return before + name + after, fnt
    left = room - width(before + after, fnt)
    short = ellipsize(name, fnt, max(left, width("W…", fnt)))
    while width(before + short + after, fnt) > room and left > width("W…", fnt):
        left -= 2  # the parts' widths do not quite add up (kerning): cut the name a little more
        short = ellipsize(name, fnt, left)
    return ellipsize(before + short + after, fnt, room), fnt


def wrap_named(name: str, rest: str, fnt: Font, room: int, lines: int = 2) -> list[str]:
    """``name`` then ``rest`` wrapped into at most ``lines`` lines of ``room`` px, the name
    kept on one line and shortened as little as lets ``rest`` stay whole (when nothing does,
    the last line is cut)."""
    out: list[str] = []
    for limit in range(width(name, fnt), width("W…", fnt) - 10, -10):
        out = _greedy(ellipsize(name, fnt, max(limit, 1)), rest.split(), fnt, room)
        if len(out) <= lines:
            return out
    return out[: lines - 1] + [ellipsize(" ".join(out[lines - 1 :]), fnt, room)]


def _greedy(first: str, words: list[str], fnt: Font, room: int) -> list[str]:
    """``first`` then ``words`` wrapped greedily into lines of ``room`` px."""
    out = [ellipsize(first, fnt, room)]
    for word in words:
        trial = f"{out[-1]} {word}"
        if width(trial, fnt) <= room:
            out[-1] = trial
        else:
            out.append(word)
    return out


def who_acts(view: PublicView, names: Sequence[str], said: Words) -> str:
    """The names of the seats to act now, joined with "&"."""
    turn = view["turn"]
    to_act = view["to_act"] or ([turn] if turn is not None else [])
    return " & ".join(seat_name(names, s, said) for s in to_act) or "?"


def is_over(view: PublicView) -> bool:
    """Whether the view is of a finished game."""
    return view["phase"] == "over" or bool(view["outcome"])


def winners_of(view: PublicView) -> list[int]:
    """The winning seats of a finished game (empty while it is played)."""
    outcome = view["outcome"]
    return list(outcome["winners"]) if outcome else []


def turn_words(view: PublicView, names: Sequence[str], said: Words) -> tuple[str, str]:
    """The banner's sentence as (names, the words after them): who must act and what, or who
    won."""
    if is_over(view):
        winners = winners_of(view)
        if not winners:
            return "", said("Game over")
        who = " & ".join(seat_name(names, w, said) for w in winners)
        if len(winners) == 1:
            return said("Game over: {who}", who=who), said("wins")
        return said("Game over: {who}", who=who), said("share the win")
    stage = view["stage"] if english(view["stage"]).strip() else said("play")
    return who_acts(view, names, said), said("to {stage}", stage=stage)


def turn_lines(
    view: PublicView,
    names: Sequence[str],
    size: int,
    min_size: int,
    room: int,
    said: Words = ENGLISH_WORDS,
) -> tuple[list[str], Font]:
    """The banner's sentence on one line in the largest font that fits, else on two lines at
    ``min_size`` with only the names shortened."""
    who, rest = turn_words(view, names, said)
    whole = f"{who} {rest}".strip()
    fnt = fit_font(whole, "bold", size, room, min_size)
    if width(whole, fnt) <= room:
        return [whole], fnt
    small = font("bold", min_size)
    return wrap_named(who, rest, small, room), small
