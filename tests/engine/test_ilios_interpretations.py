"""One test per entry under "Interpretations" in docs/rules/ilios.md, in the same order."""

from __future__ import annotations

from collections import Counter

import pytest
from ilios_positions import cell, position

from engine.core.errors import IllegalAction, InvalidAction
from engine.core.said import english
from engine.ilios import GAME
from engine.ilios.state import OVER, PLAY, State

BLUE, ORANGE = 0, 1
RING = ["B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"]


def play(state: State, seat: int, code: str) -> State:
    return GAME.apply(state, seat, GAME.decode(state, seat, code)).state


def test_1_the_deal_and_the_order_of_set_up() -> None:
    s = GAME.setup({}, 2, seed=11)
    assert [len(h) for h in s.hands] == [3, 3] and s.phase == "setup"
    assert s.setup_queue[-1] == (0, "iron")
    # The deal comes from the seed alone.
    assert GAME.dump(GAME.setup({}, 2, seed=11)) == GAME.dump(s)
    assert GAME.dump(GAME.setup({}, 2, seed=12)) != GAME.dump(s)


def test_2_wastelands_supply() -> None:
    base = GAME.setup({}, 4, seed=1)
    assert base.set_aside == [] and len(base.bag) + 12 == 48
    expansion = GAME.setup({"expansion": "on"}, 4, seed=1)
    assert expansion.set_aside == ["powerful"] * 4


def test_3_expansion_on_the_small_board() -> None:
    s = GAME.setup({"size": "5", "expansion": "on"}, 3, seed=2)
    assert s.board[12] == ("troy", None, None)  # C3
    assert s.set_aside == []
    all_tiles = Counter(s.bag) + Counter(t for h in s.hands for t in h)
    assert all_tiles["powerful"] == 6 and sum(all_tiles.values()) == 54
    assert [k for _, k in s.setup_queue] == ["iron"] * 3


def test_4_a_free_troy_counts_as_a_target_and_is_taken() -> None:
    s = position({}, [["spearman"], ["javelin"]], expansion=True)
    legal = [GAME.encode(a) for a in GAME.legal_actions(s, BLUE)]
    assert set(legal) == {
        "deploy:spearman:C2:S",
        "deploy:spearman:C4:N",
        "deploy:spearman:B3:E",
        "deploy:spearman:D3:W",
    }
    after = play(s, BLUE, "deploy:spearman:C4:N")
    assert cell(after, "C3") == ("troy", None, BLUE)


def test_5_a_horse_has_no_facing() -> None:
    s = position({"C1": ("javelin", "N", ORANGE)}, [["horse_straight"], ["javelin"]])
    for code in (
        "deploy:horse_straight:C3:N",
        "deploy:horse_straight:C3:w",
        "DEPLOY:Horse_Straight:c3",
    ):
        action = GAME.decode(s, BLUE, code)
        assert GAME.encode(action) == "deploy:horse_straight:C3:N"
    assert all(a.facing == "N" for a in GAME.legal_actions(s, BLUE))
    after = play(s, BLUE, "deploy:horse_straight:C3:S")
    view = GAME.public_view(after)["board"][2][2]
    assert view["facing"] is None and view["arrows"] == [] and len(view["jumps"]) == 4
    assert "facing" not in GAME.describe(GAME.decode(s, BLUE, "deploy:horse_straight:C3:N"))


def test_6_a_horse_may_land_only_to_plunder_its_own_troy() -> None:
    cells: dict[str, tuple[str | None, str | None, int | None]] = {
        sq: ("wasteland", None, None) for sq in RING
    }
    cells["C3"] = ("troy", None, BLUE)
    s = position(cells, [["horse_straight"], ["javelin"]], expansion=True)
    legal = {GAME.encode(a) for a in GAME.legal_actions(s, BLUE)}
    assert legal == {
        "deploy:horse_straight:C1:N",
        "deploy:horse_straight:A3:N",
        "deploy:horse_straight:E3:N",
        "deploy:horse_straight:C5:N",
    }
    assert "plunders Troy" in english(
        GAME.describe(GAME.decode(s, BLUE, "deploy:horse_straight:C1:N"))
    )
    # Not surrounded yet: landing there does nothing, so it is not a legal target.
    cells2 = dict(cells)
    del cells2["B2"]
    s2 = position(cells2, [["horse_straight", "spearman"], ["javelin"]], expansion=True)
    with pytest.raises(IllegalAction, match="jumps to no opponent's disk"):
        play(s2, BLUE, "deploy:horse_straight:C1:N")


def test_7_troy_taken_by_a_horse_while_free_and_surrounded_is_occupied_not_plundered() -> None:
    cells: dict[str, tuple[str | None, str | None, int | None]] = {
        sq: ("wasteland", None, None) for sq in RING
    }
    s = position(cells, [["horse_diagonal"], ["javelin"]], expansion=True)
    after = play(s, BLUE, "deploy:horse_diagonal:A1:N")
    assert cell(after, "C3") == ("troy", None, BLUE)
    assert after.plunder == [[], []]


