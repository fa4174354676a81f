"""What the shared checks leave out for Heroes, now that ``engine/registry.py`` registers it and
tests/engine/test_conformance.py and test_no_leak.py run on it through the registry (2, 3 and 4
seats for conformance, every ``gods_start``; the fewest and most seats for no-leak).

Here: the no-leak checks at 3 seats (the Gods as a player, a seat the shared settings skip), and
a game the neutral Gods win, which the shared conformance accepts with no winner seat."""

from __future__ import annotations

from typing import Any

import pytest
import test_conformance as conformance
import test_no_leak as no_leak

from engine.core.types import Outcome
from engine.heroes import GAME
from engine.heroes.bots import BOTS
from engine.heroes.game import Heroes
from engine.heroes.state import State

SEATS = 3  # the shared no-leak settings take the fewest (2) and the most (4)
CONFIGS = [{"gods_start": v} for v in ("0", "4")]


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c["gods_start"])
def test_no_leak_of_views_and_public_events_at_three(config: dict[str, Any]) -> None:
    no_leak.test_views_and_public_events_do_not_depend_on_hidden_things(GAME, SEATS, config)


def test_the_opening_discard_stays_secret_until_the_last_one_at_three() -> None:
    no_leak.test_simultaneous_choices_stay_secret_until_the_last_one(GAME, SEATS, CONFIGS[0])


class _RandomOnly(Heroes):
    """Heroes with only the random bot (so that the neutral Gods sometimes win), remembering the
    last outcome it reported."""

    def __init__(self) -> None:
        super().__init__()
        self.bots = {"random": BOTS["random"]}
        self.last: Outcome | None = None

    def outcome(self, state: State) -> Outcome | None:
        result = super().outcome(state)
        self.last = result or self.last
        return result


def test_conformance_accepts_a_game_the_neutral_gods_win() -> None:
    game = _RandomOnly()
    config = {"gods_start": "4"}
    for seed in range(60):
        game.last = None
        conformance.play(game, 2, config, seed, full=False)
        if game.last is not None and not game.last.winners:
            assert "both sides lose" in game.last.summary
            return
    raise AssertionError("the neutral Gods won none of 60 random games")
