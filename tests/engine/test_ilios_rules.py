"""The rulebook's examples and rules, each as a test on a position built directly.

Positions are on the 5×5 board unless said otherwise; seat 0 plays "blue", seat 1 "orange".
"""

from __future__ import annotations

import pytest
from ilios_positions import cell, position

from engine.core.errors import IllegalAction, InvalidAction, NotYourTurn
from engine.core.said import english
from engine.ilios import GAME
from engine.ilios.state import OVER, PLAY, SETUP, State

BLUE, ORANGE = 0, 1


def play(state: State, seat: int, code: str) -> State:
    return GAME.apply(state, seat, GAME.decode(state, seat, code)).state


def events(state: State, seat: int, code: str) -> list[str]:
    return [e.english for e in GAME.apply(state, seat, GAME.decode(state, seat, code)).events]


# --- Deploy: what a warrior must point at (examples A, B, C) -------------------------------------


def test_a_pointing_at_an_opponents_disk_is_legal() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["spearman"], ["axeman"]])
    after = play(s, BLUE, "deploy:spearman:C3:N")
    assert cell(after, "C2") == ("javelin", "N", BLUE)


def test_b_pointing_at_a_free_iron_weapon_is_legal() -> None:
    s = position({"C2": ("iron", None, None)}, [["spearman"], ["axeman"]])
    after = play(s, BLUE, "deploy:spearman:C3:N")
    assert cell(after, "C2") == ("iron", None, BLUE)


def test_c_pointing_at_several_tiles_needs_one_opponent() -> None:
    cells = {
        "B2": ("javelin", "N", BLUE),
        "C2": ("javelin", "N", ORANGE),
        "D2": ("wasteland", None, None),
    }
    s = position(cells, [["shield"], ["axeman"]])
    # Shield-bearer facing N from C3 points W (B3, empty), N (C2, orange) and E (D3, empty).
    after = play(s, BLUE, "deploy:shield:C3:N")
    assert cell(after, "C2") == ("javelin", "N", BLUE)
    # Pointing only at its own tile and a wasteland is not allowed while a real target exists.
    s2 = position(cells, [["axeman"], ["axeman"]])
    with pytest.raises(IllegalAction, match="facing N points to no opponent's disk"):
        play(s2, BLUE, "deploy:axeman:C3:N")  # NE = D2 wasteland, NW = B2 own tile


def test_illegal_deploy_message_names_tile_square_and_facing() -> None:
    s = position({"C2": ("javelin", "N", ORANGE)}, [["axeman"], ["axeman"]])
    with pytest.raises(IllegalAction) as err:
        play(s, BLUE, "deploy:axeman:C4:E")
    assert str(err.value) == (
        "Your Axeman at C4 facing E points to no opponent's disk and no free iron weapon."
    )


# --- Raid & occupy (examples D to K) -------------------------------------------------------------


def test_d_to_k_raid_and_occupy() -> None:
    cells = {
        "C2": ("iron", None, None),  # E: free iron weapon
        "D3": ("axeman", "N", ORANGE),  # F
        "C4": ("shield", "S", ORANGE),  # G
        "B3": ("wasteland", None, None),  # K
    }
    s = position(cells, [["powerful"], ["axeman"]])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:powerful:C3:N"))  # D
    after = step.state
    assert cell(after, "C2") == ("iron", None, BLUE)
    assert cell(after, "D3") == ("axeman", "N", BLUE)  # H
    assert cell(after, "C4") == ("shield", "S", BLUE)  # I
    assert cell(after, "C3") == ("powerful", "N", BLUE)  # J
    assert cell(after, "B3") == ("wasteland", None, None)  # K: never occupied
    assert after.disks_left == [38 - 4, 38]  # orange's two disks went back to orange
    assert set(GAME.public_view(after)["highlight"]) == {"C2", "C3", "C4", "D3"}
    assert "raided D3 from Player 2 and C4 from Player 2" in step.events[0].english


