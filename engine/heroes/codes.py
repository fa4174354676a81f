"""Reading action codes typed or clicked: case-insensitive, aliases accepted (``battle_expert``
for ``warrior``, ``greeks`` for ``greek``), the opening discard's cards in any order (Tough's
bottom cards keep the order named: it counts). A code that names nothing in this game raises
``InvalidAction`` with a sentence saying what is wrong; whether it is allowed now is the rules'
business (``IllegalAction``)."""

from __future__ import annotations

from engine.core.errors import InvalidAction
from engine.heroes.cards import CARDS, FACTIONS, ORDER, TRAIT_ALIASES, TRAITS
from engine.heroes.state import State

_FACTION_ALIASES = {"greeks": "greek", "trojans": "trojan", "gods": "god"}


def _card(word: str) -> str:
    if word not in CARDS:
        raise InvalidAction("There is no card {typed} in Heroes of Troy.", typed=repr(word[:30]))
    return word


def _cards(words: list[str], count: tuple[int, ...], *, ordered: bool = False) -> str:
    """The cards of a multi-card code: in catalogue order (a set), or as named (``ordered``)."""
    if len(words) not in count:
        if len(count) == 1:
            raise InvalidAction(
                "Name {wanted} cards, not {named}.", wanted=count[0], named=len(words)
            )
        raise InvalidAction(
            "Name {least} or {most} cards, not {named}.",
            least=min(count),
            most=max(count),
            named=len(words),
        )
    named = [_card(w) for w in words]
    return ":".join(named if ordered else sorted(named, key=ORDER.__getitem__))


def _trait(word: str) -> str:
    trait = TRAIT_ALIASES.get(word, word)
    if trait not in TRAITS:
        raise InvalidAction(
            "{typed} is not a trait; the traits are {traits}.",
            typed=repr(word[:30]),
            traits=", ".join(TRAITS),  # the words a code is typed with
        )
    return trait


def _faction(word: str) -> str:
    side = _FACTION_ALIASES.get(word, word)
    if side not in FACTIONS:
        raise InvalidAction(
            "{typed} is not a faction: greek, trojan or god.", typed=repr(word[:30])
        )
    return side


def _seat(word: str, state: State) -> str:
    if not word.isdigit() or not 0 <= int(word) < state.seats:
        raise InvalidAction(
            "There is no seat {typed} at this table (0 to {last}).",
            typed=repr(word[:10]),
            last=state.seats - 1,
        )
    return str(int(word))


def parse(state: State, code: str) -> str:
    """The canonical code for ``code``, or InvalidAction."""
    parts = code.strip().lower().replace(" ", "").split(":")
    verb, args = parts[0], parts[1:]
    verb = "warrior" if verb in TRAIT_ALIASES else verb
    n = len(args)
    if verb == "discard":
        return "discard:" + _cards(args, (3,))
    if verb == "play" and n == 2:
        return f"play:{_card(args[0])}:{_trait(args[1])}"
    if verb == "extra" and n == 1:
        return f"extra:{_card(args[0])}"
    if verb == "king":
        if args == ["pass"]:
            return "king:pass"
        if n == 2 and args[0] in ("play", "take"):
            return f"king:{args[0]}:{_card(args[1])}"
        if n == 1:
            return f"king:{_seat(args[0], state)}"
    if verb == "give" and n == 2:
        return f"give:{_seat(args[0], state)}:{_card(args[1])}"
    if verb in ("sneaky", "warrior") and n == 1:
        return f"{verb}:{_faction(args[0])}"
    if verb == "tough" and n == 1:
        return f"tough:{_seat(args[0], state)}"
    if verb == "bottom":
        return "bottom:" + _cards(args, (1, 2), ordered=True)  # the order named counts
    if verb in ("charm", "charismatic"):
        if n == 2 and args[0] == "take":
            return f"charm:take:{_card(args[1])}"
        if n == 1:
            return f"charm:{_seat(args[0], state)}"
    if verb == "pious" and n == 2 and args[0] in ("draw", "see"):
        return f"pious:{args[0]}:{_seat(args[1], state)}"
    shown = code.strip()[:40]
    raise InvalidAction(
        "{typed} is not a Heroes of Troy action; try play:<card>:<trait>, extra:<card>, "
        "discard:<c1>:<c2>:<c3>, king:<seat>, king:play:<card>, king:take:<card>, king:pass, "
        "give:<seat>:<card>, sneaky:<faction>, warrior:<faction>, tough:<seat>, "
        "bottom:<c1>:<c2>, charm:<seat>, charm:take:<card>, pious:draw:<seat>, pious:see:<seat>.",
        typed=repr(shown),
    )
