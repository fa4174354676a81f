"""A search's estimate of a chance to win, turned into a chance that means what it says.

The search's raw number is the share of its play-outs won (or the evaluation at their cut-off):
biased by the play-out bot, which is weaker than the players, and by the few play-outs a move
gets. Measured over whole games (``benchmarks/bench_calibration.py``), the rate at which
decisions with such an estimate went on to win is a curve that never falls as the estimate
rises: isotonic regression (Zadrozny & Elkan 2002), fitted by pool-adjacent-violators. It takes
whatever shape the games show, and it only rescales: it keeps the order of the moves, so the
search's choice never changes. Where few games pass through the middle of the curve (ILIOS, the
Siege), a logistic curve of the estimate's log-odds (Platt's scaling: two numbers,
``fit_logistic``) follows it more steadily than steps that follow a handful of games' luck.
"""

from __future__ import annotations

import bisect
import math
from collections.abc import Iterable
from dataclasses import dataclass

from engine.core.logistic import Row, newton, sigmoid

# No shown chance is surer than these: a handful of decisions that all went one way is no proof.
LEAST, SUREST = 0.01, 0.99


@dataclass(frozen=True)
class Calibration:
    """The measured curve: ``points`` (raw estimate, chance shown), the estimates rising and the
    chances never falling, joined by straight lines and flat beyond both ends. Without points,
    the raw estimate itself."""

    points: tuple[tuple[float, float], ...] = ()

    def __post_init__(self) -> None:
        raws = [raw for raw, _ in self.points]
        shown = [chance for _, chance in self.points]
        if any(a >= b for a, b in zip(raws, raws[1:], strict=False)):
            raise ValueError("a calibration's raw estimates must rise")
        if any(a > b for a, b in zip(shown, shown[1:], strict=False)):
            raise ValueError("a calibration's chances must never fall")
        if any(not 0.0 <= value <= 1.0 for value in (*raws, *shown)):
            raise ValueError("a calibration's points are chances, 0 to 1")

    def __call__(self, raw: float) -> float:
        points = self.points
        if not points:
            return raw
        at = bisect.bisect_left(points, (raw,))
        if at == 0:
            return points[0][1]
        if at == len(points):
            return points[-1][1]
        (x0, y0), (x1, y1) = points[at - 1], points[at]
        return y0 + (y1 - y0) * (raw - x0) / (x1 - x0)


RAW = Calibration()


def _shown(chance: float) -> float:
    """A chance as a curve shows it: between ``LEAST`` and ``SUREST``, to a tenth of a point."""
    return round(min(SUREST, max(LEAST, chance)), 3)


def fit(samples: Iterable[tuple[float, int]]) -> Calibration:
    """The isotonic curve of ``samples`` (raw estimate, 1 if won else 0): one block for each
    estimate, in rising order; neighbouring blocks whose win rates do not rise are pooled until
    every rate rises; each block becomes a point at its mean estimate and its win rate, kept
    between ``LEAST`` and ``SUREST``."""
    tally: dict[float, list[int]] = {}
    for raw, won in samples:
        counts = tally.setdefault(raw, [0, 0])
        counts[0] += won
        counts[1] += 1
    blocks: list[list[float]] = []  # [sum of estimates, wins, count]
    for raw, (won_there, seen_there) in sorted(tally.items()):
        blocks.append([raw * seen_there, float(won_there), float(seen_there)])
        while len(blocks) > 1 and blocks[-2][1] * blocks[-1][2] >= blocks[-1][1] * blocks[-2][2]:
            raws, wins, count = blocks.pop()
            blocks[-1][0] += raws
            blocks[-1][1] += wins
            blocks[-1][2] += count
    points: list[tuple[float, float]] = []
    for raws, wins, count in blocks:
        raw = round(raws / count, 4)
        chance = _shown(wins / count)
        if points and raw <= points[-1][0]:  # two blocks a rounding apart: the later's rate
            points.pop()
        points.append((raw, chance))
    return Calibration(tuple(points))


# The raw estimates a logistic curve is drawn at (joined by lines, as every curve is).
GRID = tuple(i / 40 for i in range(41))
_EDGE = 1e-3  # a raw estimate of 0 or 1 is read as this close to it: its log-odds stay finite


def _log_odds(raw: float) -> float:
    raw = min(1 - _EDGE, max(_EDGE, raw))
    return math.log(raw / (1 - raw))


def platt(samples: Iterable[tuple[float, int]]) -> tuple[float, float]:
    """Platt's scaling of ``samples`` (raw estimate, 1 if won else 0): the bias and slope of a
    logistic curve of the estimate's log-odds, fitted by ``newton``. A curve that would fall
    (the games won less often the higher the estimate) is refused."""
    rows: list[Row] = [((1.0, _log_odds(raw)), won) for raw, won in samples]
    bias, slope = newton(rows)
    if slope <= 0:
        raise ValueError("the games were not won more often the higher the estimate")
    return round(bias, 4), round(slope, 4)


def logistic_curve(bias: float, slope: float) -> Calibration:
    """The logistic curve of the estimate's log-odds, drawn at ``GRID`` (joined by lines, as
    every curve is) and kept between ``LEAST`` and ``SUREST``."""
    return Calibration(tuple((raw, _shown(sigmoid(bias + slope * _log_odds(raw)))) for raw in GRID))


def fit_logistic(samples: Iterable[tuple[float, int]]) -> Calibration:
    """Platt's curve of ``samples``, drawn."""
    return logistic_curve(*platt(samples))
