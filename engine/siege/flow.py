"""The order of play: set-up, the hours (a Greek move, a Trojan response), calendar duels,
victory checks, the night and the end; who must act and what they may do."""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.core.errors import IllegalAction, NotYourTurn
from engine.core.labelled import Labelled
from engine.core.rng import luck
from engine.core.said import say
from engine.core.types import Event, audience_of
from engine.siege import calendar, night, planning, resolve, victory, words
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, PIECES, SIDE_PIECES, SIDES, TROJAN, Side
from engine.siege.placement import ACHILLES, auto_place
from engine.siege.state import (
    ABSTAINING,
    DEAD,
    GONE,
    INDEX,
    MOVE,
    NIGHT,
    ON_MAP,
    OVER,
    PIECE_IDS,
    SETUP,
    WELL,
    WOUNDED,
    State,
    commander_of,
    first_day,
    side_of_seat,
    side_seats,
)
from engine.siege.view_types import SideSeats


def start(seats: int, seed: int, scenario: str) -> State:
    """A fresh game: the scenario's first day in its state, pieces placed automatically."""
    day = first_day(scenario)
    status = []
    for pid in PIECE_IDS:
        if PIECES[pid].thracian and not calendar.thracians_present(day):
            status.append(GONE)
        elif pid == "achilles" and calendar.achilles_abstains_on(day):
            status.append(ABSTAINING)
        else:
            status.append(WELL)
    squares: list[int | None] = [None] * len(PIECE_IDS)
    for side in SIDES:
        present = [p for p in SIDE_PIECES[side] if status[INDEX[p]] != GONE]
        for pid, sq in auto_place(side, day, present).items():
            squares[INDEX[pid]] = sq
    return State(
        seats=seats,
        seed=seed,
        scenario=scenario,
        day=day,
        squares=tuple(squares),
        origins=tuple(squares),
        status=tuple(status),
    )


def commands(state: State, seat: int) -> list[str]:
    """The pieces on the map this seat commands."""
    side = side_of_seat(seat)
    return [
        p
        for p in SIDE_PIECES[side]
        if state.status[INDEX[p]] in ON_MAP and commander_of(p, state.seats) == seat
    ]


def to_act(state: State) -> frozenset[int]:
    """One seat at a time: in set-up the Greek commanders then the Trojan ones, in a move the
    moving side's commanders in seat order, at night the Greeks' chooser then the Trojans'.
    Nothing is secret in Siege, so nobody chooses while another's choice is still open."""
    if state.phase == SETUP:
        order = [*side_seats(state.seats, GREEK), *side_seats(state.seats, TROJAN)]
    elif state.phase == MOVE and state.moving is not None:
        order = list(side_seats(state.seats, state.moving))
    elif state.phase == NIGHT:
        return frozenset(sorted(night.waiting(state), key=side_of_seat_rank)[:1])
    else:
        return frozenset()
    for seat in order:
        if seat not in state.done and commands(state, seat):
            return frozenset((seat,))
    return frozenset()


def side_of_seat_rank(seat: int) -> int:
    """Greeks before Trojans."""
    return 0 if side_of_seat(seat) == GREEK else 1


def _legal_setup(state: State, seat: int) -> list[str]:
    """``ready`` first (the list's order is what the players see first), then the swaps."""
    side = side_of_seat(seat)
    starts = BOARD.start_squares(side, state.day)
    occupied = state.occupied()
    out = ["ready"]
    for pid in commands(state, seat):
        here = state.squares[INDEX[pid]]
        for sq in starts:
            other = occupied.get(sq)
            if sq == here or (other is not None and PIECES[other].side != side):
                continue
            if _moves_achilles(state, pid, other, sq, here):
                continue
            out.append(f"swap:{pid}:{BOARD.name(sq)}")
    return out


