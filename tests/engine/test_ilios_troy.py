"""The Troy expansion: Troy (example T to X), horses, the oracle's power, the expansion set-up."""

from __future__ import annotations

from collections import Counter

import pytest
from ilios_positions import cell, position

from engine.core.errors import IllegalAction, InvalidAction
from engine.ilios import GAME
from engine.ilios.state import ORACLE, PLAY, State

BLUE, ORANGE = 0, 1
RING = ["B2", "C2", "D2", "B3", "D3", "B4", "C4", "D4"]  # the squares around Troy on C3 (5×5)


def play(state: State, seat: int, code: str) -> State:
    return GAME.apply(state, seat, GAME.decode(state, seat, code)).state


def troy_ring(troy_disk: int | None) -> dict[str, tuple[str | None, str | None, int | None]]:
    cells: dict[str, tuple[str | None, str | None, int | None]] = {
        sq: ("wasteland", None, None) for sq in RING
    }
    cells["C3"] = ("troy", None, troy_disk)
    return cells


def test_expansion_setup_troy_in_the_centre_and_powerful_backs_as_wastelands() -> None:
    s = GAME.setup({"expansion": "on"}, 3, seed=5)
    assert s.board[3 * 7 + 3] == ("troy", None, None)
    assert GAME.public_view(s)["board"][3][3]["tile"] == "troy"
    assert s.set_aside == ["powerful"] * 3
    everything = Counter(s.bag) + Counter(t for h in s.hands for t in h)
    assert everything["powerful"] == 3
    assert everything["horse_side"] == everything["horse_diagonal"] == 2
    assert everything["horse_straight"] == 2 and everything["oracle"] == 2
    assert sum(everything.values()) == 40 + 3 + 2 + 6
    catalogue = GAME.public_view(s)["catalogue"]
    assert catalogue["troy"]["value"] == 16 and catalogue["horse_side"]["value"] == 8
    assert sorted(map(tuple, catalogue["horse_side"]["jumps"])) == sorted(
        [(1, -2), (2, -1), (2, 1), (1, 2), (-1, 2), (-2, 1), (-2, -1), (-1, -2)]
    )
    assert "troy" not in GAME.public_view(GAME.setup({}, 3, seed=5))["catalogue"]


def test_t_u_v_orange_on_surrounded_troy_plunders_it_with_a_horse() -> None:
    s = position(troy_ring(ORANGE), [["javelin"], ["horse_straight"]], expansion=True, turn=ORANGE)
    step = GAME.apply(s, ORANGE, GAME.decode(s, ORANGE, "deploy:horse_straight:C1:N"))  # U
    after = step.state
    assert cell(after, "C3") == (None, None, ORANGE)  # V: plundered, the disk stays
    assert after.plunder[ORANGE] == ["troy"]
    assert GAME.public_view(after)["scores"][ORANGE] == 16
    assert "Player 2 plundered Troy at C3 (+16)." in [e.english for e in step.events]


def test_w_x_blue_horse_raids_troy_which_stays() -> None:
    s = position(troy_ring(ORANGE), [["horse_straight"], ["javelin"]], expansion=True)
    after = play(s, BLUE, "deploy:horse_straight:C5:N")  # W
    assert cell(after, "C3") == ("troy", None, BLUE)  # X
    assert after.plunder == [[], []]


def test_surrounding_troy_never_plunders_it() -> None:
    cells = troy_ring(ORANGE)
    del cells["D4"]
    cells["E5"] = ("javelin", "N", ORANGE)
    s = position(cells, [["axeman"], ["javelin"]], expansion=True)
    after = play(s, BLUE, "deploy:axeman:D4:S")  # closes the ring around Troy, raids E5
    assert cell(after, "C3") == ("troy", None, ORANGE)


def test_a_warrior_raids_troy_like_any_tile() -> None:
    s = position({}, [["spearman"], ["javelin"]], expansion=True)
    s.board[12] = ("troy", None, ORANGE)
    s.disks_left[ORANGE] -= 1
    after = play(s, BLUE, "deploy:spearman:C4:N")
    assert cell(after, "C3") == ("troy", None, BLUE)


