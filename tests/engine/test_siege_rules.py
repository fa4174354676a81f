"""One test per rule and per settled point of our design notes (the flow of a game)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from siege_positions import act, fixed_dice, position, sq, where

from engine.core.said import english
from engine.siege import GAME, night
from engine.siege.board import BOARD
from engine.siege.pieces import PIECES, SIDE_PIECES
from engine.siege.resolve import fights_now
from engine.siege.state import ABSTAINING, GONE, INDEX, MOVE, NIGHT, OVER, SETUP, WELL, WOUNDED

__all__ = ["fixed_dice"]


def legal(state: Any, seat: int = 0) -> list[str]:
    return list(GAME.legal_actions(state, seat))


# --- set-up -----------------------------------------------------------------------------------


def test_setup_places_every_piece_on_its_start_squares() -> None:
    state = GAME.setup({}, 2, 1)
    assert state.phase == SETUP and GAME.to_act(state) == {0}  # the Greeks first
    greek = {state.square_of(p) for p in SIDE_PIECES["greek"]}
    trojan = {state.square_of(p) for p in SIDE_PIECES["trojan"]}
    assert greek == set(BOARD.start_squares("greek", 1)) and len(greek) == 28
    assert trojan == set(BOARD.start_squares("trojan", 1)) and len(trojan) == 23
    assert state.status_of("achilles") == ABSTAINING


def test_setup_swaps_exchange_two_pieces_of_one_side_then_ready_starts_day_one() -> None:
    state = GAME.setup({}, 2, 1)
    ajax, thoas = where(state, "ajax"), where(state, "thoas")
    state, _ = act(state, 0, f"swap:ajax:{thoas}")
    assert (where(state, "ajax"), where(state, "thoas")) == (thoas, ajax)
    assert not any(
        code.startswith("swap:ajax:") and code.endswith(f":{where(state, 'hector')}")
        for code in legal(state)
    )
    assert GAME.worth_posting(GAME.setup({}, 2, 1), state) is False
    before = state
    state, _ = act(state, 0, "ready")
    assert state.phase == SETUP and GAME.to_act(state) == {1}
    state, events = act(state, 1, "ready")
    # Day 1, hour 1 is the calendar's duel Paris - Menelaus: it takes the whole hour.
    assert state.results and state.results[0]["kind"] == "duel" and state.results[0]["calendar"]
    assert state.results[0]["fighters"] == ["paris", "menelaus"]
    assert (state.day, state.hour, state.moving, state.phase) == (1, 2, "greek", MOVE)
    assert any(e.kind == "roll" for e in events)
    assert GAME.worth_posting(before, state)


def test_a_calendar_duel_with_a_wounded_hero_is_an_ordinary_hour() -> None:
    state = GAME.setup({}, 2, 1)
    status = list(state.status)
    status[INDEX["paris"]] = WOUNDED
    state = replace(state, status=tuple(status), cache={})
    state, _ = act(state, 0, "ready")
    state, _ = act(state, 1, "ready")
    assert (state.hour, state.moving) == (1, "greek") and not state.results


def test_a_calendar_duel_fights_where_the_heroes_stand(fixed_dice: Any) -> None:
    state = position({"hector": "N5", "ajax": "E4", "argives1": "C6"}, hour=6, moving="trojan")
    # The Trojan response of hour 6 rolls nothing; hour 7: Hector 9 + 6 against Ajax 8 + 1.
    fixed_dice([6, 1, 6, 1, 6, 1])
    state, _ = act(state, 1, "end")
    assert state.results[0]["fighters"] == ["hector", "ajax"]
    assert state.status_of("ajax") == "dead" and where(state, "hector") == "N5"
    assert (state.hour, state.moving) == (8, "greek")


# --- moves ------------------------------------------------------------------------------------


def test_planned_moves_use_the_movement_reach_and_can_be_taken_back() -> None:
    state = position({"ajax": "E4", "hector": "X16"})
    moves = [c for c in legal(state) if c.startswith("move:ajax:")]
    from engine.siege.planning import piece_reach

    assert {c.split(":")[2] for c in moves} == {BOARD.name(s) for s in piece_reach(state, "ajax")}
    state, _ = act(state, 0, "move:ajax:J4")
    assert where(state, "ajax") == "J4" and "unplan:ajax" in legal(state)
    assert GAME.worth_posting(position({"ajax": "E4", "hector": "X16"}), state) is False
    state, _ = act(state, 0, "move:ajax:E6")  # changed freely before the move ends
    assert where(state, "ajax") == "E6" and len(state.plans) == 1
    state, _ = act(state, 0, "unplan:ajax")
    assert where(state, "ajax") == "E4" and not state.plans
    assert GAME.can_undo(state, state, 0, ()) is None


def test_taking_back_a_plan_drops_a_later_plan_that_needed_it() -> None:
    state = position({"argives1": "I5", "argives2": "H4", "hector": "X16"})
    state, _ = act(state, 0, "move:argives1:I6", "move:argives2:I5")
    state, events = act(state, 0, "unplan:argives1")
    assert where(state, "argives2") == "H4" and not state.plans
    assert any("no longer works" in e.english for e in events)


def test_only_the_moving_side_moves_and_the_wounded_do_not() -> None:
    state = position(
        {"ajax": "E4", "diomedes": "E6", "hector": "X16"}, status={"diomedes": WOUNDED}
    )
    assert GAME.to_act(state) == {0}
    assert not any(c.startswith("move:diomedes") for c in legal(state))
    assert not any(c.startswith("move:hector") for c in legal(state))


# --- fights -----------------------------------------------------------------------------------


def test_an_open_field_battle_the_higher_total_eliminates_every_enemy(fixed_dice: Any) -> None:
    state = position({"argives1": "I5", "argives2": "J4", "trojans1": "K5", "hector": "X16"})
    state, _ = act(state, 0, "move:argives1:J5")
    fights = fights_now(state)
    assert [(f.kind, f.attackers, f.defenders) for f in fights] == [
        ("battle", ("argives1",), ("trojans1",))
    ]
    fixed_dice([4, 3])  # Greeks 1 + 4 = 5, Trojans 1 + 3 = 4
    state, _ = act(state, 0, "end")
    assert state.status_of("trojans1") == "dead" and state.status_of("argives1") == WELL
    battle = state.results[0]
    assert battle["totals"] == {"greek": 5, "trojan": 4} and battle["winner"] == "greek"


def test_a_battle_tie_changes_nothing_and_a_lost_attack_loses_every_attacker(
    fixed_dice: Any,
) -> None:
    base = position({"argives1": "J5", "argives2": "K4", "trojans1": "K5", "hector": "X16"})
    fixed_dice([2, 3])  # 1 + 1 + 2 = 4 against 1 + 3 = 4: a tie
    state, _ = act(base, 0, "end")
    assert all(state.status_of(p) == WELL for p in ("argives1", "argives2", "trojans1"))
    fixed_dice([1, 6])  # 3 against 7: both attackers die, nobody is wounded
    state, _ = act(base, 0, "end")
    assert state.status_of("argives1") == state.status_of("argives2") == "dead"
    assert state.lost_today == (2, 0)


def test_a_duel_is_one_hero_against_one_and_the_others_fight_a_battle() -> None:
    state = position(
        {"ajax": "J5", "diomedes": "K4", "hector": "K5", "trojans1": "K6", "argives1": "L6"}
    )
    kinds = [(f.kind, f.attackers, f.defenders) for f in fights_now(state)]
    assert ("duel", ("ajax",), ("hector",)) in kinds
    assert ("battle", ("argives1",), ("trojans1",)) in kinds
    assert not any("diomedes" in f.attackers for f in fights_now(state))


def test_results_are_rolled_arrows_then_battles_then_duels(fixed_dice: Any) -> None:
    state = position(
        {
            "ajax": "E4",
            "hector": "G4",
            "argives1": "J5",
            "trojans1": "K5",
            "teucer": "E6",
            "trojans2": "H6",
        }
    )
    state, _ = act(state, 0, "move:ajax:F4", "shoot:teucer:H6")
    dice = fixed_dice([1, 6, 1, 1, 1, 1, 1, 1, 1])
    state, _ = act(state, 0, "end")
    assert [r["kind"] for r in state.results] == ["shot", "battle", "duel"]
    assert dice.asked[0].startswith("Teucer")


def test_an_archer_shoots_along_a_line_over_pieces_up_to_three_squares(fixed_dice: Any) -> None:
    state = position(
        {"teucer": "E4", "argives1": "F4", "trojans1": "H4", "paris": "H7", "hector": "L4"}
    )
    shots = {c for c in legal(state) if c.startswith("shoot:")}
    assert shots == {"shoot:teucer:H4", "shoot:teucer:H7"}  # L4 is too far
    fixed_dice([5])
    state, _ = act(state, 0, "shoot:teucer:H7", "end")
    assert state.status_of("paris") == WOUNDED
    assert state.square_of("paris") in BOARD.start_squares("trojan", 1)
    assert state.results[0] == {
        "kind": "shot",
        "archer": "teucer",
        "target": "paris",
        "square": "H7",
        "die": 5,
        "result": "wounded",
    }


def test_an_arrow_six_kills_and_one_shot_per_archer(fixed_dice: Any) -> None:
    state = position({"teucer": "E4", "trojans1": "H4", "trojans2": "E6", "hector": "X16"})
    state, _ = act(state, 0, "shoot:teucer:H4", "shoot:teucer:E6")
    assert len(state.shots) == 1 and state.shots[0][2] == "trojans2"
    fixed_dice([6])
    state, _ = act(state, 0, "end")
    assert state.status_of("trojans2") == "dead" and state.status_of("trojans1") == WELL


def test_an_archer_beside_an_enemy_fights_as_value_one_instead_of_shooting(
    fixed_dice: Any,
) -> None:
    state = position({"teucer": "J5", "trojans1": "K5", "trojans2": "J7", "hector": "X16"})
    assert not any(c.startswith("shoot:") for c in legal(state))
    fixed_dice([3, 2])
    state, _ = act(state, 0, "end")
    assert state.results[0]["kind"] == "battle" and state.results[0]["totals"]["greek"] == 4


def test_wounded_pieces_defend_in_place_with_halved_dice(fixed_dice: Any) -> None:
    state = position(
        {"argives1": "J5", "trojans1": "K5", "hector": "X16"}, status={"trojans1": WOUNDED}
    )
    fixed_dice([1, 5])  # Greeks 1 + 1 = 2, Trojans 1 + 5/2 = 3.5
    state, _ = act(state, 0, "end")
    assert state.results[0]["totals"] == {"greek": 2, "trojan": 3.5}
    assert state.status_of("argives1") == "dead"


def test_a_wounded_hero_hit_again_is_killed(fixed_dice: Any) -> None:
    state = position({"teucer": "E4", "paris": "H4", "hector": "X16"}, status={"paris": WOUNDED})
    fixed_dice([5])
    state, _ = act(state, 0, "shoot:teucer:H4", "end")
    assert state.status_of("paris") == "dead"


# --- doubling ---------------------------------------------------------------------------------


def test_favoured_hours_double_the_favoured_value_one_pieces_in_battle(fixed_dice: Any) -> None:
    state = position({"argives1": "J5", "trojans1": "K5", "hector": "X16"}, hour=3)
    fixed_dice([1, 1])
    state, _ = act(state, 0, "end")
    assert state.results[0]["totals"] == {"greek": 3, "trojan": 2}


def test_value_one_pieces_inside_the_standing_wall_are_doubled_once(fixed_dice: Any) -> None:
    # Day 2, hour 3: the gods favour the Trojans, whose soldier got inside through the gate
    # (favour and wall: still only doubled once); the Greek soldier defends inside the wall.
    state = position(
        {"trojans1": "I12", "argives1": "H12", "ajax": "X16"}, day=2, hour=3, moving="trojan"
    )
    assert sq("I12") in BOARD.inside_wall and sq("H12") in BOARD.inside_wall
    fixed_dice([1, 1])
    state, _ = act(state, 1, "end")
    assert state.results[0]["values"] == {"trojans1": 2, "argives1": 2}


def test_no_control_across_a_wall_edge_from_day_two() -> None:
    pieces = {"trojans1": "F10", "argives1": "E10", "hector": "X16"}
    assert sq("E10") in BOARD.inside_wall and sq("F10") in BOARD.walls
    assert fights_now(position(pieces, day=2, moving="trojan")) == []
    assert fights_now(position(pieces, day=1, moving="trojan")) != []


# --- Achilles ---------------------------------------------------------------------------------


def test_achilles_abstains_until_attacked(fixed_dice: Any) -> None:
    state = position(
        {"achilles": "J5", "trojans1": "K5", "argives1": "C6"},
        moving="trojan",
        status={"achilles": ABSTAINING},
    )
    as_greek = replace(state, moving="greek", cache={})
    assert not any(c.startswith("move:achilles") for c in legal(as_greek))
    fixed_dice([1, 1])
    state, events = act(state, 1, "end")
    assert state.status_of("achilles") == WELL
    assert state.status_of("trojans1") == "dead"  # Achilles 9 + 1 against 1 + 1
    assert any("Achilles" in e.english for e in events)


def test_the_greeks_lose_when_only_the_abstaining_achilles_is_left(fixed_dice: Any) -> None:
    state = position(
        {"achilles": "E16", "argives1": "J5", "trojans1": "K5", "hector": "X16"},
        moving="trojan",
        status={"achilles": ABSTAINING},
    )
    fixed_dice([6, 1])  # the attacking Trojans roll first
    state, _ = act(state, 1, "end")
    assert state.phase == OVER and state.winner == "trojan"
    assert "Achilles" in english(state.summary)


def test_achilles_enters_on_day_four() -> None:
    state = GAME.setup({"scenario": "day4"}, 2, 1)
    assert state.status_of("achilles") == WELL


# --- victory ----------------------------------------------------------------------------------


def test_five_greek_pieces_in_the_citadel_take_troy() -> None:
    citadel = sorted(BOARD.citadel)[:5]
    pieces = {p: BOARD.name(s) for p, s in zip(SIDE_PIECES["greek"][1:6], citadel, strict=True)}
    state = position({**pieces, "trojans1": "E4"})
    state, _ = act(state, 0, "end")
    assert state.winner == "greek" and "Troy is taken" in english(state.summary)
    assert GAME.outcome(state) is not None and GAME.outcome(state).winners == {0}


def test_five_trojan_pieces_on_the_ships_burn_the_fleet() -> None:
    ships = sorted(BOARD.ships)[:5]
    pieces = {p: BOARD.name(s) for p, s in zip(SIDE_PIECES["trojan"][13:18], ships, strict=True)}
    state = position({**pieces, "argives1": "X16"}, moving="trojan")
    state, _ = act(state, 1, "end")
    assert state.winner == "trojan" and "fleet" in english(state.summary)


def test_the_greeks_win_when_no_trojan_is_left(fixed_dice: Any) -> None:
    state = position({"argives1": "J5", "trojans1": "K5"})
    fixed_dice([6, 1])
    state, _ = act(state, 0, "end")
    assert state.winner == "greek"


def test_the_trojans_win_at_the_end_of_the_last_day() -> None:
    state = position(
        {"argives1": "C6", "trojans1": "X16"}, hour=8, moving="trojan", scenario="day1"
    )
    state, _ = act(state, 1, "end")
    assert (
        state.phase == OVER
        and state.winner == "trojan"
        and "Troy still stands" in english(state.summary)
    )
    assert GAME.outcome(state).winners == {1}


# --- the night --------------------------------------------------------------------------------


def test_night_recovers_two_thirds_rounded_up_of_the_day_losses() -> None:
    assert night.allowance(16) == 11  # the formula rules, not the rulebook's example (12)
    assert [night.allowance(n) for n in (0, 1, 2, 3, 4)] == [0, 1, 2, 2, 3]


def _evening(dead: list[str], day: int = 1) -> Any:
    state = position({"argives1": "C6", "trojans1": "X16"}, day=day, hour=8, moving="trojan")
    status = list(state.status)
    for pid in dead:
        status[INDEX[pid]] = "dead"
    lost = sum(PIECES[p].value for p in dead if PIECES[p].side == "trojan")
    return replace(
        state,
        status=tuple(status),
        dead_today=tuple(dead),
        lost_today=(0, lost),
        lost_total=(0, lost),
        cache={},
    )


def test_the_night_lets_a_side_choose_what_it_recovers() -> None:
    state = _evening(["sarpedon", "paris", "trojans2"])  # 12 points lost: 8 back
    state, _ = act(state, 1, "end")
    assert state.phase == NIGHT and GAME.to_act(state) == {1}
    assert legal(state, 1) == [
        "recover:sarpedon",
        "recover:paris",
        "recover:trojans2",
        "recover:done",
    ]
    state, _ = act(state, 1, "recover:sarpedon")
    assert legal(state, 1) == ["recover:trojans2", "recover:done"]  # 1 point left
    state, _ = act(state, 1, "recover:trojans2")
    # nothing fits any more: dawn comes at once
    assert state.phase == SETUP and state.day == 2
    assert state.status_of("sarpedon") == WELL and state.status_of("paris") == "dead"
    assert state.lost_today == (0, 0) and state.lost_total == (0, 12)


def test_at_dawn_everyone_is_back_on_the_start_squares_the_greeks_inside_the_wall() -> None:
    state = _evening([])
    status = list(state.status)
    status[INDEX["argives1"]] = WOUNDED
    state = replace(state, status=tuple(status), cache={})
    state, events = act(state, 1, "end")
    assert state.phase == SETUP and state.day == 2
    assert state.status_of("argives1") == WELL  # the wounded heal in the night
    assert state.square_of("argives1") in BOARD.inside_wall
    assert state.square_of("trojans1") in BOARD.start_squares("trojan", 2)
    assert any("wall" in e.english for e in events)


def test_the_thracians_lost_on_day_two_count_but_do_not_come_back() -> None:
    state = _evening(["thracians1", "trojans2"], day=2)
    assert night.recoverable(state, "trojan") == ["trojans2"]
    state, _ = act(state, 1, "end")
    state, _ = act(state, 1, "recover:trojans2")
    assert state.day == 3 and state.status_of("thracians1") == GONE
    assert state.status_of("rhesus") == GONE and state.square_of("rhesus") is None


# --- players and scenarios --------------------------------------------------------------------


def test_three_players_split_the_greeks_and_the_move_waits_for_both() -> None:
    state = position({"ajax": "E4", "diomedes": "E6", "hector": "X16"}, seats=3)
    assert GAME.teams({}, 3) == (0, 1, 0)
    assert GAME.to_act(state) == {0}  # commanders of a side plan one after the other
    # Greek pieces, strongest first, dealt in turn: Achilles to seat 0, Ajax to seat 2,
    # Diomedes to seat 0…
    assert any(c.startswith("move:diomedes") for c in legal(state, 0))
    assert not any(c.startswith("move:ajax") for c in legal(state, 0))
    state, _ = act(state, 0, "end")
    assert state.moving == "greek" and GAME.to_act(state) == {2}
    assert any(c.startswith("move:ajax") for c in legal(state, 2))
    state, _ = act(state, 2, "end")
    assert state.moving == "trojan"


def test_the_short_scenarios_start_in_their_day_state() -> None:
    day2 = GAME.setup({"scenario": "day2"}, 2, 1)
    assert day2.day == 2 and all(
        day2.square_of(p) in BOARD.inside_wall for p in SIDE_PIECES["greek"]
    )
    day3 = GAME.setup({"scenario": "day3"}, 2, 1)
    assert all(day3.status_of(p) == GONE for p in ("rhesus", "thracians1", "thracians2"))
    assert day3.status_of("achilles") == ABSTAINING
    assert GAME.public_view(day3)["calendar"]["last_day"] == 3


def test_codes_are_read_in_any_case_and_nonsense_is_refused() -> None:
    import pytest

    from engine.core.errors import InvalidAction

    state = position({"ajax": "E4", "hector": "X16"})
    assert GAME.decode(state, 0, "MOVE:Ajax:j4") == "move:ajax:J4"
    for bad in ("move:nobody:J4", "move:ajax:Z99", "fly:ajax", ""):
        with pytest.raises(InvalidAction):
            GAME.decode(state, 0, bad)


def test_the_rulebook_duel_on_the_map_menelaus_kills_antimachus(fixed_dice: Any) -> None:
    state = position({"menelaus": "H5", "antimachus": "K5", "trojans1": "X16"})
    state, _ = act(state, 0, "move:menelaus:J5")
    assert [f.kind for f in fights_now(state)] == ["duel"]
    fixed_dice([3, 5, 6, 2, 5, 3])
    state, _ = act(state, 0, "end")
    duel = state.results[0]
    assert [t["totals"] for t in duel["throws"]] == [[7, 8], [10, 5], [9, 4.5]]
    assert [t["result"] for t in duel["throws"]] == [None, "wounded", "dead"]
    assert state.status_of("antimachus") == "dead" and duel["dead"] == ["antimachus"]


def test_a_calendar_duel_with_a_dead_hero_is_an_ordinary_hour() -> None:
    state = position({"hector": "N5", "argives1": "C6"}, hour=6, moving="trojan")
    state, events = act(state, 1, "end")  # Ajax is not on the map: hour 7 is ordinary
    assert (state.hour, state.moving) == (7, "greek") and not state.results
    assert any("ordinary hour" in e.english for e in events)


def test_an_archer_fighting_as_value_one_is_doubled_in_a_favoured_hour(fixed_dice: Any) -> None:
    state = position({"teucer": "J5", "trojans1": "K5", "hector": "X16"}, hour=4)
    fixed_dice([1, 1])
    state, _ = act(state, 0, "end")
    assert state.results[0]["values"]["teucer"] == 2


def test_doubling_never_changes_movement() -> None:
    from engine.siege.planning import piece_reach

    plain = position({"argives1": "I5", "hector": "X16"}, hour=2)
    favoured = position({"argives1": "I5", "hector": "X16"}, hour=3)
    assert piece_reach(plain, "argives1") == piece_reach(favoured, "argives1")


def test_every_die_is_public_logged_and_seeded() -> None:
    def play(seed: int) -> tuple[Any, list[Any]]:
        state = position({"argives1": "J5", "trojans1": "K5", "hector": "X16"})
        state = replace(state, seed=seed)
        step = GAME.apply(state, 0, "end")
        return step.state, list(step.events)

    first, events = play(5)
    again, same = play(5)
    rolls = [e for e in events if e.kind == "roll"]
    assert len(rolls) == 2 and all(e.public for e in rolls)
    assert [e.english for e in same] == [
        e.english for e in events
    ] and first.results == again.results


def test_a_new_map_is_posted_when_a_move_ends_and_at_dawn_not_per_plan() -> None:
    state = position({"argives1": "I5", "trojans1": "X16"}, hour=8)
    planned, _ = act(state, 0, "move:argives1:I6")
    assert not GAME.worth_posting(state, planned)
    ended, _ = act(planned, 0, "end")
    assert GAME.worth_posting(planned, ended)
    dawn, _ = act(ended, 1, "end")
    assert dawn.day == 2 and GAME.worth_posting(ended, dawn)


def test_the_full_game_ends_after_day_four_with_a_trojan_win() -> None:
    state = position({"argives1": "C6", "trojans1": "X16"}, day=4, hour=8, moving="trojan")
    state, _ = act(state, 1, "end")
    assert (
        state.phase == OVER and state.winner == "trojan" and "Day 4 ends" in english(state.summary)
    )


def test_the_full_game_has_a_night_after_days_one_to_three() -> None:
    for day in (1, 2, 3):
        state = position({"argives1": "C6", "trojans1": "X16"}, day=day, hour=8, moving="trojan")
        state, _ = act(state, 1, "end")
        assert state.phase == SETUP and state.day == day + 1 and state.hour == 1


def test_refusals_say_why() -> None:
    import pytest

    from engine.core.errors import IllegalAction

    state = position(
        {"ajax": "E4", "diomedes": "E6", "achilles": "B16", "hector": "X16"},
        status={"diomedes": WOUNDED, "achilles": ABSTAINING},
    )
    for code, why in (
        ("move:diomedes:E7", "wounded"),
        ("move:achilles:C16", "abstains"),
        ("move:hector:X15", "not yours"),
        ("move:ajax:X1", "cannot reach"),
    ):
        with pytest.raises(IllegalAction, match=why):
            GAME.apply(state, 0, code)


def test_a_recovery_counts_the_points_left_in_words(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "(1 point left)", not "(1 points left)": the night's line agrees with its count."""
    from engine.siege import night

    state = replace(GAME.setup({}, 2, 1), phase="night")
    for left, words_left in ((1, "1 point left"), (3, "3 points left")):
        monkeypatch.setattr(night, "points_left", lambda *_, n=left: n)
        _, (event,) = night.recover(state, "ajax")
        assert f"({words_left})." in english(event.text)
