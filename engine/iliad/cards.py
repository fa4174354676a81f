"""The Iliad's cards: ids, names, values and how many of each (docs/rules/iliad.md, "The cards").

Ids are short ASCII words, so they fit action codes: ``h1``–``h4`` are the Hoplites. The counts
match the project's component list exactly (75 army, 21 Victory, 8 oracle cards, 6 Heroes).
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.said import T_


@dataclass(frozen=True)
class Card:
    """One kind of card: ``type`` groups kinds (``hoplites``, ``city``…); ``value`` is a
    Hoplites' or Hero's strength, a Victory card's points or a Thanatos card's penalty."""

    id: str
    name: str
    type: str
    value: int
    copies: int


HOPLITES = ("h4", "h3", "h2", "h1")
ARMY: tuple[Card, ...] = (
    Card("h4", T_("Hoplites 4"), "hoplites", 4, 7),
    Card("h3", T_("Hoplites 3"), "hoplites", 3, 8),
    Card("h2", T_("Hoplites 2"), "hoplites", 2, 9),
    Card("h1", T_("Hoplites 1"), "hoplites", 1, 10),
    Card("archers", T_("Archers"), "archers", 1, 12),
    Card("chariot", T_("Chariot"), "chariot", 3, 7),
    Card("elephant", T_("Elephant"), "elephant", 0, 6),
    Card("ballista", T_("Ballista"), "ballista", 0, 4),
    Card("catapult", T_("Catapult"), "catapult", 0, 4),
    Card("harrow", T_("Harrow"), "harrow", 0, 4),
    Card("horse", T_("Trojan Horse"), "horse", 0, 4),
)
VICTORY: tuple[Card, ...] = (
    Card("helen", T_("Helen"), "helen", 5, 1),
    Card("city3", T_("City 3"), "city", 3, 2),
    Card("city2", T_("City 2"), "city", 2, 4),
    Card("city1", T_("City 1"), "city", 1, 4),
    Card("trireme3", T_("Trireme 3"), "trireme", 3, 2),
    Card("trireme2", T_("Trireme 2"), "trireme", 2, 4),
    Card("trireme1", T_("Trireme 1"), "trireme", 1, 4),
)
ORACLE: tuple[Card, ...] = (
    Card("thanatos1", T_("Thanatos −1"), "thanatos", -1, 4),
    Card("thanatos2", T_("Thanatos −2"), "thanatos", -2, 2),
    Card("gorgon", T_("Gorgon"), "gorgon", 0, 2),
)
HEROES: tuple[Card, ...] = (
    Card("ajax", T_("Ajax"), "hero", 6, 1),
    Card("achilles", T_("Achilles"), "hero", 5, 1),
    Card("diomedes", T_("Diomedes"), "hero", 4, 1),
    Card("odysseus", T_("Odysseus"), "hero", 3, 1),
    Card("menelaus", T_("Menelaus"), "hero", 2, 1),
    Card("nestor", T_("Nestor"), "hero", 1, 1),
)
TILES: tuple[Card, ...] = (
    Card("agamemnon", T_("Agamemnon"), "tile", 1, 1),
    Card("athena", T_("Athena"), "tile", 2, 1),
    Card("poseidon", T_("Poseidon"), "tile", 2, 1),
)
TILE_IDS = ("agamemnon", "athena", "poseidon")

CATALOGUE: dict[str, Card] = {c.id: c for c in ARMY + VICTORY + ORACLE + HEROES + TILES}
ORDER: dict[str, int] = {card_id: i for i, card_id in enumerate(CATALOGUE)}

# Cards that may ride an Elephant or lie face down on a Horse.
RIDERS = frozenset(HOPLITES) | {"archers"}


def card(card_id: str) -> Card:
    return CATALOGUE[card_id]


def name(card_id: str) -> str:
    return CATALOGUE[card_id].name


def value(card_id: str) -> int:
    return CATALOGUE[card_id].value


def kind(card_id: str) -> str:
    return CATALOGUE[card_id].type


def is_hoplites(card_id: str) -> bool:
    return card_id in HOPLITES


def sort_cards(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Catalogue order: a sorted hand says nothing about the order its cards arrived in."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def counts(cards: tuple[Card, ...]) -> dict[str, int]:
    return {c.id: c.copies for c in cards}


def heroes_for(seats: int) -> tuple[str, ...]:
    """The Heroes in play, strongest first: one per player (3: 1–3, 4: 1–4, 5: 1–5, 6: all);
    none with two players."""
    if seats == 2:
        return ()
    return tuple(h.id for h in HEROES if h.value <= seats)


def hand_size(seats: int) -> int:
    """Cards dealt and the hand limit: 12, or 10 with six players."""
    return 10 if seats == 6 else 12


def stake_size(seats: int) -> int:
    """Victory cards at stake each siege: 2 players 2, 3 players 1, 4 players 2, 5–6 players 3."""
    return {2: 2, 3: 1, 4: 2, 5: 3, 6: 3}[seats]
