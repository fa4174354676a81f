"""Who may read a logged line, stored as a bitmask of seats so routing never reads the text."""

from __future__ import annotations

from engine.core.types import Audience, Event


def readers_mask(audience: Audience) -> int | None:
    """None (everyone) stays None; a seat or a set of seats becomes a bitmask (bit i: seat i)."""
    readers = Event("", audience).readers()
    if readers is None:
        return None
    return sum(1 << seat for seat in readers)


def can_read(mask: int | None, seat: int) -> bool:
    """May ``seat`` read a line with these readers? (None: a public line, everyone may.)"""
    return mask is None or bool(mask >> seat & 1)
