"""Fit the Siege evaluation (``engine/siege/evaluation.py``): play bot games of the one-day
scenarios (sides planned in the candidate styles, so the positions are varied), record the
features after every resolution with who won in the end, fit a logistic regression by gradient
descent and print the weights with the held-out log-loss and accuracy.

    .venv/bin/python benchmarks/fit_siege_eval.py [games]
"""

from __future__ import annotations

import math
import sys
import time
from random import Random

from engine.core.lazy import LazyView
from engine.siege import GAME, evaluation
from engine.siege.candidates import PLANNERS
from engine.siege.pieces import GREEK
from engine.siege.state import MOVE, State

Row = tuple[tuple[float, ...], int]


def play(seed: int) -> list[Row]:
    rng = Random(seed)
    scenario = f"day{seed % 4 + 1}"
    planners = {s: PLANNERS[rng.randrange(len(PLANNERS))] for s in range(2)}
    state: State = GAME.setup({"scenario": scenario}, 2, seed)
    seen: list[tuple[float, ...]] = []
    last = -1
    while acting := GAME.to_act(state):
        seat = min(acting)
        if state.phase == MOVE and state.resolutions != last:
            last = state.resolutions
            seen.append(evaluation.features(state))
        legal = GAME.legal_actions(state, seat)
        view = LazyView(lambda: GAME.seat_view(state, seat))  # noqa: B023 - read at once
        state = GAME.apply(state, seat, planners[seat].choose(view, legal, rng)).state
    won = int(state.winner == GREEK)
    return [(x, won) for x in seen]


def loss(weights: list[float], rows: list[Row]) -> tuple[float, float]:
    total = right = 0.0
    for x, y in rows:
        p = 1 / (
            1 + math.exp(-max(-30, min(30, sum(w * v for w, v in zip(weights, x, strict=True)))))
        )
        p = min(max(p, 1e-9), 1 - 1e-9)
        total -= y * math.log(p) + (1 - y) * math.log(1 - p)
        right += (p > 0.5) == bool(y)
    return total / len(rows), right / len(rows)


def fit(rows: list[Row], steps: int = 3000, rate: float = 0.5) -> list[float]:
    n = len(rows[0][0])
    weights = [0.0] * n
    for _ in range(steps):
        grad = [0.0] * n
        for x, y in rows:
            z = max(-30.0, min(30.0, sum(w * v for w, v in zip(weights, x, strict=True))))
            err = 1 / (1 + math.exp(-z)) - y
            for i, v in enumerate(x):
                grad[i] += err * v
        weights = [w - rate * g / len(rows) for w, g in zip(weights, grad, strict=True)]
    return weights


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    start = time.perf_counter()
    train: list[Row] = []
    test: list[Row] = []
    for seed in range(games):
        (test if seed % 5 == 0 else train).extend(play(seed))
    print(
        f"{games} games, {len(train)}+{len(test)} positions in {time.perf_counter() - start:.0f} s"
    )
    weights = fit(train)
    held, right = loss(weights, test)
    print(f"held-out log-loss {held:.3f}, accuracy {right:.3f}")
    print(f"base rate (Greeks win) {sum(y for _, y in train) / len(train):.3f}")
    print("WEIGHTS = (" + ", ".join(f"{w:.3f}" for w in weights) + ")")
    for name, w in zip(evaluation.NAMES, weights, strict=True):
        print(f"  {name:22s} {w:+.3f}")


if __name__ == "__main__":
    main()
