"""The ``normal`` bot's choices outside the siege turns: which Victory card to take, where a
card revealed from a Horse goes, which card to discard to the hand limit."""

from __future__ import annotations

from collections.abc import Sequence

from engine.iliad import cards
from engine.iliad.strategy import after_play, keep_value
from engine.iliad.view_types import SeatView, TileName

# Points a tile is worth (Athena and Poseidon), and a bonus for taking it from an opponent.
TILE = 2.0
DENY = 1.0
WIN = 100.0


def _tile_swing(view: SeatView, kind: str, points: int) -> float:
    """Athena (Cities) or Poseidon (Triremes) moving to us on a strict majority."""
    tally = view["cities"] if kind == "city" else view["triremes"]
    tile: TileName = "athena" if kind == "city" else "poseidon"
    me = view["seat"]
    holder = view["tiles"][tile]
    if holder == me:
        return 0.0
    best_other = max((t for s, t in enumerate(tally) if s != me), default=0)
    if tally[me] + points <= best_other:
        return 0.0
    partner = view["partner"]
    if holder is None or holder == partner:
        return TILE if holder is None else 0.0
    return TILE + DENY


def victory_value(view: SeatView, card: str) -> float:
    """The points a Victory card brings us, tiles included, and everything if it wins."""
    me = view["seat"]
    points = cards.value(card)
    kind = cards.kind(card)
    total = float(points)
    if kind in ("city", "trireme"):
        total += _tile_swing(view, kind, points)
    team_scores, team = view["team_scores"], view["team"]
    ours = view["scores"][me] if team_scores is None or team is None else team_scores[team]
    if ours + total >= view["target"]:
        total += WIN
    return total


def pick_victory(view: SeatView, legal: Sequence[str]) -> str:
    return max(legal, key=lambda code: (victory_value(view, code.split(":")[1]), code))


def place_revealed(view: SeatView, legal: Sequence[str]) -> str:
    """A revealed Horse card goes where it adds most (on a phalanx or an Elephant if it helps)."""

    def worth(code: str) -> float:
        parts = code.split(":")
        return after_play(view, parts[1], parts[3] if len(parts) == 4 else None)

    return max(legal, key=lambda code: (worth(code), -legal.index(code)))


def discard(view: SeatView, legal: Sequence[str]) -> str:
    """Throw away what is least worth keeping."""
    hand = list(view["hand"])
    return min(legal, key=lambda code: (keep_value(code.split(":")[1], hand), code))
