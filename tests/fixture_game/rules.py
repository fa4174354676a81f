"""Skirmish's rules: the secret simultaneous discard, then turns of play, pass and show.

Every function takes a state and returns a new one with its events; nothing is mutated.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core import cards
from engine.core.dice import roll
from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.rng import rng_for
from engine.core.seats import seat_label
from engine.core.types import Event, Outcome, audience_of
from fixture_game.state import DECK, DISCARD, HAND_SIZE, OVER, PLAY, State, card_name, value


def start(seats: int, rounds: int, seed: int, teams: tuple[int, ...] | None) -> State:
    """Shuffle the 16 cards with the core deck helpers and deal four to each seat."""
    pile = cards.shuffle(cards.build({card: 1 for card in DECK}), rng_for(seed, 0, "setup"))
    hands, deck = cards.deal(pile, HAND_SIZE, seats)
    return State(
        seats=seats,
        rounds=rounds,
        seed=seed,
        teams=teams,
        deck=deck,
        hands=hands,
        pending=(None,) * seats,
        scores=(0,) * seats,
        turns_taken=(0,) * seats,
        shown_in=(0,) * seats,
    )


def partner(state: State, seat: int) -> int | None:
    """The other seat of ``seat``'s team (partners sit opposite), None without teams."""
    if state.teams is None:
        return None
    return next(s for s in range(state.seats) if s != seat and state.teams[s] == state.teams[seat])


def to_act(state: State) -> frozenset[int]:
    if state.phase == DISCARD:
        return frozenset(s for s in range(state.seats) if state.pending[s] is None)
    if state.phase == PLAY and state.turn is not None:
        return frozenset({state.turn})
    return frozenset()


def may_show(state: State, seat: int) -> bool:
    return state.teams is not None and state.shown_in[seat] < state.round


