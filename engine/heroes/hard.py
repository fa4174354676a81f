"""Heroes' ``hard`` level: the core search, with the opening discard narrowed to the ``normal``
bot's best few and play-outs cut short, judged by round wins and the round's score."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cache

from engine.core.search import Budget, SearchBot, Settings
from engine.heroes.bots import keep_value
from engine.heroes.cards import FACTIONS
from engine.heroes.state import State

CANDIDATES = 8  # opening discards searched: those keeping the most, by normal's measure
ROUNDS_TO_WIN = 2
SCALE = 4.0  # points of lead in a round that make it about 73 % won


def candidates(state: State, seat: int, legal: Sequence[str]) -> Sequence[str]:
    """The discards that throw away least (other decisions: every legal move)."""
    if not legal or not legal[0].startswith("discard:"):
        return legal
    mine = state.factions[seat]
    ranked = sorted(legal, key=lambda c: sum(keep_value(x, mine) for x in c.split(":")[1:]))
    return ranked[:CANDIDATES]


@cache
def _match(mine: int, theirs: int) -> float:
    """The chance of winning ``ROUNDS_TO_WIN`` rounds first from these round wins, rounds even."""
    if mine >= ROUNDS_TO_WIN:
        return 1.0
    if theirs >= ROUNDS_TO_WIN:
        return 0.0
    return 0.5 * _match(mine + 1, theirs) + 0.5 * _match(mine, theirs + 1)


def evaluate(state: State, seat: int) -> float:
    """The chance ``seat``'s faction wins: this round judged by its lead over the best other
    faction (the neutral Gods too), the rest even."""
    me = FACTIONS.index(state.factions[seat])
    others = [i for i in range(len(FACTIONS)) if i != me]
    lead = state.scores[me] - max(state.scores[i] for i in others)
    rival = max(state.round_wins[i] for i in others)
    p = 1.0 / (1.0 + math.exp(-lead / SCALE))
    wins = state.round_wins[me]
    return p * _match(wins + 1, rival) + (1 - p) * _match(wins, rival + 1)


# 0.9 s of search: with the first draw and the last iteration, a decision stays within 1 s.
HARD = SearchBot(Budget(seconds=0.9), Settings(exploration=0.5, depth=4, evaluate=evaluate))
