"""The whole state of an Iliad game: an immutable value, changed with ``evolve``.

Piles are tuples with the top card first (``engine.core.cards``); hands are kept in catalogue
order. Each seat's army is a tuple of ``Item`` in the order laid down; an item's id
(``p<seat>.<n>``) is never reused within a siege, so codes naming it stay meaningful.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from engine.core.frozen import evolve as evolve  # the one way states change

DISCARD, SIEGE, REVEAL, AWARD, OVER = "discard", "siege", "reveal", "award", "over"
THANATOS, GORGON, DUEL = "thanatos", "gorgon", "duel"


@dataclass(frozen=True)
class Item:
    """One thing lying in an army. ``cards``: a phalanx's Hoplites (strongest first), an
    Elephant's riders, a Horse's revealed cards, or the lone card itself. ``hidden``: the cards
    face down on a Horse. ``placed``: riders ever put on an Elephant. ``fallen``: it fell from an
    Elephant or a Horse."""

    id: str
    kind: str
    cards: tuple[str, ...] = ()
    hidden: tuple[str, ...] = ()
    placed: int = 0
    fallen: bool = False


@dataclass(frozen=True)
class State:
    seats: int
    seed: int
    teams: tuple[int, ...] | None
    version: int = 0
    phase: str = SIEGE
    siege: int = 1
    kind: str = THANATOS
    tiebreak: bool = False
    oracle: str | None = None  # the oracle card face up this siege
    oracles: tuple[str, ...] = ()  # face-down oracle deck
    spent: tuple[str, ...] = ()  # Gorgon cards discarded after their siege
    victory_deck: tuple[str, ...] = ()
    stake: tuple[str, ...] = ()
    heroes: tuple[str, ...] = ()  # this game's Heroes, strongest first
    heroes_left: tuple[str, ...] = ()
    hero_of: tuple[str | None, ...] = ()  # per seat, this siege
    last_heroes: tuple[str | None, ...] = ()  # per seat, the last siege that gave Heroes
    starter: int = 0
    first_starter: int = 0  # the seat drawn at random to start the first siege
    turn: int | None = None
    in_siege: tuple[int, ...] = ()
    passed: tuple[int, ...] = ()  # in the order they passed
    last_pass: int | None = None  # 2 players: the seat whose pass was the last action
    armies: tuple[tuple[Item, ...], ...] = ()
    counters: tuple[int, ...] = ()  # per seat: the next item number this siege
    hands: tuple[tuple[str, ...], ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    won: tuple[tuple[str, ...], ...] = ()  # Victory and Thanatos cards collected, per seat
    tiles: tuple[int | None, int | None, int | None] = (None, None, None)
    to_discard: tuple[int, ...] = ()  # per seat, cards still to discard to the hand limit
    reveal_order: tuple[int, ...] = ()  # seats still placing revealed Horse cards
    ranking: tuple[int, ...] = ()  # the award: strongest army first
    award_order: tuple[int, ...] = ()  # seats still to pick a Victory card
    winners: tuple[int, ...] = ()  # set when the game is over
    summary: str = ""


def _item_dump(item: Item) -> dict[str, Any]:
    return {
        "id": item.id,
        "kind": item.kind,
        "cards": list(item.cards),
        "hidden": list(item.hidden),
        "placed": item.placed,
        "fallen": item.fallen,
    }


def _item_load(data: Mapping[str, Any]) -> Item:
    return Item(
        id=str(data["id"]),
        kind=str(data["kind"]),
        cards=tuple(data["cards"]),
        hidden=tuple(data["hidden"]),
        placed=int(data["placed"]),
        fallen=bool(data["fallen"]),
    )


_TUPLES = (
    "oracles",
    "spent",
    "victory_deck",
    "stake",
    "heroes",
    "heroes_left",
    "hero_of",
    "last_heroes",
    "in_siege",
    "passed",
    "counters",
    "deck",
    "discard",
    "to_discard",
    "reveal_order",
    "ranking",
    "award_order",
    "winners",
)


def dump(state: State) -> dict[str, Any]:
    data: dict[str, Any] = dict(state.__dict__)
    for key in _TUPLES:
        data[key] = list(data[key])
    data["teams"] = None if state.teams is None else list(state.teams)
    data["armies"] = [[_item_dump(i) for i in army] for army in state.armies]
    data["hands"] = [list(h) for h in state.hands]
    data["won"] = [list(w) for w in state.won]
    data["tiles"] = list(state.tiles)
    return data


def load(data: Mapping[str, Any]) -> State:
    fields: dict[str, Any] = dict(data)
    for key in _TUPLES:
        fields[key] = tuple(fields[key])
    fields["teams"] = None if data["teams"] is None else tuple(int(t) for t in data["teams"])
    fields["armies"] = tuple(tuple(_item_load(i) for i in army) for army in data["armies"])
    fields["hands"] = tuple(tuple(h) for h in data["hands"])
    fields["won"] = tuple(tuple(w) for w in data["won"])
    a, b, c = data["tiles"]
    fields["tiles"] = (a, b, c)
    return State(**fields)
