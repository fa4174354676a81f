"""The Siege's ``hard`` level: positions it searches are drawn from its seat's view only, and it
decides a whole move at once, among the planner's candidate plans."""

from __future__ import annotations

import time
from random import Random

import pytest
from test_no_leak import positions

from engine.core.errors import IllegalAction
from engine.core.game import MAX_LABEL, Bot, StateBot
from engine.core.said import english
from engine.core.search import Budget, SearchBot, advise
from engine.siege import GAME
from engine.siege.candidates import PLANNERS
from engine.siege.hard import HARD, settle
from engine.siege.pieces import TROJAN
from engine.siege.state import MOVE, State, side_of_seat


def _decisions(scenario: str, seats: int, seed: int) -> list[tuple[State, int]]:
    """(state, seat) where a commander starts planning a move, along a game of bots."""
    out = []
    for state in positions(GAME, seats, {"scenario": scenario}, seed=seed):
        acting = GAME.to_act(state)
        if state.phase == MOVE and acting and not state.plans and not state.done:
            out.append((state, min(acting)))
    return out


def _normal_move(state: State, seat: int, bot: Bot | None = None) -> list[str]:
    """The normal bot's plans for this move (or ``bot``'s), one call per plan as the service
    makes them."""
    steps: list[str] = []
    rng = Random(1)
    while True:
        legal = GAME.legal_actions(state, seat)
        step = (bot or GAME.bots["normal"]).choose(GAME.seat_view(state, seat), legal, rng)
        if step == "end":
            return steps
        steps.append(step)
        state = GAME.apply(state, seat, step).state


def test_a_sample_depends_only_on_the_seat_view_and_the_rng() -> None:
    """Only the dice to come are hidden: the sample is the same map with a seed of its own."""
    checked = 0
    for state in positions(GAME, 2, {"scenario": "day2"}, seed=5)[::40]:
        for seat in range(2):
            other = GAME.redeal_hidden(state, seat, Random(checked))
            first = GAME.sample_position(state, seat, Random(3))
            second = GAME.sample_position(other, seat, Random(3))
            assert GAME.dump(first) == GAME.dump(second)
            assert GAME.seat_view(first, seat) == GAME.seat_view(state, seat)
            assert first.seed != state.seed
            checked += 1
    assert checked > 4


def test_candidates_are_whole_moves_the_engine_accepts() -> None:
    """A handful of distinct whole moves, the side's lead style first (for the Trojans the
    normal bot's own move); each one ends the seat's planning when applied, reads back from its
    code and has words that fit a label."""
    for state, seat in _decisions("day1", 2, seed=3)[1::6]:
        found = GAME.candidate_moves(state, seat, Random(1))
        assert 2 <= len(found) <= 8 and len(set(found)) == len(found)
        lead = PLANNERS[side_of_seat(seat)][0]
        assert found[0] == ";".join([*_normal_move(state, seat, lead), "end"])
        if side_of_seat(seat) == TROJAN:
            assert found[0] == ";".join([*_normal_move(state, seat), "end"])
        for move in found:
            assert GAME.decode(state, seat, GAME.encode(move).upper()) == move
            assert len(english(GAME.describe(move))) <= MAX_LABEL
            after = GAME.apply(state, seat, move).state
            assert seat not in GAME.to_act(after) or after.resolutions > state.resolutions
            GAME.check_invariants(after)


@pytest.mark.parametrize("seats", [2, 4])
def test_a_plan_is_judged_after_the_other_side_has_answered_it(seats: int) -> None:
    """What a judged plan leaves open counts: the search plays on (a partner's plans, the roll,
    then the other side's whole answer and its roll) until the planner's side moves again."""
    checked = 0
    for state, seat in _decisions("day2", seats, seed=3)[::3]:
        side = side_of_seat(seat)
        plan = GAME.candidate_moves(state, seat, Random(1))[0]
        after = GAME.apply(state, seat, plan).state
        judged = settle(after, seat)
        if judged.phase != MOVE:  # the game or the day ended on the way
            continue
        assert judged.moving == side and not judged.plans
        assert judged.resolutions >= state.resolutions + 2  # this half, then the answer
        checked += 1
    assert checked >= 3


def test_a_whole_move_with_an_illegal_step_is_refused_and_changes_nothing() -> None:
    state, seat = _decisions("day1", 2, seed=3)[0]
    plan = _normal_move(state, seat)
    before = GAME.dump(state)
    with pytest.raises(IllegalAction):
        GAME.apply(state, seat, ";".join([plan[0], plan[0].rsplit(":", 1)[0] + ":A1", "end"]))
    assert GAME.dump(state) == before


def test_the_choice_does_not_change_when_the_dice_to_come_are_dealt_again() -> None:
    """With a fixed rng and iteration count, the seed of the real game changes nothing."""
    bot = SearchBot(Budget(iterations=10), HARD.settings)
    for state, seat in _decisions("day2", 2, seed=7)[1::7]:
        legal = GAME.legal_actions(state, seat)
        chosen = bot.choose_at(GAME, state, seat, legal, Random(4))
        for k in range(1):
            other = GAME.redeal_hidden(state, seat, Random(k))
            assert other.seed != state.seed
            assert bot.choose_at(GAME, other, seat, legal, Random(4)) == chosen


def test_advice_ranks_whole_moves_with_chances() -> None:
    state, seat = _decisions("day1", 2, seed=3)[2]
    advice = advise(GAME, state, seat, Random(3), Budget(iterations=18), HARD.settings)
    assert sum(c.visits for c in advice.ranked) == 18 and len(advice.ranked) >= 2
    assert all(0.0 <= c.win_chance <= 1.0 for c in advice.ranked)
    assert all(c.code.endswith("end") for c in advice.ranked)


@pytest.mark.slow
def test_hard_plays_a_one_day_game_to_the_end_within_the_decision_time() -> None:
    """Both sides hard (its real budget) until a side wins or the day ends. The bound is loose:
    a day-4 army's candidate plans take 0.3 s on a quiet machine and several times that when
    the shared cores are busy (``benchmarks/bench_hard.py`` measures the real figures)."""
    assert isinstance(HARD, StateBot)
    state = GAME.setup({"scenario": "day4"}, 2, 11)
    rng, slowest, decisions = Random(5), 0.0, 0
    while acting := GAME.to_act(state):
        seat = min(acting)
        legal = GAME.legal_actions(state, seat)
        start = time.perf_counter()
        action = HARD.choose_at(GAME, state, seat, legal, rng)
        slowest = max(slowest, time.perf_counter() - start)
        decisions += 1
        state = GAME.apply(state, seat, action).state
    assert GAME.outcome(state) is not None
    assert decisions <= 40 and slowest < 8.0
