"""Games per second with bots in every seat, per game, seat count and bot level.

Run: ``.venv/bin/python benchmarks/bench_engine.py [games]``. A plain script, not a test: the
figures go in the README. Bots get their view as the service gives it, a ``LazyView``, so a bot
that never reads it never pays for it.

Siege (a wargame of four days) is measured on its own: whole short-scenario games (one day) per
second with each bot, and the time to list one side's legal moves, since a side may have
thousands of them (>= 1 short game a second with random bots, listing <= 5 ms).
"""

from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any

# Measure this checkout's engine, not whichever one the virtualenv has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import statistics  # noqa: E402

from engine.core import rng_for  # noqa: E402
from engine.core.game import Bot, Game  # noqa: E402
from engine.core.lazy import LazyView  # noqa: E402
from engine.heroes import GAME as HEROES  # noqa: E402
from engine.iliad import GAME as ILIAD  # noqa: E402
from engine.registry import all_games  # noqa: E402
from engine.siege import GAME as SIEGE  # noqa: E402
from engine.siege.bots import BOTS as SIEGE_BOTS  # noqa: E402

REPEATS = 3


def play(
    game: Game[Any, Any],
    seats: int,
    level: str,
    seed: int,
    config: dict[str, str] | None = None,
) -> int:
    """Play one game with ``level`` bots everywhere; return the number of actions."""
    state = game.setup(config or {}, seats, seed)
    bot: Bot = (game.bots or SIEGE_BOTS)[level] if game.key == SIEGE.key else game.bots[level]
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
    """Every registered game but the Siege (measured apart, per scenario), and Heroes and the
    Iliad even before they are registered (targets: Heroes >= 200 whole 3-player games a second
    with random bots; the Iliad >= 20 whole 4-player games a second)."""
    found = [g for g in all_games() if g.key != SIEGE.key]
    keys = {g.key for g in found}
    return found + [g for g in (HEROES, ILIAD) if g.key not in keys]


def listing_times(config: dict[str, str], seed: int) -> list[float]:
    """Seconds to list the legal moves of every decision of one random Siege game, each the
    fastest of three runs on a freshly loaded copy of the position (nothing cached: the service
    loads a table before it asks), so that the shared machine's noise does not count."""
    times: list[float] = []
    state = SIEGE.setup(config, 2, seed)
    bot = SIEGE_BOTS["random"]
    actions = 0
    while to_act := SIEGE.to_act(state):
        seat = min(to_act)
        data = SIEGE.dump(state)
        best = float("inf")
        for _ in range(3):
            fresh = SIEGE.load(data)
            start = time.perf_counter()
            SIEGE.legal_actions(fresh, seat)
            best = min(best, time.perf_counter() - start)
        times.append(best)
        legal = SIEGE.legal_actions(state, seat)
        action = bot.choose(SIEGE.seat_view(state, seat), legal, rng_for(seed, actions, "bot"))
        state = SIEGE.apply(state, seat, action).state
        actions += 1
    return times


def siege(count: int) -> None:
    """Short Siege games (each day as a scenario, two seats) per second, and the legal-move
    listing of random games."""
    count = max(1, count // 5)
    print(f"\n{'siege':8} {'scenario':>8} {'bots':>7} {'games/s':>9} {'actions/s':>10}")
    for level in ("random", "normal"):
        for day in (1, 2, 3, 4):
            config = {"scenario": f"day{day}"}
            best, total = float("inf"), 0
            for _ in range(REPEATS):
                start = time.perf_counter()
                total = sum(play(SIEGE, 2, level, seed, config) for seed in range(count))
                best = min(best, time.perf_counter() - start)
            print(
                f"{'siege':8} {config['scenario']:>8} {level:>7} {count / best:>9.1f} "
                f"{total / best:>10.0f}"
            )
    ms = sorted(
        1000 * t for day in (1, 2, 3, 4) for t in listing_times({"scenario": f"day{day}"}, day)
    )
    print(
        f"siege legal-move listing: {len(ms)} listings, median {statistics.median(ms):.2f} ms, "
        f"95th percentile {ms[int(0.95 * (len(ms) - 1))]:.2f} ms, max {ms[-1]:.2f} ms"
    )


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
    siege(count)


if __name__ == "__main__":
    main()
