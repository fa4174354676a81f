"""The Siege's ``hard`` level: a flat search over the candidate whole moves
(``engine.siege.candidates``), each judged once its results and the other side's answer (the
normal planner's) are rolled with the dice of a drawn seed, by the fitted evaluation
(``engine.siege.evaluation``); the best average wins."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.calibration import logistic_curve
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
# Every candidate plan judged once, even past the cap: one plan per style at most; but past the
# ceiling no other judgement starts (a judgement on a crowded machine may take a few tenths, and a
# decision must stay under 2 s).
FLOOR = max(len(styles) for styles in STYLES.values())
CEILING = 1.55
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


# The chance a hint shows: the evaluation's own, set on Platt's logistic curve of its log-odds
# (a little surer of a win: hard plays better than the planner the evaluation was fitted on).
# Over 1,485 decisions of 200 one-day games as shipped (benchmarks/bench_calibration.py, seeds
# 21000-21199), fitted on either half it misses no judged tenth on the other (the evaluation's
# own number missed one, 60-70 %, by 11 points), Brier 0.104-0.105 against 0.105-0.107.
CALIBRATION = logistic_curve(0.21, 1.0531)
HARD = SiegeSearchBot(
    Budget(iterations=JUDGEMENTS, cap=CAP, floor=FLOOR, ceiling=CEILING),
    Settings(tree_depth=1, depth=0, evaluate=judge),
    CALIBRATION,
)
