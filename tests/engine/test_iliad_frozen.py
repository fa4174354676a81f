"""``engine.core.frozen.evolve``, the fast copy the Iliad's state changes through."""

from __future__ import annotations

from dataclasses import dataclass

import pytest

from engine.core.frozen import evolve


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0


def test_evolve_copies_with_changes_and_leaves_the_original() -> None:
    p = Point(1, 2)
    q = evolve(p, y=5)
    assert q == Point(1, 5) and p == Point(1, 2) and type(q) is Point


def test_evolve_refuses_an_unknown_field() -> None:
    with pytest.raises(TypeError, match="no field 'z'"):
        evolve(Point(1), z=3)
