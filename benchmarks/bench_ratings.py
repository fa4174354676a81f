"""How long ratings take: recomputing a server's game from every stored result, and taking in
one new game (what a ``/game leaderboard`` costs after a finish).

Run: ``.venv/bin/python benchmarks/bench_ratings.py [games]``. A plain script, not a test: the
figures go in the README. Games have 2 to 6 seats (a third of them in two teams) drawn from 200
players and the two bot levels.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from tabletop.rating_math import (  # noqa: E402
    Finish,
    Placing,
    Ratings,
    bot_entity,
    compute,
    user_entity,
)

REPEATS = 3


def history(count: int, seed: int = 1) -> list[Finish]:
    rng = random.Random(seed)
    pool = [user_entity(n) for n in range(200)] + [bot_entity("normal"), bot_entity("random")]
    finishes = []
    for order in range(1, count + 1):
        seats = rng.sample(pool, rng.randint(2, 6))
        teams = len(seats) % 2 == 0 and rng.random() < 0.33
        winner = rng.randrange(2 if teams else len(seats))
        finishes.append(
            Finish(
                order,
                tuple(
                    Placing(who, i % 2 if teams else None, (i % 2 if teams else i) == winner)
                    for i, who in enumerate(seats)
                ),
            )
        )
    return finishes


def main() -> None:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 10_000
    games = history(count + 1)
    for _ in range(REPEATS):
        start = time.perf_counter()
        ratings: Ratings = compute(games[:-1])
        full = time.perf_counter() - start
        start = time.perf_counter()
        ratings.add(games[-1])
        ratings.table()
        one = time.perf_counter() - start
        print(
            f"recompute {count} games: {full * 1000:.0f} ms ({count / full:.0f} games/s); "
            f"one more game + table: {one * 1000:.2f} ms"
        )


if __name__ == "__main__":
    main()
