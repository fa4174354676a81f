"""Positions for the Siege rules tests: a few pieces on chosen squares, the rest out of the
game, and dice the test chooses (``fixed_dice``)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any

import pytest

from engine.core.said import english, say
from engine.core.types import Event
from engine.siege import GAME, resolve
from engine.siege.board import BOARD
from engine.siege.state import GONE, MOVE, PIECE_IDS, WELL, State


def sq(name: str) -> int:
    found = BOARD.parse(name)
    assert found is not None, name
    return found


def position(
    pieces: Mapping[str, str],
    *,
    day: int = 1,
    hour: int = 2,
    moving: str = "greek",
    seats: int = 2,
    status: Mapping[str, str] | None = None,
    scenario: str = "full",
) -> State:
    """A move about to be planned with only ``pieces`` (id -> square name) on the map."""
    base = GAME.setup({"scenario": scenario}, seats, 7)
    squares = tuple(sq(pieces[p]) if p in pieces else None for p in PIECE_IDS)
    states = tuple((status or {}).get(p, WELL) if p in pieces else GONE for p in PIECE_IDS)
    return replace(
        base,
        phase=MOVE,
        day=day,
        hour=hour,
        moving="greek" if moving == "greek" else "trojan",
        squares=squares,
        origins=squares,
        status=states,
        cache={},
    )


def where(state: State, pid: str) -> str | None:
    square = state.square_of(pid)
    return None if square is None else BOARD.name(square)


def act(state: State, seat: int, *codes: str) -> tuple[State, list[Event]]:
    events: list[Event] = []
    for code in codes:
        step = GAME.apply(state, seat, GAME.decode(state, seat, code))
        state = step.state
        events += step.events
        GAME.check_invariants(state)
    return state, events


class Dice:
    """Replaces the dice of the resolution with the test's numbers, in order."""

    def __init__(self, values: list[int]) -> None:
        self.values = list(values)
        self.asked: list[str] = []

    def roll(
        self, rng: Any, count: int = 1, sides: int = 6, *, who: str, why: str = "", seat: Any = None
    ) -> tuple[tuple[int, ...], Event]:
        value = self.values.pop(0)
        text = say("{who} rolls {dice} ({why}).", who=who, dice=str(value), why=why)
        self.asked.append(english(say("{who}: {why}", who=who, why=why)))
        return (value,), Event(text, kind="roll")


@pytest.fixture
def fixed_dice(monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    def install(values: list[int]) -> Dice:
        dice = Dice(values)
        monkeypatch.setattr(resolve, "roll", dice.roll)
        return dice

    yield install
