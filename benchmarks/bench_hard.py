"""How strong ``hard`` is and what a decision costs, for any game: ``hard`` in one seat,
``normal`` in the rest, whole games in worker processes.

    .venv/bin/python benchmarks/bench_hard.py --game heroes --games 200 --seats 2
    .venv/bin/python benchmarks/bench_hard.py --game siege --games 200   # day1-day4 in turn

Game ``n`` (seeded ``--first-seed + n``, so runs can be split and added up) seats ``hard`` at
``n % seats``: at 2 seats it moves first half the time, at 2 Siege seats it is the Greeks and the
Trojans in turn, and a Siege game plays the one-day scenarios day1-day4 in turn (every two
games) unless ``--options`` names one. ``--seat`` keeps only the games with ``hard`` in that
seat (``--seat 1 --game siege``: hard as the Trojans, on that run's own seeds). The registered
``hard`` bot plays as shipped (its own time budget) unless ``--seconds`` or ``--iterations``
replaces the budget: an iteration budget gives the same games whatever else the machine is
doing. ``--load 2`` keeps two more processes busy all along, at the same priority (other
tables' bots thinking), to measure the same games on a busy machine. ``--level normal`` seats
``normal`` where ``hard`` would sit: normal's own rate on the same seeds. Prints wins with a 95 %
Wilson interval (overall and per seat; in the Siege per scenario too), the fair share, and the
median, p95 and max time of a ``hard`` decision with a choice. A plain script, not a test: the
figures go in the README.
"""

from __future__ import annotations

import argparse
import copy
import math
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace
from pathlib import Path
from random import Random
from typing import Any

# Measure this checkout's engine, not whichever one the virtualenv has installed.
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from busy import spinners  # noqa: E402

from engine.core.lazy import LazyView  # noqa: E402
from engine.core.rng import rng_for  # noqa: E402
from engine.core.search import Budget, SearchBot  # noqa: E402
from engine.registry import get  # noqa: E402
from engine.siege.state import ONE_DAY  # noqa: E402


@dataclass(frozen=True)
class Match:
    """What every game of a run shares."""

    key: str
    seats: int
    options: str = ""
    budget: Budget | None = None  # None: the registered bot's own
    overrides: tuple[tuple[str, Any], ...] = ()  # Settings fields replaced
    level: str = "hard"  # the level in hard's seat: "normal" gives normal's own rate, same seeds


@dataclass(frozen=True)
class Played:
    seat: int  # hard's seat
    won: bool
    shared: bool  # a win shared with another seat (not a team)
    times: tuple[float, ...]  # hard's decisions with a choice, seconds
    scenario: str = ""  # the Siege's one-day scenario


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a win rate."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def hard_bot(match: Match) -> SearchBot:
    """The game's registered ``hard`` bot, with the run's budget and settings, if any."""
    registered = get(match.key).bots["hard"]
    assert isinstance(registered, SearchBot)
    bot = copy.copy(registered)
    if match.budget is not None:
        bot.budget = match.budget
    if match.overrides:
        bot.settings = replace(bot.settings, **dict(match.overrides))
    return bot


