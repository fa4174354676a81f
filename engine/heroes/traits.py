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

from engine.core.frozen import evolve
from engine.core.said import say, say_count, term
from engine.core.seats import seat_label
from engine.core.types import Event, audience_of
from engine.heroes.cards import DECK, TRAIT_NAMES, is_character, name
from engine.heroes.scoring import lay
from engine.heroes.state import Pending, Shown, State
from engine.heroes.table import (
    add_points,
    allies,
    cards_said,
    draw,
    faction_said,
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


def looks_at(seat: int, target: int) -> str:
    return say("{who} looks at {whose}'s hand.", who=seat_label(seat), whose=seat_label(target))


def invoke(state: State, seat: int, trait: str, rng: Random, events: Events) -> State:
    """Start the trait ``trait`` for ``seat``; a choice of a player or a faction with one answer
    is answered at once (``settle``)."""
    events.append(
        Event(
            say("{who} invokes {trait}.", who=seat_label(seat), trait=term(TRAIT_NAMES[trait])),
            None,
            "trait",
            {"trait": trait},
        )
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
            Event(
                say_count(
                    "{who} gains {count} point for Pious.",
                    "{who} gains {count} points for Pious.",
                    gained,
                    who=seat_label(seat),
                ),
                None,
                "score",
            )
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
    if kind == "king_target":
        return say("No opponent has a card to look at.")
    if kind == "extra_play":
        return say("No character left to play.")
    if kind == "strong_give":
        return say("No card to give, or nobody to give it to.")
    if kind == "tough_bottom":
        return say("No card to put at the bottom.")
    if kind == "charm_target":
        return say("No other player has a card to take.")
    if kind == "pious_see":
        return say("No other player's hand to look at.")
    return say("Nothing happens.")


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
                say_count(
                    "{who} uses Battle Expert: {side} lose {count} point.",
                    "{who} uses Battle Expert: {side} lose {count} points.",
                    -lost,
                    who=seat_label(seat),
                    side=faction_said(parts[1]),
                ),
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
                say(
                    "{who} shows you {cards} (King).",
                    who=seat_label(target),
                    cards=cards_said(seen),
                ),
                seat,
                "private",
                {"seat": target, "cards": list(seen)},
            )
        )
        events.append(
            Event(
                say_count(
                    "{who} looks at {count} random card of {whose}'s hand.",
                    "{who} looks at {count} random cards of {whose}'s hand.",
                    len(seen),
                    who=seat_label(seat),
                    whose=seat_label(target),
                ),
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
            Event(
                say("From {whose}'s hand: {line}", whose=seat_label(victim), line=event.text),
                None,
                "play",
                event.data,
            )
        )
    elif parts[1] == "take":
        state = give_to(take_from(state, victim, parts[2]), seat, parts[2])
        events.append(
            Event(
                say(
                    "{who} steals {card} from {whom}.",
                    who=seat_label(seat),
                    card=term(name(parts[2])),
                    whom=seat_label(victim),
                ),
                audience_of((seat, victim)),
                "private",
                {"card": parts[2]},
            )
        )
        events.append(
            Event(
                say(
                    "{who} steals a card from {whom}.",
                    who=seat_label(seat),
                    whom=seat_label(victim),
                ),
                None,
                "trait",
            )
        )
    else:
        events.append(
            Event(say("{who} neither plays nor steals.", who=seat_label(seat)), None, "trait")
        )
    return _done(state)


def _give(state: State, seat: int, to: int, card: str, events: Events) -> State:
    state = give_to(take_from(state, seat, card), to, card)
    events.append(
        Event(
            say(
                "{who} gives {card} to {whom}.",
                who=seat_label(seat),
                card=term(name(card)),
                whom=seat_label(to),
            ),
            audience_of((seat, to)),
            "private",
            {"card": card},
        )
    )
    gave = say("{who} gives a card to {whom}.", who=seat_label(seat), whom=seat_label(to))
    events.append(Event(gave, None, "trait"))
    return _done(state)


def _sneaky(state: State, seat: int, victim: str, events: Events) -> State:
    state, lost = add_points(state, victim, -1)
    state, gained = add_points(state, state.factions[seat], -lost)
    text = (
        say_count(
            "{who} steals {count} point from {side}.",
            "{who} steals {count} points from {side}.",
            gained,
            who=seat_label(seat),
            side=faction_said(victim),
        )
        if gained
        else say(
            "{who} tries to steal a point, but {side} have none.",
            who=seat_label(seat),
            side=faction_said(victim),
        )
    )
    events.append(Event(text, None, "score"))
    return _done(state)


def _bottom(state: State, seat: int, chosen: tuple[str, ...], events: Events) -> State:
    """``chosen`` go under the draw pile in the order named: the last named is the very last."""
    for card in chosen:
        state = take_from(state, seat, card)
    state = evolve(state, draw=state.draw + chosen)
    events.append(
        Event(
            say("You put {cards} at the bottom of the draw pile.", cards=cards_said(chosen)),
            seat,
            "private",
        )
    )
    events.append(
        Event(
            say_count(
                "{who} puts {count} card at the bottom of the draw pile.",
                "{who} puts {count} cards at the bottom of the draw pile.",
                len(chosen),
                who=seat_label(seat),
            ),
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
                say(
                    "{whose}'s hand: {cards} (Charismatic).",
                    whose=seat_label(target),
                    cards=cards_said(hand),
                ),
                seat,
                "private",
                {"seat": target, "cards": list(hand)},
            )
        )
        events.append(Event(looks_at(seat, target), None, "trait"))
        return evolve(state, shown=shown, pending=Pending("charm_take", seat, p.trait, target))
    victim = p.target
    assert victim is not None
    card = parts[2]
    state = give_to(take_from(state, victim, card), seat, card)
    events.append(
        Event(
            say(
                "{who} takes {card} from {whom}.",
                who=seat_label(seat),
                card=term(name(card)),
                whom=seat_label(victim),
            ),
            audience_of((seat, victim)),
            "private",
            {"card": card},
        )
    )
    events.append(
        Event(
            say("{who} takes a card from {whom}.", who=seat_label(seat), whom=seat_label(victim)),
            None,
            "trait",
        )
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
            say(
                "{whose}'s hand: {cards} (Pious).", whose=seat_label(target), cards=cards_said(hand)
            ),
            seat,
            "private",
            {"seat": target, "cards": list(hand)},
        )
    )
    events.append(Event(looks_at(seat, target), None, "trait"))
    return evolve(state, shown=shown, pending=None)
