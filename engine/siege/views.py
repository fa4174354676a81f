"""The public view of docs/dev/siege-view.md: the whole map, the plans, the calendar, the losses
and the last results. Nothing is hidden in Siege but the seed, which never appears."""

from __future__ import annotations

from engine.core.said import say
from engine.siege import calendar, flow, night, victory, words
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, PIECES, TROJAN, Side
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
from engine.siege.view_types import (
    AttackView,
    NightSide,
    NightView,
    OutcomeView,
    PieceView,
    PublicView,
    SeatView,
)


def _name(sq: int | None) -> str | None:
    return None if sq is None else BOARD.name(sq)


def stage(state: State) -> str:
    """What is awaited, as a said verb phrase ("It's your turn to …")."""
    if state.phase == SETUP:
        return say("swap your pieces on your start squares, then choose Ready")
    if state.phase == MOVE:
        return say(
            "plan the {side}' moves and shots, then end the move",
            side=words.side_title_said(state.moving),
        )
    if state.phase == NIGHT:
        return say("choose who comes back tonight")
    return say("the siege is over")


def _pieces(state: State) -> list[PieceView]:
    out: list[PieceView] = []
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


def _night_side(state: State, side: Side) -> NightSide:
    return {
        "allowance": night.allowance(state.lost_today[0 if side == GREEK else 1]),
        "chosen": [p for p in state.recovered if PIECES[p].side == side],
        "left": night.points_left(state, side),
        "choices": night.choices(state, side),
        "done": night.chooser(state, side) not in night.waiting(state),
    }


def _night(state: State) -> NightView | None:
    if state.phase != NIGHT:
        return None
    return {"greek": _night_side(state, GREEK), "trojan": _night_side(state, TROJAN)}


def _outcome(state: State) -> OutcomeView | None:
    """``Outcome.to_dict`` of the game's end, typed (a Siege outcome always has team totals)."""
    found = victory.outcome_of(state) if state.phase == OVER else None
    if found is None:
        return None
    return {
        "winners": sorted(found.winners),
        "scores": list(found.scores),
        "summary": found.summary,
        "team_scores": list(found.team_scores),
    }


def _attacks(state: State) -> list[AttackView]:
    """The fights the plans set up (only while a side plans its move)."""
    out: list[AttackView] = []
    for f in fights_now(state) if state.phase == MOVE else []:
        attacker = PIECES[f.attackers[0]].side
        greek, trojan = (
            (f.attackers, f.defenders) if attacker == GREEK else (f.defenders, f.attackers)
        )
        out.append(
            {"kind": f.kind, "attacker": attacker, "greek": list(greek), "trojan": list(trojan)}
        )
    return out


def public_view(state: State) -> PublicView:
    moving = state.moving if state.phase == MOVE else None
    when = state.results_when
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
                "from": BOARD.name(path[0]),
                "to": BOARD.name(end),
                "path": [BOARD.name(s) for s in path],
            }
            for p, end, path in state.plans
        ],
        "shots": [{"archer": a, "target": BOARD.name(sq), "piece": t} for a, sq, t in state.shots],
        "attacks": _attacks(state),
        "losses": {
            "total": {"greek": state.lost_total[0], "trojan": state.lost_total[1]},
            "today": {"greek": state.lost_today[0], "trojan": state.lost_today[1]},
        },
        "night": _night(state),
        "last_results": [r.copy() for r in state.results],
        "results_when": None
        if when is None
        else {"day": when[0], "hour": when[1], "side": when[2]},
        "outcome": _outcome(state),
        "winner": state.winner,
    }


def seat_view(state: State, seat: int) -> SeatView:
    held = flow.commands(state, seat)
    return {
        **public_view(state),
        "seat": seat,
        "side": side_of_seat(seat),
        "command": flow.command(state.seats, seat),
        "hand": held,
        # Words for the seat's messages (the shared DM names hand items through a catalogue).
        "catalogue": {pid: {"name": _held(state, pid)} for pid in held},
    }


def _held(state: State, pid: str) -> str:
    """ "Ajax (8) at E4", "Paris (4) at W6, wounded": a commanded piece for the seat's message."""
    square = state.squares[INDEX[pid]]
    status = state.status[INDEX[pid]]
    text = f"{words.label(pid)} at {_name(square)}"
    return text if status == "well" else f"{text}, {status}"


def describe_in(state: State, action: str) -> str:
    """``describe`` with what the state adds: whom a planned move would attack, e.g.
    "Move Ajax (8) to I7: attacks Hector (duel)" (said: fitted once spoken)."""
    parts = action.split(":")
    if parts[0] != "move" or state.phase != MOVE:
        return words.describe(action)
    from engine.siege.planning import piece_reach

    square = BOARD.parse(parts[2])
    found = piece_reach(state, parts[1]).get(square) if square is not None else None
    if found is None or not found.engages:
        return words.describe(action)
    return words.attack_words(action, found.engages)
