"""Whether an action may be taken back, judged from what it told the players.

An action may be undone only when it left no trace of luck or of hidden things: no die rolled,
no card drawn, nothing hidden revealed. Games mark such events with these kinds (the core dice
helper marks its rolls "roll"), and an event shown to other seats but not to everyone shows
them something hidden. A game whose action teaches its actor something new under another kind
must refuse in its own ``can_undo``.
"""

from __future__ import annotations

from collections.abc import Iterable

from engine.core.types import Event, Seat

# Event kind -> why an action that logged it cannot be taken back.
REFUSING_KINDS: dict[str, str] = {
    "roll": "a die was rolled",
    "draw": "a card was drawn",
    "reveal": "something hidden was revealed",
    "oracle": "the oracle was consulted (luck was used)",
    "shuffle": "a pile was shuffled",
    "end": "the game is over",
}


def refusal_from_events(events: Iterable[Event], seat: Seat) -> str | None:
    """None when nothing in ``events`` forbids taking the action back, else why (in words)."""
    for event in events:
        reason = REFUSING_KINDS.get(event.kind)
        if reason is not None:
            return reason
        readers = event.readers()
        if readers is not None and readers != frozenset((seat,)):
            return "something hidden was shown to another player"
    return None
