"""Action codes (``docs/dev/iliad-view.md``): their fields both ways (``read``, ``write``: what
the layers above use instead of splitting a code), reading a typed one (``parse``) and saying
why one is refused."""

from __future__ import annotations

from dataclasses import dataclass

from engine.core.errors import IllegalAction, InvalidAction
from engine.core.said import say, term
from engine.iliad import army, attacks, cards
from engine.iliad.state import DISCARD, GORGON, SIEGE, State

VERBS = ("play", "attack", "pass", "place", "victory", "discard")


@dataclass(frozen=True)
class Action:
    """``card``: the card played, placed, picked or discarded, or the attacking weapon;
    ``onto``: the item it goes on, or the attack's target."""

    verb: str
    card: str = ""
    onto: str | None = None

    @property
    def code(self) -> str:
        return write(self)


def write(action: Action) -> str:
    """The code of an action's fields."""
    if action.verb == "attack":
        return f"attack:with:{action.card}:at:{action.onto}"
    if action.verb == "pass":
        return "pass"
    return f"{action.verb}:{action.card}" + (f":onto:{action.onto}" if action.onto else "")


def read(code: str) -> Action:
    """A listed code's fields as written, checked against nothing (``parse`` checks them)."""
    parts = code.split(":")
    if parts[0] == "attack" and len(parts) == 5:
        return Action("attack", parts[2], parts[4])
    onto = parts[3] if len(parts) == 4 else None
    return Action(parts[0], parts[1] if len(parts) > 1 else "", onto)


def attack_code(attack: attacks.Attack) -> str:
    return write(Action("attack", attack.weapon, attack.target))


def parse(code: str) -> Action:
    """The action a code names, legal or not; InvalidAction for what names no action."""
    parts = code.strip().lower().split(":")
    verb = parts[0]
    if verb == "pass" and len(parts) == 1:
        return Action("pass")
    if verb == "attack" and len(parts) == 5 and parts[1] == "with" and parts[3] == "at":
        return Action("attack", parts[2], parts[4])
    if verb in ("play", "place") and len(parts) in (2, 4):
        if len(parts) == 4 and parts[2] != "onto":
            raise InvalidAction(
                "Write `{verb}:<card>:onto:<item>`, e.g. `play:h3:onto:p0.1`.", verb=verb
            )
        return Action(verb, _card(parts[1]), parts[3] if len(parts) == 4 else None)
    if verb in ("victory", "discard") and len(parts) == 2:
        return Action(verb, _card(parts[1]))
    raise InvalidAction(
        "`{typed}` is not an Iliad move: try `play:h4`, `play:h3:onto:p0.1`, "
        "`attack:with:p0.2:at:p1.0`, `pass`, `victory:city2`.",
        typed=code,
    )


def _card(word: str) -> str:
    if word not in cards.CATALOGUE:
        raise InvalidAction(
            "There is no card `{typed}` (cards: h1–h4, archers, chariot, …).", typed=word
        )
    return word


def check(state: State, seat: int, code: str, legal: list[str]) -> Action:
    """The action of a legal code; else an error that says why not."""
    normal = code.strip().lower()
    action = parse(normal)
    if normal in legal:
        return action
    raise IllegalAction(why_not(state, seat, action))


def why_not(state: State, seat: int, action: Action) -> str:
    """Words for a refused action, the likeliest reason first."""
    verb = action.verb
    if state.phase == DISCARD and verb != "discard":
        return say("First discard down to the hand limit (`discard:<card>`).")
    if verb in ("play", "attack", "pass") and state.phase != SIEGE:
        return say("The siege is over: the rules wait for another choice (see the stage).")
    card = term(cards.name(action.card)) if action.card in cards.CATALOGUE else action.card
    if verb == "play":
        if action.card not in state.hands[seat]:
            return say("You have no {card} in your hand.", card=card)
        if action.card == "horse" and state.kind == GORGON:
            return say("No Trojan Horse may be placed in a Gorgon siege.")
        return _onto_reason(state, seat, action)
    if verb == "attack":
        return _attack_reason(state, seat, action)
    if verb == "victory":
        return say("{card} is not at stake, or it is not your pick.", card=card)
    if verb == "discard":
        return say("You have no {card} to discard, or nothing to discard now.", card=card)
    if verb == "place":
        return say("You have no revealed {card} to place there.", card=card)
    return say("That is not possible now.")


def _onto_reason(state: State, seat: int, action: Action) -> str:
    found = army.find(state, action.onto or "")
    if found is None or found[0] != seat:
        return say("That is not a card of your army: pick a place from the list.")
    item = state.armies[seat][found[1]]
    if item.kind == "phalanx":
        return say("A phalanx only takes a Hoplites weaker than its last card.")
    if item.kind == "elephant":
        return say("An Elephant carries only Hoplites or Archers, two at most.")
    if item.kind == "horse":
        return say("Only Hoplites or Archers go face down on a Trojan Horse.")
    return say("Nothing can be placed on the {card} card.", card=term(cards.name(item.kind)))


def _attack_reason(state: State, seat: int, action: Action) -> str:
    kinds = dict(attacks.weapons(state, seat))
    if action.card not in kinds:
        return say("That card cannot attack: use a Chariot, Archers, a Catapult or a Ballista.")
    found = army.find(state, action.onto or "")
    if found is None or found[0] not in attacks.opponents(state, seat):
        return say("That is not an opponent's card on the table: pick one from the list.")
    target = state.armies[found[0]][found[1]]
    if kinds[action.card] == "chariot" and attacks.has_harrow(state, found[0]):
        return say("No Chariot may attack an army with a Harrow.")
    if target.kind == "phalanx":
        return say("That card cannot eliminate Hoplites: see `/game rules` (attacks).")
    return say(
        "That card cannot eliminate the {card} card: see `/game rules` (attacks).",
        card=term(cards.name(target.kind)),
    )
