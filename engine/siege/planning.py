"""Planning a move: which piece may go where, which archer may shoot whom, and keeping the plans
consistent when one is changed or taken back.

Plans are carried out in the order they were made: a piece is planned in the position left by
the plans before its own (so a piece may pass where an earlier one stood, or through the control
of an enemy that an earlier plan already attacks). Changing a plan keeps its place in the order;
the later plans are then checked again and any that became impossible is dropped.
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.said import say
from engine.core.types import Event
from engine.siege import words
from engine.siege.fights import contacts
from engine.siege.lines import archer_targets
from engine.siege.movement import Reach, reach, side_reaches
from engine.siege.pieces import PIECES, SIDE_PIECES
from engine.siege.state import INDEX, PIECE_IDS, WELL, Plan, Shot, State

Squares = tuple[int | None, ...]


def movable(state: State, pid: str) -> bool:
    """Only the moving side's well pieces move (not the wounded, not an abstaining Achilles)."""
    return (
        PIECES[pid].side == state.moving
        and state.status[INDEX[pid]] == WELL
        and state.origins[INDEX[pid]] is not None
    )


def plan_slot(state: State, pid: str) -> int | None:
    for i, plan in enumerate(state.plans):
        if plan[0] == pid:
            return i
    return None


def _occupied(squares: Squares, without: str | None = None) -> dict[int, str]:
    return {
        sq: pid
        for pid, sq in zip(PIECE_IDS, squares, strict=True)
        if sq is not None and pid != without
    }


def attackers(state: State, squares: Squares, without: str | None = None) -> list[str]:
    """The moving side's pieces able to attack: well ones on the map."""
    if state.moving is None:
        return []
    return [
        p
        for p in SIDE_PIECES[state.moving]
        if p != without and state.status[INDEX[p]] == WELL and squares[INDEX[p]] is not None
    ]


def edges_at(
    state: State, squares: Squares, without: str | None = None
) -> dict[str, tuple[str, ...]]:
    """Attacker -> enemies it stands in contact with, in these positions."""
    occupied = _occupied(squares)
    mine = attackers(state, squares, without)
    positions = {p: squares[INDEX[p]] for p in mine}
    return contacts(
        mine, {p: s for p, s in positions.items() if s is not None}, occupied, state.day
    )


def slot_squares(state: State, pid: str) -> Squares:
    """The position in which ``pid``'s move is planned: everyone at the start of the move, then
    the plans made before ``pid``'s own (all the current plans when it has none)."""
    slot = plan_slot(state, pid)
    if slot is None:
        return state.squares
    squares = list(state.origins)
    for other, end, _ in state.plans[:slot]:
        squares[INDEX[other]] = end
    return tuple(squares)


def reach_in(state: State, pid: str, squares: Squares) -> dict[int, Reach]:
    origin = state.origins[INDEX[pid]]
    if origin is None:
        return {}
    attacked = {e for enemies in edges_at(state, squares, pid).values() for e in enemies}
    return reach(pid, origin, _occupied(squares, pid), attacked, state.day)


def piece_reach(state: State, pid: str) -> dict[int, Reach]:
    """Every square ``pid`` may be planned to (the one function behind the legal list, the
    preview, the autocomplete and the bots)."""
    if not movable(state, pid):
        return {}
    key = ("reach", pid)
    if key not in state.cache:
        state.cache[key] = reach_in(state, pid, slot_squares(state, pid))
    found: dict[int, Reach] = state.cache[key]
    return found


def fill_reaches(state: State, pids: list[str]) -> None:
    """Work out ``piece_reach`` for many pieces at once (the legal list): pieces without a plan
    that share the same "already attacked" enemies share one search set-up."""
    if state.moving is None:
        return
    todo = [p for p in pids if movable(state, p) and ("reach", p) not in state.cache]
    fresh = [p for p in todo if plan_slot(state, p) is None]
    edges = edges_at(state, state.squares)
    attackers_of: dict[str, set[str]] = {}
    for attacker, enemies in edges.items():
        for enemy in enemies:
            attackers_of.setdefault(enemy, set()).add(attacker)
    groups: dict[frozenset[str], list[str]] = {}
    for pid in fresh:
        attacked = frozenset(e for e, by in attackers_of.items() if by - {pid})
        groups.setdefault(attacked, []).append(pid)
    occupied = _occupied(state.squares)
    positions = {p: state.origins[INDEX[p]] for p in fresh}
    for attacked, group in groups.items():
        found = side_reaches(
            state.moving,
            {p: sq for p, sq in positions.items() if sq is not None},
            occupied,
            attacked,
            state.day,
            group,
        )
        for pid, reached in found.items():
            state.cache[("reach", pid)] = reached


