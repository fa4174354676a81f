"""Words for players: the stage of the game and each action code, each under 100 characters."""

from __future__ import annotations

from engine.core.english import N_
from engine.core.said import say, term
from engine.core.seats import seat_label
from engine.heroes.cards import FACTION_NAMES, TRAIT_NAMES, name
from engine.heroes.state import DISCARD, OVER, State

# Verb phrases, as ILIOS's stages: the layers above say who ("It's your turn to …").
_ASK = {
    "king_target": N_("choose whose two random cards to see (King)"),
    "king_choose": N_("play or steal one of the cards seen, or pass (King)"),
    "extra_play": N_("play another card"),
    "strong_give": N_("give a card to another player (Strong)"),
    "sneaky_target": N_("choose whom to steal a point from (Sneaky)"),
    "warrior_target": N_("choose who loses two points (Battle Expert)"),
    "tough_target": N_("choose who draws two cards (Tough)"),
    "tough_bottom": N_("put two cards at the bottom of the draw pile (Tough)"),
    "charm_target": N_("choose whose hand to see (Charismatic)"),
    "charm_take": N_("choose the card to take (Charismatic)"),
    "pious_draw": N_("choose a player to draw a card (Pious)"),
    "pious_see": N_("choose whose hand to see (Pious)"),
}


def stage(state: State) -> str:
    """What is awaited, as a said verb phrase without the player (who is in ``to_act``)."""
    if state.phase == DISCARD:
        return say("discard three cards face down (round {round})", round=state.round)
    if state.phase == OVER:
        return say("game over")
    p = state.pending
    if p is None:
        return say("play a character and use one of its traits (round {round})", round=state.round)
    if p.kind == "extra_play":
        return say("play another card ({trait})", trait=term(TRAIT_NAMES[p.trait]))
    return say(_ASK[p.kind])


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
        if len(parts) == 2:
            return f"Put {name(parts[1])} at the bottom (Tough)"
        return f"Put {name(parts[1])} at the bottom, then {name(parts[2])} under it (Tough)"
    if verb == "charm":
        if parts[1] == "take":
            return f"Take {name(parts[2])} (Charismatic)"
        return f"Look at {seat_label(int(parts[1]))}'s hand (Charismatic)"
    if parts[1] == "draw":
        return f"{seat_label(int(parts[2]))} draws a card (Pious)"
    return f"Look at {seat_label(int(parts[2]))}'s hand (Pious)"
