"""A search's raw estimate turned into the chance a hint and a review show: an isotonic curve,
fitted per game on whole games, that keeps the moves' order (the search's choice never moves)
and follows whatever shape the games show; or Platt's logistic curve of the log-odds, two
numbers, where few games pass through the curve's middle."""

from __future__ import annotations

import math
from random import Random

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.calibration import (
    LEAST,
    RAW,
    SUREST,
    Calibration,
    fit,
    fit_logistic,
    logistic_curve,
    platt,
)
from engine.core.logistic import sigmoid

chances = st.floats(min_value=0.0, max_value=1.0)
samples = st.lists(st.tuples(chances, st.integers(min_value=0, max_value=1)), min_size=1)


def test_the_raw_curve_shows_the_search_s_own_number() -> None:
    assert [RAW(p) for p in (0.0, 0.37, 1.0)] == [0.0, 0.37, 1.0]


def test_falling_win_rates_are_pooled_and_the_points_joined_by_lines() -> None:
    """0.2 won and 0.3 lost: a curve may not fall, so they are one block, won half the time."""
    curve = fit([(0.1, 0), (0.2, 1), (0.3, 0), (0.4, 1)])
    assert curve.points == ((0.1, LEAST), (0.25, 0.5), (0.4, SUREST))
    assert curve(0.175) == pytest.approx(0.255)
    assert curve(0.0) == curve(0.1) and curve(1.0) == curve(0.4)  # flat beyond the ends


def test_decisions_with_the_same_estimate_are_one_block() -> None:
    curve = fit([(0.5, 1), (0.5, 0), (0.5, 1), (0.5, 1), (0.9, 1)])
    assert curve.points == ((0.5, 0.75), (0.9, SUREST))


@given(samples, chances, chances)
def test_a_fitted_curve_keeps_the_order_and_is_never_sure(
    data: list[tuple[float, int]], a: float, b: float
) -> None:
    curve = fit(data)
    low, high = sorted((a, b))
    assert LEAST <= curve(low) <= curve(high) <= SUREST


def test_the_curve_finds_the_rate_the_games_were_won_at() -> None:
    """Decisions won at the square of their estimate, a shape no logistic curve of the log-odds
    with a rising slope follows at both ends: the fit finds it within a few points."""
    rng = Random(5)
    data = [(raw, int(rng.random() < raw * raw)) for raw in (rng.random() for _ in range(20_000))]
    curve = fit(data)
    for raw in (0.2, 0.4, 0.6, 0.8):
        assert curve(raw) == pytest.approx(raw * raw, abs=0.05)


@pytest.mark.parametrize(
    "points",
    [((0.5, 0.4), (0.4, 0.5)), ((0.4, 0.6), (0.5, 0.5)), ((0.4, 1.2),), ((0.4, 0.5), (0.4, 0.6))],
)
def test_a_curve_that_falls_or_leaves_the_chances_is_refused(
    points: tuple[tuple[float, float], ...],
) -> None:
    with pytest.raises(ValueError):
        Calibration(points)


def _log_odds(raw: float) -> float:
    return math.log(raw / (1 - raw))


def test_platt_finds_the_curve_the_games_were_won_at() -> None:
    """Decisions won at a logistic curve of their estimate's log-odds (as in ILIOS: hard wins
    far more often than its play-outs against normal say): the fit finds its two numbers."""
    rng = Random(7)
    raws = [min(0.99, max(0.01, rng.random())) for _ in range(20_000)]
    data = [(raw, int(rng.random() < sigmoid(1.6 + 0.45 * _log_odds(raw)))) for raw in raws]
    bias, slope = platt(data)
    assert bias == pytest.approx(1.6, abs=0.1) and slope == pytest.approx(0.45, abs=0.05)
    curve = fit_logistic(data)
    for raw in (0.1, 0.3, 0.5, 0.7, 0.9):
        assert curve(raw) == pytest.approx(sigmoid(1.6 + 0.45 * _log_odds(raw)), abs=0.02)


def test_games_won_less_often_the_higher_the_estimate_get_no_logistic_curve() -> None:
    data = [(raw / 10, int(raw < 5)) for raw in range(1, 10) for _ in range(5)]
    with pytest.raises(ValueError):
        platt(data)


@given(
    st.floats(min_value=-5.0, max_value=5.0),
    st.floats(min_value=0.01, max_value=5.0),
    chances,
    chances,
)
def test_a_logistic_curve_keeps_the_order_and_is_never_sure(
    bias: float, slope: float, a: float, b: float
) -> None:
    curve = logistic_curve(bias, slope)
    low, high = sorted((a, b))
    assert LEAST <= curve(low) <= curve(high) <= SUREST
