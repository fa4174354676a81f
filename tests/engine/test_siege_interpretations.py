"""One test per point of "Interpretations" in docs/rules/siege.md (same numbers)."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from siege_positions import act, fixed_dice, position, sq, where

from engine.siege import GAME, night, victory
from engine.siege.board import BOARD
from engine.siege.planning import piece_reach
from engine.siege.resolve import fights_now
from engine.siege.state import ABSTAINING, INDEX, SETUP, WELL, WOUNDED

__all__ = ["fixed_dice"]


def kinds(state: Any) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    return [(f.kind, f.attackers, f.defenders) for f in fights_now(state)]


def test_1_every_well_piece_in_enemy_control_attacks_moved_or_not() -> None:
    state = position({"argives1": "J5", "trojans1": "K5", "hector": "X16"})
    assert not state.plans
    assert kinds(state) == [("battle", ("argives1",), ("trojans1",))]


def test_2_duels_pair_each_hero_with_the_strongest_free_enemy_hero() -> None:
    state = position({"ajax": "J5", "agamemnon": "L4", "hector": "K5", "paris": "J4"})
    found = kinds(state)
    duels = [f for f in found if f[0] == "duel"]
    # Ajax (catalogue order first) takes Hector, the strongest; Agamemnon at L4 touches nobody.
    assert ("duel", ("ajax",), ("hector",)) in duels
    assert not any(f[0] == "battle" for f in found)


def test_2b_a_second_hero_beside_a_duelling_hero_has_no_fight_with_him() -> None:
    state = position({"ajax": "J5", "diomedes": "K6", "hector": "K5", "trojans1": "X16"})
    assert kinds(state) == [("duel", ("ajax",), ("hector",))]


def test_3_pieces_linked_by_contacts_form_one_battle() -> None:
    state = position(
        {"argives1": "J5", "trojans1": "K5", "argives2": "L5", "trojans2": "L6", "hector": "X16"}
    )
    assert kinds(state) == [("battle", ("argives1", "argives2"), ("trojans1", "trojans2"))]


def test_4_the_die_is_halved_only_when_every_defender_is_wounded(fixed_dice: Any) -> None:
    pieces = {"argives1": "J5", "trojans1": "K5", "argives2": "L5", "trojans2": "L6"}
    both = position({**pieces, "hector": "X16"}, status={"trojans1": WOUNDED, "trojans2": WOUNDED})
    one = position({**pieces, "hector": "X16"}, status={"trojans1": WOUNDED})
    fixed_dice([1, 4])
    state, _ = act(both, 0, "end")
    assert state.results[0]["halved"] is True and state.results[0]["totals"]["trojan"] == 4
    fixed_dice([1, 4])
    state, _ = act(one, 0, "end")
    assert state.results[0]["halved"] is False and state.results[0]["totals"]["trojan"] == 6


def test_5_the_wounded_neither_move_shoot_nor_attack_and_heal_at_dawn() -> None:
    state = position(
        {"teucer": "E4", "argives1": "J5", "trojans1": "K5", "trojans2": "H4"},
        status={"teucer": WOUNDED, "argives1": WOUNDED},
    )
    codes = GAME.legal_actions(state, 0)
    assert codes == ["end"]
    assert kinds(state) == []
    evening = position(
        {"teucer": "E4", "trojans2": "X16"}, hour=8, moving="trojan", status={"teucer": WOUNDED}
    )
    morning, _ = act(evening, 1, "end")
    assert morning.phase == SETUP and morning.status_of("teucer") == WELL


def test_6_the_wounded_go_to_the_deepest_free_start_square(fixed_dice: Any) -> None:
    state = position({"teucer": "E4", "paris": "H4", "hector": "X16"})
    fixed_dice([5])
    state, _ = act(state, 0, "shoot:teucer:H4", "end")
    deepest_free = next(s for s in BOARD.start_squares("trojan", 1) if s != sq("X16"))
    assert state.square_of("paris") == deepest_free


def test_7_any_attack_wakes_achilles_even_an_arrow(fixed_dice: Any) -> None:
    state = position(
        {"achilles": "E4", "pandarus": "H4", "argives1": "C6"},
        moving="trojan",
        status={"achilles": ABSTAINING},
    )
    fixed_dice([1])
    state, events = act(state, 1, "shoot:pandarus:E4", "end")
    assert state.status_of("achilles") == WELL
    texts = [e.english for e in events]
    assert texts.index(next(t for t in texts if "Achilles is attacked" in t)) < texts.index(
        next(t for t in texts if "Pandarus rolls" in t)
    )


def test_8_achilles_is_in_play_from_the_morning_of_day_four() -> None:
    state = position(
        {"achilles": "E16", "argives1": "C6", "trojans1": "X16"},
        day=3,
        hour=8,
        moving="trojan",
        status={"achilles": ABSTAINING},
    )
    state, events = act(state, 1, "end")
    assert state.day == 4 and state.phase == SETUP and state.status_of("achilles") == WELL
    assert any("Achilles" in e.english for e in events)


def test_9_the_greeks_win_as_soon_as_no_trojan_is_left(fixed_dice: Any) -> None:
    state = position({"argives1": "J5", "trojans1": "K5"}, hour=2)
    fixed_dice([6, 1])
    state, _ = act(state, 0, "end")
    assert state.winner == "greek" and state.hour == 2


def test_10_inside_the_wall_means_the_enclosed_squares_and_for_the_greeks_the_wall() -> None:
    from engine.siege.resolve import value_in_fight

    assert len(BOARD.inside_wall) == 30 and not (BOARD.inside_wall & BOARD.walls)
    greeks = position(
        {"argives1": "E10", "argives2": "F10", "trojans1": "I12", "trojans2": "G10"},
        day=2,
        hour=1,
    )
    assert sq("F10") in BOARD.walls and sq("G10") in BOARD.walls
    assert value_in_fight(greeks, "argives1") == 2  # inside
    assert value_in_fight(greeks, "argives2") == 2  # on the wall: defends from it
    assert value_in_fight(greeks, "trojans1") == 2  # a Trojan that got in through the gate
    assert value_in_fight(greeks, "trojans2") == 1  # a Trojan on the wall has not got in
    assert value_in_fight(replace(greeks, day=1, cache={}), "argives2") == 1  # no wall yet


def test_10b_a_greek_defending_from_the_wall_is_doubled_in_battle(fixed_dice: Any) -> None:
    state = position({"argives1": "H10", "trojans1": "H9"}, day=2, hour=1, moving="trojan")
    assert sq("H10") in BOARD.walls
    assert sq("H9") not in BOARD.walls and sq("H9") not in BOARD.inside_wall
    fixed_dice([1, 1])
    state, _ = act(state, 1, "end")
    assert state.results[0]["values"] == {"trojans1": 1, "argives1": 2}


def test_11_only_todays_dead_come_back_and_the_first_commander_chooses() -> None:
    state = position({"argives1": "C6", "trojans1": "X16"}, hour=8, moving="trojan", seats=4)
    status = list(state.status)
    status[INDEX["paris"]] = "dead"
    status[INDEX["agenor"]] = "dead"  # killed on an earlier day
    status[INDEX["trojans2"]] = "dead"
    state = replace(
        state,
        status=tuple(status),
        dead_today=("paris", "trojans2"),
        lost_today=(0, 5),
        lost_total=(0, 9),
        cache={},
    )
    state, _ = act(state, 3, "end")  # seat 3 commands trojans1; seat 1 chooses at night
    assert GAME.to_act(state) == {1}
    # 5 points lost today: 4 come back; Agenor died on an earlier day
    assert GAME.legal_actions(state, 1) == ["recover:paris", "recover:trojans2", "recover:done"]
    assert GAME.legal_actions(state, 3) == []
    state, _ = act(state, 1, "recover:paris")
    assert state.phase == SETUP  # nothing else fits: the night ends by itself


def test_11b_thracians_killed_on_day_one_may_come_back() -> None:
    state = position({"argives1": "C6", "trojans1": "X16"}, hour=8, moving="trojan")
    status = list(state.status)
    status[INDEX["thracians1"]] = "dead"
    state = replace(
        state,
        status=tuple(status),
        dead_today=("thracians1",),
        lost_today=(0, 1),
        lost_total=(0, 1),
        cache={},
    )
    assert night.recoverable(state, "trojan") == ["thracians1"]


def test_12_an_arrow_whose_target_is_gone_is_lost(fixed_dice: Any) -> None:
    state = position({"teucer": "E4", "meriones": "E6", "trojans1": "H4", "hector": "X16"})
    state, _ = act(state, 0, "shoot:teucer:H4")
    # Meriones moves one square and shoots at the same target: Teucer's 6 kills it first.
    state, _ = act(state, 0, "move:meriones:F6", "shoot:meriones:H4")
    dice = fixed_dice([6, 6])
    state, _ = act(state, 0, "end")
    assert state.status_of("trojans1") == "dead"
    assert [r["kind"] for r in state.results] == ["shot"]
    assert len(dice.asked) == 1


def test_13_plans_are_carried_out_in_order() -> None:
    state = position({"argives1": "I5", "argives2": "H5", "hector": "X16"})
    assert sq("I5") not in piece_reach(state, "argives2")
    state, _ = act(state, 0, "move:argives1:I6")
    assert sq("I5") in piece_reach(state, "argives2")
    state, _ = act(state, 0, "move:argives2:I5", "move:argives1:I4")  # changed, keeps its slot
    assert (where(state, "argives1"), where(state, "argives2")) == ("I4", "I5")
    assert [p for p, _, _ in state.plans] == ["argives1", "argives2"]


def test_14_commanders_are_dealt_the_side_strongest_first() -> None:
    view = GAME.seat_view(GAME.setup({}, 4, 1), 2)
    assert view["command"][:3] == ["ajax", "agamemnon", "patroclus"]
    assert GAME.seat_view(GAME.setup({}, 4, 1), 0)["command"][:2] == ["achilles", "diomedes"]


def test_15_every_morning_starts_with_the_set_up_swaps() -> None:
    state = position({"argives1": "C6", "trojans1": "X16"}, hour=8, moving="trojan")
    state, _ = act(state, 1, "end")
    assert state.phase == SETUP and GAME.to_act(state) == {0}
    assert any(c.startswith("swap:argives1:") for c in GAME.legal_actions(state, 0))


def test_16_the_first_named_hero_throws_first_in_a_calendar_duel(fixed_dice: Any) -> None:
    state = GAME.setup({}, 2, 1)
    dice = fixed_dice([1, 1, 1, 1, 1, 1])
    state, _ = act(state, 0, "ready")
    state, _ = act(state, 1, "ready")
    assert dice.asked[0].startswith("Paris") and dice.asked[1].startswith("Menelaus")


def test_17_no_fight_between_a_wall_square_and_a_square_inside() -> None:
    inside = {"trojans1": "G10", "argives1": "G11", "hector": "X16"}
    outside = {"trojans1": "G9", "argives1": "G10", "hector": "X16"}
    assert sq("G10") in BOARD.walls and sq("G11") in BOARD.inside_wall
    assert sq("G9") not in BOARD.inside_wall and sq("G9") not in BOARD.walls
    assert kinds(position(inside, day=2, moving="trojan")) == []
    assert kinds(position(outside, day=2, moving="trojan")) != []


def test_18_the_side_that_just_moved_is_checked_first() -> None:
    citadel = sorted(BOARD.citadel)[:5]
    ships = sorted(BOARD.ships)[:5]
    greeks = ["ajax", "diomedes", "odysseus", "menelaus", "thoas"]
    trojans = ["trojans1", "trojans2", "trojans3", "trojans4", "lycians1"]
    pieces = {g: BOARD.name(s) for g, s in zip(greeks, citadel, strict=True)}
    pieces |= {t: BOARD.name(s) for t, s in zip(trojans, ships, strict=True)}
    state = position(pieces)
    assert victory.winner_now(state, "greek")[0] == "greek"  # type: ignore[index]
    assert victory.winner_now(state, "trojan")[0] == "trojan"  # type: ignore[index]


def test_19_two_to_four_players() -> None:
    assert list(GAME.seats) == [2, 3, 4]
    assert GAME.teams({}, 4) == (0, 1, 0, 1)
    assert night.chooser(GAME.setup({}, 4, 1), "trojan") == 1
