"""Heroes' ``hard`` level: the core search, with the opening discard narrowed to the ``normal``
bot's best few and play-outs cut short, judged by round wins and the round's standing (score,
specials held, how near each side is to going out)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from random import Random

from engine.core.calibration import Calibration
from engine.core.logistic import sigmoid
from engine.core.search import Budget, SearchBot, Settings
from engine.heroes import flow
from engine.heroes.bots import keep_value
from engine.heroes.cards import FACTIONS, SPECIAL_POINTS, is_character
from engine.heroes.state import State

CANDIDATES = 8  # opening discards searched: those keeping the most, by normal's measure
ROUNDS_TO_WIN = 2
SCALE = 4.0  # points of lead in a round that make it about 73 % won
OUT_WEIGHT = 0.15  # points per character fewer in hand than the nearest rival (each side)


def candidates(state: State, seat: int, legal: Sequence[str]) -> Sequence[str]:
    """The discards that throw away least (other decisions: every legal move)."""
    if not legal or not legal[0].startswith("discard:"):
        return legal
    mine = state.factions[seat]
    ranked = sorted(legal, key=lambda c: sum(keep_value(x, mine) for x in c.split(":")[1:]))
    return ranked[:CANDIDATES]


def candidate_moves(state: State, seat: int, rng: Random) -> Sequence[str]:
    """The opening discard has up to 220 choices; the search weighs the best few."""
    return candidates(state, seat, flow.legal(state, seat))


@cache
def _match(mine: int, theirs: int) -> float:
    """The chance of winning ``ROUNDS_TO_WIN`` rounds first from these round wins, rounds even."""
    if mine >= ROUNDS_TO_WIN:
        return 1.0
    if theirs >= ROUNDS_TO_WIN:
        return 0.0
    return 0.5 * _match(mine + 1, theirs) + 0.5 * _match(mine, theirs + 1)


def round_standing(state: State) -> list[float]:
    """Each faction's points as the round would end if it ended now, roughly: its score, what
    the specials its players hold will score at the end, and ``OUT_WEIGHT`` for each
    character fewer than the best other faction's nearest player out (going out scores 1 and
    ends the round while the others still hold cards)."""
    standing = [float(points) for points in state.scores]
    nearest: dict[int, int] = {}
    for seat, hand in enumerate(state.hands):
        side = FACTIONS.index(state.factions[seat])
        standing[side] += sum(SPECIAL_POINTS.get(card, 0) for card in hand)
        characters = sum(map(is_character, hand))
        nearest[side] = min(nearest.get(side, characters), characters)
    for side, characters in nearest.items():
        others = [n for other, n in nearest.items() if other != side]
        if others:
            standing[side] += OUT_WEIGHT * (min(others) - characters)
    return standing


def evaluate(state: State, seat: int) -> float:
    """The chance ``seat``'s faction wins: this round judged by its standing against the best
    other faction's (the neutral Gods too), the rounds after it even. The hands it reads are
    those of the position the search drew, never the real ones."""
    me = FACTIONS.index(state.factions[seat])
    others = [i for i in range(len(FACTIONS)) if i != me]
    standing = round_standing(state)
    lead = standing[me] - max(standing[i] for i in others)
    rival = max(state.round_wins[i] for i in others)
    p = sigmoid(lead / SCALE)
    wins = state.round_wins[me]
    return p * _match(wins + 1, rival) + (1 - p) * _match(wins, rival + 1)


# 400 play-outs of 6 plies: about 0.4 s a decision here, and never more than 0.9 s of search on a
# machine too busy to finish them (so a decision stays within 1 s).
# The chance a hint shows: how often hard went on to win against normal from such a number, over
# 7,578 decisions of 200 games (benchmarks/bench_calibration.py, seeds 9000-9199).
CALIBRATION = Calibration(
    (
        (0.0265, 0.01),
        (0.0884, 0.316),
        (0.1084, 0.333),
        (0.1181, 0.357),
        (0.1318, 0.375),
        (0.1786, 0.419),
        (0.2224, 0.424),
        (0.2316, 0.45),
        (0.2601, 0.486),
        (0.2932, 0.547),
        (0.3089, 0.63),
        (0.3221, 0.662),
        (0.3497, 0.676),
        (0.369, 0.725),
        (0.3751, 0.743),
        (0.3946, 0.788),
        (0.4171, 0.791),
        (0.4656, 0.85),
        (0.5058, 0.859),
        (0.5279, 0.887),
        (0.5574, 0.887),
        (0.6027, 0.895),
        (0.6477, 0.904),
        (0.6618, 0.911),
        (0.6885, 0.932),
        (0.7129, 0.939),
        (0.7278, 0.94),
        (0.7599, 0.956),
        (0.794, 0.959),
        (0.8205, 0.966),
        (0.8749, 0.973),
        (0.9476, 0.977),
        (0.9976, 0.99),
    )
)
# A hint sets its best move beside the runners-up on 40 common deals and dice: asked twice at 100
# positions, it then named a move at 45 (37 by the search's errors alone) and the same one again
# at 41 of them (benchmarks/bench_hint_stability.py).
HINT_DRAWS = 40
HARD = SearchBot(
    Budget(iterations=400, cap=0.9),
    Settings(exploration=0.5, depth=6, evaluate=evaluate),
    CALIBRATION,
    hint_draws=HINT_DRAWS,
)
