"""Words for players: the stage of the game and each action code (under 100 characters).

A label names the card of a code (only its actor sees its own labels); public events never name
a card laid face down on a Horse (``turns.place``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine.core.labelled import words_of
from engine.core.said import say
from engine.core.seats import seat_label
from engine.iliad import army, cards
from engine.iliad.codes import Action, parse
from engine.iliad.state import AWARD, DISCARD, DUEL, GORGON, OVER, REVEAL, THANATOS, Item, State


def stage(state: State) -> str:
    """What is awaited, as a said verb phrase without the player (who is in ``to_act``)."""
    brief, rule = _stage(state)
    return say("{stage} ({rule})", stage=brief, rule=rule) if rule else brief


def stage_brief(state: State) -> str:
    """The stage as the turn line above the table says it, one short line on a phone: without
    the siege's rule for passing, which the picture and the hand's message still say."""
    return _stage(state)[0]


def _stage(state: State) -> tuple[str, str]:
    """What is awaited and the siege's rule for passing ("" when none), each a said line."""
    if state.phase == OVER:
        return say("game over"), ""
    if state.phase == DISCARD:
        return say("discard down to the hand limit"), ""
    if state.phase == REVEAL:
        return say("place the cards revealed from your Trojan Horse"), ""
    if state.phase == AWARD:
        return say("pick a Victory card"), ""
    siege = say("place a card, attack or pass")
    if state.tiebreak:
        return siege, say("tie-break Gorgon siege: passing discards your army")
    if state.kind == GORGON:
        return siege, say("Gorgon siege: passing discards your army")
    if state.kind == DUEL:
        return siege, say("two passes in a row end the siege")
    return siege, say("Thanatos siege: passing takes the best Hero left")


def _item(item_id: str) -> str:
    return "a Chariot from your hand" if item_id == "hand-chariot" else army.tag(item_id)


def describe(code: str) -> str:
    action = parse(code)
    verb = action.verb
    if verb == "pass":
        return "Pass"
    if verb == "attack":
        return f"Attack {army.tag(action.onto or '')} with {_item(action.card)}"
    name = cards.name(action.card)
    if verb == "play":
        return f"Place {name}" + ("" if action.onto is None else f" on {army.tag(action.onto)}")
    if verb == "place":
        return f"Place the revealed {name}" + (
            " alone" if action.onto is None else f" on {army.tag(action.onto)}"
        )
    if verb == "victory":
        return f"Take the Victory card {name}"
    return f"Discard {name}"


@dataclass(frozen=True)
class Table:
    """What a move's label may tell: the table as everyone sees it (face-down Horse cards left
    out) and the actor's seat. Built once per legal list; it holds no State, so nothing hidden
    can be reached through a legal code."""

    seat: int
    kind: str
    items: dict[str, tuple[int, Item]]  # item id -> (owner, the item without hidden cards)
    next_hero: str | None
    own_value: int
    last_pass: int | None

    def words_for(self, code: str) -> str:
        """A listed code's label (``engine.core.labelled.Wording``)."""
        return label_in(self, parse(code))


def table_of(state: State, seat: int) -> Table:
    items: dict[str, tuple[int, Item]] = {}
    for owner, seat_army in enumerate(state.armies):
        for item in seat_army:
            items[item.id] = (owner, replace(item, hidden=()) if item.hidden else item)
    return Table(
        seat=seat,
        kind=state.kind,
        items=items,
        next_hero=state.heroes_left[0] if state.heroes_left else None,
        own_value=army.army_value(state, seat),
        last_pass=state.last_pass,
    )


def label(code: str) -> str:
    """The richest words for ``code``: from its table when it has one."""
    said = words_of(code)
    return said if said is not None else describe(code)


def _item_words(table: Table, item_id: str) -> str:
    found = table.items.get(item_id)
    if found is None:
        return army.tag(item_id)
    owner, item = found
    whose = "your" if owner == table.seat else f"{seat_label(owner)}'s"
    if item.kind == "phalanx" and len(item.cards) == 1:
        return f"{whose} {cards.name(item.cards[0])} {army.tag(item_id)}"
    kind = "phalanx" if item.kind == "phalanx" else cards.name(item.kind)
    return f"{whose} {kind} {army.tag(item_id)}"


def label_in(table: Table, action: Action) -> str:
    verb = action.verb
    if verb == "pass":
        return _pass_words(table)
    if verb == "attack":
        return _attack_words(table, action)
    if verb in ("play", "place") and action.onto is not None:
        return _onto_words(table, action)
    return describe(f"{verb}:{action.card}")


def _pass_words(table: Table) -> str:
    if table.kind == THANATOS and table.next_hero is not None:
        hero = table.next_hero
        return f"Pass and take the Hero {cards.name(hero)} ({cards.value(hero)})"
    if table.kind == GORGON:
        return f"Pass: your army ({table.own_value}) is discarded"
    if table.kind == DUEL and table.last_pass is not None and table.last_pass != table.seat:
        return "Pass: the siege ends (two passes in a row)"
    return "Pass"


def _attack_words(table: Table, action: Action) -> str:
    weapon = action.card
    mine = table.items.get(weapon)
    rider = mine is not None and mine[1].kind == "elephant"
    if weapon == "hand-chariot":
        words = "a Chariot from your hand"
    elif rider:
        words = f"the Archers on your Elephant {army.tag(weapon)}"
    else:
        words = _item_words(table, weapon)
    found = table.items.get(action.onto or "")
    if found is None:
        return f"Attack {army.tag(action.onto or '')} with {words}"
    owner, target = found
    who = seat_label(owner)
    if target.kind == "phalanx":
        hit = target.cards[0] if rider else target.cards[-1]
        where = (
            f" of phalanx {army.tag(target.id)}"
            if len(target.cards) > 1
            else f" {army.tag(target.id)}"
        )
        return f"Attack {who}'s {cards.name(hit)}{where} with {words}"
    return f"Attack {who}'s {cards.name(target.kind)} {army.tag(target.id)} with {words}"


def _onto_words(table: Table, action: Action) -> str:
    found = table.items.get(action.onto or "")
    name = cards.name(action.card)
    revealed = "the revealed " if action.verb == "place" else ""
    if found is None:
        return f"Place {revealed}{name} on {army.tag(action.onto or '')}"
    item = found[1]
    if item.kind == "horse":
        return f"Put {name} face down on your Trojan Horse {army.tag(item.id)}"
    before = army.item_value(item)
    after = army.item_value(replace(item, cards=item.cards + (action.card,)))
    where = "phalanx" if item.kind == "phalanx" else "Elephant"
    return f"Put {revealed}{name} on your {where} {army.tag(item.id)} (worth {before} → {after})"
