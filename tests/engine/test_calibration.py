"""A search's raw estimate turned into the chance a hint and a review show: a logistic curve on
its log-odds, fitted per game, that keeps the moves' order (the search's choice never moves)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from engine.core.calibration import RAW, Calibration

chances = st.floats(min_value=0.0, max_value=1.0)


def test_the_raw_curve_shows_the_search_s_own_number() -> None:
    assert [RAW(p) for p in (0.0, 0.37, 1.0)] == [0.0, 0.37, 1.0]


@given(chances, chances)
def test_a_fitted_curve_keeps_the_order_and_stays_a_chance(a: float, b: float) -> None:
    curve = Calibration(slope=0.6, bias=0.4)
    low, high = sorted((a, b))
    assert 0.0 < curve(low) <= curve(high) < 1.0


def test_a_certain_raw_estimate_is_not_shown_as_certain() -> None:
    """Every play-out won is no proof: 0 and 1 are read as 1 % and 99 % first."""
    curve = Calibration(slope=1.0, bias=0.5)
    assert curve(1.0) < 1.0 and curve(0.0) > 0.0
    assert curve(0.5) == pytest.approx(0.6225, abs=1e-4)
