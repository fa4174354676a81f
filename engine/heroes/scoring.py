"""Laying a character on the play pile and scoring it: 1 point for the same faction as the card
beneath and 1 per shared trait, to the faction of the card played (its player or team, or the
neutral Gods). Brave's extra card scores one less, never below 0."""

from __future__ import annotations

from engine.core.english import counted
from engine.core.frozen import evolve
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.heroes.cards import TRAIT_NAMES, faction, match, name, points
from engine.heroes.state import Scored, State
from engine.heroes.table import add_points, faction_label


def lay(
    state: State, seat: int, card: str, *, extra: bool = False, brave: bool = False
) -> tuple[State, Event]:
    """Put ``card`` (already out of any hand) on the play pile and score it."""
    beneath = state.pile[0] if state.pile else None
    side = faction(card)
    assert side is not None, "a special card is never played"
    earned = points(card, beneath)
    if brave:
        earned = max(0, earned - 1)
    state = evolve(state, pile=(card, *state.pile))
    state, _ = add_points(state, side, earned)
    state = evolve(state, last=Scored(seat, card, side, earned, extra, brave))
    why = ""
    if beneath is not None:
        same, shared = match(card, beneath)
        parts = (["same faction"] if same else []) + [TRAIT_NAMES[t] for t in shared]
        why = f" ({', '.join(parts)})" if parts else ""
    under = f" on {name(beneath)}" if beneath is not None else ""
    less = ", one less for Brave" if brave else ""
    text = (
        f"{seat_label(seat)} plays {name(card)}{under}: {counted(earned, 'point')}"
        f" for {faction_label(side)}{why}{less}."
    )
    data = {"seat": seat, "card": card, "faction": side, "points": earned, "extra": extra}
    return state, Event(text, None, "play", data)
