"""The few whole moves the ``hard`` level weighs: the plans of the normal planner in a few styles
for its side (fewer guards, bolder, a little random), each made by the planner step by step on the
real position, so every one is a move the engine accepts."""

from __future__ import annotations

from random import Random

from engine.core.lazy import LazyView
from engine.siege import flow, orders, views
from engine.siege.bots import NormalBot, Style
from engine.siege.pieces import GREEK, TROJAN
from engine.siege.state import MOVE, State, side_of_seat

MAX_STEPS = 80  # more plans than a side has pieces and archers: a planner gone wrong stops here
# Each planned step costs a legal list and a look at every move (a few ms): once this many steps
# are planned, no further style is tried, so a big day-4 army still decides within the second.
STEP_BUDGET = 64
NORMAL = Style()
# Styles measured against the normal bot (40 one-day games a side, ``benchmarks``' style runs):
# as the Greeks, fewer guards and a little randomness win far more often (guards 2 with noise:
# 57 % against 25 % for the normal style); as the Trojans the normal style is the best.
STYLES = {
    GREEK: (
        Style(noise=0.25, guards=2),
        Style(guards=2),
        Style(noise=0.25, guards=2),
        Style(threshold=0.05, threat=0.1, guards=1),
        NORMAL,
    ),
    TROJAN: (
        NORMAL,
        Style(noise=0.25),
        Style(guards=6),
        Style(noise=0.25),
    ),
}
PLANNERS = {side: tuple(NormalBot(style) for style in styles) for side, styles in STYLES.items()}


def whole_plan(state: State, seat: int, bot: NormalBot, rng: Random) -> str:
    """The plans ``bot`` makes from here until it ends, as one whole move."""
    steps: list[str] = []
    while len(steps) < MAX_STEPS:
        legal = flow.legal(state, seat)
        view = LazyView(lambda: views.seat_view(state, seat))  # noqa: B023 - read at once
        step = str(bot.choose(view, legal, rng))
        if step == orders.END:
            break
        state, _ = flow.act(state, seat, step)
        steps.append(step)
    return orders.join(steps)


def candidate_moves(state: State, seat: int, rng: Random) -> list[str]:
    """Whole moves while planning (the side's first style first); the set-up's ``ready`` (swaps are
    not worth a search) and the night's few choices as listed."""
    if seat not in flow.to_act(state):
        return []
    if state.phase != MOVE:
        legal = flow.legal(state, seat)
        return ["ready"] if "ready" in legal else list(legal)
    plans: list[str] = []
    steps = 0
    for bot in PLANNERS[side_of_seat(seat)]:
        if len(plans) >= 2 and steps >= STEP_BUDGET:
            break
        plan = whole_plan(state, seat, bot, rng)
        steps += plan.count(orders.SEP)
        plans.append(plan)
    return list(dict.fromkeys(plans))
