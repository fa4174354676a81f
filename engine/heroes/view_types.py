"""The Heroes views as types: the typed contract between engine/heroes, render/heroes and the cogs.

``views.public_view`` and ``views.seat_view`` build these and mypy checks them against these
descriptions; every reader takes them, so mypy checks each read too (a misspelt key or a
forgotten ``None`` is an error before it is a broken picture). docs/dev/heroes-view.md shows an
example and says what the fields mean.

The generic layers (the service, the picture registry, the bots' protocol) pass views around as
plain ``Mapping[str, Any]``; ``public_of`` and ``seat_of`` are where such a mapping becomes typed,
once, at the edge of Heroes' own code.

Factions are ``"greek"``, ``"trojan"`` and ``"god"``; a dict "by faction" has those three keys.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, NotRequired, TypedDict, cast


class CardView(TypedDict):
    """A card as printed: a character has a faction and three traits, a special neither."""

    id: str
    name: str
    faction: str | None
    traits: list[str]
    special: bool


class Matches(TypedDict):
    """What the active card shares with the card beneath it."""

    faction: bool
    traits: list[str]


class LastScore(TypedDict):
    """The last card played and what it scored."""

    seat: int
    card: str
    faction: str
    points: int
    extra: bool  # an extra card (King, Wise, Brave): no trait
    brave: bool  # Brave's extra card: one point less, never below 0


class RoundView(TypedDict):
    """A finished round."""

    round: int
    scores: dict[str, int]  # by faction
    winner: str | None  # None: a tie nobody won
    first_out: int | None
    out: list[int]


class PendingView(TypedDict):
    """The choice the rules wait for, public part only (the cards seen are in the seat view)."""

    kind: str  # king_target, king_choose, extra_play, strong_give, … (docs/dev/heroes-view.md)
    seat: int  # who acts
    trait: str
    target: int | None  # the player the trait is aimed at, once known


class Outcome(TypedDict):
    """The end of the game: scores per seat are round wins."""

    winners: list[int]
    scores: list[int]
    summary: str
    team_scores: NotRequired[list[int]]  # 4 players only


class PublicView(TypedDict):
    """What everyone may see of a game: no hand, no seed, no order of the draw pile."""

    game: Literal["heroes"]
    seats: int
    teams: list[int] | None  # the team of each seat with 4 players, else None
    factions: list[str]  # the faction of each seat
    controllers: dict[str, list[int]]  # by faction: the seats playing it ([]: neutral Gods)
    neutral_gods: bool
    gods_start: int
    phase: str  # "discard" | "play" | "over"
    round: int
    turn: int | None  # None during the discard and at the end
    to_act: list[int]
    stage: str  # words for what is awaited, e.g. "play another card (Wise)"
    active: CardView | None  # the top of the play pile
    beneath: CardView | None
    matches: Matches | None  # None when there is no card beneath
    last_score: LastScore | None
    scores: dict[str, int]  # by faction, this round
    round_wins: dict[str, int]  # by faction
    rounds: list[RoundView]
    hand_sizes: list[int]
    draw_pile: int
    play_pile: int
    out: list[int]  # seats out this round, in the order they went out
    revealed: dict[str, list[str]]  # seat (as text) -> specials laid open (4 players)
    chosen: list[int]  # discard phase: seats that have discarded
    pending: PendingView | None
    catalogue: dict[str, CardView]
    outcome: Outcome | None
    winner: str | None  # the faction that won two rounds


class ShownView(TypedDict):
    """What the rules showed one seat alone, kept until its next turn."""

    kind: str  # "king" | "charismatic" | "pious"
    seat: int  # whose cards they are
    cards: list[CardView]


class SeatView(PublicView):
    """The public view plus what one seat alone knows."""

    seat: int
    faction: str
    hand: list[CardView]  # in catalogue order
    discard: list[str] | None  # the three cards discarded while the discard is secret
    shown: ShownView | None


def public_of(view: Mapping[str, Any]) -> PublicView:
    """``view`` (a public or a seat view, as the generic layers pass it) read as Heroes' public
    view. Only its game is checked, to refuse another game's view early; its shape is
    ``views.public_view``'s, which mypy checks."""
    if view.get("game") != "heroes":
        raise ValueError(f"not a Heroes view: {view.get('game')!r}")
    return cast(PublicView, view)


def seat_of(view: Mapping[str, Any]) -> SeatView:
    """``view`` (a seat view, as the generic layers pass it) read as Heroes' seat view; like
    ``public_of``, only its game is checked."""
    return cast(SeatView, public_of(view))
