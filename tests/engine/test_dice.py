"""Dice: seeded, every die shown to everyone."""

from __future__ import annotations

from random import Random

import pytest

from engine.core.dice import roll


def test_a_roll_shows_every_die_and_its_total() -> None:
    values, event = roll(Random(5), 2, who="Player 1", why="attack", seat=0)
    assert len(values) == 2 and all(1 <= v <= 6 for v in values)
    a, b = values
    assert event.english == f"Player 1 rolls {a} + {b} = {a + b} (attack)."
    assert event.public and event.kind == "roll"
    assert event.data == {"seat": 0, "dice": [a, b], "sides": 6, "total": a + b, "why": "attack"}


def test_one_die_reads_as_a_number() -> None:
    (value,), event = roll(Random(1), who="Player 2")
    assert event.english == f"Player 2 rolls {value}."


def test_rolls_replay_from_the_seed_and_cover_every_face() -> None:
    first = roll(Random(9), 50, sides=4, who="P")[0]
    assert first == roll(Random(9), 50, sides=4, who="P")[0]
    assert set(first) == {1, 2, 3, 4}


def test_nonsense_rolls_are_refused() -> None:
    with pytest.raises(ValueError):
        roll(Random(0), 0, who="P")
    with pytest.raises(ValueError):
        roll(Random(0), 1, sides=1, who="P")
