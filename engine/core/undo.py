"""Whether an action may be taken back, judged from what it told the players.

An action may be undone only when it left no trace of luck or of hidden things: no die rolled,
no card drawn, nothing hidden revealed. Games mark such events with these kinds (the core dice
helper marks its rolls "roll"), and an event shown to other seats but not to everyone shows
them something hidden. A game whose action teaches its actor something new under another kind
must refuse in its own ``can_undo``. On top of every game's own judgement, ``undo_refusal`` adds
the core's: the action showed nobody anything hidden (``engine.core.reveals``).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.core.english import N_
from engine.core.game import Game
from engine.core.reveals import cards_shown, outcome_hidden
from engine.core.types import Event, Seat, Step

# Event kind -> why an action that logged it cannot be taken back.
REFUSING_KINDS: dict[str, str] = {
    "roll": N_("a die was rolled"),
    "draw": N_("a card was drawn"),
    "reveal": N_("something hidden was revealed"),
    "oracle": N_("the oracle was consulted (luck was used)"),
    "shuffle": N_("a pile was shuffled"),
    "end": N_("the game is over"),
}


def refusal_from_events(events: Iterable[Event], seat: Seat) -> str | None:
    """None when nothing in ``events`` forbids taking the action back, else why (in words)."""
    for event in events:
        reason = REFUSING_KINDS.get(event.kind)
        if reason is not None:
            return reason
        readers = event.readers()
        if readers is not None and readers != frozenset((seat,)):
            return N_("something hidden was shown to another player")
    return None


def undo_refusal(
    game: Game[Any, Any], before: Any, seat: Seat, action: Any, step: Step[Any], seats: int
) -> str | None:
    """Why ``seat`` may not take back ``action`` (the step from ``before``), or None: first the
    game's own ``can_undo`` (luck, draws), then the core's own check, for every game, that the
    action revealed nothing (``engine.core.reveals``). Asked only when a player asks to undo."""
    return (
        game.can_undo(before, step.state, seat, step.events)
        or outcome_hidden(game, before, seat, action, step, seats)
        or cards_shown(game, before, seat, action, step, seats)
    )
