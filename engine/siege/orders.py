"""A whole move as one action: planned moves and shots joined by ``;``, then ``end``
(``move:ajax:F7;shoot:teucer:G9;end``). The ``hard`` level decides a move at once and the
service applies it as one step; the plans are checked and applied one by one, as typed."""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.game import MAX_LABEL
from engine.core.said import english, listed, say
from engine.core.types import Event
from engine.siege import codes, flow, words
from engine.siege.state import State

SEP = ";"
END = "end"


def is_whole(code: str) -> bool:
    return SEP in code


def join(steps: Sequence[str]) -> str:
    """The whole move: these plans, then ``end``."""
    return SEP.join([*map(str, steps), END])


def parse(code: str) -> str:
    """Each step in its canonical form (InvalidAction for a step that is no Siege code)."""
    return SEP.join(codes.parse(step) for step in code.split(SEP))


def act(state: State, seat: int, code: str) -> tuple[State, list[Event]]:
    """Every step in turn; an illegal one raises and leaves ``state`` untouched."""
    events: list[Event] = []
    for step in code.split(SEP):
        state, said = flow.act(state, seat, step)
        events += said
    return state, events


def describe(code: str) -> str:
    """ "Move Ajax (8) to F7; Teucer (archer) shoots at G9; then end" within a label's length."""
    steps = [words.describe(step) for step in code.split(SEP) if step != END]
    if not steps:
        return words.describe(END)
    whole = say("{steps}; then end", steps=listed(steps, "; "))
    while len(steps) > 1 and len(english(whole)) > MAX_LABEL:  # as many steps as a label shows
        steps.pop()
        whole = say("{steps}; … then end", steps=listed(steps, "; "))
    return whole
