"""What a viewer cannot see, dealt again (for the no-leak tests), keeping all they know.

Known to a viewer: their own hand and secret discard, the play pile, the specials laid open by a
player who went out, and while they answer King or Charismatic the cards they are being shown.
Everything else hidden (the draw pile, other hands, other secret discards) is pooled, shuffled
and dealt back into the same places, sizes kept. Whether each hidden hand holds a character is
kept too: a player still in the round publicly holds one at the end of every turn.

The hidden cards are pooled in catalogue order first, and nothing the viewer cannot see steers
the re-deal, so for a seat it is also ``sample_position``: a fair draw from that seat's view.
"""

from __future__ import annotations

from random import Random

from engine.core import cards as piles
from engine.core.frozen import evolve
from engine.heroes.cards import is_character, sort_cards
from engine.heroes.state import Pending, Shown, State
from engine.heroes.table import has_character

ATTEMPTS = 50


def _known(state: State, viewer: int | None) -> dict[int, tuple[str, ...]]:
    """For each other seat, the cards of its hand the viewer knows are there."""
    known: dict[int, tuple[str, ...]] = {s: state.hands[s] for s in state.out}
    p = state.pending
    if viewer is not None and p is not None and p.seat == viewer and p.target is not None:
        if p.kind == "king_choose":
            known[p.target] = p.cards
        elif p.kind == "charm_take":
            known[p.target] = state.hands[p.target]
    if viewer is not None:
        known[viewer] = state.hands[viewer]
    return known


def redeal_hidden(state: State, viewer: int | None, rng: Random) -> State:
    known = _known(state, viewer)
    hidden_discards = [s for s, d in enumerate(state.discards) if d is not None and s != viewer]
    pool: list[str] = list(state.draw)
    for s in range(state.seats):
        pool += piles.remove(state.hands[s], known.get(s, ()))
    for s in hidden_discards:
        pool += state.discards[s] or ()
    pool = list(sort_cards(pool))
    needs = [has_character(h) for h in state.hands]  # public: see the module's docstring
    for _ in range(ATTEMPTS):
        new = _deal(state, known, hidden_discards, piles.shuffle(pool, rng))
        if all(has_character(new.hands[s]) == needs[s] for s in range(state.seats)):
            break
    else:
        new = _deal(state, known, hidden_discards, _arranged(state, known, needs, pool, rng))
    shown = tuple(x if s == viewer else None for s, x in enumerate(state.shown))
    new = evolve(new, shown=shown)
    return evolve(_consistent(new, viewer, rng), seed=rng.randrange(10**9))


def sample_position(state: State, seat: int, rng: Random) -> State:
    """For the search: the re-deal pools the hidden cards in catalogue order and reads nothing
    else the seat cannot see, so it is a fair draw from the seat's view."""
    return redeal_hidden(state, seat, rng)


def _arranged(
    state: State, known: dict[int, tuple[str, ...]], needs: list[bool], pool: list[str], rng: Random
) -> tuple[str, ...]:
    """The pool in an order ``_deal`` turns into hands that hold a character exactly where the
    real ones do, when chance alone did not find one: a hand without holds specials only, a hand
    with gets one character first, and the rest is shuffled into the open places."""
    chars = list(piles.shuffle([c for c in pool if is_character(c)], rng))
    specials = list(piles.shuffle([c for c in pool if not is_character(c)], rng))
    slots: list[list[str]] = []
    for s in range(state.seats):
        mine = known.get(s, ())
        n = len(state.hands[s]) - len(mine)
        hand: list[str] = []
        if not needs[s]:
            hand, specials = specials[:n], specials[n:]
        elif n and not has_character(mine):
            hand, chars = chars[:1], chars[1:]
        slots.append(hand)
    rest = list(piles.shuffle(chars + specials, rng))
    order: list[str] = []
    for s, hand in enumerate(slots):
        n = len(state.hands[s]) - len(known.get(s, ())) - len(hand)
        order += hand + rest[:n]
        rest = rest[n:]
    return tuple(order + rest)


def _deal(
    state: State,
    known: dict[int, tuple[str, ...]],
    hidden_discards: list[int],
    pool: tuple[str, ...],
) -> State:
    rest = list(pool)
    hands = []
    for s in range(state.seats):
        mine = known.get(s, ())
        n = len(state.hands[s]) - len(mine)
        hands.append(sort_cards([*mine, *rest[:n]]))
        rest = rest[n:]
    discards = list(state.discards)
    for s in hidden_discards:
        discards[s], rest = sort_cards(rest[:3]), rest[3:]
    return evolve(state, hands=tuple(hands), discards=tuple(discards), draw=tuple(rest))


def _consistent(state: State, viewer: int | None, rng: Random) -> State:
    """The King's two seen cards, hidden from everyone but the King, are drawn again from the
    target's re-dealt hand (keeping them when they fit would tell what they were)."""
    p = state.pending
    if p is None or p.kind != "king_choose" or p.seat == viewer or p.target is None:
        return state
    hand = state.hands[p.target]
    seen = sort_cards(rng.sample(hand, len(p.cards)))
    shown = tuple(
        Shown("king", p.target, seen) if s == p.seat else x for s, x in enumerate(state.shown)
    )
    return evolve(state, pending=Pending(p.kind, p.seat, p.trait, p.target, seen), shown=shown)
