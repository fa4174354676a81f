"""``hard`` against ``normal`` in the Iliad and the Siege of Troy: win rates with a 95 % (Wilson)
interval and the decision times, at the real budget, in worker processes.

Iliad: ``hard`` in one seat (turning round the table game by game) against ``normal`` in the
rest, at 2, 3 or 4 seats. Siege: the one-day scenarios in turn, ``hard`` Greek and Trojan in turn.

    .venv/bin/python benchmarks/bench_hard_matches.py iliad 2 [games] [processes]
    .venv/bin/python benchmarks/bench_hard_matches.py siege 2 [games] [processes]

A plain script, not a test. Each game is seeded by its number, so runs can be split and added.
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.core.game import Game, StateBot  # noqa: E402
from engine.core.lazy import LazyView  # noqa: E402
from engine.registry import all_games  # noqa: E402

SCENARIOS = ("day1", "day2", "day3", "day4")
FIRST_SEED = 90_000


def config_of(key: str, number: int) -> dict[str, str]:
    return {"scenario": SCENARIOS[(number // 2) % 4]} if key == "siege" else {}


def play(key: str, seats: int, number: int) -> tuple[int, bool, list[float]]:
    """One game: (hard's seat, whether it won, its decision times)."""
    game: Game[Any, Any] = next(g for g in all_games() if g.key == key)
    hard, normal = game.bots["hard"], game.bots["normal"]
    assert isinstance(hard, StateBot)
    seat_of_hard = number % seats
    config = config_of(key, number)
    state = game.setup(config, seats, FIRST_SEED + number, game.teams(config, seats))
    rng, times = Random(number), []
    while acting := game.to_act(state):
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        if seat == seat_of_hard:
            start = time.perf_counter()
            action = hard.choose_at(game, state, seat, legal, rng)
            times.append(time.perf_counter() - start)
        else:
            view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read at once
            action = normal.choose(view, legal, rng)
        state = game.apply(state, seat, action).state
    outcome = game.outcome(state)
    assert outcome is not None
    return seat_of_hard, seat_of_hard in outcome.winners, times


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def report(label: str, wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    return f"{label}: {wins}/{n} = {wins / max(n, 1):.1%} (95 % {low:.1%}–{high:.1%})"


def main() -> None:
    key, seats = sys.argv[1], int(sys.argv[2])
    games = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    first = int(sys.argv[5]) if len(sys.argv) > 5 else 0
    processes = int(sys.argv[4]) if len(sys.argv) > 4 else 2
    start = time.perf_counter()
    by_seat: dict[int, list[int]] = {}
    times: list[float] = []
    with ProcessPoolExecutor(processes) as pool:
        jobs = [pool.submit(play, key, seats, n) for n in range(first, first + games)]
        for done, job in enumerate(jobs, 1):
            seat, won, spent = job.result()
            by_seat.setdefault(seat, []).append(int(won))
            times += spent
            total = sum(sum(v) for v in by_seat.values())
            print(f"{done} games, hard won {total}", flush=True)
    total = sum(sum(v) for v in by_seat.values())
    print(report(f"{key}, {seats} seats, hard", total, games))
    names = ("Greeks", "Trojans") if key == "siege" else tuple(f"seat {s}" for s in range(seats))
    for seat, results in sorted(by_seat.items()):
        print("  " + report(f"as {names[seat]}", sum(results), len(results)))
    times.sort()
    print(
        f"  {len(times)} decisions: median {statistics.median(times):.2f} s, "
        f"p95 {times[int(len(times) * 0.95)]:.2f} s, max {times[-1]:.2f} s; "
        f"{time.perf_counter() - start:.0f} s in all"
    )


if __name__ == "__main__":
    main()
