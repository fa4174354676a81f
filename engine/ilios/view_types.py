"""The ILIOS views as types: the typed contract between engine/ilios, render/ilios and the cogs.

``views.public_view`` and ``views.seat_view`` build these and mypy checks them against these
descriptions; every reader takes them, so mypy checks each read too (a misspelt key or a
forgotten ``None`` is an error before it is a broken picture). docs/dev/ilios-view.md shows an
example and says what the fields mean.

The generic layers (the service, the picture registry, the bots' protocol) pass views around as
plain ``Mapping[str, Any]``; ``public_of`` and ``seat_of`` are where such a mapping becomes typed,
once, at the edge of ILIOS's own code.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict, cast

Phase = Literal["setup", "play", "over"]  # the oracle's decision is shown as "play"


class CellView(TypedDict):
    """A square with a tile or a disk on it (an open square is None)."""

    tile: str | None  # a kind of the catalogue; None when it was plundered and the disk stayed
    facing: str | None  # "N" "E" "S" "W"; None for tiles without a facing
    disk: int | None  # the occupying seat
    value: int | None  # plunder value; None for a wasteland or a plundered square
    arrows: list[str]  # absolute compass directions the tile points to now
    jumps: list[list[int]]  # a horse's [dcol, drow] offsets of the squares it raids


class KindView(TypedDict):
    """A tile kind as printed, facing north: one entry of the catalogue."""

    name: str
    value: int | None  # None for the wasteland
    arrows: list[str]
    jumps: list[list[int]]


class LastMove(TypedDict):
    """Who acted last, and where."""

    seat: int
    square: str


class OutcomeView(TypedDict):
    """The end of the game: ILIOS has no teams, so there are never team scores."""

    winners: list[int]
    scores: list[int]
    summary: str


class PublicView(TypedDict):
    """What everyone may see of a game: no hand is in it, except those shown to all."""

    game: Literal["ilios"]
    size: int  # 7 or 5
    expansion: bool
    seats: int
    phase: Phase
    turn: int | None  # None when the game is over
    to_act: list[int]
    stage: str  # words for what is awaited, e.g. "deploy a warrior"
    board: list[list[CellView | None]]  # size rows of size cells; None: an open square
    plunder: list[list[str]]  # plundered kinds per seat
    scores: list[int]
    disks_on_board: list[int]
    disks_left: list[int]
    hand_sizes: list[int]
    bag: int  # tiles left in the bag
    revealed: dict[str, list[str]]  # seat (as text) -> hand shown to all
    last: LastMove | None
    highlight: list[str]  # squares changed by the last action
    outcome: OutcomeView | None
    catalogue: dict[str, KindView]  # every kind that can appear in this game


class SeatView(PublicView):
    """The public view plus what one seat alone knows."""

    seat: int
    hand: list[str]
    oracle_returns_left: int  # 0 unless this seat is choosing with the oracle's power


def public_of(view: Mapping[str, Any]) -> PublicView:
    """``view`` (a public or a seat view, as the generic layers pass it) read as ILIOS's public
    view. Only its game is checked, to refuse another game's view early; its shape is
    ``views.public_view``'s, which mypy checks."""
    if view.get("game") != "ilios":
        raise ValueError(f"not an ILIOS view: {view.get('game')!r}")
    return cast(PublicView, view)


def seat_of(view: Mapping[str, Any]) -> SeatView:
    """``view`` (a seat view, as the generic layers pass it) read as ILIOS's seat view; like
    ``public_of``, only its game is checked."""
    return cast(SeatView, public_of(view))
