"""Searching bots of the fixture game Skirmish, for the worker pool's tests: real ``StateBot``s
that use the state they are handed (through a redeal of what their seat cannot see), one that is
too slow and one that crashes its worker. ``register`` runs in each worker (and in the test)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from random import Random
from typing import Any

from engine import registry
from fixture_game import FIXTURE
from fixture_game.bots import BOTS


class LookaheadBot:
    """Redeals what its seat cannot see, then plays the move that scores most for it one step
    ahead (the first such move on a tie): a search of depth one."""

    def choose_at(self, game: Any, state: Any, seat: int, legal: Sequence[str], rng: Random) -> str:
        position = game.redeal_hidden(state, seat, rng)

        def gain(action: str) -> int:
            after = game.apply(position, seat, action).state
            return int(after.scores[seat]) if after.scores else 0

        return max(legal, key=gain)


class SlowBot(LookaheadBot):
    """Thinks for two seconds: over a short hard limit."""

    def choose_at(self, game: Any, state: Any, seat: int, legal: Sequence[str], rng: Random) -> str:
        time.sleep(2.0)
        return super().choose_at(game, state, seat, legal, rng)


class CrashBot:
    """Kills the worker it thinks in."""

    def choose_at(self, game: Any, state: Any, seat: int, legal: Sequence[str], rng: Random) -> str:
        os._exit(3)


SEARCHING = {"hard": LookaheadBot(), "slow": SlowBot(), "crash": CrashBot()}


def register() -> None:
    """Skirmish with its searching bots beside ``random`` and ``normal``."""
    FIXTURE.bots = {**BOTS, **SEARCHING}
    registry.register(FIXTURE, render="fixture_game.render")


@contextmanager
def searching_bots() -> Iterator[None]:
    """In the test process: ``register`` for one test, then Skirmish's bots as before."""
    before = FIXTURE.bots
    register()
    try:
        yield
    finally:
        FIXTURE.bots = before
