"""The Iliad's ``hard`` level: positions it may search are drawn from its seat's view only."""

from __future__ import annotations

from random import Random

from test_no_leak import positions

from engine.iliad import GAME


def test_a_sample_depends_only_on_the_seat_view_and_the_rng() -> None:
    """Two states a seat cannot tell apart give it the same sample; the sample looks the same to
    it as the real state, and it does re-deal what the seat cannot see."""
    differs = checked = 0
    for seats in (2, 4):
        for state in positions(GAME, seats, {}, seed=seats)[::9]:
            for seat in range(seats):
                other = GAME.redeal_hidden(state, seat, Random(checked))
                first = GAME.sample_position(state, seat, Random(3))
                second = GAME.sample_position(other, seat, Random(3))
                assert GAME.dump(first) == GAME.dump(second)
                assert GAME.seat_view(first, seat) == GAME.seat_view(state, seat)
                GAME.check_invariants(first)
                differs += first.hands != state.hands
                checked += 1
    assert checked > 20 and differs > checked // 2
