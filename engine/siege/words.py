"""Siege in words: names of pieces, squares and sides, and what an action code says."""

from __future__ import annotations

from typing import Any

from engine.core.said import say, term
from engine.siege.board import BOARD
from engine.siege.pieces import GREEK, PIECES


def name(pid: str) -> str:
    return PIECES[pid].name


def name_said(pid: str) -> Any:
    """A piece's name as a said value: a glossary term, a numbered soldier "Myrmidons 2" as
    its people's term and its number."""
    full = PIECES[pid].name
    people, _, number = full.rpartition(" ")
    if people and number.isdigit():
        return say("{people} {number}", people=term(people), number=int(number))
    return term(full)


def side_said(side: str | None) -> str:
    """ "the Greeks" as a said value."""
    return say("the Greeks") if side == GREEK else say("the Trojans")


def side_title_said(side: str | None) -> str:
    """ "Greeks" as a said value (the game marks its sides' names)."""
    return say("Greeks") if side == GREEK else say("Trojans")


def square(sq: int) -> str:
    return BOARD.name(sq)


def side_name(side: str | None) -> str:
    """ "greek" -> "the Greeks"."""
    return "the Greeks" if side == GREEK else "the Trojans"


def side_title(side: str | None) -> str:
    return "Greeks" if side == GREEK else "Trojans"


def label(pid: str) -> str:
    """ "Ajax (8)", "Teucer (archer)": a name with what it fights with."""
    piece = PIECES[pid]
    return f"{piece.name} ({'archer' if piece.archer else piece.value})"


def attack_words(code: str, engages: tuple[str, ...]) -> str:
    """ "Move Ajax (8) to F4: attacks Hector (duel)"; a hero meeting a hero duels."""
    pid = code.split(":")[1]
    hero = PIECES[pid].hero
    named = [name(e) + (" (duel)" if hero and PIECES[e].hero else "") for e in engages]
    return f"{describe(code)}: attacks {', '.join(named)}"


def describe(action: str) -> str:
    """Words for a code, for autocomplete and the log (no state needed)."""
    parts = action.split(":")
    verb = parts[0]
    if verb == "ready":
        return "Set-up done: ready for the day"
    if verb == "end":
        return "End the move: roll the shots, battles and duels"
    if verb == "swap":
        return f"Set-up: put {label(parts[1])} on {parts[2]}"
    if verb == "move":
        return f"Move {label(parts[1])} to {parts[2]}"
    if verb == "shoot":
        return f"{label(parts[1])} shoots at {parts[2]}"
    if verb == "unplan":
        return f"Take back {label(parts[1])}'s plan"
    if verb == "recover" and parts[1] == "done":
        return "Stop recovering for tonight"
    if verb == "recover":
        return f"Recover {label(parts[1])} tonight"
    return action
