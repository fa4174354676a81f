"""The rules' invariants, checked after every action of many bot games: every card is somewhere
exactly once, the Heroes are shared out, the tiles sit where the rules put them."""

from __future__ import annotations

from collections import Counter

from engine.iliad import army, cards, scoring
from engine.iliad.state import DISCARD, OVER, SIEGE, State


def check(state: State) -> None:
    _army_cards(state)
    _victory_and_oracle(state)
    _heroes(state)
    _tiles(state)
    limit = cards.hand_size(state.seats)
    if state.phase != DISCARD:
        assert all(len(h) <= limit for h in state.hands), "a hand is over the limit"
    if state.phase == SIEGE:
        assert state.turn is not None and state.turn in state.in_siege
    if state.phase == OVER:
        assert state.winners, "a finished game has winners"


def _army_cards(state: State) -> None:
    seen: Counter[str] = Counter(state.deck) + Counter(state.discard)
    for hand in state.hands:
        seen.update(hand)
    for seat_army in state.armies:
        seen.update(army.army_cards(seat_army))
    assert seen == Counter(cards.counts(cards.ARMY)), f"army cards not conserved: {seen}"
    for seat, seat_army in enumerate(state.armies):
        for item in seat_army:
            assert item.id.startswith(f"p{seat}."), item.id
            if item.kind == "phalanx":
                values = [cards.value(c) for c in item.cards]
                assert item.cards and values == sorted(set(values), reverse=True), item
            if item.kind == "elephant":
                assert len(item.cards) <= item.placed <= army.MAX_RIDERS, item


def _victory_and_oracle(state: State) -> None:
    won = [c for w in state.won for c in w]
    victory = Counter(state.victory_deck) + Counter(state.stake)
    victory.update(c for c in won if cards.kind(c) not in ("thanatos",))
    assert victory == Counter(cards.counts(cards.VICTORY)), "Victory cards not conserved"
    if state.seats == 2:
        assert not state.oracles and state.oracle is None and not state.spent
        return
    oracle = Counter(state.oracles) + Counter(state.spent)
    oracle.update(c for c in won if cards.kind(c) == "thanatos")
    if state.oracle is not None:
        oracle[state.oracle] += 1
    assert oracle == Counter(cards.counts(cards.ORACLE)), "oracle cards not conserved"


def _heroes(state: State) -> None:
    held = [h for h in state.hero_of if h is not None]
    assert sorted(held + list(state.heroes_left)) == sorted(state.heroes), "Heroes not conserved"


def _tiles(state: State) -> None:
    for tile, kind in ((scoring.ATHENA, "city"), (scoring.POSEIDON, "trireme")):
        points = [scoring.points_of(state, s, kind) for s in range(state.seats)]
        holder = state.tiles[tile]
        if holder is None:
            best = max(points)
            assert best == 0 or points.count(best) > 1, f"{kind}: a strict leader lacks its tile"
        else:
            assert points[holder] == max(points), f"{kind}: the tile's holder is not the leader"
