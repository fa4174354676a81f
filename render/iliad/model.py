"""The Iliad views read once into small records, so the drawing code never guesses at keys.

Reads the typed public and seat views (``engine/iliad/view_types.py``, docs/dev/iliad-view.md):
mypy checks every key read here against what the engine writes. Values (an army's, a Phalanx's)
are the engine's: the pictures show them and never recompute a rule.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.iliad.cards import CATALOGUE
from engine.iliad.view_types import ItemView, PublicView
from render.core.text import clean
from render.iliad.cards import Face

# Types whose printed name is one word and whose value goes in the corner ("City" + "2").
NUMBERED = frozenset({"hoplites", "city", "trireme", "thanatos"})
# Types whose value is printed in the corner (the others print none).
PRINTED = frozenset({"hoplites", "archers", "chariot", "hero", "city", "trireme", "helen"})


def face_of(raw: str | None) -> Face | None:
    """A card's face from its id (``h4``, ``archers``, ``ajax``, ``city2``, ``thanatos2``…),
    after the engine's card list; None for nothing."""
    if not raw:
        return None
    card = CATALOGUE.get(raw.strip().lower())
    if card is None:
        return Face("unknown", "", clean(raw)[:14])
    name = card.name.split()[0] if card.type in NUMBERED else card.name
    if card.type == "thanatos":
        return Face("thanatos", f"−{-card.value}", name)
    return Face(card.type, str(card.value) if card.type in PRINTED else "", name)


def hero_value(hero: str) -> int:
    card = CATALOGUE.get(hero)
    return card.value if card is not None else 0


def faces(cards: Sequence[str]) -> list[Face]:
    """Every readable card of a list."""
    return [f for f in (face_of(c) for c in cards) if f is not None]


@dataclass(frozen=True)
class Item:
    """One item of an army as it lies on the table."""

    id: str
    kind: str  # "phalanx" | "elephant" | "horse" | "archers" | "chariot" | … | "hero"
    cards: tuple[Face, ...]  # bottom first: the Elephant or Horse itself, then what lies on it
    hidden: int  # face-down cards on a Horse
    value: int  # what it is worth now, as the engine says
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


def read_item(raw: ItemView) -> Item | None:
    """An army item from the view (docs/dev/iliad-view.md, "Army items")."""
    kind = raw["kind"]
    cards = faces(raw["cards"])
    if kind in ("elephant", "horse"):
        base = face_of(kind)
        cards = [base, *cards] if base is not None else cards
    elif kind != "phalanx" and not cards:
        found = face_of(kind)
        cards = [found] if found is not None else []
    if not cards:
        return None
    return Item(raw["id"], kind, tuple(cards), raw.get("hidden", 0), raw["value"], raw["fallen"])


def is_over(view: PublicView) -> bool:
    """The game has ended. (``render.core.turns`` says the same of any game's view, read as an
    untyped dict.)"""
    return view["phase"] == "over"


def to_act(view: PublicView) -> list[int]:
    """Seats that must act now (none once the game is over)."""
    return [] if is_over(view) else list(view["to_act"])


def owed(view: PublicView, seat: int) -> int:
    """Cards ``seat`` must still discard to the hand limit (0 outside that phase)."""
    pending = view["pending"]
    if pending is None or pending["kind"] != "discard":
        return 0
    return pending["counts"].get(str(seat), 0)


def read_seats(view: PublicView) -> list[Seat]:
    """Every seat's part of the table, in seat order."""
    passed, in_siege, team_of = set(view["passed"]), set(view["in_siege"]), view["teams"]
    out = []
    for s, army in enumerate(view["armies"]):
        items = [it for it in (read_item(r) for r in army["items"]) if it is not None]
        hero_id = army["hero"]
        hero = face_of(hero_id)
        if hero is not None and hero_id is not None:
            items.append(Item(f"hero{s}", "hero", (hero,), 0, hero_value(hero_id)))
        out.append(
            Seat(
                seat=s,
                items=tuple(items),
                army=army["value"],
                passed=s in passed,
                in_siege=s in in_siege,
                hero=hero,
                won=tuple(faces(view["won"][s])),
                score=view["scores"][s],
                hand=view["hand_sizes"][s],
                team=team_of[s] if team_of else None,
                cities=view["cities"][s],
                triremes=view["triremes"][s],
            )
        )
    return out
