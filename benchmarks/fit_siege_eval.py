"""Fit the Siege evaluation (``engine/siege/evaluation.py``): play bot games of the one-day
scenarios (sides planned in the candidate styles, so the positions are varied), record the
features after every resolution with who won in the end, fit a logistic regression by Newton's
method and print the weights with the held-out log-loss and accuracy.

    .venv/bin/python benchmarks/fit_siege_eval.py [games]   # 1000 games: about 4 minutes
"""

from __future__ import annotations

import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from logistic import Row, newton, show  # noqa: E402

from engine.core.lazy import LazyView  # noqa: E402
from engine.siege import GAME, evaluation  # noqa: E402
from engine.siege.candidates import PLANNERS  # noqa: E402
from engine.siege.pieces import GREEK  # noqa: E402
from engine.siege.state import MOVE, State, side_of_seat  # noqa: E402


def play(seed: int) -> list[Row]:
    rng = Random(seed)
    scenario = f"day{seed % 4 + 1}"
    planners = {s: rng.choice(PLANNERS[side_of_seat(s)]) for s in range(2)}
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


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
    start = time.perf_counter()
    train: list[Row] = []
    test: list[Row] = []
    with ProcessPoolExecutor(2) as pool:
        for seed, rows in enumerate(pool.map(play, range(games), chunksize=10)):
            (test if seed % 5 == 0 else train).extend(rows)
    print(
        f"{games} games, {len(train)}+{len(test)} positions in {time.perf_counter() - start:.0f} s"
    )
    show(evaluation.NAMES, newton(train), train, test)


if __name__ == "__main__":
    main()
