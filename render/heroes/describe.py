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

from engine.heroes.cards import points
from engine.heroes.view_types import CardView, PublicView, SeatView, public_of, seat_of
from render.core.describe import ALT_TEXT, fitted, sentences, turn_words
from render.core.language import ENGLISH_WORDS, N_, Words
from render.core.names import named
from render.heroes.hand import shown_title, status
from render.heroes.model import FACTION_ORDER, Card, card_by_id, card_of, maybe_card
from render.heroes.style import faction, side_words, trait_words
from render.heroes.table_words import known, past_rounds, score_words, seat_name

SPECIAL_WORDS = N_("special card, 2 points to whoever holds it when the round ends")


def card_words(card: Card, said: Words, *, traits: bool = True) -> str:
    """ "Odysseus (Greek: King, Wise, Sneaky)"; a special says what it is worth."""
    name = said.term(card.name)
    if card.faction is None:
        return said("{card} ({what})", card=name, what=said(SPECIAL_WORDS)) if traits else name
    if not traits:
        return name
    listed = ", ".join(trait_words(t, said) for t in card.traits)
    side = said(faction(card.faction).name)
    return said("{card} ({side}: {traits})", card=name, side=side, traits=listed)


def faction_sentence(view: PublicView, names: Sequence[str], key: str, said: Words) -> str:
    """ "Greeks, played by Ann and Cy: 7 points, 1 round won." (or "nobody plays the Gods")."""
    side = side_words(key, said)
    seats = view["controllers"][key]
    if seats:
        who = said("played by {who}", who=said.listing([seat_name(names, s, said) for s in seats]))
    else:
        who = said("neutral")
    score = view["scores"][key]
    pts = said.plural("{count} point", "{count} points", score)
    wins = view["round_wins"][key]
    if view["winner"] == key:
        return said.plural(
            "{side}, {who}: {points}, {count} round won; they won the game.",
            "{side}, {who}: {points}, {count} rounds won; they won the game.",
            wins,
            side=side,
            who=who,
            points=pts,
        )
    return said.plural(
        "{side}, {who}: {points}, {count} round won.",
        "{side}, {who}: {points}, {count} rounds won.",
        wins,
        side=side,
        who=who,
        points=pts,
    )


def pile_sentence(view: PublicView, said: Words, *, traits: bool) -> str:
    """The active card and the card beneath it."""
    active, beneath = maybe_card(view["active"]), maybe_card(view["beneath"])
    if active is None:
        return said("No card has been played this round.")
    if beneath is None:
        return said("Active card: {card}, nothing beneath it.", card=card_words(active, said))
    return said(
        "Active card: {card}, on {beneath}.",
        card=card_words(active, said),
        beneath=card_words(beneath, said, traits=traits),
    )


def hands_sentence(view: PublicView, names: Sequence[str], said: Words) -> str:
    held = [
        f"{seat_name(names, s, said)} {said.number(n)}" for s, n in enumerate(view["hand_sizes"])
    ]
    return said("Cards in hand: {held}.", held=said.listing(held))


def piles_sentence(view: PublicView, said: Words) -> str:
    return said(
        "Round {number}; draw pile {draw}, play pile {play}. Two round wins take the game.",
        number=said.number(view["round"]),
        draw=said.plural("{count} card", "{count} cards", view["draw_pile"]),
        play=said.plural("{count} card", "{count} cards", view["play_pile"]),
    )


def _full_stop(lines: Sequence[str]) -> list[str]:
    return [line if line.endswith(".") else f"{line}." for line in lines]


def _table_texts(view: PublicView, names: Sequence[str], said: Words) -> Iterator[str]:
    """The table's words, fullest first, then with the least useful left out: the finished
    rounds, the piles, the traits of the card beneath, what the two cards share."""
    head = [named(turn_words(view, names, said), names)]
    head += [faction_sentence(view, names, key, said) for key in FACTION_ORDER]
    scored = _full_stop(score_words(view, names, maybe_card(view["active"]), said))
    tail = [hands_sentence(view, names, said), *_full_stop(known(view, names, said))]
    full = [*head, pile_sentence(view, said, traits=True), *scored, *tail]
    piles = piles_sentence(view, said)
    yield sentences([*full, piles, *_full_stop(past_rounds(view, said))])
    yield sentences([*full, piles])
    yield sentences(full)
    yield sentences([*head, pile_sentence(view, said, traits=False), *scored, *tail])
    yield sentences([*head, pile_sentence(view, said, traits=False), *scored[:1], *tail])


