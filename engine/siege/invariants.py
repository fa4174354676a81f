"""What must hold after every action of every game (checked by the conformance tests)."""

from __future__ import annotations

from engine.siege import calendar
from engine.siege.board import BOARD
from engine.siege.pieces import PIECES, SIDES
from engine.siege.resolve import fights_now
from engine.siege.state import (
    ABSTAINING,
    DEAD,
    GONE,
    INDEX,
    MOVE,
    ON_MAP,
    OVER,
    PIECE_IDS,
    State,
    side_index,
)


def check(state: State) -> None:
    assert len(state.squares) == len(state.status) == len(state.origins) == len(PIECE_IDS)
    seen: set[int] = set()
    for pid, sq, status in zip(PIECE_IDS, state.squares, state.status, strict=True):
        assert status in (*ON_MAP, DEAD, GONE), (pid, status)
        if status in ON_MAP:
            assert sq is not None and sq in BOARD.land, (pid, sq)
            assert sq not in seen, f"two pieces on {BOARD.name(sq)}"
            seen.add(sq)
        else:
            assert sq is None, (pid, sq)
        if PIECES[pid].thracian and not calendar.thracians_present(state.day):
            assert status == GONE, f"{pid} still in the game on day {state.day}"
    achilles = state.status[INDEX["achilles"]]
    assert achilles != ABSTAINING or state.day < calendar.ACHILLES_DAY
    assert 1 <= state.day <= state.last_day and 1 <= state.hour <= calendar.HOURS
    for side in SIDES:
        k = side_index(side)
        today = sum(PIECES[p].value for p in state.dead_today if PIECES[p].side == side)
        assert state.lost_today[k] == today, (side, state.lost_today, today)
        assert state.lost_total[k] >= state.lost_today[k]
    assert (state.phase == OVER) == (state.winner is not None)
    if state.phase == MOVE:
        assert state.moving is not None
        for fight in fights_now(state):
            heroes = {
                PIECES[p].side for p in (*fight.attackers, *fight.defenders) if PIECES[p].hero
            }
            assert fight.kind == "duel" or len(heroes) < 2, f"heroes of both sides in {fight}"
        for pid, end, path in state.plans:
            assert state.squares[INDEX[pid]] == end and path[0] == state.origins[INDEX[pid]]
            assert path[-1] == end
    else:
        assert not state.plans and not state.shots
