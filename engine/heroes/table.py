"""Who is who at the table and the small moves every rule is made of (draw, score, move a card).

Kept apart from the rules so that the traits, the turn and the round read as the rulebook does.
"""

from __future__ import annotations

from random import Random
from typing import Any

from engine.core import cards as piles
from engine.core.english import N_
from engine.core.frozen import evolve
from engine.core.said import listed, say, say_count, term
from engine.core.seats import seat_label
from engine.core.types import Event
from engine.heroes.cards import FACTIONS, is_character, name, sort_cards
from engine.heroes.state import State

F = {f: i for i, f in enumerate(FACTIONS)}


# "the Greeks" in a said line, a message of its own (each language has its own article).
THE_FACTION = {"greek": N_("the Greeks"), "trojan": N_("the Trojans"), "god": N_("the Gods")}


def faction_said(faction: str) -> str:
    return say(THE_FACTION[faction])


def cards_said(cards: tuple[str, ...] | list[str]) -> Any:
    """Cards named in a said line: "Ajax, Zeus and Hera" in the reader's words."""
    return listed([term(name(c)) for c in cards]) if cards else say("no cards")


def allies(state: State, seat: int) -> list[int]:
    """The other seats of ``seat``'s faction (a partner with 4 players, else none)."""
    mine = state.factions[seat]
    return [s for s in range(state.seats) if s != seat and state.factions[s] == mine]


def playing(state: State) -> list[int]:
    """Seats still in the round (with 4 players a player out stays out until the round ends)."""
    return [s for s in range(state.seats) if s not in state.out]


def others(state: State, seat: int) -> list[int]:
    """Every other player still in the round: "another player" of the trait chart."""
    return [s for s in playing(state) if s != seat]


def opponents(state: State, seat: int) -> list[int]:
    """Players of another faction still in the round (an ally is never an opponent)."""
    mine = state.factions[seat]
    return [s for s in playing(state) if state.factions[s] != mine]


def opposing_factions(state: State, seat: int) -> list[str]:
    """Factions whose points Sneaky and Warrior may take: every other faction in the game,
    including the neutral Gods (interpretation 4)."""
    mine = state.factions[seat]
    return [f for f in FACTIONS if f != mine]


def has_character(hand: tuple[str, ...]) -> bool:
    return any(is_character(c) for c in hand)


def next_seat(state: State, seat: int) -> int:
    """The next player round the table (seat order) who is still in the round."""
    for step in range(1, state.seats + 1):
        candidate = (seat + step) % state.seats
        if candidate not in state.out:
            return candidate
    return seat


def add_points(state: State, faction: str, amount: int) -> tuple[State, int]:
    """``amount`` (maybe negative) to a faction, never below 0; returns the real change."""
    scores = list(state.scores)
    before = scores[F[faction]]
    scores[F[faction]] = max(0, before + amount)
    a, b, c = scores
    return evolve(state, scores=(a, b, c)), scores[F[faction]] - before


def set_hand(state: State, seat: int, hand: tuple[str, ...] | list[str]) -> State:
    hands = list(state.hands)
    hands[seat] = sort_cards(hand)
    return evolve(state, hands=tuple(hands))


def take_from(state: State, seat: int, card: str) -> State:
    return set_hand(state, seat, piles.remove(state.hands[seat], [card]))


def give_to(state: State, seat: int, card: str) -> State:
    return set_hand(state, seat, (*state.hands[seat], card))


def draw(
    state: State, seat: int, count: int, rng: Random, events: list[Event]
) -> tuple[State, tuple[str, ...]]:
    """``seat`` draws ``count`` cards. An empty draw pile is rebuilt from the play pile under the
    active card (shuffled); with nothing left anywhere fewer cards are drawn."""
    pile = state.draw
    play = state.pile
    if len(pile) < count and len(play) > 1:
        new, play = piles.rebuild(play, rng, keep=1)
        pile = pile + new
        events.append(
            Event(say("The play pile under the active card is shuffled into a new draw pile."))
        )
    drawn, pile = piles.draw(pile, min(count, len(pile)))
    state = evolve(state, draw=pile, pile=play)
    state = set_hand(state, seat, (*state.hands[seat], *drawn))
    who = seat_label(seat)
    if drawn:
        mine = say("You draw {cards}.", cards=cards_said(drawn))
        events.append(Event(mine, seat, "private", {"cards": list(drawn)}))
    n = len(drawn)
    drew = say_count("{who} draws {count} card.", "{who} draws {count} cards.", n, who=who)
    events.append(Event(drew, None, "draw", {"seat": seat}))
    return state, drawn
