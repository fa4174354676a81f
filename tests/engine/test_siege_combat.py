"""The numbers of a fight (siege.md, "Duel", "Open-field battle", "Archers", "Doubling")."""

from __future__ import annotations

from engine.siege import combat


def dice(values: list[int]):  # type: ignore[no-untyped-def]
    rolls = iter(values)
    return lambda fighter, throw: next(rolls)


def test_the_rulebook_duel_menelaus_against_antimachus() -> None:
    """Menelaus 4 against Antimachus 3 with the rulebook's throws: Antimachus dies."""
    result = combat.duel((4, 3), (False, False), dice([3, 5, 6, 2, 5, 3]))
    first, second, third = result.throws
    assert first.totals == (7, 8) and first.difference == 1 and first.result is None
    assert second.totals == (10, 5) and second.difference == 5 and second.loser == 1
    assert second.result == "wounded"
    assert third.totals == (9, 4.5) and third.difference == 4.5 and third.result == "dead"
    assert result.ends == ("well", "dead")


def test_duel_table_thresholds() -> None:
    assert [combat.throw_result(1, d) for d in (0, 1, 2, 3, 4, 4.5, 5, 6)] == [
        None,
        None,
        None,
        "wounded",
        "wounded",
        "dead",
        "dead",
        "dead",
    ]
    assert [combat.throw_result(2, d) for d in (2, 3, 3.5, 4, 6, 8)] == [
        None,
        None,
        "wounded",
        "wounded",
        "wounded",
        "wounded",
    ]
    assert combat.throw_result(3, 2) is None and combat.throw_result(3, 4) == "wounded"
    assert combat.throw_result(3, 5) == "dead"


def test_a_hero_wounded_twice_is_killed() -> None:
    # throw 1: 5+6=11 vs 5+2=7 (4: wounded); throw 2: 5+6=11 vs 5+1/2=5.5 (5.5: wounded again)
    result = combat.duel((5, 5), (False, False), dice([6, 2, 6, 1, 1, 1]))
    assert result.ends == ("well", "dead")
    assert len(result.throws) == 2


def test_a_duel_stops_at_a_death() -> None:
    result = combat.duel((9, 2), (False, False), dice([6, 1, 1, 1, 1, 1]))
    assert result.ends == ("well", "dead") and len(result.throws) == 1


def test_an_equal_throw_does_nothing_and_a_wounded_hero_throws_half() -> None:
    result = combat.duel((4, 4), (True, False), dice([4, 2, 2, 1, 2, 1]))
    assert result.throws[0].totals == (6, 6) and result.throws[0].loser is None
    assert result.throws[1].totals == (5, 5)
    assert result.ends == ("wounded", "well")


def test_arrows_six_kills_five_wounds() -> None:
    assert [combat.shot_result(d) for d in range(1, 7)] == ["none"] * 4 + ["wounded", "dead"]
    assert combat.wound(True) == "dead" and combat.wound(False) == "wounded"


def test_battle_higher_total_wins_tie_changes_nothing() -> None:
    assert combat.battle_winner((7, 5)) == 0
    assert combat.battle_winner((5, 7.5)) == 1
    assert combat.battle_winner((6, 6)) is None
    assert combat.battle_total([1, 2, 3], 4, halved=False) == 10
    assert combat.battle_total([1], 5, halved=True) == 3.5


def test_doubling_is_once_and_only_for_value_one() -> None:
    assert combat.fighting_value(1, favoured=True, inside_wall=False) == 2
    assert combat.fighting_value(1, favoured=False, inside_wall=True) == 2
    assert combat.fighting_value(1, favoured=True, inside_wall=True) == 2  # never 4
    assert combat.fighting_value(1, favoured=False, inside_wall=False) == 1
    assert combat.fighting_value(3, favoured=True, inside_wall=True) == 3
