"""The nine trait powers, each as the choices it asks for (``Pending``) and what answering does.

``invoke`` starts a trait just after the main card is scored; ``options`` lists the answers to
the choice it waits for; ``answer`` applies one. A trait ends by leaving ``pending`` empty; the
turn module then ends the turn. "Opponent" is a player of another faction; "another player" is
anyone else still in the round, an ally included (docs/rules/heroes.md, interpretations).
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import permutations
from random import Random

from engine.core.english import counted, listing
from engine.core.frozen import evolve
from engine.core.seats import seat_label
from engine.core.types import Event, audience_of
from engine.heroes.cards import DECK, TRAIT_NAMES, is_character, name
from engine.heroes.scoring import lay
from engine.heroes.state import Pending, Shown, State
from engine.heroes.table import (
    add_points,
    allies,
    draw,
    faction_label,
    give_to,
    opponents,
    opposing_factions,
    others,
    playing,
    take_from,
)

Events = list[Event]


def _ask(state: State, kind: str, seat: int, trait: str, target: int | None = None) -> State:
    return evolve(state, pending=Pending(kind, seat, trait, target))


def _done(state: State) -> State:
    return evolve(state, pending=None)


def _words(cards: tuple[str, ...]) -> str:
    return listing([name(c) for c in cards]) or "no cards"


def invoke(state: State, seat: int, trait: str, rng: Random, events: Events) -> State:
    """Start the trait ``trait`` for ``seat``; a choice of a player or a faction with one answer
    is answered at once (``settle``)."""
    events.append(
        Event(f"{seat_label(seat)} invokes {TRAIT_NAMES[trait]}.", None, "trait", {"trait": trait})
    )
    if trait == "king":
        state = _ask(state, "king_target", seat, trait)
    elif trait == "wise":
        state, _ = draw(state, seat, 1, rng, events)
        state = _ask(state, "extra_play", seat, trait)
    elif trait == "strong":
        state, _ = draw(state, seat, 1, rng, events)
        state = _ask(state, "strong_give", seat, trait)
    elif trait == "sneaky":
        state = _ask(state, "sneaky_target", seat, trait)
    elif trait == "tough":
        state = _ask(state, "tough_target", seat, trait)
    elif trait == "brave":
        state = _ask(state, "extra_play", seat, trait)
    elif trait == "warrior":
        state = _ask(state, "warrior_target", seat, trait)
    elif trait == "charismatic":
        state = _ask(state, "charm_target", seat, trait)
    else:  # pious
        state, gained = add_points(state, state.factions[seat], 1)
        events.append(
            Event(f"{seat_label(seat)} gains {counted(gained, 'point')} for Pious.", None, "score")
        )
        state = _ask(state, "pious_draw", seat, trait)
    return settle(state, rng, events)


# Choices of a card from a hand: asked even with one answer, since answering at once would tell
# everyone that the hand held only that card.
CARD_CHOICES = frozenset({"king_choose", "extra_play", "strong_give", "tough_bottom", "charm_take"})


def settle(state: State, rng: Random, events: Events) -> State:
    """Answer every choice of a player or faction that has one answer; drop a choice that has
    none (that a hand held no character is shown to all: an event of kind "reveal")."""
    while state.pending is not None:
        answers = options(state)
        if not answers:
            events.append(Event(_nothing(state.pending.kind), None, "reveal"))
            return _done(state)
        if len(answers) > 1 or state.pending.kind in CARD_CHOICES:
            return state
        state = answer(state, state.pending.seat, answers[0], rng, events)
    return state


def _nothing(kind: str) -> str:
    return {
        "king_target": "No opponent has a card to look at.",
        "extra_play": "No character left to play.",
        "strong_give": "No card to give, or nobody to give it to.",
        "tough_bottom": "No card to put at the bottom.",
        "charm_target": "No other player has a card to take.",
        "pious_see": "No other player's hand to look at.",
    }.get(kind, "Nothing happens.")


def _unique(hand: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(hand))


def options(state: State) -> list[str]:
    """The codes answering the pending choice, in a stable order."""
    p = state.pending
    if p is None:
        return []
    hand = state.hands[p.seat]
    kind = p.kind
    if kind == "king_target":
        return [f"king:{s}" for s in opponents(state, p.seat) if state.hands[s]]
    if kind == "king_choose":
        plays = [f"king:play:{c}" for c in p.cards if is_character(c)]
        return [*plays, *(f"king:take:{c}" for c in p.cards), "king:pass"]
    if kind == "extra_play":
        return [f"extra:{c}" for c in _unique(hand) if is_character(c)]
    if kind == "strong_give":
        return [f"give:{s}:{c}" for s in others(state, p.seat) for c in _unique(hand)]
    if kind in ("sneaky_target", "warrior_target"):
        verb = kind.split("_")[0]
        return [f"{verb}:{f}" for f in opposing_factions(state, p.seat)]
    if kind == "tough_target":
        return [f"tough:{s}" for s in [p.seat, *allies(state, p.seat)] if s in playing(state)]
    if kind == "tough_bottom":
        if len(hand) <= 1:
            return [f"bottom:{c}" for c in hand]
        # In the player's order: the first named goes to the bottom first, the second under it;
        # so with two cards in hand both orders are offered too.
        return _unique(f"bottom:{a}:{b}" for a, b in permutations(hand, 2))
    if kind == "charm_target":
        return [f"charm:{s}" for s in others(state, p.seat) if state.hands[s]]
    if kind == "charm_take":
        assert p.target is not None
        return [f"charm:take:{c}" for c in _unique(state.hands[p.target])]
    if kind == "pious_draw":
        return [f"pious:draw:{s}" for s in playing(state)]
    if kind == "pious_see":
        return [f"pious:see:{s}" for s in others(state, p.seat)]
    raise AssertionError(f"unknown choice {kind}")


def answer(state: State, seat: int, code: str, rng: Random, events: Events) -> State:
    """Apply one answer (a code from ``options``) to the pending choice, then settle."""
    p = state.pending
    assert p is not None
    parts = code.split(":")
    verb = parts[0]
    if verb == "king":
        state = _king(state, p, parts, rng, events)
    elif verb == "extra":
        state, event = lay(
            take_from(state, seat, parts[1]), seat, parts[1], extra=True, brave=p.trait == "brave"
        )
        events.append(event)
        state = _done(state)
    elif verb == "give":
        state = _give(state, seat, int(parts[1]), parts[2], events)
    elif verb == "sneaky":
        state = _sneaky(state, seat, parts[1], events)
    elif verb == "warrior":
        state, lost = add_points(state, parts[1], -2)
        events.append(
            Event(
                f"{seat_label(seat)} uses Battle Expert: {faction_label(parts[1])} lose "
                f"{counted(-lost, 'point')}.",
                None,
                "score",
            )
        )
        state = _done(state)
    elif verb == "tough":
        drawer = int(parts[1])
        state, _ = draw(state, drawer, 2, rng, events)
        state = evolve(state, pending=Pending("tough_bottom", drawer, "tough", drawer))
    elif verb == "bottom":
        state = _bottom(state, seat, tuple(parts[1:]), events)
    elif verb == "charm":
        state = _charm(state, p, parts, rng, events)
    else:  # pious
        state = _pious(state, p, parts, rng, events)
    return settle(state, rng, events)


def _king(state: State, p: Pending, parts: list[str], rng: Random, events: Events) -> State:
    seat = p.seat
    if parts[1].isdigit():
        target = int(parts[1])
        hand = state.hands[target]
        seen = tuple(sorted(rng.sample(hand, min(2, len(hand))), key=DECK.index))
        shown = tuple(
            Shown("king", target, seen) if s == seat else x for s, x in enumerate(state.shown)
        )
        events.append(
            Event(
                f"{seat_label(target)} shows you {_words(seen)} (King).",
                seat,
                "private",
                {"seat": target, "cards": list(seen)},
            )
        )
        events.append(
            Event(
                f"{seat_label(seat)} looks at {counted(len(seen), 'random card')} of "
                f"{seat_label(target)}'s hand.",
                None,
                "trait",
            )
        )
        return evolve(
            state, shown=shown, pending=Pending("king_choose", seat, "king", target, seen)
        )
    victim = p.target
    assert victim is not None
    if parts[1] == "play":
        state, event = lay(take_from(state, victim, parts[2]), seat, parts[2], extra=True)
        events.append(
            Event(f"From {seat_label(victim)}'s hand: {event.text}", None, "play", event.data)
        )
    elif parts[1] == "take":
        state = give_to(take_from(state, victim, parts[2]), seat, parts[2])
        events.append(
            Event(
                f"{seat_label(seat)} steals {name(parts[2])} from {seat_label(victim)}.",
                audience_of((seat, victim)),
                "private",
                {"card": parts[2]},
            )
        )
        events.append(
            Event(f"{seat_label(seat)} steals a card from {seat_label(victim)}.", None, "trait")
        )
    else:
        events.append(Event(f"{seat_label(seat)} neither plays nor steals.", None, "trait"))
    return _done(state)


def _give(state: State, seat: int, to: int, card: str, events: Events) -> State:
    state = give_to(take_from(state, seat, card), to, card)
    events.append(
        Event(
            f"{seat_label(seat)} gives {name(card)} to {seat_label(to)}.",
            audience_of((seat, to)),
            "private",
            {"card": card},
        )
    )
    events.append(Event(f"{seat_label(seat)} gives a card to {seat_label(to)}.", None, "trait"))
    return _done(state)


def _sneaky(state: State, seat: int, victim: str, events: Events) -> State:
    state, lost = add_points(state, victim, -1)
    state, gained = add_points(state, state.factions[seat], -lost)
    text = (
        f"{seat_label(seat)} steals {counted(gained, 'point')} from {faction_label(victim)}."
        if gained
        else f"{seat_label(seat)} tries to steal a point, but {faction_label(victim)} have none."
    )
    events.append(Event(text, None, "score"))
    return _done(state)


def _bottom(state: State, seat: int, chosen: tuple[str, ...], events: Events) -> State:
    """``chosen`` go under the draw pile in the order named: the last named is the very last."""
    for card in chosen:
        state = take_from(state, seat, card)
    state = evolve(state, draw=state.draw + chosen)
    events.append(
        Event(f"You put {_words(chosen)} at the bottom of the draw pile.", seat, "private")
    )
    events.append(
        Event(
            f"{seat_label(seat)} puts {counted(len(chosen), 'card')} at the bottom of the"
            " draw pile.",
            None,
            "trait",
        )
    )
    return _done(state)


def _charm(state: State, p: Pending, parts: list[str], rng: Random, events: Events) -> State:
    seat = p.seat
    if parts[1] != "take":
        target = int(parts[1])
        hand = state.hands[target]
        shown = tuple(
            Shown("charismatic", target, hand) if s == seat else x
            for s, x in enumerate(state.shown)
        )
        events.append(
            Event(
                f"{seat_label(target)}'s hand: {_words(hand)} (Charismatic).",
                seat,
                "private",
                {"seat": target, "cards": list(hand)},
            )
        )
        events.append(
            Event(f"{seat_label(seat)} looks at {seat_label(target)}'s hand.", None, "trait")
        )
        return evolve(state, shown=shown, pending=Pending("charm_take", seat, p.trait, target))
    victim = p.target
    assert victim is not None
    card = parts[2]
    state = give_to(take_from(state, victim, card), seat, card)
    events.append(
        Event(
            f"{seat_label(seat)} takes {name(card)} from {seat_label(victim)}.",
            audience_of((seat, victim)),
            "private",
            {"card": card},
        )
    )
    events.append(
        Event(f"{seat_label(seat)} takes a card from {seat_label(victim)}.", None, "trait")
    )
    state, _ = draw(state, victim, 1, rng, events)
    return _done(state)


def _pious(state: State, p: Pending, parts: list[str], rng: Random, events: Events) -> State:
    seat, target = p.seat, int(parts[2])
    if parts[1] == "draw":
        state, _ = draw(state, target, 1, rng, events)
        return evolve(state, pending=Pending("pious_see", seat, "pious"))
    hand = state.hands[target]
    shown = tuple(
        Shown("pious", target, hand) if s == seat else x for s, x in enumerate(state.shown)
    )
    events.append(
        Event(
            f"{seat_label(target)}'s hand: {_words(hand)} (Pious).",
            seat,
            "private",
            {"seat": target, "cards": list(hand)},
        )
    )
    events.append(Event(f"{seat_label(seat)} looks at {seat_label(target)}'s hand.", None, "trait"))
    return evolve(state, shown=shown, pending=None)
