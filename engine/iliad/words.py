"""Words for players: the stage of the game and each action code (under 100 characters).

A label names the card of a code (only its actor sees its own labels); public events never name
a card laid face down on a Horse (``turns.place``).
"""

from __future__ import annotations

from engine.iliad import cards
from engine.iliad.codes import parse
from engine.iliad.state import AWARD, DISCARD, DUEL, GORGON, OVER, REVEAL, State


def stage(state: State) -> str:
    """What is awaited, as a verb phrase without the player (who is in ``to_act``)."""
    if state.phase == OVER:
        return "game over"
    if state.phase == DISCARD:
        return "discard down to the hand limit"
    if state.phase == REVEAL:
        return "place the cards revealed from your Trojan Horse"
    if state.phase == AWARD:
        return "pick a Victory card"
    if state.tiebreak:
        return "tie-break Gorgon siege: place a card, attack or pass (passing discards your army)"
    if state.kind == GORGON:
        return "Gorgon siege: place a card, attack or pass (passing discards your army)"
    if state.kind == DUEL:
        return "place a card, attack or pass (two passes in a row end the siege)"
    return "Thanatos siege: place a card, attack or pass (passing takes the best Hero left)"


def _item(item_id: str) -> str:
    return "a Chariot from your hand" if item_id == "hand-chariot" else item_id


def describe(code: str) -> str:
    action = parse(code)
    verb = action.verb
    if verb == "pass":
        return "Pass"
    if verb == "attack":
        return f"Attack {action.onto} with {_item(action.card)}"
    name = cards.name(action.card)
    if verb == "play":
        return f"Place {name}" + ("" if action.onto is None else f" on {action.onto}")
    if verb == "place":
        return f"Place the revealed {name}" + (
            " alone" if action.onto is None else f" on {action.onto}"
        )
    if verb == "victory":
        return f"Take the Victory card {name}"
    return f"Discard {name}"