def test_arrows_turn_with_the_facing() -> None:
    s = position({"B4": ("javelin", "N", ORANGE), "D4": ("javelin", "N", ORANGE)}, [["axeman"], []])
    after = play(s, BLUE, "deploy:axeman:C3:S")  # NE, NW turned south -> SW (B4), SE (D4)
    assert cell(after, "B4")[2] == BLUE and cell(after, "D4")[2] == BLUE
    assert GAME.public_view(after)["board"][2][2]["arrows"] == ["SW", "SE"]


def test_a_disk_left_by_a_plunder_cannot_be_raided() -> None:
    s = position(
        {"C2": (None, None, ORANGE), "D3": ("javelin", "N", ORANGE)}, [["shield"], ["axeman"]]
    )
    after = play(s, BLUE, "deploy:shield:C3:N")  # W B3 empty, N C2 bare disk, E D3 orange tile
    assert cell(after, "C2") == (None, None, ORANGE)
    assert cell(after, "D3")[2] == BLUE


# --- Surround & plunder (examples L, M and N to S) ------------------------------------------------


def test_l_m_surrounded_tile_is_plundered_and_the_disk_stays() -> None:
    # L at A1 (a corner: three neighbours). B1 and B2 are closed; blue closes A2.
    cells = {
        "A1": ("spearman", "E", BLUE),
        "B1": ("wasteland", None, None),
        "B2": ("javelin", "N", ORANGE),
    }
    s = position(cells, [["spearman"], ["axeman"]])
    after = play(s, BLUE, "deploy:spearman:A2:E")  # raids B2
    assert cell(after, "A1") == (None, None, BLUE)  # M: the disk stays on the empty square
    assert after.plunder[BLUE] == ["spearman"]
    assert GAME.public_view(after)["scores"] == [4, 0]
    assert GAME.public_view(after)["board"][0][0] == {
        "tile": None,
        "facing": None,
        "disk": BLUE,
        "value": None,
        "arrows": [],
        "jumps": [],
    }
    # The bare disk closes its neighbours and counts in the disks tally.
    assert GAME.public_view(after)["disks_on_board"] == [3, 0]


def test_n_to_s_blue_plunders_r_and_orange_plunders_s_off_turn() -> None:
    cells = {
        "A1": ("spearman", "E", ORANGE),  # P: raided (disk R), then surrounded
        "A3": ("axeman", "N", ORANGE),  # O: raided (disk Q), still open around
        "B1": ("shield", "S", ORANGE),  # S: orange, surrounded by N
        "B2": ("javelin", "E", BLUE),
        "C1": ("wasteland", None, None),
        "C2": ("axeman", "N", BLUE),
    }
    s = position(cells, [["javelin"], ["axeman"]])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:javelin:A2:N"))  # N
    after = step.state
    assert cell(after, "A3") == ("axeman", "N", BLUE)  # Q
    assert cell(after, "A1") == (None, None, BLUE)  # R plundered by blue
    assert cell(after, "B1") == (None, None, ORANGE)  # S plundered by orange, not on its turn
    assert after.plunder == [["spearman"], ["shield"]]
    texts = [e.english for e in step.events]
    assert "Player 1 plundered Spearman at A1 (+4)." in texts
    assert "Player 2 plundered Shield-bearer at B1 (+2)." in texts


def test_an_unoccupied_tile_is_never_plundered() -> None:
    cells = {
        "A1": ("iron", None, None),
        "B1": ("wasteland", None, None),
        "B2": ("wasteland", None, None),
        "A3": ("javelin", "N", ORANGE),
    }
    s = position(cells, [["spearman"], ["axeman"]])
    after = play(s, BLUE, "deploy:spearman:A2:S")  # closes A1, raids A3
    assert cell(after, "A1") == ("iron", None, None)
    assert after.plunder == [[], []]


