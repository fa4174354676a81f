"""``redeal_hidden``: the same position with everything a viewer cannot see dealt again.

Hidden from a viewer: the other hands, the cards face down on the other seats' Horses, the draw
pile, the discard pile (the table shows only its size), the order of the oracle and Victory
decks, and the seed. They are pooled in catalogue order, shuffled and dealt back into the same
sizes, so the result depends only on what the viewer sees and the rng: that makes it the search's
``sample_position`` too.
"""

from __future__ import annotations

from dataclasses import replace
from random import Random

from engine.iliad import cards
from engine.iliad.state import State, evolve


def redeal_hidden(state: State, viewer: int | None, rng: Random) -> State:
    others = [s for s in range(state.seats) if s != viewer]
    pool = list(state.deck) + list(state.discard)
    for seat in others:
        pool += state.hands[seat]
        pool += [c for i in state.armies[seat] for c in i.hidden]
    pool = list(cards.sort_cards(pool))
    rng.shuffle(pool)

    def take(n: int, riders_only: bool = False) -> tuple[str, ...]:
        """The next ``n`` cards of the pool (only Hoplites and Archers go on a Horse)."""
        picked = [i for i, c in enumerate(pool) if not riders_only or c in cards.RIDERS][:n]
        taken = tuple(pool[i] for i in picked)
        for i in reversed(picked):
            del pool[i]
        return taken

    hands = list(state.hands)
    armies = list(state.armies)
    for seat in others:
        armies[seat] = tuple(
            replace(i, hidden=take(len(i.hidden), riders_only=True)) if i.hidden else i
            for i in state.armies[seat]
        )
    for seat in others:
        hands[seat] = cards.sort_cards(take(len(state.hands[seat])))
    deck = take(len(state.deck))
    discard = take(len(state.discard))
    oracles = sorted(state.oracles)
    victory = sorted(state.victory_deck)
    rng.shuffle(oracles)
    rng.shuffle(victory)
    return evolve(
        state,
        seed=rng.randrange(2**31),
        hands=tuple(hands),
        armies=tuple(armies),
        deck=deck,
        discard=discard,
        oracles=tuple(oracles),
        victory_deck=tuple(victory),
    )


def sample_position(state: State, seat: int, rng: Random) -> State:
    """A position the search may look at: everything ``seat`` cannot see dealt again."""
    return redeal_hidden(state, seat, rng)
