"""The one logistic curve every ``hard`` evaluation uses."""

from __future__ import annotations

import pytest

from engine.core.logistic import logistic, sigmoid


def test_an_even_position_is_an_even_chance_and_a_lead_favours_its_side() -> None:
    assert sigmoid(0.0) == 0.5
    assert sigmoid(2.0) == pytest.approx(0.8808, abs=1e-4)
    assert sigmoid(-2.0) == pytest.approx(1 - sigmoid(2.0))


def test_no_lead_overflows() -> None:
    assert sigmoid(1e6) == pytest.approx(1.0)
    assert sigmoid(-1e6) == pytest.approx(0.0, abs=1e-12)
    assert 0.0 < sigmoid(-1e6) < sigmoid(-29.0)


def test_a_model_weighs_each_feature() -> None:
    assert logistic((1.0, -2.0), (3.0, 1.0)) == pytest.approx(sigmoid(1.0))
    with pytest.raises(ValueError):
        logistic((1.0,), (1.0, 2.0))
