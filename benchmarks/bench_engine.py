"""Games per second with bots in every seat, per game, seat count and bot level.

Run: ``.venv/bin/python benchmarks/bench_engine.py [games]``. A plain script, not a test: the
figures go in the README.
"""

from __future__ import annotations

import sys
import time
from typing import Any

from engine.core import rng_for
from engine.core.game import Game
from engine.registry import all_games


def play(game: Game[Any, Any], seats: int, level: str, seed: int) -> int:
    """Play one game with ``level`` bots everywhere; return the number of actions."""
    state = game.setup({}, seats, seed)
    bot = game.bots[level]
    actions = 0
    while to_act := game.to_act(state):
        seat = min(to_act)
        legal = game.legal_actions(state, seat)
        action = bot.choose(game.seat_view(state, seat), legal, rng_for(seed, actions, "bot"))
        state = game.apply(state, seat, action).state
        actions += 1
    return actions


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(f"{'game':8} {'seats':>5} {'bots':>7} {'games/s':>9} {'actions/s':>10} {'ms/action':>10}")
    for game in all_games():
        for seats in game.seats:
            for level in game.bots:
                start = time.perf_counter()
                total = sum(play(game, seats, level, seed) for seed in range(count))
                elapsed = time.perf_counter() - start
                print(
                    f"{game.key:8} {seats:>5} {level:>7} {count / elapsed:>9.1f} "
                    f"{total / elapsed:>10.0f} {1000 * elapsed / total:>10.3f}"
                )


if __name__ == "__main__":
    main()
