"""Positions in the middle of play, built by hand: for tests, pictures and examples.

``position`` lays out the hands and the play pile asked for, puts every other card in the draw
pile (in catalogue order unless ``draw`` says which cards come first) and hands over to ``turn``.
The result passes ``check_invariants`` as long as the cards asked for are different.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.core.frozen import evolve
from engine.heroes.cards import DECK, FACTIONS, SPECIALS, sort_cards
from engine.heroes.deal import TEAMS
from engine.heroes.state import PLAY, RoundResult, State

DEFAULT_FACTIONS = {
    2: ("greek", "trojan"),
    3: ("greek", "trojan", "god"),
    4: ("greek", "trojan") * 2,
}


def position(
    hands: Sequence[Sequence[str]],
    pile: Sequence[str] = ("patroclus",),
    *,
    turn: int = 0,
    factions: Sequence[str] | None = None,
    scores: tuple[int, int, int] = (0, 0, 0),
    draw: Sequence[str] = (),
    seed: int = 1,
    round_wins: tuple[int, int, int] = (0, 0, 0),
    gods_start: int = 0,
) -> State:
    """A play-phase state: ``hands[s]`` is seat s's hand, ``pile[0]`` the active card, ``draw``
    the top of the draw pile (the rest of the 32 cards follow)."""
    seats = len(hands)
    used = [c for h in hands for c in h] + list(pile) + list(draw)
    assert len(used) == len(set(used)), "a card is asked for twice"
    rest = [c for c in DECK if c not in used]
    sides = tuple(factions) if factions is not None else DEFAULT_FACTIONS[seats]
    results = tuple(
        RoundResult(0, (0, 0, 0), side, None, (), sides.index(side) if side in sides else -1)
        for side, wins in zip(FACTIONS, round_wins, strict=True)
        for _ in range(wins)
    )
    return State(
        seats=seats,
        seed=seed,
        gods_start=gods_start,
        factions=sides,
        teams=TEAMS if seats == 4 else None,
        phase=PLAY,
        leader=sides.index("greek"),
        turn=turn,
        draw=(*draw, *rest),
        pile=tuple(pile),
        hands=tuple(sort_cards(list(h)) for h in hands),
        discards=(None,) * seats,
        scores=scores,
        round_wins=round_wins,
        results=results,
        shown=(None,) * seats,
    )


def with_draw(state: State, cards: Sequence[str]) -> State:
    """The same state with exactly these cards left in the draw pile; the others of the draw
    pile go under the active card in the play pile (so that cards are still conserved)."""
    others = tuple(c for c in state.draw if c not in cards)
    assert not SPECIALS & set(others), "put the specials in a hand or in ``cards`` first"
    return evolve(state, draw=tuple(cards), pile=(*state.pile[:1], *others, *state.pile[1:]))
