"""Fit the Iliad evaluation (``engine/iliad/evaluation.py``): play normal bot games at 2 to 4
seats, record each seat's features at the start of every siege with whether its side won, fit
a logistic regression for two players and one for more, and print each one's weights with the
held-out log-loss and accuracy.

    .venv/bin/python benchmarks/fit_iliad_eval.py [games]
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from logistic import Row, fit, show  # noqa: E402

from engine.core.lazy import LazyView  # noqa: E402
from engine.iliad import GAME, evaluation  # noqa: E402
from engine.iliad.state import State  # noqa: E402


def play(seed: int) -> tuple[int, list[Row]]:
    rng = Random(seed)
    seats = 2 + seed % 3
    state: State = GAME.setup({}, seats, seed)
    seen: list[tuple[tuple[float, ...], int]] = []
    last = 0
    while acting := GAME.to_act(state):
        if state.siege != last:
            last = state.siege
            seen += [(evaluation.features(state, s), s) for s in range(seats)]
        seat = min(acting)
        legal = GAME.legal_actions(state, seat)
        view = LazyView(lambda: GAME.seat_view(state, seat))  # noqa: B023 - read at once
        state = GAME.apply(state, seat, GAME.bots["normal"].choose(view, legal, rng)).state
    return seats, [(x, int(s in state.winners)) for x, s in seen]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 900
    start = time.perf_counter()
    rows: dict[str, tuple[list[Row], list[Row]]] = {"TWO": ([], []), "MORE": ([], [])}
    for seed in range(games):
        seats, seen = play(seed)
        train, test = rows["TWO" if seats == 2 else "MORE"]
        (test if seed % 5 == 0 else train).extend(seen)
    print(f"{games} games in {time.perf_counter() - start:.0f} s")
    for group, (train, test) in rows.items():
        print(f"WEIGHTS_{group}:")
        show(evaluation.NAMES, fit(train), train, test)


if __name__ == "__main__":
    main()
