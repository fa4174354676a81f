"""The Siege's ``hard`` level: positions it may search are drawn from its seat's view only."""

from __future__ import annotations

from random import Random

from test_no_leak import positions

from engine.siege import GAME


def test_a_sample_depends_only_on_the_seat_view_and_the_rng() -> None:
    """Only the dice to come are hidden: the sample is the same map with a seed of its own."""
    checked = 0
    for state in positions(GAME, 2, {"scenario": "day2"}, seed=5)[::40]:
        for seat in range(2):
            other = GAME.redeal_hidden(state, seat, Random(checked))
            first = GAME.sample_position(state, seat, Random(3))
            second = GAME.sample_position(other, seat, Random(3))
            assert GAME.dump(first) == GAME.dump(second)
            assert GAME.seat_view(first, seat) == GAME.seat_view(state, seat)
            assert first.seed != state.seed
            checked += 1
    assert checked > 4
