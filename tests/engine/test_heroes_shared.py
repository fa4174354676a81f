"""The shared conformance and no-leak checks (tests/engine/test_conformance.py and
test_no_leak.py) run on Heroes for 2, 3 and 4 seats before it is registered; once
``engine/registry.py`` registers it, the shared tests cover it as well and this file may go."""

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

SEATS = (2, 3, 4)
CONFIGS = [{"gods_start": v} for v in ("0", "2", "4")]


@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: c["gods_start"])
@pytest.mark.parametrize("seed", range(conformance.FAST_SEEDS))
def test_conformance(seats: int, config: dict[str, str], seed: int) -> None:
    conformance.play(GAME, seats, config, seed)


@pytest.mark.slow
@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("seed", range(60))
def test_conformance_many(seats: int, seed: int) -> None:
    config = CONFIGS[seed % len(CONFIGS)]
    conformance.play(GAME, seats, config, seed + 1000, full=False)


def test_the_random_bot_never_builds_its_view() -> None:
    conformance.test_the_random_bot_never_builds_its_view(GAME)


@pytest.mark.parametrize("seats", SEATS)
@pytest.mark.parametrize("config", [CONFIGS[0], CONFIGS[-1]], ids=lambda c: c["gods_start"])
def test_no_leak_of_views_and_public_events(seats: int, config: dict[str, Any]) -> None:
    no_leak.test_views_and_public_events_do_not_depend_on_hidden_things(GAME, seats, config)


@pytest.mark.parametrize("seats", SEATS)
def test_the_opening_discard_stays_secret_until_the_last_one(seats: int) -> None:
    no_leak.test_simultaneous_choices_stay_secret_until_the_last_one(GAME, seats, CONFIGS[0])


def test_views_never_contain_the_seed() -> None:
    no_leak.test_views_never_contain_the_seed(GAME)


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
