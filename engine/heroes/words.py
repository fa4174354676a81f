"""Words for players: the stage of the game and each action code, each under 100 characters."""

from __future__ import annotations

from engine.core.english import N_
from engine.core.said import listed, say, term
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
    """A move's said words (a card, a trait and a faction are glossary terms)."""
    parts = code.split(":")
    verb = parts[0]
    if verb == "discard":
        cards = listed([term(name(c)) for c in parts[1:]])
        return say("Discard {cards} face down", cards=cards)
    if verb == "play":
        return say(
            "Play {card} and use {trait}",
            card=term(name(parts[1])),
            trait=term(TRAIT_NAMES[parts[2]]),
        )
    if verb == "extra":
        return say("Play {card} as the extra card", card=term(name(parts[1])))
    if verb == "king":
        if parts[1] == "pass":
            return say("Neither play nor steal (King)")
        if parts[1] == "play":
            return say("Play {card} from their hand (King)", card=term(name(parts[2])))
        if parts[1] == "take":
            return say("Steal {card} (King)", card=term(name(parts[2])))
        return say("Look at two random cards of {who} (King)", who=seat_label(int(parts[1])))
    if verb == "give":
        return say(
            "Give {card} to {who} (Strong)",
            card=term(name(parts[2])),
            who=seat_label(int(parts[1])),
        )
    if verb == "sneaky":
        return say(
            "Steal a point from the {faction} (Sneaky)", faction=term(FACTION_NAMES[parts[1]])
        )
    if verb == "warrior":
        return say(
            "The {faction} lose two points (Battle Expert)", faction=term(FACTION_NAMES[parts[1]])
        )
    if verb == "tough":
        return say("{who} draws two cards (Tough)", who=seat_label(int(parts[1])))
    if verb == "bottom":
        if len(parts) == 2:
            return say("Put {card} at the bottom (Tough)", card=term(name(parts[1])))
        return say(
            "Put {card} at the bottom, then {other} under it (Tough)",
            card=term(name(parts[1])),
            other=term(name(parts[2])),
        )
    if verb == "charm":
        if parts[1] == "take":
            return say("Take {card} (Charismatic)", card=term(name(parts[2])))
        return say("Look at {who}'s hand (Charismatic)", who=seat_label(int(parts[1])))
    if parts[1] == "draw":
        return say("{who} draws a card (Pious)", who=seat_label(int(parts[2])))
    return say("Look at {who}'s hand (Pious)", who=seat_label(int(parts[2])))
