"""The ILIOS commands name squares only through engine.core.grid: any typed text is safe, and a
square's name in any case or spacing comes back in its one spelling."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from cogs.ilios import square_order, square_text
from engine.core.grid import square_name


@given(st.text(max_size=60))
def test_any_typed_square_is_safe(text: str) -> None:
    assert isinstance(square_text(text), str)
    assert isinstance(square_order(text), tuple)


@given(st.integers(0, 23), st.integers(0, 15))
def test_a_square_in_any_case_is_spelt_once(col: int, row: int) -> None:
    name = square_name((col, row))
    assert square_text(f"  {name.lower()} ") == name
    assert square_order(name) == (row, col)


def test_unicode_digits_and_huge_numbers_are_not_squares() -> None:
    assert square_text("A²") == "A²"  # passed on as typed, for the game to refuse in words
    assert square_order("C٣") == (-1, -1)
    assert square_text("B" + "9" * 5000).startswith("B99")