@pytest.mark.parametrize(
    ("kind", "expected"),
    [
        ("horse_side", {"C2", "E2", "B3", "F3", "B5", "F5", "C6", "E6"}),
        ("horse_diagonal", {"B2", "F2", "B6", "F6"}),
        ("horse_straight", {"D2", "B4", "F4", "D6"}),
    ],
)
def test_horses_jump_over_anything_to_their_squares(kind: str, expected: set[str]) -> None:
    # Orange holds every square within two steps of D4 on the 7×7 board; the horse lands on D4.
    block = {f"{c}{r}": ("javelin", "N", ORANGE) for c in "BCDEF" for r in range(2, 7)}
    del block["D4"]
    s = position(block, [[kind], ["javelin"]], size=7, expansion=True, troy=False)
    after = play(s, BLUE, f"deploy:{kind}:D4:E")  # any facing is read as N for a horse
    blue = {sq for sq in block if cell(after, sq) == ("javelin", "N", BLUE)}
    assert blue == expected
    # The horse closed the last gap around itself, so blue plunders it at once.
    assert cell(after, "D4") == (None, None, BLUE) and after.plunder[BLUE] == [kind]


def test_a_horse_in_the_corner_jumps_only_onto_the_board() -> None:
    cells = {"B3": ("javelin", "N", ORANGE), "C2": ("iron", None, None)}
    s = position(cells, [["horse_side"], ["javelin"]], expansion=True, troy=False)
    after = play(s, BLUE, "deploy:horse_side:A1:N")
    assert cell(after, "B3") == ("javelin", "N", BLUE)
    assert cell(after, "C2") == ("iron", None, BLUE)


def test_oracle_power_return_and_draw_again() -> None:
    cells = {"C2": ("javelin", "N", ORANGE)}
    s = position(
        cells,
        [["spearman", "axeman", "shield"], ["javelin"]],
        expansion=True,
        troy=False,
        plunder=[["oracle"], []],
        bag=["powerful"] * 5,
    )
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C3:N"))
    after = step.state
    assert after.phase == ORACLE and GAME.to_act(after) == {BLUE}
    assert GAME.seat_view(after, BLUE)["oracle_returns_left"] == 1
    assert GAME.seat_view(after, ORANGE)["oracle_returns_left"] == 0
    assert [GAME.encode(a) for a in GAME.legal_actions(after, BLUE)] == [
        "return:axeman",
        "return:shield",
        "return:powerful",
        "keep",
    ]
    with pytest.raises(IllegalAction):
        play(after, BLUE, "deploy:axeman:A1:N")
    with pytest.raises(InvalidAction, match="You have no Javelin in your hand."):
        GAME.decode(after, BLUE, "return:javelin")
    step2 = GAME.apply(after, BLUE, GAME.decode(after, BLUE, "return:shield"))
    done = step2.state
    assert sorted(done.hands[BLUE]) == ["axeman", "powerful", "powerful"]
    assert sorted(done.bag) == sorted(["powerful"] * 3 + ["shield"])
    assert done.phase == PLAY and done.turn == ORANGE
    private = [e for e in step2.events if e.audience == BLUE]
    assert private and "returned Shield-bearer" in private[0].english
    public = [e for e in step2.events if e.audience is None]
    assert all("Shield" not in e.english and "Powerful" not in e.english for e in public)


def test_two_oracles_give_two_returns_and_keep_stops() -> None:
    s = position(
        {"C2": ("javelin", "N", ORANGE)},
        [["spearman", "axeman"], ["javelin"]],
        expansion=True,
        troy=False,
        plunder=[["oracle", "oracle"], []],
    )
    after = play(s, BLUE, "deploy:spearman:C3:N")
    assert after.oracle_left == 2
    after = play(after, BLUE, "return:axeman")
    assert after.phase == ORACLE and after.oracle_left == 1
    after = play(after, BLUE, "keep")
    assert after.phase == PLAY and after.turn == ORANGE


def test_oracle_power_needs_the_expansion() -> None:
    s = position(
        {"C2": ("javelin", "N", ORANGE)},
        [["spearman", "axeman"], ["javelin"]],
        plunder=[["oracle"], []],
    )
    after = play(s, BLUE, "deploy:spearman:C3:N")
    assert after.phase == PLAY and after.turn == ORANGE


def test_an_unknown_tile_lists_this_tables_tiles_by_name() -> None:
    """The tiles an unknown name is answered with are the ones players read, and horses only
    at a table with the expansion: a horse typed at a table without it is no tile there."""
    plain = position({"C2": ("javelin", "N", ORANGE)}, [["axeman"], ["javelin"]])
    for typed in ("deploy:dragon:C4:E", "deploy:side:C4"):
        with pytest.raises(InvalidAction) as error:
            GAME.decode(plain, BLUE, typed)
        said = str(error.value)
        assert "no tile called" in said and "Shield-bearer" in said, said
        assert "horse" not in said.lower() and "_" not in said, said
    troy = position({"C2": ("javelin", "N", ORANGE)}, [["axeman"], ["javelin"]], expansion=True)
    with pytest.raises(InvalidAction, match="Side-jump horse") as error:
        GAME.decode(troy, BLUE, "deploy:dragon:C4:E")
    assert "_" not in str(error.value)
