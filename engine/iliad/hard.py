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
# 2,054 decisions of 40 games (benchmarks/bench_calibration.py).
CALIBRATION = Calibration(slope=1.538, bias=3.25)
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
