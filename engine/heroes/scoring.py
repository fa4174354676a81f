"""Laying a character on the play pile and scoring it: 1 point for the same faction as the card
beneath and 1 per shared trait, to the faction of the card played (its player or team, or the
neutral Gods). Brave's extra card scores one less, never below 0."""

from __future__ import annotations

from typing import Any

from engine.core.frozen import evolve
from engine.core.said import listed, say, say_count, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.heroes.cards import TRAIT_NAMES, faction, match, name, points
from engine.heroes.state import Scored, State
from engine.heroes.table import add_points, faction_said


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
    why: list[Any] = []
    if beneath is not None:
        same, shared = match(card, beneath)
        why = ([say("same faction")] if same else []) + [term(TRAIT_NAMES[t]) for t in shared]
    if brave:
        why.append(say("one less for Brave"))
    values = {"who": seat_label(seat), "card": term(name(card)), "side": faction_said(side)}
    if beneath is not None and not why:
        text = say_count(
            "{who} plays {card} on {under}: {count} point for {side}.",
            "{who} plays {card} on {under}: {count} points for {side}.",
            earned,
            under=term(name(beneath)),
            **values,
        )
    elif beneath is None:
        text = say_count(
            "{who} plays {card}: {count} point for {side}.",
            "{who} plays {card}: {count} points for {side}.",
            earned,
            **values,
        )
    else:
        text = say_count(
            "{who} plays {card} on {under}: {count} point for {side} ({why}).",
            "{who} plays {card} on {under}: {count} points for {side} ({why}).",
            earned,
            under=term(name(beneath)),
            why=listed(why, ", "),
            **values,
        )
    data = {"seat": seat, "card": card, "faction": side, "points": earned, "extra": extra}
    return state, Event(text, None, "play", data)
