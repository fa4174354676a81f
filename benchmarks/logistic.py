"""A small logistic regression by gradient descent, for the evaluations the ``hard`` level cuts
its play-outs with (``fit_siege_eval.py``, ``fit_iliad_eval.py``): a handful of features and a
few thousand positions need no library."""

from __future__ import annotations

import math

from engine.core.logistic import logistic  # the engine's own curve: the fit matches its use

Row = tuple[tuple[float, ...], int]


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


def newton(rows: list[Row], steps: int = 30, ridge: float = 1e-3) -> list[float]:
    """The same model fitted to convergence by Newton's method (a few dozen steps where gradient
    descent needs thousands and still stops short), with a touch of ridge so that a feature that
    barely varies cannot run off."""
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
