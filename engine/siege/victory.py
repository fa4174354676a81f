"""Who has won: checked after every move, every response and every calendar duel, and at the
end of the last day (siege.md, "Victory")."""

from __future__ import annotations

from engine.core.said import say
from engine.core.types import Outcome
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, SIDE_PIECES, TROJAN, Side, other
from engine.siege.state import ABSTAINING, INDEX, ON_MAP, OVER, State, side_of_seat

TAKE_TROY = 5  # Greek pieces inside the citadel at once
BURN_SHIPS = 5  # Trojan pieces on ship squares at once


def _count_on(state: State, side: Side, squares: frozenset[int]) -> int:
    return sum(1 for p in SIDE_PIECES[side] if state.squares[INDEX[p]] in squares)


def _fighting(state: State, side: Side) -> list[str]:
    """The side's pieces on the map that can still fight (an abstaining Achilles cannot)."""
    return [
        p
        for p in SIDE_PIECES[side]
        if state.status[INDEX[p]] in ON_MAP and state.status[INDEX[p]] != ABSTAINING
    ]


def winner_now(state: State, first: Side = GREEK) -> tuple[Side, str] | None:
    """The side that has won in this position, and why; ``first`` (the side that just moved)
    is checked first."""
    for side in (first, other(first)):
        found = _wins(state, side)
        if found is not None:
            return side, found
    return None


def _wins(state: State, side: Side) -> str | None:
    if side == GREEK:
        if _count_on(state, GREEK, BOARD.citadel) >= TAKE_TROY:
            return say("Five Greek pieces stand inside the citadel at once: Troy is taken.")
        if not any(state.status[INDEX[p]] in ON_MAP for p in SIDE_PIECES[TROJAN]):
            return say("No Trojan piece is left on the map.")
        return None
    if _count_on(state, TROJAN, BOARD.ships) >= BURN_SHIPS:
        return say("Five Trojan pieces stand on the ships at once: the Greek fleet burns.")
    if not _fighting(state, GREEK):
        if state.status[INDEX["achilles"]] == ABSTAINING:
            return say("Every Greek but the abstaining Achilles is gone.")
        return say("No Greek piece is left on the map.")
    return None


def time_is_up(state: State) -> tuple[Side, str]:
    """The end of the last day without a winner: the invaders failed."""
    return TROJAN, say("Day {day} ends and Troy still stands.", day=state.last_day)


def outcome_of(state: State) -> Outcome | None:
    """The whole winning side's seats win together (scores 1 and 0, team totals per side)."""
    if state.phase != OVER or state.winner is None:
        return None
    winners = frozenset(s for s in range(state.seats) if side_of_seat(s) == state.winner)
    scores = tuple(1 if s in winners else 0 for s in range(state.seats))
    teams = tuple(
        sum(scores[s] for s in range(state.seats) if side_of_seat(s) == side)
        for side in (GREEK, TROJAN)
    )
    return Outcome(winners, scores, state.summary, teams)
