"""The public Siege view (docs/dev/siege-view.md) read into small typed records, defensively: a key
missing from a view draws as nothing rather than failing, so a picture is never lost over a detail.

Squares become ``(col, row)`` through the core grid's one parser; the ground comes from the
engine's board (``engine.siege.board``), never from a copy of the map.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from engine.core.grid import parse_square
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, TROJAN, Side
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


def pos(name: object) -> Pos | None:
    """``"F7"`` -> ``(5, 6)``; None for anything that is not a square of the map."""
    if not isinstance(name, str):
        return None
    return _pos(name)


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
    side: str
    value: int
    archer: bool
    state: str
    square: Pos | None
    origin: Pos | None
    commander: int | None

    @property
    def label(self) -> str:
        """What the counter shows as its value: the number, or "A" for an archer (the
        rulebook's marking)."""
        return "A" if self.archer else str(self.value)

    @property
    def on_map(self) -> bool:
        return self.square is not None and self.state in ON_MAP_STATES


def read_pieces(view: dict[str, Any]) -> list[Piece]:
    """Every piece of the view, in its order."""
    out: list[Piece] = []
    for raw in view.get("pieces") or []:
        if not isinstance(raw, dict) or not raw.get("id"):
            continue
        value = raw.get("value")
        commander = raw.get("commander")
        out.append(
            Piece(
                id=str(raw["id"]),
                name=clean(str(raw.get("name") or raw["id"])),
                short=clean(str(raw.get("short") or raw.get("name") or raw["id"])),
                side=str(raw.get("side") or "trojan"),
                value=int(value) if isinstance(value, int) else 1,
                archer=bool(raw.get("archer")),
                state=str(raw.get("state") or "well"),
                square=pos(raw.get("square")),
                origin=pos(raw.get("origin")),
                commander=commander if isinstance(commander, int) else None,
            )
        )
    return out


@dataclass(frozen=True)
class Plan:
    """A planned move: the piece and the squares it walks, origin first."""

    piece: str
    path: tuple[Pos, ...]


def read_plans(view: dict[str, Any]) -> list[Plan]:
    out: list[Plan] = []
    for raw in view.get("plans") or []:
        if not isinstance(raw, dict):
            continue
        path = [pos(s) for s in raw.get("path") or []]
        steps = tuple(p for p in path if p is not None)
        if len(steps) < 2:
            ends = (pos(raw.get("from")), pos(raw.get("to")))
            steps = tuple(p for p in ends if p is not None)
        if len(steps) >= 2:
            out.append(Plan(str(raw.get("piece") or ""), steps))
    return out


@dataclass(frozen=True)
class Shot:
    archer: str
    target: Pos


def read_shots(view: dict[str, Any]) -> list[Shot]:
    out: list[Shot] = []
    for raw in view.get("shots") or []:
        if isinstance(raw, dict) and (target := pos(raw.get("target"))) is not None:
            out.append(Shot(str(raw.get("archer") or ""), target))
    return out


@dataclass(frozen=True)
class Fight:
    """A fight the move has set up: a duel (one hero each) or an open-field battle."""

    kind: str  # "duel" | "battle"
    greek: tuple[str, ...]
    trojan: tuple[str, ...]


def _ids(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, Sequence):
        return tuple(str(v) for v in value)
    return ()


def read_fights(view: dict[str, Any]) -> list[Fight]:
    out: list[Fight] = []
    for raw in view.get("attacks") or []:
        if isinstance(raw, dict):
            kind = "duel" if raw.get("kind") == "duel" else "battle"
            out.append(Fight(kind, _ids(raw.get("greek")), _ids(raw.get("trojan"))))
    return out


@dataclass(frozen=True)
class Event:
    day: int
    hour: int
    kind: str
    side: str | None
    text: str


@dataclass(frozen=True)
class Calendar:
    """Where the game stands in its four days of eight hours, and what is coming."""

    day: int = 1
    hour: int = 1
    moving: str | None = None
    favoured: str | None = None
    wall: bool = False
    thracians: bool = True
    achilles_abstains: bool = True
    last_day: int = 4
    first_day: int = 1
    events: tuple[Event, ...] = field(default_factory=tuple)


def _int(value: object, default: int) -> int:
    return value if isinstance(value, int) and not isinstance(value, bool) else default


def read_calendar(view: dict[str, Any]) -> Calendar:
    raw = view.get("calendar") or {}
    events = []
    for e in raw.get("events") or []:
        if isinstance(e, dict):
            side = e.get("side")
            events.append(
                Event(
                    _int(e.get("day"), 0),
                    _int(e.get("hour"), 0),
                    str(e.get("kind") or ""),
                    str(side) if side else None,
                    clean(str(e.get("text") or "")),
                )
            )
    day = _int(raw.get("day"), 1)
    last = _int(raw.get("last_day"), 4)
    scenario = str(view.get("scenario") or "full")
    short = scenario.startswith("day")
    moving, favoured = raw.get("moving"), raw.get("favoured")
    return Calendar(
        day=day,
        hour=_int(raw.get("hour"), 1),
        moving=str(moving) if moving else None,
        favoured=str(favoured) if favoured else None,
        wall=bool(raw.get("wall")),
        thracians=bool(raw.get("thracians", True)),
        achilles_abstains=bool(raw.get("achilles_abstains", False)),
        last_day=last,
        first_day=last if short else 1,
        events=tuple(events),
    )


@memo("siege start squares", entries=16)
def start_squares(side: str, day: int) -> tuple[Pos, ...]:
    """The engine's start squares of ``side`` on ``day`` (day 2+: the Greeks inside the wall)."""
    key: Side = TROJAN if side == TROJAN else GREEK
    return tuple(BOARD.col_row(sq) for sq in BOARD.start_squares(key, day))


def last_squares(view: dict[str, Any]) -> list[Pos]:
    """Where the last dice fell: each battle's square and each shot's target square."""
    out: list[Pos] = []
    for raw in view.get("last_results") or []:
        if not isinstance(raw, dict):
            continue
        where = pos(raw.get("at") if raw.get("kind") == "battle" else raw.get("square"))
        if where is not None and where not in out:
            out.append(where)
    return out


def losses(view: dict[str, Any]) -> dict[str, dict[str, int]]:
    """``{"total": {"greek": n, "trojan": n}, "today": {...}}`` with zeros where missing."""
    raw = view.get("losses") or {}
    out: dict[str, dict[str, int]] = {}
    for when in ("total", "today"):
        part = raw.get(when) or {}
        out[when] = {s: _int(part.get(s), 0) for s in ("greek", "trojan")}
    return out


def is_over(view: dict[str, Any]) -> bool:
    return view.get("phase") == "over" or bool(view.get("outcome")) or bool(view.get("winner"))


def by_id(pieces: Sequence[Piece]) -> dict[str, Piece]:
    return {p.id: p for p in pieces}
