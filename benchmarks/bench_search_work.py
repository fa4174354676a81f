"""How much a ``hard`` decision searches on a quiet machine and on a busy one, side by side.

At positions of ``normal`` bots' games, the game's registered ``hard`` bot decides twice: once
with the machine quiet, once while ``--load`` other processes spin at the same priority (they
stand in for other tables' bots thinking in the worker processes; this one runs at the same
priority too). The two decisions of a position come one after the other, so both see the same
stretch of the machine's other work. Printed for each: the play-outs a decision made (median,
10th percentile, least) and its time, candidate building included (median, p95, max).

    .venv/bin/python benchmarks/bench_search_work.py --game ilios --positions 40

A plain script, not a test: the figures go in the README.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from busy import spinners  # noqa: E402

from engine.core import search  # noqa: E402
from engine.core.game import StateBot  # noqa: E402
from engine.registry import get  # noqa: E402
from engine.siege.state import ONE_DAY  # noqa: E402
from render.samples_play import a_decision  # noqa: E402


class Counted:
    """The search's iterations, counted: ``search._Search.iterate`` wrapped for this run."""

    def __init__(self) -> None:
        self.count = 0
        real = search._Search.iterate

        def iterate(inner: Any, *args: Any) -> None:
            self.count += 1
            real(inner, *args)

        search._Search.iterate = iterate  # type: ignore[method-assign,assignment]


def positions(key: str, count: int, options: dict[str, str]) -> list[tuple[Any, int]]:
    """``count`` positions of normal bots' games where a seat has a choice: (state, seat). Siege
    games play the one-day scenarios in turn unless ``options`` names one."""
    game = get(key)
    found: list[tuple[Any, int]] = []
    number = 0
    while len(found) < count:
        config = options
        if key == "siege" and "scenario" not in options:
            config = {**options, "scenario": ONE_DAY[number % len(ONE_DAY)]}
        decision = a_decision(game, config, 5000 + number, number * 7)
        if decision is not None:
            found.append(decision)
        number += 1
    return found


def decide(key: str, state: Any, seat: int, seed: int, counted: Counted) -> tuple[int, float]:
    """One decision of the registered ``hard`` bot: (play-outs, seconds)."""
    game = get(key)
    bot = game.bots["hard"]
    assert isinstance(bot, StateBot)
    legal = game.legal_actions(state, seat)
    counted.count = 0
    began = time.perf_counter()
    bot.choose_at(game, state, seat, legal, Random(seed))
    return counted.count, time.perf_counter() - began


def summary(label: str, work: list[tuple[int, float]]) -> str:
    plays = sorted(n for n, _ in work)
    times = sorted(t for _, t in work)
    p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
    return (
        f"{label}: play-outs median {statistics.median(plays):.0f}, "
        f"10th percentile {plays[len(plays) // 10]}, least {plays[0]}; "
        f"seconds median {statistics.median(times):.2f}, p95 {p95:.2f}, max {times[-1]:.2f}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--load", type=int, default=2, help="busy processes in the loaded half")
    parser.add_argument("--options", default="")
    args = parser.parse_args()
    options = dict(pair.split("=", 1) for pair in args.options.split(",") if pair)
    found = positions(args.game, args.positions, options)
    counted = Counted()
    quiet: list[tuple[int, float]] = []
    loaded: list[tuple[int, float]] = []
    load_seen: list[float] = []
    with spinners(args.load, start_busy=False) as busy:
        for n, (state, seat) in enumerate(found):
            busy.clear()
            time.sleep(0.2)
            quiet.append(decide(args.game, state, seat, n, counted))
            busy.set()
            time.sleep(0.2)
            loaded.append(decide(args.game, state, seat, n, counted))
            load_seen.append(os.getloadavg()[0])
    print(f"{args.game}: {len(found)} positions, {args.load} busy processes in the loaded half")
    print(summary("quiet ", quiet))
    print(summary("loaded", loaded))
    print(f"load average (1 min) while measuring: up to {max(load_seen):.1f}")


if __name__ == "__main__":
    main()
