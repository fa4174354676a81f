"""Whose move it is, what they may do, and applying it: the discard, the main play with its trait,
and the answers a trait waits for."""

from __future__ import annotations

from itertools import combinations

from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.frozen import evolve
from engine.core.rng import luck
from engine.core.said import say, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.heroes import deal, rounds, traits
from engine.heroes.cards import TRAIT_NAMES, is_character, name
from engine.heroes.cards import traits as traits_of
from engine.heroes.scoring import lay
from engine.heroes.state import DISCARD, OVER, PLAY, State
from engine.heroes.table import take_from
from engine.heroes.words import stage


def to_act(state: State) -> frozenset[int]:
    if state.phase == DISCARD:
        return frozenset(s for s in range(state.seats) if state.discards[s] is None)
    if state.phase == PLAY:
        if state.pending is not None:
            return frozenset((state.pending.seat,))
        assert state.turn is not None
        return frozenset((state.turn,))
    return frozenset()


def legal(state: State, seat: int) -> list[str]:
    """Canonical codes (docs/dev/heroes-view.md) in a stable order."""
    if seat not in to_act(state):
        return []
    hand = state.hands[seat]
    if state.phase == DISCARD:
        return ["discard:" + ":".join(trio) for trio in combinations(hand, deal.DISCARDS)]
    if state.pending is not None:
        return traits.options(state)
    return [
        f"play:{card}:{trait}"
        for card in dict.fromkeys(hand)
        if is_character(card)
        for trait in traits_of(card)
    ]


def act(state: State, seat: int, code: str) -> tuple[State, list[Event]]:
    """Check and apply one canonical code; the new state's version is one more."""
    acting = to_act(state)
    if seat not in acting:
        raise NotYourTurn(_not_yours(state, seat))
    if code not in legal(state, seat):
        raise IllegalAction(_why_not(state, seat, code))
    rng = luck(state.seed, state.version)
    events: list[Event] = []
    verb, _, rest = code.partition(":")
    if verb == "discard":
        new, events = deal.discard(state, seat, tuple(rest.split(":")))
    elif verb == "play":
        card, trait = rest.split(":")
        new, event = lay(take_from(state, seat, card), seat, card)
        events.append(event)
        new = traits.invoke(new, seat, trait, rng, events)
    else:
        new = traits.answer(state, seat, code, rng, events)
    if state.phase == PLAY and new.pending is None:
        new = rounds.finish_turn(new, events)
    return evolve(new, version=state.version + 1), events


def _not_yours(state: State, seat: int) -> str:
    if state.phase == OVER:
        return say("The game is over.")
    if state.phase == DISCARD:
        return say("You have already discarded; the others are still choosing.")
    p = state.pending
    if p is not None:
        return say(
            "{who} must answer {trait} first.",
            who=seat_label(p.seat),
            trait=term(TRAIT_NAMES[p.trait]),
        )
    return say("It is {who}'s turn, not yours.", who=seat_label(state.turn or 0))


def _why_not(state: State, seat: int, code: str) -> str:
    """A sentence saying why a well-formed code is not allowed now."""
    verb, _, rest = code.partition(":")
    hand = state.hands[seat]
    if state.phase == DISCARD:
        if verb != "discard":
            return say(
                "First everyone discards three cards face down (discard:<card>:<card>:<card>)."
            )
        return say("Discard three different cards from your hand.")
    if state.pending is not None:
        return say(
            "Answer {trait} first: {stage}.",
            trait=term(TRAIT_NAMES[state.pending.trait]),
            stage=stage(state),
        )
    if verb != "play":
        return say("Play a character and name one of its traits (play:<card>:<trait>).")
    card, _, trait = rest.partition(":")
    if card not in hand:
        return say("You have no {card} in your hand.", card=term(name(card)))
    if not is_character(card):
        return say("{card} is a special card: it is never played.", card=term(name(card)))
    return say(
        "{card} has no {trait} trait.",
        card=term(name(card)),
        trait=term(TRAIT_NAMES[trait]) if trait in TRAIT_NAMES else trait,
    )
