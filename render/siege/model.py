"""The public Siege view (``engine.siege.view_types.PublicView``, docs/dev/siege-view.md) read
into small records for drawing: squares become ``(col, row)`` through the core grid's one parser;
the ground comes from the engine's board (``engine.siege.board``), never from a copy of the map.

The view is typed, so every key read here is one the engine writes: no fallback for a missing one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from engine.core.grid import parse_square
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, TROJAN, Side
from engine.siege.view_types import FightKind, PublicView
from render.core.bounded import memo
from render.core.text import clean as clean_text
from render.siege.terrain import Ground, ground_from

Pos = tuple[int, int]
# Names repeat in every view of a game: cleaned once each.
clean = memo("siege names", entries=4096)(clean_text)
ON_MAP_STATES = frozenset({"well", "wounded", "abstaining"})


@memo("siege ground", entries=1)
def ground() -> Ground:
    """The engine's map as the painter wants it."""
    return ground_from(BOARD.terrain, BOARD.grid.cols, BOARD.grid.rows)


def pos(name: str | None) -> Pos | None:
    """``"F7"`` -> ``(5, 6)``; None for no square or anything that is not a square of the map."""
    return None if name is None else _pos(name)


def at(name: str) -> Pos:
    """A square the view names (always one of the map's) as ``(col, row)``."""
    found = _pos(name)
    if found is None:
        raise ValueError(f"{name!r} is not a square of the map")
    return found


@memo("siege squares", entries=1024)
def _pos(name: str) -> Pos | None:
    found = parse_square(name)
    if found is None:
        return None
    g = ground()
    return found if 0 <= found[0] < g.cols and 0 <= found[1] < g.rows else None


@dataclass(frozen=True)
class Piece:
    """One counter as the view shows it."""

    id: str
    name: str
    short: str
    side: Side
    value: int
    archer: bool
    state: str
    square: Pos | None
    origin: Pos | None
    commander: int

    @property
    def label(self) -> str:
        """What the counter shows as its value: the number, or "A" for an archer (the
        rulebook's marking)."""
        return "A" if self.archer else str(self.value)

    @property
    def on_map(self) -> bool:
        return self.square is not None and self.state in ON_MAP_STATES


def read_pieces(view: PublicView) -> list[Piece]:
    """Every piece of the view, in its order."""
    return [
        Piece(
            id=raw["id"],
            name=clean(raw["name"]),
            short=clean(raw["short"]),
            side=raw["side"],
            value=raw["value"],
            archer=raw["archer"],
            state=raw["state"],
            square=pos(raw["square"]),
            origin=pos(raw["origin"]),
            commander=raw["commander"],
        )
        for raw in view["pieces"]
    ]


@dataclass(frozen=True)
class Plan:
    """A planned move: the piece and the squares it walks, origin first."""

    piece: str
    path: tuple[Pos, ...]


def read_plans(view: PublicView) -> list[Plan]:
    """This move's plans, each with its whole path (at least its origin and its end)."""
    return [Plan(raw["piece"], tuple(at(s) for s in raw["path"])) for raw in view["plans"]]


@dataclass(frozen=True)
class Shot:
    archer: str
    target: Pos


def read_shots(view: PublicView) -> list[Shot]:
    return [Shot(raw["archer"], at(raw["target"])) for raw in view["shots"]]


@dataclass(frozen=True)
class Fight:
    """A fight the move has set up: a duel (one hero each) or an open-field battle."""

    kind: FightKind
    greek: tuple[str, ...]
    trojan: tuple[str, ...]


def read_fights(view: PublicView) -> list[Fight]:
    return [
        Fight(raw["kind"], tuple(raw["greek"]), tuple(raw["trojan"])) for raw in view["attacks"]
    ]


@dataclass(frozen=True)
class Event:
    day: int
    hour: int
    kind: str
    side: Side | None
    text: str


@dataclass(frozen=True)
class Calendar:
    """Where the game stands in its four days of eight hours, and what is coming."""

    day: int = 1
    hour: int = 1
    moving: Side | None = None
    favoured: Side | None = None
    wall: bool = False
    thracians: bool = True
    achilles_abstains: bool = True
    last_day: int = 4
    first_day: int = 1
    events: tuple[Event, ...] = field(default_factory=tuple)


def read_calendar(view: PublicView) -> Calendar:
    raw = view["calendar"]
    events = tuple(
        Event(e["day"], e["hour"], e["kind"], e["side"], clean(e["text"])) for e in raw["events"]
    )
    last = raw["last_day"]
    short = view["scenario"].startswith("day")
    return Calendar(
        day=raw["day"],
        hour=raw["hour"],
        moving=raw["moving"],
        favoured=raw["favoured"],
        wall=raw["wall"],
        thracians=raw["thracians"],
        achilles_abstains=raw["achilles_abstains"],
        last_day=last,
        first_day=last if short else 1,
        events=events,
    )


@memo("siege start squares", entries=16)
def start_squares(side: str, day: int) -> tuple[Pos, ...]:
    """The engine's start squares of ``side`` on ``day`` (day 2+: the Greeks inside the wall)."""
    key: Side = TROJAN if side == TROJAN else GREEK
    return tuple(BOARD.col_row(sq) for sq in BOARD.start_squares(key, day))


def last_squares(view: PublicView) -> list[Pos]:
    """Where the last dice fell: each battle's square and each shot's target square."""
    out: list[Pos] = []
    for raw in view["last_results"]:
        if raw["kind"] == "duel":
            continue
        where = at(raw["at"] if raw["kind"] == "battle" else raw["square"])
        if where not in out:
            out.append(where)
    return out


def is_over(view: PublicView) -> bool:
    """The game has ended (only then has it a winner and an outcome)."""
    return view["phase"] == "over"


def by_id(pieces: Sequence[Piece]) -> dict[str, Piece]:
    return {p.id: p for p in pieces}
