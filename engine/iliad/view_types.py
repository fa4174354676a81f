"""The Iliad views' shapes as TypedDicts: the typed contract of ``docs/dev/iliad-view.md``.

``engine.iliad.views`` builds exactly these, and every Iliad reader (the bots, the pictures, the
``/iliad`` commands) takes them, so mypy checks each key read against what the engine writes.
The generic layers (the service, the picture registry, the bots' protocol) carry views as plain
``Mapping[str, Any]``; a reader receiving one there reads it once with ``public_of`` or
``seat_of``, the one place an untyped mapping becomes a typed view.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, cast

GAME_KEY = "iliad"

TileName = Literal["agamemnon", "athena", "poseidon"]
TILE_NAMES: tuple[TileName, ...] = ("agamemnon", "athena", "poseidon")


class CardView(TypedDict):
    """A catalogue entry: ``type`` groups kinds (``hoplites``, ``city``, ``hero``…); ``value``
    is a Hoplites' or Hero's strength, a Victory card's points, −1/−2 for Thanatos, a tile's
    points."""

    id: str
    name: str
    type: str
    value: int


class ItemView(TypedDict):
    """One item of an army, as the table shows it (``kind``: ``phalanx``, ``archers``,
    ``elephant``, ``horse``, ``chariot``, ``ballista``, ``catapult``, ``harrow``)."""

    id: str
    kind: str
    cards: list[str]
    value: int
    fallen: bool
    placed: NotRequired[int]  # an Elephant only: riders ever put on it
    hidden: NotRequired[int]  # a Horse only: how many cards lie face down on it


class ArmyView(TypedDict):
    seat: int
    items: list[ItemView]
    hero: str | None  # the Hero taken by passing (Thanatos)
    value: int  # the army's visible value, its Hero included


class Tiles(TypedDict):
    """Who holds each tile (a seat), or None."""

    agamemnon: int | None
    athena: int | None
    poseidon: int | None


class DiscardPending(TypedDict):
    kind: Literal["discard"]
    counts: dict[str, int]  # seat (as a string) -> cards still to discard


class RevealPending(TypedDict):
    kind: Literal["reveal"]
    seat: int  # places the cards revealed from its Horses


class VictoryPending(TypedDict):
    kind: Literal["victory"]
    seat: int  # picks a Victory card now
    order: list[int]  # who picks, in turn (first = strongest army)


Pending = DiscardPending | RevealPending | VictoryPending


class Outcome(TypedDict):
    winners: list[int]
    scores: list[int]
    summary: str
    team_scores: NotRequired[list[int]]  # team games only


class PublicView(TypedDict):
    """What everyone may know: ``GAME.public_view(state)``."""

    game: Literal["iliad"]
    seats: int
    teams: list[int] | None
    target: int
    hand_limit: int
    phase: str  # "discard" | "siege" | "reveal" | "award" | "over"
    siege: int
    kind: str  # "thanatos" | "gorgon" | "duel"
    tiebreak: bool
    oracle: str | None
    oracle_left: int
    stake: list[str]
    victory_left: int
    heroes: list[str]
    heroes_left: list[str]
    starter: int
    turn: int | None
    to_act: list[int]
    stage: str
    stage_brief: str
    in_siege: list[int]
    passed: list[int]
    last_pass: int | None
    armies: list[ArmyView]
    hand_sizes: list[int]
    deck: int
    discard: int
    won: list[list[str]]
    tiles: Tiles
    cities: list[int]
    triremes: list[int]
    scores: list[int]
    team_scores: list[int] | None
    pending: Pending | None
    ranking: list[int] | None
    outcome: Outcome | None
    catalogue: dict[str, CardView]


class SeatView(PublicView):
    """The public view plus one seat's secrets: ``GAME.seat_view(state, seat)``."""

    seat: int
    team: int | None
    partner: int | None
    hand: list[str]
    horses: dict[str, list[str]]  # own Horses' item id -> the cards face down on it


def _check(view: Mapping[str, Any]) -> None:
    game = view.get("game")
    if game != GAME_KEY:
        raise ValueError(f"not an Iliad view: its game is {game!r}")


def public_of(view: Mapping[str, Any]) -> PublicView:
    """An Iliad view handed over as a plain mapping (by the service, the picture registry), read
    as a typed one. Only its ``game`` is checked, so a lazy view is not copied; the rest is the
    engine's word (the tests check every view of whole games against these types)."""
    _check(view)
    return cast(PublicView, view)


def seat_of(view: Mapping[str, Any]) -> SeatView:
    """As ``public_of``, for a seat view (what a bot and a player's hand receive)."""
    _check(view)
    return cast(SeatView, view)
