"""Attacks: which card may eliminate which, and what falls when it does.

One card from the table (or a Chariot straight from the hand) eliminates one opposing card and
both are discarded, whatever their values. Cards on an Elephant or a Horse and Heroes are never
targets; a Chariot never attacks an army with a Harrow; Archers riding an Elephant hit the first
(strongest) card of a phalanx instead of the last.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.said import listed, say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.iliad import army, cards
from engine.iliad.state import Item, State, evolve

HAND_CHARIOT = "hand-chariot"

# What each attacking card may eliminate ("rider": Archers riding an Elephant).
CAN_HIT: dict[str, frozenset[str]] = {
    "chariot": frozenset({"archers", "phalanx"}),
    "archers": frozenset({"archers", "phalanx"}),
    "rider": frozenset({"archers", "phalanx"}),
    "catapult": frozenset({"catapult", "harrow", "ballista", "horse"}),
    "ballista": frozenset({"elephant", "chariot"}),
}


@dataclass(frozen=True)
class Attack:
    """``weapon`` is the attacking item's id or ``hand-chariot``; ``target`` an opposing item."""

    weapon: str
    target: str


def opponents(state: State, seat: int) -> list[int]:
    """Every other seat but a partner (a partner is not an opponent: see Interpretations)."""
    teams = state.teams
    return [
        s for s in range(state.seats) if s != seat and (teams is None or teams[s] != teams[seat])
    ]


def weapon_kind(item: Item) -> str | None:
    """How ``item`` attacks, or None when it cannot (Hoplites, Elephant without Archers…)."""
    if item.kind in ("chariot", "archers", "catapult", "ballista"):
        return item.kind
    if item.kind == "elephant" and "archers" in item.cards:
        return "rider"
    return None


def weapons(state: State, seat: int) -> list[tuple[str, str]]:
    """``(weapon id, kind)`` for every card ``seat`` may attack with now."""
    out = [(i.id, k) for i in state.armies[seat] if (k := weapon_kind(i)) is not None]
    if "chariot" in state.hands[seat]:
        out.append((HAND_CHARIOT, "chariot"))
    return out


def has_harrow(state: State, seat: int) -> bool:
    return any(i.kind == "harrow" for i in state.armies[seat])


def targets(state: State, seat: int, kind: str) -> list[str]:
    """The opposing items a weapon of ``kind`` may eliminate."""
    hits = CAN_HIT[kind]
    out: list[str] = []
    for other in opponents(state, seat):
        if kind == "chariot" and has_harrow(state, other):
            continue
        out.extend(i.id for i in state.armies[other] if i.kind in hits)
    return out


def legal(state: State, seat: int) -> list[Attack]:
    return [
        Attack(weapon, target)
        for weapon, kind in weapons(state, seat)
        for target in targets(state, seat, kind)
    ]


def _fall(state: State, seat: int, fallen: tuple[str, ...]) -> State:
    """Cards that fell from an Elephant or a Horse lie alone, face up, as new items."""
    for card in fallen:
        state, item = army.new_item(state, seat, card, fallen=True)
        state = army.append_item(state, seat, item)
    return state


def _spend_weapon(state: State, seat: int, weapon: str) -> tuple[State, str, str]:
    """The state without the attacking card, that card's id, and its words."""
    if weapon == HAND_CHARIOT:
        hand = list(state.hands[seat])
        hand.remove("chariot")
        hands = state.hands[:seat] + (tuple(hand),) + state.hands[seat + 1 :]
        return evolve(state, hands=hands), "chariot", say("a Chariot from their hand")
    found = army.find(state, weapon)
    assert found is not None and found[0] == seat
    index = found[1]
    item = state.armies[seat][index]
    if item.kind == "elephant":
        riders = list(item.cards)
        riders.remove("archers")
        state = army.replace_item(state, seat, index, replace(item, cards=tuple(riders)))
        riding = say("the Archers riding their Elephant {tag}", tag=army.tag(weapon))
        return state, "archers", riding
    state = army.replace_item(state, seat, index, None)
    their = say("their {card} {tag}", card=term(cards.name(item.kind)), tag=army.tag(weapon))
    return state, item.kind, their


def _index(state: State, seat: int, item_id: str) -> int:
    found = army.find(state, item_id)
    assert found is not None and found[0] == seat, item_id
    return found[1]


def resolve(state: State, seat: int, attack: Attack) -> tuple[State, list[Event]]:
    """Both cards go to the discard; riders and Horse cards fall face up beside their owner."""
    found = army.find(state, attack.target)
    assert found is not None
    victim = found[0]
    target = state.armies[victim][found[1]]
    rider = (
        attack.weapon != HAND_CHARIOT
        and state.armies[seat][_index(state, seat, attack.weapon)].kind == "elephant"
    )
    state, spent, weapon_words = _spend_weapon(state, seat, attack.weapon)
    index = _index(state, victim, target.id)
    fallen: tuple[str, ...] = ()
    if target.kind == "phalanx":
        hit = target.cards[0] if rider else target.cards[-1]
        rest = target.cards[1:] if rider else target.cards[:-1]
        state = army.replace_item(
            state, victim, index, replace(target, cards=rest) if rest else None
        )
        if rest:
            what = say(
                "{card} from phalanx {tag}", card=term(cards.name(hit)), tag=army.tag(target.id)
            )
        else:
            what = say("{card} {tag}", card=term(cards.name(hit)), tag=army.tag(target.id))
    else:
        state = army.replace_item(state, victim, index, None)
        hit = target.kind
        if target.kind in ("elephant", "horse"):
            fallen = target.cards + target.hidden
        what = say("{card} {tag}", card=term(cards.name(hit)), tag=army.tag(target.id))
    state = evolve(state, discard=(hit, spent) + state.discard)
    state = _fall(state, victim, fallen)
    text = say(
        "{who} attacks with {weapon}: {victim} loses {what}.",
        who=seat_label(seat),
        weapon=weapon_words,
        victim=seat_label(victim),
        what=what,
    )
    if fallen:
        dropped = listed([term(cards.name(c)) for c in fallen], ", ")
        if target.kind == "elephant":
            text = say("{attack} Its riders fall: {cards}.", attack=text, cards=dropped)
        else:
            text = say("{attack} Its cards fall face up: {cards}.", attack=text, cards=dropped)
    shown = attack.weapon == HAND_CHARIOT or bool(target.hidden)
    return state, [Event(text, kind="reveal" if shown else "attack")]
