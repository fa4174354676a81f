"""ILIOS's ``hard`` bot: registered, and blind to what its seat cannot see (no-peeking)."""

from __future__ import annotations

import pytest
from nopeek import check_choice_blind, check_samples_blind, positions

from engine.core.game import StateBot
from engine.ilios import GAME


def test_hard_is_a_state_bot_after_random_and_normal() -> None:
    assert list(GAME.bots) == ["random", "normal", "hard"]
    assert isinstance(GAME.bots["hard"], StateBot)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_sample_depends_only_on_the_seat_view(seats: int) -> None:
    for state, seat in positions(GAME, seats, seed=seats, every=7):
        check_samples_blind(GAME, state, seat)


@pytest.mark.parametrize("seats", [2, 4])
def test_the_hard_choice_does_not_change_when_hidden_parts_are_dealt_again(seats: int) -> None:
    for state, seat in positions(GAME, seats, seed=10 + seats, every=15)[:4]:
        check_choice_blind(GAME, state, seat, iterations=8)
