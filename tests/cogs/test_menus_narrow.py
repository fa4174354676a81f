"""Menus never drop a move and never take more than two selections: with any number of legal
moves (3,000 here, the wargame's scale), every one is reachable by choosing at most two options,
and each step fits one Discord message."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.kit.components.ids import ACT, NARROW
from cogs.kit.components.moves import MAX_OPTIONS, MAX_SELECTS, group_key, screen
from engine.core.game import MAX_CODE
from tabletop.models import Choice


def reachable(choices: Sequence[Choice], game_key: str = "") -> dict[str, int]:
    """Each code a player can reach from the first menu, with the selections it takes."""
    found: dict[str, int] = {}
    first = screen(game_key, choices)
    assert len(first.picks) + len(first.sections) <= MAX_SELECTS
    for section in first.sections:
        assert len(section.options) <= MAX_OPTIONS
        for option in section.options:
            assert len(option.value) <= 100 and len(option.label) <= 100
            if option.value.startswith(ACT):
                found[option.value[1:]] = 1
                continue
            opened = screen(game_key, choices, key=group_key(option.value))
            assert opened != first, "a group that opens nothing"
            assert len(opened.sections) <= MAX_SELECTS
            for inner in opened.sections:
                assert len(inner.options) <= MAX_OPTIONS
                for move in inner.options:
                    assert len(move.value) <= 100 and len(move.label) <= 100
                    assert move.value.startswith(ACT) or move.value == NARROW, "a third step"
                    if move.value.startswith(ACT):
                        found.setdefault(move.value[1:], 2)
    return found


def wargame_moves() -> list[Choice]:
    """3,000 moves, most of them under one unit: 24 x 16 squares for 6 units, minus some."""
    out = []
    for unit in ("achilles", "ajax", "hector", "paris", "troops-1", "troops-2"):
        for col in "ABCDEFGHIJKLMNOPQRSTUVWX":
            for row in range(1, 17):
                if len(out) < 3000 and (row + ord(col)) % 7:
                    out.append(Choice(f"move:{unit}:{col}{row}", f"Move {unit} to {col}{row}"))
    extra = [Choice(f"order:{n}", f"Order number {n}") for n in range(3000 - len(out))]
    return out + extra


def test_three_thousand_moves_are_all_reachable_in_two_selections() -> None:
    choices = wargame_moves()
    assert len(choices) == 3000
    found = reachable(choices)
    assert set(found) == {c.code for c in choices}
    assert max(found.values()) <= 2


def test_three_thousand_moves_with_nothing_in_common() -> None:
    choices = [Choice(f"m{n}", f"Move {n}") for n in range(3000)]
    first = screen("", choices)
    assert sum(len(s.options) for s in first.sections) <= MAX_OPTIONS * MAX_SELECTS
    assert first.sections[0].options[0].label.startswith("Move 0 – Move 29")
    assert not any("moves" in (o.description or "") for s in first.sections for o in s.options)
    found = reachable(choices)
    assert set(found) == {c.code for c in choices} and max(found.values()) <= 2


codes = st.lists(
    st.lists(st.text("abcdefgh0123456789", min_size=1, max_size=3), min_size=1, max_size=4).map(
        ":".join
    ),
    min_size=1,
    max_size=400,
    unique=True,
)


@settings(max_examples=60, deadline=None)
@given(codes)
def test_every_move_is_reachable_in_two_selections_whatever_the_codes(codes: list[str]) -> None:
    choices = [Choice(code, f"Do {code}") for code in codes if len(code) <= MAX_CODE]
    found = reachable(choices)
    assert set(found) == {c.code for c in choices}
    assert max(found.values(), default=1) <= 2


@given(st.text(max_size=100))
def test_any_value_opens_without_crashing(value: str) -> None:
    choices = [Choice(f"move:{n}:{m}", f"Move {n} {m}") for n in range(30) for m in range(5)]
    shown = screen("", choices, key=group_key(NARROW + value))
    assert sum(len(s.options) for s in shown.sections) <= MAX_OPTIONS * MAX_SELECTS
