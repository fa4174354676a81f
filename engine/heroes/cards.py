"""The 32 cards of Heroes of Troy: 30 characters (a faction and three traits each) and 2 specials.

The data is the published card list in the project's own tables; every other module asks this one
what a card is, so a card id (``"odysseus"``, ``"favor"``) is the only thing states and codes hold.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.said import T_

FACTIONS: tuple[str, ...] = ("greek", "trojan", "god")
FACTION_NAMES = {"greek": T_("Greeks"), "trojan": T_("Trojans"), "god": T_("Gods")}

TRAITS: tuple[str, ...] = (
    "king",
    "wise",
    "strong",
    "sneaky",
    "tough",
    "brave",
    "warrior",
    "charismatic",
    "pious",
)
# Warrior is printed "Battle Expert" on the cards; the rulebook's trait chart says "Warrior".
TRAIT_NAMES = {
    "king": T_("King"),
    "wise": T_("Wise"),
    "strong": T_("Strong"),
    "sneaky": T_("Sneaky"),
    "tough": T_("Tough"),
    "brave": T_("Brave"),
    "warrior": T_("Battle Expert"),
    "charismatic": T_("Charismatic"),
    "pious": T_("Pious"),
}
TRAIT_ALIASES = {"battle_expert": "warrior", "battleexpert": "warrior", "battle-expert": "warrior"}


@dataclass(frozen=True)
class Card:
    """One card: a character has a faction and three traits; a special has neither."""

    id: str
    name: str
    faction: str | None
    traits: tuple[str, ...]

    @property
    def special(self) -> bool:
        return self.faction is None


_CHARACTERS: tuple[tuple[str, str, str], ...] = (
    # Greeks
    (T_("Odysseus"), "greek", "king wise sneaky"),
    (T_("Patroclus"), "greek", "sneaky brave warrior"),
    (T_("Achilles"), "greek", "strong brave warrior"),
    (T_("Agamemnon"), "greek", "king strong charismatic"),
    (T_("Menelaus"), "greek", "king brave tough"),
    (T_("Ajax"), "greek", "strong tough warrior"),
    (T_("Diomedes"), "greek", "brave warrior pious"),
    (T_("Nestor"), "greek", "wise charismatic pious"),
    (T_("Calchas"), "greek", "wise sneaky pious"),
    (T_("Idomeneus"), "greek", "king tough charismatic"),
    # Trojans
    (T_("Hecuba"), "trojan", "wise charismatic pious"),
    (T_("Hector"), "trojan", "strong brave warrior"),
    (T_("Priam"), "trojan", "king wise pious"),
    (T_("Paris"), "trojan", "sneaky charismatic brave"),
    (T_("Aeneas"), "trojan", "king tough warrior"),
    (T_("Sarpedon"), "trojan", "king strong warrior"),
    (T_("Cassandra"), "trojan", "wise sneaky pious"),
    (T_("Andromache"), "trojan", "wise tough charismatic"),
    (T_("Deiphobus"), "trojan", "strong sneaky tough"),
    (T_("Helen"), "trojan", "sneaky charismatic brave"),
    # Gods
    (T_("Zeus"), "god", "king strong pious"),
    (T_("Hera"), "god", "king sneaky charismatic"),
    (T_("Poseidon"), "god", "king strong tough"),
    (T_("Athena"), "god", "wise warrior brave"),
    (T_("Apollo"), "god", "wise pious warrior"),
    (T_("Ares"), "god", "strong brave warrior"),
    (T_("Aphrodite"), "god", "charismatic sneaky tough"),
    (T_("Hermes"), "god", "sneaky wise charismatic"),
    (T_("Hephaestus"), "god", "strong tough pious"),
    (T_("Thetis"), "god", "brave tough pious"),
)


def _character(name: str, faction: str, traits: str) -> Card:
    ordered = tuple(sorted(traits.split(), key=TRAITS.index))
    return Card(name.lower(), name, faction, ordered)


CARDS: dict[str, Card] = {c.id: c for c in (_character(*row) for row in _CHARACTERS)}
CARDS["favor"] = Card("favor", T_("Favor of the Gods"), None, ())
CARDS["horse"] = Card("horse", T_("Trojan Horse"), None, ())

DECK: tuple[str, ...] = tuple(CARDS)  # catalogue order: Greeks, Trojans, Gods, then specials
ORDER = {card: i for i, card in enumerate(DECK)}
SPECIALS = frozenset({"favor", "horse"})
SPECIAL_POINTS = {"favor": 2, "horse": 2}  # each scores 2 for its holder at the end of a round


def faction(card: str) -> str | None:
    return CARDS[card].faction


def traits(card: str) -> tuple[str, ...]:
    return CARDS[card].traits


def is_character(card: str) -> bool:
    return card not in SPECIALS


def name(card: str) -> str:
    return CARDS[card].name


def sort_cards(cards: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Cards in catalogue order, so a hand or a code reads the same whatever the draws were."""
    return tuple(sorted(cards, key=ORDER.__getitem__))


def match(card: str, beneath: str) -> tuple[bool, tuple[str, ...]]:
    """What ``card`` shares with ``beneath``: the same faction, and which traits."""
    top, under = CARDS[card], CARDS[beneath]
    shared = tuple(t for t in top.traits if t in under.traits)
    return top.faction == under.faction, shared


def points(card: str, beneath: str | None) -> int:
    """1 for the same faction and 1 per shared trait (the rulebook's scoring step)."""
    if beneath is None:
        return 0
    same, shared = match(card, beneath)
    return int(same) + len(shared)
