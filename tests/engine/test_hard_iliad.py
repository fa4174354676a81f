"""The Iliad's ``hard`` level: positions it searches are drawn from its seat's view only, it
searches a few siege moves, and it plays whole games within its time."""

from __future__ import annotations

import time
from random import Random

import pytest
from test_no_leak import positions

from engine.core.game import StateBot
from engine.core.lazy import LazyView
from engine.core.search import Budget, SearchBot, advise
from engine.iliad import GAME, evaluation
from engine.iliad.hard import HARD
from engine.iliad.state import DISCARD, SIEGE, State, evolve


def _decisions(seats: int, seed: int) -> list[tuple[State, int]]:
    """(state, seat) with a real choice, along a game of bots."""
    out = []
    for state in positions(GAME, seats, {}, seed=seed):
        for seat in sorted(GAME.to_act(state)):
            if len(GAME.legal_actions(state, seat)) > 1:
                out.append((state, seat))
    return out


def test_a_sample_depends_only_on_the_seat_view_and_the_rng() -> None:
    """Two states a seat cannot tell apart give it the same sample; the sample looks the same to
    it as the real state, and it does re-deal what the seat cannot see."""
    differs = checked = 0
    for seats in (2, 4):
        for state in positions(GAME, seats, {}, seed=seats)[::9]:
            for seat in range(seats):
                other = GAME.redeal_hidden(state, seat, Random(checked))
                first = GAME.sample_position(state, seat, Random(3))
                second = GAME.sample_position(other, seat, Random(3))
                assert GAME.dump(first) == GAME.dump(second)
                assert GAME.seat_view(first, seat) == GAME.seat_view(state, seat)
                GAME.check_invariants(first)
                differs += first.hands != state.hands
                checked += 1
    assert checked > 20 and differs > checked // 2


def test_in_a_siege_it_weighs_the_normal_pick_a_few_others_and_a_pass() -> None:
    normal = GAME.bots["normal"]
    seen = 0
    for state, seat in _decisions(2, seed=6)[::3]:
        legal = [str(a) for a in GAME.legal_actions(state, seat)]
        found = GAME.candidate_moves(state, seat, Random(0))
        assert set(found) <= set(legal) and len(set(found)) == len(found)
        if state.phase != SIEGE or len(legal) <= 5:
            assert list(found) == legal
            continue
        seen += 1
        assert found[0] == normal.choose(GAME.seat_view(state, seat), legal, Random(0))
        assert "pass" in found and len(found) <= 5
    assert seen > 3


def test_the_choice_does_not_change_when_what_the_seat_cannot_see_is_dealt_again() -> None:
    """Fixed rng and iteration count: other hands, the draw pile, the face-down Horse cards, the
    discards chosen at once by others and the seed, all re-dealt, change nothing it does."""
    bot, budget = SearchBot(Budget(iterations=12), HARD.settings), Budget(iterations=12)
    checked = discards = 0
    for seats in (2, 3):
        found = _decisions(seats, seed=seats + 20)
        picks = found[::14] + [d for d in found if d[0].phase == DISCARD][:1]
        for state, seat in picks:
            legal = GAME.legal_actions(state, seat)
            ranked = advise(GAME, state, seat, Random(8), budget, HARD.settings).ranked
            other = GAME.redeal_hidden(state, seat, Random(checked))
            assert advise(GAME, other, seat, Random(8), budget, HARD.settings).ranked == ranked
            chosen = bot.choose_at(GAME, state, seat, legal, Random(8))
            assert bot.choose_at(GAME, other, seat, legal, Random(8)) == chosen
            checked += 1
            discards += state.phase == DISCARD
    assert checked > 6 and discards >= 1


STRONG = ("h4", "h3", "h2", "h1", "elephant", "archers")
WEAK = ("harrow", "ballista", "catapult", "horse", "harrow", "ballista")


def _dealt(state: State, mine: tuple[str, ...], rival: tuple[str, ...]) -> State:
    """``state`` with seat 0 holding ``mine``, seat 1 ``rival`` and any other seat ``WEAK``."""
    return evolve(state, hands=(mine, rival, *[WEAK] * (state.seats - 2)))


def test_the_evaluation_values_what_a_hand_could_lay_not_only_its_size() -> None:
    """Hands of six cards: the one that builds phalanxes (4, 3, 2, 1 and an Elephant) is worth
    more than one of siege engines, for the seat and against its rival; two players are judged
    by their own weights."""
    for seats in (2, 3):
        state = positions(GAME, seats, {}, seed=seats)[5]
        expected = evaluation.WEIGHTS_TWO if seats == 2 else evaluation.WEIGHTS_MORE
        assert evaluation.weights_for(seats) is expected
        assert len(evaluation.features(state, 0)) == len(evaluation.NAMES) == len(expected)
        even = evaluation.chance(_dealt(state, WEAK, WEAK), 0)
        assert evaluation.chance(_dealt(state, STRONG, WEAK), 0) > even
        assert evaluation.chance(_dealt(state, WEAK, STRONG), 0) < even


def _play(bot: StateBot, seats: int, seed: int) -> tuple[State, float]:
    """A game with ``bot`` in seat 0 and normal bots elsewhere; its slowest decision."""
    state = GAME.setup({}, seats, seed, GAME.teams({}, seats))
    rng, slowest = Random(seed), 0.0
    while acting := GAME.to_act(state):
        seat = min(acting)
        legal = GAME.legal_actions(state, seat)
        if seat == 0:
            start = time.perf_counter()
            action = bot.choose_at(GAME, state, seat, legal, rng)
            slowest = max(slowest, time.perf_counter() - start)
        else:
            view = LazyView(lambda: GAME.seat_view(state, seat))  # noqa: B023 - read at once
            action = GAME.bots["normal"].choose(view, legal, rng)
        state = GAME.apply(state, seat, action).state
    return state, slowest


def test_a_quick_hard_bot_plays_a_whole_game_within_its_time() -> None:
    state, slowest = _play(SearchBot(Budget(seconds=0.05), HARD.settings), 3, seed=4)
    assert GAME.outcome(state) is not None and slowest < 0.5


@pytest.mark.slow
def test_hard_plays_whole_games_within_the_decision_time() -> None:
    assert isinstance(HARD, StateBot)
    for seats in (2, 4):
        state, slowest = _play(HARD, seats, seed=seats)
        assert GAME.outcome(state) is not None and slowest < 2.0