def _moves_achilles(state: State, pid: str, other: str | None, sq: int, here: int | None) -> bool:
    """Would this swap move Achilles where he may not go? While he abstains he keeps the square
    chosen in the opening set-up, which must lie inside the (future) wall; once in play he is
    swapped like anyone."""
    if state.status[INDEX[ACHILLES]] != ABSTAINING or ACHILLES not in (pid, other):
        return False
    if state.day != state.first_day:
        return True
    return (sq if pid == ACHILLES else here) not in BOARD.inside_wall


def _legal_move(state: State, seat: int) -> list[str]:
    """``end`` first (the list's order is what the players see first), then moves, shots and
    take-backs."""
    out: list[str] = ["end"]
    mine = commands(state, seat)
    planning.fill_reaches(state, mine)
    wording = words.PlanningWords()
    for pid in mine:
        reached = planning.piece_reach(state, pid)
        for sq in sorted(reached):
            code = f"move:{pid}:{BOARD.name(sq)}"
            engages = reached[sq].engages
            if engages:
                wording.engages[code] = engages
            out.append(Labelled(code, wording) if engages else code)
    for pid in mine:
        for sq, target in sorted(planning.shot_targets(state, pid).items()):
            code = f"shoot:{pid}:{BOARD.name(sq)}"
            wording.targets[code] = target
            out.append(Labelled(code, wording))
    for pid in mine:
        if planning.has_plan(state, pid):
            out.append(f"unplan:{pid}")
    return out


def legal(state: State, seat: int) -> list[str]:
    if seat not in to_act(state):
        return []
    key = ("legal", seat)
    if key not in state.cache:
        if state.phase == SETUP:
            found = _legal_setup(state, seat)
        elif state.phase == MOVE:
            found = _legal_move(state, seat)
        else:
            side = side_of_seat(seat)
            found = [f"recover:{p}" for p in night.choices(state, side)] + ["recover:done"]
        state.cache[key] = found
        state.cache[("legal_set", seat)] = {str(a): a for a in found}
    result: list[str] = state.cache[key]
    return result


def is_legal(state: State, seat: int, action: str) -> bool:
    """Is this canonical action in ``legal(state, seat)``? Answered for the one action (a state
    just loaded need not list thousands of moves to check one)."""
    listed = state.cache.get(("legal_set", seat))
    if listed is not None:
        return str(action) in listed
    if seat not in to_act(state):
        return False
    parts = action.split(":")
    verb = parts[0]
    if state.phase == SETUP:
        if verb == "ready":
            return len(parts) == 1
        return verb == "swap" and action in _legal_setup(state, seat)
    if state.phase == NIGHT:
        side = side_of_seat(seat)
        if parts == ["recover", "done"]:
            return True
        return verb == "recover" and len(parts) == 2 and parts[1] in night.choices(state, side)
    if state.phase != MOVE:
        return False
    if verb == "end":
        return len(parts) == 1
    if len(parts) < 2 or parts[1] not in PIECES or commander_of(parts[1], state.seats) != seat:
        return False
    pid = parts[1]
    if state.status[INDEX[pid]] not in ON_MAP:
        return False
    if verb == "unplan":
        return len(parts) == 2 and planning.has_plan(state, pid)
    square = BOARD.parse(parts[2]) if len(parts) == 3 else None
    if square is None or BOARD.name(square) != parts[2]:
        return False
    if verb == "move":
        return square in planning.piece_reach(state, pid)
    if verb == "shoot":
        return square in planning.shot_targets(state, pid)
    return False


# --- changing the state ----------------------------------------------------------------------


def act(state: State, seat: int, action: str) -> tuple[State, list[Event]]:
    if seat not in to_act(state):
        raise NotYourTurn("It is not your turn to act in this game.")
    if not is_legal(state, seat, action):
        raise IllegalAction(_why_not(state, seat, action))
    rng = luck(state.seed, state.version)
    parts = action.split(":")
    verb = parts[0]
    events: list[Event]
    if verb == "swap":
        new, events = _swap(state, parts[1], BOARD.parse(parts[2]) or 0)
    elif verb == "ready":
        new, events = _ready(state, seat, rng)
    elif verb in ("move", "shoot", "unplan"):
        new, events = _plan(state, seat, parts)
    elif verb == "end":
        new, events = _end(state, seat, rng)
    elif parts == ["recover", "done"]:
        new, events = _night_step(replace(state, done=(*state.done, seat), cache={}))
    else:
        recovered, events = night.recover(state, parts[1])
        new, more = _night_step(recovered)
        events += more
    return replace(new, version=state.version + 1, cache={}), events


