"""What must hold after every action (the conformance test calls ``check`` thousands of times)."""

from __future__ import annotations

from collections import Counter

from engine.heroes import traits
from engine.heroes.cards import DECK, SPECIALS, sort_cards
from engine.heroes.rounds import ROUNDS_TO_WIN
from engine.heroes.state import DISCARD, OVER, PLAY, State
from engine.heroes.table import F, has_character


def check(state: State) -> None:
    places = Counter(state.draw) + Counter(state.pile)
    for hand in state.hands:
        places += Counter(hand)
    for chosen in state.discards:
        places += Counter(chosen or ())
    assert places == Counter(DECK), "the 32 cards are not all somewhere exactly once"
    assert not SPECIALS & set(state.pile), "a special card is on the play pile"
    assert all(hand == sort_cards(hand) for hand in state.hands), "a hand is out of order"
    assert all(s >= 0 for s in state.scores), "a score is below 0"
    assert len(state.factions) == state.seats and set(state.factions) <= set(F)
    assert state.factions.count("greek") == (2 if state.seats == 4 else 1)
    assert sum(r.winner is not None for r in state.results) == sum(state.round_wins)
    if state.phase == OVER:
        assert state.winner is not None and state.round_wins[F[state.winner]] == ROUNDS_TO_WIN
        return
    assert max(state.round_wins) < ROUNDS_TO_WIN, "someone won two rounds but the game goes on"
    if state.phase == DISCARD:
        assert not state.pile and state.pending is None and not state.out
        return
    assert state.phase == PLAY and state.pile, "play without a play pile"
    assert all(d is None for d in state.discards)
    assert state.turn is not None and state.turn not in state.out
    for seat in state.out:
        assert not has_character(state.hands[seat]), f"seat {seat} is out with a character"
    if state.pending is None:
        for seat in range(state.seats):
            if seat not in state.out:
                assert has_character(state.hands[seat]), f"seat {seat} should be out"
    else:
        answers = len(traits.options(state))
        least = 1 if state.pending.kind in traits.CARD_CHOICES else 2
        assert answers >= least, "a choice waits that has too few answers"
