"""Words that say what a picture shows, for a reader who cannot see it (the picture's alt
text, which screen readers read out).

Each game says what matters on its own board (``<renderer>.describe``); these are the words
every game's picture shares: who must act and what for, or that the game is over and how.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core.said import english
from engine.core.shared_view import shared_of
from render.core.turns import is_over, to_act

ALT_TEXT = 1024  # Discord's limit for an attachment's description


def listing(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C"."""
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} and {items[-1]}"


def seat_name(names: Sequence[str], seat: int) -> str:
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def turn_words(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """ "Over: <result>." or "<who> to act: <what>."."""
    shared = shared_of(view)
    if is_over(view):
        outcome = shared.get("outcome") or {}
        summary = english(str(outcome.get("summary") or "")).strip()
        return f"The game is over{': ' + summary if summary else ''}".rstrip(".") + "."
    acting = [seat_name(names, s) for s in to_act(view)]
    if not acting:
        return ""
    stage = english(str(shared.get("stage") or "")).strip()
    verb = "acts" if len(acting) == 1 else "act"
    return f"{listing(acting)} {verb} now{': ' + stage if stage else ''}."


def shared_table(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """What any game's table picture says, in words."""
    return " ".join(w for w in ("The table.", turn_words(view, names)) if w)


def shared_hand(view: Mapping[str, Any], names: Sequence[str]) -> str:
    """What any game's hand picture says, in words: the items held."""
    hand = shared_of(view).get("hand") or []
    held = [
        str(item.get("name", item)) if isinstance(item, Mapping) else str(item) for item in hand
    ]
    return f"Your hand: {', '.join(held) if held else 'nothing'}."


def fit_alt(text: str) -> str:
    """``text`` within Discord's limit, cut at a word with an ellipsis when too long."""
    text = " ".join(text.split())
    if len(text) <= ALT_TEXT:
        return text
    return text[: ALT_TEXT - 1].rsplit(" ", 1)[0] + "…"


def sentences(parts: Sequence[str]) -> str:
    """The sentences given, the empty ones left out."""
    return " ".join(p for p in parts if p)


def fitted(candidates: Iterable[str]) -> str:
    """The first candidate within Discord's limit (a describer yields its words fullest first,
    then with the least useful left out, step by step); else the last one cut at a sentence, or
    at a word when whole sentences would keep less than half the room (a name too long for
    anything else)."""
    text = ""
    for text in candidates:
        if len(text) <= ALT_TEXT:
            return text
    kept = ""
    for sentence in text.replace(". ", ".\n").split("\n"):
        if len(kept) + len(sentence) + 1 > ALT_TEXT:
            break
        kept = f"{kept} {sentence}".strip()
    return kept if len(kept) >= ALT_TEXT // 2 else fit_alt(text)
