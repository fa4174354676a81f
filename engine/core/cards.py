"""Decks, piles and hands as plain tuples: every helper returns new tuples and mutates nothing.

A pile's top is its first card (``pile[0]``), so a pile reads like a face-down stack from the
top. Shuffles take the game's seeded ``Random`` (``engine.core.rng.rng_for``), so a game replays
exactly from its seed and its actions. Card games (the Iliad, Heroes), the ILIOS bag and the
fixture game all deal through these functions, so conservation is proved once here.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterable, Mapping, Sequence
from random import Random
from typing import TypeVar

C = TypeVar("C", bound=Hashable)


def build(cards: Mapping[C, int] | Iterable[tuple[C, int]]) -> tuple[C, ...]:
    """A pile holding ``count`` copies of each card, in the order given (shuffle it next)."""
    pairs = cards.items() if isinstance(cards, Mapping) else cards
    pile: list[C] = []
    for card, count in pairs:
        if count < 0:
            raise ValueError(f"cannot put {count} copies of {card!r} in a pile")
        pile.extend([card] * count)
    return tuple(pile)


def shuffle(pile: Sequence[C], rng: Random) -> tuple[C, ...]:
    """The same cards in a random order drawn from ``rng``."""
    cards = list(pile)
    rng.shuffle(cards)
    return tuple(cards)


def draw(pile: Sequence[C], n: int = 1) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """``(drawn, rest)``: the top ``n`` cards and what is left. Fewer than ``n`` is an error:
    a game that may run out says so with ``draw_rebuilding`` or by checking ``len`` first."""
    if not 0 <= n <= len(pile):
        raise ValueError(f"cannot draw {n} cards from a pile of {len(pile)}")
    return tuple(pile[:n]), tuple(pile[n:])


def rebuild(
    discards: Sequence[C], rng: Random, keep: int = 0
) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """``(draw pile, discards)``: the discard pile shuffled into a new draw pile, except its
    top ``keep`` cards, which stay face up where they were (some games keep the last discard)."""
    kept, rest = tuple(discards[:keep]), discards[keep:]
    return shuffle(rest, rng), kept


def draw_rebuilding(
    pile: Sequence[C], discards: Sequence[C], n: int, rng: Random
) -> tuple[tuple[C, ...], tuple[C, ...], tuple[C, ...]]:
    """``(drawn, pile, discards)``: draw ``n``; when the pile runs out, shuffle the discards
    into a new pile and go on. Draws fewer only when both are exhausted."""
    drawn, rest = draw(pile, min(n, len(pile)))
    discarded = tuple(discards)
    if len(drawn) < n and discarded:
        rest, discarded = rebuild(discarded, rng)
        more, rest = draw(rest, min(n - len(drawn), len(rest)))
        drawn += more
    return drawn, rest, discarded


def deal(pile: Sequence[C], n: int, seats: int) -> tuple[tuple[tuple[C, ...], ...], tuple[C, ...]]:
    """``(hands, rest)``: ``n`` cards to each of ``seats`` hands, one at a time round the table
    as a dealer does (seat 0 gets the 1st, the ``seats+1``-th … card)."""
    dealt, rest = draw(pile, n * seats)
    hands = tuple(dealt[seat::seats] for seat in range(seats))
    return hands, rest


def remove(hand: Sequence[C], cards: Iterable[C]) -> tuple[C, ...]:
    """``hand`` without one copy of each of ``cards``; ValueError names a card it lacks."""
    left = list(hand)
    for card in cards:
        try:
            left.remove(card)
        except ValueError:
            raise ValueError(f"{card!r} is not in the hand") from None
    return tuple(left)


def discard(
    hand: Sequence[C], cards: Sequence[C], discards: Sequence[C]
) -> tuple[tuple[C, ...], tuple[C, ...]]:
    """``(hand, discards)``: ``cards`` leave the hand and go face up on top of the discards
    (the last one given ends on top)."""
    return remove(hand, cards), tuple(reversed(cards)) + tuple(discards)


def put_back(pile: Sequence[C], cards: Sequence[C], rng: Random) -> tuple[C, ...]:
    """The pile with ``cards`` returned to it and shuffled in (a tile back into a bag)."""
    return shuffle(tuple(pile) + tuple(cards), rng)


def over_limit(hand: Sequence[C], limit: int) -> int:
    """How many cards a hand must discard to get down to its hand limit (0 when within it)."""
    return max(0, len(hand) - limit)
