"""Words that say what a picture shows, for a reader who cannot see it (the picture's alt
text, which screen readers read out).

Each game says what matters on its own board (``<renderer>.describe``); these are the words
every game's picture shares: who must act and what for, or that the game is over and how.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.core.shared_view import shared_of
from render.core.language import ENGLISH_WORDS, Words
from render.core.turns import is_over, to_act

ALT_TEXT = 1024  # Discord's limit for an attachment's description


def listing(items: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """ "A", "A and B", "A, B and C", as the language joins a list."""
    return said.listing(list(items))


def seat_name(names: Sequence[str], seat: int, said: Words = ENGLISH_WORDS) -> str:
    return names[seat] if 0 <= seat < len(names) else said("Player {number}", number=seat + 1)


def turn_words(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """ "The game is over: <result>." or "<who> acts now: <what>."."""
    shared = shared_of(view)
    if is_over(view):
        outcome = shared.get("outcome") or {}
        summary = said.line(str(outcome.get("summary") or "")).strip().rstrip(".")
        if not summary:
            return said("The game is over.")
        return said("The game is over: {result}.", result=summary)
    acting = [seat_name(names, s, said) for s in to_act(view)]
    if not acting:
        return ""
    stage = said.line(str(shared.get("stage") or "")).strip().rstrip(".")
    who = listing(acting, said)
    if stage:
        return said.plural(
            "{who} acts now: {stage}.", "{who} act now: {stage}.", len(acting), who=who, stage=stage
        )
    return said.plural("{who} acts now.", "{who} act now.", len(acting), who=who)


def shared_table(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """What any game's table picture says, in words."""
    return " ".join(w for w in (said("The table."), turn_words(view, names, said)) if w)


def shared_hand(view: Mapping[str, Any], names: Sequence[str], said: Words = ENGLISH_WORDS) -> str:
    """What any game's hand picture says, in words: the items held."""
    hand = shared_of(view).get("hand") or []
    held = [
        str(item.get("name", item)) if isinstance(item, Mapping) else str(item) for item in hand
    ]
    if not held:
        return said("Your hand is empty.")
    return said("Your hand: {cards}.", cards=said.listing(held))


def fit_alt(text: str, room: int = ALT_TEXT) -> str:
    """``text`` within ``room`` characters (Discord's limit), cut at a word with an ellipsis
    when too long."""
    text = " ".join(text.split())
    if len(text) <= room:
        return text
    return text[: room - 1].rsplit(" ", 1)[0] + "…"


def sentences(parts: Sequence[str]) -> str:
    """The sentences given, the empty ones left out."""
    return " ".join(p for p in parts if p)


def fitted(candidates: Iterable[str], room: int | None = ALT_TEXT) -> str:
    """The first candidate within ``room`` characters, Discord's limit by default (a describer
    yields its words fullest first, then with the least useful left out, step by step); else
    the last one cut at a sentence, or at a word when whole sentences would keep less than half
    the room (a name too long for anything else). ``room=None``: the fullest words, for a page
    with room for them (and no time spent on the shorter ones)."""
    if room is None:
        return next(iter(candidates), "")
    text = ""
    for text in candidates:
        if len(text) <= room:
            return text
    kept = ""
    for sentence in text.replace(". ", ".\n").split("\n"):
        if len(kept) + len(sentence) + 1 > room:
            break
        kept = f"{kept} {sentence}".strip()
    return kept if len(kept) >= room // 2 else fit_alt(text, room)
