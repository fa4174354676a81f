"""What an army is worth and where a card may be laid in it: one function per rule, shared by
the legal list, the move, the views and the bots.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from engine.iliad import cards
from engine.iliad.state import Item, State, evolve

MAX_RIDERS = 2  # cards ever put on one Elephant (see the rules' Interpretations)
LONE_VALUES = {"archers": 1, "chariot": 3}


def item_value(item: Item) -> int:
    """A phalanx is worth the sum of its Hoplites times their number (a lone Hoplites: its
    value); an Elephant doubles its riders; Archers 1, Chariot 3; the rest nothing."""
    if item.kind == "phalanx":
        return sum(cards.value(c) for c in item.cards) * len(item.cards)
    if item.kind == "elephant":
        return 2 * sum(cards.value(c) for c in item.cards)
    return LONE_VALUES.get(item.kind, 0)


def hero_value(state: State, seat: int) -> int:
    hero = state.hero_of[seat] if state.hero_of else None
    return 0 if hero is None else cards.value(hero)


def army_value(state: State, seat: int) -> int:
    """The army's value as the table shows it: its items and its Hero (face-down Horse cards
    count only once revealed and placed)."""
    return value_from(state, seat, (item_value(i) for i in state.armies[seat]))


def value_from(state: State, seat: int, item_values: Iterable[int]) -> int:
    """The army's value from its items' values already worked out (a view lists them)."""
    return sum(item_values) + hero_value(state, seat)


def find(state: State, item_id: str) -> tuple[int, int] | None:
    """``(seat, index)`` of the item with this id, or None."""
    seat_part, _, _ = item_id.partition(".")
    if not seat_part.startswith("p") or not seat_part[1:].isdigit():
        return None
    seat = int(seat_part[1:])
    if seat >= state.seats:
        return None
    for index, item in enumerate(state.armies[seat]):
        if item.id == item_id:
            return seat, index
    return None


def accepts(item: Item, card: str, *, face_down_ok: bool) -> bool:
    """May ``card`` be laid on ``item``? A Hoplites on a phalanx whose last card is stronger;
    a Hoplites or Archers on an Elephant that has carried fewer than two; face down on a Horse
    (not while revealed cards are being placed)."""
    if item.kind == "phalanx":
        return cards.is_hoplites(card) and cards.value(card) < cards.value(item.cards[-1])
    if card not in cards.RIDERS:
        return False
    if item.kind == "elephant":
        return item.placed < MAX_RIDERS
    return item.kind == "horse" and face_down_ok


def targets_for(state: State, seat: int, card: str, *, face_down_ok: bool) -> list[str]:
    """The ids of ``seat``'s items that ``card`` may be laid on."""
    return [i.id for i in state.armies[seat] if accepts(i, card, face_down_ok=face_down_ok)]


def lone_kind(card: str) -> str:
    """The kind of item a card makes when laid alone."""
    return "phalanx" if cards.is_hoplites(card) else card


def new_item(state: State, seat: int, card: str, fallen: bool = False) -> tuple[State, Item]:
    """A fresh item for ``card`` alone, with the seat's next id."""
    number = state.counters[seat]
    counters = state.counters[:seat] + (number + 1,) + state.counters[seat + 1 :]
    kind = lone_kind(card)
    laid = () if kind in ("elephant", "horse") else (card,)  # their ``cards`` are what rides
    item = Item(id=f"p{seat}.{number}", kind=kind, cards=laid, fallen=fallen)
    return evolve(state, counters=counters), item


def tag(item_id: str) -> str:
    """The short name players read for an item of an army: its number in its owner's order of
    laying, from 1 ("#1"), as the picture prints beside it. Ids ("p0.0") stay in codes."""
    owner, dot, number = item_id.partition(".")
    return f"#{int(number) + 1}" if dot and owner[:1] == "p" and number.isdigit() else item_id


def lay_onto(item: Item, card: str, face_down: bool) -> Item:
    """``item`` with ``card`` laid on it (face down on a Horse)."""
    if face_down:
        return replace(item, hidden=item.hidden + (card,))
    placed = item.placed + 1 if item.kind == "elephant" else item.placed
    return replace(item, cards=item.cards + (card,), placed=placed)


def with_army(state: State, seat: int, army: tuple[Item, ...]) -> State:
    return evolve(state, armies=state.armies[:seat] + (army,) + state.armies[seat + 1 :])


def replace_item(state: State, seat: int, index: int, item: Item | None) -> State:
    """The army with the item at ``index`` replaced (None: removed)."""
    army = state.armies[seat]
    middle = () if item is None else (item,)
    return with_army(state, seat, army[:index] + middle + army[index + 1 :])


def append_item(state: State, seat: int, item: Item) -> State:
    return with_army(state, seat, state.armies[seat] + (item,))


def army_cards(army: tuple[Item, ...]) -> list[str]:
    """Every army card of an army, face-down ones included (for the discard and the count).
    Lone cards keep their own id in ``cards``; an Elephant's or a Horse's ``cards`` are what
    lies on it."""
    out: list[str] = []
    for item in army:
        if item.kind in ("elephant", "horse"):
            out.append(item.kind)
        out.extend(item.cards)
        out.extend(item.hidden)
    return out
