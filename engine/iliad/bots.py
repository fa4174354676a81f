"""Iliad computer players. They see only their seat view and choose among the legal codes.

``random`` picks uniformly and never reads its view: it is the baseline every test game uses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any


class RandomBot:
    """Uniform over the legal actions: the baseline. It never reads its view."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


BOTS: dict[str, Any] = {"random": RandomBot()}
