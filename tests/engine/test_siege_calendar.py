"""The calendar of siege.md: favoured hours, duels, the wall, the Thracians, Achilles."""

from __future__ import annotations

from engine.siege import calendar


def test_four_days_of_eight_hours() -> None:
    assert (calendar.DAYS, calendar.HOURS) == (4, 8)


def test_favoured_hours() -> None:
    greek = {k for k, v in calendar.FAVOURED.items() if v == "greek"}
    trojan = {k for k, v in calendar.FAVOURED.items() if v == "trojan"}
    assert greek == {(1, 3), (1, 4), (3, 4), (3, 5), (4, 3), (4, 4)}
    assert trojan == {(2, h) for h in range(3, 9)} | {(3, 7)}
    assert calendar.favoured(1, 1) is None


def test_calendar_duels() -> None:
    assert calendar.DUELS == {
        (1, 1): ("paris", "menelaus"),
        (1, 7): ("hector", "ajax"),
        (3, 6): ("patroclus", "sarpedon"),
        (3, 7): ("hector", "patroclus"),
        (4, 2): ("achilles", "aeneas"),
        (4, 8): ("achilles", "hector"),
    }


def test_wall_thracians_and_achilles_by_day() -> None:
    assert [calendar.wall_stands(d) for d in (1, 2, 3, 4)] == [False, True, True, True]
    assert [calendar.thracians_present(d) for d in (1, 2, 3, 4)] == [True, True, False, False]
    assert [calendar.achilles_abstains_on(d) for d in (1, 2, 3, 4)] == [True, True, True, False]


def test_coming_events_stop_at_the_last_day() -> None:
    kinds = [(e.day, e.hour, e.kind) for e in calendar.coming(1, 7, 1)]
    assert kinds == [(1, 7, "duel")]
    later = calendar.coming(3, 7, 4)
    assert later[0].kind == "favour" and later[0].side == "trojan"
    assert any(e.kind == "achilles" and e.day == 4 for e in later)
