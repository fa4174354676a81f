"""Skirmish's views: the public one hides hands, the deck's order and unrevealed discards."""

from __future__ import annotations

from typing import Any

from fixture_game.rules import partner, stage, team_scores, to_act
from fixture_game.state import DISCARD, OVER, State, by_value


def public_view(state: State) -> dict[str, Any]:
    teams = team_scores(state)
    return {
        "game": "skirmish",
        "seats": state.seats,
        "teams": None if state.teams is None else list(state.teams),
        "phase": state.phase,
        "round": state.round,
        "rounds": state.rounds,
        "turn": state.turn,
        "to_act": sorted(to_act(state)),
        "scores": list(state.scores),
        "team_scores": None if teams is None else list(teams),
        "hand_sizes": [len(h) for h in state.hands],
        "table": [list(t) for t in state.table],
        "discards": {str(s): c for s, c in enumerate(state.discards)},
        "chosen": [s for s, c in enumerate(state.pending) if c is not None],
        "deck": len(state.deck),
        "last_roll": None if state.last_roll is None else list(state.last_roll),
        "stage": stage(state),
        "over": state.phase == OVER,
    }


def shown_to(state: State, seat: int) -> int | None:
    """The partner whose hand ``seat`` has been shown, if any."""
    mate = partner(state, seat)
    return mate if mate is not None and state.shown_in[mate] else None


def seat_view(state: State, seat: int) -> dict[str, Any]:
    view = public_view(state)
    mate = shown_to(state, seat)
    view["seat"] = seat
    view["hand"] = by_value(state.hands[seat])
    view["my_discard"] = state.pending[seat] if state.phase == DISCARD else None
    view["partner_hand"] = None if mate is None else by_value(state.hands[mate])
    return view
