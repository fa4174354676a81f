"""The few whole moves the ``hard`` level weighs: the normal bot's plan and the plans of a few
other styles (bolder, more careful, a little random), each played out by the planner step by step
on the real position, so every one is a move the engine accepts."""

from __future__ import annotations

from random import Random

from engine.core.lazy import LazyView
from engine.siege import flow, orders, views
from engine.siege.bots import NormalBot, Style
from engine.siege.state import MOVE, State

MAX_STEPS = 80  # more plans than a side has pieces and archers: a planner gone wrong stops here
STYLES = (
    Style(),
    Style(threshold=0.05, threat=0.1, guards=1),  # bold: every gain is taken, few stay home
    Style(threshold=0.6, threat=0.8, guards=6),  # careful: only clear gains, heroes kept safe
    Style(threshold=10.0),  # hold: nobody moves, the archers shoot
    Style(noise=0.25),
    Style(noise=0.25, guards=2),
)
PLANNERS = tuple(NormalBot(style) for style in STYLES)


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
    """Whole moves while planning (the normal bot's first); the set-up's ``ready`` (swaps are
    not worth a search) and the night's few choices as listed."""
    if seat not in flow.to_act(state):
        return []
    if state.phase != MOVE:
        legal = flow.legal(state, seat)
        return ["ready"] if "ready" in legal else list(legal)
    plans = [whole_plan(state, seat, bot, rng) for bot in PLANNERS]
    return list(dict.fromkeys(plans))
