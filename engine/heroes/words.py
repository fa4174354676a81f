"""Words for players: the stage of the game and each action code, each under 100 characters."""

from __future__ import annotations

from engine.core.seats import seat_label
from engine.heroes.cards import FACTION_NAMES, TRAIT_NAMES, name
from engine.heroes.state import DISCARD, OVER, State

_ASK = {
    "king_target": "chooses whose two cards to see (King)",
    "king_choose": "plays or steals one of the two cards seen, or passes (King)",
    "strong_give": "gives a card to another player (Strong)",
    "sneaky_target": "chooses whom to steal a point from (Sneaky)",
    "warrior_target": "chooses who loses two points (Battle Expert)",
    "tough_target": "chooses who draws two cards (Tough)",
    "tough_bottom": "puts two cards at the bottom of the draw pile (Tough)",
    "charm_target": "chooses whose hand to see (Charismatic)",
    "charm_take": "chooses the card to take (Charismatic)",
    "pious_draw": "chooses a player to draw a card (Pious)",
    "pious_see": "chooses whose hand to see (Pious)",
}


def stage(state: State) -> str:
    if state.phase == DISCARD:
        return f"Round {state.round}: everyone discards three cards face down"
    if state.phase == OVER:
        return "Game over"
    p = state.pending
    if p is None:
        return f"Round {state.round}: {seat_label(state.turn or 0)} plays a character"
    if p.kind == "extra_play":
        return f"{seat_label(p.seat)} plays another card ({TRAIT_NAMES[p.trait]})"
    return f"{seat_label(p.seat)} {_ASK[p.kind]}"


def describe(code: str) -> str:
    parts = code.split(":")
    verb = parts[0]
    if verb == "discard":
        return "Discard " + ", ".join(name(c) for c in parts[1:]) + " face down"
    if verb == "play":
        return f"Play {name(parts[1])} and use {TRAIT_NAMES[parts[2]]}"
    if verb == "extra":
        return f"Play {name(parts[1])} as the extra card"
    if verb == "king":
        if parts[1] == "pass":
            return "Neither play nor steal (King)"
        if parts[1] == "play":
            return f"Play {name(parts[2])} from their hand (King)"
        if parts[1] == "take":
            return f"Steal {name(parts[2])} (King)"
        return f"Look at two random cards of {seat_label(int(parts[1]))} (King)"
    if verb == "give":
        return f"Give {name(parts[2])} to {seat_label(int(parts[1]))} (Strong)"
    if verb == "sneaky":
        return f"Steal a point from the {FACTION_NAMES[parts[1]]} (Sneaky)"
    if verb == "warrior":
        return f"The {FACTION_NAMES[parts[1]]} lose two points (Battle Expert)"
    if verb == "tough":
        return f"{seat_label(int(parts[1]))} draws two cards (Tough)"
    if verb == "bottom":
        return "Put " + " and ".join(name(c) for c in parts[1:]) + " at the bottom (Tough)"
    if verb == "charm":
        if parts[1] == "take":
            return f"Take {name(parts[2])} (Charismatic)"
        return f"Look at {seat_label(int(parts[1]))}'s hand (Charismatic)"
    if parts[1] == "draw":
        return f"{seat_label(int(parts[2]))} draws a card (Pious)"
    return f"Look at {seat_label(int(parts[2]))}'s hand (Pious)"
