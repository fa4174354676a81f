"""How an Iliad game stands at the start of a siege, as a chance that a seat's side wins: a
logistic model of the scores against the target, the hands and the Victory cards left, fitted
on bot games by ``benchmarks/fit_iliad_eval.py`` (the weights below come from it). The ``hard``
level plays each play-out to the end of the siege under way, then asks this instead of playing
the rest of the game."""

from __future__ import annotations

import math
from random import Random

from engine.core.lazy import LazyView
from engine.iliad import cards, flow, scoring, views
from engine.iliad.bots import NormalBot
from engine.iliad.state import State

NAMES = (
    "bias",
    "fair_share",
    "my_score",
    "best_rival_score",
    "my_hand",
    "rival_hand",
    "victory_left",
)
WEIGHTS = (-1.698, 1.513, 3.350, -1.915, 1.266, -1.651, 0.472)
_NORMAL = NormalBot()


def features(state: State, seat: int) -> tuple[float, ...]:
    goal = scoring.target(state)
    mine = scoring.side_of(state, seat)
    rivals = {scoring.side_of(state, s) for s in range(state.seats) if s not in mine}
    limit = cards.hand_size(state.seats)
    return (
        1.0,
        1 / (len(rivals) + 1),
        scoring.side_score(state, seat) / goal,
        max(scoring.side_score(state, side[0]) for side in rivals) / goal,
        sum(len(state.hands[s]) for s in mine) / len(mine) / limit,
        max(len(state.hands[s]) for s in range(state.seats) if s not in mine) / limit,
        len(state.victory_deck) / 10,
    )


def chance(state: State, seat: int, weights: tuple[float, ...] = WEIGHTS) -> float:
    z = sum(w * x for w, x in zip(weights, features(state, seat), strict=True))
    return 1.0 / (1.0 + math.exp(-max(-30.0, min(30.0, z))))


def settle(state: State) -> State:
    """Play the siege under way to its end with the normal bot (deterministic)."""
    siege, rng = state.siege, Random(0)
    while state.siege == siege and (acting := flow.to_act(state)):
        seat = min(acting)
        view = LazyView(lambda: views.seat_view(state, seat))  # noqa: B023 - read at once
        state, _ = flow.act(state, seat, _NORMAL.choose(view, flow.legal(state, seat), rng))
    return state


def judge(state: State, seat: int) -> float:
    """The chance that ``seat``'s side wins: 1 or 0 once over, else the model after the siege."""
    state = settle(state)
    if not flow.to_act(state):
        return 1.0 if seat in state.winners else 0.0
    return chance(state, seat)
