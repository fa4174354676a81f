"""The whole state of a Siege game: an immutable value, changed with ``dataclasses.replace``.

Pieces are kept by their index in ``PIECE_IDS`` (the catalogue order, Greeks first), squares as
the board's ints. Planned moves are applied to ``squares`` as they are planned; ``origins``
remembers where each piece stood when the move began, so a plan can be changed or taken back.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from typing import Any, cast

from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, SIDES, TROJAN, Side
from engine.siege.view_types import Phase, Result

PIECE_IDS: tuple[str, ...] = tuple(PIECES)
INDEX: dict[str, int] = {pid: i for i, pid in enumerate(PIECE_IDS)}

SETUP: Phase = "setup"
MOVE: Phase = "move"
NIGHT: Phase = "night"
OVER: Phase = "over"
PHASES: tuple[Phase, ...] = (SETUP, MOVE, NIGHT, OVER)
ONE_DAY = ("day1", "day2", "day3", "day4")  # the scenarios of one day, for an evening
SCENARIOS = ("full", *ONE_DAY)

WELL, WOUNDED, ABSTAINING, DEAD, GONE = "well", "wounded", "abstaining", "dead", "gone"
ON_MAP = (WELL, WOUNDED, ABSTAINING)

# A plan: the piece, its end square and the path it takes (origin first).
Plan = tuple[str, int, tuple[int, ...]]
# A shot: the archer, the target square and the piece standing there when it was declared.
Shot = tuple[str, int, str]


def first_day(scenario: str) -> int:
    """``full`` starts on day 1, ``dayN`` on day N."""
    return 1 if scenario == "full" else int(scenario[3:])


def side_index(side: Side) -> int:
    return 0 if side == GREEK else 1


def side_of_seat(seat: int) -> Side:
    return SIDES[seat % 2]


def side_seats(seats: int, side: Side) -> tuple[int, ...]:
    """The commanders of a side: seats alternate Greek, Trojan, Greek…"""
    return tuple(s for s in range(seats) if side_of_seat(s) == side)


def commander_of(pid: str, seats: int) -> int:
    """The seat commanding a piece: the side's pieces, strongest first, dealt round-robin to
    its commanders in seat order (fixed for the whole game)."""
    side = PIECES[pid].side
    commanders = side_seats(seats, side)
    return commanders[SIDE_PIECES[side].index(pid) % len(commanders)]


@dataclass(frozen=True)
class State:
    """Everything needed to go on playing; ``cache`` holds derived lists (never dumped)."""

    seats: int
    seed: int
    scenario: str
    version: int = 0
    phase: Phase = SETUP
    day: int = 1
    hour: int = 1
    moving: Side | None = None
    squares: tuple[int | None, ...] = ()
    status: tuple[str, ...] = ()
    origins: tuple[int | None, ...] = ()
    plans: tuple[Plan, ...] = ()
    shots: tuple[Shot, ...] = ()
    done: tuple[int, ...] = ()  # seats that said ready / end / recover:done in this phase
    recovered: tuple[str, ...] = ()  # tonight's recoveries, in the order chosen
    dead_today: tuple[str, ...] = ()
    lost_today: tuple[int, int] = (0, 0)  # points, Greek then Trojan
    lost_total: tuple[int, int] = (0, 0)
    results: tuple[Result, ...] = ()  # the last resolution, as the views show it
    results_when: tuple[int, int, str] | None = None  # (day, hour, "greek"/"trojan"/"duel")
    resolutions: int = 0  # how many resolutions (moves, responses, calendar duels) so far
    winner: Side | None = None
    summary: str = ""
    cache: dict[Any, Any] = field(default_factory=dict, compare=False, repr=False)

    @property
    def first_day(self) -> int:
        """The day the scenario starts on: its set-up is the opening one."""
        return first_day(self.scenario)

    @property
    def last_day(self) -> int:
        return 4 if self.scenario == "full" else int(self.scenario[3:])

    def square_of(self, pid: str) -> int | None:
        return self.squares[INDEX[pid]]

    def status_of(self, pid: str) -> str:
        return self.status[INDEX[pid]]

    def origin_of(self, pid: str) -> int | None:
        return self.origins[INDEX[pid]]

    def occupied(self) -> dict[int, str]:
        """Square -> piece for every piece on the map (planned moves applied)."""
        return {sq: pid for pid, sq in zip(PIECE_IDS, self.squares, strict=True) if sq is not None}

    def on_map(self, side: Side) -> list[str]:
        return [p for p in SIDE_PIECES[side] if self.status[INDEX[p]] in ON_MAP]


def with_piece(state: State, pid: str, *, square: int | None, status: str | None = None) -> State:
    """A copy with one piece moved (and its status changed)."""
    i = INDEX[pid]
    squares = list(state.squares)
    squares[i] = square
    statuses = list(state.status)
    if status is not None:
        statuses[i] = status
    return replace(state, squares=tuple(squares), status=tuple(statuses), cache={})


def dump(state: State) -> dict[str, Any]:
    return {
        "seats": state.seats,
        "seed": state.seed,
        "scenario": state.scenario,
        "version": state.version,
        "phase": state.phase,
        "day": state.day,
        "hour": state.hour,
        "moving": state.moving,
        "squares": list(state.squares),
        "status": list(state.status),
        "origins": list(state.origins),
        "plans": [[p, end, list(path)] for p, end, path in state.plans],
        "shots": [list(s) for s in state.shots],
        "done": list(state.done),
        "recovered": list(state.recovered),
        "dead_today": list(state.dead_today),
        "lost_today": list(state.lost_today),
        "lost_total": list(state.lost_total),
        "results": [dict(r) for r in state.results],
        "results_when": None if state.results_when is None else list(state.results_when),
        "resolutions": state.resolutions,
        "winner": state.winner,
        "summary": state.summary,
    }


def _side(value: Any) -> Side | None:
    if value is None:
        return None
    return GREEK if value == GREEK else TROJAN


def _phase(value: Any) -> Phase:
    found = next((p for p in PHASES if p == value), None)
    if found is None:
        raise ValueError(f"unknown phase {value!r}")
    return found


def _results(data: Any) -> tuple[Result, ...]:
    """The stored results: ``dump`` wrote them from typed results, JSON gives them back as plain
    dicts of the same shape."""
    return tuple(cast(Result, dict(r)) for r in data)


def load(data: Mapping[str, Any]) -> State:
    when = data["results_when"]
    return State(
        seats=int(data["seats"]),
        seed=int(data["seed"]),
        scenario=str(data["scenario"]),
        version=int(data["version"]),
        phase=_phase(data["phase"]),
        day=int(data["day"]),
        hour=int(data["hour"]),
        moving=_side(data["moving"]),
        squares=tuple(data["squares"]),
        status=tuple(data["status"]),
        origins=tuple(data["origins"]),
        plans=tuple((str(p), int(e), tuple(path)) for p, e, path in data["plans"]),
        shots=tuple((str(a), int(sq), str(t)) for a, sq, t in data["shots"]),
        done=tuple(data["done"]),
        recovered=tuple(data["recovered"]),
        dead_today=tuple(data["dead_today"]),
        lost_today=(int(data["lost_today"][0]), int(data["lost_today"][1])),
        lost_total=(int(data["lost_total"][0]), int(data["lost_total"][1])),
        results=_results(data["results"]),
        results_when=None if when is None else (int(when[0]), int(when[1]), str(when[2])),
        resolutions=int(data["resolutions"]),
        winner=_side(data["winner"]),
        summary=str(data["summary"]),
    )
