"""The Heroes views read once into small records, so the drawing code never guesses at keys.

Reads the public and seat views of docs/dev/heroes-view.md defensively: a missing key reads as
nothing or 0, so a picture of an odd moment (set-up, game over) still draws. A card may be given
as a dict (``id``, ``name``, ``faction``, ``traits``, ``special``) or as an id looked up in the
view's card list.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from render.core.text import clean
from render.heroes.style import trait_key

FACTION_ORDER = ("greek", "trojan", "god")


@dataclass(frozen=True)
class Card:
    """One card as the pictures need it."""

    id: str
    name: str
    faction: str | None  # "greek" | "trojan" | "god"; None for the specials
    traits: tuple[str, ...]
    special: bool


def _faction_key(value: object) -> str | None:
    text = str(value or "").strip().lower()
    text = text[:-1] if text.endswith("s") else text
    return text if text in FACTION_ORDER else None


def _catalogue(view: dict[str, Any]) -> dict[str, Any]:
    found = view.get("cards") or view.get("catalogue") or {}
    return found if isinstance(found, dict) else {}


def read_card(raw: object, view: dict[str, Any]) -> Card | None:
    """A card from a dict or an id; None for nothing."""
    if raw is None or raw == "":
        return None
    if isinstance(raw, str):
        entry = _catalogue(view).get(raw)
        data: dict[str, Any] = dict(entry) if isinstance(entry, dict) else {}
        data.setdefault("id", raw)
    elif isinstance(raw, dict):
        data = dict(raw)
        key = str(data.get("id") or data.get("card") or "")
        entry = _catalogue(view).get(key)
        if isinstance(entry, dict):
            data = {**entry, **data}
        data.setdefault("id", key)
    else:
        return None
    key = str(data.get("id") or "?")
    faction = _faction_key(data.get("faction"))
    traits = tuple(trait_key(t) for t in data.get("traits") or ())
    special = bool(data.get("special", faction is None and not traits))
    name = clean(str(data.get("name") or key.replace("_", " ").title()))
    return Card(key, name, faction, traits, special)


def read_cards(raw: object, view: dict[str, Any]) -> list[Card]:
    """Every card of a list (a hand, the King's two); unreadable entries are skipped."""
    if not isinstance(raw, (list, tuple)):
        return []
    return [c for c in (read_card(r, view) for r in raw) if c is not None]


def per_faction(view: dict[str, Any], key: str) -> dict[str, int]:
    """A number per faction from ``view[key]``, given as a dict by faction or a list in the
    order Greek, Trojan, God."""
    raw = view.get(key)
    out = dict.fromkeys(FACTION_ORDER, 0)
    if isinstance(raw, dict):
        for k, v in raw.items():
            f = _faction_key(k)
            if f is not None and isinstance(v, (int, float)):
                out[f] = int(v)
    elif isinstance(raw, (list, tuple)):
        for f, v in zip(FACTION_ORDER, raw, strict=False):
            out[f] = int(v or 0)
    return out


def seat_factions(view: dict[str, Any]) -> list[str | None]:
    """The faction each seat plays."""
    raw = view.get("factions") or []
    return [_faction_key(f) for f in raw] if isinstance(raw, (list, tuple)) else []


def seats_count(view: dict[str, Any]) -> int:
    return int(view.get("seats") or len(view.get("hand_sizes") or []) or 0)


def matches(view: dict[str, Any]) -> frozenset[str]:
    """What the active card shares with the card beneath: trait keys, and "faction"."""
    raw = view.get("matches")
    if not isinstance(raw, dict):
        return frozenset()
    out = {trait_key(t) for t in raw.get("traits") or ()}
    if raw.get("faction"):
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


def controllers(view: dict[str, Any]) -> dict[str, list[int]]:
    """The seats playing each faction ([] for the neutral Gods), from ``controllers`` or else
    from ``factions``."""
    raw = view.get("controllers")
    out: dict[str, list[int]] = {f: [] for f in FACTION_ORDER}
    if isinstance(raw, dict):
        for k, seats in raw.items():
            f = _faction_key(k)
            if f is not None and isinstance(seats, (list, tuple)):
                out[f] = [int(s) for s in seats]
        return out
    for seat, f in enumerate(seat_factions(view)):
        if f is not None:
            out[f].append(seat)
    return out


def hand_sizes(view: dict[str, Any]) -> list[int]:
    return [int(n or 0) for n in view.get("hand_sizes") or []]
