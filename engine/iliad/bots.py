"""Iliad computer players. They see only their seat view and choose among the legal codes.

``random`` picks uniformly and never reads its view: it is the baseline every test game uses.
``normal`` plays as the issue asks: it builds strong phalanxes, answers threats (it strikes the
weapons aimed at it and lays a Harrow against Chariots), passes when it is safely among the
winners or cannot get there, and picks Victory cards toward Athena, Poseidon and the target.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.iliad.strategy import Reading
from engine.iliad.strategy_picks import discard, pick_victory, place_revealed
from engine.iliad.strategy_siege import siege_move
from engine.iliad.view_types import SeatView, seat_of


class RandomBot:
    """Uniform over the legal actions: the baseline. It never reads its view."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


class NormalBot:
    """A greedy player reading only its seat view; deterministic (it ignores ``rng``). The view
    comes as the ``Bot`` protocol hands it, a plain (maybe lazy) mapping: it is read once, as a
    copy that keeps what the decision works out (``Reading``)."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        if len(legal) == 1:
            return legal[0]
        reading = view if isinstance(view, Reading) else Reading(view)
        code = self._decide(seat_of(reading), legal)
        return next(c for c in legal if c == code)  # the engine's own code, with its words

    def _decide(self, view: SeatView, legal: Sequence[str]) -> str:
        verb = legal[0].split(":")[0]
        if verb == "victory":
            return pick_victory(view, legal)
        if verb == "place":
            return place_revealed(view, legal)
        if verb == "discard":
            return discard(view, legal)
        return siege_move(view, legal)


BOTS: dict[str, Any] = {"random": RandomBot(), "normal": NormalBot()}
