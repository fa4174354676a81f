"""The Heroes bots: ``normal`` plays the way the rules reward, and beats ``random``."""

from __future__ import annotations

from random import Random

import pytest

from engine.heroes import GAME
from engine.heroes.positions import position
from engine.heroes.state import State

NORMAL = GAME.bots["normal"]


def choice(state: State, seat: int) -> str:
    legal = GAME.legal_actions(state, seat)
    code: str = NORMAL.choose(GAME.seat_view(state, seat), legal, Random(0))
    assert code in legal
    return code


def test_normal_keeps_specials_and_its_own_faction_in_the_discard() -> None:
    for seed in range(10):
        state = GAME.setup({}, 3, seed)
        for seat in range(3):
            thrown = choice(state, seat).split(":")[1:]
            hand = state.hands[seat]
            mine = [
                c
                for c in hand
                if c not in ("favor", "horse")
                and GAME.public_view(state)["catalogue"][c]["faction"] == state.factions[seat]
            ]
            others = len(hand) - len(mine) - sum(c in ("favor", "horse") for c in hand)
            assert not {"favor", "horse"} & set(thrown)
            if others >= 3:
                assert not set(mine) & set(thrown)


def test_normal_matches_traits_for_its_own_faction() -> None:
    # Odysseus on Patroclus scores 2 for the Greeks; Ajax on Patroclus scores 2 as well but
    # Hector would give the Trojans 2.
    state = position([["odysseus", "hector", "nestor"], ["paris"]], pile=("patroclus",))
    assert choice(state, 0).split(":")[1] == "odysseus"


def test_normal_dumps_an_opponents_card_where_it_scores_nothing() -> None:
    # No Greek card to play; Hecuba scores 0 on Patroclus, Hector would score 3 for the Trojans.
    state = position([["hecuba", "hector"], ["paris"]], pile=("patroclus",))
    assert choice(state, 0).split(":")[1] == "hecuba"


def test_normal_uses_sneaky_and_battle_expert_on_the_leader() -> None:
    state = position([["odysseus", "ajax"], ["hector"]], scores=(0, 2, 6))
    state = GAME.apply(state, 0, "play:odysseus:sneaky").state
    assert choice(state, 0) == "sneaky:god"
    state = position([["ajax", "nestor"], ["hector"], ["zeus"]], scores=(0, 7, 3))
    state = GAME.apply(state, 0, "play:ajax:warrior").state
    assert choice(state, 0) == "warrior:trojan"


def test_normal_takes_a_special_with_charismatic() -> None:
    state = position([["nestor", "ajax"], ["hector", "horse", "paris"]], pile=("hecuba",))
    state = GAME.apply(state, 0, "play:nestor:charismatic").state
    assert choice(state, 0) == "charm:take:horse"


def play(bots: tuple[str, str], seed: int) -> frozenset[int]:
    state = GAME.setup({}, 2, seed)
    rng = Random(seed)
    while acting := GAME.to_act(state):
        seat = min(acting)
        legal = GAME.legal_actions(state, seat)
        code = GAME.bots[bots[seat]].choose(GAME.seat_view(state, seat), legal, rng)
        state = GAME.apply(state, seat, code).state
    outcome = GAME.outcome(state)
    assert outcome is not None
    return outcome.winners


def test_normal_beats_random() -> None:
    games = 40
    wins = sum(0 in play(("normal", "random"), s) for s in range(games // 2))
    wins += sum(1 in play(("random", "normal"), s) for s in range(games // 2, games))
    assert wins >= 0.75 * games, wins


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
def test_random_games_keep_the_invariants_and_a_gods_win_has_no_winner(seats: int) -> None:
    gods_wins = 0
    for seed in range(150):
        state = GAME.setup({"gods_start": "4"}, seats, seed)
        rng = Random(seed)
        while acting := GAME.to_act(state):
            seat = rng.choice(sorted(acting))
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, GAME.bots["random"].choose({}, legal, rng)).state
            GAME.check_invariants(state)
        outcome = GAME.outcome(state)
        assert outcome is not None
        assert (not outcome.winners) == (state.winner == "god" and state.neutral_gods)
        gods_wins += not outcome.winners
    if seats != 3:
        assert gods_wins > 0, "the neutral Gods should win some games against random players"
