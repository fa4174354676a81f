"""The contract every game implements, and the contract of its bots.

Modelled on OpenSpiel's tiny state API and python-chess's action codes: the layers above only ever
talk to a game through this protocol, so the service, store, cogs and conformance tests are shared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Protocol, TypeVar

from engine.core.types import Outcome, Seat, Step

S = TypeVar("S")
A = TypeVar("A")

PublicView = dict[str, Any]
SeatView = dict[str, Any]


@dataclass(frozen=True)
class Option:
    """A table option chosen in the lobby, e.g. board size or an expansion."""

    name: str
    description: str
    choices: tuple[str, ...]
    default: str


class Bot(Protocol):
    """A computer player; it sees only its seat view, so it cannot cheat."""

    def choose(self, view: SeatView, legal: Sequence[Any], rng: Random) -> Any: ...


class Game(Protocol[S, A]):
    """One game's rules. States are immutable from the outside: ``apply`` returns a new one."""

    key: str
    title: str
    seats: range
    options: tuple[Option, ...]
    bots: Mapping[str, Bot]

    def setup(self, config: Mapping[str, str], seats: int, seed: int) -> S:
        """A fresh game for ``seats`` players; ``config`` maps option names to chosen values."""
        ...

    def to_act(self, state: S) -> frozenset[Seat]:
        """Who must act next; empty exactly when the game is over."""
        ...

    def legal_actions(self, state: S, seat: Seat) -> Sequence[A]: ...

    def apply(self, state: S, seat: Seat, action: A) -> Step[S]:
        """Raises NotYourTurn or IllegalAction and leaves ``state`` untouched."""
        ...

    def outcome(self, state: S) -> Outcome | None: ...

    def public_view(self, state: S) -> PublicView:
        """JSON-able; what a spectator may know. Never the seed, a hand or the bag's order."""
        ...

    def seat_view(self, state: S, seat: Seat) -> SeatView:
        """The public view plus that seat's secrets (``"seat"`` and ``"hand"``)."""
        ...

    def encode(self, action: A) -> str:
        """Short and stable (≤ 80 characters) so it fits a button's custom_id."""
        ...

    def decode(self, state: S, seat: Seat, code: str) -> A:
        """Raises InvalidAction with a readable message for an unknown code."""
        ...

    def describe(self, action: A) -> str:
        """Words for autocomplete (≤ 100 characters) and the log."""
        ...

    def dump(self, state: S) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any]) -> S: ...

    def rules(self) -> Mapping[str, str]:
        """Topics for ``/game rules``: topic name -> markdown text (each ≤ 4000 characters)."""
        ...
