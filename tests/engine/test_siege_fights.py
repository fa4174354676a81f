"""How fights are formed and fought (siege.md, "Fights, settled"): no battle ever holds a hero
of each side, a duelling hero still fights his other contacts, battles come before duels."""

from __future__ import annotations

from typing import Any

from siege_positions import act, fixed_dice, position

from engine.siege.pieces import PIECES
from engine.siege.resolve import fights_now

__all__ = ["fixed_dice"]


def kinds(state: Any) -> list[tuple[str, tuple[str, ...], tuple[str, ...]]]:
    return [(f.kind, f.attackers, f.defenders) for f in fights_now(state)]


def _sides_heroes(attackers: tuple[str, ...], defenders: tuple[str, ...]) -> tuple[bool, bool]:
    return any(PIECES[p].hero for p in attackers), any(PIECES[p].hero for p in defenders)


# Ajax (J5) beside a Trojan soldier (K5), beside a Greek soldier (K6), beside Hector (L6).
CHAIN = {"ajax": "J5", "trojans1": "K5", "argives1": "K6", "hector": "L6"}


def test_a_chain_of_contacts_never_puts_a_hero_of_each_side_in_one_battle() -> None:
    found = kinds(position(CHAIN))
    assert found == [
        ("battle", ("ajax", "argives1"), ("trojans1",)),
        ("battle", ("argives1",), ("hector",)),
    ]
    assert all(_sides_heroes(a, d) != (True, True) for _, a, d in found)


def test_in_the_chain_ajax_does_not_die_by_hectors_value(fixed_dice: Any) -> None:
    # Battle for the Trojan soldier: Ajax 8 + Argives 1 + 1 against 1 + 6: the Greeks win.
    # Battle for Hector: Argives 1 + 1 against Hector 9 + 1: the Argives fall, Ajax does not.
    fixed_dice([1, 6, 1, 1])
    state, _ = act(position(CHAIN), 0, "end")
    assert [r["kind"] for r in state.results] == ["battle", "battle"]
    assert state.status_of("trojans1") == "dead" and state.status_of("argives1") == "dead"
    assert state.status_of("ajax") == "well" and state.status_of("hector") == "well"
    assert state.lost_today == (1, 1)  # the Argives counted once although they lost twice


def test_a_group_without_heroes_of_both_sides_stays_one_battle() -> None:
    state = position(
        {"argives1": "J5", "trojans1": "K5", "ajax": "L5", "trojans2": "L6", "hector": "X16"}
    )
    assert kinds(state) == [("battle", ("ajax", "argives1"), ("trojans1", "trojans2"))]


def test_a_hero_entering_an_enemy_hero_and_soldier_duels_one_and_battles_the_other() -> None:
    state = position({"ajax": "J5", "hector": "K5", "trojans1": "J4"})
    assert kinds(state) == [
        ("duel", ("ajax",), ("hector",)),
        ("battle", ("ajax",), ("trojans1",)),
    ]


def test_a_soldier_beside_a_duelling_enemy_hero_battles_him() -> None:
    state = position({"ajax": "J5", "hector": "K5", "argives1": "L5"})
    assert kinds(state) == [
        ("duel", ("ajax",), ("hector",)),
        ("battle", ("argives1",), ("hector",)),
    ]


def test_a_hero_killed_in_a_battle_does_not_duel(fixed_dice: Any) -> None:
    # Thoas (2) duels Paris and battles a Trojan soldier first: 2 + 1 against 1 + 6, he falls.
    state = position({"thoas": "J5", "paris": "K5", "trojans1": "J4"})
    fixed_dice([1, 6])
    state, _ = act(state, 0, "end")
    assert [r["kind"] for r in state.results] == ["battle"]
    assert state.status_of("thoas") == "dead" and state.status_of("paris") == "well"


def test_a_hero_whose_duel_partner_fell_in_a_battle_does_not_duel(fixed_dice: Any) -> None:
    # Ajax duels Paris; the Argives beside Paris battle him first: 1 + 6 against 4 + 1.
    state = position({"ajax": "J5", "paris": "K5", "argives1": "L5"})
    fixed_dice([6, 1])
    state, _ = act(state, 0, "end")
    assert [r["kind"] for r in state.results] == ["battle"]
    assert state.status_of("paris") == "dead" and state.status_of("ajax") == "well"


def test_battles_then_the_duel_when_both_heroes_stand(fixed_dice: Any) -> None:
    state = position({"ajax": "J5", "hector": "K5", "trojans1": "J4"})
    fixed_dice([6, 1, 1, 1, 1, 1, 1, 1])
    state, _ = act(state, 0, "end")
    assert [r["kind"] for r in state.results] == ["battle", "duel"]
    assert state.status_of("trojans1") == "dead"


def test_a_piece_in_two_battles_counts_in_both_and_falls_once(fixed_dice: Any) -> None:
    # Thoas (2) and the Argives lose for the Trojan soldier, 2 + 1 + 1 against 1 + 6; the
    # Argives still count against Hector (1 + 1 against 9 + 1) and are lost only once.
    chain = {**CHAIN, "thoas": "J5"}
    del chain["ajax"]
    fixed_dice([1, 6, 1, 1])
    state, events = act(position(chain), 0, "end")
    assert [r["kind"] for r in state.results] == ["battle", "battle"]
    assert state.results[1]["values"] == {"argives1": 1, "hector": 9}
    assert state.status_of("thoas") == state.status_of("argives1") == "dead"
    assert state.lost_today == (3, 0)
    assert state.results[0]["dead"] == ["thoas", "argives1"] and state.results[1]["dead"] == []
    assert sum("Argives 1 is killed" in e.english for e in events) == 1
