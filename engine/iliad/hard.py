"""The Iliad's ``hard`` level: the core search; each play-out runs to the end of the siege under
way with the normal bot, then the fitted evaluation judges it (``engine.iliad.evaluation``): a
siege's worth of play is where a move's effect shows, and many more play-outs fit in a second."""

from __future__ import annotations

from engine.core.calibration import Calibration
from engine.core.search import Budget, SearchBot, Settings
from engine.iliad.evaluation import judge

# 400 play-outs a decision, however busy the machine: a busy machine makes a decision slower,
# never weaker. About 0.65 s on a quiet core (where 1 s gave about 580; against normal: 75 % of
# 40 games at 400, 82 % of 200 at 1 s, within the noise of 40); the cap ends one at 1.5 s.
# The chance a hint shows: how often hard went on to win against normal from such a number, over
# 6,410 decisions of 120 games on a busy machine (benchmarks/bench_calibration.py, seeds 9000-9095
# and 9100-9123).
CALIBRATION = Calibration(
    (
        (0.0016, 0.055),
        (0.0114, 0.087),
        (0.0409, 0.161),
        (0.0925, 0.233),
        (0.122, 0.238),
        (0.1312, 0.25),
        (0.1351, 0.328),
        (0.1397, 0.333),
        (0.146, 0.346),
        (0.1554, 0.366),
        (0.1615, 0.375),
        (0.1643, 0.4),
        (0.19, 0.427),
        (0.2203, 0.445),
        (0.2302, 0.452),
        (0.235, 0.457),
        (0.2408, 0.473),
        (0.2779, 0.579),
        (0.3119, 0.588),
        (0.3154, 0.609),
        (0.3263, 0.645),
        (0.3453, 0.688),
        (0.3608, 0.716),
        (0.3682, 0.75),
        (0.4122, 0.774),
        (0.5434, 0.778),
        (0.6485, 0.808),
        (0.6654, 0.851),
        (0.6857, 0.878),
        (0.6902, 0.889),
        (0.7123, 0.901),
        (0.7478, 0.911),
        (0.7851, 0.984),
        (0.8336, 0.988),
        (0.9661, 0.99),
    )
)
# A hint sets its best move beside the runners-up on 40 common deals and dice: asked twice at 100
# positions, it then named a move at 36 (23 by the search's errors alone) and the same one again
# at 30 of them (benchmarks/bench_hint_stability.py).
HINT_DRAWS = 40
HARD = SearchBot(
    Budget(iterations=400, cap=1.5),
    Settings(depth=0, evaluate=judge),
    CALIBRATION,
    hint_draws=HINT_DRAWS,
)
