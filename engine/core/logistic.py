"""The logistic curve that the ``hard`` evaluations turn a lead, or a weighted sum of a
position's features, into a chance of winning with: one curve for every game."""

from __future__ import annotations

import math
from collections.abc import Sequence

CLAMP = 30.0  # beyond this the chance is 0 or 1 to 13 digits; math.exp would overflow far later


def sigmoid(z: float) -> float:
    """1 / (1 + e^-z), with ``z`` clamped so no lead, however large, overflows."""
    return 1.0 / (1.0 + math.exp(-max(-CLAMP, min(CLAMP, z))))


def logistic(weights: Sequence[float], features: Sequence[float]) -> float:
    """The chance a fitted logistic model (``weights``) gives a position's ``features``."""
    return sigmoid(sum(w * x for w, x in zip(weights, features, strict=True)))
