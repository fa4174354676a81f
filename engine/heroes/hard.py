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
# 2,296 decisions of 60 games (benchmarks/bench_calibration.py). Nearly flat: hard wins ~96 % of
# them whatever its search said, so the search's own number told little.
CALIBRATION = Calibration(slope=0.105, bias=3.12)
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
