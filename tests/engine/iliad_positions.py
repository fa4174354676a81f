"""Iliad positions built by hand for the rule tests: hands and armies as the test says, the draw
pile holding every other army card (so the invariants still hold)."""

from __future__ import annotations

from collections import Counter
from typing import Any

from engine.iliad import GAME, army, cards
from engine.iliad.state import SIEGE, THANATOS, Item, State, evolve


def item(seat: int, n: int, kind: str, *on: str, **extra: Any) -> Item:
    """An army item ``p<seat>.<n>``: ``kind`` a phalanx (``on`` its Hoplites), an elephant (``on``
    its riders), a horse (``hidden=`` its face-down cards) or a lone card (``on`` empty)."""
    if kind not in ("phalanx", "elephant", "horse") and not on:
        on = (kind,)
    placed = extra.pop("placed", len(on) if kind == "elephant" else 0)
    return Item(id=f"p{seat}.{n}", kind=kind, cards=tuple(on), placed=placed, **extra)


def position(
    seats: int = 4,
    *,
    hands: dict[int, list[str]] | None = None,
    armies: dict[int, list[Item]] | None = None,
    turn: int = 0,
    kind: str = THANATOS,
    config: dict[str, str] | None = None,
    **changes: Any,
) -> State:
    """A siege in progress: seat ``turn`` to act; the oracle matches ``kind``."""
    config = config or {}
    state = GAME.setup(config, seats, 1, GAME.teams(config, seats))
    hand_list = [list(hands.get(s, [])) if hands else [] for s in range(seats)]
    army_list: list[tuple[Item, ...]] = [
        tuple(armies.get(s, [])) if armies else () for s in range(seats)
    ]
    used: Counter[str] = Counter()
    for hand in hand_list:
        used.update(hand)
    for items in army_list:
        used.update(army.army_cards(items))
    rest = Counter(cards.counts(cards.ARMY)) - used
    deck = tuple(card for card in cards.counts(cards.ARMY) for _ in range(rest[card]))
    counters = tuple(max((int(i.id.split(".")[1]) + 1 for i in a), default=0) for a in army_list)
    oracle = None if seats == 2 else ("gorgon" if kind == "gorgon" else "thanatos1")
    oracles = state.oracles
    if oracle is not None and state.oracle is not None:
        pool = list(state.oracles) + [state.oracle]
        pool.remove(oracle)
        oracles = tuple(pool)
    state = evolve(
        state,
        phase=SIEGE,
        kind=kind if seats != 2 else "duel",
        oracle=oracle,
        oracles=oracles,
        hands=tuple(cards.sort_cards(h) for h in hand_list),
        armies=tuple(army_list),
        counters=counters,
        deck=deck,
        discard=(),
        turn=turn,
        starter=turn,
    )
    return evolve(state, **changes)


def play(state: State, seat: int, *codes: str) -> State:
    for code in codes:
        state = GAME.apply(state, seat, code).state
    return state
