"""What the ``normal`` bot knows about positions, read from a seat view only.

Item values come from the engine's own rules (``engine.iliad.army``) applied to items rebuilt
from the view, so a bot never disagrees with the table about what a move is worth. The rest are
estimates: what a card in hand is worth keeping, what an army may still grow to, which enemy
weapons threaten which of our items.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.core.lazy import built
from engine.iliad import army, attacks, cards
from engine.iliad.state import Item
from engine.iliad.view_types import ItemView, PublicView, SeatView

# What a card in hand is worth keeping for later, in army points: Hoplites and Chariots are the
# strength of an army; an Elephant doubles two riders; the siege engines only answer others.
KEEP = {
    "h4": 4.0,
    "h3": 3.2,
    "h2": 2.4,
    "h1": 1.4,
    "archers": 1.6,
    "chariot": 3.2,
    "elephant": 2.6,
    "ballista": 1.0,
    "catapult": 1.0,
    "harrow": 0.8,
    "horse": 0.8,
}
# Army points a face-down card on a Horse of an opponent is guessed to be worth.
HIDDEN_GUESS = 2.5
# A hidden card joins a phalanx only at the end, if that phalanx is still whole.
HORSE_JOIN = 0.8


def item_of(data: ItemView, hidden: Sequence[str] = ()) -> Item:
    """The engine's item for a view's item (``hidden``: own face-down Horse cards)."""
    return Item(
        id=data["id"],
        kind=data["kind"],
        cards=tuple(data["cards"]),
        hidden=tuple(hidden),
        placed=data.get("placed", 0),
        fallen=data["fallen"],
    )


class Reading(dict[str, Any]):
    """A seat view as the normal bot reads it for one decision: a plain copy, with each army
    rebuilt as engine items once rather than at each of the hundreds of looks a decision takes
    (the ``hard`` level's play-outs spend most of their time in this bot). The bot reads it
    through ``seat_of``, as the seat view it holds."""

    def __init__(self, view: Mapping[str, Any]) -> None:
        super().__init__(built(view))
        self.armies_as_items: dict[int, tuple[Item, ...]] = {}
        self.gains: dict[tuple[str, tuple[tuple[int, float], ...]], float] = {}


def items(view: SeatView, seat: int) -> tuple[Item, ...]:
    """A seat's army as engine items; our own Horses carry the cards we know lie on them."""
    known = view.armies_as_items if isinstance(view, Reading) else None
    if known is None:
        return _rebuild(view, seat)
    army_items = known.get(seat)
    if army_items is None:
        army_items = known[seat] = _rebuild(view, seat)
    return army_items


def _rebuild(view: SeatView, seat: int) -> tuple[Item, ...]:
    own = view["horses"] if seat == view["seat"] else {}
    return tuple(item_of(i, own.get(i["id"], ())) for i in view["armies"][seat]["items"])


def strength(view: SeatView, seat: int) -> float:
    """An army's expected value at the end of the siege: what the table shows (its Hero too) and
    what its Horses hide (known for us, guessed for the others)."""
    total = float(view["armies"][seat]["value"])
    for data in view["armies"][seat]["items"]:
        if data["kind"] != "horse":
            continue
        if seat == view["seat"]:
            total += sum(cards.value(c) for c in view["horses"].get(data["id"], ()))
        else:
            total += HIDDEN_GUESS * data.get("hidden", 0)
    return total


def potential(hand: Sequence[str]) -> float:
    """Roughly what the hand adds laid out well: one phalanx of distinct Hoplites, the other
    Hoplites alone, Archers and Chariots at face value, each Elephant doubling two Hoplites."""
    hoplites = sorted((cards.value(c) for c in hand if cards.is_hoplites(c)), reverse=True)
    distinct = sorted(set(hoplites), reverse=True)
    rest = list(hoplites)
    for v in distinct:
        rest.remove(v)
    total = float(sum(distinct) * len(distinct))
    elephants = hand.count("elephant")
    riders = sorted(rest + [1] * hand.count("archers"), reverse=True)
    doubled = riders[: 2 * elephants]
    total += 2 * sum(doubled) + sum(riders[2 * elephants :])
    return total + 3.0 * hand.count("chariot")


def keep_value(card: str, hand: Sequence[str]) -> float:
    """What keeping ``card`` is worth: a second copy of a Hoplites value is worth less, since a
    phalanx holds each value once."""
    base = KEEP[card]
    if cards.is_hoplites(card) and hand.count(card) > 1:
        base *= 0.6
    return base


def last_siege(view: PublicView) -> bool:
    """Is this siege the game's last one (the tie-break, the last oracle card, or with two
    players the last Victory card)? Then a card kept for later is worth nothing."""
    if view["tiebreak"]:
        return True
    if view["kind"] == "duel":
        return bool(view["victory_left"] == 0 and len(view["stake"]) <= 1)
    return bool(view["oracle_left"] == 0)


def card_cost(view: SeatView, card: str) -> float:
    """The cost of spending ``card`` now. Cards beyond what the hand limit lets us keep after the
    next deal (three new cards) are nearly free, and all are in the last siege."""
    if last_siege(view):
        return 0.0
    hand = list(view["hand"])
    spare = len(hand) + 3 - view["hand_limit"]
    factor = 0.15 if spare > 0 else 0.45
    return factor * keep_value(card, hand)


def opponents(view: SeatView) -> list[int]:
    """Every seat that is not us or our partner."""
    me = view["seat"]
    teams = view["teams"]
    return [s for s in range(view["seats"]) if s != me and (teams is None or teams[s] != teams[me])]


def seat_of(item_id: str) -> int:
    return int(item_id[1:].partition(".")[0])


def find_item(view: SeatView, item_id: str) -> Item:
    seat = seat_of(item_id)
    return next(i for i in items(view, seat) if i.id == item_id)


def after_play(view: SeatView, card: str, onto: str | None) -> float:
    """How much our army's expected value grows when ``card`` is laid (alone or on ``onto``)."""
    if onto is None:
        return float(army.item_value(Item(id="new", kind=army.lone_kind(card), cards=(card,))))
    item = find_item(view, onto)
    if item.kind == "horse":
        return horse_card_worth(view, card)
    return float(army.item_value(army.lay_onto(item, card, False)) - army.item_value(item))


def horse_card_worth(view: SeatView, card: str) -> float:
    """A card hidden on our Horse is safe until the end of the siege, when it may still join
    one of our phalanxes or Elephants: worth what its best place adds today, a little less."""
    best = float(cards.value(card))
    for item in items(view, view["seat"]):
        if item.kind in ("phalanx", "elephant") and army.accepts(item, card, face_down_ok=False):
            joined = army.item_value(army.lay_onto(item, card, False)) - army.item_value(item)
            best = max(best, HORSE_JOIN * joined)
    return best


def hit_loss(view: SeatView, weapon: str, target: str) -> float:
    """What the attacked army loses: a phalanx its last card (its first when Archers ride an
    Elephant), an Elephant its doubling, a Horse the safety of its hidden cards."""
    item = find_item(view, target)
    rider = weapon != attacks.HAND_CHARIOT and find_item(view, weapon).kind == "elephant"
    if item.kind == "phalanx":
        rest = item.cards[1:] if rider else item.cards[:-1]
        return float(
            army.item_value(item) - army.item_value(Item(id="x", kind="phalanx", cards=rest))
        )
    if item.kind == "elephant":
        return float(army.item_value(item)) / 2.0
    if item.kind == "horse":
        return 1.0 + 0.5 * find_hidden(view, target)
    if item.kind == "harrow":
        chariots = list(view["hand"]).count("chariot")
        chariots += sum(i.kind == "chariot" for i in items(view, view["seat"]))
        return 0.5 + 1.5 * min(chariots, 2)
    if item.kind in ("ballista", "catapult"):
        return 0.5 + threat_of(view, item, seat_of(target))
    return float(army.item_value(item))


def find_hidden(view: PublicView, item_id: str) -> int:
    data = next(i for i in view["armies"][seat_of(item_id)]["items"] if i["id"] == item_id)
    return data.get("hidden", 0)


def weapon_loss(view: SeatView, weapon: str) -> float:
    """What our own army gives up by attacking: the weapon's value on the table (Archers riding
    an Elephant were worth double), or the Chariot's worth in hand."""
    if weapon == attacks.HAND_CHARIOT:
        return card_cost(view, "chariot")
    item = find_item(view, weapon)
    if item.kind == "elephant":
        return 2.0
    return float(army.item_value(item))


def best_hit(view: SeatView, kind: str, victim: int) -> float:
    """The most a weapon of ``kind`` could take from ``victim``'s army next turn."""
    hits = attacks.CAN_HIT[kind]
    harrow = any(i.kind == "harrow" for i in items(view, victim))
    if kind == "chariot" and harrow:
        return 0.0
    best = 0.0
    for item in items(view, victim):
        if item.kind not in hits:
            continue
        if item.kind == "phalanx":
            rest = item.cards[1:] if kind == "rider" else item.cards[:-1]
            lost = army.item_value(item) - army.item_value(Item("x", "phalanx", rest))
        elif item.kind == "elephant":
            lost = army.item_value(item) // 2
        else:
            lost = army.item_value(item) if item.kind in ("archers", "chariot") else 1
        best = max(best, float(lost))
    return best


def threat_of(view: SeatView, item: Item, owner: int) -> float:
    """How much an enemy weapon threatens us (and our partner, at half weight)."""
    kind = attacks.weapon_kind(item)
    if kind is None:
        return 0.0
    me = view["seat"]
    partner = view["partner"]
    total = best_hit(view, kind, me)
    if partner is not None and partner != owner:
        total += 0.5 * best_hit(view, kind, partner)
    return total
