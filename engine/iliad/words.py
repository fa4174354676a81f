"""Words for players: the stage of the game and each action code (under 100 characters).

A label names the card of a code (only its actor sees its own labels); public events never name
a card laid face down on a Horse (``turns.place``).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from engine.core.english import N_
from engine.core.labelled import words_of
from engine.core.said import Term, say, term
from engine.core.seats import seat_label
from engine.iliad import army, cards
from engine.iliad.codes import Action, parse
from engine.iliad.state import AWARD, DISCARD, DUEL, GORGON, OVER, REVEAL, THANATOS, Item, State


def stages(state: State) -> tuple[str, str]:
    """What is awaited, as a said verb phrase without the player (who is in ``to_act``); and
    the same as the turn line above the table says it, one short line on a phone: without the
    siege's rule for passing, which the picture and the hand's message still say."""
    brief, rule = _stage(state)
    return (say("{stage} ({rule})", stage=brief, rule=rule) if rule else brief), brief


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
    if item_id == "hand-chariot":
        return say("a Chariot from your hand")
    return army.tag(item_id)


def _card(card: str) -> Term:
    return term(cards.name(card))


def describe(code: str) -> str:
    """A move's said words from its code alone."""
    return _described(parse(code))


def _described(action: Action) -> str:
    verb = action.verb
    if verb == "pass":
        return say("Pass")
    if verb == "attack":
        return say(
            "Attack {target} with {weapon}",
            target=army.tag(action.onto or ""),
            weapon=_item(action.card),
        )
    name = _card(action.card)
    if verb == "play":
        if action.onto is None:
            return say("Place {card}", card=name)
        return say("Place {card} on {target}", card=name, target=army.tag(action.onto))
    if verb == "place":
        if action.onto is None:
            return say("Place the revealed {card} alone", card=name)
        return say("Place the revealed {card} on {target}", card=name, target=army.tag(action.onto))
    if verb == "victory":
        return say("Take the Victory card {card}", card=name)
    return say("Discard {card}", card=name)


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
    if item.kind == "phalanx" and len(item.cards) == 1:
        kind: Any = _card(item.cards[0])
    else:
        kind = say("phalanx") if item.kind == "phalanx" else _card(item.kind)
    tag = army.tag(item_id)
    if owner == table.seat:
        return say("your {kind} {tag}", kind=kind, tag=tag)
    return say("{who}'s {kind} {tag}", who=seat_label(owner), kind=kind, tag=tag)


def label_in(table: Table, action: Action) -> str:
    verb = action.verb
    if verb == "pass":
        return _pass_words(table)
    if verb == "attack":
        return _attack_words(table, action)
    if verb in ("play", "place") and action.onto is not None:
        return _onto_words(table, action)
    return _described(action)


def _pass_words(table: Table) -> str:
    if table.kind == THANATOS and table.next_hero is not None:
        hero = table.next_hero
        return say(
            "Pass and take the Hero {hero} ({value})", hero=_card(hero), value=cards.value(hero)
        )
    if table.kind == GORGON:
        return say("Pass: your army ({value}) is discarded", value=table.own_value)
    if table.kind == DUEL and table.last_pass is not None and table.last_pass != table.seat:
        return say("Pass: the siege ends (two passes in a row)")
    return say("Pass")


def _attack_words(table: Table, action: Action) -> str:
    weapon = action.card
    mine = table.items.get(weapon)
    rider = mine is not None and mine[1].kind == "elephant"
    if weapon == "hand-chariot":
        words = say("a Chariot from your hand")
    elif rider:
        words = say("the Archers on your Elephant {tag}", tag=army.tag(weapon))
    else:
        words = _item_words(table, weapon)
    found = table.items.get(action.onto or "")
    if found is None:
        return say(
            "Attack {target} with {weapon}", target=army.tag(action.onto or ""), weapon=words
        )
    owner, target = found
    card = target.kind
    message = N_("Attack {who}'s {card} {tag} with {weapon}")
    if target.kind == "phalanx":
        card = target.cards[0] if rider else target.cards[-1]
        if len(target.cards) > 1:
            message = N_("Attack {who}'s {card} of phalanx {tag} with {weapon}")
    return say(
        message,
        who=seat_label(owner),
        card=_card(card),
        tag=army.tag(target.id),
        weapon=words,
    )


def _onto_words(table: Table, action: Action) -> str:
    found = table.items.get(action.onto or "")
    name = _card(action.card)
    revealed = action.verb == "place"
    if found is None:
        return _described(action)
    item = found[1]
    tag = army.tag(item.id)
    if item.kind == "horse":
        return say("Put {card} face down on your Trojan Horse {tag}", card=name, tag=tag)
    before = army.item_value(item)
    after = army.item_value(replace(item, cards=item.cards + (action.card,)))
    if item.kind == "phalanx":
        message = (
            N_("Put the revealed {card} on your phalanx {tag} (worth {before} → {after})")
            if revealed
            else N_("Put {card} on your phalanx {tag} (worth {before} → {after})")
        )
    else:
        message = (
            N_("Put the revealed {card} on your Elephant {tag} (worth {before} → {after})")
            if revealed
            else N_("Put {card} on your Elephant {tag} (worth {before} → {after})")
        )
    return say(message, card=name, tag=tag, before=before, after=after)
