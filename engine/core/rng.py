"""Seeded randomness: every random draw comes from the seed and the number of actions so far.

A game therefore replays exactly from its seed and its action list, and no random state needs to
be stored. The seed never appears in a view.
"""

from random import Random


def rng_for(seed: int, version: int, salt: str = "") -> Random:
    """The random source for the action that moves a game from ``version`` to ``version + 1``."""
    return Random(f"{seed}:{version}:{salt}" if salt else f"{seed}:{version}")


class _SeededOnUse(Random):
    def __init__(self, key: str) -> None:  # no super().__init__: seeding waits for first use
        self._key = key
        self._seeded = False

    def _ensure(self) -> None:
        if not self._seeded:
            self._seeded = True
            Random.seed(self, self._key)
            self.gauss_next = None

    def random(self) -> float:
        self._ensure()
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        self._ensure()
        return super().getrandbits(k)


def luck(seed: int, version: int) -> Random:
    """Exactly the numbers ``rng_for(seed, version)`` gives, but seeded only if the action draws
    one: most actions draw nothing, and seeding from a string costs about as much as a whole
    action (a search plays hundreds of thousands of them a decision)."""
    return _SeededOnUse(f"{seed}:{version}")
