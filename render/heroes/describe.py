"""The Heroes pictures in words, for a player who cannot see them (their alt text, read out by
screen readers): the table from the public view alone, a hand from its seat view.

What matters comes first: who must act and for what (or the result), every faction's points and
round wins with who plays it, the active card and the card beneath with what they share, then
the hands' sizes, who is out, the piles and the finished rounds. The sentences are the table
picture's own (``table_words``), so the picture and its words never disagree. Discord takes at
most 1,024 characters: the least useful sentences go first (``fitted``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any

from engine.core.english import counted, listing
from engine.heroes.cards import points
from engine.heroes.view_types import CardView, PublicView, SeatView, public_of, seat_of
from render.core.describe import fitted, sentences, turn_words
from render.core.language import ENGLISH_WORDS, Words
from render.core.names import named, seat_name
from render.heroes.hand import shown_title, status
from render.heroes.model import FACTION_ORDER, Card, card_by_id, card_of, maybe_card
from render.heroes.style import TRAIT_WORDS, faction
from render.heroes.table_words import known, past_rounds, score_words

SPECIAL_WORDS = "special card, 2 points to whoever holds it when the round ends"


def card_words(card: Card, *, traits: bool = True) -> str:
    """ "Odysseus (Greek: King, Wise, Sneaky)"; a special says what it is worth."""
    if card.faction is None:
        return f"{card.name} ({SPECIAL_WORDS})" if traits else card.name
    if not traits:
        return card.name
    said = ", ".join(TRAIT_WORDS.get(t, t) for t in card.traits)
    return f"{card.name} ({faction(card.faction).name}: {said})"


def faction_sentence(view: PublicView, names: Sequence[str], key: str) -> str:
    """ "Greeks, played by Ann and Cy: 7 points, 1 round won." (or "nobody plays the Gods")."""
    side = faction(key).plural
    seats = view["controllers"][key]
    who = f"played by {listing([seat_name(names, s) for s in seats])}" if seats else "neutral"
    wins = counted(view["round_wins"][key], "round")
    won = "; they won the game" if view["winner"] == key else ""
    return f"{side}, {who}: {counted(view['scores'][key], 'point')}, {wins} won{won}."


def pile_sentence(view: PublicView, *, traits: bool) -> str:
    """The active card and the card beneath it."""
    active, beneath = maybe_card(view["active"]), maybe_card(view["beneath"])
    if active is None:
        return "No card has been played this round."
    under = f", on {card_words(beneath, traits=traits)}" if beneath else ", nothing beneath it"
    return f"Active card: {card_words(active)}{under}."


def hands_sentence(view: PublicView, names: Sequence[str]) -> str:
    held = [f"{seat_name(names, s)} {n}" for s, n in enumerate(view["hand_sizes"])]
    return f"Cards in hand: {listing(held)}."


def piles_sentence(view: PublicView) -> str:
    return (
        f"Round {view['round']}; draw pile {counted(view['draw_pile'], 'card')}, "
        f"play pile {counted(view['play_pile'], 'card')}. Two round wins take the game."
    )


def _full_stop(lines: Sequence[str]) -> list[str]:
    return [line if line.endswith(".") else f"{line}." for line in lines]


def _table_texts(view: PublicView, names: Sequence[str]) -> Iterator[str]:
    """The table's words, fullest first, then with the least useful left out: the finished
    rounds, the piles, the traits of the card beneath, what the two cards share."""
    head = [named(turn_words(view, names), names)]
    head += [faction_sentence(view, names, key) for key in FACTION_ORDER]
    scored = _full_stop(score_words(view, names, maybe_card(view["active"])))
    tail = [hands_sentence(view, names), *_full_stop(known(view, names))]
    full = [*head, pile_sentence(view, traits=True), *scored, *tail]
    yield sentences([*full, piles_sentence(view), *_full_stop(past_rounds(view))])
    yield sentences([*full, piles_sentence(view)])
    yield sentences(full)
    yield sentences([*head, pile_sentence(view, traits=False), *scored, *tail])
    yield sentences([*head, pile_sentence(view, traits=False), *scored[:1], *tail])


def describe_table(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """The table picture in words, from the public view only (a seat view's secrets are
    never read)."""
    return fitted(_table_texts(public_of(view), names))


def held_words(card: CardView, active: Card | None, *, traits: bool) -> str:
    """A card in hand, with what it would score now on the active card."""
    mine = card_of(card)
    words = card_words(mine, traits=traits)
    if active is None or mine.faction is None:
        return words
    scored = points(mine.id, active.id)
    if not traits:
        return f"{words} {scored}"
    return f"{words} would score {scored} for the {faction(mine.faction).plural}"


def hand_sentence(view: SeatView, *, traits: bool) -> str:
    active = maybe_card(view["active"])
    held = [held_words(c, active, traits=traits) for c in view["hand"]]
    if not held:
        return "Your hand is empty."
    return f"{counted(len(held), 'card')} in hand: {'; '.join(held)}."


def shown_sentence(view: SeatView, names: Sequence[str]) -> str:
    """What the rules showed this seat alone, as the hand picture's title says it."""
    shown = view["shown"]
    if shown is None:
        return ""
    cards = "; ".join(card_words(card_of(c)) for c in shown["cards"])
    return f"{shown_title(view, names)} {cards}." if cards else shown_title(view, names)


def secret_sentence(view: SeatView) -> str:
    discard = [card_by_id(view, c).name for c in view["discard"] or []]
    return f"Your secret discard: {listing(discard)}." if discard else ""


def scores_sentence(view: SeatView) -> str:
    parts = [
        f"{faction(key).plural} {view['scores'][key]}, "
        f"{counted(view['round_wins'][key], 'round')} won"
        for key in FACTION_ORDER
    ]
    return f"Points this round: {'; '.join(parts)}."


def _hand_texts(view: SeatView, names: Sequence[str]) -> Iterator[str]:
    side = faction(view["faction"]).plural
    who = f"Your hand, {seat_name(names, view['seat'])}, playing the {side}."
    now = named(status(view, names), names)
    head = [who, now if now.endswith(".") else f"{now}."]
    private = [shown_sentence(view, names), secret_sentence(view)]
    active = maybe_card(view["active"])
    pile = f"Active card: {card_words(active)}." if active else "No card on the pile yet."
    rest = [pile, scores_sentence(view)]
    yield sentences([*head, hand_sentence(view, traits=True), *private, *rest])
    yield sentences([*head, hand_sentence(view, traits=True), *private, pile])
    yield sentences([*head, hand_sentence(view, traits=False), *private, pile])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: every card held with its
    traits and what it would score now, what the rules showed this player alone, their secret
    discard, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names))
