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
# 10,509 decisions of 200 games, two at a time on 2 cores so that the cap cut few searches
# (benchmarks/bench_calibration.py, seeds 9000-9199).
CALIBRATION = Calibration(
    (
        (0.0016, 0.078),
        (0.0115, 0.196),
        (0.0204, 0.212),
        (0.0259, 0.222),
        (0.0345, 0.235),
        (0.0424, 0.265),
        (0.0487, 0.278),
        (0.0588, 0.291),
        (0.0664, 0.333),
        (0.0711, 0.36),
        (0.0909, 0.365),
        (0.1142, 0.365),
        (0.1269, 0.38),
        (0.1443, 0.461),
        (0.1718, 0.508),
        (0.2142, 0.521),
        (0.2454, 0.543),
        (0.264, 0.608),
        (0.2834, 0.644),
        (0.2951, 0.645),
        (0.3064, 0.657),
        (0.3095, 0.661),
        (0.3158, 0.676),
        (0.3277, 0.696),
        (0.336, 0.742),
        (0.3426, 0.76),
        (0.3509, 0.781),
        (0.3633, 0.786),
        (0.3972, 0.791),
        (0.4226, 0.8),
        (0.4275, 0.805),
        (0.4416, 0.822),
        (0.5123, 0.836),
        (0.6048, 0.844),
        (0.6287, 0.857),
        (0.631, 0.864),
        (0.6532, 0.87),
        (0.6825, 0.897),
        (0.703, 0.913),
        (0.7165, 0.917),
        (0.7277, 0.936),
        (0.7526, 0.954),
        (0.7791, 0.98),
        (0.8006, 0.988),
        (0.8347, 0.99),
        (0.9685, 0.99),
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
