"""Hand-built Heroes views after docs/dev/heroes-view.md, for previews, tests and benchmarks.

They are plausible pictures of a game, not games played by the rules: the engine owns the rules.
"""

from __future__ import annotations

from typing import Any

from engine.heroes.cards import DECK, match
from engine.heroes.view_types import (
    CardView,
    LastScore,
    Matches,
    Outcome,
    PendingView,
    PublicView,
    SeatView,
)
from engine.heroes.views import card_view


def card(key: str) -> CardView:
    """A card as the views give it, from the engine's own card list (so samples never drift)."""
    return card_view(key)


def catalogue() -> dict[str, CardView]:
    """All 32 cards by id, as the view's ``catalogue`` gives them."""
    return {key: card_view(key) for key in DECK}


def shared(top: str, under: str) -> Matches:
    """What ``top`` shares with ``under``, as the view's ``matches`` says it."""
    same, traits = match(top, under)
    return {"faction": same, "traits": list(traits)}


def sample_view(
    seats: int = 3,
    active: str | None = "odysseus",
    beneath: str | None = "patroclus",
    turn: int = 0,
    over: bool = False,
    pending: PendingView | None = None,
) -> PublicView:
    """A public view of a 2-, 3- or 4-player game in its second round, ``active`` just played
    on ``beneath`` by ``turn``."""
    factions = {2: ["greek", "trojan"], 3: ["greek", "trojan", "god"]}.get(
        seats, ["greek", "trojan", "greek", "trojan"]
    )
    control: dict[str, list[int]] = {"greek": [], "trojan": [], "god": []}
    for seat, side in enumerate(factions):
        control[side].append(seat)
    wins = {"greek": 1, "trojan": 0, "god": 0}
    last: LastScore | None = None
    matched = shared(active, beneath) if active and beneath else None
    if active:
        side = card(active)["faction"] or "god"
        points = len(matched["traits"]) + matched["faction"] if matched else 0
        last = {
            "seat": turn,
            "card": active,
            "faction": side,
            "points": points,
            "extra": False,
            "brave": False,
        }
    outcome: Outcome | None = None
    if over:
        wins["greek"] = 2
        greeks = control["greek"]
        scores = [2 if seat in greeks else 0 for seat in range(seats)]
        outcome = {"winners": greeks, "scores": scores, "summary": "The Greeks win two rounds."}
    return {
        "game": "heroes",
        "seats": seats,
        "teams": [0, 1, 0, 1] if seats == 4 else None,
        "factions": factions,
        "controllers": control,
        "neutral_gods": seats != 3,
        "gods_start": 0,
        "phase": "over" if over else "play",
        "round": 2,
        "turn": None if over else turn,
        "to_act": [] if over else [turn],
        "stage": "Game over" if over else f"Player {turn + 1} chooses a trait to invoke",
        "active": card(active) if active else None,
        "beneath": card(beneath) if beneath else None,
        "matches": matched,
        "last_score": last,
        "scores": {"greek": 7, "trojan": 4, "god": 5},
        "round_wins": wins,
        "rounds": [
            {
                "round": 1,
                "scores": {"greek": 9, "trojan": 6, "god": 4},
                "winner": "greek",
                "first_out": 0,
                "out": [0],
            }
        ],
        "hand_sizes": [5, 4, 6, 3][:seats],
        "draw_pile": 11,
        "play_pile": 6,
        "out": [],
        "revealed": {},
        "chosen": [],
        "pending": pending,
        "catalogue": catalogue(),
        "outcome": outcome,
        "winner": "greek" if over else None,
    }


def sample_seat_view(
    seat: int = 0,
    hand: list[str] | None = None,
    shown: tuple[str, int, list[str]] | None = None,
    **kwargs: Any,
) -> SeatView:
    """``sample_view`` plus ``seat``'s hand and what the rules showed that seat alone
    (``shown`` = kind, seat shown, card ids)."""
    view = sample_view(**kwargs)
    cards = hand if hand is not None else ["achilles", "nestor", "hector", "zeus", "favor"]
    return {
        **view,
        "seat": seat,
        "faction": view["factions"][seat],
        "hand": [card(c) for c in cards],
        "discard": None,
        "shown": {"kind": shown[0], "seat": shown[1], "cards": [card(c) for c in shown[2]]}
        if shown is not None
        else None,
    }
