"""Whether the hints' "chance to win" means what it says: ``hard`` against ``normal`` (as in
``bench_hard.py``), and at each of hard's decisions with a choice the chance its search shows
for its move (a hint's number: the same search, the same budget) is kept with whether hard
went on to win.

    .venv/bin/python benchmarks/bench_calibration.py collect --game heroes --games 60 --out h.jsonl
    .venv/bin/python benchmarks/bench_calibration.py fit h.jsonl

``collect`` appends one JSON line per decision (game number, the raw estimate, its play-outs,
won). ``fit`` fits the game's calibration (``engine.core.calibration``: an isotonic curve of the
estimate, and Platt's logistic one) on half the games (0-7, 16-23, …: hard in every seat, every
Siege scenario as each side) and judges it on the other half (``--swap``: the other way round):
for each tenth of the shown chance, how many decisions and how often they were won, raw and
calibrated, the tenths the target judges that miss, and the Brier score of the raw estimate,
the calibrated one and a constant guess (the fit half's win rate). A plain script, not a test:
the figures and the curve (``--form``) fitted on every game go in the README and the game's
``hard.py``. ``fit --shipped`` judges that shipped curve on new games instead.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Iterable, Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from random import Random
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_hard import Match, hard_bot, played_out  # noqa: E402

from engine.core.calibration import Calibration, fit, fit_logistic, platt  # noqa: E402
from engine.core.search import advise  # noqa: E402

Sample = dict[str, Any]


def play(match: Match, seed: int, number: int) -> list[Sample]:
    """One game of hard against normal: hard's shown chance at each decision, then the result."""
    hard = hard_bot(match)
    shown: list[tuple[float, int]] = []

    def searched(game: Any, state: Any, seat: int, legal: Sequence[Any], rng: Random) -> Any:
        if len(legal) == 1:
            return legal[0]
        best = advise(game, state, seat, rng, hard.budget, hard.settings).ranked[0]
        shown.append((best.win_chance, best.visits))
        return game.decode(state, seat, best.code)

    done, hard_seat = played_out(match, seed, number, searched)
    won = int(hard_seat in done.winners)
    return [
        {"game": number, "seat": hard_seat, "raw": raw, "visits": visits, "won": won}
        for raw, visits in shown
    ]


def collect(args: argparse.Namespace) -> None:
    match = Match(args.game, args.seats, args.options)
    with ProcessPoolExecutor(args.workers) as pool, open(args.out, "a") as out:
        numbers = range(args.first_seed, args.first_seed + args.games)
        jobs = [pool.submit(play, match, n, n) for n in numbers]
        for done, job in enumerate(jobs, 1):
            for sample in job.result():
                out.write(json.dumps({"key": args.game, **sample}) + "\n")
            out.flush()
            if done % 10 == 0:
                print(f"{done} games", flush=True)


def brier(chances: Sequence[float], won: Sequence[int]) -> float:
    return sum((p - y) ** 2 for p, y in zip(chances, won, strict=True)) / max(len(won), 1)


def table(chances: Sequence[float], won: Sequence[int]) -> list[tuple[str, int, float, float]]:
    """Each tenth of the shown chance: its decisions, their mean shown chance, their win rate."""
    rows = []
    for tenth in range(10):
        inside = [(p, y) for p, y in zip(chances, won, strict=True) if min(int(p * 10), 9) == tenth]
        if inside:
            mean = sum(p for p, _ in inside) / len(inside)
            rate = sum(y for _, y in inside) / len(inside)
            rows.append((f"{10 * tenth}-{10 * tenth + 10} %", len(inside), mean, rate))
    return rows


def show(label: str, chances: Sequence[float], won: Sequence[int]) -> None:
    print(f"  {label}: Brier {brier(chances, won):.3f}")
    print("    shown chance | decisions | mean shown | won")
    for span, count, mean, rate in table(chances, won):
        print(f"    {span:>12} | {count:9} | {100 * mean:9.0f} % | {100 * rate:.0f} %")


# The two forms of curve (``engine.core.calibration``): the isotonic steps, or Platt's logistic
# curve of the log-odds, steadier where few games fall in a tenth but of one shape only.
FORMS: dict[str, Callable[[Iterable[tuple[float, int]]], Calibration]] = {
    "isotonic": fit,
    "logistic": fit_logistic,
}


