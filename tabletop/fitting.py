"""Cutting text to a length at a word, with "…": plain text, so the service (which never
imports Discord) and the Discord layer (``cogs.kit.compose.fit``, with Discord's limits) cut the
same way."""

from __future__ import annotations

ELLIPSIS = "…"
EXCERPT = 40  # how much of a player's input an error message quotes back


def fit(text: str, limit: int) -> str:
    """``text`` if it fits, else cut at the last word boundary before ``limit`` with "…" (a
    single word longer than the limit is cut inside it)."""
    if len(text) <= limit:
        return text
    room = text[: limit - len(ELLIPSIS)]
    cut = room.rstrip()
    if not text[len(room)].isspace():  # the cut fell inside a word: drop that word
        head, space, _ = cut.rpartition(" ")
        cut = head.rstrip() if space and head.strip() else cut
    return cut.rstrip(" ,;:—-") + ELLIPSIS


def fit_tail(text: str, limit: int) -> str:
    """The end of ``text`` when it is too long (the newest lines of a log), "…" first, starting
    at a line (or word) boundary."""
    if len(text) <= limit:
        return text
    room = text[len(text) - (limit - len(ELLIPSIS)) :]
    for sep in ("\n", " "):
        head, found, tail = room.partition(sep)
        if found and tail.strip() and head:
            return ELLIPSIS + tail
    return ELLIPSIS + room


def excerpt(text: str, limit: int = EXCERPT) -> str:
    """A short quote of what a player typed, on one line, for an error message."""
    return fit(" ".join(text.split()), limit)
