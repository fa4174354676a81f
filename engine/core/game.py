"""The contract every game implements, and the contract of its bots.

Modelled on OpenSpiel's tiny state API and python-chess's action codes: the layers above only ever
talk to a game through this protocol, so the service, store, cogs and conformance tests are shared.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any, Protocol, TypeVar, runtime_checkable

from engine.core.types import Event, Outcome, Seat, Step

# Discord allows 100 characters in a custom id; ``tt:m:<game id>:<version>:`` takes up to 28 of
# them (game ids and versions well past a million), so an action code may use the rest.
MAX_CODE = 72
MAX_LABEL = 100

S = TypeVar("S")
A = TypeVar("A")

PublicView = Mapping[str, Any]
SeatView = Mapping[str, Any]


@dataclass(frozen=True)
class Option:
    """A table option chosen in the lobby, e.g. board size or an expansion. ``name`` and
    ``choices`` are what ``/game new`` takes; ``label`` and ``words`` (value -> words) are what
    players read on the lobby card ("Gods' head start: none")."""

    name: str
    description: str
    choices: tuple[str, ...]
    default: str
    label: str = ""
    words: tuple[tuple[str, str], ...] = ()


class Bot(Protocol):
    """A computer player; it sees only its seat view, so it cannot cheat. The view may be a
    ``LazyView`` (built on first read), so a bot that never reads it costs nothing."""

    def choose(self, view: Mapping[str, Any], legal: Sequence[Any], rng: Random) -> Any: ...


@runtime_checkable
class StateBot(Protocol):
    """A bot that searches: it is handed the state but may only look at positions drawn with
    ``sample_position`` from its seat's view (the no-peeking tests prove it)."""

    def choose_at(
        self, game: Game[Any, Any], state: Any, seat: Seat, legal: Sequence[Any], rng: Random
    ) -> Any: ...


class Searchable(Protocol):
    """The optional hooks a search needs beyond ``Game``; the core looks them up with
    ``getattr``, so games without them still conform (they just have no ``hard`` bot)."""

    def sample_position(self, state: Any, seat: Seat, rng: Random) -> Any:
        """A complete position drawn at random among those consistent with what ``seat`` sees:
        the result depends only on ``seat_view(state, seat)`` and ``rng`` (hidden parts put in a
        canonical order first, then re-dealt with ``redeal_hidden``), never on what the seat
        cannot see."""
        ...

    def candidate_moves(self, state: Any, seat: Seat, rng: Random) -> Sequence[Any]:
        """Optional: the few whole moves worth searching when legal_actions is huge (Siege: the
        normal planner's several candidate plans). Default: legal_actions."""
        ...


def fields_of(game: object, code: str) -> object:
    """A code's fields as its game's grammar reads them (its optional ``fields(code)``, e.g.
    ``engine.core.base.BaseGame.fields``): what the layers above read instead of splitting the
    code. The code itself for a game with no grammar of its own."""
    hook = getattr(game, "fields", None)
    return code if hook is None else hook(code)


class Game(Protocol[S, A]):
    """One game's rules. States are immutable from the outside: ``apply`` returns a new one."""

    key: str
    title: str
    seats: range
    options: tuple[Option, ...]
    bots: Mapping[str, Bot]

    def setup(
        self,
        config: Mapping[str, str],
        seats: int,
        seed: int,
        teams: Sequence[int] | None = None,
    ) -> S:
        """A fresh game for ``seats`` players; ``config`` maps option names to chosen values;
        ``teams[i]`` is seat i's team (as ``teams()`` laid them out), None when nobody teams up."""
        ...

    def teams(self, config: Mapping[str, str], seats: int) -> tuple[int, ...] | None:
        """The team of each seat for this many players and these options (e.g. ``(0, 1, 0, 1)``:
        partners sit opposite), or None when everyone plays alone. Players choose a team in the
        lobby; the service seats them so that seat i belongs to team ``teams[i]``."""
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
        """Short, stable, ASCII, at most ``MAX_CODE`` characters, so it fits a button's
        custom_id; the segments are separated by ``:`` (menus narrow by them)."""
        ...

    def decode(self, state: S, seat: Seat, code: str) -> A:
        """Raises InvalidAction with a readable message for an unknown code."""
        ...

    def describe(self, action: A) -> str:
        """Words for autocomplete (≤ ``MAX_LABEL`` characters) and the log."""
        ...

    # --- what the game hides, and what it promises -----------------------------------------
    def public_choices(self, state: S, seat: Seat) -> Sequence[A]:
        """The moves of ``seat`` that may be buttons under the public table. The whole channel
        sees whether buttons appear and which, so the answer must be the same for every state
        with the same public view: derive it from public information (a pass, a pick from a
        face-up stake, a set-up placement), never from a hand. Every one must be legal; ``()``
        when nothing may be shown (``engine.core.public``)."""
        ...

    def redeal_hidden(self, state: S, viewer: Seat | None, rng: Random) -> S:
        """A copy of ``state`` that differs only in what ``viewer`` (None: a spectator) cannot
        see: the seed, the order of face-down piles, other hands, secret choices. The no-leak tests
        check that the viewer's views, events and pictures do not change."""
        ...

    def check_invariants(self, state: S) -> None:
        """Raise AssertionError when the rules' invariants fail (cards conserved, scores legal…);
        the conformance test calls it after every action of every game."""
        ...

    def worth_posting(self, before: S, after: S) -> bool:
        """Is the change from ``before`` to ``after`` worth a new table image in the channel?
        Most games: always; the wargame: once per hour of its calendar, not per piece moved."""
        ...

    def skip_action(self, state: S, seat: Seat) -> A | None:
        """The action that skips ``seat``'s decision when its time runs out and the table chose
        ``timeout: skip`` (a pass), or None where the rules have no skip (a bot plays instead)."""
        ...

    def can_undo(self, before: S, after: S, seat: Seat, events: Sequence[Event]) -> str | None:
        """May ``seat``'s action that led from ``before`` to ``after`` (logging ``events``) be
        taken back? None: yes; else why not, in words ("a die was rolled"). No: when luck was
        used, a card drawn or anything hidden revealed. ``engine.core.undo.refusal_from_events``
        judges from the events and fits most games. The service adds the core's own check on
        top (``engine.core.undo.undo_refusal``: nothing hidden was shown to anyone)."""
        ...

    def dump(self, state: S) -> dict[str, Any]: ...

    def load(self, data: Mapping[str, Any]) -> S: ...

    def rules(self) -> Mapping[str, str]:
        """Topics for ``/game rules``: topic name -> markdown text (each ≤ 4000 characters)."""
        ...