def _plan(state: State, seat: int, parts: list[str]) -> tuple[State, list[Event]]:
    """A plan, said in the future tense to the planning side alone: the public lines come
    when the side ends its move and the plans happen (``resolve.resolve_move``)."""
    if parts[0] == "move":
        new, events = planning.plan_move(state, parts[1], BOARD.parse(parts[2]) or 0)
    elif parts[0] == "shoot":
        new, events = planning.plan_shot(state, parts[1], BOARD.parse(parts[2]) or 0)
    else:
        new, events = planning.unplan(state, parts[1])
    side = side_seats(state.seats, side_of_seat(seat))
    return new, [replace(e, audience=audience_of(side)) for e in events]


def _why_not(state: State, seat: int, action: str) -> str:
    verb = action.split(":")[0]
    if state.phase == SETUP and verb != "swap" and verb != "ready":
        return say("Now is the set-up: swap your pieces on your start squares, then choose Ready.")
    if state.phase == MOVE and verb in ("swap", "ready", "recover"):
        return say("Now is a move: plan moves and shots, then end the move.")
    if verb in ("move", "shoot", "unplan", "swap"):
        pid = action.split(":")[1]
        piece = words.name_said(pid)
        if commander_of(pid, state.seats) != seat:
            return say("{piece} is not yours to command.", piece=piece)
        status = state.status[INDEX[pid]]
        if status in (DEAD, GONE):
            return say("{piece} is no longer in the game.", piece=piece)
        if verb in ("move", "shoot") and status == WOUNDED:
            return say("{piece} is wounded and cannot act until the morning.", piece=piece)
        if verb in ("move", "shoot") and status == ABSTAINING:
            return say("Achilles abstains from the battle until day 4 (or until he is attacked).")
    if verb == "move":
        return say("That piece cannot reach that square this move (too far, blocked, or a river).")
    if verb == "shoot":
        return say(
            "That archer cannot shoot at that square now "
            "(out of line or range, not an enemy, or in a fight)."
        )
    if verb == "recover":
        return say(
            "That piece cannot be recovered tonight (not lost today, or worth more than is left)."
        )
    return say("`{code}` is not possible now.", code=action)


def _swap(state: State, pid: str, square: int) -> tuple[State, list[Event]]:
    occupied = state.occupied()
    squares = list(state.squares)
    here = squares[INDEX[pid]]
    other = occupied.get(square)
    squares[INDEX[pid]] = square
    if other is not None:
        squares[INDEX[other]] = here
    if other is not None and here is not None:
        text = say(
            "Set-up: {piece} goes to {square}, {other} to {back}.",
            piece=words.name_said(pid),
            square=BOARD.name(square),
            other=words.name_said(other),
            back=BOARD.name(here),
        )
    else:
        text = say(
            "Set-up: {piece} goes to {square}.",
            piece=words.name_said(pid),
            square=BOARD.name(square),
        )
    new = replace(state, squares=tuple(squares), origins=tuple(squares), cache={})
    return new, [Event(text, kind="setup")]


def _ready(state: State, seat: int, rng: Random) -> tuple[State, list[Event]]:
    new = replace(state, done=(*state.done, seat), cache={})
    if to_act(new):
        return new, []
    return begin_hour(replace(new, done=()), rng)


