"""ILIOS bots: they pick legal actions from their seat view, and `normal` clearly beats `random`."""

from __future__ import annotations

import time
from random import Random

import pytest
from ilios_positions import position

from engine.ilios import GAME
from engine.ilios.bots import deploy_scores, score_deploy
from engine.ilios.geometry import parse_index
from engine.ilios.state import State

BLUE, ORANGE = 0, 1


def duel(config: dict[str, str], seats: int, seed: int, normal_seat: int) -> tuple[bool, float]:
    """One game with `normal` in one seat and `random` elsewhere; (normal won?, slowest move)."""
    state = GAME.setup(config, seats, seed)
    rng = Random(seed * 7 + 1)
    slowest = 0.0
    while GAME.to_act(state):
        (seat,) = GAME.to_act(state)
        legal = GAME.legal_actions(state, seat)
        view = GAME.seat_view(state, seat)
        bot = GAME.bots["normal" if seat == normal_seat else "random"]
        start = time.perf_counter()
        action = bot.choose(view, legal, rng)
        if seat == normal_seat:
            slowest = max(slowest, time.perf_counter() - start)
        assert action in legal
        state = GAME.apply(state, seat, action).state
    outcome = GAME.outcome(state)
    assert outcome is not None
    return normal_seat in outcome.winners, slowest


def win_rate(config: dict[str, str], seats: int, games: int) -> tuple[float, float]:
    wins, slowest = 0, 0.0
    for seed in range(games):
        won, slow = duel(config, seats, seed, seed % seats)
        wins += won
        slowest = max(slowest, slow)
    return wins / games, slowest


def test_normal_beats_random_two_players() -> None:
    rate, slowest = win_rate({}, 2, 30)
    assert rate >= 0.85
    assert slowest < 0.25  # typically well under 20 ms; generous for slow CI machines


def test_normal_beats_random_with_the_expansion() -> None:
    rate, _ = win_rate({"expansion": "on"}, 3, 20)
    assert rate >= 0.6  # three-way: a fair share would be 33 %


@pytest.mark.slow
@pytest.mark.parametrize("seats", [2, 3, 4])
@pytest.mark.parametrize("config", [{}, {"expansion": "on"}, {"size": "5"}])
def test_normal_beats_random_many(config: dict[str, str], seats: int) -> None:
    rate, _ = win_rate(config, seats, 200)
    assert rate >= (0.9 if seats == 2 else 0.6)


def _score(state: State, code: str) -> float:
    action = GAME.decode(state, BLUE, code)
    board = state.board
    index = parse_index(action.square or "", state.size)
    assert index is not None and action.kind is not None and action.facing is not None
    left = state.disks_left[BLUE]
    return score_deploy(board, state.size, BLUE, left, action.kind, index, action.facing)


def test_normal_prefers_plundering_for_itself() -> None:
    cells = {
        "A1": ("powerful", "N", ORANGE),
        "B1": ("wasteland", None, None),
        "B2": ("wasteland", None, None),
        "E5": ("javelin", "N", ORANGE),
    }
    s = position(cells, [["spearman"], ["axeman"]])
    # Raiding A1 from A2 closes it: blue plunders 8. Raiding E5 gains little.
    assert _score(s, "deploy:spearman:A2:N") > _score(s, "deploy:spearman:E4:S")
    choice = GAME.bots["normal"].choose(
        GAME.seat_view(s, BLUE), GAME.legal_actions(s, BLUE), Random(1)
    )
    assert GAME.encode(choice) == "deploy:spearman:A2:N"


def test_normal_avoids_leaving_a_tile_one_square_from_capture() -> None:
    cells = {
        "A1": ("wasteland", None, None),
        "B1": ("wasteland", None, None),
        "A3": ("javelin", "N", ORANGE),
        "E5": ("javelin", "N", ORANGE),
    }
    s = position(cells, [["spearman"], ["axeman"]])
    # With B3 closed too, a tile on A2 would have B2 as its only open neighbour: whoever fills
    # B2 next can raid it and plunder it at once. Without B3 closed, A2 keeps two open sides.
    near_corner = position(cells | {"B3": ("wasteland", None, None)}, [["spearman"], ["axeman"]])
    assert _score(near_corner, "deploy:spearman:A2:S") < _score(near_corner, "deploy:spearman:E4:S")
    assert _score(s, "deploy:spearman:A2:S") > _score(near_corner, "deploy:spearman:A2:S")


def test_bots_handle_setup_and_oracle_choices() -> None:
    s = GAME.setup({"expansion": "on"}, 2, seed=4)
    for name, bot in GAME.bots.items():
        action = bot.choose(GAME.seat_view(s, 0), GAME.legal_actions(s, 0), Random(name))
        assert action.verb == "waste"


def test_each_deploy_is_scored_as_if_alone() -> None:
    """``deploy_scores`` scores deploys that raid alike once; every legal deploy of mid-game
    positions (the expansion's horses and Troy among them) still gets its own score."""
    checked = 0
    for seed, config in ((3, {}), (4, {"expansion": "on"}), (5, {"size": "5"})):
        state = GAME.setup(config, 3, seed)
        rng = Random(seed)
        while GAME.to_act(state):
            (seat,) = GAME.to_act(state)
            legal = GAME.legal_actions(state, seat)
            if legal[0].verb == "deploy":
                left = state.disks_left[seat]
                scores = deploy_scores(list(state.board), state.size, seat, left, legal)
                for action, score in zip(legal, scores, strict=True):
                    index = parse_index(action.square or "", state.size)
                    assert index is not None and action.kind is not None
                    alone = score_deploy(
                        list(state.board),
                        state.size,
                        seat,
                        left,
                        action.kind,
                        index,
                        action.facing or "N",
                    )
                    assert score == alone, action
                    checked += 1
            action = GAME.bots["normal"].choose(GAME.seat_view(state, seat), legal, rng)
            state = GAME.apply(state, seat, action).state
    assert checked > 1000