def test_own_tiles_are_plundered_by_their_owner_when_you_close_them() -> None:
    cells = {
        "E1": ("javelin", "N", ORANGE),
        "D1": ("wasteland", None, None),
        "D2": ("shield", "N", ORANGE),
    }
    s = position(cells, [["spearman"], ["axeman"]])
    after = play(s, BLUE, "deploy:spearman:E2:W")  # raids D2 only; closes E1 for orange
    assert cell(after, "E1") == (None, None, ORANGE)
    assert after.plunder[ORANGE] == ["javelin"]


# --- Set-up ---------------------------------------------------------------------------------------


def test_setup_deals_three_each_and_queues_placements_in_seat_order() -> None:
    s = GAME.setup({}, 3, seed=7)
    assert [len(h) for h in s.hands] == [3, 3, 3]
    assert len(s.bag) == 48 - 9
    assert s.setup_queue == [
        (0, "waste"),
        (0, "iron"),
        (1, "waste"),
        (1, "iron"),
        (2, "waste"),
        (2, "iron"),
    ]
    assert english(GAME.public_view(s)["stage"]) == "place a wasteland"
    with pytest.raises(IllegalAction, match="place a wasteland first"):
        play(s, 0, "iron:A1")
    with pytest.raises(NotYourTurn):
        play(s, 1, "waste:A1")


def test_two_players_first_player_places_a_second_iron_weapon() -> None:
    s = GAME.setup({}, 2, seed=3)
    assert s.setup_queue == [(0, "waste"), (0, "iron"), (1, "waste"), (1, "iron"), (0, "iron")]
    for seat, code in [(0, "waste:A1"), (0, "iron:B1"), (1, "waste:C1"), (1, "iron:D1")]:
        s = play(s, seat, code)
    assert GAME.to_act(s) == {0} and s.phase == SETUP
    s = play(s, 0, "iron:E1")
    assert s.phase == PLAY and s.turn == 0
    tiles = [c[0] for c in s.board if c is not None]
    assert tiles.count("iron") == 3 and tiles.count("wasteland") == 2


def test_five_by_five_has_no_wastelands() -> None:
    s = GAME.setup({"size": "5"}, 4, seed=3)
    assert s.setup_queue == [(0, "iron"), (1, "iron"), (2, "iron"), (3, "iron")]
    with pytest.raises(IllegalAction):
        play(s, 0, "waste:A1")
    assert len(s.board) == 25
    with pytest.raises(InvalidAction, match="There is no square F6 on a 5×5 board."):
        GAME.decode(s, 0, "iron:F6")


def test_setup_placement_needs_an_open_square() -> None:
    s = play(GAME.setup({}, 2, seed=3), 0, "waste:C3")
    with pytest.raises(IllegalAction, match=r"C3 is not open: it holds a tile \(Wasteland\)."):
        play(s, 0, "iron:C3")


# --- Reveal the hand when no deploy is possible ---------------------------------------------------


def test_a_player_who_cannot_deploy_reveals_and_may_deploy_anywhere() -> None:
    # Blue raids A1 and closes both A1 and A2: nothing is left for orange to point at.
    cells = {
        "A1": ("javelin", "N", ORANGE),
        "B1": ("wasteland", None, None),
        "B2": ("wasteland", None, None),
        "A3": ("wasteland", None, None),
        "B3": ("wasteland", None, None),
    }
    s = position(cells, [["spearman", "axeman"], ["axeman", "javelin", "spearman"]])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:A2:N"))  # raids A1
    after = step.state
    assert after.turn == ORANGE
    reveal = [e for e in step.events if e.kind == "reveal"]
    assert len(reveal) == 1 and reveal[0].audience is None
    assert "reveals their hand: Spearman, Axeman and Javelin." in reveal[0].english
    view = GAME.public_view(after)
    assert view["revealed"] == {"1": ["spearman", "axeman", "javelin"]}
    assert "hand revealed" in english(view["stage"])
    legal = GAME.legal_actions(after, ORANGE)
    assert len(legal) == 3 * 4 * sum(1 for c in after.board if c is None)
    done = play(after, ORANGE, "deploy:axeman:E1:N")  # points at nothing at all: allowed now
    assert cell(done, "E1") == ("axeman", "N", ORANGE)
    assert GAME.public_view(done)["revealed"] == {}


