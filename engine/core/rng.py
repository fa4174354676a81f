"""Seeded randomness: every random draw comes from the seed and the number of actions so far.

A game therefore replays exactly from its seed and its action list, and no random state needs to
be stored. The seed never appears in a view.
"""

from random import Random


def rng_for(seed: int, version: int, salt: str = "") -> Random:
    """The random source for the action that moves a game from ``version`` to ``version + 1``."""
    return Random(f"{seed}:{version}:{salt}" if salt else f"{seed}:{version}")
