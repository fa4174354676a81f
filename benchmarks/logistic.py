"""A small logistic regression, for the evaluations the ``hard`` level cuts its play-outs with
(``fit_siege_eval.py``, ``fit_iliad_eval.py``): gradient descent here, Newton's method in the
engine (``engine.core.logistic.newton``, which the hints' calibration fits with too); a handful
of features and a few thousand positions need no library."""

from __future__ import annotations

import math

from engine.core.logistic import Row, logistic, newton  # the engine's own curve and its fit

__all__ = ["Row", "fit", "loss", "newton", "show"]


def loss(weights: list[float], rows: list[Row]) -> tuple[float, float]:
    """Mean log-loss and accuracy."""
    total = right = 0.0
    for x, y in rows:
        p = min(max(logistic(weights, x), 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
        right += (p > 0.5) == bool(y)
    return total / len(rows), right / len(rows)


def fit(rows: list[Row], steps: int = 3000, rate: float = 0.5) -> list[float]:
    n = len(rows[0][0])
    weights = [0.0] * n
    for _ in range(steps):
        grad = [0.0] * n
        for x, y in rows:
            err = logistic(weights, x) - y
            for i, v in enumerate(x):
                grad[i] += err * v
        weights = [w - rate * g / len(rows) for w, g in zip(weights, grad, strict=True)]
    return weights


def show(names: tuple[str, ...], weights: list[float], train: list[Row], test: list[Row]) -> None:
    held, right = loss(weights, test)
    print(f"{len(train)}+{len(test)} positions; held-out log-loss {held:.3f}, accuracy {right:.3f}")
    print(f"base rate {sum(y for _, y in train) / len(train):.3f}")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")")
    for name, w in zip(names, weights, strict=True):
        print(f"  {name:22s} {w:+.3f}")
