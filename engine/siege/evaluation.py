"""How a Siege position stands, as a chance that the Greeks win, for the ``hard`` level's cut-off:
a logistic model of a few features (material, the way left to each side's objective, the hours
left, and what the next move threatens: pieces one move from their objective, heroes a stronger
enemy hero could reach), fitted on bot games by ``benchmarks/fit_siege_eval.py`` (the weights
below come from it)."""

from __future__ import annotations

from collections.abc import Iterator

from engine.core.logistic import logistic
from engine.siege import strategy
from engine.siege.board import BOARD
from engine.siege.calendar import HOURS
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN, Side, other
from engine.siege.state import INDEX, MOVE, ON_MAP, WELL, WOUNDED, State, side_of_seat

NEAREST = 5  # both sides win with five pieces on their objective
NAMES = (
    "bias",
    "hours_left",
    "greek_material",
    "trojan_material",
    "greeks_in_citadel",
    "trojans_on_ships",
    "greek_way",
    "trojan_way",
    "greek_way_per_hour",
    "trojan_way_per_hour",
    "greeks_in_reach",
    "trojans_in_reach",
    "greek_heroes_at_risk",
    "trojan_heroes_at_risk",
    "greeks_move_next",
)
# fmt: off
WEIGHTS = (8.671, -14.393, 1.584, -2.606, -0.710, -0.144, 2.766, 0.997, -21.197, -3.572,
           1.775, -1.394, -0.121, 0.551, 1.895)
# fmt: on


def _greeks_next(state: State) -> bool:
    """Whether the Greeks move next: planning now, or the hour's first half still to come."""
    return state.moving == GREEK or state.phase != MOVE


def _to_objective(state: State, side: Side) -> tuple[int, ...]:
    """Points of way from every square to the side's objective, on this day's map."""
    return strategy.way_to(strategy.objective(side), BOARD.wall_stands(state.day))


def hours_left(state: State) -> float:
    """Hours of play left in the scenario (a Greek move and a Trojan response each half)."""
    days = state.last_day - state.day
    halves = 2 * (HOURS - state.hour) + (2 if _greeks_next(state) else 1)
    return days * HOURS + halves / 2


def _material(state: State, side: Side) -> float:
    """Values of the side's pieces on the map; a wounded one counts half."""
    return sum(
        PIECES[p].value * (1.0 if state.status[INDEX[p]] == WELL else 0.5)
        for p in SIDE_PIECES[side]
        if state.status[INDEX[p]] in ON_MAP
    )


def _standing(state: State, side: Side) -> Iterator[tuple[str, int]]:
    """The side's pieces on the map that can still act (well or wounded), with their squares."""
    for p in SIDE_PIECES[side]:
        square = state.squares[INDEX[p]]
        if square is not None and state.status[INDEX[p]] in (WELL, WOUNDED):
            yield p, square


def _way(state: State, side: Side) -> tuple[int, float]:
    """Pieces already on the objective, and the way left for the nearest five (points of way)."""
    dist = _to_objective(state, side)
    ways = sorted(dist[sq] for _, sq in _standing(state, side))
    there = sum(1 for d in ways if d == 0)
    nearest = ways[:NEAREST] + [40] * (NEAREST - len(ways[:NEAREST]))
    return there, float(sum(min(d, 40) for d in nearest))


def _in_reach(state: State, side: Side) -> int:
    """The side's pieces off their objective that one move could bring onto it (their way left
    within their allowance, other pieces ignored): what the other side must stop next."""
    dist = _to_objective(state, side)
    return sum(1 for p, sq in _standing(state, side) if 0 < dist[sq] <= PIECES[p].allowance)


def _heroes_at_risk(state: State, side: Side) -> float:
    """The worst duels the enemy's heroes could force on the side's heroes next move, summed
    (points of value each hero stands to lose, as the normal planner weighs them)."""
    enemies = {p: sq for p, sq in _standing(state, other(side)) if PIECES[p].hero}
    return sum(
        strategy.threat(p, sq, enemies, {}) for p, sq in _standing(state, side) if PIECES[p].hero
    )


def features(state: State) -> tuple[float, ...]:
    # Fitted on one-day games: a longer game's position is judged as if its day were the last
    # (beyond eight hours the fitted weights would say nothing sensible).
    left = min(hours_left(state), HOURS)
    g_in, g_way = _way(state, GREEK)
    t_on, t_way = _way(state, TROJAN)
    return (
        1.0,
        left / HOURS,
        _material(state, GREEK) / 20,
        _material(state, TROJAN) / 20,
        float(g_in),
        float(t_on),
        g_way / 20,
        t_way / 20,
        g_way / 20 / (left + 1),
        t_way / 20 / (left + 1),
        _in_reach(state, GREEK) / 5,
        _in_reach(state, TROJAN) / 5,
        _heroes_at_risk(state, GREEK) / 10,
        _heroes_at_risk(state, TROJAN) / 10,
        float(_greeks_next(state)),
    )


def greek_chance(state: State, weights: tuple[float, ...] = WEIGHTS) -> float:
    return logistic(weights, features(state))


def evaluate(state: State, seat: int) -> float:
    """The chance that ``seat``'s side wins (1 or 0 once the game is over)."""
    side = side_of_seat(seat)
    if state.winner is not None:
        return 1.0 if state.winner == side else 0.0
    greek = greek_chance(state)
    return greek if side == GREEK else 1.0 - greek
