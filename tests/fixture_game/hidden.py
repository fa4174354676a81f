"""What Skirmish hides, dealt again for the no-leak tests, and the invariants it promises."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core import cards
from fixture_game.rules import team_scores
from fixture_game.state import DECK, State, value
from fixture_game.views import shown_to


def redeal_hidden(state: State, viewer: int | None, rng: Random) -> State:
    """Shuffle the deck, every hand ``viewer`` cannot see (not theirs, not shown to them) and
    the secret discards not yet revealed (not theirs) together, and deal them back in place.
    They are pooled in deck order first, so the result depends only on what ``viewer`` sees
    and ``rng``: that makes it ``sample_position`` too."""
    seen = set() if viewer is None else {viewer, shown_to(state, viewer)}
    hidden_hands = [s for s in range(state.seats) if s not in seen]
    hidden_picks = [s for s in hidden_hands if state.pending[s] is not None]
    pool = list(state.deck)
    for s in hidden_hands:
        pool += state.hands[s]
    pool += [card for s in hidden_picks if (card := state.pending[s]) is not None]
    pool = list(cards.shuffle(sorted(pool, key=DECK.index), rng))
    hands, pending = list(state.hands), list(state.pending)
    for s in hidden_hands:
        hands[s], pool = tuple(pool[: len(hands[s])]), pool[len(hands[s]) :]
    for s in hidden_picks:
        pending[s], pool = pool[0], pool[1:]
    return replace(
        state,
        seed=rng.randrange(10**9),
        deck=tuple(pool),
        hands=tuple(hands),
        pending=tuple(pending),
    )


def check(state: State) -> None:
    """The 16 cards are all somewhere exactly once; scores are the played values plus dice."""
    places = [
        *state.deck,
        *(c for h in state.hands for c in h),
        *(c for c in state.pending if c is not None),
        *state.discards,
        *(card for _, card, _ in state.table),
    ]
    assert sorted(places) == sorted(DECK), "cards are not conserved"
    for seat in range(state.seats):
        played = sum(value(card) + die for s, card, die in state.table if s == seat)
        assert state.scores[seat] == played, f"seat {seat} scored {state.scores[seat]}"
        assert all(1 <= die <= 6 for s, _, die in state.table if s == seat)
    teams = team_scores(state)
    assert teams is None or sum(teams) == sum(state.scores)
