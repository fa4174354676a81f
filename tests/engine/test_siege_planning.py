"""Plans stay consistent however they are made, changed and taken back: carrying them out again
in their order from the start of the move drops nothing and gives the same squares."""

from __future__ import annotations

from random import Random

import pytest

from engine.siege import GAME
from engine.siege.planning import rebuild


def planning_position(seed: int, scenario: str) -> object:
    state = GAME.setup({"scenario": scenario}, 2, seed)
    for seat in (0, 1):
        state = GAME.apply(state, seat, "ready").state
    return state


@pytest.mark.parametrize("seed", range(4))
def test_random_plans_changes_and_take_backs_stay_consistent(seed: int) -> None:
    rng = Random(seed)
    state = planning_position(seed, "day2" if seed % 2 else "day1")
    for _ in range(40):
        seat = min(GAME.to_act(state))
        legal = [a for a in GAME.legal_actions(state, seat) if a != "end"]
        state = GAME.apply(state, seat, rng.choice(legal)).state
        again, dropped = rebuild(state, state.plans, 0)
        assert not dropped
        assert again.squares == state.squares
        GAME.check_invariants(state)


@pytest.mark.parametrize("seed", range(3))
def test_the_grouped_reach_of_the_legal_list_is_each_piece_own_reach(seed: int) -> None:
    from dataclasses import replace

    from engine.siege import flow
    from engine.siege.planning import fill_reaches, reach_in, slot_squares

    rng = Random(seed)
    state = planning_position(seed, "day1")
    for _ in range(30):
        seat = min(GAME.to_act(state))
        legal = [a for a in GAME.legal_actions(state, seat) if a != "end"]
        state = GAME.apply(state, seat, rng.choice(legal)).state
    fresh = replace(state, cache={})
    mine = flow.commands(fresh, min(GAME.to_act(fresh)))
    fill_reaches(fresh, mine)
    for pid in mine:
        if ("reach", pid) in fresh.cache:
            alone = reach_in(fresh, pid, slot_squares(fresh, pid))
            assert {s: r.cost for s, r in fresh.cache[("reach", pid)].items()} == {
                s: r.cost for s, r in alone.items()
            }


@pytest.mark.parametrize("seed", range(3))
def test_checking_one_action_agrees_with_the_legal_list(seed: int) -> None:
    """``is_legal`` answers for one code without listing every move: the same answers."""
    from dataclasses import replace

    from engine.siege import flow

    rng = Random(seed)
    state = GAME.setup({"scenario": ("day1", "day2", "full")[seed]}, 2 + seed, seed)
    before: list[str] = []
    for _ in range(60):
        seat = min(GAME.to_act(state))
        legal = list(GAME.legal_actions(state, seat))
        others = [s for s in range(state.seats) if s != seat]
        for code in rng.sample(legal, min(20, len(legal))):
            assert flow.is_legal(replace(state, cache={}), seat, code)
            for other in others:
                assert not flow.is_legal(replace(state, cache={}), other, code)
        probes = ["move:ajax:A1", "shoot:teucer:X16", "unplan:hector", "recover:done"]
        probes += rng.sample(before, min(20, len(before)))  # the last position's codes
        for code in probes:
            assert flow.is_legal(replace(state, cache={}), seat, code) == (code in legal), code
        before = legal
        state = GAME.apply(state, seat, rng.choice(legal)).state
        if not GAME.to_act(state):
            break


def test_plans_are_told_to_their_side_and_what_happened_to_everyone() -> None:
    """A plan is said in the future tense to the planning side alone; when the side ends its
    move, everyone reads what happened, in the present tense ("Ajax moves to H10"), so the
    log never keeps a "will move" that already happened."""
    state = planning_position(1, "day2")
    seat = min(GAME.to_act(state))
    moves = [a for a in GAME.legal_actions(state, seat) if a.startswith("move:")]
    planned = GAME.apply(state, seat, moves[0])
    said = [e for e in planned.events if "will move to" in e.english]
    assert said and all(e.readers() == frozenset({seat}) for e in said)
    ended = GAME.apply(planned.state, seat, "end")
    public = [e.english for e in ended.events if e.public]
    future = said[0].english.replace(" will move to ", " moves to ")
    assert future in public, public
    assert not any(" will " in text for text in public)
