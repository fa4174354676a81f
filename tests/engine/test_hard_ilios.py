"""ILIOS's ``hard`` bot: registered, blind to what its seat cannot see (no-peeking), and the set-up
squares it weighs."""

from __future__ import annotations

from random import Random

import pytest
from nopeek import check_choice_blind, check_samples_blind, positions

from engine.core.game import StateBot
from engine.ilios import GAME, flow
from engine.ilios.actions import Action
from engine.ilios.bots import setup_rank
from engine.ilios.geometry import parse_index, symmetries
from engine.ilios.hard import CANDIDATES, candidate_moves, setup_candidates


def test_hard_is_a_state_bot_after_random_and_normal() -> None:
    assert list(GAME.bots) == ["random", "normal", "hard"]
    assert isinstance(GAME.bots["hard"], StateBot)


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_a_sample_depends_only_on_the_seat_view(seats: int) -> None:
    for state, seat in positions(GAME, seats, seed=seats, every=7):
        check_samples_blind(GAME, state, seat)


@pytest.mark.parametrize("seats", [2, 4])
def test_the_hard_choice_does_not_change_when_hidden_parts_are_dealt_again(seats: int) -> None:
    for state, seat in positions(GAME, seats, seed=10 + seats, every=15)[:4]:
        check_choice_blind(GAME, state, seat, iterations=8)


def _squares(actions: list[Action]) -> list[int]:
    indices = [parse_index(a.square or "", 7) for a in actions]
    assert None not in indices
    return [i for i in indices if i is not None]


def test_the_board_has_eight_distinct_turns_and_mirrors_that_keep_troy_in_the_centre() -> None:
    moves = symmetries(7)
    assert len(set(moves)) == 8
    assert all(sorted(moved) == list(range(49)) and moved[24] == 24 for moved in moves)


def test_set_up_weighs_one_square_of_each_kind_the_empty_board_offers() -> None:
    state = flow.start(7, False, 4, seed=1)
    legal = flow.legal(state, 0)
    assert len(legal) == 49 and legal[0].verb == "waste"
    chosen = _squares(setup_candidates(state, legal, Random(0)))
    assert len(chosen) == CANDIDATES  # of ten kinds of square, the worst for a wasteland left out
    orbits = {frozenset(moved[i] for moved in symmetries(7)) for i in chosen}
    assert len(orbits) == CANDIDATES  # no two alike
    assert 0 in {min(orbit) for orbit in orbits}  # a corner: the rim's best
    assert candidate_moves(state, 0, Random(0)) == setup_candidates(state, legal, Random(0))


def test_on_a_board_without_symmetry_set_up_weighs_the_normal_bots_best_squares() -> None:
    state = flow.start(7, False, 4, seed=1)
    for square in ("A1", "G2", "B7"):  # no turn or mirror keeps these three
        seat, verb = state.setup_queue[0]
        state, _ = flow.act(state, seat, Action(verb, square=square))
    legal = flow.legal(state, state.setup_queue[0][0])
    chosen = setup_candidates(state, legal, Random(0))
    assert len(chosen) == CANDIDATES
    left_out = [a for a in legal if a not in chosen]
    worst_chosen = min(setup_rank(state.board, 7, a) for a in chosen)
    assert all(setup_rank(state.board, 7, a) <= worst_chosen for a in left_out)