def test_no_reveal_when_a_pointed_deploy_exists() -> None:
    s = position({"C3": ("javelin", "N", ORANGE)}, [["spearman"], ["axeman"]])
    assert GAME.public_view(s)["revealed"] == {}
    with pytest.raises(IllegalAction):
        play(s, BLUE, "deploy:spearman:A1:N")


# --- End of play and tie-breaks -------------------------------------------------------------------


def _over(plunder: list[list[str]], disks: dict[str, int]) -> State:
    cells = {sq: (None, None, seat) for sq, seat in disks.items()}
    s = position(cells, [[], [], []], plunder=plunder)
    s.phase, s.turn = OVER, None
    return s


def test_most_plunder_wins() -> None:
    result = GAME.outcome(_over([["spearman"], ["powerful"], []], {"A1": 0, "A2": 0}))
    assert result is not None
    assert result.winners == {1} and result.scores == (4, 8, 0)
    assert english(result.summary) == "Player 2 wins with 8 plunder."


def test_tie_goes_to_most_disks_on_the_board() -> None:
    s = _over([["spearman"], ["spearman"], []], {"A1": 1, "A2": 1, "A3": 0, "B1": 2, "B2": 2})
    result = GAME.outcome(s)
    assert result is not None and result.winners == {1}
    assert "more disks" in english(result.summary)


def test_still_tied_is_a_shared_win() -> None:
    s = _over([["spearman"], ["spearman"], []], {"A1": 1, "A2": 0})
    result = GAME.outcome(s)
    assert result is not None and result.winners == {0, 1}
    assert "share the win" in english(result.summary)
    assert GAME.public_view(s)["outcome"]["winners"] == [0, 1]


def test_the_game_ends_when_no_open_square_remains() -> None:
    cells = {sq: ("wasteland", None, None) for sq in ["A1", "A2", "B1"]}
    cells |= {f"{c}{r}": ("wasteland", None, None) for c in "ABCDE" for r in range(1, 6) if c > "B"}
    cells |= {"B3": ("javelin", "N", ORANGE), "A4": ("wasteland", None, None)}
    cells |= {"A5": ("wasteland", None, None), "A3": ("wasteland", None, None)}
    cells |= {"B4": ("wasteland", None, None), "B5": ("wasteland", None, None)}
    s = position(cells, [["spearman"], ["axeman"]], bag=["javelin"])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:B2:S"))  # last open square
    after = step.state
    assert after.phase == OVER and GAME.to_act(after) == frozenset()
    assert after.bag == ["javelin"]  # no reinforce after the last square
    assert step.events[-1].kind == "end"
    assert GAME.outcome(after) is not None


def test_a_player_with_an_empty_hand_is_skipped_and_the_game_ends_when_all_are() -> None:
    cells = {"C3": ("javelin", "N", ORANGE), "A1": ("javelin", "N", BLUE)}
    s = position(cells, [["spearman"], [], ["axeman"]], bag=[])
    step = GAME.apply(s, BLUE, GAME.decode(s, BLUE, "deploy:spearman:C4:N"))
    assert step.state.turn == 2
    assert any(e.kind == "skip" and e.data["seat"] == 1 for e in step.events)
    s2 = position(cells, [["spearman"], [], []], bag=[])
    step2 = GAME.apply(s2, BLUE, GAME.decode(s2, BLUE, "deploy:spearman:C4:N"))
    assert step2.state.phase == OVER
