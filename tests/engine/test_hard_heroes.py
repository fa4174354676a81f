"""Heroes's ``hard`` bot: registered, and blind to what its seat cannot see (no-peeking)."""

from __future__ import annotations

import pytest
from nopeek import check_choice_blind, check_samples_blind, positions

from engine.core.frozen import evolve
from engine.core.game import StateBot
from engine.heroes import GAME
from engine.heroes.cards import FACTIONS
from engine.heroes.hard import OUT_WEIGHT, evaluate, round_standing
from engine.heroes.state import PLAY


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


def test_the_search_judges_a_round_by_score_specials_and_nearness_to_going_out() -> None:
    state = evolve(GAME.setup({}, 2, 5, None), phase=PLAY, scores=(3, 3, 0))
    greek = state.factions.index("greek")
    trojan = 1 - greek
    hands: list[tuple[str, ...]] = [(), ()]
    hands[greek] = ("odysseus", "achilles", "favor")  # 2 characters and a special
    hands[trojan] = ("hector", "priam", "paris")  # 3 characters
    dealt = evolve(state, hands=tuple(hands))
    standing = round_standing(dealt)
    # Greek: the score, the special, and one card nearer to going out; Trojan: one card further.
    assert standing[FACTIONS.index("greek")] == 3 + 2 + OUT_WEIGHT
    assert standing[FACTIONS.index("trojan")] == 3 - OUT_WEIGHT
    assert evaluate(dealt, greek) > 0.5
    assert evaluate(dealt, trojan) < 0.5
