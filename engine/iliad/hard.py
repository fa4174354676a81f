"""The Iliad's ``hard`` level: the core search; each play-out runs to the end of the siege under
way with the normal bot, then the fitted evaluation judges it (``engine.iliad.evaluation``): a
siege's worth of play is where a move's effect shows, and many more play-outs fit in a second."""

from __future__ import annotations

from engine.core.calibration import Calibration
from engine.core.search import Budget, SearchBot, Settings
from engine.iliad.evaluation import judge

# The chance a hint shows: how often hard went on to win against normal from such a number, over
# 2,054 decisions of 40 games (benchmarks/bench_calibration.py).
CALIBRATION = Calibration(slope=1.538, bias=3.25)
HARD = SearchBot(Budget(seconds=1.0), Settings(depth=0, evaluate=judge), CALIBRATION)
