"""The public view of docs/dev/siege-view.md: the whole map, the plans, the calendar, the losses
and the last results. Nothing is hidden in Siege but the seed, which never appears."""

from __future__ import annotations

from typing import Any

from engine.siege import calendar, flow, night, victory, words
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, PIECES, SIDES, TROJAN
from engine.siege.resolve import fights_now
from engine.siege.state import (
    ABSTAINING,
    INDEX,
    MOVE,
    NIGHT,
    OVER,
    PIECE_IDS,
    SETUP,
    State,
    commander_of,
    side_of_seat,
)


def _name(sq: int | None) -> str | None:
    return None if sq is None else BOARD.name(sq)


def stage(state: State) -> str:
    """What is awaited, as a verb phrase ("It's your turn to …")."""
    if state.phase == SETUP:
        return "swap your pieces on your start squares, then choose Ready"
    if state.phase == MOVE:
        return f"plan the {words.side_title(state.moving)}' moves and shots, then end the move"
    if state.phase == NIGHT:
        return "choose who comes back tonight"
    return "the siege is over"


def _pieces(state: State) -> list[dict[str, Any]]:
    out = []
    for pid, sq, status, origin in zip(
        PIECE_IDS, state.squares, state.status, state.origins, strict=True
    ):
        piece = PIECES[pid]
        out.append(
            {
                "id": pid,
                "name": piece.name,
                "short": piece.short,
                "city": piece.city,
                "side": piece.side,
                "value": piece.value,
                "archer": piece.archer,
                "thracian": piece.thracian,
                "square": _name(sq),
                "state": status,
                "commander": commander_of(pid, state.seats),
                "origin": _name(origin) if state.phase == MOVE else _name(sq),
            }
        )
    return out


def _night(state: State) -> dict[str, Any] | None:
    if state.phase != NIGHT:
        return None
    out: dict[str, Any] = {}
    for side in SIDES:
        out[side] = {
            "allowance": night.allowance(state.lost_today[0 if side == GREEK else 1]),
            "chosen": [p for p in state.recovered if PIECES[p].side == side],
            "left": night.points_left(state, side),
            "choices": night.choices(state, side),
            "done": night.chooser(state, side) not in night.waiting(state),
        }
    return out


def public_view(state: State) -> dict[str, Any]:
    fights = fights_now(state) if state.phase == MOVE else []
    moving = state.moving if state.phase == MOVE else None
    when = state.results_when
    outcome = None
    if state.phase == OVER:
        found = victory.outcome_of(state)
        outcome = None if found is None else found.to_dict()
    return {
        "game": "siege",
        "seats": state.seats,
        "scenario": state.scenario,
        "phase": state.phase,
        "to_act": sorted(flow.to_act(state)),
        "stage": stage(state),
        "sides": [side_of_seat(s) for s in range(state.seats)],
        "commanders": flow.commanders(state.seats),
        "calendar": {
            "day": state.day,
            "hour": state.hour,
            "moving": moving,
            "favoured": calendar.favoured(state.day, state.hour),
            "wall": calendar.wall_stands(state.day),
            "thracians": calendar.thracians_present(state.day),
            "achilles_abstains": state.status[INDEX["achilles"]] == ABSTAINING,
            "last_day": state.last_day,
            "events": [e.to_dict() for e in calendar.coming(state.day, state.hour, state.last_day)],
        },
        "pieces": _pieces(state),
        "plans": [
            {
                "piece": p,
                "from": _name(path[0]),
                "to": _name(end),
                "path": [BOARD.name(s) for s in path],
            }
            for p, end, path in state.plans
        ],
        "shots": [{"archer": a, "target": BOARD.name(sq), "piece": t} for a, sq, t in state.shots],
        "attacks": [
            {
                "kind": f.kind,
                "attacker": PIECES[f.attackers[0]].side,
                GREEK: list(f.attackers if PIECES[f.attackers[0]].side == GREEK else f.defenders),
                TROJAN: list(f.defenders if PIECES[f.attackers[0]].side == GREEK else f.attackers),
            }
            for f in fights
        ],
        "losses": {
            "total": {GREEK: state.lost_total[0], TROJAN: state.lost_total[1]},
            "today": {GREEK: state.lost_today[0], TROJAN: state.lost_today[1]},
        },
        "night": _night(state),
        "last_results": [dict(r) for r in state.results],
        "results_when": None
        if when is None
        else {"day": when[0], "hour": when[1], "side": when[2]},
        "outcome": outcome,
        "winner": state.winner,
    }


def seat_view(state: State, seat: int) -> dict[str, Any]:
    view = public_view(state)
    view["seat"] = seat
    view["side"] = side_of_seat(seat)
    view["command"] = flow.command(state.seats, seat)
    held = flow.commands(state, seat)
    view["hand"] = held
    # Words for the seat's messages (the shared DM names hand items through a catalogue).
    view["catalogue"] = {pid: {"name": _held(state, pid)} for pid in held}
    return view


def _held(state: State, pid: str) -> str:
    """ "Ajax (8) at E4", "Paris (4) at W6, wounded": a commanded piece for the seat's message."""
    square = state.squares[INDEX[pid]]
    status = state.status[INDEX[pid]]
    text = f"{words.label(pid)} at {_name(square)}"
    return text if status == "well" else f"{text}, {status}"


def describe_in(state: State, action: str) -> str:
    """``describe`` with what the state adds: whom a planned move would attack, e.g.
    "Move Ajax (8) to I7: attacks Hector (duel)" (at most 100 characters)."""
    parts = action.split(":")
    if parts[0] != "move" or state.phase != MOVE:
        return words.describe(action)
    from engine.siege.planning import piece_reach

    square = BOARD.parse(parts[2])
    found = piece_reach(state, parts[1]).get(square) if square is not None else None
    if found is None or not found.engages:
        return words.describe(action)
    return words.attack_words(action, found.engages)[:100]
