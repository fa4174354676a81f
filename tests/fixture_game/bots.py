"""Skirmish's computer players: ``random`` never reads its view; ``normal`` plays its best card."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from fixture_game.state import value


class RandomBot:
    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


class NormalBot:
    """Discards its lowest card, then plays its highest; passes only with an empty hand."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        hand = view["hand"]
        if not hand:
            return "pass"
        if legal[0].startswith("discard:"):
            return f"discard:{min(hand, key=value)}"
        return f"play:{max(hand, key=value)}"


BOTS: dict[str, Any] = {"random": RandomBot(), "normal": NormalBot()}
