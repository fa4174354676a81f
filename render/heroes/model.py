"""The Heroes views read once into small records, so the drawing code never guesses at keys.

Reads the typed views of engine/heroes/view_types.py (docs/dev/heroes-view.md): a card of a
view becomes a ``Card`` with its traits as the pictures' keys and its name cleaned for drawing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.heroes.cards import FACTIONS
from engine.heroes.view_types import CardView, PublicView
from render.core.text import clean
from render.heroes.style import trait_key

FACTION_ORDER = FACTIONS  # the rows of the table, top to bottom


@dataclass(frozen=True)
class Card:
    """One card as the pictures need it."""

    id: str
    name: str
    faction: str | None  # "greek" | "trojan" | "god"; None for the specials
    traits: tuple[str, ...]
    special: bool


def card_of(card: CardView) -> Card:
    """A card of a view, as the pictures need it."""
    traits = tuple(trait_key(t) for t in card["traits"])
    return Card(card["id"], clean(card["name"]), card["faction"], traits, card["special"])


def cards_of(cards: Sequence[CardView]) -> list[Card]:
    """Every card of a list (a hand, the King's two)."""
    return [card_of(c) for c in cards]


def card_by_id(view: PublicView, card_id: str) -> Card:
    """A card named by its id (a special laid open, a card in a log), from the catalogue."""
    return card_of(view["catalogue"][card_id])


def maybe_card(card: CardView | None) -> Card | None:
    """The active card or the one beneath: None when there is none."""
    return None if card is None else card_of(card)


def matches(view: PublicView) -> frozenset[str]:
    """What the active card shares with the card beneath: trait keys, and "faction"."""
    found = view["matches"]
    if found is None:
        return frozenset()
    out = {trait_key(t) for t in found["traits"]}
    if found["faction"]:
        out.add("faction")
    return frozenset(out)


def shared(card: Card, other: Card | None) -> frozenset[str]:
    """What ``card`` would share with ``other``: the hand marks what each card would score."""
    if other is None or card.special or other.special:
        return frozenset()
    out = {t for t in card.traits if t in other.traits}
    if card.faction is not None and card.faction == other.faction:
        out.add("faction")
    return frozenset(out)