def test_8_running_out_of_disks() -> None:
    cells = {"C2": ("javelin", "N", ORANGE), "D3": ("iron", None, None)}
    s = position(cells, [["shield"], ["javelin"]])
    s.disks_left[BLUE] = 1
    after = play(s, BLUE, "deploy:shield:C3:N")  # W B3 empty, N C2 orange, E D3 free iron
    assert cell(after, "C2") == ("javelin", "N", BLUE)  # first in arrow order gets the last disk
    assert cell(after, "D3") == ("iron", None, None)
    assert cell(after, "C3") == ("shield", "N", None)
    assert after.disks_left == [0, 38]
    # The unoccupied warrior is now free for anyone to take, like an iron weapon.
    after.turn = ORANGE
    taken = play(after, ORANGE, "deploy:javelin:C4:N")
    assert cell(taken, "C3") == ("shield", "N", ORANGE)


def test_9_empty_hands_are_skipped() -> None:
    cells = {"C3": ("javelin", "N", ORANGE)}
    s = position(cells, [["spearman"], [], ["axeman"]], bag=[])
    after = play(s, BLUE, "deploy:spearman:C4:N")
    assert after.turn == 2 and GAME.public_view(after)["hand_sizes"] == [0, 0, 1]


def test_10_the_revealed_hand_is_shown_for_that_turn_only() -> None:
    cells = {
        "A1": ("javelin", "N", ORANGE),
        "B1": ("wasteland", None, None),
        "B2": ("wasteland", None, None),
        "A3": ("wasteland", None, None),
        "B3": ("wasteland", None, None),
    }
    s = position(cells, [["spearman", "spearman"], ["javelin", "axeman"]], bag=["shield"] * 4)
    revealed = play(s, BLUE, "deploy:spearman:A2:N")
    assert revealed.revealed == {ORANGE: ["axeman", "javelin"]}
    after = play(revealed, ORANGE, "deploy:javelin:E5:E")
    assert GAME.public_view(after)["revealed"] == {}


def test_11_filling_the_last_square_ends_the_game_at_once() -> None:
    cells = {f"{c}{r}": ("wasteland", None, None) for c in "ABCDE" for r in range(1, 6)}
    cells["C3"] = ("javelin", "N", ORANGE)
    del cells["C4"]
    s = position(cells, [["spearman"], ["javelin"]], expansion=False, bag=["shield"])
    s.plunder = [["oracle"], []]
    after = play(s, BLUE, "deploy:spearman:C4:N")
    assert after.phase == OVER and after.hands[BLUE] == [] and after.bag == ["shield"]
    # Both tiles were closed in by that last deploy: blue plunders them both.
    assert sorted(after.plunder[BLUE]) == ["javelin", "oracle", "spearman"]


def test_12_oracle_power_details() -> None:
    base = {"C2": ("javelin", "N", ORANGE)}
    # An oracle plundered on this very turn already gives its power.
    cells = {
        "A1": ("oracle", "N", BLUE),
        "B1": ("wasteland", None, None),
        "B2": ("wasteland", None, None),
        "A3": ("javelin", "N", ORANGE),
    }
    s = position(cells, [["spearman", "axeman"], ["javelin"]], expansion=True, troy=False)
    after = play(s, BLUE, "deploy:spearman:A2:S")  # closes A1: blue plunders the oracle
    assert after.plunder[BLUE] == ["oracle"] and after.phase == "oracle"
    # With an empty bag there is nothing to draw, so no power either.
    s2 = position(
        base,
        [["spearman", "axeman"], ["javelin"]],
        expansion=True,
        troy=False,
        bag=[],
        plunder=[["oracle"], []],
    )
    after2 = play(s2, BLUE, "deploy:spearman:C3:N")
    assert after2.phase == PLAY and after2.turn == ORANGE


def test_13_codes_are_case_insensitive_and_errors_are_sentences() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["axeman"], ["javelin"]], size=7)
    assert GAME.decode(s, BLUE, "DEPLOY:AXEMAN:c4:e") == GAME.decode(s, BLUE, "deploy:axeman:C4:E")
    with pytest.raises(InvalidAction, match="There is no square Z9 on a 7×7 board."):
        GAME.decode(s, BLUE, "deploy:axeman:Z9:E")
    with pytest.raises(InvalidAction, match="You have no Javelin in your hand."):
        GAME.decode(s, BLUE, "deploy:javelin:C4:E")
    with pytest.raises(InvalidAction, match="not a facing"):
        GAME.decode(s, BLUE, "deploy:axeman:C4:Q")
    with pytest.raises(InvalidAction, match="no tile called"):
        GAME.decode(s, BLUE, "deploy:dragon:C4:E")
