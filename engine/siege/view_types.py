"""The Siege views' typed contract: what ``engine.siege.views`` builds, key by key, so mypy checks
both the builder and every reader (the pictures, the bots, the ``/siege`` commands).
docs/dev/siege-view.md tells what the keys mean; this module is the one authority on their
shapes.

The generic layers carry views as ``Mapping[str, Any]``; a Siege reader turns one into its typed
form once, at its entry point, with ``public_of`` or ``seat_of``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypedDict, cast

from engine.siege.pieces import Side

GAME_KEY = "siege"

Phase = Literal["setup", "move", "night", "over"]
FightKind = Literal["duel", "battle"]
EventKind = Literal["favour", "duel", "wall", "thracians", "achilles"]


class SideCounts(TypedDict):
    """Whole numbers by side: points lost, a battle's dice."""

    greek: int
    trojan: int


class SideTotals(TypedDict):
    """A battle's totals by side: a halved die keeps its half (``4.5``), else a whole number."""

    greek: float
    trojan: float


class SideSeats(TypedDict):
    """The seats of each side, in seat order."""

    greek: list[int]
    trojan: list[int]


class CalendarEventView(TypedDict):
    """One calendar event (``CalendarEvent.to_dict``)."""

    day: int
    hour: int
    kind: EventKind
    text: str
    side: Side | None  # the favoured side; None unless kind is "favour"
    pieces: list[str]  # the duel's two heroes in the calendar's order; [] unless kind is "duel"


class CalendarView(TypedDict):
    day: int
    hour: int
    moving: Side | None  # whose half of the hour; None in set-up, at night and at the end
    favoured: Side | None
    wall: bool
    thracians: bool
    achilles_abstains: bool
    last_day: int
    events: list[CalendarEventView]  # this hour's and the coming ones


class PieceView(TypedDict):
    """One of the 51 counters, the dead and departed too."""

    id: str
    name: str
    short: str
    city: str
    side: Side
    value: int  # an archer's is 1
    archer: bool
    thracian: bool
    square: str | None  # None when dead or gone
    state: str  # "well" | "wounded" | "abstaining" | "dead" | "gone"
    commander: int  # the seat
    origin: str | None  # where it stood when this move began (== square unless planned)


# "from" is a keyword: the functional form names the keys.
PlanView = TypedDict("PlanView", {"piece": str, "from": str, "to": str, "path": list[str]})


class ShotView(TypedDict):
    """A declared shot: the archer, the target square and the piece standing there."""

    archer: str
    target: str
    piece: str


class AttackView(TypedDict):
    """A fight the move sets up if it ended now (``engine.siege.fights``)."""

    kind: FightKind
    attacker: Side
    greek: list[str]
    trojan: list[str]


class LossesView(TypedDict):
    """Points lost by each side (archers count 1), dead pieces only."""

    total: SideCounts
    today: SideCounts


class NightSide(TypedDict):
    """What one side may bring back tonight."""

    allowance: int
    chosen: list[str]
    left: int
    choices: list[str]
    done: bool


class NightView(TypedDict):
    greek: NightSide
    trojan: NightSide


class ShotResult(TypedDict):
    kind: Literal["shot"]
    archer: str
    target: str  # the piece shot at
    square: str
    die: int
    result: str  # "none" | "wounded" | "dead"


class BattleResult(TypedDict):
    kind: Literal["battle"]
    at: str
    greek: list[str]
    trojan: list[str]
    attacker: Side
    values: dict[str, int]  # each fighter's value, after doubling
    dice: SideCounts
    totals: SideTotals
    halved: bool  # the defenders' die was halved (all wounded)
    winner: Side | None  # None: a tie
    dead: list[str]


class ThrowView(TypedDict):
    """One throw of a duel: dice and totals in the order of the duel's ``fighters``."""

    dice: list[int]  # as rolled; a wounded hero's half shows in his total only
    totals: list[float]  # a halved die keeps its half (4.5)
    difference: float
    loser: int | None  # 0 or 1; None when the totals are equal
    result: str | None  # what the loser suffered: None | "wounded" | "dead"


class DuelResult(TypedDict):
    kind: Literal["duel"]
    calendar: bool  # the calendar's duel, not one a move set up
    fighters: list[str]  # the first throws first
    greek: str
    trojan: str
    throws: list[ThrowView]
    dead: list[str]
    wounded: list[str]


Result = ShotResult | BattleResult | DuelResult


class ResultsWhen(TypedDict):
    day: int
    hour: int
    side: str  # "greek" (a move), "trojan" (a response) or "duel" (a calendar duel)


class OutcomeView(TypedDict):
    """``engine.core.types.Outcome.to_dict`` of a Siege game (which always has team totals)."""

    winners: list[int]
    scores: list[int]
    summary: str
    team_scores: list[int]


class PublicView(TypedDict):
    """``GAME.public_view(state)``: the whole table (nothing is hidden but the seed)."""

    game: Literal["siege"]
    seats: int
    scenario: str  # "full" | "day1" … "day4"
    phase: Phase
    to_act: list[int]
    stage: str  # what is awaited, as a verb phrase
    sides: list[Side]  # the side of each seat
    commanders: SideSeats
    calendar: CalendarView
    pieces: list[PieceView]  # all 51, in catalogue order
    plans: list[PlanView]  # this move's, in the order planned
    shots: list[ShotView]
    attacks: list[AttackView]  # duels first, then battles
    losses: LossesView
    night: NightView | None  # only in phase "night"
    last_results: list[Result]  # the last resolution, in the order rolled
    results_when: ResultsWhen | None  # None before any
    outcome: OutcomeView | None  # only in phase "over"
    winner: Side | None


class CatalogueEntry(TypedDict):
    """A commanded piece's words for the seat's messages: "Ajax (8) at E4"."""

    name: str


class SeatView(PublicView):
    """``GAME.seat_view(state, seat)``: the public view and the seat's own pieces."""

    seat: int
    side: Side
    command: list[str]  # every piece the seat commands
    hand: list[str]  # those of them on the map
    catalogue: dict[str, CatalogueEntry]  # by piece id, for those in ``hand``


def public_of(view: Mapping[str, Any]) -> PublicView:
    """``view`` as the typed public view it is: the one place where an untyped Siege view (as
    the generic layers pass it) becomes typed. ValueError for anything but a Siege view. Nothing
    is copied, so a lazy view is only built by the look at its ``game``."""
    game = view.get("game")
    if game != GAME_KEY:
        raise ValueError(f"not a Siege view (game {game!r})")
    return cast(PublicView, view)


def seat_of(view: Mapping[str, Any]) -> SeatView:
    """``view`` as the typed seat view it is, as ``public_of``; ValueError for a public view
    (it has no ``seat``)."""
    public = public_of(view)
    if "seat" not in public:
        raise ValueError("a public Siege view, not a seat's")
    return cast(SeatView, public)
