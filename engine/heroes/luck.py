"""The random source of one action, seeded only if the action uses it.

Most Heroes actions draw nothing at random, yet seeding a ``Random`` from a string costs about as
much as the rest of an action. ``luck(seed, version)`` gives exactly the numbers
``engine.core.rng.rng_for(seed, version)`` would, but seeds on first use.
"""

from __future__ import annotations

from random import Random


class _Lazy(Random):
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
    return _Lazy(f"{seed}:{version}")
