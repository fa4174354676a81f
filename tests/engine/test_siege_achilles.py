"""Achilles does not move until he enters play (siege.md, "Fights, settled"): the square of the
opening set-up is his through the nights, nobody swaps him, and it lies inside the wall."""

from __future__ import annotations

from siege_positions import act, position, sq, where

from engine.siege import GAME
from engine.siege.board import BOARD
from engine.siege.state import ABSTAINING, SETUP, WELL

# A day-1 start square inside the future wall, but not where the bot would place him each
# morning (the deepest square, B16).
HIS = "F13"


def _evening(day: int, status: str = ABSTAINING) -> object:
    return position(
        {"achilles": HIS, "argives1": "C11", "trojans1": "X16"},
        day=day,
        hour=8,
        moving="trojan",
        status={"achilles": status},
    )


def test_his_square_is_a_day_one_start_square_inside_the_wall_not_the_deepest() -> None:
    assert sq(HIS) in BOARD.start_squares("greek", 1) and sq(HIS) in BOARD.inside_wall
    assert BOARD.start_squares("greek", 2)[0] != sq(HIS)


def test_an_abstaining_achilles_keeps_his_square_through_the_night() -> None:
    for day in (1, 2):
        morning, _ = act(_evening(day), 1, "end")
        assert morning.phase == SETUP and morning.day == day + 1
        assert where(morning, "achilles") == HIS and morning.status_of("achilles") == ABSTAINING
        assert where(morning, "argives1") != HIS


def test_after_the_opening_set_up_nobody_swaps_an_abstaining_achilles() -> None:
    morning, _ = act(_evening(1), 1, "end")
    codes = GAME.legal_actions(morning, 0)
    assert any(c.startswith("swap:argives1:") for c in codes)
    assert not any(c.startswith("swap:achilles:") for c in codes)
    assert not any(c.endswith(f":{HIS}") for c in codes)


def test_on_the_fourth_morning_he_is_still_on_his_square_and_in_play() -> None:
    morning, _ = act(_evening(3), 1, "end")
    assert morning.day == 4 and morning.status_of("achilles") == WELL
    assert where(morning, "achilles") == HIS
    assert any(c.startswith("swap:achilles:") for c in GAME.legal_actions(morning, 0))


def test_a_woken_achilles_is_placed_again_like_anyone() -> None:
    morning, _ = act(_evening(1, WELL), 1, "end")
    assert where(morning, "achilles") == BOARD.name(BOARD.start_squares("greek", 2)[0])
    assert any(c.startswith("swap:achilles:") for c in GAME.legal_actions(morning, 0))


def test_in_the_opening_set_up_he_goes_only_inside_the_future_wall() -> None:
    for scenario in ("full", "day2", "day3"):
        state = GAME.setup({"scenario": scenario}, 2, 1)
        codes = GAME.legal_actions(state, 0)
        mine = [c.split(":")[2] for c in codes if c.startswith("swap:achilles:")]
        assert mine, scenario
        assert all(sq(name) in BOARD.inside_wall for name in mine)
        his = where(state, "achilles")
        others = [c for c in codes if c.endswith(f":{his}")]
        assert others  # the others may take his square, sending him to theirs (inside too)
        assert all(sq(where(state, c.split(":")[1]) or "") in BOARD.inside_wall for c in others)
