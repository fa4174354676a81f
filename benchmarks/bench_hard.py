"""How strong ``hard`` is and what a decision costs: ``hard`` in one seat, ``normal`` in the rest.

Run: ``.venv/bin/python benchmarks/bench_hard.py --game ilios --games 40 --seats 2 --seconds 1``.
Game ``i`` seats ``hard`` at seat ``i % seats`` (so at 2 seats it moves first half the time);
games run in parallel worker processes (``--workers``). Prints wins with a 95 % Wilson interval
(a shared win counts as a win and is also shown apart), the fair share, and the median and max
time of a ``hard`` decision (only decisions with a choice are searched and timed). A plain
script, not a test: the figures go in the README's Speed table.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import replace
from pathlib import Path
from typing import Any

# Measure this checkout's engine, not whichever one the virtualenv has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.lazy import LazyView  # noqa: E402
from engine.core.rng import rng_for  # noqa: E402
from engine.core.search import Budget, SearchBot, Settings  # noqa: E402
from engine.registry import get  # noqa: E402


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def hard_bot(key: str, budget: Budget, overrides: dict[str, Any]) -> SearchBot:
    """The game's registered ``hard`` bot with this budget (and any settings overridden)."""
    registered = get(key).bots.get("hard")
    settings = registered.settings if isinstance(registered, SearchBot) else Settings()
    return SearchBot(budget, replace(settings, **overrides))


def play(
    key: str, seats: int, seed: int, budget: Budget, overrides: dict[str, Any], options: str
) -> tuple[bool, bool, list[float]]:
    """One game: (hard won, the win was shared, hard's decision times in seconds)."""
    game = get(key)
    config = dict(pair.split("=", 1) for pair in options.split(",") if pair)
    hard_seat = seed % seats
    hard, normal = hard_bot(key, budget, overrides), game.bots["normal"]
    state = game.setup(config, seats, seed, game.teams(config, seats))
    times: list[float] = []
    version = 0
    while acting := game.to_act(state):
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        rng = rng_for(seed, version, "bench")
        if seat == hard_seat:
            start = time.perf_counter()
            action = hard.choose_at(game, state, seat, legal, rng)
            if len(legal) > 1:
                times.append(time.perf_counter() - start)
        else:
            view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - used at once
            action = normal.choose(view, legal, rng)
        state = game.apply(state, seat, action).state
        version += 1
    done = game.outcome(state)
    assert done is not None
    won = hard_seat in done.winners
    return won, won and len(done.winners) > 1 and done.team_scores == (), times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--iterations", type=int, default=None, help="instead of --seconds")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--options", default="", help="table options, e.g. size=5")
    parser.add_argument("--exploration", type=float, default=None)
    parser.add_argument("--depth", type=int, default=None)
    args = parser.parse_args()
    budget = Budget(seconds=args.seconds, iterations=args.iterations)
    overrides: dict[str, Any] = {}
    if args.exploration is not None:
        overrides["exploration"] = args.exploration
    if args.depth is not None:
        overrides["depth"] = args.depth
    seeds = range(args.first_seed, args.first_seed + args.games)
    started = time.perf_counter()
    with ProcessPoolExecutor(args.workers) as pool:
        jobs = [
            pool.submit(play, args.game, args.seats, s, budget, overrides, args.options)
            for s in seeds
        ]
        results = [job.result() for job in jobs]
    wins = sum(won for won, _, _ in results)
    shared = sum(split for _, split, _ in results)
    times = [t for _, _, ts in results for t in ts]
    low, high = wilson(wins, len(results))
    how = f"{args.iterations} iterations" if args.iterations else f"{args.seconds:g} s"
    print(
        f"{args.game} {args.seats} seats, hard ({how}) vs normal, {len(results)} games: "
        f"hard won {wins} ({100 * wins / len(results):.0f} %, 95 % interval "
        f"{100 * low:.0f}-{100 * high:.0f} %; {shared} shared), fair share "
        f"{100 / args.seats:.0f} %"
    )
    if times:
        print(
            f"decision: median {statistics.median(times):.3f} s, max {max(times):.3f} s over "
            f"{len(times)} decisions; {time.perf_counter() - started:.0f} s wall, "
            f"{args.workers} workers"
        )


if __name__ == "__main__":
    main()
