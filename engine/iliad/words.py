"""Words for players: the stage of the game and each action code (under 100 characters).

A label names the card of a code (only its actor sees its own labels); public events never name
a card laid face down on a Horse (``turns.place``).
"""

from __future__ import annotations

from dataclasses import replace

from engine.core.seats import seat_label
from engine.iliad import army, cards
from engine.iliad.codes import Action, parse
from engine.iliad.state import AWARD, DISCARD, DUEL, GORGON, OVER, REVEAL, THANATOS, State


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
        return "place a card, attack or pass (tie-break Gorgon siege: passing discards your army)"
    if state.kind == GORGON:
        return "place a card, attack or pass (Gorgon siege: passing discards your army)"
    if state.kind == DUEL:
        return "place a card, attack or pass (two passes in a row end the siege)"
    return "place a card, attack or pass (Thanatos siege: passing takes the best Hero left)"


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


class Code(str):
    """A legal code that knows its position, so its label can say more than the code: what an
    item is, what a phalanx becomes, which Hero a pass takes. Equal to the plain code."""

    state: State
    seat: int

    def __new__(cls, code: str, state: State, seat: int) -> Code:
        made = super().__new__(cls, code)
        made.state = state
        made.seat = seat
        return made

    def __reduce__(self) -> tuple[type[str], tuple[str]]:
        """Copied or pickled, a code is the plain string (its position stays behind)."""
        return str, (str(self),)


def label(code: str) -> str:
    """The richest words for ``code``: from its position when it has one."""
    if isinstance(code, Code):
        return label_in(code.state, code.seat, parse(code))
    return describe(code)


def _item_words(state: State, item_id: str, own: bool) -> str:
    found = army.find(state, item_id)
    if found is None:
        return item_id
    item = state.armies[found[0]][found[1]]
    whose = "your" if own else f"{seat_label(found[0])}'s"
    if item.kind == "phalanx" and len(item.cards) == 1:
        return f"{whose} {cards.name(item.cards[0])} {item_id}"
    kind = "phalanx" if item.kind == "phalanx" else cards.name(item.kind)
    return f"{whose} {kind} {item_id}"


def label_in(state: State, seat: int, action: Action) -> str:
    verb = action.verb
    if verb == "pass":
        return _pass_words(state, seat)
    if verb == "attack":
        return _attack_words(state, seat, action)
    if verb in ("play", "place") and action.onto is not None:
        return _onto_words(state, seat, action)
    return describe(f"{verb}:{action.card}")


def _pass_words(state: State, seat: int) -> str:
    if state.kind == THANATOS and state.heroes_left:
        hero = state.heroes_left[0]
        return f"Pass and take the Hero {cards.name(hero)} ({cards.value(hero)})"
    if state.kind == GORGON:
        return f"Pass: your army ({army.army_value(state, seat)}) is discarded"
    if state.kind == DUEL and state.last_pass is not None and state.last_pass != seat:
        return "Pass: the siege ends (two passes in a row)"
    return "Pass"


def _attack_words(state: State, seat: int, action: Action) -> str:
    found = army.find(state, action.onto or "")
    weapon = action.card
    if weapon == "hand-chariot":
        words = "a Chariot from your hand"
    else:
        words = _item_words(state, weapon, own=True)
        mine = army.find(state, weapon)
        if mine is not None and state.armies[seat][mine[1]].kind == "elephant":
            words = f"the Archers on your Elephant {weapon}"
    if found is None:
        return f"Attack {action.onto} with {words}"
    target = state.armies[found[0]][found[1]]
    who = seat_label(found[0])
    if target.kind == "phalanx":
        first = words.startswith("the Archers on")
        hit = target.cards[0] if first else target.cards[-1]
        where = f" of phalanx {target.id}" if len(target.cards) > 1 else f" {target.id}"
        return f"Attack {who}'s {cards.name(hit)}{where} with {words}"
    return f"Attack {who}'s {cards.name(target.kind)} {target.id} with {words}"


def _onto_words(state: State, seat: int, action: Action) -> str:
    found = army.find(state, action.onto or "")
    name = cards.name(action.card)
    revealed = "the revealed " if action.verb == "place" else ""
    if found is None:
        return f"Place {revealed}{name} on {action.onto}"
    item = state.armies[found[0]][found[1]]
    if item.kind == "horse":
        return f"Put {name} face down on your Trojan Horse {item.id}"
    before = army.item_value(item)
    after = army.item_value(replace(item, cards=item.cards + (action.card,)))
    where = "phalanx" if item.kind == "phalanx" else "Elephant"
    return f"Put {revealed}{name} on your {where} {item.id} (worth {before} → {after})"