def config_of(match: Match, number: int) -> dict[str, str]:
    config = dict(pair.split("=", 1) for pair in match.options.split(",") if pair)
    if match.key == "siege" and "scenario" not in config:
        config["scenario"] = ONE_DAY[(number // 2) % len(ONE_DAY)]
    return config


# How hard's seat moves in a benchmark game: (game, state, seat, legal actions, rng) -> action.
HardMove = Callable[[Any, Any, int, Sequence[Any], Random], Any]


def played_out(match: Match, seed: int, number: int, hard_move: HardMove) -> tuple[Any, int]:
    """One whole game, ``hard_move`` deciding for hard's seat and ``normal`` for the others:
    its outcome and hard's seat."""
    game = get(match.key)
    normal = game.bots["normal"]
    hard_seat = number % match.seats
    config = config_of(match, number)
    state = game.setup(config, match.seats, seed, game.teams(config, match.seats))
    version = 0
    while acting := game.to_act(state):
        seat = min(acting)
        legal = game.legal_actions(state, seat)
        rng = rng_for(seed, version, "bench")
        if seat == hard_seat:
            action = hard_move(game, state, seat, legal, rng)
        else:
            view = LazyView(lambda: game.seat_view(state, seat))  # noqa: B023 - read at once
            action = normal.choose(view, legal, rng)
        state = game.apply(state, seat, action).state
        version += 1
    done = game.outcome(state)
    assert done is not None
    return done, hard_seat


def play(match: Match, seed: int, number: int) -> Played:
    """One whole game, hard's decisions with a choice timed."""
    hard = hard_bot(match)
    other = get(match.key).bots[match.level]
    times: list[float] = []

    def timed(game: Any, state: Any, seat: int, legal: Sequence[Any], rng: Random) -> Any:
        start = time.perf_counter()
        if match.level == "hard":
            action = hard.choose_at(game, state, seat, legal, rng)
        else:
            action = other.choose(LazyView(lambda: game.seat_view(state, seat)), legal, rng)
        if len(legal) > 1:
            times.append(time.perf_counter() - start)
        return action

    done, hard_seat = played_out(match, seed, number, timed)
    won = hard_seat in done.winners
    shared = won and len(done.winners) > 1 and done.team_scores == ()
    scenario = config_of(match, number).get("scenario", "") if match.key == "siege" else ""
    return Played(hard_seat, won, shared, tuple(times), scenario)


def fair_share(match: Match) -> float:
    """One side's share of the wins if every seat played alike: teams win together."""
    teams = get(match.key).teams(config_of(match, 0), match.seats)
    return 1 / (len(set(teams)) if teams else match.seats)


def rate(label: str, wins: int, n: int) -> str:
    low, high = wilson(wins, n)
    return (
        f"{label}: {wins}/{n} = {100 * wins / max(n, 1):.0f} % "
        f"(95 % interval {100 * low:.0f}-{100 * high:.0f} %)"
    )


def seat_name(key: str, seat: int, seats: int) -> str:
    """A Siege seat by its side (and its number, when a side has two seats)."""
    if key != "siege":
        return f"seat {seat + 1}"
    side = ("Greeks", "Trojans")[seat % 2]
    return side if seats == 2 else f"{side} (seat {seat + 1})"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--seats", type=int, default=2)
    parser.add_argument("--seconds", type=float, default=None, help="replace the budget")
    parser.add_argument("--iterations", type=int, default=None, help="replace the budget")
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument(
        "--load", type=int, default=0, help="processes kept busy beside the games all along"
    )
    parser.add_argument(
        "--seat", type=int, default=None, help="only the games with hard in this seat"
    )
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument(
        "--level",
        choices=("hard", "normal", "random"),
        default="hard",
        help="the level in hard's seat (normal: its own rate)",
    )
    parser.add_argument("--options", default="", help="table options, e.g. size=5")
    parser.add_argument("--exploration", type=float, default=None)
    parser.add_argument("--depth", type=int, default=None)
    parser.add_argument("--tree-depth", type=int, default=None, help="1: a flat search")
    parser.add_argument(
        "--whole-rounds", choices=("yes", "no"), default=None, help="cut play-outs at own turn"
    )
    args = parser.parse_args()
    budget = None
    if args.seconds is not None or args.iterations is not None:
        budget = Budget(seconds=args.seconds or 1.0, iterations=args.iterations)
    overrides = tuple(
        (name, value)
        for name, value in (
            ("exploration", args.exploration),
            ("depth", args.depth),
            ("tree_depth", args.tree_depth),
            ("whole_rounds", None if args.whole_rounds is None else args.whole_rounds == "yes"),
        )
        if value is not None
    )
    match = Match(args.game, args.seats, args.options, budget, overrides, args.level)
    started = time.perf_counter()
    # The games of a whole run where hard sits at --seat: the same numbers and seeds as there.
    numbers = (
        range(args.games)
        if args.seat is None
        else range(args.seat, args.seat + args.seats * args.games, args.seats)
    )
    with spinners(args.load), ProcessPoolExecutor(args.workers) as pool:
        jobs = [pool.submit(play, match, args.first_seed + n, n) for n in numbers]
        results = []
        for done, job in enumerate(jobs, 1):
            results.append(job.result())
            if done % 10 == 0:
                print(f"{done} games, hard won {sum(r.won for r in results)}", flush=True)
    wins = sum(r.won for r in results)
    how = (
        f"{args.iterations} iterations"
        if args.iterations
        else (f"{args.seconds:g} s" if args.seconds else "as shipped")
    )
    how += "".join(f", {name} {value}" for name, value in overrides)
    who = f"hard ({how})" if args.level == "hard" else args.level
    print(
        rate(f"{args.game}, {args.seats} seats, {who} vs normal", wins, len(results))
        + f"; {sum(r.shared for r in results)} shared; fair share {100 * fair_share(match):.0f} %"
    )
    for seat in range(args.seats):
        mine = [r for r in results if r.seat == seat]
        label = f"as {seat_name(args.game, seat, args.seats)}"
        print("  " + rate(label, sum(r.won for r in mine), len(mine)))
        for scenario in sorted({r.scenario for r in mine if r.scenario}):
            here = [r for r in mine if r.scenario == scenario]
            print(f"    {scenario}: {sum(r.won for r in here)}/{len(here)}")
    times = sorted(t for r in results for t in r.times)
    if times:
        print(
            f"  {len(times)} decisions: median {statistics.median(times):.2f} s, "
            f"p95 {times[int(0.95 * (len(times) - 1))]:.2f} s, max {times[-1]:.2f} s; "
            f"{time.perf_counter() - started:.0f} s wall, {args.workers} workers, "
            f"{args.load} busy processes beside them"
        )


if __name__ == "__main__":
    main()
