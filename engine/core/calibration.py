"""A search's estimate of a chance to win, turned into a chance that means what it says.

The search's raw number is the share of its play-outs won (or the evaluation at their cut-off):
biased by the play-out bot, which is weaker than the players, and by the few play-outs a move
gets. Measured over whole games (``benchmarks/bench_calibration.py``), a logistic curve on the
raw estimate's log-odds maps it to the rate at which such decisions went on to win. The curve
only rescales: it keeps the order of the moves, so the search's choice never changes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from engine.core.logistic import sigmoid

EDGE = 0.01  # a raw 0 or 1 (every play-out won) is read as 1 % or 99 %: few play-outs are no proof


def log_odds(chance: float) -> float:
    p = min(1 - EDGE, max(EDGE, chance))
    return math.log(p / (1 - p))


@dataclass(frozen=True)
class Calibration:
    """``sigmoid(slope × log-odds(raw) + bias)``; the default is the raw estimate itself."""

    slope: float = 1.0
    bias: float = 0.0

    def __call__(self, raw: float) -> float:
        if self.slope == 1.0 and self.bias == 0.0:
            return raw
        return sigmoid(self.slope * log_odds(raw) + self.bias)


RAW = Calibration()