def begin_hour(state: State, rng: Random) -> tuple[State, list[Event]]:
    """Start ``state.hour``: Achilles' entry, a calendar duel (which takes the whole hour), or
    the Greek move."""
    events: list[Event] = []
    if state.day >= calendar.ACHILLES_DAY and state.status[INDEX["achilles"]] == ABSTAINING:
        status = list(state.status)
        status[INDEX["achilles"]] = WELL
        state = replace(state, status=tuple(status), cache={})
        events.append(Event(say("Achilles ends his quarrel and enters the battle."), kind="phase"))
    pair = calendar.duel_at(state.day, state.hour)
    if pair is not None and all(state.status[INDEX[p]] == WELL for p in pair):
        state, said = resolve.calendar_duel(state, pair, rng)
        events += said
        state, said = _after_results(state, GREEK)
        events += said
        if state.phase == OVER:
            return state, events
        state, said = next_hour(state, rng)
        return state, events + said
    if pair is not None:
        events.append(
            Event(
                say(
                    "Day {day}, hour {hour}: no duel between {first} and {second} (one of them "
                    "is wounded or gone): an ordinary hour.",
                    day=state.day,
                    hour=state.hour,
                    first=words.name_said(pair[0]),
                    second=words.name_said(pair[1]),
                ),
                kind="phase",
            )
        )
    state, said = begin_half(state, GREEK)
    return state, events + said


def begin_half(state: State, side: Side) -> tuple[State, list[Event]]:
    new = replace(
        state,
        phase=MOVE,
        moving=side,
        origins=state.squares,
        plans=(),
        shots=(),
        done=(),
        cache={},
    )
    favour = calendar.favoured(state.day, state.hour)
    if side == GREEK:
        text = say("Day {day}, hour {hour}: the Greeks' move.", day=state.day, hour=state.hour)
    else:
        text = say("Day {day}, hour {hour}: the Trojans' response.", day=state.day, hour=state.hour)
    if favour:
        text = say("{hour} The gods favour {side}.", hour=text, side=words.side_said(favour))
    return new, [Event(text, kind="phase")]


def _end(state: State, seat: int, rng: Random) -> tuple[State, list[Event]]:
    new = replace(state, done=(*state.done, seat), cache={})
    if to_act(new):
        return new, [
            Event(
                say("A Greek commander has ended: the next one plans.")
                if state.moving == GREEK
                else say("A Trojan commander has ended: the next one plans."),
                kind="plan",
            )
        ]
    side = state.moving or GREEK
    new, events = resolve.resolve_move(new, rng)
    new, said = _after_results(new, side)
    events += said
    if new.phase == OVER:
        return new, events
    if side == GREEK:
        new, said = begin_half(new, TROJAN)
    else:
        new, said = next_hour(new, rng)
    return new, events + said


def _after_results(state: State, first: Side) -> tuple[State, list[Event]]:
    found = victory.winner_now(state, first)
    if found is None:
        return state, []
    return finish(state, *found)


def finish(state: State, side: Side, why: str) -> tuple[State, list[Event]]:
    new = replace(
        state,
        phase=OVER,
        moving=None,
        winner=side,
        summary=why,
        done=(),
        plans=(),
        shots=(),
        cache={},
    )
    return new, [
        Event(say("{why} The {side} win.", why=why, side=words.side_title_said(side)), kind="end")
    ]


def next_hour(state: State, rng: Random) -> tuple[State, list[Event]]:
    if state.hour < calendar.HOURS:
        return begin_hour(replace(state, hour=state.hour + 1, cache={}), rng)
    if state.day >= state.last_day:
        return finish(state, *victory.time_is_up(state))
    text = say("Night falls on day {day}: everyone goes back to the start squares.", day=state.day)
    return _night_step(night.begin(state), [Event(text, kind="phase")])


def _night_step(state: State, events: list[Event] | None = None) -> tuple[State, list[Event]]:
    """After a night choice: wait for the other side, or dawn when nobody chooses any more."""
    events = list(events or [])
    if night.waiting(state):
        return state, events
    new, said = night.dawn(state)
    return new, events + said


# Pieces and who commands them, for views.
def commanders(seats: int) -> SideSeats:
    return {"greek": list(side_seats(seats, GREEK)), "trojan": list(side_seats(seats, TROJAN))}


def command(seats: int, seat: int) -> list[str]:
    side = side_of_seat(seat)
    return [p for p in SIDE_PIECES[side] if commander_of(p, seats) == seat]
