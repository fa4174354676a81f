"""Re-deal what a viewer cannot see, for no-leak tests of views and rendered images.

It lives in the engine (not in one test file) because both the engine's and the renderer's
no-leak tests use it: anything drawn from a view must not change when this re-deal is applied.
"""

from __future__ import annotations

from random import Random

from engine.core import cards
from engine.ilios.state import State


def redeal_hidden(state: State, viewer: int | None, rng: Random) -> State:
    """A copy of ``state`` that differs only in what ``viewer`` (None: a spectator) cannot see.

    The seed changes, and the tiles of the bag and of every hand hidden from the viewer (not
    theirs, not revealed) are shuffled together and dealt back with the same hand sizes. They are
    pooled in sorted order first, so the result depends only on what the viewer sees and ``rng``:
    for a seat it is ``sample_position`` too (a fair draw of what it cannot see).
    """
    new = state.clone()
    new.seed = rng.randrange(10**9)
    hidden = [s for s in range(state.seats) if s != viewer and s not in state.revealed]
    pool = list(cards.shuffle(sorted(new.bag + [t for s in hidden for t in new.hands[s]]), rng))
    for s in hidden:
        size = len(new.hands[s])
        new.hands[s], pool = pool[:size], pool[size:]
    new.bag = pool
    return new


def sample_position(state: State, seat: int, rng: Random) -> State:
    """For the search: the re-deal pools the hidden tiles in sorted order, so it is a fair
    draw from the seat's view."""
    return redeal_hidden(state, seat, rng)
