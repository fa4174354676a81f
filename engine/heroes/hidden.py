"""What a viewer cannot see, dealt again (for the no-leak tests), keeping all they know.

Known to a viewer: their own hand and secret discard, the play pile, the specials laid open by a
player who went out, and while they answer King or Charismatic the cards they are being shown.
Everything else hidden (the draw pile, other hands, other secret discards) is pooled, shuffled
and dealt back into the same places, sizes kept. Whether each hidden hand holds a character is
kept too: a player still in the round publicly holds one at the end of every turn.
"""

from __future__ import annotations

from random import Random

from engine.core import cards as piles
from engine.core.frozen import evolve
from engine.heroes.cards import sort_cards
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
    for _ in range(ATTEMPTS):
        new = _deal(state, known, hidden_discards, piles.shuffle(pool, rng))
        if all(
            has_character(new.hands[s]) == has_character(state.hands[s]) for s in range(state.seats)
        ):
            break
    else:
        new = state
    return evolve(_consistent(new, viewer, rng), seed=rng.randrange(10**9))


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
    """The King's two seen cards must still be in the target's hand after a re-deal."""
    p = state.pending
    if p is None or p.kind != "king_choose" or p.seat == viewer or p.target is None:
        return state
    hand = state.hands[p.target]
    if all(c in hand for c in p.cards):
        return state
    seen = sort_cards(rng.sample(hand, len(p.cards)))
    shown = tuple(
        Shown("king", p.target, seen) if s == p.seat else x for s, x in enumerate(state.shown)
    )
    return evolve(state, pending=Pending(p.kind, p.seat, p.trait, p.target, seen), shown=shown)
