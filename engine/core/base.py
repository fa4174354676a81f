"""The protocol's defaults, so that a game's ``Game`` object states only what differs.

Every game keeps its rules in the same few modules (``flow``: whose turn, what is legal, what a
move does; ``views``; ``hidden``; ``invariants``; ``state``: JSON round trip). A game names them
once in ``Parts`` and inherits the members that would only pass calls through to them (the
search's hooks of ``engine.core.game.Searchable`` included).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Generic, Protocol, TypeVar

from engine.core.errors import InvalidAction
from engine.core.game import Bot, Option
from engine.core.public import legal_kinds
from engine.core.types import Event, Step
from engine.core.undo import refusal_from_events

S = TypeVar("S")
A = TypeVar("A")
S_in = TypeVar("S_in", contravariant=True)
A_out = TypeVar("A_out", covariant=True)


class Flow(Protocol[S, A]):
    """A game's turn order and moves (its ``flow`` module)."""

    def to_act(self, state: S, /) -> frozenset[int]: ...

    def legal(self, state: S, seat: int, /) -> Sequence[A]: ...

    def act(self, state: S, seat: int, action: A, /) -> tuple[S, Sequence[Event]]: ...


class Views(Protocol[S_in]):
    """What spectators and each seat may know (a game's ``views`` module)."""

    def public_view(self, state: S_in, /) -> Mapping[str, Any]: ...

    def seat_view(self, state: S_in, seat: int, /) -> Mapping[str, Any]: ...


class Hidden(Protocol[S]):
    """How a game deals what a viewer cannot see again (its ``hidden`` module)."""

    def redeal_hidden(self, state: S, viewer: int | None, rng: Random, /) -> S: ...

    def sample_position(self, state: S, seat: int, rng: Random, /) -> S: ...


class Search(Protocol[S_in, A_out]):
    """The few whole moves a search weighs (a game's ``hard`` or ``candidates`` module)."""

    def candidate_moves(self, state: S_in, seat: int, rng: Random, /) -> Sequence[A_out]: ...


class Invariants(Protocol[S_in]):
    """The rules' invariants (a game's ``invariants`` module)."""

    def check(self, state: S_in, /) -> None: ...


class Records(Protocol[S]):
    """A state's JSON round trip (a game's ``state`` module)."""

    def dump(self, state: S, /) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any], /) -> S: ...


@dataclass(frozen=True)
class Parts(Generic[S, A]):
    """The modules a game's rules live in."""

    flow: Flow[S, A]
    views: Views[S]
    hidden: Hidden[S]
    invariants: Invariants[S]
    records: Records[S]
    search: Search[S, A]


class BaseGame(Generic[S, A]):
    """A ``Game`` whose members default to its ``parts`` and to the common case: nobody teams
    up, no skip, always worth a new table, undo judged from the events, nothing public. A game
    still states its data, ``start``, ``outcome``, ``decode``, ``describe`` and ``rules``."""

    key: str
    title: str
    # The game's name in a sentence: "ILIOS is played by 2 to 4 players".
    called: str
    # How its teams sit, in a sentence: "Siege sides alternate as (0, 1, 0, 1), not …".
    seats: range
    options: tuple[Option, ...] = ()
    parts: Parts[S, A]

    def __init__(self) -> None:
        self.bots: Mapping[str, Bot] = {}

    def start(self, config: Mapping[str, str], seats: int, seed: int) -> S:
        """A fresh game for a number of players it is played by: check the options, deal."""
        raise NotImplementedError

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> S:
        """What every game refuses (too few or too many players, teams not sitting as the game
        lays them out) around the game's own ``start``, which checks its options."""
        if seats not in self.seats:
            most = self.seats.stop - 1
            raise InvalidAction(
                "{game} is played by {least} to {most} players, not {seats}.",
                game=self.called,
                least=self.seats.start,
                most=most,
                seats=seats,
            )
        state = self.start(config, seats, seed)
        layout = self.teams(config, seats)
        if teams is not None and layout is not None and tuple(teams) != layout:
            raise InvalidAction(
                "{game}: the teams are laid out as {layout}, not {teams}.",
                game=self.called,
                layout=str(layout),
                teams=str(tuple(teams)),
            )
        return state

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        return None  # everyone plays alone

    def to_act(self, state: S) -> frozenset[int]:
        return self.parts.flow.to_act(state)

    def legal_actions(self, state: S, seat: int) -> Sequence[A]:
        return self.parts.flow.legal(state, seat)

    def skip_action(self, state: S, seat: int) -> A | None:
        return None  # no pass in the rules: a bot plays instead

    def apply(self, state: S, seat: int, action: A) -> Step[S]:
        new, events = self.parts.flow.act(state, seat, action)
        return Step(new, tuple(events))

    def public_view(self, state: S) -> Mapping[str, Any]:
        return self.parts.views.public_view(state)

    def seat_view(self, state: S, seat: int) -> Mapping[str, Any]:
        return self.parts.views.seat_view(state, seat)

    def encode(self, action: A) -> str:
        return str(action)

    def fields(self, code: str) -> object:
        """A listed code's fields, read by the game's grammar (its one home: the game's
        ``actions`` or ``codes`` module) so that no layer above splits or builds a code; the
        code itself for a game with no grammar of its own."""
        return code

    def shown(self, action: A) -> bool:
        """Is ``action`` of a kind the rules make public (see ``public_choices``)? None is."""
        return False

    def public_choices(self, state: S, seat: int) -> Sequence[A]:
        return legal_kinds(self.legal_actions(state, seat), self.shown)

    def can_undo(self, before: S, after: S, seat: int, events: Sequence[Event]) -> str | None:
        return refusal_from_events(events, seat)

    def redeal_hidden(self, state: S, viewer: int | None, rng: Random) -> S:
        return self.parts.hidden.redeal_hidden(state, viewer, rng)

    def sample_position(self, state: S, seat: int, rng: Random) -> S:
        return self.parts.hidden.sample_position(state, seat, rng)

    def candidate_moves(self, state: S, seat: int, rng: Random) -> Sequence[A]:
        return self.parts.search.candidate_moves(state, seat, rng)

    def check_invariants(self, state: S) -> None:
        self.parts.invariants.check(state)

    def worth_posting(self, before: S, after: S) -> bool:
        return True

    def dump(self, state: S) -> dict[str, Any]:
        return self.parts.records.dump(state)

    def load(self, data: Mapping[str, Any]) -> S:
        return self.parts.records.load(data)
