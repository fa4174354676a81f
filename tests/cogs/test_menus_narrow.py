"""Menus narrow instead of dropping: with any number of legal moves (3,000 here, the wargame's
scale), every one is reachable by choosing options, and each step fits one Discord message."""

from __future__ import annotations

from collections.abc import Sequence

from hypothesis import given, settings
from hypothesis import strategies as st

from cogs.discord_kit.ids import ACT, NARROW
from cogs.discord_kit.moves import MAX_OPTIONS, MAX_SELECTS, chunks, narrow, parse_path
from cogs.tabletop.models import Choice
from engine.core.game import MAX_CODE


def reachable(choices: Sequence[Choice]) -> tuple[set[str], int]:
    """Every code a player can reach by picking options, from the first menu down; and the
    largest number of options any one menu showed."""
    found: set[str] = set()
    seen: set[str] = set()
    widest = 0
    todo = [NARROW]
    while todo:
        value = todo.pop()
        path = parse_path(value)
        _, options = narrow(choices, path)
        widest = max(widest, len(options) + (1 if path else 0))  # + the way back
        for option in options:
            assert len(option.value) <= 100 and len(option.label) <= 100
            assert option.value != value, "an option that leads where it is"
            if option.value.startswith(ACT):
                found.add(option.value[1:])
            elif option.value not in seen:
                seen.add(option.value)
                todo.append(option.value)
    return found, widest


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


def test_three_thousand_moves_are_all_reachable() -> None:
    choices = wargame_moves()
    assert len(choices) == 3000
    found, widest = reachable(choices)
    assert found == {c.code for c in choices}
    assert widest <= MAX_OPTIONS * MAX_SELECTS


def test_three_thousand_moves_with_nothing_in_common() -> None:
    choices = [Choice(f"m{n}", f"Move {n}") for n in range(3000)]
    path, options = narrow(choices)
    assert len(options) <= MAX_OPTIONS * MAX_SELECTS and len(chunks(options)) <= MAX_SELECTS
    assert options[0].label.startswith("Move m0 – ") and options[0].description == "30 moves"
    found, _ = reachable(choices)
    assert found == {c.code for c in choices}


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
def test_every_move_is_reachable_whatever_the_codes(codes: list[str]) -> None:
    choices = [Choice(code, f"Do {code}") for code in codes if len(code) <= MAX_CODE]
    found, widest = reachable(choices)
    assert found == {c.code for c in choices}
    assert widest <= MAX_OPTIONS * MAX_SELECTS


@given(st.text(max_size=100))
def test_any_value_narrows_without_crashing(value: str) -> None:
    choices = [Choice(f"move:{n}:{m}", f"Move {n} {m}") for n in range(30) for m in range(5)]
    _, options = narrow(choices, parse_path(value))
    assert len(options) <= MAX_OPTIONS * MAX_SELECTS
    narrow(choices, parse_path(">move:#" + value))
