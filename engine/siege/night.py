"""The night between two days: the surgeons and the gods give back part of the day's dead, then
every piece starts the next morning from its start squares (siege.md, "Night")."""

from __future__ import annotations

from dataclasses import replace

from engine.core.said import say, say_count
from engine.core.types import Event
from engine.siege import calendar, words
from engine.siege.pieces import PIECES, SIDE_PIECES, SIDES, Side
from engine.siege.placement import ACHILLES, auto_place
from engine.siege.state import (
    ABSTAINING,
    DEAD,
    GONE,
    INDEX,
    NIGHT,
    ON_MAP,
    PIECE_IDS,
    SETUP,
    WELL,
    WOUNDED,
    State,
    side_index,
    side_seats,
)


def allowance(lost: int) -> int:
    """Two thirds of the points lost today, rounded up (the formula rules: 16 -> 11)."""
    return (2 * lost + 2) // 3


def recoverable(state: State, side: Side) -> list[str]:
    """Today's dead of this side that may come back: not the Thracians on the night they leave."""
    leaving = not calendar.thracians_present(state.day + 1)
    return [
        p
        for p in state.dead_today
        if PIECES[p].side == side and not (leaving and PIECES[p].thracian)
    ]


def points_left(state: State, side: Side) -> int:
    used = sum(PIECES[p].value for p in state.recovered if PIECES[p].side == side)
    return allowance(state.lost_today[side_index(side)]) - used


def choices(state: State, side: Side) -> list[str]:
    """The pieces this side may still recover tonight, in catalogue order."""
    left = points_left(state, side)
    dead = set(recoverable(state, side)) - set(state.recovered)
    return [p for p in SIDE_PIECES[side] if p in dead and PIECES[p].value <= left]


def chooser(state: State, side: Side) -> int:
    """A side's night choices are its first commander's."""
    return side_seats(state.seats, side)[0]


def waiting(state: State) -> frozenset[int]:
    """The seats still choosing recoveries tonight."""
    return frozenset(
        chooser(state, side)
        for side in SIDES
        if chooser(state, side) not in state.done and choices(state, side)
    )


def begin(state: State) -> State:
    return replace(state, phase=NIGHT, moving=None, plans=(), shots=(), done=(), cache={})


def recover(state: State, pid: str) -> tuple[State, list[Event]]:
    new = replace(state, recovered=(*state.recovered, pid), cache={})
    side = PIECES[pid].side
    left = points_left(new, side)
    text = say_count(
        "{side} recover {piece} ({count} point left).",
        "{side} recover {piece} ({count} points left).",
        left,
        side=words.side_title_said(side),
        piece=words.name_said(pid),
    )
    return new, [Event(text, kind="night")]


def _abstaining_keeps(state: State) -> dict[str, int]:
    """Achilles, still abstaining tonight, is not placed again: he keeps his square through the
    night (the rulebook: "once placed, will not move until the fourth day")."""
    square = state.squares[INDEX[ACHILLES]]
    if state.status[INDEX[ACHILLES]] != ABSTAINING or square is None:
        return {}
    return {ACHILLES: square}


def dawn(state: State) -> tuple[State, list[Event]]:
    """The next morning: the recovered and the wounded are back, the Thracians leave before day
    3, everyone stands on the start squares (placed automatically, then the set-up swaps)."""
    day = state.day + 1
    status = list(state.status)
    events = [Event(say("Day {day} dawns.", day=day), kind="phase")]
    for pid in state.recovered:
        status[INDEX[pid]] = WELL
    for i, current in enumerate(status):
        if current == WOUNDED:
            status[i] = WELL
    if not calendar.thracians_present(day):
        for pid in PIECE_IDS:
            if PIECES[pid].thracian and status[INDEX[pid]] != GONE:
                status[INDEX[pid]] = GONE
        if calendar.thracians_present(state.day):
            events.append(
                Event(
                    say(
                        "In the night Odysseus and Diomedes raid the Thracian camp: "
                        "Rhesus and the Thracians are gone."
                    ),
                    kind="phase",
                )
            )
    squares: list[int | None] = [None] * len(PIECE_IDS)
    keep = _abstaining_keeps(state)
    for side in SIDES:
        present = [p for p in SIDE_PIECES[side] if status[INDEX[p]] in ON_MAP]
        for pid, sq in auto_place(side, day, present, keep).items():
            squares[INDEX[pid]] = sq
    for i, current in enumerate(status):
        if current in (DEAD, GONE):
            squares[i] = None
    if status[INDEX["achilles"]] == ABSTAINING and not calendar.achilles_abstains_on(day):
        status[INDEX["achilles"]] = WELL
        events.append(
            Event(say("Achilles ends his quarrel: he enters the battle today."), kind="phase")
        )
    if calendar.wall_stands(day) and not calendar.wall_stands(state.day):
        events.append(
            Event(say("The Greeks have built their wall: it stands from today."), kind="phase")
        )
    new = replace(
        state,
        phase=SETUP,
        day=day,
        hour=1,
        moving=None,
        squares=tuple(squares),
        origins=tuple(squares),
        status=tuple(status),
        plans=(),
        shots=(),
        done=(),
        recovered=(),
        dead_today=(),
        lost_today=(0, 0),
        cache={},
    )
    return new, events
