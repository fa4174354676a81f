"""Siege in words: names of pieces, squares and sides, and what an action code says."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from engine.core.said import listed, say, term
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


@lru_cache(maxsize=128)
def label_said(pid: str) -> str:
    """``label`` as a said line: the name a glossary term, "archer" translated."""
    piece = PIECES[pid]
    if piece.archer:
        return say("{name} (archer)", name=name_said(pid))
    return say("{name} ({value})", name=name_said(pid), value=piece.value)


def attack_words(code: str, engages: tuple[str, ...]) -> str:
    """ "Move Ajax (8) to F4: attacks Hector (duel)"; a hero meeting a hero duels."""
    pid = code.split(":")[1]
    hero = PIECES[pid].hero
    named = [
        say("{name} (duel)", name=name_said(e)) if hero and PIECES[e].hero else name_said(e)
        for e in engages
    ]
    return say("{move}: attacks {targets}", move=describe(code), targets=listed(named, ", "))


@dataclass
class PlanningWords:
    """The words of a planning legal list, worked out only for the codes someone reads (a menu,
    an autocomplete): a bot planning a whole move lists hundreds and reads none. It holds the
    attacks and the shots' targets the list already showed, nothing else of the position."""

    engages: dict[str, tuple[str, ...]] = field(default_factory=dict)
    targets: dict[str, str] = field(default_factory=dict)

    def words_for(self, code: str) -> str:
        target = self.targets.get(code)
        if target is not None:
            return say("{shot} ({target})", shot=describe(code), target=label_said(target))
        return attack_words(code, self.engages[code])


def describe(action: str) -> str:
    """Said words for a code, for autocomplete and the log (no state needed)."""
    parts = action.split(":")
    verb = parts[0]
    if verb == "ready":
        return say("Set-up done: ready for the day")
    if verb == "end":
        return say("End the move: roll the shots, battles and duels")
    if verb == "swap":
        return say("Set-up: put {piece} on {square}", piece=label_said(parts[1]), square=parts[2])
    if verb == "move":
        return say("Move {piece} to {square}", piece=label_said(parts[1]), square=parts[2])
    if verb == "shoot":
        return say("{piece} shoots at {square}", piece=label_said(parts[1]), square=parts[2])
    if verb == "unplan":
        return say("Take back {piece}'s plan", piece=label_said(parts[1]))
    if verb == "recover" and parts[1] == "done":
        return say("Stop recovering for tonight")
    if verb == "recover":
        return say("Recover {piece} tonight", piece=label_said(parts[1]))
    return action