def describe_table(
    view: Mapping[str, Any],
    names: Sequence[str],
    *,
    said: Words = ENGLISH_WORDS,
    room: int | None = ALT_TEXT,
) -> str:
    """The table picture in words, from the public view only (a seat view's secrets are
    never read)."""
    return fitted(_table_texts(public_of(view), names, said), room)


def held_words(card: CardView, active: Card | None, said: Words, *, traits: bool) -> str:
    """A card in hand, with what it would score now on the active card."""
    mine = card_of(card)
    words = card_words(mine, said, traits=traits)
    if active is None or mine.faction is None:
        return words
    scored = said.number(points(mine.id, active.id))
    if not traits:
        return f"{words} {scored}"
    return said(
        "{card} would score {points} for the {side}",
        card=words,
        points=scored,
        side=side_words(mine.faction, said),
    )


def hand_sentence(view: SeatView, said: Words, *, traits: bool) -> str:
    active = maybe_card(view["active"])
    held = [held_words(c, active, said, traits=traits) for c in view["hand"]]
    if not held:
        return said("Your hand is empty.")
    return said.plural(
        "{count} card in hand: {cards}.",
        "{count} cards in hand: {cards}.",
        len(held),
        cards="; ".join(held),
    )


def shown_sentence(view: SeatView, names: Sequence[str], said: Words) -> str:
    """What the rules showed this seat alone, as the hand picture's title says it."""
    shown = view["shown"]
    if shown is None:
        return ""
    cards = "; ".join(card_words(card_of(c), said) for c in shown["cards"])
    title = shown_title(view, names, said)
    return said("{title} {cards}.", title=title, cards=cards) if cards else title


def secret_sentence(view: SeatView, said: Words) -> str:
    discard = [said.term(card_by_id(view, c).name) for c in view["discard"] or []]
    if not discard:
        return ""
    return said("Your secret discard: {cards}.", cards=said.listing(discard))


def side_score(view: SeatView, key: str, said: Words) -> str:
    """A faction's points and round wins, for the hand's scores."""
    wins, side = view["round_wins"][key], side_words(key, said)
    points = said.number(view["scores"][key])
    return said.plural(
        "{side} {points}, {count} round won",
        "{side} {points}, {count} rounds won",
        wins,
        side=side,
        points=points,
    )


def scores_sentence(view: SeatView, said: Words) -> str:
    parts = [side_score(view, key, said) for key in FACTION_ORDER]
    return said("Points this round: {scores}.", scores="; ".join(parts))


def _hand_texts(view: SeatView, names: Sequence[str], said: Words) -> Iterator[str]:
    side = side_words(view["faction"], said)
    who = said(
        "Your hand, {who}, playing the {side}.", who=seat_name(names, view["seat"], said), side=side
    )
    now = named(status(view, names, said), names)
    head = [who, now if now.endswith(".") else f"{now}."]
    private = [shown_sentence(view, names, said), secret_sentence(view, said)]
    active = maybe_card(view["active"])
    if active:
        pile = said("Active card: {card}.", card=card_words(active, said))
    else:
        pile = said("No card on the pile yet.")
    rest = [pile, scores_sentence(view, said)]
    yield sentences([*head, hand_sentence(view, said, traits=True), *private, *rest])
    yield sentences([*head, hand_sentence(view, said, traits=True), *private, pile])
    yield sentences([*head, hand_sentence(view, said, traits=False), *private, pile])


def describe_hand(
    view: Mapping[str, Any], names: Sequence[str], *, said: Words = ENGLISH_WORDS
) -> str:
    """One player's hand picture in words, from their seat view: every card held with its
    traits and what it would score now, what the rules showed this player alone, their secret
    discard, and what the rules wait for from them."""
    return fitted(_hand_texts(seat_of(view), names, said))