def pairs(samples: Sequence[Sample]) -> list[tuple[float, int]]:
    """Each decision's raw estimate and whether it was won, as the fits take them."""
    return [(float(s["raw"]), int(s["won"])) for s in samples]


def fitted(samples: Sequence[Sample], form: str = "isotonic") -> Calibration:
    return FORMS[form](pairs(samples))


def _half(sample: Sample) -> int:
    """Games 0-7 fit, 8-15 judge, and so on: each half has hard in both seats and, in the
    Siege, every one-day scenario as each side (their chances differ)."""
    return int(sample["game"]) // 8 % 2


def judge(args: argparse.Namespace) -> None:
    samples = [json.loads(line) for line in Path(args.data).read_text().splitlines() if line]
    if args.shipped:
        judge_shipped(samples)
        return
    halves = ([s for s in samples if _half(s) == 0], [s for s in samples if _half(s) == 1])
    train, test = halves[::-1] if args.swap else halves
    games = len({s["game"] for s in samples})
    base = sum(s["won"] for s in train) / max(len(train), 1)
    won = [int(s["won"]) for s in test]
    print(
        f"{samples[0]['key']}: {len(samples)} decisions of {games} games; fit on half the games "
        f"({len(train)} decisions), judged on the other half ({len(test)})"
    )
    print(f"  constant guess {100 * base:.0f} %: Brier {brier([base] * len(test), won):.3f}")
    show("raw", [s["raw"] for s in test], won)
    for form in FORMS:
        calibrate: Callable[[float], float] = fitted(train, form)
        chances = [calibrate(s["raw"]) for s in test]
        show(f"calibrated, {form}", chances, won)
        print(
            f"    tenths of 50 decisions or more missed by over 10 points: {misses(chances, won)}"
        )
    every = pairs(samples)
    shipped = f"logistic_curve{platt(every)}" if args.form == "logistic" else str(fit(every))
    print(f"  fitted on every game (to ship, {args.form}): {shipped}")


def judge_shipped(samples: Sequence[Sample]) -> None:
    """The curve the game ships, judged on every game of ``samples`` (games it was not fitted
    on), not on half of them as a fit is."""
    key = samples[0]["key"]
    shipped = hard_bot(Match(key, seats=2)).calibration
    results = {s["game"]: int(s["won"]) for s in samples}
    won = [int(s["won"]) for s in samples]
    print(
        f"{key}: the shipped curve judged on {len(samples)} decisions of {len(results)} games, "
        f"hard won {sum(results.values())}"
    )
    rate = sum(won) / len(won)
    print(
        f"  constant guess {100 * rate:.0f} % (these decisions' own win rate, which a guess "
        f"could not know beforehand): Brier {brier([rate] * len(won), won):.3f}"
    )
    show("raw", [s["raw"] for s in samples], won)
    chances = [shipped(s["raw"]) for s in samples]
    show("shipped", chances, won)
    print(f"    tenths of 50 decisions or more missed by over 10 points: {misses(chances, won)}")


def misses(chances: Sequence[float], won: Sequence[int]) -> int:
    """The tenths the target judges (50 decisions or more) whose win rate is over 10 points
    from the chance shown there."""
    return sum(
        1 for _, count, mean, rate in table(chances, won) if count >= 50 and abs(mean - rate) > 0.1
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    sub = parser.add_subparsers(dest="command", required=True)
    run = sub.add_parser("collect")
    run.add_argument("--game", required=True)
    run.add_argument("--games", type=int, default=60)
    run.add_argument("--seats", type=int, default=2)
    run.add_argument("--workers", type=int, default=2)
    run.add_argument("--first-seed", type=int, default=0)
    run.add_argument("--options", default="")
    run.add_argument("--out", required=True)
    judged = sub.add_parser("fit")
    judged.add_argument("data")
    judged.add_argument(
        "--form", choices=tuple(FORMS), default="isotonic", help="the curve shipped"
    )
    judged.add_argument(
        "--swap", action="store_true", help="fit on the judged half, judge the other"
    )
    judged.add_argument(
        "--shipped",
        action="store_true",
        help="judge the curve the game ships on every game (games it was not fitted on)",
    )
    args = parser.parse_args()
    if args.command == "collect":
        collect(args)
    else:
        judge(args)


if __name__ == "__main__":
    main()
