"""Whether a hint asked twice names the same move: at positions of ``normal`` bots' games, the
hint (the game's hard search, its shipped budget, as ``/game hint`` runs it) is asked twice
with different randomness. A hint whose top moves are within the noise says they are about
equal (``Hint.tied``) and names none; otherwise it names its best, and the second ask should
name the same one.

    .venv/bin/python benchmarks/bench_hint_stability.py --game ilios --positions 100

Prints how often the first ask named a move, and how often the second ask put the same move
first, and how often it put it first or, saying "about equal", among the equal ones. A plain
script.
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from random import Random

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.registry import get  # noqa: E402
from render.samples_play import a_decision  # noqa: E402
from tabletop.hints import Hint, Ranked  # noqa: E402
from tabletop.thinking import Advising, advise  # noqa: E402


def ask(key: str, snapshot: dict[str, object], seat: int, seed: int) -> Hint:
    ranked = advise(Advising(key, snapshot, seat, Random(seed), top=3))
    return Hint("", tuple(Ranked.weighed(w.code, w) for w in ranked))


def position(key: str, number: int, options: dict[str, str]) -> tuple[int, int, int, int]:
    """(named, same or among the equal, equal-said, same as best): one position asked twice."""
    game = get(key)
    decision = a_decision(game, options, 1000 + number, number * 7)
    if decision is None:
        return 0, 0, 0, 0
    state, seat = decision
    snapshot = game.dump(state)
    first, second = ask(key, snapshot, seat, 2 * number), ask(key, snapshot, seat, 2 * number + 1)
    if len(first.tied()) > 1:
        return 0, 0, 1, 0
    best = first.ranked[0].label
    return 1, int(best in {r.label for r in second.tied()}), 0, int(best == second.ranked[0].label)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--options", default="")
    args = parser.parse_args()
    options = dict(pair.split("=", 1) for pair in args.options.split(",") if pair)
    with ProcessPoolExecutor(args.workers) as pool:
        jobs = [pool.submit(position, args.game, n, options) for n in range(args.positions)]
        results = [job.result() for job in jobs]
    named = sum(r[0] for r in results)
    same = sum(r[1] for r in results)
    equal = sum(r[2] for r in results)
    best = sum(r[3] for r in results)
    print(
        f"{args.game}: {len(results)} positions; the first ask named a move at {named} and said "
        f"'about equal' at {equal}; asked again, the named move came first at {best} of {named} "
        f"({100 * best / max(named, 1):.0f} %), first or among the equal at {same}"
    )


if __name__ == "__main__":
    main()
