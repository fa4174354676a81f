"""The few siege moves the ``hard`` level weighs: the normal bot's choice, the next best by its own
scoring of a move, and passing. Searching every placement of every card spreads a second's
play-outs too thin to tell them apart; the other decisions (discards, Victory cards, revealed
cards) have few answers and are searched in full."""

from __future__ import annotations

from random import Random

from engine.iliad import flow, views
from engine.iliad.bots import NormalBot
from engine.iliad.state import SIEGE, State
from engine.iliad.strategy import Reading, opponents
from engine.iliad.strategy_siege import gain
from engine.iliad.view_types import seat_of

ALTERNATIVES = 3  # the best moves by the normal bot's score, besides its own choice and a pass
_NORMAL = NormalBot()


def candidate_moves(state: State, seat: int, rng: Random) -> list[str]:
    legal = flow.legal(state, seat)
    if state.phase != SIEGE or len(legal) <= ALTERNATIVES + 2:
        return legal
    view = seat_of(Reading(views.seat_view(state, seat)))  # each army read as items once
    weights = {o: 1.0 for o in opponents(view)}
    moves = [c for c in legal if c != "pass"]
    ranked = sorted(moves, key=lambda c: -gain(view, c, weights))[:ALTERNATIVES]
    return list(dict.fromkeys([_NORMAL.choose(view, legal, rng), *ranked, "pass"]))
