"""The logistic curve that the ``hard`` evaluations turn a lead, or a weighted sum of a
position's features, into a chance of winning with: one curve for every game."""

from __future__ import annotations

import math
from collections.abc import Sequence

Row = tuple[tuple[float, ...], int]  # a position's features, and 1 if its side won
CLAMP = 30.0  # beyond this the chance is 0 or 1 to 13 digits; math.exp would overflow far later


def sigmoid(z: float) -> float:
    """1 / (1 + e^-z), with ``z`` clamped so no lead, however large, overflows."""
    return 1.0 / (1.0 + math.exp(-max(-CLAMP, min(CLAMP, z))))


def logistic(weights: Sequence[float], features: Sequence[float]) -> float:
    """The chance a fitted logistic model (``weights``) gives a position's ``features``."""
    return sigmoid(sum(w * x for w, x in zip(weights, features, strict=True)))


def newton(rows: list[Row], steps: int = 30, ridge: float = 1e-3) -> list[float]:
    """The weights of a logistic model of ``rows``, fitted to convergence by Newton's method (a
    few dozen steps where gradient descent needs thousands and still stops short), with a touch
    of ridge so that a feature that barely varies cannot run off. The evaluations' fitting scripts
    and the hints' calibration share it."""
    n = len(rows[0][0])
    weights = [0.0] * n
    for _ in range(steps):
        grad = [ridge * w for w in weights]
        hess = [[ridge * (i == j) for j in range(n)] for i in range(n)]
        for x, y in rows:
            p = logistic(weights, x)
            curve = p * (1 - p)
            for i, xi in enumerate(x):
                grad[i] += (p - y) * xi
                scaled = curve * xi
                row = hess[i]
                for j in range(i + 1):
                    row[j] += scaled * x[j]
        for i in range(n):
            for j in range(i):
                hess[j][i] = hess[i][j]
        step = _solve(hess, grad)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
        if max(map(abs, step)) < 1e-6:
            break
    return weights


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """``matrix`` x = ``vector`` by Gaussian elimination with partial pivoting (a small,
    symmetric positive-definite system)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, n + 1):
                rows[r][c] -= factor * rows[col][c]
    out = [0.0] * n
    for r in range(n - 1, -1, -1):
        out[r] = (rows[r][n] - sum(rows[r][c] * out[c] for c in range(r + 1, n))) / rows[r][r]
    return out
