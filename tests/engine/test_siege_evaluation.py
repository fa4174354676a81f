"""The Siege's evaluation sees what the next move threatens: pieces one move from their
objective and heroes a stronger enemy hero could reach, and it judges them as the games it was
fitted on did."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from engine.siege import GAME, evaluation, strategy
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, TROJAN
from engine.siege.state import INDEX, MOVE, WELL, State


def _start() -> State:
    """Day 2 as its Greeks begin their first move (the wall stands)."""
    state: State = GAME.setup({"scenario": "day2"}, 2, 7)
    while state.phase != MOVE:
        for seat in GAME.to_act(state):
            state = GAME.apply(state, seat, "ready").state
    return state


def _placed(state: State, moves: dict[str, int]) -> State:
    """``state`` with these pieces standing on these squares (each put where no piece stands)."""
    squares = list(state.squares)
    for pid, square in moves.items():
        assert square not in squares
        squares[INDEX[pid]] = square
    return replace(state, squares=tuple(squares), origins=tuple(squares))


def _free(state: State, wanted: Callable[[int], bool]) -> int:
    """A free land square the predicate ``wanted`` accepts."""
    taken = set(state.squares)
    return next(sq for sq in sorted(BOARD.land) if sq not in taken and wanted(sq))


def _feature(state: State, name: str) -> float:
    return evaluation.features(state)[evaluation.NAMES.index(name)]


def _steps(a: int, b: int) -> int:
    """Squares between ``a`` and ``b`` along the grid."""
    (ac, ar), (bc, br) = BOARD.col_row(a), BOARD.col_row(b)
    return abs(ac - bc) + abs(ar - br)


def test_a_trojan_one_move_from_the_ships_is_in_reach_and_worries_the_greeks() -> None:
    state = _start()
    dist = strategy.way_to(BOARD.ships, BOARD.wall_stands(state.day))
    soldier = next(p for p in SIDE_PIECES[TROJAN] if PIECES[p].value == 1)
    allowance = PIECES[soldier].allowance
    near = _placed(state, {soldier: _free(state, lambda sq: 0 < dist[sq] <= allowance)})
    far = _placed(state, {soldier: _free(state, lambda sq: dist[sq] > 3 * allowance)})
    in_reach = _feature(near, "trojans_in_reach") - _feature(far, "trojans_in_reach")
    assert in_reach == 1 / 5
    assert evaluation.greek_chance(near) < evaluation.greek_chance(far)


def test_a_greek_hero_beside_hector_is_at_risk() -> None:
    state = _start()
    hector = state.squares[INDEX["hector"]]
    assert hector is not None and state.status[INDEX["ajax_lesser"]] == WELL
    beside = _free(state, lambda sq: _steps(sq, hector) <= 2)
    far = _free(state, lambda sq: _steps(sq, hector) > 14)
    exposed = _feature(_placed(state, {"ajax_lesser": beside}), "greek_heroes_at_risk")
    safe = _feature(_placed(state, {"ajax_lesser": far}), "greek_heroes_at_risk")
    assert exposed > safe == 0.0
    # Nearer Troy is also further on the way, so only the fitted weights can tell the risk's
    # own worth: a side's heroes at risk count against it.
    weights = dict(zip(evaluation.NAMES, evaluation.WEIGHTS, strict=True))
    assert weights["greek_heroes_at_risk"] < 0 < weights["trojan_heroes_at_risk"]


def test_the_side_to_move_is_known() -> None:
    assert _feature(_start(), "greeks_move_next") == 1.0
    assert _start().moving == GREEK


def test_a_longer_game_is_judged_as_if_its_day_were_the_last() -> None:
    """Fitted on one-day games, the model is never asked about more than a day's hours: the
    four-day game's first morning reads as the last day's, not as a lost cause."""
    full: State = GAME.setup({"scenario": "full"}, 2, 7)
    assert full.day == 1 < full.last_day
    last = replace(full, scenario="day1")  # the same map, its day the last
    assert evaluation.features(full) == evaluation.features(last)
    assert 0.05 < evaluation.greek_chance(full) < 0.95
