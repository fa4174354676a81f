"""How an Iliad game stands at the start of a siege, as a chance that a seat's side wins: a
logistic model of the scores against the target, the hands (how many cards, and what they could
lay: ``potential``), the Victory cards left and who holds Agamemnon, fitted on bot games by
``benchmarks/fit_iliad_eval.py`` (the weights below come from it), once for two players and
once for more (with two, nothing but the duel counts: no oracle, no Heroes). The ``hard`` level
plays each play-out to the end of the siege under way, then asks this instead of playing the
rest of the game."""

from __future__ import annotations

from random import Random

from engine.core.lazy import LazyView
from engine.core.logistic import logistic
from engine.iliad import cards, flow, scoring, views
from engine.iliad.bots import NormalBot
from engine.iliad.state import State
from engine.iliad.strategy import potential

NAMES = (
    "bias",
    "fair_share",
    "my_score",
    "best_rival_score",
    "my_hand",
    "rival_hand",
    "victory_left",
    "my_power",
    "rival_power",
    "agamemnon",
)
POWER_SCALE = 50.0  # about what a dealt hand of twelve could lay out
WEIGHTS_TWO = (0.057, 0.028, 3.098, -2.942, 0.834, -0.897, 0.060, 2.826, -2.945, -0.308)
WEIGHTS_MORE = (-1.770, 0.486, 3.755, -1.593, 0.860, -1.242, 0.691, 1.163, -1.134, -0.380)
_NORMAL = NormalBot()


def features(state: State, seat: int) -> tuple[float, ...]:
    goal = scoring.target(state)
    mine = scoring.side_of(state, seat)
    others = [s for s in range(state.seats) if s not in mine]
    rivals = {scoring.side_of(state, s) for s in others}
    limit = cards.hand_size(state.seats)
    return (
        1.0,
        1 / (len(rivals) + 1),
        scoring.side_score(state, seat) / goal,
        max(scoring.side_score(state, side[0]) for side in rivals) / goal,
        sum(len(state.hands[s]) for s in mine) / len(mine) / limit,
        max(len(state.hands[s]) for s in others) / limit,
        len(state.victory_deck) / 10,
        sum(potential(state.hands[s]) for s in mine) / len(mine) / POWER_SCALE,
        max(potential(state.hands[s]) for s in others) / POWER_SCALE,
        1.0 if state.tiles[scoring.AGAMEMNON] in mine else 0.0,
    )


def weights_for(seats: int) -> tuple[float, ...]:
    return WEIGHTS_TWO if seats == 2 else WEIGHTS_MORE


def chance(state: State, seat: int) -> float:
    return logistic(weights_for(state.seats), features(state, seat))


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
