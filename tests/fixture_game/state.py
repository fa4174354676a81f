"""Skirmish's cards and its whole state: an immutable value, changed with ``replace``.

The deck is 16 cards, values 1 to 8 in two colours: ``"r3"`` is the red 3, ``"b7"`` the blue 7.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

COLOURS = {"r": "red", "b": "blue"}
DECK: tuple[str, ...] = tuple(f"{c}{v}" for c in COLOURS for v in range(1, 9))
HAND_SIZE = 4
DISCARD, PLAY, OVER = "discard", "play", "over"


def value(card: str) -> int:
    return int(card[1:])


def card_name(card: str) -> str:
    """``"r3"`` -> ``"red 3"``."""
    return f"{COLOURS[card[0]]} {value(card)}"


def by_value(cards: tuple[str, ...] | list[str]) -> list[str]:
    """Cards in a stable order for views: lowest first, red before blue."""
    return sorted(cards, key=lambda c: (value(c), c[0] != "r"))


@dataclass(frozen=True)
class State:
    """Everything needed to go on playing. Secret discards wait in ``pending`` (one slot per
    seat, None until chosen) and move to ``discards`` all together, so arrival order is lost."""

    seats: int
    rounds: int
    seed: int
    teams: tuple[int, ...] | None
    version: int = 0
    phase: str = DISCARD
    turn: int | None = None
    deck: tuple[str, ...] = ()
    hands: tuple[tuple[str, ...], ...] = ()
    pending: tuple[str | None, ...] = ()
    discards: tuple[str, ...] = ()  # revealed, by seat
    table: tuple[tuple[int, str, int], ...] = ()  # (seat, card, die) in the order played
    scores: tuple[int, ...] = ()
    turns_taken: tuple[int, ...] = ()
    shown_in: tuple[int, ...] = ()  # per seat: the round it last showed its hand (0: never)
    last_roll: tuple[int, ...] | None = None

    @property
    def round(self) -> int:
        return min(min(self.turns_taken) + 1, self.rounds) if self.turns_taken else 1


def dump(state: State) -> dict[str, Any]:
    return {
        "seats": state.seats,
        "rounds": state.rounds,
        "seed": state.seed,
        "teams": None if state.teams is None else list(state.teams),
        "version": state.version,
        "phase": state.phase,
        "turn": state.turn,
        "deck": list(state.deck),
        "hands": [list(h) for h in state.hands],
        "pending": list(state.pending),
        "discards": list(state.discards),
        "table": [list(t) for t in state.table],
        "scores": list(state.scores),
        "turns_taken": list(state.turns_taken),
        "shown_in": list(state.shown_in),
        "last_roll": None if state.last_roll is None else list(state.last_roll),
    }


def load(data: Mapping[str, Any]) -> State:
    return State(
        seats=int(data["seats"]),
        rounds=int(data["rounds"]),
        seed=int(data["seed"]),
        teams=None if data["teams"] is None else tuple(int(t) for t in data["teams"]),
        version=int(data["version"]),
        phase=str(data["phase"]),
        turn=None if data["turn"] is None else int(data["turn"]),
        deck=tuple(data["deck"]),
        hands=tuple(tuple(h) for h in data["hands"]),
        pending=tuple(data["pending"]),
        discards=tuple(data["discards"]),
        table=tuple((int(s), str(c), int(d)) for s, c, d in data["table"]),
        scores=tuple(int(s) for s in data["scores"]),
        turns_taken=tuple(int(n) for n in data["turns_taken"]),
        shown_in=tuple(int(n) for n in data["shown_in"]),
        last_roll=None if data["last_roll"] is None else tuple(data["last_roll"]),
    )