def legal(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    hand = sorted(state.hands[seat], key=DECK.index)
    if state.phase == DISCARD:
        return [f"discard:{card}" for card in hand]
    out = [f"play:{card}" for card in hand] + ["pass"]
    mate = partner(state, seat)
    if mate is not None and may_show(state, seat):
        out.append(f"show:{mate}")
    return out


def act(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    """Check and apply one action (already decoded to its canonical code)."""
    if seat not in to_act(state):
        if state.phase == OVER:
            raise NotYourTurn("The game is over.")
        if state.phase == DISCARD:
            raise NotYourTurn("You have already chosen your discard; the others are choosing.")
        raise NotYourTurn(f"It is {seat_label(state.turn or 0)}'s turn, not yours.")
    verb, _, arg = action.partition(":")
    if state.phase == DISCARD:
        if verb != "discard":
            raise IllegalAction("First everyone discards one card face down (discard:<card>).")
        new, events = _discard(state, seat, arg)
    elif verb == "play":
        new, events = _play(state, seat, arg)
    elif verb == "pass":
        new, events = _pass(state, seat)
    elif verb == "show":
        new, events = _show(state, seat, int(arg))
    else:
        raise IllegalAction("Play a card (play:<card>), pass, or show your hand to your partner.")
    return replace(new, version=state.version + 1), events


def _take_from_hand(state: State, seat: int, card: str) -> tuple[tuple[str, ...], ...]:
    if card not in state.hands[seat]:
        raise IllegalAction(f"You have no {card_name(card)} in your hand.")
    hands = list(state.hands)
    hands[seat] = cards.remove(hands[seat], [card])
    return tuple(hands)


def _discard(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """A secret choice: only the chooser hears which card; everyone hears that they chose."""
    hands = _take_from_hand(state, seat, card)
    pending = tuple(card if s == seat else c for s, c in enumerate(state.pending))
    new = replace(state, hands=hands, pending=pending)
    events = [
        Event(f"You discard your {card_name(card)} face down.", seat, "discard", {"card": card}),
        Event(f"{seat_label(seat)} has chosen.", None, "discard", {"seat": seat}),
    ]
    if None in pending:
        return new, events
    return _reveal(new, events)


def _reveal(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    discards = tuple(c for c in state.pending if c is not None)
    shown = ", ".join(f"{seat_label(s)} {card_name(c)}" for s, c in enumerate(discards))
    events.append(
        Event(
            f"All have chosen. Discards: {shown}.",
            None,
            "reveal",
            {"discards": {str(s): c for s, c in enumerate(discards)}},
        )
    )
    new = replace(state, pending=(None,) * state.seats, discards=discards, phase=PLAY, turn=0)
    return new, events


def _play(state: State, seat: int, card: str) -> tuple[State, list[Event]]:
    """The card is public; a public d6 from the core dice helper adds to it."""
    hands = _take_from_hand(state, seat, card)
    (die,), rolled = roll(
        rng_for(state.seed, state.version), who=seat_label(seat), why="attack", seat=seat
    )
    scores = tuple(
        score + value(card) + die if s == seat else score for s, score in enumerate(state.scores)
    )
    new = replace(
        state,
        hands=hands,
        scores=scores,
        table=(*state.table, (seat, card, die)),
        last_roll=(die,),
    )
    played = Event(
        f"{seat_label(seat)} plays the {card_name(card)}.",
        None,
        "play",
        {"seat": seat, "card": card},
    )
    return _end_turn(new, seat, [played, rolled])


def _pass(state: State, seat: int) -> tuple[State, list[Event]]:
    return _end_turn(state, seat, [Event(f"{seat_label(seat)} passes.", None, "pass")])


def _show(state: State, seat: int, mate: int) -> tuple[State, list[Event]]:
    """A private event to exactly two seats: the one showing and their partner."""
    if partner(state, seat) != mate or not may_show(state, seat):
        raise IllegalAction("You may show your hand to your partner once per round.")
    hand = sorted(state.hands[seat], key=DECK.index)
    shown_in = tuple(state.round if s == seat else r for s, r in enumerate(state.shown_in))
    text = ", ".join(card_name(c) for c in hand) or "nothing"
    events = [
        Event(
            f"{seat_label(seat)} shows their hand to {seat_label(mate)}: {text}.",
            audience_of((seat, mate)),
            "show",
            {"seat": seat, "to": mate, "hand": hand},
        ),
        Event(f"{seat_label(seat)} shows their hand to their partner.", None, "show"),
    ]
    return replace(state, shown_in=shown_in), events


def _end_turn(state: State, seat: int, events: list[Event]) -> tuple[State, list[Event]]:
    taken = tuple(n + 1 if s == seat else n for s, n in enumerate(state.turns_taken))
    state = replace(state, turns_taken=taken)
    if min(taken) >= state.rounds or not any(state.hands):
        return _finish(state, events)
    return replace(state, turn=(seat + 1) % state.seats), events


def team_scores(state: State) -> tuple[int, ...] | None:
    if state.teams is None:
        return None
    totals = [0] * (max(state.teams) + 1)
    for seat, team in enumerate(state.teams):
        totals[team] += state.scores[seat]
    return tuple(totals)


def outcome(state: State) -> Outcome | None:
    """The best score wins; in team games the best team total, and both partners win."""
    if state.phase != OVER:
        return None
    teams = team_scores(state)
    if teams is None or state.teams is None:
        best = max(state.scores)
        winners = frozenset(s for s in range(state.seats) if state.scores[s] == best)
        names = " and ".join(seat_label(s) for s in sorted(winners))
        return Outcome(winners, state.scores, f"{names} won with {best}.")
    top = max(teams)
    winners = frozenset(s for s in range(state.seats) if teams[state.teams[s]] == top)
    names = " and ".join(seat_label(s) for s in sorted(winners))
    return Outcome(winners, state.scores, f"{names} won with {top} together.", teams)


def _finish(state: State, events: list[Event]) -> tuple[State, list[Event]]:
    state = replace(state, phase=OVER, turn=None)
    result = outcome(state)
    assert result is not None
    return state, [*events, Event(result.summary, None, "end", result.to_dict())]


def stage(state: State) -> str:
    if state.phase == DISCARD:
        return "everyone discards one card face down"
    if state.phase == PLAY:
        return f"play a card or pass (round {state.round} of {state.rounds})"
    return "game over"
