"""The moments that decided a finished game, for the coach: the move after which the winner led
to the end, then the moves that swung the gap at the top the most."""

from __future__ import annotations

from tabletop.story import Series, decisive_move, swings


def turning_points(series: Series, count: int = 3) -> tuple[int, ...]:
    """Up to ``count`` move numbers (1 is the first move), in the order they were played."""
    chosen: list[int] = []
    decisive = decisive_move(series)
    if decisive is not None and decisive > 0:
        chosen.append(decisive)
    for swing in sorted(swings(series), key=lambda s: (-s.amount, s.move)):
        if len(chosen) >= count:
            break
        if swing.move not in chosen:
            chosen.append(swing.move)
    return tuple(sorted(chosen))
