"""Games per second with bots in every seat, per game, seat count and bot level.

Run: ``.venv/bin/python benchmarks/bench_engine.py [games]``. A plain script, not a test: the
figures go in the README. Bots get their view as the service gives it, a ``LazyView``, so a bot
that never reads it never pays for it.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

# Measure this checkout's engine, not whichever one the virtualenv has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core import rng_for  # noqa: E402
from engine.core.game import Game  # noqa: E402
from engine.core.lazy import LazyView  # noqa: E402
from engine.heroes import GAME as HEROES  # noqa: E402
from engine.iliad import GAME as ILIAD  # noqa: E402
from engine.registry import all_games  # noqa: E402

REPEATS = 3


def play(game: Game[Any, Any], seats: int, level: str, seed: int) -> int:
    """Play one game with ``level`` bots everywhere; return the number of actions."""
    state = game.setup({}, seats, seed)
    bot = game.bots[level]
    actions = 0
    while to_act := game.to_act(state):
        seat = min(to_act)
        legal = game.legal_actions(state, seat)
        view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read before next loop
        action = bot.choose(view, legal, rng_for(seed, actions, "bot"))
        state = game.apply(state, seat, action).state
        actions += 1
    return actions


def best_time(game: Game[Any, Any], seats: int, level: str, count: int) -> tuple[float, int]:
    """The fastest of ``REPEATS`` runs of ``count`` games (the machine is shared: the fastest run
    is the one least disturbed), and the number of actions played."""
    best, total = float("inf"), 0
    for _ in range(REPEATS):
        start = time.perf_counter()
        total = sum(play(game, seats, level, seed) for seed in range(count))
        best = min(best, time.perf_counter() - start)
    return best, total


def games() -> list[Game[Any, Any]]:
    """Every registered game, and Heroes and the Iliad even before they are registered (targets:
    Heroes >= 200 whole 3-player games a second with random bots, issue 7; the Iliad >= 20
    whole 4-player games a second, issue 6)."""
    found = all_games()
    keys = {g.key for g in found}
    return found + [g for g in (HEROES, ILIAD) if g.key not in keys]


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 50
    print(f"{'game':8} {'seats':>5} {'bots':>7} {'games/s':>9} {'actions/s':>10} {'ms/action':>10}")
    for game in games():
        for seats in game.seats:
            for level in game.bots:
                elapsed, total = best_time(game, seats, level, count)
                print(
                    f"{game.key:8} {seats:>5} {level:>7} {count / elapsed:>9.1f} "
                    f"{total / elapsed:>10.0f} {1000 * elapsed / total:>10.3f}"
                )


if __name__ == "__main__":
    main()
