"""Heroes computer players. They see only their seat view and choose among the legal codes.

``random`` picks uniformly and never reads its view. ``normal`` plays as the issue asks: it
matches traits for its own faction, dumps other factions' cards where they score nothing, uses
Sneaky and Battle Expert on the leading faction, and keeps the special cards.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from random import Random
from typing import Any

from engine.core.lazy import built
from engine.heroes.cards import SPECIALS, faction, points
from engine.heroes.view_types import SeatView, seat_of

# What invoking a trait is roughly worth, in points, for a player with nothing better in view.
TRAIT_VALUE = {
    "warrior": 1.6,
    "sneaky": 1.2,
    "pious": 1.1,
    "king": 0.9,
    "charismatic": 0.8,
    "wise": 0.5,
    "brave": 0.5,
    "strong": 0.4,
    "tough": 0.2,
}


def keep_value(card: str, mine: str) -> float:
    """How much a card in hand is worth keeping to a player of faction ``mine``: specials most,
    then its own faction's cards."""
    if card in SPECIALS:
        return 5.0
    return 2.0 if faction(card) == mine else 0.0


class RandomBot:
    """Uniform over the legal actions: the baseline. It never reads its view."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        return legal[rng.randrange(len(legal))]


class NormalBot:
    """A greedy player reading only its seat view."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[str], rng: Random) -> str:
        seen = seat_of(built(view))
        verb = legal[0].split(":")[0]
        if verb == "discard":
            return self._discard(seen, legal)
        return max(legal, key=lambda code: (self._value(seen, code), -legal.index(code)))

    # -- helpers -------------------------------------------------------------------------
    def _keep(self, view: SeatView, card: str) -> float:
        return keep_value(card, view["faction"])

    def _discard(self, view: SeatView, legal: Sequence[str]) -> str:
        return min(legal, key=lambda c: sum(self._keep(view, x) for x in c.split(":")[1:]))

    def _card_value(self, view: SeatView, card: str, brave: bool = False) -> float:
        """Points to us if ours, minus the points given away otherwise; a dumped card that scores
        nothing for anyone is a small gain (one card closer to going out)."""
        active = view["active"]["id"] if view["active"] else None
        earned = points(card, active)
        if brave:
            earned = max(0, earned - 1)
        if faction(card) == view["faction"]:
            return float(earned)
        return 0.3 if earned == 0 else -float(earned)

    def _leader_value(self, view: SeatView, side: str) -> float:
        scores = view["scores"]
        return scores[side] + (0.5 if scores[side] == max(scores.values()) else 0.0)

    def _is_opponent(self, view: SeatView, seat: int) -> bool:
        return view["factions"][seat] != view["faction"]

    def _value(self, view: SeatView, code: str) -> float:
        parts = code.split(":")
        verb = parts[0]
        if verb == "play":
            return self._card_value(view, parts[1]) + TRAIT_VALUE[parts[2]]
        if verb == "extra":
            brave = bool(view["pending"] and view["pending"]["trait"] == "brave")
            return self._card_value(view, parts[1], brave)
        if verb in ("sneaky", "warrior"):
            return self._leader_value(view, parts[1])
        if verb == "king":
            if parts[1] == "take":
                return (
                    3.0
                    if parts[2] in SPECIALS
                    else (1.0 if faction(parts[2]) == view["faction"] else 0.2)
                )
            if parts[1] == "play":
                return self._card_value(view, parts[2]) + 0.5
            if parts[1] == "pass":
                return 0.0
            return float(view["hand_sizes"][int(parts[1])])
        if verb == "give":
            to, card = int(parts[1]), parts[2]
            return (1.0 if self._is_opponent(view, to) else 0.0) - self._keep(view, card)
        if verb == "tough":
            return 1.0 if int(parts[1]) == view["seat"] else 0.0
        if verb == "bottom":
            return -sum(self._keep(view, c) for c in parts[1:])
        if verb == "charm":
            if parts[1] == "take":
                return 10.0 if parts[2] in SPECIALS else self._keep(view, parts[2])
            seat = int(parts[1])
            size = view["hand_sizes"][seat]
            return size + (2.0 if self._is_opponent(view, seat) else 0.0)
        if verb == "pious":
            seat = int(parts[2])
            return 1.0 if self._is_opponent(view, seat) else 0.0
        return 0.0


BOTS: dict[str, Any] = {"random": RandomBot(), "normal": NormalBot()}
