"""The Iliad views read once into small records, so the drawing code never guesses at keys.

Reads the public and seat views of docs/dev/iliad-view.md defensively: a missing key reads as
nothing or 0, so a picture of an odd moment (set-up, a siege's end, game over) still draws. Values
(an army's, a Phalanx's) are the engine's: the pictures show them and never recompute a rule.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.iliad.cards import CATALOGUE
from render.core.text import clean
from render.iliad.cards import Face

# Types whose printed name is one word and whose value goes in the corner ("City" + "2").
NUMBERED = frozenset({"hoplites", "city", "trireme", "thanatos"})
# Types whose value is printed in the corner (the others print none).
PRINTED = frozenset({"hoplites", "archers", "chariot", "hero", "city", "trireme", "helen"})


def face_of(raw: object) -> Face | None:
    """A card's face from its id (``h4``, ``archers``, ``ajax``, ``city2``, ``thanatos2``…) or a
    card dict with an ``id``, after the engine's card list; None for nothing."""
    if isinstance(raw, dict):
        raw = raw.get("id") or raw.get("card")
    if not isinstance(raw, str) or not raw:
        return None
    card = CATALOGUE.get(raw.strip().lower())
    if card is None:
        return Face("unknown", "", clean(raw)[:14])
    name = card.name.split()[0] if card.type in NUMBERED else card.name
    if card.type == "thanatos":
        return Face("thanatos", f"−{-card.value}", name)
    return Face(card.type, str(card.value) if card.type in PRINTED else "", name)


def hero_value(raw: object) -> int:
    card = CATALOGUE.get(str(raw))
    return card.value if card is not None else 0


def faces(raw: object) -> list[Face]:
    """Every readable card of a list."""
    if not isinstance(raw, (list, tuple)):
        return []
    return [f for f in (face_of(r) for r in raw) if f is not None]


@dataclass(frozen=True)
class Item:
    """One item of an army as it lies on the table."""

    id: str
    kind: str  # "phalanx" | "elephant" | "horse" | "archers" | "chariot" | … | "hero"
    cards: tuple[Face, ...]  # bottom first: the Elephant or Horse itself, then what lies on it
    hidden: int  # face-down cards on a Horse
    value: int | None  # what it is worth now, as the engine says; None: not said
    fallen: bool = False


@dataclass(frozen=True)
class Seat:
    """One player's part of the table."""

    seat: int
    items: tuple[Item, ...]  # in the order laid down; the Hero taken by passing last
    army: int  # the visible value of the army
    passed: bool
    in_siege: bool
    hero: Face | None
    won: tuple[Face, ...]  # Victory cards taken, Thanatos cards included
    score: int
    hand: int
    team: int | None
    cities: int = 0  # City points (Athena goes to the most)
    triremes: int = 0  # Trireme points (Poseidon)


def _int(value: object, default: int = 0) -> int:
    return (
        int(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else default
    )


def read_item(raw: object, index: int, seat: int) -> Item | None:
    """An army item from the view (docs/dev/iliad-view.md, "Army items")."""
    if not isinstance(raw, dict):
        return None
    kind = str(raw.get("kind") or "")
    cards = faces(raw.get("cards"))
    if kind in ("elephant", "horse"):
        base = face_of(kind)
        cards = [base, *cards] if base is not None else cards
    elif kind != "phalanx" and not cards:
        found = face_of(kind)
        cards = [found] if found is not None else []
    if not cards:
        return None
    value = raw.get("value")
    return Item(
        str(raw.get("id") or f"p{seat}.{index}"),
        kind or cards[0].kind,
        tuple(cards),
        _int(raw.get("hidden")),
        _int(value) if isinstance(value, (int, float)) else None,
        bool(raw.get("fallen")),
    )


def seats_count(view: dict[str, Any]) -> int:
    return _int(view.get("seats")) or len(view.get("hand_sizes") or [])


def teams(view: dict[str, Any]) -> list[int] | None:
    raw = view.get("teams")
    return [int(t) for t in raw] if isinstance(raw, (list, tuple)) and raw else None


def _list(view: dict[str, Any], key: str) -> list[Any]:
    raw = view.get(key)
    return list(raw) if isinstance(raw, (list, tuple)) else []


def read_seats(view: dict[str, Any]) -> list[Seat]:
    """Every seat's part of the table, in seat order."""
    count = seats_count(view)
    armies: dict[int, dict[str, Any]] = {}
    for i, raw in enumerate(_list(view, "armies")):
        if isinstance(raw, dict):
            armies[_int(raw.get("seat"), i)] = raw
    won, scores, hands = _list(view, "won"), _list(view, "scores"), _list(view, "hand_sizes")
    cities, triremes = _list(view, "cities"), _list(view, "triremes")
    passed = {_int(s) for s in _list(view, "passed")}
    in_siege = view.get("in_siege")
    taking = {_int(s) for s in in_siege} if isinstance(in_siege, (list, tuple)) else None
    team_of = teams(view)
    out = []
    for s in range(count):
        army = armies.get(s, {})
        items = [
            it
            for it in (read_item(r, i, s) for i, r in enumerate(army.get("items") or []))
            if it is not None
        ]
        hero = face_of(army.get("hero"))
        if hero is not None:
            items.append(Item(f"hero{s}", "hero", (hero,), 0, hero_value(army.get("hero"))))
        out.append(
            Seat(
                seat=s,
                items=tuple(items),
                army=_int(army.get("value")),
                passed=s in passed,
                in_siege=taking is None or s in taking,
                hero=hero,
                won=tuple(faces(won[s])) if s < len(won) else (),
                score=_int(scores[s]) if s < len(scores) else 0,
                hand=_int(hands[s]) if s < len(hands) else 0,
                team=team_of[s] if team_of and s < len(team_of) else None,
                cities=_int(cities[s]) if s < len(cities) else 0,
                triremes=_int(triremes[s]) if s < len(triremes) else 0,
            )
        )
    return out
