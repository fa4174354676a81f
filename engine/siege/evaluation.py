"""How a Siege position stands, as a chance that the Greeks win, for the ``hard`` level's cut-off:
a logistic model of a few features (material, the way left to each side's objective, the hours
left), fitted on bot games by ``benchmarks/fit_siege_eval.py`` (the weights below come from it)."""

from __future__ import annotations

from engine.core.logistic import logistic
from engine.siege import strategy
from engine.siege.board import BOARD
from engine.siege.calendar import HOURS
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN, Side
from engine.siege.state import INDEX, MOVE, ON_MAP, WELL, State, side_of_seat

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
)
WEIGHTS = (-0.061, 1.906, 1.313, -1.604, 0.034, -0.029, -0.904, 0.626, -4.562, -2.124)


def hours_left(state: State) -> float:
    """Hours of play left in the scenario (a Greek move and a Trojan response each half)."""
    days = state.last_day - state.day
    halves = 2 * (HOURS - state.hour) + (2 if state.moving == GREEK or state.phase != MOVE else 1)
    return days * HOURS + halves / 2


def _material(state: State, side: Side) -> float:
    """Values of the side's pieces on the map; a wounded one counts half."""
    return sum(
        PIECES[p].value * (1.0 if state.status[INDEX[p]] == WELL else 0.5)
        for p in SIDE_PIECES[side]
        if state.status[INDEX[p]] in ON_MAP
    )


def _way(state: State, side: Side) -> tuple[int, float]:
    """Pieces already on the objective, and the way left for the nearest five (points of way)."""
    dist = strategy.way_to(strategy.objective(side), BOARD.wall_stands(state.day))
    ways = sorted(
        dist[sq]
        for p in SIDE_PIECES[side]
        if state.status[INDEX[p]] in (WELL, "wounded")
        and (sq := state.squares[INDEX[p]]) is not None
    )
    there = sum(1 for d in ways if d == 0)
    nearest = ways[:NEAREST] + [40] * (NEAREST - len(ways[:NEAREST]))
    return there, float(sum(min(d, 40) for d in nearest))


def features(state: State) -> tuple[float, ...]:
    left = hours_left(state)
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
