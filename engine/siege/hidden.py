"""Siege hides nothing but its seed (the dice to come)."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.siege.state import State


def redeal_hidden(state: State, viewer: int | None, rng: Random) -> State:
    """The same position with another seed: every seat sees the whole map, no one the dice."""
    return replace(state, seed=rng.randrange(2**31), cache={})


def sample_position(state: State, seat: int, rng: Random) -> State:
    """For the search: the dice to come are all a seat cannot see, so only the seed is drawn."""
    return redeal_hidden(state, seat, rng)
