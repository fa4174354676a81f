"""The whole state of a Heroes game: an immutable value, changed with ``dataclasses.replace``.

Piles are tuples with the top card first (``engine.core.cards``); hands are kept in catalogue
order, so a hand says nothing about the order its cards arrived in. Scores and round wins are per
faction (``FACTIONS`` order): a faction scores for whoever controls it, or for the neutral Gods.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

DISCARD, PLAY, OVER = "discard", "play", "over"


@dataclass(frozen=True)
class Pending:
    """A choice the rules wait for in the middle of a turn. ``seat`` acts; ``target`` is the
    player the trait is aimed at once known; ``cards`` the King's two seen cards."""

    kind: str
    seat: int
    trait: str
    target: int | None = None
    cards: tuple[str, ...] = ()


@dataclass(frozen=True)
class Shown:
    """What the rules showed one seat alone: a snapshot, kept until that seat's next turn."""

    kind: str  # "king" | "charismatic" | "pious"
    seat: int
    cards: tuple[str, ...]


@dataclass(frozen=True)
class Scored:
    """The last card played and what it scored (for the table's caption)."""

    seat: int
    card: str
    faction: str
    points: int
    extra: bool
    brave: bool


@dataclass(frozen=True)
class RoundResult:
    """A finished round. ``credited`` is the seat its win is credited to in the per-seat scores
    (4 players: the winning team's first player out, else its lower seat; -1: nobody)."""

    number: int
    scores: tuple[int, int, int]
    winner: str | None
    first_out: int | None
    out: tuple[int, ...]
    credited: int


@dataclass(frozen=True)
class State:
    seats: int
    seed: int
    gods_start: int
    factions: tuple[str, ...]  # per seat
    teams: tuple[int, ...] | None
    version: int = 0
    phase: str = DISCARD
    round: int = 1
    leader: int = 0  # who leads this round
    turn: int | None = None
    draw: tuple[str, ...] = ()
    pile: tuple[str, ...] = ()  # the play pile; pile[0] is the active card
    hands: tuple[tuple[str, ...], ...] = ()
    discards: tuple[tuple[str, ...] | None, ...] = ()  # secret opening discards, per seat
    scores: tuple[int, int, int] = (0, 0, 0)
    round_wins: tuple[int, int, int] = (0, 0, 0)
    results: tuple[RoundResult, ...] = ()
    out: tuple[int, ...] = ()  # seats out this round, in order
    pending: Pending | None = None
    shown: tuple[Shown | None, ...] = ()
    last: Scored | None = None
    winner: str | None = None

    @property
    def neutral_gods(self) -> bool:
        return "god" not in self.factions


def _opt(cls: Any, data: Any) -> Any:
    return None if data is None else cls(**{k: _tuple(v) for k, v in data.items()})


def _tuple(value: Any) -> Any:
    return tuple(value) if isinstance(value, list) else value


def _plain(obj: Any) -> Any:
    if obj is None:
        return None
    return {k: list(v) if isinstance(v, tuple) else v for k, v in obj.__dict__.items()}


def dump(state: State) -> dict[str, Any]:
    return {
        "seats": state.seats,
        "seed": state.seed,
        "gods_start": state.gods_start,
        "factions": list(state.factions),
        "teams": None if state.teams is None else list(state.teams),
        "version": state.version,
        "phase": state.phase,
        "round": state.round,
        "leader": state.leader,
        "turn": state.turn,
        "draw": list(state.draw),
        "pile": list(state.pile),
        "hands": [list(h) for h in state.hands],
        "discards": [None if d is None else list(d) for d in state.discards],
        "scores": list(state.scores),
        "round_wins": list(state.round_wins),
        "results": [_plain(r) for r in state.results],
        "out": list(state.out),
        "pending": _plain(state.pending),
        "shown": [_plain(s) for s in state.shown],
        "last": _plain(state.last),
        "winner": state.winner,
    }


def load(data: Mapping[str, Any]) -> State:
    def three(values: Any) -> tuple[int, int, int]:
        a, b, c = (int(v) for v in values)
        return a, b, c

    results = tuple(
        RoundResult(
            number=int(r["number"]),
            scores=three(r["scores"]),
            winner=r["winner"],
            first_out=r["first_out"],
            out=tuple(r["out"]),
            credited=int(r["credited"]),
        )
        for r in data["results"]
    )
    return State(
        seats=int(data["seats"]),
        seed=int(data["seed"]),
        gods_start=int(data["gods_start"]),
        factions=tuple(data["factions"]),
        teams=None if data["teams"] is None else tuple(int(t) for t in data["teams"]),
        version=int(data["version"]),
        phase=str(data["phase"]),
        round=int(data["round"]),
        leader=int(data["leader"]),
        turn=None if data["turn"] is None else int(data["turn"]),
        draw=tuple(data["draw"]),
        pile=tuple(data["pile"]),
        hands=tuple(tuple(h) for h in data["hands"]),
        discards=tuple(None if d is None else tuple(d) for d in data["discards"]),
        scores=three(data["scores"]),
        round_wins=three(data["round_wins"]),
        results=results,
        out=tuple(int(s) for s in data["out"]),
        pending=_opt(Pending, data["pending"]),
        shown=tuple(_opt(Shown, s) for s in data["shown"]),
        last=_opt(Scored, data["last"]),
        winner=data["winner"],
    )