def shot_targets(state: State, archer: str) -> dict[int, str]:
    """Target square -> enemy for an archer that may shoot now: well, of the moving side, not
    standing in an enemy's control (then it fights as value 1 instead)."""
    if not PIECES[archer].archer or PIECES[archer].side != state.moving:
        return {}
    i = INDEX[archer]
    square = state.squares[i]
    if state.status[i] != WELL or square is None:
        return {}
    occupied = _occupied(state.squares)
    if contacts([archer], {archer: square}, occupied, state.day):
        return {}
    return archer_targets(square, PIECES[archer].side, occupied)


def rebuild(state: State, plans: tuple[Plan, ...], start: int) -> tuple[State, list[str]]:
    """Carry out ``plans`` again from index ``start`` (the ones before are untouched); plans that
    became impossible are dropped. Returns the new state and the dropped pieces."""
    squares = list(state.origins)
    for pid, end, _ in plans[:start]:
        squares[INDEX[pid]] = end
    kept = list(plans[:start])
    dropped: list[str] = []
    base = replace(state, cache={})
    for pid, end, _ in plans[start:]:
        reached = reach_in(base, pid, tuple(squares))
        if end in reached and movable(base, pid):
            kept.append((pid, end, reached[end].path))
            squares[INDEX[pid]] = end
        else:
            dropped.append(pid)
    return replace(state, squares=tuple(squares), plans=tuple(kept), cache={}), dropped


def check_shots(state: State) -> tuple[State, list[str]]:
    """Drop the shots that no longer work (the archer moved away or next to an enemy)."""
    kept: list[Shot] = []
    dropped: list[str] = []
    for archer, square, target in state.shots:
        if shot_targets(state, archer).get(square) == target:
            kept.append((archer, square, target))
        else:
            dropped.append(archer)
    if not dropped:
        return state, []
    return replace(state, shots=tuple(kept), cache={}), dropped


def _dropped_events(moves: list[str], shots: list[str]) -> list[Event]:
    events = [
        Event(
            say("{piece}'s planned move no longer works: it stays put.", piece=words.name_said(p))
        )
        for p in moves
    ]
    events += [
        Event(
            say("{piece}'s planned shot no longer works: it is dropped.", piece=words.name_said(a))
        )
        for a in shots
    ]
    return events


def plan_move(state: State, pid: str, end: int) -> tuple[State, list[Event]]:
    """Plan (or re-plan) ``pid`` to ``end``; the caller has checked it is legal."""
    path = piece_reach(state, pid)[end].path
    slot = plan_slot(state, pid)
    if slot is None:
        squares = list(state.squares)
        squares[INDEX[pid]] = end
        new = replace(
            state, squares=tuple(squares), plans=(*state.plans, (pid, end, path)), cache={}
        )
        moves: list[str] = []
    else:
        plans = (*state.plans[:slot], (pid, end, path), *state.plans[slot + 1 :])
        new, moves = rebuild(state, plans, slot)
    new, shots = check_shots(new)
    text = say(
        "{piece} will move to {square}.", piece=words.name_said(pid), square=words.square(end)
    )
    return new, [Event(text, kind="plan"), *_dropped_events(moves, shots)]


def plan_shot(state: State, archer: str, square: int) -> tuple[State, list[Event]]:
    target = shot_targets(state, archer)[square]
    shots = tuple(s for s in state.shots if s[0] != archer) + ((archer, square, target),)
    text = f"{words.name(archer)} will shoot at {words.name(target)} ({words.square(square)})."
    return replace(state, shots=shots, cache={}), [Event(text, kind="plan")]


def unplan(state: State, pid: str) -> tuple[State, list[Event]]:
    """Take back a piece's planned move and its shot."""
    slot = plan_slot(state, pid)
    new = replace(state, shots=tuple(s for s in state.shots if s[0] != pid), cache={})
    moves: list[str] = []
    if slot is not None:
        plans = state.plans[:slot] + state.plans[slot + 1 :]
        new, moves = rebuild(new, plans, slot)
    new, shots = check_shots(new)
    text = f"{words.name(pid)}'s plan is taken back."
    return new, [Event(text, kind="plan"), *_dropped_events(moves, shots)]


def has_plan(state: State, pid: str) -> bool:
    return plan_slot(state, pid) is not None or any(s[0] == pid for s in state.shots)
