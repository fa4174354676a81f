"""No leak through the pictures: states that differ only in what a viewer cannot see (other
hands, the bag's order, the seed) must give byte-identical PNGs for that viewer.

Built through the engine's public API (setup, bots, apply, dump/load), so the views are real.
"""

from __future__ import annotations

import random
from typing import Any

import pytest

ilios = pytest.importorskip("engine.ilios", reason="engine/ilios is not importable yet")
GAME = ilios.GAME

from engine.core import rng_for  # noqa: E402
from render.registry import draw_hand, draw_table  # noqa: E402

NAMES = ["Ann", "Bo", "Cy", "Di"]


def play(seats: int, size: int, expansion: bool, seed: int, moves: int) -> Any:
    """A real game ``moves`` actions in, with random bots in every seat."""
    state = GAME.setup({"size": str(size), "expansion": "on" if expansion else "off"}, seats, seed)
    for n in range(moves):
        to_act = GAME.to_act(state)
        if not to_act:
            break
        seat = min(to_act)
        legal = GAME.legal_actions(state, seat)
        action = GAME.bots["random"].choose(
            GAME.seat_view(state, seat), legal, rng_for(seed, n, "bot")
        )
        state = GAME.apply(state, seat, action).state
    return state


def redeal(state: Any, keep: int | None, salt: int) -> Any:
    """The same public position with every hidden tile dealt again: the hands of all seats but
    ``keep`` (and of seats whose hand is revealed) and the bag are shuffled together."""
    data = GAME.dump(state)
    hidden = [s for s in range(len(data["hands"])) if s != keep and str(s) not in data["revealed"]]
    pool = [t for s in hidden for t in data["hands"][s]] + list(data["bag"])
    rng = random.Random(salt)
    rng.shuffle(pool)
    for s in hidden:
        n = len(data["hands"][s])
        data["hands"][s], pool = sorted(pool[:n]), pool[n:]
    data["bag"] = pool
    data["seed"] = data["seed"] + 1000 + salt
    return GAME.load(data)


CASES = [(2, 5, False, 1, 9), (3, 7, False, 2, 25), (4, 7, True, 3, 30), (3, 7, True, 4, 3)]


@pytest.mark.parametrize(("seats", "size", "expansion", "seed", "moves"), CASES)
def test_public_table_png_ignores_hidden_information(
    seats: int, size: int, expansion: bool, seed: int, moves: int
) -> None:
    state = play(seats, size, expansion, seed, moves)
    png = draw_table(GAME.public_view(state), NAMES)
    changed = 0
    for salt in range(3):
        other = redeal(state, keep=None, salt=salt)
        changed += GAME.dump(other)["hands"] != GAME.dump(state)["hands"]
        assert draw_table(GAME.public_view(other), NAMES) == png
    assert changed, "the re-deal changed nothing, so the test proved nothing"


@pytest.mark.parametrize(("seats", "size", "expansion", "seed", "moves"), CASES)
def test_hand_png_ignores_other_players_secrets(
    seats: int, size: int, expansion: bool, seed: int, moves: int
) -> None:
    state = play(seats, size, expansion, seed, moves)
    for seat in range(seats):
        png = draw_hand(GAME.seat_view(state, seat), NAMES)
        for salt in range(2):
            other = redeal(state, keep=seat, salt=salt)
            assert draw_hand(GAME.seat_view(other, seat), NAMES) == png


def test_real_views_render_through_to_the_end() -> None:
    """Every view of a whole bot game draws, setup to game over."""
    state = play(3, 7, True, 11, 10_000)
    assert GAME.outcome(state) is not None
    view = GAME.public_view(state)
    assert view["phase"] == "over"
    assert draw_table(view, NAMES)[:4] == b"\x89PNG"
    assert draw_hand(GAME.seat_view(state, 0), NAMES)[:4] == b"\x89PNG"
