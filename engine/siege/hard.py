"""The Siege's ``hard`` level: a flat search over the candidate whole moves
(``engine.siege.candidates``), each judged once its results and the other side's answer (the
normal planner's) are rolled with the dice of a drawn seed, by the fitted evaluation
(``engine.siege.evaluation``); the best average wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.calibration import Calibration
from engine.core.lazy import LazyView
from engine.core.search import Budget, SearchBot, Settings
from engine.siege import evaluation, flow, views
from engine.siege.bots import NormalBot
from engine.siege.candidates import STYLES
from engine.siege.state import MOVE, State, side_of_seat

# A decision judges its candidate plans this many times in all, however busy the machine (the
# same search quiet or loaded), unless CAP seconds run out first, the plans' making included.
JUDGEMENTS = 12
CAP = 1.35
# Every candidate plan judged once, even past the cap: one plan per style at most.
FLOOR = max(len(styles) for styles in STYLES.values())
_PLANNER = NormalBot()


def settle(state: State, seat: int) -> State:
    """Play on with the normal planner until the other side has answered ``seat``'s move and its
    answer is rolled (a partner's plans first, when the half is still under way): a plan is
    judged by what it did and by what it left open to the enemy, not halfway."""
    side, rng = side_of_seat(seat), Random(0)  # the normal planner draws nothing while planning
    answered = state.moving != side
    while state.phase == MOVE and (acting := flow.to_act(state)):
        if state.moving == side and answered:
            break
        mover = min(acting)
        view = LazyView(lambda: views.seat_view(state, mover))  # noqa: B023 - read at once
        step = _PLANNER.choose(view, flow.legal(state, mover), rng)
        state, _ = flow.act(state, mover, step)
        answered = answered or state.moving != side
    return state


def judge(state: State, seat: int) -> float:
    """The chance that ``seat``'s side wins once the other side has answered its move."""
    return evaluation.evaluate(settle(state, seat), seat)


class SiegeSearchBot(SearchBot):
    """Without the state (a caller that only has the view) it plays as the normal bot: a
    uniform pick among thousands of single plans would almost never end a move."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any:
        return _PLANNER.choose(view, legal, rng)


# The chance a hint shows: how often hard went on to win against normal from such a number, over
# 1,490 decisions of 200 one-day games at 12 judgements (benchmarks/bench_calibration.py,
# seeds 9000-9199).
CALIBRATION = Calibration(
    (
        (0.0002, 0.01),
        (0.0054, 0.022),
        (0.0131, 0.12),
        (0.0243, 0.242),
        (0.0379, 0.333),
        (0.0429, 0.357),
        (0.0919, 0.414),
        (0.1781, 0.483),
        (0.208, 0.5),
        (0.3093, 0.654),
        (0.556, 0.662),
        (0.7186, 0.722),
        (0.8026, 0.756),
        (0.8443, 0.778),
        (0.8648, 0.8),
        (0.8932, 0.824),
        (0.9368, 0.849),
        (0.9754, 0.981),
        (0.9982, 0.99),
    )
)
HARD = SiegeSearchBot(
    Budget(iterations=JUDGEMENTS, cap=CAP, floor=FLOOR),
    Settings(tree_depth=1, depth=0, evaluate=judge),
    CALIBRATION,
)
